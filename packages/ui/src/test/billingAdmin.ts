// Stories and tests only: an in-memory super-admin billing API (a test double; the real one is the Curate server).
import type {
  AdminBillingAccount,
  CompanyBillingRow,
  CreditTransaction,
  TokenUsageReport,
  TokenUsageRow,
} from '@curate/core/contract';
import { apiFailure, createFixtureClient, never, type FixtureClient } from './fixtureApi';

const uuid = (n: number) => `5b1d7c02-0000-4000-8000-${String(n).padStart(12, '0')}`;
const NOW = Date.UTC(2026, 10, 25, 15, 0);
const ago = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

export const ACME_ID = uuid(1);

const company = (
  n: number,
  name: string,
  code: string,
  balance: number,
  used: number,
  extra: Partial<CompanyBillingRow> = {},
): CompanyBillingRow => ({
  company_id: uuid(n),
  company_name: name,
  company_code: code,
  current_balance: balance,
  total_credits_used: used,
  account_suspended: false,
  suspension_reason: null,
  is_low_balance: balance < 1000,
  last_usage_at: used > 0 ? ago(n * 5) : null,
  ...extra,
});

/** Realistic companies: healthy, low (yellow), negative (red), suspended, never used. */
export const FIXTURE_COMPANIES: CompanyBillingRow[] = [
  company(1, 'Acme Tools', 'acme-tools', 4_250, 1_845),
  company(2, 'Northwind Supply', 'northwind-supply', 60, 2_940),
  company(3, 'Globex Hardware', 'globex', -315, 7_215),
  company(4, 'Initech Parts', 'initech', 1_200, 300, {
    account_suspended: true,
    suspension_reason: 'Invoice 2026-10 unpaid',
  }),
  company(5, 'Umbrella Garden', 'umbrella-garden', 500, 0),
];

export interface BillingAdminFixtureOptions {
  /** 'loading' never answers; 'error' fails the reads; 'empty' has no companies and no enhancements. */
  state?: 'filled' | 'loading' | 'empty' | 'error';
  /** Every write fails with this detail (the server's message shown). */
  failWrites?: string;
}

const transaction = (
  n: number,
  amount: number,
  balance: number,
  type: string,
  description: string,
): CreditTransaction => ({
  id: uuid(500 + n),
  created_at: ago(n * 7),
  transaction_type: type,
  amount,
  balance_after: balance,
  initiated_by_user_id: null,
  initiated_by_name: type === 'adjustment' ? 'Platform Admin' : 'Alice Anderson',
  initiated_by_role: type === 'adjustment' ? 'super-admin' : 'tenant-admin',
  activity_type: type === 'adjustment' ? 'admin_adjustment' : 'enhancement',
  reference_id: null,
  description,
  usd_amount: null,
});

const PRODUCTS = ['Torque Pro Tape Measure 25 ft', 'Cordless Drill 18V', 'Safety Goggles Clear', 'Hex Key Set 9pc'];
const tokenRow = (n: number): TokenUsageRow => ({
  job_id: uuid(1000 + n),
  completed_at: ago(n * 9),
  product_name: PRODUCTS[n % PRODUCTS.length]!,
  sku: `SKU-${1000 + n}`,
  initiated_by: n % 3 === 0 ? 'Tom Baker' : 'Alice Anderson',
  actual_tokens_used: 1_200 + ((n * 337) % 1_800),
  credits_consumed: 15,
});

