import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { text } from './text';
import {
  CompanyParams,
  Count,
  DateOrTimestamp,
  Id,
  Timestamp,
  envelope,
  limitQuery,
  offsetQuery,
  optionalQuery,
  queryInt,
} from './common';
import {
  ADMIN_LOW_BALANCE_THRESHOLD,
  ADMIN_TRANSACTIONS_LIMIT,
  DEFAULT_MAX_NEGATIVE_BALANCE,
  LIST_LIMIT_MAX,
  MAX_NEGATIVE_BALANCE_LIMIT,
  MAX_NEGATIVE_BALANCE_STEP,
  TOKEN_USAGE_PAGE_SIZE,
  TOKEN_USAGE_PAGE_SIZE_MAX,
} from './constants';
import { CreditLimit, CreditLimitInput, CreditTransaction, LimitMode, TransactionPage } from './billing';

zodWithoutEvalInBrowsers();

const REQUIRED = 'Please fill in all required fields'; // spec part 3 §5

/** AI token consumption statistics — spec part 3 §3. */
export const TokenStats = z.object({
  total_tokens_consumed: z.number().check(z.gte(0)),
  average_tokens_per_enhancement: z.number().check(z.gte(0)),
  min_tokens: z.number().check(z.gte(0)),
  max_tokens: z.number().check(z.gte(0)),
});
export type TokenStats = z.infer<typeof TokenStats>;

/** One company row of the super-admin billing overview — spec part 3 §3. */
export const CompanyBillingRow = z.object({
  company_id: Id,
  company_name: z.string(),
  company_code: z.string(),
  current_balance: z.number(),
  total_credits_used: z.number().check(z.gte(0)),
  account_suspended: z.boolean(),
  suspension_reason: z.nullable(z.string()),
  is_low_balance: z.boolean(),
  last_usage_at: z.nullable(Timestamp),
});
export type CompanyBillingRow = z.infer<typeof CompanyBillingRow>;

/** Platform-wide billing totals — spec part 3 §3. */
export const BillingSummary = z.object({
  total_companies: Count,
  total_balance: z.number(),
  total_used: z.number().check(z.gte(0)),
  companies_with_low_balance: Count,
  token_statistics: z.nullish(TokenStats),
});
export type BillingSummary = z.infer<typeof BillingSummary>;

/** Super-admin billing overview — spec part 3 §7. */
export const BillingOverview = z.object({
  companies: z.array(CompanyBillingRow),
  summary: BillingSummary,
  token_statistics: z.nullish(TokenStats),
});
export type BillingOverview = z.infer<typeof BillingOverview>;

/** A company's billing account as the super-admin sees it — spec part 3 §3. */
export const AdminBillingAccount = z.object({
  company_id: z.optional(Id),
  company_name: z.optional(z.string()),
  current_balance: z.number(),
  daily_spent: z.number().check(z.gte(0)),
  monthly_spent: z.number().check(z.gte(0)),
  internal_daily_limit: CreditLimit,
  internal_monthly_limit: CreditLimit,
  internal_limit_mode: z._default(LimitMode, 'hard_stop'),
  daily_spend_limit: CreditLimit,
  monthly_spend_limit: CreditLimit,
  allow_overages: z.boolean(),
  max_negative_balance: z.number().check(z.lte(0)),
  low_balance_threshold: z._default(z.number().check(z.gte(0)), ADMIN_LOW_BALANCE_THRESHOLD),
  is_active: z.boolean(),
  account_suspended: z.boolean(),
  suspension_reason: z.nullish(z.string()),
  token_statistics: z.nullish(TokenStats),
});
export type AdminBillingAccount = z.infer<typeof AdminBillingAccount>;

/** Admin transaction list query: limit default 20 — spec part 3 §9. */
export const AdminTransactionListQuery = z.object({
  limit: limitQuery(ADMIN_TRANSACTIONS_LIMIT, LIST_LIMIT_MAX),
  offset: offsetQuery,
});
export type AdminTransactionListQuery = z.infer<typeof AdminTransactionListQuery>;

/** Body adding (positive) or removing (negative) credits; an empty description gets a generated one — spec part 3 §5. */
export const CreditAdjustment = z.strictObject({
  amount: z.number({ error: REQUIRED }).check(
    z.int('Amount must be a whole number of credits'),
    z.refine((v) => Math.abs(v) >= 1, 'Amount must be at least 1'),
  ),
  description: z.optional(text('short').check(z.trim())),
  notes: z.optional(text('note').check(z.trim())),
  reference_id: z.optional(text('name').check(z.trim())),
});
export type CreditAdjustment = z.input<typeof CreditAdjustment>;

