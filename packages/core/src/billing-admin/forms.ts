// The super-admin billing screens' pure rules — spec part 3 §2, §4, §5, §9: status badges, balance colours,
// company search, and the Manage Credits / billing admin forms turned into the contract's bodies (or the
// message to show). No React.
import {
  InternalLimitsUpdate,
  MAX_NEGATIVE_BALANCE_LIMIT,
  MaxNegativeBalanceInput,
  type AccountStatusUpdate,
  type CompanyBillingRow,
  type CreditAdjustment,
  type LimitMode,
  type TokenUsagePeriod,
} from '../contract/index';
import { ADMIN_ORANGE_BELOW, ADMIN_RED_AT_OR_BELOW, OVERVIEW_RED_BELOW, OVERVIEW_YELLOW_BELOW } from './constants';
import type { TokenPeriod } from './constants';
import { billingAdminMessages as english } from '../messages/billingAdmin';
import type { BillingAdminMessages } from '../messages/index';
import { BILLING_ADMIN_MESSAGES as M } from './messages';

/** A contract message as shown: as written by default; the screens pass the provider's `common.problem`. */
type Problem = (message: string) => string;
const asWritten: Problem = (message) => message;

/** The overview's Status badge: Suspended, else Low Balance, else Active (spec part 3 §2). */
export type CompanyBillingStatus = 'Suspended' | 'Low Balance' | 'Active';
export const companyBillingStatus = (row: Pick<CompanyBillingRow, 'account_suspended' | 'is_low_balance'>) =>
  (row.account_suspended ? 'Suspended' : row.is_low_balance ? 'Low Balance' : 'Active') as CompanyBillingStatus;

/** A status badge's text in `messages`' words (the status itself in English). */
export const companyBillingStatusLabel = (
  status: CompanyBillingStatus,
  messages: Pick<BillingAdminMessages, 'statusSuspended' | 'statusLowBalance' | 'statusActive'> = english,
): string =>
  status === 'Suspended'
    ? messages.statusSuspended
    : status === 'Low Balance'
      ? messages.statusLowBalance
      : messages.statusActive;

/** Overview table balance colour: below 0 red, below 100 yellow, else none (spec part 3 §2, §9). */
export const overviewBalanceTone = (balance: number): 'red' | 'yellow' | null =>
  balance < OVERVIEW_RED_BELOW ? 'red' : balance < OVERVIEW_YELLOW_BELOW ? 'yellow' : null;

/** Billing admin header balance colour: at or below 0 red, below 1000 orange, else green (spec part 3 §9). */
export const adminBalanceTone = (balance: number): 'red' | 'orange' | 'green' =>
  balance <= ADMIN_RED_AT_OR_BELOW ? 'red' : balance < ADMIN_ORANGE_BELOW ? 'orange' : 'green';

/** The companies whose name or code contains `search` (case-insensitive, trimmed); all when empty. */
export function filterCompanies<T extends Pick<CompanyBillingRow, 'company_name' | 'company_code'>>(
  rows: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (row) => row.company_name.toLowerCase().includes(needle) || row.company_code.toLowerCase().includes(needle),
  );
}

/** The Add/Remove Credits form as typed. */
export interface CreditDraft {
  operation: 'add' | 'remove';
  amount: string;
  /** Visible to the customer. */
  description: string;
  /** Internal notes. */
  notes: string;
}
export const EMPTY_CREDIT_DRAFT: CreditDraft = { operation: 'add', amount: '', description: '', notes: '' };

/**
 * The credit adjustment to send, or the message to show — spec part 3 §5: amount (and, on the billing
 * screen, description) required ('Please fill in all required fields'), a number, whole, at least 1;
 * removal sent negative. On the overview the description is optional (the server then writes one). The
 * messages are `messages`' (default English).
 */
export function creditAdjustmentBody(
  draft: CreditDraft,
  { requireDescription }: { requireDescription: boolean },
  messages: Pick<BillingAdminMessages, 'required' | 'amountNotNumber' | 'amountMin' | 'amountWhole'> = english,
): { body: CreditAdjustment; error: null } | { body: null; error: string } {
  const text = draft.amount.trim();
  const description = draft.description.trim();
  if (!text || (requireDescription && !description)) return { body: null, error: messages.required };
  const amount = Number(text);
  if (!Number.isFinite(amount)) return { body: null, error: messages.amountNotNumber };
  if (amount < 1) return { body: null, error: messages.amountMin };
  if (!Number.isInteger(amount)) return { body: null, error: messages.amountWhole };
  const notes = draft.notes.trim();
  return {
    body: {
      amount: draft.operation === 'remove' ? -amount : amount,
      ...(description ? { description } : {}),
      ...(notes ? { notes } : {}),
    },
    error: null,
  };
}

/** Whether the billing screen's Add button is enabled: amount and description both given (spec part 3 §5). */
export const canApplyCredits = (draft: CreditDraft) => !!draft.amount.trim() && !!draft.description.trim();

/** The Internal Limits form as typed; '' means no limit. */
export interface LimitsDraft {
  daily: string;
  monthly: string;
  mode: LimitMode;
}

/** Field messages of a refused limits form. */
export type LimitsFieldErrors = Partial<Record<'internal_daily_limit' | 'internal_monthly_limit', string>>;

