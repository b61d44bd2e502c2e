// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, callsTo, queryOf, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import { MessagesProvider } from '../messages/index';
import { useCompanyBalance } from '../shared/balancePoll';
import { useBilling } from './useBilling';
import { useCreditHistory } from './useCreditHistory';

const COMPANY = uid(900);
const base = `/companies/${COMPANY}/billing`;
let server: TestServer;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

const ACCOUNT = {
  company_id: COMPANY,
  current_balance: 120,
  credits_expiration: null,
  active_plan: 'prepaid',
  allow_overages: false,
  max_negative_balance: -1000,
  today_usage: 30,
  month_usage: 300,
  daily_spend_limit: 100,
  monthly_spend_limit: null,
  daily_limit_mode: 'hard_stop',
  monthly_limit_mode: 'hard_stop',
  internal_daily_limit: 500,
  internal_monthly_limit: null,
  internal_limit_mode: 'hard_stop',
  account_suspended: false,
};
const transaction = (n: number) => ({
  id: uid(7000 + n),
  created_at: '2026-11-20T10:00:00.000Z',
  transaction_type: 'enhancement',
  amount: -15,
  balance_after: 120,
  initiated_by_user_id: null,
  initiated_by_name: 'Tom User',
  initiated_by_role: 'tenant-user',
  activity_type: 'enhancement',
  reference_id: null,
  description: 'Enhancement',
  usd_amount: null,
});

function billingApi(extra: Parameters<typeof startFakeApi>[0] = {}) {
  let account = { ...ACCOUNT };
  return startFakeApi({
    [`GET /realtime/billing/${COMPANY}`]: () => ({
      body: {
        success: true,
        data: {
          current_balance: account.current_balance,
          daily_spent: 30,
          monthly_spent: 300,
          account_suspended: false,
        },
        timestamp: '2026-11-25T12:00:00.000Z',
      },
    }),
    [`GET ${base}/account`]: () => ({ body: { success: true, data: account } }),
    [`GET ${base}/usage`]: () => ({
      body: {
        success: true,
        data: {
          today_usage: 30,
          month_usage: 300,
          today_enhancements: 2,
          month_enhancements: 20,
          daily_spend_limit: 100,
          monthly_spend_limit: null,
        },
      },
    }),
    [`GET ${base}/transactions`]: (r) => {
      const { limit, offset } = queryOf(r);
      const rows = Array.from({ length: 120 }, (_, i) => transaction(i)).slice(
        Number(offset),
        Number(offset) + Number(limit),
      );
      return { body: { success: true, data: { transactions: rows, total: 120 } } };
    },
    [`GET ${base}/notifications`]: () => ({
      body: {
        success: true,
        data: {
          notifications: [
            {
              id: uid(8001),
              message: 'Daily limit reached',
              priority: 'high',
              type: 'spend_limit_exceeded',
              severity: 'warning',
              is_read: false,
            },
          ],
        },
      },
    }),
    [`PUT ${base}/limits`]: (r) => {
      account = { ...account, ...JSON.parse(r.body) };
      return { body: { success: true, data: account } };
    },
    ...extra,
  });
}

