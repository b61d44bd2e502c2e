// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { MessagesProvider, type CurateMessagesOverrides } from '../messages/index';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, requestsTo, startFakeApi } from '../test/fakeApi';
import { tomProfile } from '../test/workspace';
import { AUTHENTICATION_FAILED_MESSAGE, COMPLETING_SIGN_IN } from './callbackFlow';
import { DETECT_FAILED_MESSAGE, USER_NOT_FOUND_MESSAGE } from './detectOutcome';
import { LOGIN_REDIRECT_FAILED_MESSAGE, useLoginFlow } from './useLoginFlow';
import { useSignInCallback } from './useSignInCallback';

let server: TestServer;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await server?.close();
});

const detection = (body: unknown, status = 200) =>
  startFakeApi({ 'POST /public/detect-user-auth': () => ({ status, body }) });

describe('useLoginFlow (spec part 1 §2, §5, §8)', () => {
  it('validates first and asks nothing for an invalid email', async () => {
    server = await detection({ auth_type: 'organization', org_id: 'org_acme' });
    const redirect = vi.fn();
    const { result } = renderHook(() => useLoginFlow({ redirect }), { wrapper: apiWrapper(server.origin).wrapper });
    await act(() => result.current.submit('not-an-email'));
    expect(result.current.error).toBe('Please enter a valid email address');
    expect(server.requests).toHaveLength(0);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('detects the organization without a token and redirects with it and the email', async () => {
    server = await detection({ auth_type: 'organization', org_id: 'org_acme', company_code: 'acme-tools' });
    const redirect = vi.fn(() => new Promise<void>(() => undefined)); // the page would unload
    const { result } = renderHook(() => useLoginFlow({ redirect }), { wrapper: apiWrapper(server.origin).wrapper });
    act(() => {
      void result.current.submit(' Tom.User@acme.test ');
    });
    await waitFor(() => expect(result.current.phase).toBe('redirecting'));
    expect(redirect).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'Tom.User@acme.test', organization: 'org_acme', authType: 'organization' }),
    );
    const [sent] = requestsTo(server, '/public/detect-user-auth');
    expect(JSON.parse(sent!.body)).toEqual({ email: 'Tom.User@acme.test' });
    expect(sent!.headers.authorization).toBeUndefined();
    expect(result.current.status).toContain('Organization found: acme-tools');
  });

  it('shows the not-found text and allows another try', async () => {
    server = await detection({ auth_type: 'not_found' });
    const redirect = vi.fn();
    const { result } = renderHook(() => useLoginFlow({ redirect }), { wrapper: apiWrapper(server.origin).wrapper });
    await act(() => result.current.submit('ghost@acme.test'));
    expect(result.current).toMatchObject({ phase: 'idle', error: USER_NOT_FOUND_MESSAGE });
    await act(() => result.current.submit('ghost@acme.test'));
    expect(server.requests).toHaveLength(2);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('shows the server message of a failed detection, and the generic text without one', async () => {
    server = await detection({ detail: 'Too many attempts. Try again in a minute.', code: 'rate_limited' }, 429);
    const { result } = renderHook(() => useLoginFlow({ redirect: vi.fn() }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await act(() => result.current.submit('tom.user@acme.test'));
    expect(result.current.error).toBe('Too many attempts. Try again in a minute.');
    server.handle((_, response) => response.destroy());
    await act(() => result.current.submit('tom.user@acme.test'));
    expect(result.current.error).toBe(DETECT_FAILED_MESSAGE);
  });

  it('reports a redirect that fails', async () => {
    server = await detection({ auth_type: 'superadmin' });
    const { result } = renderHook(
      () => useLoginFlow({ redirect: () => Promise.reject(new Error('discovery failed')) }),
      {
        wrapper: apiWrapper(server.origin).wrapper,
      },
    );
    await act(() => result.current.submit('admin@curate.dev'));
    expect(result.current).toMatchObject({ phase: 'idle', error: LOGIN_REDIRECT_FAILED_MESSAGE });
  });
});

describe('useSignInCallback (spec part 1 §2)', () => {
  it('loads the profile once signed in and goes to the landing with it', async () => {
    server = await startFakeApi({ 'GET /users/me': () => ({ body: tomProfile }) });
    const onRedirect = vi.fn();
    const { result } = renderHook(() => useSignInCallback({ authStatus: 'authenticated', onRedirect }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    expect(result.current.title).toBe(COMPLETING_SIGN_IN);
    await waitFor(() =>
      expect(onRedirect).toHaveBeenCalledWith('landing', expect.objectContaining({ company_code: 'acme-tools' })),
    );
    expect(onRedirect).toHaveBeenCalledTimes(1);
  });

  it('does not load the profile while waiting, and sends a failed sign-in to /login after 1 s', async () => {
    server = await startFakeApi({ 'GET /users/me': () => ({ body: tomProfile }) });
    const onRedirect = vi.fn();
    const { result, rerender } = renderHook(
      (status: 'loading' | 'unauthenticated') => useSignInCallback({ authStatus: status, onRedirect }),
      {
        wrapper: apiWrapper(server.origin).wrapper,
        initialProps: 'loading',
      },
    );
    await waitFor(() => expect(result.current.attempts).toBeGreaterThanOrEqual(2));
    rerender('unauthenticated');
    expect(result.current.title).toBe(AUTHENTICATION_FAILED_MESSAGE);
    const shownAt = Date.now();
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith('login', null), { timeout: 2000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(900);
    expect(server.requests).toHaveLength(0);
  });

  it('without a profile goes to /', async () => {
    server = await startFakeApi({
      'GET /users/me': () => ({ status: 500, body: { detail: 'down', code: 'internal_error' } }),
    });
    const onRedirect = vi.fn();
    renderHook(() => useSignInCallback({ authStatus: 'authenticated', onRedirect }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(onRedirect).toHaveBeenCalledWith('root', null), { timeout: 4000 });
  });
});

describe("the sign-in flows in the provider's words (issue #21)", () => {
  const german: CurateMessagesOverrides = {
    signIn: {
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      checkingOrganization: 'Ihre Organisation wird geprüft …',
      userNotFound: 'Benutzer nicht gefunden.',
      completingSignIn: 'Anmeldung wird abgeschlossen …',
      loadingProfile: 'Ihr Profil wird geladen …',
    },
    common: { problem: (message) => `Ungültig: ${message}` },
  };
  const inGerman = (origin: string) => {
    const { wrapper: Api } = apiWrapper(origin);
    return ({ children }: { children: ReactNode }) => (
      <Api>
        <MessagesProvider messages={german}>{children}</MessagesProvider>
      </Api>
    );
  };

  it('validates, checks and reports in the messages given', async () => {
    server = await detection({ auth_type: 'not_found' });
    const { result } = renderHook(() => useLoginFlow({ redirect: vi.fn() }), { wrapper: inGerman(server.origin) });
    await act(() => result.current.submit('tom@'));
    expect(result.current.error).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    // The contract's other checks (the text rule) pass through common.problem.
    await act(() => result.current.submit('tom\u0007@acme.test'));
    expect(result.current.error).toMatch(/^Ungültig: /);
    act(() => {
      void result.current.submit('ghost@acme.test');
    });
    expect(result.current.status).toEqual(['Ihre Organisation wird geprüft …']);
    await waitFor(() => expect(result.current.error).toBe('Benutzer nicht gefunden.'));
  });

  it('shows the sign-in return in the messages given', async () => {
    server = await startFakeApi({ 'GET /users/me': () => ({ body: tomProfile }) });
    const onRedirect = vi.fn();
    const { result } = renderHook(() => useSignInCallback({ authStatus: 'authenticated', onRedirect }), {
      wrapper: inGerman(server.origin),
    });
    expect(result.current).toMatchObject({
      title: 'Anmeldung wird abgeschlossen …',
      message: 'Ihr Profil wird geladen …',
    });
    await waitFor(() => expect(onRedirect).toHaveBeenCalled());
  });
});
