// Stories and tests only: an in-memory tenant billing API (a test double; the real one is the Curate server).
import type { BillingNotification, CreditTransaction, DailyUsage, TenantBillingAccount } from '@curate/core';
import { apiFailure, createFixtureClient, never, type FixtureCall, type FixtureClient } from './fixtureApi';

export const BILLING_COMPANY_ID = '3c9e0020-0000-4000-8000-0000000000b1';
const uuid = (n: number) => `3c9e0020-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const billingAccount = (extra: Partial<TenantBillingAccount> = {}): TenantBillingAccount => ({
  company_id: BILLING_COMPANY_ID,
  current_balance: 2_350,
  credits_expiration: null,
  active_plan: 'prepaid',
  allow_overages: false,
  max_negative_balance: -1000,
  today_usage: 45,
  month_usage: 615,
  daily_spend_limit: 300,
  monthly_spend_limit: 5_000,
  daily_limit_mode: 'hard_stop',
  monthly_limit_mode: 'soft_alert',
  internal_daily_limit: 500,
  internal_monthly_limit: 10_000,
  internal_limit_mode: 'hard_stop',
  account_suspended: false,
  ...extra,
});

const USERS = [
  { id: uuid(901), name: 'Alice Admin', role: 'tenant-admin' },
  { id: uuid(902), name: 'Tom User', role: 'tenant-user' },
];

/** `count` transactions, newest first: mostly enhancements, a refund every 7th, a purchase every 25th. */
export function billingTransactions(count: number, balance = 2_350): CreditTransaction[] {
  const rows: CreditTransaction[] = [];
  let after = balance;
  for (let i = 0; i < count; i++) {
    const type = i % 25 === 24 ? 'purchase' : i % 7 === 6 ? 'refund' : 'enhancement';
    const amount = type === 'purchase' ? 1_000 : type === 'refund' ? 15 : -15;
    const user = USERS[i % 2]!;
    rows.push({
      id: uuid(10_000 + i),
      created_at: new Date(Date.UTC(2026, 10, 25, 12) - i * 3_600_000).toISOString(),
      transaction_type: type,
      amount,
      balance_after: after,
      initiated_by_user_id: type === 'purchase' ? null : user.id,
      initiated_by_name: type === 'purchase' ? null : user.name,
      initiated_by_role: type === 'purchase' ? null : user.role,
      activity_type: type === 'purchase' ? 'credit_purchase' : type === 'refund' ? 'job_refund' : 'enhancement',
      reference_id: null,
      description:
        type === 'purchase'
          ? 'Credit purchase'
          : type === 'refund'
            ? 'Refund: enhancement failed'
            : `Enhancement SKU-${20_000 + i}`,
      usd_amount: null,
    });
    after -= amount;
  }
  return rows;
}

/** 30 days of usage ending 2026-11-25 (UTC): weekdays busy, weekends quiet, today's figure last. */
export function billingDailyUsage(today = 45, days = 30): DailyUsage[] {
  const end = Date.UTC(2026, 10, 25);
  return Array.from({ length: days }, (_, i) => {
    const at = new Date(end - (days - 1 - i) * 86_400_000);
    const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6;
    const enhancements = i === days - 1 ? Math.round(today / 15) : weekend ? i % 3 : 4 + ((i * 7) % 11);
    return { date: at.toISOString().slice(0, 10), credits_used: enhancements * 15, enhancements };
  });
}

export interface BillingFixtureOptions {
  account?: Partial<TenantBillingAccount>;
  /** Credits used per day for the usage chart; default billingDailyUsage(). */
  daily?: DailyUsage[];
  /** Number of transactions in the history; default 120. */
  transactions?: number;
  /** 'loading' never answers; 'error' answers 500 to the account. */
  state?: 'loading' | 'error';
  /** Billing notifications served (marking one read updates it); default none. */
  notifications?: BillingNotification[];
  /** The limits call answers 403 with this detail. */
  limitsFailure?: string;
}

/** The billing routes over the fixture; limits changes update the account it serves. */
export function billingFixtureClient(options: BillingFixtureOptions = {}): FixtureClient {
  let account = billingAccount(options.account);
  let notifications = options.notifications ?? [];
  const all = billingTransactions(options.transactions ?? 120, account.current_balance);
  const filtered = (call: FixtureCall) => {
    const q = (call.query ?? {}) as Record<string, string | undefined>;
    return all.filter(
      (t) =>
        (!q.transaction_type || t.transaction_type === q.transaction_type) &&
        (!q.user_id || t.initiated_by_user_id === q.user_id),
    );
  };
  return createFixtureClient({
    getBillingAccount: () => {
      if (options.state === 'loading') return never();
      if (options.state === 'error') throw apiFailure(500, 'Database unavailable');
      return { success: true, data: account };
    },
    // The balance poll shared with the workspace header follows the account.
    getBillingPoll: () => {
      if (options.state === 'loading') return never();
      return {
        success: true,
        data: {
          current_balance: account.current_balance,
          daily_spent: account.today_usage,
          monthly_spent: account.month_usage,
          account_suspended: account.account_suspended,
          active_jobs: 0,
        },
        timestamp: new Date().toISOString(),
      };
    },
    getBillingUsage: () => ({
      success: true,
      data: {
        today_usage: account.today_usage,
        month_usage: account.month_usage,
        today_enhancements: Math.round(account.today_usage / 15),
        month_enhancements: Math.round(account.month_usage / 15),
        daily_spend_limit: account.daily_spend_limit,
        monthly_spend_limit: account.monthly_spend_limit,
        daily: options.daily ?? billingDailyUsage(account.today_usage),
      },
    }),
    listBillingTransactions: (call) => {
      const q = (call.query ?? {}) as { limit?: number; offset?: number };
      const rows = filtered(call);
      const offset = Number(q.offset ?? 0);
      return {
        success: true,
        data: { transactions: rows.slice(offset, offset + Number(q.limit ?? 50)), total: rows.length },
      };
    },
    exportBillingUsage: (call) => ({
      text: [
        'date,type,amount',
        ...filtered(call).map((t) => `${t.created_at},${t.transaction_type},${t.amount}`),
      ].join('\n'),
      filename: 'credit_usage_2026-11-25.csv',
    }),
    listBillingNotifications: () => ({ success: true, data: { notifications } }),
    markBillingNotificationRead: (call) => {
      const { notificationId } = call.params as { notificationId: string };
      notifications = notifications.map((n) => (n.id === notificationId ? { ...n, is_read: true } : n));
      return { success: true };
    },
    updateBillingLimits: (call) => {
      if (options.limitsFailure) throw apiFailure(403, options.limitsFailure);
      account = { ...account, ...(call.body as Partial<TenantBillingAccount>) };
      return { success: true, data: account };
    },
  });
}
