// The tenant's credits as the spec computes them: available credits, the credit warnings and their repeat
// rules, the billing poll schedule and who may change limits — spec part 3 §2, §4, §8, §9. Pure functions.
import { TENANT_LOW_CREDIT_THRESHOLD, type TenantBillingAccount } from '../contract/index';
import { billingMessages as m } from '../messages/billing';
import { createFormat, type BillingMessages, type CurateFormat } from '../messages/index';

/**
 * Credits that can still be spent — spec part 3 §4: with overages allowed, the balance plus the allowed
 * overdraft (the allowance minus the deficit when the balance is negative), else the balance; never below 0.
 */
export function availableCredits(
  account: Pick<TenantBillingAccount, 'current_balance' | 'allow_overages' | 'max_negative_balance'>,
): number {
  const allowance = account.allow_overages ? Math.abs(account.max_negative_balance) : 0;
  return Math.max(0, account.current_balance + allowance);
}

/** The low-credit toast repeats at most every 10 minutes — spec part 3 §9. */
export const LOW_CREDIT_REPEAT_MS = 10 * 60_000;
/** With no credits available, checks act only 5 minutes after the last notice — spec part 3 §9. */
export const NO_CREDIT_REPEAT_MS = 5 * 60_000;
/** The low-credit toast stays 10 s — spec part 3 §9. */
export const LOW_CREDIT_TOAST_MS = 10_000;
/** A high-priority unread spend_limit_exceeded notification is shown 15 s, then marked read — spec part 3 §9. */
export const SPEND_LIMIT_NOTICE_MS = 15_000;

/** Whether a billing notification is one the workspace shows by itself (spec part 3 §9). */
export const isSpendLimitNotice = (n: { is_read: boolean; priority: string; type: string }): boolean =>
  !n.is_read && n.priority === 'high' && n.type === 'spend_limit_exceeded';

/** A credit warning to show. */
export interface CreditWarning {
  kind: 'none-left' | 'low';
  message: string;
}

/**
 * The credit warning due now, or null — spec part 3 §8, §9: none left when available credits are 0 or
 * less, low when the balance is below 15; a warning repeats only after 10 minutes (5 when none are left)
 * since the last one shown (`lastShownAt`, ms), unless the check is forced. The texts are `messages`' (the
 * provider's billing messages; English by default).
 */
export function creditWarningDue(
  account: Pick<TenantBillingAccount, 'current_balance' | 'allow_overages' | 'max_negative_balance'>,
  { now, lastShownAt, forced = false }: { now: number; lastShownAt: number | null; forced?: boolean },
  messages: Pick<BillingMessages, 'noCreditsLeft' | 'lowCredits'> = m,
): CreditWarning | null {
  const available = availableCredits(account);
  const warning: CreditWarning | null =
    available <= 0
      ? { kind: 'none-left', message: messages.noCreditsLeft }
      : account.current_balance < TENANT_LOW_CREDIT_THRESHOLD
        ? { kind: 'low', message: messages.lowCredits(available) }
        : null;
  if (!warning || forced || lastShownAt === null) return warning;
  const wait = warning.kind === 'none-left' ? NO_CREDIT_REPEAT_MS : LOW_CREDIT_REPEAT_MS;
  return now - lastShownAt >= wait ? warning : null;
}

/**
 * Whether these roles see Configure Limits, the Allow Overages switch, Credit History and the User column:
 * tenant-admin or super-admin (spec part 3 §2); others read 'Contact your admin to modify limits'.
 */
export const canManageBilling = (roles: readonly string[]): boolean =>
  roles.includes('tenant-admin') || roles.includes('super-admin');

/** What users who may not change limits read — spec part 3 §2. */
export const CONTACT_ADMIN_MESSAGE = m.contactAdmin;

/** Credits as shown: '4,250' or '-15.5' in en-US (formatCredits, in the provider's locale). */
export const CREDITS_FORMAT: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/** What the credit usage chart says in words (its accessible name and the table's caption). */
export interface UsageSummary {
  /** Credits used over the days shown. */
  total: number;
  /** The day with the most credits used; null when none were. */
  peak: { date: string; credits: number } | null;
  /** e.g. '1,245 credits used over the last 30 days; the most on 2026-11-20 (180 credits).' */
  text: string;
}

/** Sums a daily usage series (oldest first) for the chart's accessible summary, in `messages`' words and `format`'s numbers. */
export function usageSummary(
  days: readonly { date: string; credits_used: number }[],
  messages: Pick<BillingMessages, 'usageSummary' | 'noUsage'> = m,
  format: Pick<CurateFormat, 'number'> = createFormat(),
): UsageSummary {
  let total = 0;
  let peak: UsageSummary['peak'] = null;
  for (const day of days) {
    total += day.credits_used;
    if (day.credits_used > 0 && (!peak || day.credits_used > peak.credits))
      peak = { date: day.date, credits: day.credits_used };
  }
  const credits = (value: number) => format.number(value, CREDITS_FORMAT);
  const text = peak
    ? messages.usageSummary(credits(total), days.length, peak.date, credits(peak.credits))
    : messages.noUsage(days.length);
  return { total, peak, text };
}