const limitValue = (text: string): number | '' => (text.trim() === '' ? '' : Number(text.trim()));

/**
 * The internal limits to send (empty: no limit; min 0, whole), or the fields' messages — spec part 3 §5: its own
 * in `messages`' words, the contract's through `problem`.
 */
export function internalLimitsBody(
  draft: LimitsDraft,
  messages: Pick<BillingAdminMessages, 'limitNotNumber'> = english,
  problem: Problem = asWritten,
): { body: InternalLimitsUpdate; errors: null } | { body: null; errors: LimitsFieldErrors } {
  const body = {
    internal_daily_limit: limitValue(draft.daily),
    internal_monthly_limit: limitValue(draft.monthly),
    internal_limit_mode: draft.mode,
  };
  const errors: LimitsFieldErrors = {};
  for (const key of ['internal_daily_limit', 'internal_monthly_limit'] as const) {
    if (Number.isNaN(body[key])) errors[key] = messages.limitNotNumber;
  }
  const checked = InternalLimitsUpdate.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = issue.path[0] as keyof LimitsFieldErrors;
      errors[key] ??= problem(issue.message);
    }
  }
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}

/** The draft of a stored account's limits ('' for no limit). */
export const limitsDraftOf = (account: {
  internal_daily_limit: number | null;
  internal_monthly_limit: number | null;
  internal_limit_mode: LimitMode;
}): LimitsDraft => ({
  daily: account.internal_daily_limit === null ? '' : String(account.internal_daily_limit),
  monthly: account.internal_monthly_limit === null ? '' : String(account.internal_monthly_limit),
  mode: account.internal_limit_mode,
});

/** The overview's Account Status tab: suspension needs a reason ('Please provide a suspension reason'). */
export function accountStatusBody(
  draft: { suspended: boolean; reason: string },
  messages: Pick<BillingAdminMessages, 'reasonRequired'> = english,
): { body: AccountStatusUpdate; error: null } | { body: null; error: string } {
  const reason = draft.reason.trim();
  if (draft.suspended && !reason) return { body: null, error: messages.reasonRequired };
  return { body: { suspended: draft.suspended, reason: draft.suspended ? reason : null }, error: null };
}

/** The billing screen's confirmation: 'Suspended by admin' on suspend, null on activate (spec part 3 §4). */
export const confirmStatusBody = (suspend: boolean): AccountStatusUpdate => ({
  suspended: suspend,
  reason: suspend ? M.suspendedByAdmin : null,
});

/**
 * The overage settings to send (allowance step 100, 0-100000, sent negative), or the message — spec part 3 §5: its
 * own in `messages`' words, the contract's through `problem`.
 */
export function overagesBody(
  draft: { allow: boolean; maxNegative: string },
  messages: Pick<BillingAdminMessages, 'required' | 'maxNegativeNotNumber' | 'maxNegativeRange'> = english,
  problem: Problem = asWritten,
): { body: { allow_overages: boolean; max_negative_balance: number }; error: null } | { body: null; error: string } {
  const text = draft.maxNegative.trim();
  if (!text) return { body: null, error: messages.required };
  const value = Number(text);
  if (!Number.isFinite(value)) return { body: null, error: messages.maxNegativeNotNumber };
  // The field holds the allowance (min 0); '-100' is refused, not read as 100 (the API takes either sign).
  if (value < 0) return { body: null, error: messages.maxNegativeRange(MAX_NEGATIVE_BALANCE_LIMIT) };
  const checked = MaxNegativeBalanceInput.safeParse(value);
  if (!checked.success) return { body: null, error: problem(checked.error.issues[0]!.message) };
  return { body: { allow_overages: draft.allow, max_negative_balance: checked.data }, error: null };
}

/** A custom range as typed (YYYY-MM-DD, end inclusive). */
export interface TokenRange {
  start: string;
  end: string;
}

/** A custom range's problem in `messages`' words: both dates needed, start not after end; null when fine. */
export function tokenRangeProblem(
  range: TokenRange,
  messages: Pick<BillingAdminMessages, 'chooseDates' | 'reversedRange'> = english,
): string | null {
  if (!range.start || !range.end) return messages.chooseDates;
  return range.start > range.end ? messages.reversedRange : null;
}

/** What the token usage call asks for a period: the period itself, or the custom dates (spec part 3 §7). */
export function tokenUsageRange(
  period: TokenPeriod,
  custom: TokenRange,
): { period: TokenUsagePeriod } | { start_date: string; end_date: string } {
  return period === 'custom' ? { start_date: custom.start, end_date: custom.end } : { period };
}

const DAY_MS = 86_400_000;

/**
 * The export's start_date / end_date for a period — spec part 3 §7: daily is today (the UTC day), weekly the
 * last 7 days, monthly the last 30, custom its two dates.
 */
export function tokenExportRange(
  period: TokenPeriod,
  custom: TokenRange,
  now: Date,
): { start_date?: string; end_date?: string } {
  if (period === 'custom') return { start_date: custom.start, end_date: custom.end };
  if (period === 'daily') return { start_date: now.toISOString().slice(0, 10) };
  return { start_date: new Date(now.getTime() - (period === 'weekly' ? 7 : 30) * DAY_MS).toISOString() };
}
