// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBillingAccount, BillingOverview, TokenUsageReport } from '../contract/index';
import { sendJson, startTestServer, type TestServer } from '../test/httpServer';
import { apiWrapper, callsTo, queryOf, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import { MessagesProvider } from '../messages/index';
import { tokenPeriodLabel } from './constants';
import {
  accountStatusBody,
  adminBalanceTone,
  canApplyCredits,
  companyBillingStatus,
  companyBillingStatusLabel,
  confirmStatusBody,
  creditAdjustmentBody,
  EMPTY_CREDIT_DRAFT,
  filterCompanies,
  internalLimitsBody,
  overagesBody,
  overviewBalanceTone,
  tokenExportRange,
  tokenRangeProblem,
} from './forms';
import { BILLING_ADMIN_MESSAGES as M } from './messages';
import { useBillingAdmin } from './useBillingAdmin';
import { useCompanyBillingAdmin } from './useCompanyBillingAdmin';
import { useTokenAnalytics } from './useTokenAnalytics';

const ACME = uid(1);
const NORTH = uid(2);
const T = '2026-11-20T10:00:00.000Z';
const row = (id: string, name: string, code: string, balance: number, suspended = false) => ({
  company_id: id,
  company_name: name,
  company_code: code,
  current_balance: balance,
  total_credits_used: 450,
  account_suspended: suspended,
  suspension_reason: suspended ? 'Unpaid invoice' : null,
  is_low_balance: balance < 1000,
  last_usage_at: T,
});
const overview: BillingOverview = {
  companies: [
    row(ACME, 'Acme Tools', 'acme-tools', 4200),
    row(NORTH, 'Northwind Supply', 'northwind-supply', 40, true),
  ],
  summary: { total_companies: 2, total_balance: 4240, total_used: 900, companies_with_low_balance: 1 },
  token_statistics: {
    total_tokens_consumed: 90_000,
    average_tokens_per_enhancement: 1500,
    min_tokens: 900,
    max_tokens: 2400,
  },
};
const account: AdminBillingAccount = {
  company_id: ACME,
  company_name: 'Acme Tools',
  current_balance: 4200,
  daily_spent: 30,
  monthly_spent: 450,
  internal_daily_limit: null,
  internal_monthly_limit: 5000,
  internal_limit_mode: 'hard_stop',
  daily_spend_limit: null,
  monthly_spend_limit: null,
  allow_overages: false,
  max_negative_balance: -1000,
  low_balance_threshold: 1000,
  is_active: true,
  account_suspended: false,
  suspension_reason: null,
  token_statistics: null,
};
const report = (page: number, total: number): TokenUsageReport => ({
  enhancements: [
    {
      job_id: uid(100 + page),
      completed_at: T,
      product_name: 'Tape measure',
      sku: 'TM-25',
      initiated_by: 'Alice Admin',
      actual_tokens_used: 1500,
      credits_consumed: 15,
    },
  ],
  daily: [{ date: '2026-11-20', enhancements: total, tokens: total * 1500 }],
  summary: { total_tokens: total * 1500, avg_tokens: 1500, min_tokens: 900, max_tokens: 2400 },
  pagination: { page, page_size: 20, total, total_pages: Math.ceil(total / 20) },
});

let server: TestServer | undefined;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

describe('the pure rules of the super-admin billing screens (spec part 3 §2, §5, §9)', () => {
  it('badges Suspended before Low Balance before Active, and colours balances by screen', () => {
    expect(companyBillingStatus({ account_suspended: true, is_low_balance: true })).toBe('Suspended');
    expect(companyBillingStatus({ account_suspended: false, is_low_balance: true })).toBe('Low Balance');
    expect(companyBillingStatus({ account_suspended: false, is_low_balance: false })).toBe('Active');
    expect([-1, 0, 99, 100].map(overviewBalanceTone)).toEqual(['red', 'yellow', 'yellow', null]);
    expect([-5, 0, 1, 999, 1000].map(adminBalanceTone)).toEqual(['red', 'red', 'orange', 'orange', 'green']);
  });

  it('searches companies by name or code, case-insensitively', () => {
    expect(filterCompanies(overview.companies, ' NORTH').map((c) => c.company_code)).toEqual(['northwind-supply']);
    expect(filterCompanies(overview.companies, 'acme-t').map((c) => c.company_name)).toEqual(['Acme Tools']);
    expect(filterCompanies(overview.companies, '')).toHaveLength(2);
  });

  it('checks the credit form: required, a number, at least 1, whole; removal negative', () => {
    const draft = { ...EMPTY_CREDIT_DRAFT, amount: '250', description: 'Goodwill' };
    expect(creditAdjustmentBody({ ...draft, amount: '' }, { requireDescription: false }).error).toBe(M.required);
    expect(creditAdjustmentBody({ ...draft, description: ' ' }, { requireDescription: true }).error).toBe(M.required);
    expect(creditAdjustmentBody({ ...draft, amount: 'ten' }, { requireDescription: false }).error).toBe(
      'Amount must be a number',
    );
    expect(creditAdjustmentBody({ ...draft, amount: '0' }, { requireDescription: false }).error).toBe(
      'Amount must be at least 1',
    );
    expect(creditAdjustmentBody({ ...draft, amount: '-5' }, { requireDescription: false }).error).toBe(
      'Amount must be at least 1',
    );
    expect(creditAdjustmentBody({ ...draft, amount: '1.5' }, { requireDescription: false }).error).toBe(
      'Amount must be a whole number of credits',
    );
    expect(creditAdjustmentBody({ ...draft, operation: 'remove', notes: ' n ' }, { requireDescription: true })).toEqual(
      {
        body: { amount: -250, description: 'Goodwill', notes: 'n' },
        error: null,
      },
    );
    expect(creditAdjustmentBody({ ...draft, description: '' }, { requireDescription: false }).body).toEqual({
      amount: 250,
    });
    expect(canApplyCredits({ ...draft, description: '' })).toBe(false);
    expect(canApplyCredits(draft)).toBe(true);
  });

  it('turns the limits form into the body (empty: no limit; min 0) and names bad fields', () => {
    expect(internalLimitsBody({ daily: '', monthly: '5000', mode: 'soft_alert' })).toEqual({
      body: { internal_daily_limit: '', internal_monthly_limit: 5000, internal_limit_mode: 'soft_alert' },
      errors: null,
    });
    expect(internalLimitsBody({ daily: '-1', monthly: 'x', mode: 'hard_stop' }).errors).toEqual({
      internal_daily_limit: 'Limit must be at least 0',
      internal_monthly_limit: 'Limit must be a number',
    });
  });

  it('needs a suspension reason on the overview; the confirmation sends "Suspended by admin" or null', () => {
    expect(accountStatusBody({ suspended: true, reason: '  ' }).error).toBe('Please provide a suspension reason');
    expect(accountStatusBody({ suspended: true, reason: ' Unpaid ' }).body).toEqual({
      suspended: true,
      reason: 'Unpaid',
    });
    expect(accountStatusBody({ suspended: false, reason: 'left over' }).body).toEqual({
      suspended: false,
      reason: null,
    });
    expect(confirmStatusBody(true)).toEqual({ suspended: true, reason: 'Suspended by admin' });
    expect(confirmStatusBody(false)).toEqual({ suspended: false, reason: null });
  });

  it('sends the overdraft negative in steps of 100 up to 100000', () => {
    expect(overagesBody({ allow: true, maxNegative: '2000' }).body).toEqual({
      allow_overages: true,
      max_negative_balance: -2000,
    });
    expect(overagesBody({ allow: true, maxNegative: '150' }).error).toBe(
      'Max negative balance must be a multiple of 100',
    );
    expect(overagesBody({ allow: true, maxNegative: '100100' }).error).toBe(
      'Max negative balance must be between 0 and 100000',
    );
    // The allowance is typed positive (min 0): '-100' is refused, not taken as 100.
    expect(overagesBody({ allow: true, maxNegative: '-100' })).toEqual({
      body: null,
      error: 'Max negative balance must be between 0 and 100000',
    });
    expect(overagesBody({ allow: true, maxNegative: '0' }).body).toEqual({
      allow_overages: true,
      max_negative_balance: 0,
    });
  });

  it('checks custom ranges and derives the export dates of each period (spec part 3 §7)', () => {
    expect(tokenRangeProblem({ start: '2026-11-20', end: '2026-11-01' })).toBe(
      'The start date must be on or before the end date',
    );
    expect(tokenRangeProblem({ start: '', end: '2026-11-01' })).toBe('Choose a start and an end date');
    const now = new Date('2026-11-26T06:00:00.000Z');
    expect(tokenExportRange('daily', { start: '', end: '' }, now)).toEqual({ start_date: '2026-11-26' });
    expect(tokenExportRange('weekly', { start: '', end: '' }, now)).toEqual({ start_date: '2026-11-19T06:00:00.000Z' });
    expect(tokenExportRange('monthly', { start: '', end: '' }, now)).toEqual({
      start_date: '2026-10-27T06:00:00.000Z',
    });
    expect(tokenExportRange('custom', { start: '2026-11-01', end: '2026-11-05' }, now)).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-05',
    });
  });
});