/** Answer of a credit adjustment: the new balance and the transaction written. */
export const CreditAdjustmentResult = z.object({ current_balance: z.number(), transaction: CreditTransaction });
export type CreditAdjustmentResult = z.infer<typeof CreditAdjustmentResult>;

/** Body setting the administrator's limits; ''/null means no limit — spec part 3 §5. */
export const InternalLimitsUpdate = z.strictObject({
  internal_daily_limit: CreditLimitInput,
  internal_monthly_limit: CreditLimitInput,
  internal_limit_mode: z._default(LimitMode, 'hard_stop'),
});
export type InternalLimitsUpdate = z.input<typeof InternalLimitsUpdate>;

const NEGATIVE_BALANCE_RANGE = `Max negative balance must be between 0 and ${MAX_NEGATIVE_BALANCE_LIMIT}`;

/** Allowed overdraft as sent (either sign), in steps of 100 up to 100000; stored negative — spec part 3 §5. */
export const MaxNegativeBalanceInput = z.pipe(
  z
    .number()
    .check(
      z.gte(-MAX_NEGATIVE_BALANCE_LIMIT, NEGATIVE_BALANCE_RANGE),
      z.lte(MAX_NEGATIVE_BALANCE_LIMIT, NEGATIVE_BALANCE_RANGE),
      z.multipleOf(
        MAX_NEGATIVE_BALANCE_STEP,
        `Max negative balance must be a multiple of ${MAX_NEGATIVE_BALANCE_STEP}`,
      ),
    ),
  z.transform((v) => (v === 0 ? 0 : -Math.abs(v))),
);

/** Body of the overage settings. */
export const OverageUpdate = z.strictObject({
  allow_overages: z.boolean(),
  max_negative_balance: z._default(MaxNegativeBalanceInput, DEFAULT_MAX_NEGATIVE_BALANCE),
});
export type OverageUpdate = z.input<typeof OverageUpdate>;

