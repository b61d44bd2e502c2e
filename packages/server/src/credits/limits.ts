// Spending limits (spec part 3 §3, §5, §9): the administrator's internal limits and the customer's own,
// daily and monthly in UTC; hard_stop refuses, soft_alert notifies once per threshold per period.
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { billingNotifications, creditReservations } from '../db/schema';
import type { BillingAccount, CreditTx } from './account';
import { SOFT_ALERT_THRESHOLDS } from './constants';
import type { LimitBreach } from './errors';
import type { SpendWindow } from './windows';

type Period = 'daily' | 'monthly';
type Windows = Record<Period, SpendWindow>;

/** Credits spent in each window: reservations made in it and not released (a refunded job does not count). */
export async function spendInWindows(
  tx: CreditTx,
  companyId: string,
  windows: Windows,
): Promise<Record<Period, number>> {
  const r = creditReservations;
  const [row] = await tx
    .select({
      daily: sql<string>`coalesce(sum(${r.amount}) filter (where ${r.reserved_at} >= ${windows.daily.start} and ${r.reserved_at} < ${windows.daily.end}), 0)`,
      monthly: sql<string>`coalesce(sum(${r.amount}), 0)`,
    })
    .from(r)
    .where(
      and(
        eq(r.company_id, companyId),
        ne(r.status, 'released'),
        gte(r.reserved_at, windows.monthly.start),
        lt(r.reserved_at, windows.monthly.end),
      ),
    );
  return { daily: Number(row?.daily ?? 0), monthly: Number(row?.monthly ?? 0) };
}

/** A soft_alert threshold the reservation reaches. */
export interface SoftAlert {
  scope: LimitBreach['scope'];
  period: Period;
  threshold: (typeof SOFT_ALERT_THRESHOLDS)[number];
  limit: number;
  used: number;
  windowKey: string;
}

/** The four limits of an account, with their modes; null limits are absent. */
function limitsOf(account: BillingAccount) {
  return [
    { scope: 'internal', period: 'daily', limit: account.internal_daily_limit, mode: account.internal_limit_mode },
    { scope: 'internal', period: 'monthly', limit: account.internal_monthly_limit, mode: account.internal_limit_mode },
    { scope: 'customer', period: 'daily', limit: account.daily_spend_limit, mode: account.daily_limit_mode },
    { scope: 'customer', period: 'monthly', limit: account.monthly_spend_limit, mode: account.monthly_limit_mode },
  ] as const;
}

/** Whether any of the four limits is set (without one, spend need not be read). */
export function hasLimits(account: BillingAccount): boolean {
  return limitsOf(account).some(({ limit }) => limit !== null);
}

/**
 * What spending `amount` more does to the limits: the first hard_stop limit it would exceed (internal
 * before customer, daily before monthly), and every soft_alert threshold the new total reaches.
 * A hard limit is exceeded when spent + amount > limit: a reservation may bring spend exactly to it.
 */
export function evaluateLimits(
  account: BillingAccount,
  spent: Record<Period, number>,
  amount: number,
  windows: Windows,
): { breach: LimitBreach | null; alerts: SoftAlert[] } {
  let breach: LimitBreach | null = null;
  const alerts: SoftAlert[] = [];
  for (const { scope, period, limit, mode } of limitsOf(account)) {
    if (limit === null) continue;
    const used = spent[period] + amount;
    if (mode === 'hard_stop') {
      if (used > limit && !breach) breach = { scope, period, limit, spent: spent[period] };
      continue;
    }
    for (const threshold of SOFT_ALERT_THRESHOLDS) {
      if (used * 100 >= limit * threshold)
        alerts.push({ scope, period, threshold, limit, used, windowKey: windows[period].key });
    }
  }
  return { breach, alerts };
}

const label = (alert: SoftAlert) =>
  `${alert.period === 'daily' ? 'Daily' : 'Monthly'} ${alert.scope === 'internal' ? 'internal ' : ''}spending limit`;

/**
 * One billing notification per alert, at most once per company, limit, threshold and period: the
 * dedupe key is unique per company in the database, so a repeat (or a concurrent twin) is skipped.
 */
export async function notifyAlerts(tx: CreditTx, companyId: string, alerts: SoftAlert[]): Promise<void> {
  if (alerts.length === 0) return;
  await tx
    .insert(billingNotifications)
    .values(
      alerts.map((alert) => {
        const percent = Math.floor((alert.used * 100) / Math.max(alert.limit, 1));
        const reached = alert.threshold >= 100;
        return {
          company_id: companyId,
          type: reached ? 'spend_limit_exceeded' : 'spend_limit_warning',
          message: reached
            ? `${label(alert)} reached: ${alert.used} of ${alert.limit} credits used (${percent}%).`
            : `${label(alert)} warning: ${alert.used} of ${alert.limit} credits used (${percent}%).`,
          severity: reached ? ('error' as const) : ('warning' as const),
          priority: reached ? ('high' as const) : ('normal' as const),
          data: { ...alert, percent },
          dedupe_key: `limit:${alert.scope}:${alert.period}:${alert.threshold}:${alert.windowKey}`,
        };
      }),
    )
    .onConflictDoNothing({ target: [billingNotifications.company_id, billingNotifications.dedupe_key] });
}
