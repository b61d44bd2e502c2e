// Super-admin billing — spec part 3 §2 'Super-admin billing overview' and 'Company billing admin', §3-§6,
// §7 'Super-admin billing and companies' (issue #15): every company's balance and use, one company's account
// and credit history, credits added or removed, the administrator's limits, overages and suspension, and the
// token analytics with their CSV. Credits only move through ../credits; every write takes the account's row
// lock first (the order every credit operation follows), is audited in admin_audit_log (who, what, when, why;
// issue #20) and leaves the tenant a notification where the spec's message catalogue (§8) has one.
import { Readable } from 'node:stream';
import { and, asc, desc, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_LOW_BALANCE_THRESHOLD,
  type AccountStatusUpdate,
  type AdminBillingAccount,
  type AdminTransactionListQuery,
  type AdminUsageExportQuery,
  type BillingOverview,
  type CompanyBillingRow,
  type CreditAdjustment,
  type CreditAdjustmentResult,
  type InternalLimitsUpdate,
  type OverageUpdate,
  type TokenStats,
  type TokenUsageQuery,
  type TokenUsageReport,
} from '@curate/core/contract';
import { COMPANY_NOT_FOUND } from '../auth/access';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import { asTransaction, endOf, envelope, REVERSED_RANGE, transactionPage } from '../billing/service';
import {
  adjust,
  BILLING_ACCOUNT_NOT_FOUND,
  type BillingAccount,
  lockAccount,
  spendInWindows,
  utcWindows,
} from '../credits';
import { CSV_BOM, csvRecord } from '../csv/csv';
import type { Database } from '../db/client';
import {
  billingAccounts,
  billingNotifications,
  companies,
  creditLedger,
  creditReservations,
  enhancedProducts,
  enhancementJobs,
  rawProducts,
  tokenUsageDaily,
  users,
} from '../db/schema';
import { HttpError } from '../http/http-error';
import { recordAdminAction, type AdminAction } from '../users/audit';

/** The parsed bodies the routes hand over (defaults and transforms of the contract applied). */
type AdjustmentBody = z.output<typeof CreditAdjustment>;
type LimitsBody = z.output<typeof InternalLimitsUpdate>;
type OveragesBody = z.output<typeof OverageUpdate>;
type StatusBody = z.output<typeof AccountStatusUpdate>;

/** The largest value an integer column holds: limits and balances beyond it are refused, not a 500. */
const INT_MAX = 2_147_483_647;

/** Token analytics of the overview and the account view cover the last 30 days (spec part 3 §2). */
const TOKEN_STATS_DAYS = 30;
const DAY_MS = 86_400_000;

/** Rows of the token usage export read per query. */
const EXPORT_BATCH = 500;
const TOKEN_EXPORT_HEADER = [
  'job_id',
  'completed_at',
  'product_name',
  'sku',
  'initiated_by',
  'actual_tokens_used',
  'credits_consumed',
];

const credits = (n: number) => `${n.toLocaleString('en-US')} credits`;

/** The description of an adjustment sent without one (spec part 3 §5: generated when empty). */
export const defaultAdjustmentDescription = (amount: number) =>
  amount > 0
    ? `Credits added by administrator: ${credits(amount)}`
    : `Credits removed by administrator: ${credits(-amount)}`;

/** 422 in the shape of a schema failure, for a rule the contract cannot state (whole numbers, column range). */
function invalid(field: string, msg: string): HttpError {
  return new HttpError(422, 'validation_error', [{ loc: ['body', field], msg, type: 'value_error' }]);
}

type CompanyRow = { id: string; name: string; code: string; suspended: boolean; reason: string | null };

/** The company, 404 'Company not found' when there is none. */
async function companyOf(tx: TenantTx, companyId: string): Promise<CompanyRow> {
  const [company] = await tx
    .select({
      id: companies.id,
      name: companies.company_name,
      code: companies.company_code,
      suspended: companies.account_suspended,
      reason: companies.suspension_reason,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw HttpError.notFound(COMPANY_NOT_FOUND);
  return company;
}

/** The company's billing account (not locked), 404 'Billing account not found' when it has none. */
async function accountOf(tx: TenantTx, companyId: string): Promise<BillingAccount> {
  const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.company_id, companyId)).limit(1);
  if (!account) throw HttpError.notFound(BILLING_ACCOUNT_NOT_FOUND);
  return account;
}

