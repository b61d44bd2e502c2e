// Balance notifications (spec part 3 §8 catalogue: low balance, overdraft, near overdraft): written when a
// debit takes the balance across a line, in the debit's transaction under the account lock, so each crossing
// is told once and a debit that stays on the same side tells nothing (docs/decisions.md, issue #15).
import { billingNotifications } from '../db/schema';
import type { BillingAccount, CreditTx } from './account';

/** Share of the overage allowance used at which the company hears it is near the overdraft limit. */
export const NEAR_OVERDRAFT_SHARE = 0.8;

type Notification = typeof billingNotifications.$inferInsert;

/** The notifications a debit from `before` to the account's current balance calls for. */
export function balanceAlerts(account: BillingAccount, before: number): Omit<Notification, 'company_id'>[] {
  const after = account.current_balance;
  const crossed = (line: number) => before >= line && after < line;
  const alerts: Omit<Notification, 'company_id'>[] = [];
  const threshold = account.low_balance_threshold;
  if (threshold > 0 && crossed(threshold) && after >= 0) {
    alerts.push({
      type: 'low_balance',
      message: `Low balance: ${after} credits left (below ${threshold}).`,
      severity: 'warning',
      priority: 'normal',
      data: { balance: after, threshold },
    });
  }
  if (crossed(0)) {
    alerts.push({
      type: 'overdraft',
      message: `Overdraft: the balance is ${after} credits; enhancements now use the overage allowance of ${account.max_negative_balance} credits.`,
      severity: 'warning',
      priority: 'high',
      data: { balance: after, max_negative_balance: -account.max_negative_balance },
    });
  }
  const near = -Math.floor(account.max_negative_balance * NEAR_OVERDRAFT_SHARE);
  if (account.allow_overages && account.max_negative_balance > 0 && crossed(near)) {
    alerts.push({
      type: 'near_overdraft',
      message: `Near the overdraft limit: the balance is ${after} of -${account.max_negative_balance} credits allowed.`,
      severity: 'error',
      priority: 'high',
      data: { balance: after, max_negative_balance: -account.max_negative_balance },
    });
  }
  return alerts;
}

/** Writes the balance notifications of a debit from `before` (inside the debit's transaction). */
export async function notifyBalance(tx: CreditTx, account: BillingAccount, before: number): Promise<void> {
  const alerts = balanceAlerts(account, before);
  if (alerts.length === 0) return;
  await tx.insert(billingNotifications).values(alerts.map((alert) => ({ ...alert, company_id: account.company_id })));
}
