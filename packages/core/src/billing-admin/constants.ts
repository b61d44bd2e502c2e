// Super-admin billing constants — spec part 3 §2, §7, §9.
import { ADMIN_LOW_BALANCE_THRESHOLD, ADMIN_TRANSACTIONS_LIMIT, TOKEN_USAGE_PAGE_SIZE } from '../contract/index';
import { billingAdminMessages as m } from '../messages/billingAdmin';
import type { BillingAdminMessages } from '../messages/index';

export { ADMIN_LOW_BALANCE_THRESHOLD, ADMIN_TRANSACTIONS_LIMIT, TOKEN_USAGE_PAGE_SIZE };

/** Overview table: a balance below this is red (spec part 3 §2, §9). */
export const OVERVIEW_RED_BELOW = 0;
/** Overview table: a balance below this is yellow (spec part 3 §2, §9). */
export const OVERVIEW_YELLOW_BELOW = 100;
/** Billing admin header: at or below this the balance is red (spec part 3 §9). */
export const ADMIN_RED_AT_OR_BELOW = 0;
/** Billing admin header: below this the balance is orange, else green (spec part 3 §9). */
export const ADMIN_ORANGE_BELOW = 1000;

/** The token analytics periods and their English labels (spec part 3 §2); 'custom' uses two dates. */
export const TOKEN_PERIODS = [
  { value: 'daily', label: m.periodToday },
  { value: 'weekly', label: m.periodLast7Days },
  { value: 'monthly', label: m.periodLast30Days },
  { value: 'custom', label: m.periodCustomRange },
] as const;
export type TokenPeriod = (typeof TOKEN_PERIODS)[number]['value'];

const PERIOD_KEYS = {
  daily: 'periodToday',
  weekly: 'periodLast7Days',
  monthly: 'periodLast30Days',
  custom: 'periodCustomRange',
} as const;

/** A period's label in `messages`' words ('Last 30 Days'). */
export const tokenPeriodLabel = (
  period: TokenPeriod,
  messages: Pick<BillingAdminMessages, (typeof PERIOD_KEYS)[TokenPeriod]> = m,
): string => messages[PERIOD_KEYS[period]];
/** The period shown first: the last 30 days, as on the overview. */
export const DEFAULT_TOKEN_PERIOD: TokenPeriod = 'monthly';

/** How long the billing screens' toasts stay: the general 5 s (spec part 3 §9). */
export const BILLING_ADMIN_TOAST_MS = 5_000;
