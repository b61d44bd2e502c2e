// One messages object for every widget: the per-feature catalogues merged, with overrides checked. Widgets read one
// namespace each (`useTexts`), so a partner's bundle holds only the texts of the widgets it uses.
import { checkNamespaces, mergeNamespace, type Texts } from './merge';
import { MESSAGE_NAMESPACES } from './namespaces';
import { billingMessages } from './billing';
import { catalogMessages } from './catalog';
import { commonMessages } from './common';
import { dashboardMessages } from './dashboard';
import { productDetailMessages } from './productDetail';
import { productFieldsMessages } from './productFields';
import { reviewQueueMessages } from './reviewQueue';
import { schemaManagerMessages } from './schemaManager';
import { usersMessages } from './users';
import { workspaceMessages } from './workspace';
import { signInMessages } from './signIn';
import { importMessages } from './import';
import { settingsMessages } from './settings';
import { billingAdminMessages } from './billingAdmin';
import { companiesMessages } from './companies';

/** Every user-visible text of the widgets, by feature; the English defaults are the spec's texts verbatim. */
export interface CurateMessages {
  common: typeof commonMessages;
  reviewQueue: typeof reviewQueueMessages;
  catalog: typeof catalogMessages;
  productDetail: typeof productDetailMessages;
  productFields: typeof productFieldsMessages;
  billing: typeof billingMessages;
  dashboard: typeof dashboardMessages;
  users: typeof usersMessages;
  workspace: typeof workspaceMessages;
  signIn: typeof signInMessages;
  schemaManager: typeof schemaManagerMessages;
  import: typeof importMessages;
  settings: typeof settingsMessages;
  billingAdmin: typeof billingAdminMessages;
  companies: typeof companiesMessages;
}

/** Overrides of some texts: any namespace, any key; the rest keep the defaults (or the outer provider's). */
export type CurateMessagesOverrides = { [N in keyof CurateMessages]?: Partial<CurateMessages[N]> };

/** The English texts — spec part 1 §2, §8. */
export const defaultMessages: CurateMessages = {
  common: commonMessages,
  reviewQueue: reviewQueueMessages,
  catalog: catalogMessages,
  productDetail: productDetailMessages,
  productFields: productFieldsMessages,
  billing: billingMessages,
  dashboard: dashboardMessages,
  users: usersMessages,
  workspace: workspaceMessages,
  signIn: signInMessages,
  schemaManager: schemaManagerMessages,
  import: importMessages,
  settings: settingsMessages,
  billingAdmin: billingAdminMessages,
  companies: companiesMessages,
};

/**
 * `base` with `overrides` applied key by key. An unknown namespace or key, or a value of the wrong kind (a
 * string where a function is expected, or the reverse — a string may stand in for a function), is left out
 * with a console warning naming it: never an exception in the host's page (issue #21).
 */
export function mergeMessages(
  base: CurateMessages,
  overrides: CurateMessagesOverrides | null | undefined,
  warn: (message: string) => void = (message) => console.warn(message),
): CurateMessages {
  const namespaces = checkNamespaces(overrides, MESSAGE_NAMESPACES, warn);
  if (namespaces === null) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [namespace, texts] of Object.entries(namespaces))
    merged[namespace] = mergeNamespace(namespace, merged[namespace] as Texts, texts, warn);
  return merged as unknown as CurateMessages;
}

/** The texts of one namespace, for functions that take them (their default is the English one). */
export type CommonMessages = CurateMessages['common'];
export type ReviewQueueMessages = CurateMessages['reviewQueue'];
export type CatalogMessages = CurateMessages['catalog'];
export type ProductDetailMessages = CurateMessages['productDetail'];
export type ProductFieldsMessages = CurateMessages['productFields'];
export type BillingMessages = CurateMessages['billing'];
export type DashboardMessages = CurateMessages['dashboard'];
export type UsersMessages = CurateMessages['users'];
export type WorkspaceMessages = CurateMessages['workspace'];
export type SignInMessages = CurateMessages['signIn'];
export type SchemaManagerMessages = CurateMessages['schemaManager'];
export type ImportMessages = CurateMessages['import'];
export type SettingsMessages = CurateMessages['settings'];
export type BillingAdminMessages = CurateMessages['billingAdmin'];
export type CompaniesMessages = CurateMessages['companies'];
