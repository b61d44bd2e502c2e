export * from './constants';
export * from './messages';
export * from './companyForms';
export * from './useCompanies';
