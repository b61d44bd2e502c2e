// User Management constants — spec part 3 §2, §6, §9.
import type { TenantRole } from '../contract/index';

/** User-management toasts last 3 s (spec part 3 §2, §9). */
export const USER_TOAST_DURATION_MS = 3000;

/** The roles Create User, Invite and Change Role offer, in that order, with their labels (spec part 3 §2). */
export const TENANT_ROLE_OPTIONS: readonly { value: TenantRole; label: string }[] = [
  { value: 'tenant-user', label: 'User' },
  { value: 'tenant-admin', label: 'Admin' },
];

/** The default role of a new user (spec part 3 §6). */
export const DEFAULT_TENANT_ROLE: TenantRole = 'tenant-user';

/** Users the screen reads at once (a company's people fit in one page). */
export const USER_PAGE_SIZE = 500;
