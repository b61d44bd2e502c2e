// The tenant workspace tabs — spec part 1 §2 (workspace shell), §6 (roles), part 3 §2 and §6.
import type { Role } from '../contract/index';
import { workspaceMessages, type WorkspaceMessages } from '../messages/index';

/** Tab ids, which are also their `tab` query values, in display order (spec part 1 §2). */
export const WORKSPACE_TAB_IDS = [
  'dashboard',
  'add-products',
  'review',
  'products',
  'schema',
  'users',
  'billing',
] as const;
/** One workspace tab, by its query value. */
export type WorkspaceTabId = (typeof WORKSPACE_TAB_IDS)[number];

/** The query parameter holding the active tab. */
export const WORKSPACE_TAB_PARAM = 'tab';
/** The query parameter naming the product the Review tab opens (the catalogue's edit action, spec part 1 §2). */
export const REVIEW_PRODUCT_PARAM = 'product';
/** The tab shown at /{companyCode}/review when the address names none (review is the default child, spec part 1 §2). */
export const DEFAULT_WORKSPACE_TAB: WorkspaceTabId = 'review';

/** The message of each tab's label. */
const LABELS = {
  dashboard: 'tabDashboard',
  'add-products': 'tabAddProducts',
  review: 'tabReview',
  products: 'tabProducts',
  schema: 'tabSchema',
  users: 'tabUsers',
  billing: 'tabBilling',
} as const satisfies Record<WorkspaceTabId, keyof WorkspaceMessages>;

/** A tab as the shell shows it. */
export interface WorkspaceTab {
  id: WorkspaceTabId;
  label: string;
}

const has = (roles: readonly Role[], role: Role) => roles.includes(role);

/** True for a known tab query value. */
export function isWorkspaceTabId(value: unknown): value is WorkspaceTabId {
  return typeof value === 'string' && (WORKSPACE_TAB_IDS as readonly string[]).includes(value);
}

/** The tab's label; Billing reads 'Billing Management' for the super-admin (part 3 §2). English by default. */
export function workspaceTabLabel(
  id: WorkspaceTabId,
  roles: readonly Role[],
  messages: WorkspaceMessages = workspaceMessages,
): string {
  if (id === 'billing' && has(roles, 'super-admin')) return messages.tabBillingManagement;
  return messages[LABELS[id]];
}

/** Whether the user may use the tab: Users and Schema need tenant-admin or super-admin, the rest are open (part 1 §6). */
export function canUseWorkspaceTab(id: WorkspaceTabId, roles: readonly Role[]): boolean {
  if (id === 'users' || id === 'schema') return has(roles, 'tenant-admin') || has(roles, 'super-admin');
  return true;
}

/** Whether the tab is shown: the Users tab only to a tenant-admin, the others when usable (part 1 §6, part 3 §2). */
export function isWorkspaceTabVisible(id: WorkspaceTabId, roles: readonly Role[]): boolean {
  if (id === 'users') return has(roles, 'tenant-admin');
  return canUseWorkspaceTab(id, roles);
}

/** The tabs shown to a user with these roles, in order, with their labels (`messages`; English by default). */
export function workspaceTabs(roles: readonly Role[], messages: WorkspaceMessages = workspaceMessages): WorkspaceTab[] {
  return WORKSPACE_TAB_IDS.filter((id) => isWorkspaceTabVisible(id, roles)).map((id) => ({
    id,
    label: workspaceTabLabel(id, roles, messages),
  }));
}

/**
 * The tab to show for a requested `tab` value: none requested gives DEFAULT_WORKSPACE_TAB; an unknown,
 * hidden or forbidden one falls back to the first allowed tab (part 1 §2).
 */
export function resolveWorkspaceTab(requested: string | null | undefined, roles: readonly Role[]): WorkspaceTabId {
  const allowed = workspaceTabs(roles).map((tab) => tab.id);
  const wanted = requested === null || requested === undefined || requested === '' ? DEFAULT_WORKSPACE_TAB : requested;
  if (isWorkspaceTabId(wanted) && allowed.includes(wanted)) return wanted;
  return allowed[0] ?? 'dashboard';
}

/** The tab to show for a query string (`?tab=...`, or URLSearchParams), as resolveWorkspaceTab. */
export function parseWorkspaceTab(search: string | URLSearchParams, roles: readonly Role[]): WorkspaceTabId {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return resolveWorkspaceTab(params.get(WORKSPACE_TAB_PARAM), roles);
}

/** The workspace address for a company and tab, e.g. /acme-tools/review?tab=products (part 1 §2). */
export function workspacePath(companyCode: string, tab: WorkspaceTabId): string {
  return `/${encodeURIComponent(companyCode)}/review?${WORKSPACE_TAB_PARAM}=${tab}`;
}

/**
 * Where a workspace shortcut redirects: the workspace with `tab`, keeping the request's other query
 * parameters. With no tab of its own (/{companyCode}), a known `?tab=` in the request is kept, else `fallback`.
 */
export function workspaceRedirectPath(
  companyCode: string,
  search: string,
  tab: WorkspaceTabId | null,
  fallback: WorkspaceTabId = 'dashboard',
): string {
  const params = new URLSearchParams(search);
  const requested = params.get(WORKSPACE_TAB_PARAM);
  params.delete(WORKSPACE_TAB_PARAM);
  const target = tab ?? (isWorkspaceTabId(requested) ? requested : fallback);
  const rest = params.toString();
  return `${workspacePath(companyCode, target)}${rest ? `&${rest}` : ''}`;
}