/** Body suspending (reason required) or activating (reason dropped) an account — spec part 3 §4, §5. */
export const AccountStatusUpdate = z.pipe(
  z.strictObject({ suspended: z.boolean(), reason: z.nullish(text('short').check(z.trim())) }).check(
    z.superRefine((v, ctx) => {
      if (v.suspended && !v.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Please provide a suspension reason' });
    }),
  ),
  z.transform((v) => ({ suspended: v.suspended, reason: v.suspended ? (v.reason ?? null) : null })),
);
export type AccountStatusUpdate = z.input<typeof AccountStatusUpdate>;

/** Preset token-usage periods: today, last 7 days, last 30 days — spec part 3 §7. */
export const TokenUsagePeriod = z.enum(['daily', 'weekly', 'monthly']);
export type TokenUsagePeriod = z.infer<typeof TokenUsagePeriod>;

/** Token usage query: a period or a start/end date range; page from 1, page_size default 20. */
export const TokenUsageQuery = z.object({
  page: z._default(queryInt().check(z.gte(1)), 1),
  page_size: z._default(queryInt().check(z.gte(1), z.lte(TOKEN_USAGE_PAGE_SIZE_MAX)), TOKEN_USAGE_PAGE_SIZE),
  period: optionalQuery(TokenUsagePeriod),
  start_date: optionalQuery(DateOrTimestamp),
  end_date: optionalQuery(DateOrTimestamp),
});
export type TokenUsageQuery = z.infer<typeof TokenUsageQuery>;

/** One completed enhancement with its token use — spec part 3 §3. */
export const TokenUsageRow = z.object({
  job_id: Id,
  completed_at: z.nullable(Timestamp),
  product_name: z.nullable(z.string()),
  sku: z.nullable(z.string()),
  initiated_by: z.nullable(z.string()),
  actual_tokens_used: z.nullable(Count),
  credits_consumed: z.number().check(z.gte(0)),
});
export type TokenUsageRow = z.infer<typeof TokenUsageRow>;

/** Page-numbered pagination block. */
export const PagePagination = z.object({
  page: z.int().check(z.gte(1)),
  page_size: z.int().check(z.gte(1)),
  total: Count,
  total_pages: Count,
});
export type PagePagination = z.infer<typeof PagePagination>;

/** Tokens of one UTC day of the range, for the chart of tokens per day (issue #20). */
export const DailyTokenUsage = z.object({
  /** The UTC day, YYYY-MM-DD. */
  date: z.string(),
  enhancements: Count,
  tokens: z.number().check(z.gte(0)),
});
export type DailyTokenUsage = z.infer<typeof DailyTokenUsage>;

/** Token usage answer data — spec part 3 §7; `daily` (the range's days with enhancements, oldest first) feeds the chart. */
export const TokenUsageReport = z.object({
  enhancements: z.array(TokenUsageRow),
  daily: z._default(z.array(DailyTokenUsage), []),
  summary: z.object({
    total_tokens: z.number().check(z.gte(0)),
    avg_tokens: z.number().check(z.gte(0)),
    min_tokens: z.number().check(z.gte(0)),
    max_tokens: z.number().check(z.gte(0)),
  }),
  pagination: PagePagination,
});
export type TokenUsageReport = z.infer<typeof TokenUsageReport>;

/** Platform usage export query — spec part 3 §7. */
export const AdminUsageExportQuery = z.object({
  company_id: Id,
  format: z._default(z.literal('csv'), 'csv'),
  start_date: optionalQuery(DateOrTimestamp),
  end_date: optionalQuery(DateOrTimestamp),
});
export type AdminUsageExportQuery = z.infer<typeof AdminUsageExportQuery>;

const tag = 'billing-admin';

export const billingAdminRoutes = {
  getBillingOverview: defineRoute({
    id: 'getBillingOverview',
    method: 'GET',
    path: '/billing/overview',
    response: envelope(BillingOverview),
    auth: 'token',
    summary: 'Balances and usage of every company.',
    tag,
  }),
  getAdminBillingAccount: defineRoute({
    id: 'getAdminBillingAccount',
    method: 'GET',
    path: '/billing/accounts/:companyId',
    params: CompanyParams,
    response: envelope(AdminBillingAccount),
    auth: 'token',
    summary: "A company's billing account.",
    tag,
  }),
  listCompanyTransactions: defineRoute({
    id: 'listCompanyTransactions',
    method: 'GET',
    path: '/billing/companies/:companyId/transactions',
    params: CompanyParams,
    query: AdminTransactionListQuery,
    response: envelope(TransactionPage),
    auth: 'token',
    summary: "A company's credit transactions.",
    tag,
  }),
  adjustCompanyCredits: defineRoute({
    id: 'adjustCompanyCredits',
    idempotent: true,
    method: 'POST',
    path: '/billing/companies/:companyId/credits',
    params: CompanyParams,
    body: CreditAdjustment,
    response: envelope(CreditAdjustmentResult),
    auth: 'token',
    summary: 'Add or remove credits.',
    tag,
  }),
  updateInternalLimits: defineRoute({
    id: 'updateInternalLimits',
    method: 'PUT',
    path: '/billing/companies/:companyId/internal-limits',
    params: CompanyParams,
    body: InternalLimitsUpdate,
    response: envelope(AdminBillingAccount),
    auth: 'token',
    summary: "Set the administrator's daily and monthly limits.",
    tag,
  }),
  updateOverages: defineRoute({
    id: 'updateOverages',
    method: 'PUT',
    path: '/billing/companies/:companyId/overages',
    params: CompanyParams,
    body: OverageUpdate,
    response: envelope(AdminBillingAccount),
    auth: 'token',
    summary: 'Allow or forbid overdraft, and how deep.',
    tag,
  }),
  updateAccountStatus: defineRoute({
    id: 'updateAccountStatus',
    method: 'PUT',
    path: '/billing/companies/:companyId/status',
    params: CompanyParams,
    body: AccountStatusUpdate,
    response: envelope(AdminBillingAccount),
    auth: 'token',
    summary: 'Suspend or activate a company account.',
    tag,
  }),
  getTokenUsage: defineRoute({
    id: 'getTokenUsage',
    method: 'GET',
    path: '/billing/companies/:companyId/token-usage',
    params: CompanyParams,
    query: TokenUsageQuery,
    response: envelope(TokenUsageReport),
    auth: 'token',
    summary: 'Token use per enhancement, with summary.',
    tag,
  }),
  exportAdminUsage: defineRoute({
    id: 'exportAdminUsage',
    method: 'GET',
    path: '/billing/usage/export',
    query: AdminUsageExportQuery,
    response: z.string(),
    responseType: 'text',
    contentType: 'text/csv',
    auth: 'token',
    summary: "Download a company's token usage as CSV.",
    tag,
  }),
} as const;
