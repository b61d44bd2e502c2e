export { UserManagement, type UserManagementProps } from './UserManagement';
export { InvitationAccept, type InvitationAcceptProps } from './InvitationAccept';
export type { UserStatCardsProps } from './parts/StatCards';
export type { UsersTableProps } from './parts/UsersTable';
export type { InvitationsTableProps } from './parts/InvitationsTable';
export type { NewUserModalProps } from './parts/NewUserModal';
export type { ChangeRoleModalProps, RemoveUserModalProps, InviteLinkModalProps } from './parts/ConfirmModals';
