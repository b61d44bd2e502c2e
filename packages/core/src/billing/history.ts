// The credit history view's filters and paging — spec part 3 §2, §4, §9. Pure functions.
import { billingMessages as m } from '../messages/billing';
import type { BillingMessages } from '../messages/index';

/** Date ranges of the credit history — spec part 3 §2 (default 30 days). */
export const CREDIT_HISTORY_RANGES = ['7', '30', '90', 'all', 'custom'] as const;
export type CreditHistoryRange = (typeof CREDIT_HISTORY_RANGES)[number];
export const DEFAULT_CREDIT_HISTORY_RANGE: CreditHistoryRange = '30';

/** A range's label in `messages`' words ('Last 30 days'). */
export const creditHistoryRangeLabel = (
  range: CreditHistoryRange,
  messages: Pick<BillingMessages, 'range7' | 'range30' | 'range90' | 'rangeAll' | 'rangeCustom'> = m,
): string =>
  ({
    '7': messages.range7,
    '30': messages.range30,
    '90': messages.range90,
    all: messages.rangeAll,
    custom: messages.rangeCustom,
  })[range];

/** Labels of the ranges (English). */
export const CREDIT_HISTORY_RANGE_LABELS: Record<CreditHistoryRange, string> = {
  '7': m.range7,
  '30': m.range30,
  '90': m.range90,
  all: m.rangeAll,
  custom: m.rangeCustom,
};

const DAY_MS = 86_400_000;

/**
 * The start_date / end_date a range sends: the last N days up to now, nothing for all time, the custom
 * dates (YYYY-MM-DD, end inclusive) as given. Undefined values are left out of the query.
 */
export function creditHistoryDates(
  range: CreditHistoryRange,
  now: Date,
  custom: { start?: string; end?: string } = {},
): { start_date?: string; end_date?: string } {
  if (range === 'all') return {};
  if (range === 'custom') {
    return {
      ...(custom.start ? { start_date: custom.start } : {}),
      ...(custom.end ? { end_date: custom.end } : {}),
    };
  }
  return { start_date: new Date(now.getTime() - Number(range) * DAY_MS).toISOString() };
}

/** A custom range whose start is after its end, refused before any call. */
export const REVERSED_RANGE_MESSAGE = m.reversedRange;

/** The custom range's problem in `messages`' words, or null — dates as YYYY-MM-DD. */
export function customRangeProblem(
  custom: { start?: string; end?: string },
  messages: Pick<BillingMessages, 'reversedRange'> = m,
): string | null {
  return custom.start && custom.end && custom.start > custom.end ? messages.reversedRange : null;
}

/** Number of pages for `total` rows. */
export const totalPages = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/**
 * The page numbers (1-based) the pager shows: up to `max` (5) around the current page, inside 1 to
 * total pages — spec part 3 §2, §4.
 */
export function pageNumbers(page: number, pages: number, max = 5): number[] {
  const count = Math.min(max, pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Keeps a requested page inside 1 to total pages — spec part 3 §4. */
export const clampPage = (page: number, pages: number): number => Math.min(Math.max(1, Math.trunc(page)), pages);

/** The kinds of credit transactions, for the history's type filter (the ledger's kinds, spec part 3 §3). */
export const TRANSACTION_TYPES = ['purchase', 'enhancement', 'refund', 'adjustment', 'bonus', 'expiration'] as const;

/** A transaction type as shown: 'enhancement' → 'Enhancement'; unknown types are capitalised the same way. */
export const transactionTypeLabel = (type: string): string => m.transactionType(type);
