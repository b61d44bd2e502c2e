export { CompanyManagement, type CompanyManagementProps } from './CompanyManagement';
export type { CompanyStatCardsProps } from './parts/StatCards';
export type { CompaniesTableProps } from './parts/CompaniesTable';
export type { CompanyLogoProps } from './parts/CompanyLogo';
export type { NewCompanyModalProps } from './parts/NewCompanyModal';
export type { CompanyDetailsModalProps } from './parts/CompanyDetailsModal';
export type { AddUserModalProps } from './parts/AddUserModal';
