import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { text } from './text';
import {
  CompanyParams,
  Count,
  DateOrTimestamp,
  Id,
  ListPaginationQuery,
  SuccessResponse,
  Timestamp,
  envelope,
  optionalQuery,
} from './common';
import { DEFAULT_PLAN, USAGE_CHART_DAYS } from './constants';
import { spendLimitMaximumMessage } from './wording';

zodWithoutEvalInBrowsers();

export { lowCreditsMessage, NO_CREDITS_MESSAGE, spendLimitMaximumMessage } from './wording';

/** What happens at a spending limit: refuse (default) or only warn — spec part 3 §3, §9. */
export const LimitMode = z.enum(['hard_stop', 'soft_alert']);
export type LimitMode = z.infer<typeof LimitMode>;

/** A credit limit; null means no limit. */
export const CreditLimit = z.nullable(z.number().check(z.gte(0)));

/** The largest limit stored (the integer column's maximum). */
export const CREDIT_LIMIT_MAX = 2_147_483_647;

/** A credit limit as sent: a whole number of at least 0, or ''/null for no limit — spec part 3 §5. */
export const CreditLimitInput = z.pipe(
  z.nullish(
    z.union([
      z.literal(''),
      z
        .number()
        .check(
          z.multipleOf(1, 'Limit must be a whole number of credits'),
          z.gte(0, 'Limit must be at least 0'),
          z.lte(CREDIT_LIMIT_MAX, 'Limit must be at most 2,147,483,647 credits'),
        ),
    ]),
  ),
  z.transform((v) => (v === '' || v == null ? null : v)),
);

/** The tenant's own view of its billing account — spec part 3 §3. max_negative_balance is 0 or negative. */
export const TenantBillingAccount = z
  .object({
    company_id: z.optional(Id),
    current_balance: z.number(),
    credits_expiration: z.nullable(Timestamp),
    active_plan: z._default(z.string(), DEFAULT_PLAN),
    allow_overages: z.boolean(),
    max_negative_balance: z.number().check(z.lte(0)),
    today_usage: z.number().check(z.gte(0)),
    month_usage: z.number().check(z.gte(0)),
    daily_spend_limit: CreditLimit,
    monthly_spend_limit: CreditLimit,
    daily_limit_mode: z._default(LimitMode, 'hard_stop'),
    monthly_limit_mode: z._default(LimitMode, 'hard_stop'),
    internal_daily_limit: CreditLimit,
    internal_monthly_limit: CreditLimit,
    internal_limit_mode: z._default(LimitMode, 'hard_stop'),
    account_suspended: z._default(z.boolean(), false),
  })
  .check(
    z.meta({
      id: 'BillingAccount',
      description: 'The billing account of a company: balance, reservations and limits.',
    }),
  );
export type TenantBillingAccount = z.infer<typeof TenantBillingAccount>;

/** One movement of credits; amount is signed — spec part 3 §3. */
export const CreditTransaction = z
  .object({
    id: Id,
    created_at: Timestamp,
    transaction_type: z.string(),
    amount: z.number(),
    balance_after: z.nullable(z.number()),
    initiated_by_user_id: z.nullable(Id),
    initiated_by_name: z.nullable(z.string()),
    initiated_by_role: z.nullable(z.string()),
    activity_type: z.nullable(z.string()),
    reference_id: z.nullable(z.string()),
    description: z.nullable(z.string()),
    usd_amount: z.nullable(z.number()),
  })
  .check(z.meta({ id: 'CreditTransaction', description: 'One movement of credits; amount is signed.' }));
export type CreditTransaction = z.infer<typeof CreditTransaction>;

/** One page of transactions, newest first. */
export const TransactionPage = z.object({ transactions: z.array(CreditTransaction), total: Count });
export type TransactionPage = z.infer<typeof TransactionPage>;

const transactionFilters = {
  start_date: optionalQuery(DateOrTimestamp),
  end_date: optionalQuery(DateOrTimestamp),
  transaction_type: optionalQuery(text('name')),
  user_id: optionalQuery(Id),
};

/** Credit history query — spec part 3 §7 (page size 50 on the history screen). */
export const TransactionListQuery = z.extend(ListPaginationQuery, transactionFilters);
export type TransactionListQuery = z.infer<typeof TransactionListQuery>;

/** Usage export query: CSV with the credit-history filters — spec part 3 §7. */
export const UsageExportQuery = z.object({ format: z._default(z.literal('csv'), 'csv'), ...transactionFilters });
export type UsageExportQuery = z.infer<typeof UsageExportQuery>;

/** Body of the tenant's spending-limit settings; send only what changes. */
export const BillingLimitsUpdate = z
  .strictObject({
    daily_spend_limit: z.optional(CreditLimitInput),
    monthly_spend_limit: z.optional(CreditLimitInput),
    daily_limit_mode: z.optional(LimitMode),
    monthly_limit_mode: z.optional(LimitMode),
    allow_overages: z.optional(z.boolean()),
  })
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' }));
export type BillingLimitsUpdate = z.input<typeof BillingLimitsUpdate>;

