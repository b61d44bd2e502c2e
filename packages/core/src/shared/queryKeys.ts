// Query keys that several features read or invalidate: the review queue, the product detail both dialogs
// share, the field groups, the catalogue lists and the review-count badge — spec part 1 §7, part 3 §7.
// Usable by partners who pre-fill or invalidate the cache.

/** The prefix of everything cached for a company. */
export const companyKey = (companyId: string) => ['curate', 'companies', companyId] as const;

/** Query keys of the review screens and the product detail they share with the catalogue's dialog. */
export const reviewKeys = {
  /** Everything of the queue (pages and counters) of a company. */
  queue: (companyId: string) => [...companyKey(companyId), 'review-queue'] as const,
  /** Every cached queue page of a company. */
  pages: (companyId: string) => [...companyKey(companyId), 'review-queue', 'page'] as const,
  page: (companyId: string, pageSize: number, page: number) =>
    [...companyKey(companyId), 'review-queue', 'page', pageSize, page] as const,
  stats: (companyId: string) => [...companyKey(companyId), 'review-queue', 'stats'] as const,
  detail: (companyId: string, productId: string) =>
    [...companyKey(companyId), 'products', productId, 'detail'] as const,
  rawInput: (companyId: string, rawProductId: string) =>
    [...companyKey(companyId), 'raw-products', rawProductId, 'input'] as const,
  fieldGroups: (companyId: string) => [...companyKey(companyId), 'field-groups'] as const,
};

/**
 * Query-key prefix of every cached catalogue page of a company. Invalidate it after a product changes
 * (save, delete) so the list reloads: `queryClient.invalidateQueries({ queryKey: catalogListKey(companyId) })`.
 */
export const catalogListKey = (companyId: string) => [...companyKey(companyId), 'catalog', 'list'] as const;

/** Query keys of a company's enhancement jobs and of one job's progress — spec part 2 §7.1, part 3 §7. */
export const jobKeys = {
  /** Every job list and job of a company: invalidate after a start, a cancel or a re-run. */
  all: (companyId: string) => [...companyKey(companyId), 'enhancement-jobs'] as const,
  list: (companyId: string, query: Record<string, unknown>) =>
    [...companyKey(companyId), 'enhancement-jobs', 'list', query] as const,
  progress: (jobId: string) => ['curate', 'job-progress', jobId] as const,
};

/** The query key of a company's pending review count: invalidated by every review decision. */
export const reviewCountKey = (companyId: string | null | undefined) => ['curate', 'review-count', companyId] as const;

/** Query keys of a company's billing: the account, usage, transactions and notifications — spec part 3 §7. */
export const billingKeys = {
  /** Everything billing of a company: invalidate after credits move or limits change. */
  all: (companyId: string) => [...companyKey(companyId), 'billing'] as const,
  account: (companyId: string) => [...companyKey(companyId), 'billing', 'account'] as const,
  usage: (companyId: string) => [...companyKey(companyId), 'billing', 'usage'] as const,
  transactions: (companyId: string, query: Record<string, unknown>) =>
    [...companyKey(companyId), 'billing', 'transactions', query] as const,
  notifications: (companyId: string) => [...companyKey(companyId), 'billing', 'notifications'] as const,
  /** The balance poll (GET /realtime/billing/{companyId}) shared by the header and the billing dashboard. */
  poll: (companyId: string) => [...companyKey(companyId), 'billing', 'poll'] as const,
};

/** Query keys of a company's dashboard: the stats and the activity feed — spec part 2 §7.1. */
export const dashboardKeys = {
  /** Everything of the dashboard of a company (the recent jobs are jobKeys lists). */
  all: (companyId: string) => [...companyKey(companyId), 'dashboard'] as const,
  stats: (companyId: string) => [...companyKey(companyId), 'dashboard', 'stats'] as const,
  activity: (companyId: string, limit: number) => [...companyKey(companyId), 'dashboard', 'activity', limit] as const,
};

/** Query keys of the settings modals — spec part 2 §7.2. */
export const settingsKeys = {
  enhancementConfig: (companyCode: string) =>
    ['curate', 'companies', 'by-code', companyCode, 'enhancement-config'] as const,
  tones: ['curate', 'enhancement', 'tones'] as const,
  fields: ['curate', 'enhancement', 'fields'] as const,
  users: (companyId: string) => [...companyKey(companyId), 'users'] as const,
};

/** Query keys of User Management — spec part 3 §7. The list sits under settingsKeys.users, so saving a user's settings refreshes it. */
export const userKeys = {
  list: (companyId: string) => [...companyKey(companyId), 'users', 'list'] as const,
  stats: (companyId: string) => [...companyKey(companyId), 'stats'] as const,
  invitations: (companyId: string) => [...companyKey(companyId), 'invitations'] as const,
  apiKeys: (companyId: string) => [...companyKey(companyId), 'api-keys'] as const,
};

/** Query keys of the super-admin's company management — spec part 3 §7 (GET /admin/companies, /admin/companies/{id}). */
export const managedCompanyKeys = {
  /** The list and every company's details: invalidate after a company or its users change. */
  all: ['curate', 'admin', 'companies'] as const,
  list: ['curate', 'admin', 'companies', 'list'] as const,
  detail: (companyId: string) => ['curate', 'admin', 'companies', 'detail', companyId] as const,
};

/** Query keys of the super-admin billing screens — spec part 3 §7 'Super-admin billing and companies'. */
export const billingAdminKeys = {
  /** Everything of the super-admin billing screens: invalidate after any change. */
  all: ['curate', 'billing-admin'] as const,
  overview: ['curate', 'billing-admin', 'overview'] as const,
  /** Everything of one company (account, transactions, token usage). */
  company: (companyId: string) => ['curate', 'billing-admin', 'company', companyId] as const,
  account: (companyId: string) => ['curate', 'billing-admin', 'company', companyId, 'account'] as const,
  transactions: (companyId: string, page: number) =>
    ['curate', 'billing-admin', 'company', companyId, 'transactions', page] as const,
  tokenUsage: (companyId: string, query: Record<string, unknown>) =>
    ['curate', 'billing-admin', 'company', companyId, 'token-usage', query] as const,
};
