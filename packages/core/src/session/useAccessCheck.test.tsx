// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { healthRoutes } from '../contract/index';
import { useApiClient } from '../provider/index';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, requestsTo, startFakeApi } from '../test/fakeApi';
import { tomProfile } from '../test/workspace';
import { ACCESS_POLL_INTERVAL_MS, isAccessRefused, useAccessCheck } from './useAccessCheck';
import { useCurrentUser } from '../shared/useCurrentUser';

let server: TestServer;
/** What GET /users/me answers now; the tests change it between polls. */
let me: { status: number; body: unknown };
const refusedAnswer = { status: 403, body: { detail: 'User not found or inactive', code: 'forbidden' } };

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  me = { status: 200, body: tomProfile };
  server = await startFakeApi({
    'GET /users/me': () => me,
    'GET /health': () => refusedAnswer,
  });
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  await server?.close();
});

const render = () =>
  renderHook(
    () => ({ access: useAccessCheck(), profile: useCurrentUser(), client: useApiClient() }),
    apiWrapper(server.origin),
  );

describe('useAccessCheck', () => {
  it("shows the server's new role to the open session within one poll", async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.access.user?.role).toBe('tenant-user'));
    expect(result.current.access).toMatchObject({ refused: false, rechecking: false });

    me = { status: 200, body: { ...tomProfile, role: 'tenant-admin' } };
    await act(() => vi.advanceTimersByTimeAsync(ACCESS_POLL_INTERVAL_MS));
    await waitFor(() => expect(result.current.access.user?.role).toBe('tenant-admin'));
    // The profile's other readers share the answer.
    expect(result.current.profile.user?.role).toBe('tenant-admin');
  });

  it('is refused within one poll once the user is removed or the company deactivated', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.access.user).not.toBeNull());
    me = refusedAnswer;
    await act(() => vi.advanceTimersByTimeAsync(ACCESS_POLL_INTERVAL_MS));
    await waitFor(() => expect(result.current.access.refused).toBe(true));
    expect(requestsTo(server, '/users/me')).toHaveLength(2); // a refusal is not retried
  });

  it('asks again at once when another call answers that the user is no longer let in', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.access.user).not.toBeNull());
    me = refusedAnswer;
    await result.current.client.request(healthRoutes.getHealth).catch(() => undefined);
    await waitFor(() => expect(result.current.access.refused).toBe(true));
  });

  it('refuses nothing on a server failure', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.access.user).not.toBeNull());
    me = { status: 500, body: { detail: 'boom' } };
    await act(() => vi.advanceTimersByTimeAsync(ACCESS_POLL_INTERVAL_MS));
    await waitFor(() => expect(requestsTo(server, '/users/me').length).toBeGreaterThan(1));
    expect(result.current.access).toMatchObject({ refused: false, user: { role: 'tenant-user' } });
  });
});

describe('isAccessRefused', () => {
  it('is true for 403 on the profile and for the not-let-in detail on any call only', () => {
    const error = (status: number, detail: string, routeId: string) =>
      Object.assign(new Error(detail), { name: 'ApiError', status, code: 'forbidden', detail, routeId });
    expect(isAccessRefused(error(403, 'User not found or inactive', 'listProducts'))).toBe(true);
    expect(isAccessRefused(error(403, 'anything', 'getCurrentUser'))).toBe(true);
    expect(isAccessRefused(error(403, 'Insufficient role', 'listCompanyUsers'))).toBe(false);
    expect(isAccessRefused(error(401, 'User not found or inactive', 'listProducts'))).toBe(false);
  });
});