/** The fixture client; its state changes with the writes, as the server's would. */
export function billingAdminFixtureClient({
  state = 'filled',
  failWrites,
}: BillingAdminFixtureOptions = {}): FixtureClient {
  const companies = state === 'empty' ? [] : FIXTURE_COMPANIES.map((c) => ({ ...c }));
  const enhancements = state === 'empty' ? [] : Array.from({ length: 47 }, (_, i) => tokenRow(i + 1));
  const transactions: CreditTransaction[] = Array.from({ length: 26 }, (_, i) =>
    i % 9 === 4
      ? transaction(i, 1_000, 4_250 - i * 15 + 1_000, 'adjustment', 'Monthly top-up')
      : transaction(i, -15, 4_250 - i * 15, 'enhancement', `Enhancement of ${PRODUCTS[i % PRODUCTS.length]}`),
  );
  const limits = { internal_daily_limit: 500 as number | null, internal_monthly_limit: 10_000 as number | null };
  const overages = { allow_overages: false, max_negative_balance: -1000 };
  const read = (answer: () => unknown) => () =>
    state === 'loading'
      ? never()
      : state === 'error'
        ? Promise.reject(apiFailure(500, 'Database unavailable'))
        : answer();
  const write = (answer: () => unknown) => () => (failWrites ? Promise.reject(apiFailure(409, failWrites)) : answer());
  const find = (id: string) =>
    companies.find((c) => c.company_id === id) ?? { ...FIXTURE_COMPANIES[0]!, company_id: id };
  const account = (id: string): AdminBillingAccount => {
    const row = find(id);
    return {
      company_id: id,
      company_name: row.company_name,
      current_balance: row.current_balance,
      daily_spent: 45,
      monthly_spent: row.total_credits_used,
      ...limits,
      internal_limit_mode: 'hard_stop',
      daily_spend_limit: 300,
      monthly_spend_limit: null,
      ...overages,
      low_balance_threshold: 1000,
      is_active: true,
      account_suspended: row.account_suspended,
      suspension_reason: row.suspension_reason,
      token_statistics: null,
    };
  };
  const usage = (query: Record<string, unknown> = {}): TokenUsageReport => {
    const page = Number(query.page ?? 1);
    const size = Number(query.page_size ?? 20);
    const tokens = enhancements.map((e) => e.actual_tokens_used ?? 0);
    const total = tokens.reduce((a, b) => a + b, 0);
    const byDay = new Map<string, { enhancements: number; tokens: number }>();
    for (const e of [...enhancements].reverse()) {
      const date = e.completed_at!.slice(0, 10);
      const day = byDay.get(date) ?? { enhancements: 0, tokens: 0 };
      byDay.set(date, { enhancements: day.enhancements + 1, tokens: day.tokens + (e.actual_tokens_used ?? 0) });
    }
    return {
      enhancements: enhancements.slice((page - 1) * size, page * size),
      daily: [...byDay].map(([date, day]) => ({ date, ...day })),
      summary: {
        total_tokens: total,
        avg_tokens: tokens.length ? Math.round(total / tokens.length) : 0,
        min_tokens: tokens.length ? Math.min(...tokens) : 0,
        max_tokens: tokens.length ? Math.max(...tokens) : 0,
      },
      pagination: {
        page,
        page_size: size,
        total: enhancements.length,
        total_pages: Math.ceil(enhancements.length / size),
      },
    };
  };
  return createFixtureClient({
    getBillingOverview: read(() => ({
      success: true,
      data: {
        companies,
        summary: {
          total_companies: companies.length,
          total_balance: companies.reduce((s, c) => s + c.current_balance, 0),
          total_used: companies.reduce((s, c) => s + c.total_credits_used, 0),
          companies_with_low_balance: companies.filter((c) => c.is_low_balance).length,
        },
        token_statistics:
          state === 'empty'
            ? null
            : {
                total_tokens_consumed: 98_140,
                average_tokens_per_enhancement: 2_088,
                min_tokens: 1_204,
                max_tokens: 2_997,
              },
      },
    })),
    getAdminBillingAccount: (call) => read(() => ({ success: true, data: account(call.params.companyId!) }))(),
    listCompanyTransactions: (call) =>
      read(() => {
        const offset = Number(call.query?.offset ?? 0);
        const limit = Number(call.query?.limit ?? 20);
        return {
          success: true,
          data: { transactions: transactions.slice(offset, offset + limit), total: transactions.length },
        };
      })(),
    getTokenUsage: (call) => read(() => ({ success: true, data: usage(call.query) }))(),
    exportAdminUsage: () => ({ text: 'job_id,completed_at\r\n', filename: 'token_usage_acme-tools_2026-11-25.csv' }),
    adjustCompanyCredits: (call) =>
      write(() => {
        const row = find(call.params.companyId!);
        const amount = (call.body as { amount: number }).amount;
        row.current_balance += amount;
        row.is_low_balance = row.current_balance < 1000;
        const entry = transaction(
          0,
          amount,
          row.current_balance,
          'adjustment',
          (call.body as { description?: string }).description ?? 'Credits adjusted',
        );
        transactions.unshift(entry);
        return { success: true, data: { current_balance: row.current_balance, transaction: entry } };
      })(),
    updateInternalLimits: (call) =>
      write(() => {
        const body = call.body as {
          internal_daily_limit: number | '' | null;
          internal_monthly_limit: number | '' | null;
        };
        limits.internal_daily_limit = body.internal_daily_limit === '' ? null : body.internal_daily_limit;
        limits.internal_monthly_limit = body.internal_monthly_limit === '' ? null : body.internal_monthly_limit;
        return { success: true, data: account(call.params.companyId!) };
      })(),
    updateOverages: (call) =>
      write(() => {
        Object.assign(overages, call.body);
        return { success: true, data: account(call.params.companyId!) };
      })(),
    updateAccountStatus: (call) =>
      write(() => {
        const row = find(call.params.companyId!);
        const body = call.body as { suspended: boolean; reason: string | null };
        row.account_suspended = body.suspended;
        row.suspension_reason = body.suspended ? body.reason : null;
        return { success: true, data: account(call.params.companyId!) };
      })(),
  });
}
