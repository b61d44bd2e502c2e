// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './authContext';
import { AuthError } from './errors';
import { STORED_KEYS } from './constants';
import { createClientDouble, sessionWith } from './test/clientDouble';

const acmeAdmin = sessionWith({
  sub: 'u-acme',
  email: 'dana@acme.test',
  name: 'Dana Cole',
  nickname: 'dana',
  picture: 'https://img.test/d.png',
  'https://curate.dev/roles': ['admin'],
  org_id: 'org_acme',
  'https://curate.dev/company_code': 'acme-tools',
});

function Probe() {
  const auth = useAuth();
  return (
    <pre data-testid="auth">
      {JSON.stringify({
        status: auth.status,
        user: auth.user,
        roles: auth.roles,
        isSuperAdmin: auth.isSuperAdmin,
        organizationId: auth.organizationId,
        companyCode: auth.companyCode,
        error: auth.error?.code ?? null,
        returnTo: auth.returnTo,
      })}
    </pre>
  );
}
const shown = () => JSON.parse(screen.getByTestId('auth').textContent ?? '{}') as Record<string, unknown>;

function LandingProbe() {
  const { landing } = useAuth();
  return <pre data-testid="landing">{JSON.stringify({ ...landing, company: landing.company('acme tools') })}</pre>;
}
const landingShown = () => JSON.parse(screen.getByTestId('landing').textContent ?? '{}') as Record<string, unknown>;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('AuthProvider (spec part 1 §4 sign-in states)', () => {
  it('is loading, then authenticated with the user, normalised roles, organization and company code', async () => {
    const double = createClientDouble();
    render(
      <AuthProvider client={double.client}>
        <Probe />
      </AuthProvider>,
    );
    expect(shown().status).toBe('loading');

    await act(async () => double.finishStart({ session: acmeAdmin }));

    expect(shown()).toEqual({
      status: 'authenticated',
      user: {
        sub: 'u-acme',
        email: 'dana@acme.test',
        name: 'Dana Cole',
        nickname: 'dana',
        picture: 'https://img.test/d.png',
      },
      roles: ['tenant-admin', 'tenant-user'],
      isSuperAdmin: false,
      organizationId: 'org_acme',
      companyCode: 'acme-tools',
      error: null,
      returnTo: null,
    });
  });

  it('is unauthenticated without a session, with the error that caused it', async () => {
    const double = createClientDouble();
    render(
      <AuthProvider client={double.client}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () =>
      double.finishStart({ session: null, error: new AuthError('state_mismatch', 'State does not match') }),
    );
    expect(shown()).toMatchObject({ status: 'unauthenticated', user: null, roles: [], error: 'state_mismatch' });
  });

  it('recognises the configured super-admin subject', async () => {
    const double = createClientDouble({ superAdminSubject: 'root-sub' });
    render(
      <AuthProvider client={double.client}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => double.finishStart({ session: sessionWith({ sub: 'root-sub', email: 'admin@curate.dev' }) }));
    expect(shown()).toMatchObject({ roles: ['super-admin'], isSuperAdmin: true, organizationId: null });
  });

  it('falls back to the saved role in browser storage when claims carry none (spec §6)', async () => {
    sessionStorage.setItem(STORED_KEYS.userRole, 'tenant-user');
    const double = createClientDouble();
    render(
      <AuthProvider client={double.client}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => double.finishStart({ session: sessionWith({ sub: 'u1', org_id: 'org_acme' }) }));
    expect(shown().roles).toEqual(['tenant-user']);
  });

  it('exposes the path to restore after a handled callback', async () => {
    const double = createClientDouble();
    render(
      <AuthProvider client={double.client}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () =>
      double.finishStart({ session: acmeAdmin, handledCallback: true, returnTo: '/acme-tools?tab=products' }),
    );
    expect(shown()).toMatchObject({ status: 'authenticated', returnTo: '/acme-tools?tab=products' });
  });

  it('warns (only) when a signed-in non-super-admin has no organization after login (spec §6)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const double = createClientDouble();
    render(
      <AuthProvider client={double.client}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () =>
      double.finishStart({ session: sessionWith({ sub: 'u1', roles: ['user'] }), handledCallback: true }),
    );
    expect(shown().status).toBe('authenticated');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('follows client events: renewed tokens, then a sign-out in another tab', async () => {
    const double = createClientDouble();
    render(
      <AuthProvider client={double.client}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => double.finishStart({ session: acmeAdmin }));
    act(() => double.emit({ type: 'tokensRenewed', session: { ...acmeAdmin, accessToken: 'at-2' } }));
    expect(shown().status).toBe('authenticated');
    act(() => double.emit({ type: 'signedOut', reason: 'peer_logout' }));
    expect(shown()).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('marks the user unauthenticated on a silent-token failure (spec §4)', async () => {
    const double = createClientDouble();
    render(
      <AuthProvider client={double.client}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => double.finishStart({ session: acmeAdmin }));
    act(() =>
      double.emit({
        type: 'signedOut',
        reason: 'renewal_failed',
        error: new AuthError('missing_refresh_token', 'none'),
      }),
    );
    expect(shown()).toMatchObject({ status: 'unauthenticated', error: 'missing_refresh_token' });
  });

  it('starts a new login on login_required by default, returning to the current path', async () => {
    window.history.replaceState(null, '', '/acme-tools?tab=products');
    const double = createClientDouble();
    render(
      <AuthProvider client={double.client}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => double.finishStart({ session: acmeAdmin }));
    act(() =>
      double.emit({
        type: 'loginRequired',
        error: new AuthError('login_required', 'x'),
        hint: { email: 'dana@acme.test', organization: 'org_acme' },
      }),
    );
    expect(double.client.login).toHaveBeenCalledWith({
      email: 'dana@acme.test',
      organization: 'org_acme',
      returnTo: '/acme-tools?tab=products',
    });
  });

  it('hands login_required / consent_required to onLoginRequired when given', async () => {
    const onLoginRequired = vi.fn();
    const double = createClientDouble();
    render(
      <AuthProvider client={double.client} onLoginRequired={onLoginRequired}>
        <Probe />
      </AuthProvider>,
    );
    await act(async () => double.finishStart({ session: acmeAdmin }));
    const error = new AuthError('consent_required', 'x');
    act(() => double.emit({ type: 'loginRequired', error, hint: {} }));
    expect(onLoginRequired).toHaveBeenCalledWith(error, {});
    expect(double.client.login).not.toHaveBeenCalled();
  });

  it('delegates login, logout and getAccessToken to the client', async () => {
    const double = createClientDouble();
    let auth!: ReturnType<typeof useAuth>;
    const Grab = () => ((auth = useAuth()), null);
    render(
      <AuthProvider client={double.client}>
        <Grab />
      </AuthProvider>,
    );
    await act(async () => double.finishStart({ session: acmeAdmin }));
    await auth.login({ email: 'dana@acme.test', organization: 'org_acme' });
    expect(double.client.login).toHaveBeenCalledWith({ email: 'dana@acme.test', organization: 'org_acme' });
    expect(await auth.getAccessToken()).toBe('at-u-acme');
    await auth.logout();
    expect(double.client.logout).toHaveBeenCalled();
  });

  it('works under StrictMode', async () => {
    const double = createClientDouble();
    render(
      <StrictMode>
        <AuthProvider client={double.client}>
          <Probe />
        </AuthProvider>
      </StrictMode>,
    );
    await act(async () => double.finishStart({ session: acmeAdmin }));
    expect(shown().status).toBe('authenticated');
  });

  it('gives the default landing without a landing prop: no product route', async () => {
    const double = createClientDouble();
    render(
      <AuthProvider client={double.client}>
        <LandingProbe />
      </AuthProvider>,
    );
    expect(landingShown()).toEqual({ superAdmin: '/', company: '/', signIn: '/login', unauthorized: '/unauthorized' });
  });

  it("gives the caller's landing, with the defaults for what it leaves out", async () => {
    const double = createClientDouble();
    const landing = {
      superAdmin: '/admin/companies',
      company: (code: string) => `/${encodeURIComponent(code)}/review`,
    };
    render(
      <AuthProvider client={double.client} landing={landing}>
        <LandingProbe />
      </AuthProvider>,
    );
    expect(landingShown()).toEqual({
      superAdmin: '/admin/companies',
      company: '/acme%20tools/review',
      signIn: '/login',
      unauthorized: '/unauthorized',
    });
  });

  it("takes the server's role and company in place of the claims' until sign-out", async () => {
    const double = createClientDouble();
    let adopt: ReturnType<typeof useAuth>['adoptAccess'] = () => undefined;
    function Adopter() {
      adopt = useAuth().adoptAccess;
      return null;
    }
    render(
      <AuthProvider client={double.client}>
        <Adopter />
        <Probe />
      </AuthProvider>,
    );
    await act(async () => double.finishStart({ session: acmeAdmin }));
    expect(shown().roles).toEqual(['tenant-admin', 'tenant-user']);

    // Demoted on the server: the token still says admin.
    act(() => adopt({ role: 'tenant-user', companyCode: 'acme-tools' }));
    expect(shown()).toMatchObject({ roles: ['tenant-user'], companyCode: 'acme-tools' });
    act(() => double.emit({ type: 'tokensRenewed', session: { ...acmeAdmin, accessToken: 'at-2' } }));
    expect(shown().roles).toEqual(['tenant-user']);

    // Another user's session never takes it.
    act(() => double.emit({ type: 'signedIn', session: sessionWith({ sub: 'u-other', roles: ['admin'] }) }));
    expect(shown().roles).toEqual(['tenant-admin', 'tenant-user']);
    act(() => double.emit({ type: 'signedIn', session: acmeAdmin }));
    act(() => adopt({ role: 'tenant-user', companyCode: 'acme-tools' }));
    act(() => double.emit({ type: 'signedOut', reason: 'peer_logout' }));
    act(() => double.emit({ type: 'signedIn', session: acmeAdmin }));
    expect(shown().roles).toEqual(['tenant-admin', 'tenant-user']);

    act(() => adopt({ role: 'tenant-user', companyCode: 'acme-tools' }));
    act(() => adopt(null));
    expect(shown().roles).toEqual(['tenant-admin', 'tenant-user']);
  });

  it('useAuth outside a provider throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/inside <AuthProvider>/);
  });
});

describe('AuthProvider with a config (the real client)', () => {
  it('handles a callback in the address first, and cleans it even when the sign-in transaction is missing', async () => {
    window.history.replaceState(null, '', '/callback?code=abc&state=unknown-state&iss=http%3A%2F%2Fidp.test');
    render(
      <AuthProvider config={{ authority: 'http://idp.test', clientId: 'curate-spa' }}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(shown().status).toBe('unauthenticated'));
    expect(shown().error).toBe('missing_transaction');
    expect(window.location.pathname + window.location.search).toBe('/callback');
  });

  it('is unauthenticated when no tab holds tokens', async () => {
    render(
      <AuthProvider config={{ authority: 'http://idp.test', clientId: 'curate-spa' }}>
        <Probe />
      </AuthProvider>,
    );
    expect(shown().status).toBe('loading');
    await waitFor(() => expect(shown()).toMatchObject({ status: 'unauthenticated', error: null }));
  });
});