describe('useBillingAdmin', () => {
  it('reads the overview, searches, and after a status change reads it again', async () => {
    let suspended = false;
    server = await startFakeApi({
      'GET /billing/overview': () => ({
        body: {
          success: true,
          data: { ...overview, companies: [row(ACME, 'Acme Tools', 'acme-tools', 4200, suspended)] },
        },
      }),
      [`PUT /billing/companies/${ACME}/status`]: () => {
        suspended = true;
        return { body: { success: true, data: { ...account, account_suspended: true } } };
      },
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useBillingAdmin(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.summary?.total_balance).toBe(4240);
    expect(result.current.tokenStatistics?.average_tokens_per_enhancement).toBe(1500);
    act(() => result.current.setSearch('zzz'));
    expect(result.current.companies).toEqual([]);
    await expect(result.current.updateStatus(ACME, { suspended: true, reason: 'Unpaid' })).resolves.toBe(
      'Account suspended successfully',
    );
    expect(JSON.parse(callsTo(server, 'PUT', `/billing/companies/${ACME}/status`)[0]!.body)).toEqual({
      suspended: true,
      reason: 'Unpaid',
    });
    act(() => result.current.setSearch('acme'));
    await waitFor(() => expect(result.current.companies[0]?.account_suspended).toBe(true));
  });

  it("says 'Failed to load companies', and shows the server's detail of a refused write", async () => {
    server = await startFakeApi({
      'GET /billing/overview': () => ({ status: 500, body: { detail: 'boom', code: 'internal' } }),
      [`POST /billing/companies/${ACME}/credits`]: () => ({
        status: 409,
        body: { detail: 'The balance may not go below -1,000 credits', code: 'conflict' },
      }),
      [`PUT /billing/companies/${NORTH}/internal-limits`]: () => ({ status: 500, body: {} }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useBillingAdmin(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('Failed to load companies'));
    await expect(result.current.adjustCredits(ACME, { amount: -5000 }, M.applyCreditsFailed)).rejects.toThrow(
      'The balance may not go below -1,000 credits',
    );
    await expect(
      result.current.updateLimits(NORTH, { internal_daily_limit: 10, internal_monthly_limit: null }),
    ).rejects.toThrow('Failed to update internal limits');
  });
});

describe('useCompanyBillingAdmin', () => {
  it('reads the account and the transactions 20 a page; credits answer the success text and the new balance', async () => {
    let balance = 4200;
    server = await startFakeApi({
      [`GET /billing/accounts/${ACME}`]: () => ({
        body: { success: true, data: { ...account, current_balance: balance } },
      }),
      [`GET /billing/companies/${ACME}/transactions`]: () => ({
        body: { success: true, data: { transactions: [], total: 45 } },
      }),
      [`POST /billing/companies/${ACME}/credits`]: (request) => {
        balance += JSON.parse(request.body).amount;
        return {
          body: {
            success: true,
            data: {
              current_balance: balance,
              transaction: {
                id: uid(9),
                created_at: T,
                transaction_type: 'adjustment',
                amount: 500,
                balance_after: balance,
                initiated_by_user_id: null,
                initiated_by_name: 'Root',
                initiated_by_role: 'super-admin',
                activity_type: 'admin_adjustment',
                reference_id: null,
                description: 'Goodwill',
                usd_amount: null,
              },
            },
          },
        };
      },
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useCompanyBillingAdmin({ companyId: ACME }), { wrapper });
    await waitFor(() => expect(result.current.account?.current_balance).toBe(4200));
    await waitFor(() => expect(result.current.pages).toBe(3));
    act(() => result.current.setPage(9));
    expect(result.current.page).toBe(3);
    await waitFor(() =>
      expect(queryOf(callsTo(server!, 'GET', `/billing/companies/${ACME}/transactions`).at(-1)!)).toEqual({
        limit: '20',
        offset: '40',
      }),
    );
    await expect(result.current.adjustCredits({ amount: 500, description: 'Goodwill' })).resolves.toEqual({
      message: 'Successfully added 500 credits',
      balance: 4700,
    });
    await waitFor(() => expect(result.current.account?.current_balance).toBe(4700));
  });

  it("says 'Failed to load company data' when the account cannot be read", async () => {
    server = await startFakeApi({});
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useCompanyBillingAdmin({ companyId: ACME }), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('Failed to load company data'));
  });
});

describe('useTokenAnalytics', () => {
  it('asks the period, 20 a page; a custom range sends its dates; a reversed one asks nothing', async () => {
    server = await startFakeApi({
      [`GET /billing/companies/${ACME}/token-usage`]: (request) => ({
        body: { success: true, data: report(Number(queryOf(request).page), 45) },
      }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useTokenAnalytics({ companyId: ACME }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const calls = () => callsTo(server!, 'GET', `/billing/companies/${ACME}/token-usage`).map(queryOf);
    expect(calls()[0]).toEqual({ period: 'monthly', page: '1', page_size: '20' });
    expect(result.current.summary?.total_tokens).toBe(67_500);
    expect(result.current.daily).toEqual([{ date: '2026-11-20', enhancements: 45, tokens: 67_500 }]);
    expect(result.current.pages).toBe(3);
    act(() => result.current.setPage(2));
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ page: '2' }));
    act(() => result.current.setPeriod('daily'));
    await waitFor(() => expect(calls().at(-1)).toEqual({ period: 'daily', page: '1', page_size: '20' }));
    act(() => {
      result.current.setPeriod('custom');
      result.current.setCustom({ start: '2026-11-01', end: '2026-11-10' });
    });
    await waitFor(() =>
      expect(calls().at(-1)).toEqual({ start_date: '2026-11-01', end_date: '2026-11-10', page: '1', page_size: '20' }),
    );
    const before = calls().length;
    act(() => result.current.setCustom({ start: '2026-11-20' }));
    expect(result.current.rangeProblem).toBe('The start date must be on or before the end date');
    expect(result.current.status).toBe('idle');
    expect(calls()).toHaveLength(before);
  });

  it("exports the range as CSV named by the server, and says 'Failed to load token usage data' / 'Failed to export token data'", async () => {
    let fail = false;
    server = await startTestServer();
    server.handle((request, response) => {
      if (fail) return sendJson(response, 500, {});
      if (request.url.startsWith('/api/v2/billing/usage/export')) {
        response.writeHead(200, {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="token_usage_acme-tools_2026-11-26.csv"',
        });
        response.end('job_id\r\n');
        return;
      }
      sendJson(response, 200, { success: true, data: report(1, 1) });
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useTokenAnalytics({ companyId: ACME, defaultPeriod: 'weekly' }), { wrapper });
    const file = await result.current.exportCsv();
    expect(file.filename).toBe('token_usage_acme-tools_2026-11-26.csv');
    expect(file.message).toBe('Export started successfully');
    const exportQuery = queryOf(server.requests.find((r) => r.url.includes('/billing/usage/export'))!);
    expect(exportQuery).toMatchObject({ company_id: ACME, format: 'csv' });
    expect(Date.now() - Date.parse(exportQuery.start_date!)).toBeGreaterThan(6.9 * 86_400_000);
    fail = true;
    await expect(result.current.exportCsv()).rejects.toThrow('Failed to export token data');
  });
});

describe('the texts of the super-admin billing screens (issue #21)', () => {
  it("words the helpers' messages as given, the contract's through `problem`, English by default", () => {
    const de = {
      required: 'Pflichtfelder fehlen',
      amountNotNumber: 'Keine Zahl',
      amountMin: 'Mindestens 1',
      amountWhole: 'Nur ganze Credits',
      reasonRequired: 'Grund fehlt',
      limitNotNumber: 'Limit ist keine Zahl',
      maxNegativeNotNumber: 'Keine Zahl (Überziehung)',
      maxNegativeRange: (max: number) => `Zwischen 0 und ${max}`,
      chooseDates: 'Zwei Daten wählen',
      reversedRange: 'Start nach Ende',
      statusSuspended: 'Gesperrt',
      statusLowBalance: 'Niedrig',
      statusActive: 'Aktiv',
      periodToday: 'Heute',
      periodLast7Days: '7 Tage',
      periodLast30Days: '30 Tage',
      periodCustomRange: 'Eigener',
    };
    const problem = (message: string) => `[${message}]`;
    expect(creditAdjustmentBody({ ...EMPTY_CREDIT_DRAFT }, { requireDescription: false }, de).error).toBe(
      'Pflichtfelder fehlen',
    );
    expect(
      creditAdjustmentBody({ ...EMPTY_CREDIT_DRAFT, amount: '2.5' }, { requireDescription: false }, de).error,
    ).toBe('Nur ganze Credits');
    expect(accountStatusBody({ suspended: true, reason: '' }, de).error).toBe('Grund fehlt');
    expect(internalLimitsBody({ daily: 'x', monthly: '-1', mode: 'hard_stop' }, de, problem).errors).toEqual({
      internal_daily_limit: 'Limit ist keine Zahl',
      internal_monthly_limit: '[Limit must be at least 0]',
    });
    expect(overagesBody({ allow: true, maxNegative: 'x' }, de, problem).error).toBe('Keine Zahl (Überziehung)');
    expect(overagesBody({ allow: true, maxNegative: '150' }, de, problem).error).toBe(
      '[Max negative balance must be a multiple of 100]',
    );
    expect(overagesBody({ allow: true, maxNegative: '-100' }, de, problem).error).toBe('Zwischen 0 und 100000');
    expect(tokenRangeProblem({ start: '', end: '' }, de)).toBe('Zwei Daten wählen');
    expect(companyBillingStatusLabel('Low Balance', de)).toBe('Niedrig');
    expect(companyBillingStatusLabel('Low Balance')).toBe('Low Balance');
    expect(tokenPeriodLabel('weekly', de)).toBe('7 Tage');
    expect(tokenPeriodLabel('monthly')).toBe('Last 30 Days');
    expect(M.creditsApplied(-1500)).toBe('Successfully removed 1,500 credits');
  });

  it("gives the hooks' messages in the provider's words and figures", async () => {
    server = await startFakeApi({
      'GET /billing/overview': () => ({ status: 500, body: {} }),
      [`POST /billing/companies/${ACME}/credits`]: () => ({
        body: {
          success: true,
          data: {
            current_balance: 6700,
            transaction: {
              id: uid(9),
              created_at: T,
              transaction_type: 'adjustment',
              amount: 2500,
              balance_after: 6700,
              initiated_by_user_id: null,
              initiated_by_name: 'Root',
              initiated_by_role: 'super-admin',
              activity_type: 'admin_adjustment',
              reference_id: null,
              description: null,
              usd_amount: null,
            },
          },
        },
      }),
    });
    const { wrapper: Api } = apiWrapper(server.origin);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Api>
        <MessagesProvider
          locale="de-DE"
          messages={{
            billingAdmin: {
              loadCompaniesFailed: 'Unternehmen nicht geladen',
              creditsAdded: (credits) => `${credits} Credits hinzugefügt`,
            },
          }}
        >
          {children}
        </MessagesProvider>
      </Api>
    );
    const { result } = renderHook(() => useBillingAdmin(), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('Unternehmen nicht geladen'));
    await expect(result.current.adjustCredits(ACME, { amount: 2500 })).resolves.toMatchObject({
      message: '2.500 Credits hinzugefügt',
    });
  });
});