/** Count, sum, mean, min and max of tokens_used over the jobs `where` selects (0 when none). */
async function tokenFigures(tx: TenantTx, where: SQL | undefined) {
  const j = enhancementJobs;
  const [row] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${j.tokens_used}), 0)`,
      avg: sql<string>`coalesce(avg(${j.tokens_used}), 0)`,
      min: sql<string>`coalesce(min(${j.tokens_used}), 0)`,
      max: sql<string>`coalesce(max(${j.tokens_used}), 0)`,
    })
    .from(j)
    .where(where);
  return {
    n: Number(row?.n ?? 0),
    total: Number(row?.total ?? 0),
    avg: Number(row?.avg ?? 0),
    min: Number(row?.min ?? 0),
    max: Number(row?.max ?? 0),
  };
}

/**
 * Token figures of the completed enhancements of the last 30 UTC days, today included (one company, or all),
 * from the daily rollup (token_usage_daily): null when none reported a token count, so the analytics card stays
 * hidden (spec part 3 §2 'optional').
 */
async function tokenStatistics(tx: TenantTx, since: string, companyId?: string): Promise<TokenStats | null> {
  const d = tokenUsageDaily;
  const [row] = await tx
    .select({
      n: sql<string>`coalesce(sum(${d.enhancements}), 0)`,
      total: sql<string>`coalesce(sum(${d.tokens}), 0)`,
      min: sql<number | null>`min(${d.min_tokens})`,
      max: sql<number | null>`max(${d.max_tokens})`,
    })
    .from(d)
    .where(and(gte(d.day, since), companyId ? eq(d.company_id, companyId) : undefined));
  const n = Number(row?.n ?? 0);
  if (n <= 0) return null;
  const total = Number(row?.total ?? 0);
  return {
    total_tokens_consumed: total,
    average_tokens_per_enhancement: Math.round(total / n),
    min_tokens: row?.min ?? 0,
    max_tokens: row?.max ?? 0,
  };
}

/** The first UTC day (YYYY-MM-DD) of the token statistics' 30 days, today included. */
const statsSince = (now: Date) => new Date(now.getTime() - (TOKEN_STATS_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);

/** The admin view of an account: spend in the UTC day and month as the tenant view counts it. */
async function adminView(
  tx: TenantTx,
  company: CompanyRow,
  account: BillingAccount,
  now: Date,
): Promise<AdminBillingAccount> {
  const spent = await spendInWindows(tx, company.id, utcWindows(now));
  return {
    company_id: company.id,
    company_name: company.name,
    current_balance: account.current_balance,
    daily_spent: spent.daily,
    monthly_spent: spent.monthly,
    internal_daily_limit: account.internal_daily_limit,
    internal_monthly_limit: account.internal_monthly_limit,
    internal_limit_mode: account.internal_limit_mode,
    daily_spend_limit: account.daily_spend_limit,
    monthly_spend_limit: account.monthly_spend_limit,
    allow_overages: account.allow_overages,
    max_negative_balance: account.max_negative_balance === 0 ? 0 : -account.max_negative_balance,
    low_balance_threshold: account.low_balance_threshold,
    is_active: account.is_active,
    account_suspended: company.suspended,
    suspension_reason: company.reason,
    token_statistics: await tokenStatistics(tx, statsSince(now), company.id),
  };
}

/**
 * GET /billing/overview: every company (with or without a billing account yet) with its balance, the
 * credits its enhancements spent (the account's total_credits_used, which every reservation and refund
 * updates in its own transaction: debits minus refunds, so one running enhancement counts until it is
 * refunded), suspension, low balance (below ADMIN_LOW_BALANCE_THRESHOLD) and last usage; the platform
 * totals; token figures of the last 30 days (null when no enhancement reported tokens). One row per
 * company is read, never the enhancements themselves (bench/billing-admin.ts: 1,000 companies, 1,000,000
 * enhancements).
 */
export async function getBillingOverview(database: Database, principal: Principal, now = new Date()) {
  return withTenant(database, principal, async (tx) => {
    const rows = await tx
      .select({
        company_id: companies.id,
        company_name: companies.company_name,
        company_code: companies.company_code,
        account_suspended: companies.account_suspended,
        suspension_reason: companies.suspension_reason,
        balance: billingAccounts.current_balance,
        last_usage_at: billingAccounts.last_usage_at,
        used: billingAccounts.total_credits_used,
      })
      .from(companies)
      .leftJoin(billingAccounts, eq(billingAccounts.company_id, companies.id))
      .orderBy(asc(companies.company_name), asc(companies.id));
    const list = rows.map((row): CompanyBillingRow => {
      const balance = row.balance ?? 0;
      return {
        company_id: row.company_id,
        company_name: row.company_name,
        company_code: row.company_code,
        current_balance: balance,
        total_credits_used: Math.max(0, row.used ?? 0),
        account_suspended: row.account_suspended,
        suspension_reason: row.account_suspended ? row.suspension_reason : null,
        is_low_balance: balance < ADMIN_LOW_BALANCE_THRESHOLD,
        last_usage_at: row.last_usage_at?.toISOString() ?? null,
      };
    });
    const tokens = await tokenStatistics(tx, statsSince(now));
    return envelope({
      companies: list,
      summary: {
        total_companies: list.length,
        total_balance: list.reduce((sum, c) => sum + c.current_balance, 0),
        total_used: list.reduce((sum, c) => sum + c.total_credits_used, 0),
        companies_with_low_balance: list.filter((c) => c.is_low_balance).length,
        token_statistics: tokens,
      },
      token_statistics: tokens,
    } satisfies BillingOverview);
  });
}

/** GET /billing/accounts/{companyId}: the company's account as the super-admin manages it. */
export async function getAdminBillingAccount(
  database: Database,
  principal: Principal,
  companyId: string,
  now = new Date(),
) {
  return withTenant(database, principal, async (tx) => {
    const company = await companyOf(tx, companyId);
    return envelope(await adminView(tx, company, await accountOf(tx, companyId), now));
  });
}

/** GET /billing/companies/{companyId}/transactions: the company's credit history, newest first, paged (20). */
export async function listCompanyTransactions(
  database: Database,
  principal: Principal,
  companyId: string,
  query: AdminTransactionListQuery,
) {
  return withTenant(database, principal, async (tx) => {
    await companyOf(tx, companyId);
    return envelope(await transactionPage(tx, eq(creditLedger.company_id, companyId), query));
  });
}

/** The audit entry of a super-admin billing write (who, what, when, why), in the change's transaction. */
function audit(
  tx: TenantTx,
  principal: Principal,
  companyId: string,
  action: AdminAction,
  details: Record<string, unknown>,
  reason: string | null = null,
) {
  return recordAdminAction(tx, {
    companyId,
    actor: { userId: principal.userId, email: principal.email },
    action,
    target: { type: 'company', id: companyId },
    details,
    reason,
  });
}

/** A billing notification for the company, written in the caller's transaction (so it stands or falls with the change). */
async function notify(
  tx: TenantTx,
  companyId: string,
  note: Pick<typeof billingNotifications.$inferInsert, 'type' | 'message' | 'severity' | 'priority' | 'data'>,
) {
  await tx.insert(billingNotifications).values({ company_id: companyId, ...note });
}

/**
 * POST /billing/companies/{companyId}/credits: adds (positive) or removes (negative) credits through the
 * credit service's `adjust` (an 'adjustment' ledger entry, activity admin_adjustment, the super-admin as
 * actor), with the given or a generated description, the internal notes and the reference; a removal below
 * the overage floor is 409. Answers the new balance and the entry; the tenant is told 'credits added' or
 * 'credits deducted'. All in one transaction: a refusal applies nothing.
 */
export async function adjustCompanyCredits(
  database: Database,
  principal: Principal,
  companyId: string,
  body: AdjustmentBody,
  now = new Date(),
) {
  return withTenant(database, principal, async (tx) => {
    await companyOf(tx, companyId);
    const { current_balance } = await lockAccount(tx, companyId);
    if (current_balance + body.amount > INT_MAX)
      throw invalid('amount', `The balance may not exceed ${credits(INT_MAX)}`);
    const description = body.description || defaultAdjustmentDescription(body.amount);
    const { entry, balance } = await adjust(tx, {
      companyId,
      amount: body.amount,
      reason: description,
      notes: body.notes || null,
      referenceId: body.reference_id || null,
      actor: { userId: principal.userId, name: principal.fullName ?? principal.email, role: principal.role },
      now,
    });
    const added = body.amount > 0;
    await audit(
      tx,
      principal,
      companyId,
      'billing.credits',
      { amount: body.amount, balance_after: balance, transaction_id: entry.id, notes: body.notes || null },
      description,
    );
    await notify(tx, companyId, {
      type: added ? 'credits_added' : 'credits_deducted',
      message: added
        ? `Credits added: ${credits(body.amount)} were added to your account.`
        : `Credits deducted: ${credits(-body.amount)} were removed from your account.`,
      severity: added ? 'info' : 'warning',
      priority: 'normal',
      data: { amount: body.amount, balance_after: balance, transaction_id: entry.id, description },
    });
    const transaction = asTransaction({
      id: entry.id,
      created_at: entry.created_at,
      transaction_type: entry.transaction_type,
      amount: entry.amount,
      balance_after: entry.balance_after,
      initiated_by_user_id: entry.initiated_by_user_id,
      initiated_by_name: entry.initiated_by_name,
      initiated_by_role: entry.initiated_by_role,
      activity_type: entry.activity_type,
      reference_id: entry.reference_id,
      description: entry.description,
      usd_amount: entry.usd_amount,
    });
    return envelope({ current_balance: balance, transaction } satisfies CreditAdjustmentResult);
  });
}

const limitText = (value: number | null) => (value === null ? 'no limit' : credits(value));

/**
 * PUT /billing/companies/{companyId}/internal-limits: the administrator's daily and monthly maxima (null: no
 * limit) and their mode, under the account lock; the next reservation enforces them. The customer's own
 * limits are left as they are (a reservation checks both). The tenant is told 'limits updated'.
 */
export async function updateInternalLimits(
  database: Database,
  principal: Principal,
  companyId: string,
  body: LimitsBody,
  now = new Date(),
) {
  const mode = body.internal_limit_mode === 'hard_stop' ? 'hard stop' : 'soft alert';
  return changeAccount(database, principal, companyId, { ...body }, now, async (tx) => {
    await audit(tx, principal, companyId, 'billing.internal_limits', { ...body });
    await notify(tx, companyId, {
      type: 'limits_updated',
      message: `Spending limits set by your administrator: daily ${limitText(body.internal_daily_limit)}, monthly ${limitText(body.internal_monthly_limit)} (${mode}).`,
      severity: 'info',
      priority: 'normal',
      data: { scope: 'internal', ...body },
    });
  });
}

/**
 * PUT /billing/companies/{companyId}/overages: whether the balance may go below 0 and how far (sent as 0 or
 * negative, stored positive), under the account lock. No notification: the spec's catalogue has none for it.
 */
export async function updateOverages(
  database: Database,
  principal: Principal,
  companyId: string,
  body: OveragesBody,
  now = new Date(),
) {
  const changes = { allow_overages: body.allow_overages, max_negative_balance: -body.max_negative_balance };
  return changeAccount(database, principal, companyId, changes, now, (tx) =>
    audit(tx, principal, companyId, 'billing.overages', { ...body }),
  );
}

/** Applies `changes` to the account under its lock, runs `then` in the same transaction, answers the admin view. */
async function changeAccount(
  database: Database,
  principal: Principal,
  companyId: string,
  changes: Partial<typeof billingAccounts.$inferInsert>,
  now: Date,
  then?: (tx: TenantTx) => Promise<unknown>,
) {
  return withTenant(database, principal, async (tx) => {
    const company = await companyOf(tx, companyId);
    await lockAccount(tx, companyId);
    const [updated] = await tx
      .update(billingAccounts)
      .set({ ...changes, updated_at: now })
      .where(eq(billingAccounts.company_id, companyId))
      .returning();
    await then?.(tx);
    return envelope(await adminView(tx, company, updated!, now));
  });
}

/**
 * PUT /billing/companies/{companyId}/status: suspends (with its reason) or activates the company. Written
 * under the account lock, which every reservation takes before it reads the suspension, so the very next
 * reservation sees it (403 'Account suspended: {reason}'). The tenant is told when the status or the
 * reason changed.
 */
export async function updateAccountStatus(
  database: Database,
  principal: Principal,
  companyId: string,
  body: StatusBody,
  now = new Date(),
) {
  return withTenant(database, principal, async (tx) => {
    const before = await companyOf(tx, companyId);
    const account = await lockAccount(tx, companyId);
    await tx
      .update(companies)
      .set({ account_suspended: body.suspended, suspension_reason: body.reason, updated_at: now })
      .where(eq(companies.id, companyId));
    const company = { ...before, suspended: body.suspended, reason: body.reason };
    await audit(
      tx,
      principal,
      companyId,
      'billing.status',
      { from: before.suspended ? 'suspended' : 'active', to: body.suspended ? 'suspended' : 'active' },
      body.reason,
    );
    if (before.suspended !== body.suspended || before.reason !== body.reason) {
      await notify(
        tx,
        companyId,
        body.suspended
          ? {
              type: 'account_suspended',
              message: `Account suspended: ${body.reason}`,
              severity: 'error',
              priority: 'high',
              data: { reason: body.reason },
            }
          : {
              type: 'account_activated',
              message: 'Account activated: enhancements can run again.',
              severity: 'info',
              priority: 'normal',
              data: null,
            },
      );
    }
    return envelope(await adminView(tx, company, account, now));
  });
}

type TokenRange = Pick<TokenUsageQuery, 'period' | 'start_date' | 'end_date'>;

/**
 * The completed enhancements of the company in the range asked: start_date / end_date when given (a
 * date-only end includes its UTC day; 400 when reversed), else the period (daily: since the start of the
 * UTC day; weekly: the last 7 days; monthly: the last 30), else all of them.
 */
function tokenWhere(companyId: string, range: TokenRange, now: Date): SQL {
  const j = enhancementJobs;
  const conditions: SQL[] = [eq(j.company_id, companyId), eq(j.status, 'completed')];
  if (range.start_date || range.end_date) {
    const start = range.start_date ? new Date(range.start_date) : null;
    const end = range.end_date ? endOf(range.end_date) : null;
    if (start && end && start.getTime() > (end.inclusive ? end.at.getTime() : end.at.getTime() - 1))
      throw HttpError.badRequest(REVERSED_RANGE);
    if (start) conditions.push(gte(j.completed_at, start));
    if (end) conditions.push(end.inclusive ? lte(j.completed_at, end.at) : lt(j.completed_at, end.at));
  } else if (range.period) {
    const since =
      range.period === 'daily'
        ? utcWindows(now).daily.start
        : new Date(now.getTime() - (range.period === 'weekly' ? 7 : 30) * DAY_MS);
    conditions.push(gte(j.completed_at, since));
  }
  return and(...conditions)!;
}

/**
 * One page of the token analytics, newest first: the jobs of the page are chosen first (through the company's
 * (company_id, completed_at) index), then joined to their product, who started them and the credits they spent.
 */
function tokenRows(tx: TenantTx, where: SQL, limit: number, offset: number) {
  const j = enhancementJobs;
  const r = creditReservations;
  const page = tx
    .select({
      id: j.id,
      company_id: j.company_id,
      completed_at: j.completed_at,
      raw_product_id: j.raw_product_id,
      enhanced_product_id: j.enhanced_product_id,
      customer_product_id: j.customer_product_id,
      initiated_by_user_id: j.initiated_by_user_id,
      tokens_used: j.tokens_used,
    })
    .from(j)
    .where(where)
    .orderBy(desc(j.completed_at), desc(j.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return tx
    .select({
      job_id: page.id,
      completed_at: page.completed_at,
      product_name: sql<string | null>`coalesce(${enhancedProducts.clean_name}, ${rawProducts.product_name})`,
      sku: sql<string | null>`coalesce(${page.customer_product_id}, ${rawProducts.customer_product_id})`,
      initiated_by: sql<string | null>`coalesce(${users.full_name}, ${users.email})`,
      actual_tokens_used: page.tokens_used,
      credits_consumed: sql<number>`coalesce(${r.amount}, 0)::int`,
    })
    .from(page)
    .leftJoin(rawProducts, eq(rawProducts.id, page.raw_product_id))
    .leftJoin(enhancedProducts, eq(enhancedProducts.id, page.enhanced_product_id))
    .leftJoin(users, eq(users.id, page.initiated_by_user_id))
    .leftJoin(r, and(eq(r.company_id, page.company_id), eq(r.job_id, page.id), eq(r.status, 'captured')))
    .orderBy(desc(page.completed_at), desc(page.id));
}

/** Enhancements and tokens per UTC day of the range, oldest first (days without enhancements left out). */
async function tokensPerDay(tx: TenantTx, where: SQL) {
  const j = enhancementJobs;
  const day = sql<string>`to_char(${j.completed_at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await tx
    .select({
      date: day,
      enhancements: sql<number>`count(*)::int`,
      tokens: sql<string>`coalesce(sum(${j.tokens_used}), 0)`,
    })
    .from(j)
    .where(and(where, isNotNull(j.completed_at)))
    .groupBy(day)
    .orderBy(day);
  return rows.map((row) => ({ date: row.date, enhancements: row.enhancements, tokens: Number(row.tokens) }));
}

/**
 * GET /billing/companies/{companyId}/token-usage: the company's completed enhancements in the range, newest
 * first, page by page (page from 1, 20 a page), with the token summary of the whole range (0s when none
 * reported tokens) and the tokens per day for the chart. Credits consumed are the job's captured reservation
 * (15 at the fixed price).
 */
export async function getTokenUsage(
  database: Database,
  principal: Principal,
  companyId: string,
  query: TokenUsageQuery,
  now = new Date(),
) {
  return withTenant(database, principal, async (tx) => {
    await companyOf(tx, companyId);
    const where = tokenWhere(companyId, query, now);
    const rows = await tokenRows(tx, where, query.page_size, (query.page - 1) * query.page_size);
    const summary = await tokenFigures(tx, where);
    const total = summary.n;
    return envelope({
      enhancements: rows.map((row) => ({ ...row, completed_at: row.completed_at?.toISOString() ?? null })),
      daily: await tokensPerDay(tx, where),
      summary: {
        total_tokens: summary.total,
        avg_tokens: Math.round(summary.avg),
        min_tokens: summary.min,
        max_tokens: summary.max,
      },
      pagination: {
        page: query.page,
        page_size: query.page_size,
        total,
        total_pages: Math.ceil(total / query.page_size),
      },
    } satisfies TokenUsageReport);
  });
}

/**
 * GET /billing/usage/export: the company's token usage in the range as CSV (formula-safe cells), streamed in
 * batches, with its file name `token_usage_{company_code}_{YYYY-MM-DD}.csv`; 404 for an unknown company.
 */
export async function exportAdminUsage(
  database: Database,
  principal: Principal,
  query: AdminUsageExportQuery,
  now = new Date(),
): Promise<{ filename: string; body: Readable }> {
  const companyId = query.company_id;
  const where = tokenWhere(companyId, query, now);
  const batch = (offset: number) => withTenant(database, principal, (tx) => tokenRows(tx, where, EXPORT_BATCH, offset));
  const { code, first } = await withTenant(database, principal, async (tx) => ({
    code: (await companyOf(tx, companyId)).code,
    first: await tokenRows(tx, where, EXPORT_BATCH, 0),
  }));
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvRecord(TOKEN_EXPORT_HEADER);
    let rows = first;
    let offset = 0;
    while (rows.length > 0) {
      yield rows
        .map((row) =>
          csvRecord([
            row.job_id,
            row.completed_at?.toISOString() ?? null,
            row.product_name,
            row.sku,
            row.initiated_by,
            row.actual_tokens_used,
            row.credits_consumed,
          ]),
        )
        .join('');
      if (rows.length < EXPORT_BATCH) return;
      offset += EXPORT_BATCH;
      rows = await batch(offset);
    }
  }
  return {
    filename: `token_usage_${code}_${now.toISOString().slice(0, 10)}.csv`,
    body: Readable.from(lines(), { objectMode: false }),
  };
}
