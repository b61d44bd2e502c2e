// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, requestsTo, startFakeApi } from '../test/fakeApi';
import { ACME_ID, acme, healthy, tomProfile } from '../test/workspace';
import { useCompanyByCode } from './useCompanyByCode';
import { useReviewCount } from './useReviewCount';
import { useWorkspace } from './useWorkspace';

let server: TestServer;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await server?.close();
});

const workspaceApi = (extra = {}) =>
  startFakeApi({
    'GET /health': () => ({ body: healthy }),
    'GET /users/me': () => ({ body: tomProfile }),
    'GET /companies/by-code/acme-tools': () => ({ body: acme }),
    [`GET /companies/${ACME_ID}/review-queue`]: () => ({ body: { products: [], total: 12 } }),
    [`GET /realtime/billing/${ACME_ID}`]: () => ({
      body: {
        success: true,
        data: { current_balance: -40, daily_spent: 15, monthly_spent: 90, account_suspended: true },
      },
    }),
    ...extra,
  });

describe('useWorkspace (spec part 1 §2, part 3 §2)', () => {
  it('loads the company, user, balance, suspension, review count and health for a tenant user', async () => {
    server = await workspaceApi();
    const { result } = renderHook(
      () => useWorkspace({ companyCode: 'acme-tools', roles: ['tenant-user'], requestedTab: null }),
      {
        wrapper: apiWrapper(server.origin).wrapper,
      },
    );
    await waitFor(() => {
      expect(result.current.company.company?.company_name).toBe('Acme Tools');
      expect(result.current.balance).toBe(-40);
      expect(result.current.reviewCount).toBe(12);
      expect(result.current.health).toBe('healthy');
      expect(result.current.user?.full_name).toBe('Tom User');
    });
    expect(result.current.suspended).toBe(true);
    expect(result.current.role).toBe('tenant-user');
    expect(result.current.activeTab).toBe('review');
    expect(result.current.tabs.map((t) => t.id)).not.toContain('users');
    // The count is read from the queue with limit 1 (part 3 §7), with the bearer token.
    const [queue] = requestsTo(server, `/companies/${ACME_ID}/review-queue`);
    expect(Object.fromEntries(new URLSearchParams(queue!.url.split('?')[1]))).toEqual({
      limit: '1',
      offset: '0',
      review_status: 'pending',
    });
    expect(queue!.headers.authorization).toBe('Bearer test-token');
  });

  it('falls back from a forbidden tab and says so', async () => {
    server = await workspaceApi();
    const { result } = renderHook(
      () => useWorkspace({ companyCode: 'acme-tools', roles: ['tenant-user'], requestedTab: 'users' }),
      {
        wrapper: apiWrapper(server.origin).wrapper,
      },
    );
    expect(result.current.activeTab).toBe('dashboard');
    expect(result.current.tabFellBack).toBe(true);
  });

  it('asks no balance for the super-admin', async () => {
    server = await workspaceApi();
    const { result } = renderHook(() => useWorkspace({ companyCode: 'acme-tools', roles: ['super-admin'] }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(result.current.reviewCount).toBe(12));
    expect(result.current.balanceShown).toBe(false);
    expect(result.current.balance).toBeNull();
    expect(requestsTo(server, `/realtime/billing/${ACME_ID}`)).toHaveLength(0);
  });

  it('shows nothing and only logs when the review queue and billing routes fail', async () => {
    server = await startFakeApi({
      'GET /health': () => ({ body: healthy }),
      'GET /users/me': () => ({ body: tomProfile }),
      'GET /companies/by-code/acme-tools': () => ({ body: acme }),
    });
    const { result } = renderHook(() => useWorkspace({ companyCode: 'acme-tools', roles: ['tenant-user'] }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => {
      expect(requestsTo(server, `/companies/${ACME_ID}/review-queue`)).toHaveLength(1);
      expect(requestsTo(server, `/realtime/billing/${ACME_ID}`)).toHaveLength(1);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Review count poll failed'));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Balance poll failed'));
    });
    expect(result.current.reviewCount).toBeNull();
    expect(result.current.balance).toBeNull();
    expect(result.current.suspended).toBe(false);
  });
});

describe('useReviewCount', () => {
  it('keeps polling at its interval after a failure, logging each one', async () => {
    server = await startFakeApi({});
    renderHook(() => useReviewCount({ companyId: ACME_ID, intervalMs: 40 }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() =>
      expect(requestsTo(server, `/companies/${ACME_ID}/review-queue`).length).toBeGreaterThanOrEqual(3),
    );
    expect(warn.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('asks nothing without a company id', async () => {
    server = await startFakeApi({});
    const { result } = renderHook(() => useReviewCount({ companyId: null }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toHaveLength(0);
    expect(result.current.count).toBeNull();
  });
});

describe('useCompanyByCode', () => {
  it('reports an unknown company as denied (sent to /unauthorized, part 3 §6)', async () => {
    server = await startFakeApi({
      'GET /companies/by-code/nope': () => ({
        status: 404,
        body: { detail: "Company with code 'nope' not found", code: 'not_found' },
      }),
    });
    const { result } = renderHook(() => useCompanyByCode({ companyCode: 'nope' }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.denied).toBe(true);
    expect(result.current.company).toBeNull();
  });

  it('does not treat a server failure as a denial', async () => {
    server = await startFakeApi({
      'GET /companies/by-code/acme-tools': () => ({ status: 500, body: { detail: 'boom', code: 'internal_error' } }),
    });
    const { result } = renderHook(() => useCompanyByCode({ companyCode: 'acme-tools' }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.denied).toBe(false);
  });

  it("clears 'Company unavailable' by itself: the failed lookup is asked again when the health poll answers (issue #14)", async () => {
    let lookups = 0;
    let polls = 0;
    server = await workspaceApi({
      // The API is down at first (health unhealthy), then answers again.
      'GET /health': () => {
        polls += 1;
        return polls === 1 ? { status: 503, body: { detail: 'down', code: 'service_unavailable' } } : { body: healthy };
      },
      'GET /companies/by-code/acme-tools': () => {
        lookups += 1;
        return lookups === 1
          ? { status: 503, body: { detail: 'Database unavailable', code: 'service_unavailable' } }
          : { body: acme };
      },
    });
    const { queryClient, wrapper } = apiWrapper(server.origin);
    const { result } = renderHook(
      () => useWorkspace({ companyCode: 'acme-tools', roles: ['tenant-user'], requestedTab: null }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.company.status).toBe('error');
      expect(result.current.health).toBe('unhealthy');
    });
    expect(result.current.company.denied).toBe(false);
    expect(lookups).toBe(1);
    // The next health poll finds the API answering: the company is asked again and the workspace recovers.
    await queryClient.invalidateQueries({ queryKey: ['curate', 'health'] });
    await waitFor(() => expect(result.current.company.company?.company_name).toBe('Acme Tools'));
    expect(lookups).toBe(2);
  });
});