describe('useBilling (spec part 3 §2, §4, §7)', () => {
  it('loads the account, usage, the 10 latest transactions and notifications; available credits follow §4', async () => {
    server = await billingApi();
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useBilling({ companyId: COMPANY, roles: ['tenant-user'] }), { wrapper });
    await waitFor(() => expect(result.current.account).not.toBeNull());
    expect(result.current.available).toBe(120);
    expect(result.current.canManage).toBe(false);
    await waitFor(() => expect(result.current.recent).toHaveLength(10));
    expect(queryOf(callsTo(server, 'GET', `${base}/transactions`)[0]!)).toEqual({ limit: '10', offset: '0' });
    await waitFor(() => expect(result.current.usage?.today_enhancements).toBe(2));
    await waitFor(() => expect(result.current.notifications[0]?.type).toBe('spend_limit_exceeded'));
  });

  it("refuses a limit above the administrator's maximum without a call, and saves one within it", async () => {
    server = await billingApi();
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useBilling({ companyId: COMPANY, roles: ['tenant-admin'] }), { wrapper });
    await waitFor(() => expect(result.current.account).not.toBeNull());
    expect(result.current.canManage).toBe(true);
    let saved = true;
    await act(async () => {
      saved = await result.current.updateLimits({ daily_spend_limit: 600 });
    });
    expect(saved).toBe(false);
    expect(result.current.limitsProblems).toEqual({
      daily_spend_limit: 'Cannot exceed maximum limit of 500 credits set by administrator',
    });
    expect(callsTo(server, 'PUT', `${base}/limits`)).toHaveLength(0);
    await act(async () => {
      saved = await result.current.updateLimits({ daily_spend_limit: 400, daily_limit_mode: 'soft_alert' });
    });
    expect(saved).toBe(true);
    expect(result.current.limitsProblems).toEqual({});
    expect(JSON.parse(callsTo(server, 'PUT', `${base}/limits`)[0]!.body)).toEqual({
      daily_spend_limit: 400,
      daily_limit_mode: 'soft_alert',
    });
    await waitFor(() => expect(result.current.account?.daily_spend_limit).toBe(400));
  });

  it("words the maximum's refusal with the provider's billing messages (issue #21)", async () => {
    server = await billingApi();
    const { wrapper: Api } = apiWrapper(server.origin);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Api>
        <MessagesProvider messages={{ billing: { limitAboveMaximum: (max) => `Höchstens ${max} Credits` } }}>
          {children}
        </MessagesProvider>
      </Api>
    );
    const { result } = renderHook(() => useBilling({ companyId: COMPANY, roles: ['tenant-admin'] }), { wrapper });
    await waitFor(() => expect(result.current.account).not.toBeNull());
    await act(async () => {
      await result.current.updateLimits({ daily_spend_limit: 600 });
    });
    expect(result.current.limitsProblems).toEqual({ daily_spend_limit: 'Höchstens 500 Credits' });
    expect(callsTo(server, 'PUT', `${base}/limits`)).toHaveLength(0);
  });

  it("says 'Failed to update limits' with the server's detail, and 'Failed to load billing data'", async () => {
    server = await billingApi({
      [`PUT ${base}/limits`]: () => ({ status: 403, body: { detail: 'Admin role required' } }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(() => useBilling({ companyId: COMPANY, roles: ['tenant-admin'] }), { wrapper });
    await waitFor(() => expect(result.current.account).not.toBeNull());
    await act(async () => {
      await result.current.updateLimits({ monthly_spend_limit: 10 });
    });
    expect(result.current.limitsProblems).toEqual({ '': 'Failed to update limits: Admin role required' });
    await act(async () => {
      expect(await result.current.setAllowOverages(true)).toBe(false);
    });
    await waitFor(() => expect(result.current.overagesError).toBe('Failed to update overage settings'));
    await server.close();

    server = await startFakeApi({ [`GET ${base}/account`]: () => ({ status: 500, body: { detail: 'Down' } }) });
    const failing = apiWrapper(server.origin);
    const broken = renderHook(() => useBilling({ companyId: COMPANY, roles: [] }), { wrapper: failing.wrapper });
    await waitFor(() => expect(broken.result.current.error).toBe('Failed to load billing data'));
  });

  it("shares the header's balance poll: a change it sees shows at once and refreshes the account and activity", async () => {
    let balance = 120;
    server = await billingApi({
      [`GET /realtime/billing/${COMPANY}`]: () => ({
        body: {
          success: true,
          data: { current_balance: balance, daily_spent: 0, monthly_spent: 0, account_suspended: balance < 0 },
          timestamp: '2026-11-25T12:00:00.000Z',
        },
      }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(
      () => ({
        billing: useBilling({ companyId: COMPANY, roles: ['tenant-user'], activeJobs: true }),
        header: useCompanyBalance({ companyId: COMPANY }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.header.balance).toBe(120));
    await waitFor(() => expect(result.current.billing.account?.current_balance).toBe(120));
    const accountReads = callsTo(server, 'GET', `${base}/account`).length;
    const recentReads = callsTo(server, 'GET', `${base}/transactions`).length;

    balance = -15; // a job was charged and the administrator suspended the account
    await waitFor(() => expect(result.current.header.balance).toBe(-15), { timeout: 3_000 });
    expect(result.current.header.suspended).toBe(true);
    expect(result.current.billing.account?.current_balance).toBe(-15);
    expect(result.current.billing.suspended).toBe(true);
    await waitFor(() => expect(callsTo(server, 'GET', `${base}/account`).length).toBeGreaterThan(accountReads));
    await waitFor(() => expect(callsTo(server, 'GET', `${base}/transactions`).length).toBeGreaterThan(recentReads));
  });
});

describe('useCreditHistory (spec part 3 §2, §9)', () => {
  it('pages 50 at a time with the filters, up to 5 page numbers, and exports with the same filters', async () => {
    server = await billingApi({
      [`GET ${base}/usage/export`]: () => ({ body: 'date,amount\n' }),
    });
    const { wrapper } = apiWrapper(server.origin);
    const now = () => new Date('2026-11-25T12:00:30.000Z');
    const { result, rerender } = renderHook(
      ({ page }) => useCreditHistory({ companyId: COMPANY, page, range: '7', transactionType: 'enhancement', now }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.transactions).toHaveLength(50));
    expect(result.current.pages).toBe(3);
    expect(result.current.pageNumbers).toEqual([1, 2, 3]);
    expect(queryOf(callsTo(server, 'GET', `${base}/transactions`)[0]!)).toEqual({
      limit: '50',
      offset: '0',
      start_date: '2026-11-18T12:00:00.000Z',
      transaction_type: 'enhancement',
    });
    rerender({ page: 3 });
    await waitFor(() => expect(result.current.transactions).toHaveLength(20));
    expect(result.current.clampPage(4)).toBe(3);
    await act(async () => {
      await result.current.exportCsv();
    });
    expect(queryOf(callsTo(server, 'GET', `${base}/usage/export`)[0]!)).toEqual({
      format: 'csv',
      start_date: '2026-11-18T12:00:00.000Z',
      transaction_type: 'enhancement',
    });
  });

  it('asks nothing for a reversed custom range and says why', async () => {
    server = await billingApi();
    const { wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(
      () =>
        useCreditHistory({
          companyId: COMPANY,
          page: 1,
          range: 'custom',
          custom: { start: '2026-11-10', end: '2026-11-01' },
        }),
      { wrapper },
    );
    expect(result.current.rangeProblem).toBe('The start date must be on or before the end date');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(callsTo(server, 'GET', `${base}/transactions`)).toHaveLength(0);
  });
});
