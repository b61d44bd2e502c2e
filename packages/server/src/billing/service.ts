// Tenant billing — spec part 3 §2, §3, §5, §7 'Tenant billing' (issue #15): the company's account with its
// usage, the credit history and its CSV, the usage counters, the customer's spending limits, and billing
// notifications. Credits only move through ../credits; this folder reads them and sets the limits.
import { Readable } from 'node:stream';
import { and, count, desc, eq, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  billingLimitsUpdateWithin,
  type BillingLimitsUpdate,
  type BillingNotification,
  type BillingUsage,
  type DailyUsage,
  USAGE_CHART_DAYS,
  type CreditTransaction,
  type TenantBillingAccount,
  type TransactionListQuery,
  type UsageExportQuery,
} from '@curate/core/contract';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import { spendInWindows, utcWindows } from '../credits';
import { CSV_BOM, csvRecord } from '../csv/csv';
import type { Database } from '../db/client';
import { billingAccounts, billingNotifications, companies, creditLedger, creditReservations } from '../db/schema';
import { transactionType } from '../db/schema/enums';
import { HttpError } from '../http/http-error';

/** Answer when the company has no billing account. */
export const BILLING_ACCOUNT_NOT_FOUND = 'Billing account not found';
/** Answer for a transaction_type filter naming no kind of entry. */
export const unknownTransactionType = (type: string) =>
  `Unknown transaction type '${type}': use one of ${transactionType.enumValues.join(', ')}`;
/** Answer for a date range whose start is after its end. */
export const REVERSED_RANGE = 'start_date must be on or before end_date';
/** Answer for a notification unknown in the company. */
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

type Account = typeof billingAccounts.$inferSelect;
const DAY_MS = 86_400_000;

/** The account and suspension of a company, 404 when it has none. */
async function accountOf(tx: TenantTx, companyId: string, lock = false) {
  const query = tx
    .select({ account: billingAccounts, suspended: companies.account_suspended })
    .from(billingAccounts)
    .innerJoin(companies, eq(companies.id, billingAccounts.company_id))
    .where(eq(billingAccounts.company_id, companyId))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: billingAccounts }) : query);
  if (!row) throw HttpError.notFound(BILLING_ACCOUNT_NOT_FOUND);
  return row;
}