/**
 * BillingLimitsUpdate that also refuses limits above the administrator's internal maxima — spec part 3 §5;
 * `maximumMessage` words that refusal (the client passes the provider's text).
 */
export function billingLimitsUpdateWithin(
  maxima: { internal_daily_limit: number | null; internal_monthly_limit: number | null },
  maximumMessage: (max: number) => string = spendLimitMaximumMessage,
) {
  return BillingLimitsUpdate.check(
    z.superRefine((v, ctx) => {
      const checks = [
        ['daily_spend_limit', v.daily_spend_limit, maxima.internal_daily_limit],
        ['monthly_spend_limit', v.monthly_spend_limit, maxima.internal_monthly_limit],
      ] as const;
      for (const [key, value, max] of checks) {
        if (max != null && value != null && value > max)
          ctx.addIssue({ code: 'custom', path: [key], message: maximumMessage(max) });
      }
    }),
  );
}

/** Credits spent on one UTC day: the enhancements started that day and not refunded. */
export const DailyUsage = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')),
  credits_used: z.number().check(z.gte(0)),
  enhancements: Count,
});
export type DailyUsage = z.infer<typeof DailyUsage>;

/** Usage counters of the tenant billing dashboard (Today, This Month) and its credit usage chart. */
export const BillingUsage = z.object({
  today_usage: z.number().check(z.gte(0)),
  month_usage: z.number().check(z.gte(0)),
  today_enhancements: Count,
  month_enhancements: Count,
  daily_spend_limit: CreditLimit,
  monthly_spend_limit: CreditLimit,
  /** The last USAGE_CHART_DAYS UTC days, oldest first and today last, days without spend included as 0. */
  daily: z._default(z.array(DailyUsage).check(z.maxLength(USAGE_CHART_DAYS)), []),
});
export type BillingUsage = z.infer<typeof BillingUsage>;

/** Priority of a billing notification; high-priority unread ones are shown at once — spec part 3 §9. */
export const NotificationPriority = z.enum(['low', 'medium', 'high']);
/** Severity of a billing notification, matching the notification colours. */
export const NotificationSeverity = z.enum(['info', 'success', 'warning', 'error']);

/** A billing notification (e.g. type spend_limit_exceeded) — spec part 3 §3. */
export const BillingNotification = z.object({
  id: Id,
  message: z.string(),
  priority: NotificationPriority,
  type: z.string(),
  severity: NotificationSeverity,
  is_read: z.boolean(),
  created_at: z.optional(Timestamp),
});
export type BillingNotification = z.infer<typeof BillingNotification>;

const NotificationParams = z.extend(CompanyParams, { notificationId: Id });

export const billingRoutes = {
  getBillingAccount: defineRoute({
    id: 'getBillingAccount',
    method: 'GET',
    path: '/companies/:companyId/billing/account',
    params: CompanyParams,
    response: envelope(TenantBillingAccount),
    auth: 'token',
    summary: "The company's balance, usage, limits and plan.",
    tag: 'billing',
  }),
  listBillingTransactions: defineRoute({
    id: 'listBillingTransactions',
    method: 'GET',
    path: '/companies/:companyId/billing/transactions',
    params: CompanyParams,
    query: TransactionListQuery,
    response: envelope(TransactionPage),
    auth: 'token',
    summary: 'Credit history with date, type and user filters.',
    tag: 'billing',
  }),
  updateBillingLimits: defineRoute({
    id: 'updateBillingLimits',
    method: 'PUT',
    path: '/companies/:companyId/billing/limits',
    params: CompanyParams,
    body: BillingLimitsUpdate,
    response: envelope(TenantBillingAccount),
    auth: 'token',
    summary: 'Set the customer spending limits and overage switch.',
    tag: 'billing',
  }),
  getBillingUsage: defineRoute({
    id: 'getBillingUsage',
    method: 'GET',
    path: '/companies/:companyId/billing/usage',
    params: CompanyParams,
    response: envelope(BillingUsage),
    auth: 'token',
    summary: 'Credits used today and this month.',
    tag: 'billing',
  }),
  exportBillingUsage: defineRoute({
    id: 'exportBillingUsage',
    method: 'GET',
    path: '/companies/:companyId/billing/usage/export',
    params: CompanyParams,
    query: UsageExportQuery,
    response: z.string(),
    responseType: 'text',
    contentType: 'text/csv',
    auth: 'token',
    summary: 'Download the credit history as CSV.',
    tag: 'billing',
  }),
  listBillingNotifications: defineRoute({
    id: 'listBillingNotifications',
    method: 'GET',
    path: '/companies/:companyId/billing/notifications',
    params: CompanyParams,
    response: envelope(z.object({ notifications: z.array(BillingNotification) })),
    auth: 'token',
    summary: 'Billing notifications of the company.',
    tag: 'billing',
  }),
  markBillingNotificationRead: defineRoute({
    id: 'markBillingNotificationRead',
    method: 'PUT',
    path: '/companies/:companyId/billing/notifications/:notificationId/read',
    params: NotificationParams,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Mark a billing notification read.',
    tag: 'billing',
  }),
} as const;
