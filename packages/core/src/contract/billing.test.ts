import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelope } from './common';
import {
  BillingLimitsUpdate,
  BillingNotification,
  TenantBillingAccount,
  TransactionListQuery,
  TransactionPage,
  UsageExportQuery,
  billingLimitsUpdateWithin,
  spendLimitMaximumMessage,
} from './billing';
import {
  AccountStatusUpdate,
  AdminBillingAccount,
  AdminTransactionListQuery,
  AdminUsageExportQuery,
  BillingOverview,
  CreditAdjustment,
  InternalLimitsUpdate,
  OverageUpdate,
  TokenUsageQuery,
  TokenUsageReport,
} from './billing-admin';
import { T1, issueMessages, issuePaths, uid } from '../test/contractFixtures';

const tenantAccount = {
  current_balance: 1250,
  credits_expiration: null,
  allow_overages: false,
  max_negative_balance: -1000,
  today_usage: 45,
  month_usage: 600,
  daily_spend_limit: 300,
  monthly_spend_limit: null,
  internal_daily_limit: 500,
  internal_monthly_limit: 5000,
};

const transaction = {
  id: uid(900),
  created_at: T1,
  transaction_type: 'enhancement',
  amount: -15,
  balance_after: 1235,
  initiated_by_user_id: uid(10),
  initiated_by_name: 'Ana Lima',
  initiated_by_role: 'tenant-admin',
  activity_type: 'enhancement',
  reference_id: uid(700),
  description: 'Enhancement of SKU-1001',
  usd_amount: null,
};

describe('tenant billing', () => {
  it('accepts the account with default plan and limit modes', () => {
    const account = envelope(TenantBillingAccount).parse({ success: true, data: tenantAccount }).data;
    expect(account).toMatchObject({
      active_plan: 'prepaid',
      daily_limit_mode: 'hard_stop',
      monthly_limit_mode: 'hard_stop',
      internal_limit_mode: 'hard_stop',
      account_suspended: false,
    });
    expect(TenantBillingAccount.safeParse({ ...tenantAccount, daily_limit_mode: 'warn' }).success).toBe(false);
    expect(TenantBillingAccount.safeParse({ ...tenantAccount, max_negative_balance: 1000 }).success).toBe(false);
  });

  it('accepts a page of signed transactions', () => {
    const page = envelope(TransactionPage).parse({
      success: true,
      data: {
        transactions: [transaction, { ...transaction, id: uid(901), amount: 500, transaction_type: 'credit_added' }],
        total: 2,
      },
    });
    expect(page.data.transactions.map((t) => t.amount)).toEqual([-15, 500]);
    expect(TransactionPage.safeParse({ transactions: [{ ...transaction, amount: '15' }], total: 1 }).success).toBe(
      false,
    );
  });

  it('coerces history filters and the usage export', () => {
    expect(
      TransactionListQuery.parse({
        limit: '50',
        start_date: '2024-04-01',
        end_date: '2024-05-01T00:00:00Z',
        transaction_type: 'enhancement',
        user_id: uid(10),
      }),
    ).toMatchObject({ limit: 50, offset: 0, start_date: '2024-04-01' });
    expect(TransactionListQuery.safeParse({ start_date: '04/01/2024' }).success).toBe(false);
    expect(UsageExportQuery.parse({})).toEqual({ format: 'csv' });
    expect(UsageExportQuery.safeParse({ format: 'xlsx' }).success).toBe(false);
  });

  it('updates limits, reading an empty limit as no limit', () => {
    expect(
      BillingLimitsUpdate.parse({
        daily_spend_limit: '',
        monthly_spend_limit: 2000,
        daily_limit_mode: 'soft_alert',
        allow_overages: true,
      }),
    ).toEqual({
      daily_spend_limit: null,
      monthly_spend_limit: 2000,
      daily_limit_mode: 'soft_alert',
      allow_overages: true,
    });
    expect(BillingLimitsUpdate.safeParse({}).success).toBe(false);
    expect(BillingLimitsUpdate.safeParse({ daily_spend_limit: -5 }).success).toBe(false);
  });

  it("refuses limits above the administrator's maxima with the spec message", () => {
    const within = billingLimitsUpdateWithin({ internal_daily_limit: 500, internal_monthly_limit: null });
    expect(within.safeParse({ daily_spend_limit: 500, monthly_spend_limit: 99999 }).success).toBe(true);
    expect(issueMessages(within.safeParse({ daily_spend_limit: 501 }))).toEqual([
      'Cannot exceed maximum limit of 500 credits set by administrator',
    ]);
    expect(spendLimitMaximumMessage(5000)).toBe('Cannot exceed maximum limit of 5000 credits set by administrator');
  });

  it('accepts notifications and rejects an unknown severity', () => {
    const note = {
      id: uid(950),
      message: 'Daily spending limit exceeded',
      priority: 'high',
      type: 'spend_limit_exceeded',
      severity: 'error',
      is_read: false,
    };
    expect(BillingNotification.parse(note).type).toBe('spend_limit_exceeded');
    expect(BillingNotification.safeParse({ ...note, severity: 'critical' }).success).toBe(false);
  });
});

