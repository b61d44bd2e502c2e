export {
  defaultMessages,
  mergeMessages,
  type CurateMessages,
  type CurateMessagesOverrides,
  type CommonMessages,
  type ReviewQueueMessages,
  type CatalogMessages,
  type ProductDetailMessages,
  type ProductFieldsMessages,
  type BillingMessages,
  type DashboardMessages,
  type UsersMessages,
  type WorkspaceMessages,
  type SignInMessages,
  type SchemaManagerMessages,
  type ImportMessages,
  type SettingsMessages,
  type BillingAdminMessages,
  type CompaniesMessages,
} from './catalogue';
export { commonMessages } from './common';
export { reviewQueueMessages } from './reviewQueue';
export { catalogMessages } from './catalog';
export { productDetailMessages } from './productDetail';
export { productFieldsMessages } from './productFields';
export { billingMessages } from './billing';
export { dashboardMessages } from './dashboard';
export { usersMessages } from './users';
export { workspaceMessages } from './workspace';
export { signInMessages } from './signIn';
export { schemaManagerMessages } from './schemaManager';
export { importMessages } from './import';
export { settingsMessages } from './settings';
export { billingAdminMessages } from './billingAdmin';
export { companiesMessages } from './companies';
export { createFormat, supportedLocale, DEFAULT_LOCALE, type CurateFormat } from './format';
export { MessagesProvider, useTexts, useFormat, type MessagesProviderProps } from './MessagesProvider';
export { useMessages } from './useMessages';
export { MESSAGE_NAMESPACES } from './namespaces';
