export * from './constants';
export * from './messages';
export * from './userForms';
export * from './useUsers';
export * from './useInvitations';
export * from './useInvitationLink';
export * from './useApiKeys';
