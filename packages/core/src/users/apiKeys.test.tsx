// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '../contract/index';
import { usersMessages } from '../messages/index';
import { apiWrapper, callsTo, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import type { TestServer } from '../test/httpServer';
import { apiKeyBody, apiKeyState, expiryOf, useApiKeys } from './useApiKeys';

const COMPANY = uid(881);
const T = '2026-01-02T03:04:05.000Z';
const key = (n: number, extra: Partial<ApiKey> = {}): ApiKey => ({
  id: uid(n),
  company_id: COMPANY,
  name: `Key ${n}`,
  prefix: `cur_abcdef0${n}`,
  scopes: ['read'],
  created_by: 'Alice Anderson',
  created_at: T,
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
  ...extra,
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

describe('the pure parts of API keys', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');

  it('tells active, expired and revoked keys apart (revoked wins)', () => {
    expect(apiKeyState(key(1), now)).toBe('active');
    expect(apiKeyState(key(1, { expires_at: '2026-07-01T00:00:00Z' }), now)).toBe('active');
    expect(apiKeyState(key(1, { expires_at: '2026-05-01T00:00:00Z' }), now)).toBe('expired');
    expect(apiKeyState(key(1, { expires_at: '2026-05-01T00:00:00Z', revoked_at: T }), now)).toBe('revoked');
  });

  it('reads an expiry day as the end of that day, and nothing as no expiry', () => {
    expect(expiryOf('')).toBeNull();
    expect(expiryOf(null)).toBeNull();
    expect(expiryOf('not a date')).toBeNull();
    expect(expiryOf('2026-07-01')).toBe(new Date('2026-07-01T23:59:59.999').toISOString());
    expect(expiryOf('2026-07-01T10:00:00Z')).toBe('2026-07-01T10:00:00.000Z');
  });

  it('checks the draft before it is sent', () => {
    expect(apiKeyBody({ name: ' ', scopes: ['read'] }, usersMessages, now).error).toBe('Please enter a name');
    expect(apiKeyBody({ name: 'PIM', scopes: [] }, usersMessages, now).error).toBe('Choose at least one scope');
    expect(apiKeyBody({ name: 'PIM', scopes: ['read'], expiresAt: '2026-05-01' }, usersMessages, now).error).toBe(
      'The expiry must be in the future',
    );
    expect(apiKeyBody({ name: ' PIM ', scopes: ['read', 'review', 'read'] }, usersMessages, now)).toEqual({
      body: { name: 'PIM', scopes: ['read', 'review'], expires_at: null },
      error: null,
    });
  });
});

describe('useApiKeys', () => {
  it('lists keys, creates one answering its secret once, and revokes one', async () => {
    const created = key(2, { name: 'PIM sync', scopes: ['read', 'import_enhance'] });
    let keys = [key(1)];
    server = await startFakeApi({
      [`GET /companies/${COMPANY}/api-keys`]: () => ({ body: { api_keys: keys } }),
      [`POST /companies/${COMPANY}/api-keys`]: () => {
        keys = [created, ...keys];
        return { status: 201, body: { api_key: created, secret: `cur_${'x'.repeat(43)}` } };
      },
      [`DELETE /companies/${COMPANY}/api-keys/${uid(1)}`]: () => {
        keys = keys.map((k) => (k.id === uid(1) ? { ...k, revoked_at: T } : k));
        return { body: { success: true, message: 'API key revoked' } };
      },
    });
    const { result } = renderHook(() => useApiKeys({ companyId: COMPANY }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.apiKeys.map((k) => k.id)).toEqual([uid(1)]);

    let outcome: Awaited<ReturnType<typeof result.current.create>> | undefined;
    await act(async () => {
      outcome = await result.current.create({ name: 'PIM sync', scopes: ['read', 'import_enhance'] });
    });
    expect(outcome).toEqual({
      message: 'API key PIM sync created. Copy it now: it will not be shown again.',
      apiKey: created,
      secret: `cur_${'x'.repeat(43)}`,
    });
    expect(JSON.parse(callsTo(server, 'POST', `/companies/${COMPANY}/api-keys`)[0]!.body)).toEqual({
      name: 'PIM sync',
      scopes: ['read', 'import_enhance'],
      expires_at: null,
    });
    await waitFor(() => expect(result.current.apiKeys.map((k) => k.id)).toEqual([uid(2), uid(1)]));
    // The secret is never part of the list.
    expect(JSON.stringify(result.current.apiKeys)).not.toContain('x'.repeat(43));

    let message = '';
    await act(async () => {
      message = await result.current.revoke(result.current.apiKeys[1]!);
    });
    expect(message).toBe('API key Key 1 revoked');
    await waitFor(() => expect(apiKeyState(result.current.apiKeys[1]!)).toBe('revoked'));
  });

  it('refuses a draft without calling the server, and words the failures', async () => {
    server = await startFakeApi({
      [`GET /companies/${COMPANY}/api-keys`]: () => ({ body: { api_keys: [key(1)] } }),
      [`POST /companies/${COMPANY}/api-keys`]: () => ({
        status: 403,
        body: { detail: 'You do not have permission to perform this action', code: 'forbidden' },
      }),
      [`DELETE /companies/${COMPANY}/api-keys/${uid(1)}`]: () => ({ status: 500, body: {} }),
    });
    const { result } = renderHook(() => useApiKeys({ companyId: COMPANY }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await expect(result.current.create({ name: '', scopes: ['read'] })).rejects.toThrow('Please enter a name');
    expect(callsTo(server, 'POST', `/companies/${COMPANY}/api-keys`)).toHaveLength(0);
    await expect(result.current.create({ name: 'PIM', scopes: ['read'] })).rejects.toThrow(
      'Failed to create API key: You do not have permission to perform this action',
    );
    await expect(result.current.revoke(key(1))).rejects.toThrow('Failed to revoke API key');
  });

  it('says so when the list cannot be loaded', async () => {
    server = await startFakeApi({
      [`GET /companies/${COMPANY}/api-keys`]: () => ({ status: 500, body: { detail: 'boom', code: 'internal_error' } }),
    });
    const { result } = renderHook(() => useApiKeys({ companyId: COMPANY }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Failed to load API keys');
    expect(result.current.apiKeys).toEqual([]);
  });
});