describe('super-admin billing', () => {
  const tokenStats = {
    total_tokens_consumed: 1_200_000,
    average_tokens_per_enhancement: 4000,
    min_tokens: 1500,
    max_tokens: 9800,
  };

  it('accepts the overview with optional token statistics', () => {
    const overview = BillingOverview.parse({
      companies: [
        {
          company_id: uid(1),
          company_name: 'Acme Tools',
          company_code: 'acme-tools',
          current_balance: 80,
          total_credits_used: 4500,
          account_suspended: false,
          suspension_reason: null,
          is_low_balance: true,
          last_usage_at: T1,
        },
      ],
      summary: { total_companies: 1, total_balance: 80, total_used: 4500, companies_with_low_balance: 1 },
      token_statistics: tokenStats,
    });
    expect(overview.companies[0]?.is_low_balance).toBe(true);
    expect(BillingOverview.safeParse({ companies: [], summary: { total_companies: 1 } }).success).toBe(false);
  });

  it('accepts the admin account view with the default low-balance threshold', () => {
    const account = AdminBillingAccount.parse({
      current_balance: 80,
      daily_spent: 15,
      monthly_spent: 450,
      internal_daily_limit: null,
      internal_monthly_limit: 5000,
      daily_spend_limit: null,
      monthly_spend_limit: null,
      allow_overages: true,
      max_negative_balance: -1000,
      is_active: true,
      account_suspended: false,
      token_statistics: tokenStats,
    });
    expect(account).toMatchObject({ low_balance_threshold: 1000, internal_limit_mode: 'hard_stop' });
  });

  it('adds or removes whole credits, at least 1 either way', () => {
    expect(
      CreditAdjustment.parse({ amount: -200, description: 'Refund for failed batch', reference_id: 'INV-42' }).amount,
    ).toBe(-200);
    expect(CreditAdjustment.parse({ amount: 1000 })).toEqual({ amount: 1000 });
    expect(issueMessages(CreditAdjustment.safeParse({ amount: 0 }))).toEqual(['Amount must be at least 1']);
    expect(issueMessages(CreditAdjustment.safeParse({ description: 'x' }))).toEqual([
      'Please fill in all required fields',
    ]);
    expect(CreditAdjustment.safeParse({ amount: 1.5 }).success).toBe(false);
  });

  it('stores empty internal limits as no limit and hard_stop by default', () => {
    expect(InternalLimitsUpdate.parse({ internal_daily_limit: '', internal_monthly_limit: 5000 })).toEqual({
      internal_daily_limit: null,
      internal_monthly_limit: 5000,
      internal_limit_mode: 'hard_stop',
    });
    expect(InternalLimitsUpdate.safeParse({ internal_daily_limit: -1 }).success).toBe(false);
  });

  it('stores the max negative balance as a negative multiple of 100 up to 100000', () => {
    expect(OverageUpdate.parse({ allow_overages: true, max_negative_balance: 2500 }).max_negative_balance).toBe(-2500);
    expect(OverageUpdate.parse({ allow_overages: true, max_negative_balance: -2500 }).max_negative_balance).toBe(-2500);
    expect(OverageUpdate.parse({ allow_overages: false }).max_negative_balance).toBe(-1000);
    expect(OverageUpdate.safeParse({ allow_overages: true, max_negative_balance: 150 }).success).toBe(false);
    expect(OverageUpdate.safeParse({ allow_overages: true, max_negative_balance: 100100 }).success).toBe(false);
  });

  it('requires a reason to suspend and drops it on activation', () => {
    expect(AccountStatusUpdate.parse({ suspended: true, reason: 'Unpaid invoice' })).toEqual({
      suspended: true,
      reason: 'Unpaid invoice',
    });
    expect(AccountStatusUpdate.parse({ suspended: false, reason: 'ignored' })).toEqual({
      suspended: false,
      reason: null,
    });
    expect(issueMessages(AccountStatusUpdate.safeParse({ suspended: true, reason: ' ' }))).toEqual([
      'Please provide a suspension reason',
    ]);
    expect(issuePaths(AccountStatusUpdate.safeParse({ suspended: true }))).toEqual(['reason']);
  });

  it('pages token usage by period or dates', () => {
    expect(TokenUsageQuery.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(TokenUsageQuery.parse({ page: '2', period: 'weekly' })).toEqual({
      page: 2,
      page_size: 20,
      period: 'weekly',
    });
    expect(TokenUsageQuery.safeParse({ period: 'yearly' }).success).toBe(false);
    expect(TokenUsageQuery.safeParse({ page: '0' }).success).toBe(false);
    const report = TokenUsageReport.parse({
      enhancements: [
        {
          job_id: uid(700),
          completed_at: T1,
          product_name: 'Drill',
          sku: 'SKU-1001',
          initiated_by: 'Ana Lima',
          actual_tokens_used: 4123,
          credits_consumed: 15,
        },
      ],
      summary: { total_tokens: 4123, avg_tokens: 4123, min_tokens: 4123, max_tokens: 4123 },
      pagination: { page: 1, page_size: 20, total: 1, total_pages: 1 },
    });
    expect(report.enhancements[0]?.credits_consumed).toBe(15);
  });

  it('needs a company for the platform usage export and limits admin transactions to 20 by default', () => {
    expect(AdminUsageExportQuery.parse({ company_id: uid(1), start_date: '2024-04-01' })).toEqual({
      company_id: uid(1),
      format: 'csv',
      start_date: '2024-04-01',
    });
    expect(issuePaths(AdminUsageExportQuery.safeParse({}))).toEqual(['company_id']);
    expect(AdminTransactionListQuery.parse({})).toEqual({ limit: 20, offset: 0 });
  });

  it('encodes account answers unchanged for the server serialiser', () => {
    const account = TenantBillingAccount.parse(tenantAccount);
    expect(z.encode(envelope(TenantBillingAccount), { success: true, data: account })).toEqual({
      success: true,
      data: account,
    });
  });
});