/** Enhancements (reservations not released) in the UTC day and month, with their credits — the figures limits compare. */
async function usageOf(tx: TenantTx, companyId: string, now: Date) {
  const windows = utcWindows(now);
  const spend = await spendInWindows(tx, companyId, windows);
  const r = creditReservations;
  const [counts] = await tx
    .select({
      day: sql<number>`(count(*) filter (where ${r.reserved_at} >= ${windows.daily.start} and ${r.reserved_at} < ${windows.daily.end}))::int`,
      month: sql<number>`count(*)::int`,
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
  return { ...spend, dayCount: Number(counts?.day ?? 0), monthCount: Number(counts?.month ?? 0) };
}

/**
 * Credits spent per UTC day over the USAGE_CHART_DAYS days ending today (reservations not released, as the
 * limits count them), oldest first, days without spend as 0 — the dashboard's credit usage chart.
 */
async function dailyUsageOf(tx: TenantTx, companyId: string, now: Date): Promise<DailyUsage[]> {
  const today = utcWindows(now).daily;
  const first = new Date(today.start.getTime() - (USAGE_CHART_DAYS - 1) * DAY_MS);
  const r = creditReservations;
  const day = sql<string>`to_char(${r.reserved_at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await tx
    .select({ day, credits: sql<string>`sum(${r.amount})`, count: sql<number>`count(*)::int` })
    .from(r)
    .where(
      and(
        eq(r.company_id, companyId),
        ne(r.status, 'released'),
        gte(r.reserved_at, first),
        lt(r.reserved_at, today.end),
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: USAGE_CHART_DAYS }, (_, i) => {
    const date = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const row = byDay.get(date);
    return { date, credits_used: Number(row?.credits ?? 0), enhancements: Number(row?.count ?? 0) };
  });
}

function tenantView(
  account: Account,
  suspended: boolean,
  usage: { daily: number; monthly: number },
): TenantBillingAccount {
  return {
    company_id: account.company_id,
    current_balance: account.current_balance,
    credits_expiration: account.credits_expiration?.toISOString() ?? null,
    active_plan: account.active_plan,
    allow_overages: account.allow_overages,
    max_negative_balance: account.max_negative_balance === 0 ? 0 : -account.max_negative_balance,
    today_usage: usage.daily,
    month_usage: usage.monthly,
    daily_spend_limit: account.daily_spend_limit,
    monthly_spend_limit: account.monthly_spend_limit,
    daily_limit_mode: account.daily_limit_mode,
    monthly_limit_mode: account.monthly_limit_mode,
    internal_daily_limit: account.internal_daily_limit,
    internal_monthly_limit: account.internal_monthly_limit,
    internal_limit_mode: account.internal_limit_mode,
    account_suspended: suspended,
  };
}

/** The `{success, data}` answer envelope of the billing calls. */
export const envelope = <T>(data: T) => ({ success: true as const, data });

/** GET billing/account: balance, usage today and this month (UTC), limits with the administrator's maxima, plan. */
export async function getBillingAccount(database: Database, principal: Principal, companyId: string, now = new Date()) {
  return withTenant(database, principal, async (tx) => {
    const { account, suspended } = await accountOf(tx, companyId);
    return envelope(tenantView(account, suspended, await usageOf(tx, companyId, now)));
  });
}

/** GET billing/usage: credits and enhancements today and this month (UTC), with the customer's limits. */
export async function getBillingUsage(database: Database, principal: Principal, companyId: string, now = new Date()) {
  return withTenant(database, principal, async (tx) => {
    const { account } = await accountOf(tx, companyId);
    const usage = await usageOf(tx, companyId, now);
    return envelope({
      today_usage: usage.daily,
      month_usage: usage.monthly,
      today_enhancements: usage.dayCount,
      month_enhancements: usage.monthCount,
      daily_spend_limit: account.daily_spend_limit,
      monthly_spend_limit: account.monthly_spend_limit,
      daily: await dailyUsageOf(tx, companyId, now),
    } satisfies BillingUsage);
  });
}

type HistoryFilters = Pick<TransactionListQuery, 'start_date' | 'end_date' | 'transaction_type' | 'user_id'>;

/** A date-only end_date includes its whole (UTC) day. */
export const endOf = (value: string): { at: Date; inclusive: boolean } =>
  /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? { at: new Date(Date.parse(`${value}T00:00:00.000Z`) + 86_400_000), inclusive: false }
    : { at: new Date(value), inclusive: true };

/** The ledger conditions of the credit history filters; 400 for an unknown type or a reversed range. */
function historyWhere(companyId: string, filters: HistoryFilters): SQL {
  const conditions: SQL[] = [eq(creditLedger.company_id, companyId)];
  const type = filters.transaction_type;
  if (type) {
    if (!(transactionType.enumValues as readonly string[]).includes(type))
      throw HttpError.badRequest(unknownTransactionType(type));
    conditions.push(eq(creditLedger.transaction_type, type as (typeof transactionType.enumValues)[number]));
  }
  const start = filters.start_date ? new Date(filters.start_date) : null;
  const end = filters.end_date ? endOf(filters.end_date) : null;
  if (start && end && start.getTime() > (end.inclusive ? end.at.getTime() : end.at.getTime() - 1))
    throw HttpError.badRequest(REVERSED_RANGE);
  if (start) conditions.push(gte(creditLedger.created_at, start));
  if (end) conditions.push(end.inclusive ? lte(creditLedger.created_at, end.at) : lt(creditLedger.created_at, end.at));
  if (filters.user_id) conditions.push(eq(creditLedger.initiated_by_user_id, filters.user_id));
  return and(...conditions)!;
}

/** The ledger columns of a CreditTransaction answer. */
export const transactionColumns = {
  id: creditLedger.id,
  created_at: creditLedger.created_at,
  transaction_type: creditLedger.transaction_type,
  amount: creditLedger.amount,
  balance_after: creditLedger.balance_after,
  initiated_by_user_id: creditLedger.initiated_by_user_id,
  initiated_by_name: creditLedger.initiated_by_name,
  initiated_by_role: creditLedger.initiated_by_role,
  activity_type: creditLedger.activity_type,
  reference_id: creditLedger.reference_id,
  description: creditLedger.description,
  usd_amount: creditLedger.usd_amount,
};
/** A selected ledger row as the contract's CreditTransaction. */
export const asTransaction = (
  row: Omit<CreditTransaction, 'created_at'> & { created_at: Date },
): CreditTransaction => ({
  ...row,
  created_at: row.created_at.toISOString(),
});

/** GET billing/transactions: the credit history, newest first, with date, type and user filters, paged. */
export async function listBillingTransactions(
  database: Database,
  principal: Principal,
  companyId: string,
  query: TransactionListQuery,
) {
  const where = historyWhere(companyId, query);
  return withTenant(database, principal, async (tx) => envelope(await transactionPage(tx, where, query)));
}

/** One page of ledger entries, newest first, with the total `where` selects — the tenant's and the admin's lists. */
export async function transactionPage(tx: TenantTx, where: SQL, page: { limit: number; offset: number }) {
  const rows = await tx
    .select(transactionColumns)
    .from(creditLedger)
    .where(where)
    .orderBy(desc(creditLedger.created_at), desc(creditLedger.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(creditLedger).where(where);
  return { transactions: rows.map(asTransaction), total: Number(total?.n ?? 0) };
}

/** Rows of the usage export read per query. */
const EXPORT_BATCH = 500;
const EXPORT_HEADER = ['date', 'type', 'description', 'amount', 'balance_after', 'user', 'activity', 'reference'];

/** GET billing/usage/export: the filtered credit history as CSV (formula-safe cells), streamed in batches. */
export async function exportBillingUsage(
  database: Database,
  principal: Principal,
  companyId: string,
  query: UsageExportQuery,
): Promise<Readable> {
  const where = historyWhere(companyId, query);
  const batch = (offset: number) =>
    withTenant(database, principal, (tx) =>
      tx
        .select(transactionColumns)
        .from(creditLedger)
        .where(where)
        .orderBy(desc(creditLedger.created_at), desc(creditLedger.id))
        .limit(EXPORT_BATCH)
        .offset(offset),
    );
  const first = await batch(0);
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvRecord(EXPORT_HEADER);
    let rows = first;
    let offset = 0;
    while (rows.length > 0) {
      yield rows
        .map((t) =>
          csvRecord([
            t.created_at.toISOString(),
            t.transaction_type,
            t.description,
            t.amount,
            t.balance_after,
            t.initiated_by_name,
            t.activity_type,
            t.reference_id,
          ]),
        )
        .join('');
      if (rows.length < EXPORT_BATCH) return;
      offset += EXPORT_BATCH;
      rows = await batch(offset);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** The usage export's file name: credit_usage_{YYYY-MM-DD}.csv (UTC date). */
export const usageExportFileName = (now = new Date()) => `credit_usage_${now.toISOString().slice(0, 10)}.csv`;

/**
 * PUT billing/limits: the customer's daily and monthly limits, their modes and the overage switch; a limit
 * above the administrator's internal maximum is refused with 'Cannot exceed maximum limit of N credits set
 * by administrator' (422), nothing applied. Checked and written under the account's row lock.
 */
export async function updateBillingLimits(
  database: Database,
  principal: Principal,
  companyId: string,
  body: BillingLimitsUpdate,
  now = new Date(),
) {
  return withTenant(database, principal, async (tx) => {
    const { account, suspended } = await accountOf(tx, companyId, true);
    const checked = billingLimitsUpdateWithin(account).safeParse(body);
    if (!checked.success)
      throw new HttpError(
        422,
        'validation_error',
        checked.error.issues.map((issue) => ({
          loc: ['body', ...issue.path.map(String)],
          msg: issue.message,
          type: 'value_error',
        })),
      );
    const changes = Object.fromEntries(Object.entries(checked.data).filter(([, value]) => value !== undefined));
    const [updated] = await tx
      .update(billingAccounts)
      .set({ ...changes, updated_at: now })
      .where(eq(billingAccounts.company_id, companyId))
      .returning();
    await tx.insert(billingNotifications).values({
      company_id: companyId,
      type: 'limits_updated',
      message: 'Spending limits updated',
      severity: 'info',
      priority: 'low',
      data: changes,
    });
    return envelope(tenantView(updated!, suspended, await usageOf(tx, companyId, now)));
  });
}

const PRIORITY: Record<string, BillingNotification['priority']> = { low: 'low', normal: 'medium', high: 'high' };
const SEVERITY: Record<string, BillingNotification['severity']> = {
  info: 'info',
  warning: 'warning',
  error: 'error',
  critical: 'error',
};

/** GET billing/notifications: the company's billing notifications, newest first (the latest 50). */
export async function listBillingNotifications(database: Database, principal: Principal, companyId: string) {
  const rows = await withTenant(database, principal, (tx) =>
    tx
      .select()
      .from(billingNotifications)
      .where(eq(billingNotifications.company_id, companyId))
      .orderBy(desc(billingNotifications.created_at))
      .limit(50),
  );
  return envelope({
    notifications: rows.map(
      (n): BillingNotification => ({
        id: n.id,
        message: n.message,
        type: n.type,
        priority: PRIORITY[n.priority] ?? 'medium',
        severity: SEVERITY[n.severity] ?? 'info',
        is_read: n.is_read,
        created_at: n.created_at.toISOString(),
      }),
    ),
  });
}

/** PUT billing/notifications/{id}/read: marks one of the company's notifications read (404 otherwise). */
export async function markBillingNotificationRead(
  database: Database,
  principal: Principal,
  companyId: string,
  notificationId: string,
  now = new Date(),
) {
  const updated = await withTenant(database, principal, (tx) =>
    tx
      .update(billingNotifications)
      .set({ is_read: true, read_at: now })
      .where(and(eq(billingNotifications.company_id, companyId), eq(billingNotifications.id, notificationId)))
      .returning({ id: billingNotifications.id }),
  );
  if (updated.length === 0) throw HttpError.notFound(NOTIFICATION_NOT_FOUND);
  return { success: true as const };
}
