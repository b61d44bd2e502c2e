// createAuthClient against a real oidc-provider started in-process: code + PKCE, refresh-token rotation with
// replay revocation, two tabs (two real jsdom windows, a real BroadcastChannel, one lock manager), logout.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthClient } from './client';
import { createLocalLocks } from './tabTransport';
import { STORED_KEYS } from './constants';
import { decodeJwt } from './idToken';
import { rememberIntendedPath } from './intendedPath';
import type { AuthClient, AuthEvent } from './types';
import type { AuthConfig } from './config';
import {
  ACCOUNTS,
  API_AUDIENCE,
  APP_ORIGIN,
  CLIENT_ID,
  REDIRECT_URI,
  signInAtProvider,
  startDevProvider,
} from './test/devProvider';

type Jsdom = new (html: string, options: { url: string }) => { window: Window };
const openTab = async (url: string): Promise<Window> => {
  const { JSDOM } = (await import(/* @vite-ignore */ `${'jsdom'}`)) as { JSDOM: Jsdom };
  return new JSDOM('<!doctype html>', { url }).window;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('createAuthClient with a real OpenID provider', () => {
  let idp: Awaited<ReturnType<typeof startDevProvider>>;
  const clients: AuthClient[] = [];
  const locks = createLocalLocks(); // the browser has one lock manager for all tabs of an origin
  let clockOffsetMs = 0; // moves the app's clock, not the provider's, to make tokens due

  beforeAll(async () => {
    idp = await startDevProvider();
  });
  beforeEach(() => idp.setAccessTokenTtl(300));
  afterEach(() => clients.splice(0).forEach((client) => client.dispose())); // close the tabs
  afterAll(() => idp?.stop());

  const app = (win: Window, config: Partial<AuthConfig> = {}) => {
    const navigations: string[] = [];
    const events: AuthEvent[] = [];
    const client = createAuthClient(
      { authority: idp.issuer, clientId: CLIENT_ID, audience: API_AUDIENCE, ...config },
      { window: win, navigate: (url) => navigations.push(url), locks, now: () => Date.now() + clockOffsetMs },
    );
    client.subscribe((event) => events.push(event));
    clients.push(client);
    return { client, navigations, events };
  };

  /** Login page -> provider -> back on /callback in the same tab; returns the app started on the callback. */
  const signIn = async (tab: Window, config: Partial<AuthConfig> = {}) => {
    const loginPage = app(tab, config);
    await loginPage.client.login({ email: 'dana@acme.test', organization: 'org_acme' });
    loginPage.client.dispose();
    const back = new URL(await signInAtProvider(loginPage.navigations[0]!, 'user-acme'));
    tab.history.replaceState(null, '', `${back.pathname}${back.search}`);
    const started = app(tab, config);
    return { ...started, authorizeUrl: new URL(loginPage.navigations[0]!), start: await started.client.start() };
  };
  const count = (name: string) => idp.events.filter((e) => e === name).length;

  it('signs in with code + PKCE, renews once for two tabs without a replay, and signs every tab out', async () => {
    const tabA = await openTab(`${APP_ORIGIN}/login`);
    rememberIntendedPath('/acme-tools?tab=products', tabA.sessionStorage);
    const a = await signIn(tabA);

    // The authorization request: code + PKCE S256, login hint, organization, resource indicator.
    const query = a.authorizeUrl.searchParams;
    expect(
      Object.fromEntries(
        [
          'response_type',
          'code_challenge_method',
          'login_hint',
          'organization',
          'resource',
          'client_id',
          'redirect_uri',
          'scope',
        ].map((k) => [k, query.get(k)]),
      ),
    ).toEqual({
      response_type: 'code',
      code_challenge_method: 'S256',
      login_hint: 'dana@acme.test',
      organization: 'org_acme',
      resource: API_AUDIENCE,
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile email',
    });
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    // The callback: session, intended path restored, address cleaned, nothing in localStorage.
    expect(a.start.error).toBeNull();
    expect(a.start.returnTo).toBe('/acme-tools?tab=products');
    expect(`${tabA.location.pathname}${tabA.location.search}`).toBe('/callback');
    expect(a.start.session?.claims).toMatchObject(ACCOUNTS['user-acme']!);
    expect(decodeJwt(a.start.session!.accessToken).payload).toMatchObject({ aud: API_AUDIENCE, sub: 'user-acme' });
    expect(tabA.localStorage.length).toBe(0);

    // A new tab with empty sessionStorage gets the token set from tab A.
    const tabB = await openTab(`${APP_ORIGIN}/acme-tools/review`);
    const b = app(tabB);
    expect((await b.client.start()).session?.accessToken).toBe(a.start.session!.accessToken);

    // Both tabs find the token due at once (30 s left): one refresh, both get its result.
    const refreshesBefore = count('grant.success');
    idp.setAccessTokenTtl(3_600); // so that the renewed token is not itself due on the moved clock
    clockOffsetMs = 270_000;
    const [tokenA, tokenB] = await Promise.all([a.client.getAccessToken(), b.client.getAccessToken()]);
    clockOffsetMs = 0;
    expect(tokenA).toBe(tokenB);
    expect(tokenA).not.toBe(a.start.session!.accessToken);
    expect(count('grant.success') - refreshesBefore).toBe(1);

    // Next expiry, tab B renews with the rotated refresh token it adopted; tab A adopts B's result.
    await settle();
    idp.setAccessTokenTtl(7_200);
    clockOffsetMs = 3_570_000;
    const tokenB2 = await b.client.getAccessToken();
    clockOffsetMs = 0;
    await settle();
    expect(count('grant.success') - refreshesBefore).toBe(2);
    expect(count('grant.revoked')).toBe(0); // the provider revokes the grant on any replay
    expect(a.client.getSession()?.accessToken).toBe(tokenB2);

    // Logout in tab A: end_session at the provider, stored keys cleared, tab B signed out too.
    tabA.sessionStorage.setItem(STORED_KEYS.companyCode, 'acme-tools');
    await a.client.logout();
    const endSession = new URL(a.navigations.at(-1)!);
    expect(endSession.origin + endSession.pathname).toBe(`${idp.issuer}/session/end`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_ORIGIN}/login`);
    expect(tabA.sessionStorage.getItem(STORED_KEYS.companyCode)).toBeNull();
    expect(a.client.getSession()).toBeNull();
    await settle();
    expect(b.client.getSession()).toBeNull();
    expect(b.events).toContainEqual({ type: 'signedOut', reason: 'peer_logout' });
    expect(b.events.map((e) => e.type)).not.toContain('loginRequired'); // a logout is not a reason to log in again
    expect(count('grant.revoked')).toBe(1); // refresh token revoked at logout
  }, 90_000);

  it('a replayed refresh token ends in login_required, a signed-out tab and a new-login request', async () => {
    const tab = await openTab(`${APP_ORIGIN}/login`);
    const a = await signIn(tab);
    // Someone else uses this tab's refresh token first (e.g. a tab that missed a broadcast would do this).
    const stored = Object.keys(tab.sessionStorage).find((key) => key.startsWith('curate-auth.user:'))!;
    const { refresh_token } = JSON.parse(tab.sessionStorage.getItem(stored)!) as { refresh_token: string };
    const first = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token,
        client_id: CLIENT_ID,
        resource: API_AUDIENCE,
      }),
    });
    expect(first.status).toBe(200);

    clockOffsetMs = 270_000;
    const error = await a.client.getAccessToken().catch((e: unknown) => e);
    clockOffsetMs = 0;

    expect(error).toMatchObject({ name: 'AuthError', code: 'login_required' });
    expect(a.client.getSession()).toBeNull();
    expect(a.events.map((e) => e.type)).toEqual(['signedIn', 'signedOut', 'loginRequired']);
    expect(a.events.at(-1)).toMatchObject({ hint: { email: 'dana@acme.test', organization: 'org_acme' } });
  }, 90_000);

  it("keeps tokens out of both storages with storage: 'memory'", async () => {
    const tab = await openTab(`${APP_ORIGIN}/login`);
    const a = await signIn(tab, { storage: 'memory' });
    expect(a.start.session?.claims.sub).toBe('user-acme');
    const stored = Object.keys(tab.sessionStorage)
      .map((key) => tab.sessionStorage.getItem(key))
      .join(' ');
    expect(stored).not.toContain(a.start.session!.accessToken);
    expect(tab.localStorage.length).toBe(0);
    expect(await a.client.getAccessToken()).toBe(a.start.session!.accessToken);
  }, 90_000);

  it.each([
    ['audience', { audience: API_AUDIENCE, resource: null }],
    ['both', { audience: API_AUDIENCE, resource: API_AUDIENCE }],
  ] as const)("audienceParam '%s' sends %j", async (audienceParam, expected) => {
    const tab = await openTab(`${APP_ORIGIN}/login`);
    const loginPage = app(tab, { audienceParam, offlineAccess: true });
    await loginPage.client.login();
    const query = new URL(loginPage.navigations[0]!).searchParams;
    expect({ audience: query.get('audience'), resource: query.get('resource') }).toEqual(expected);
    expect(query.get('scope')).toBe('openid profile email offline_access');
    expect(query.has('login_hint')).toBe(false);
  });

  it('getAccessToken without a session fails with login_required', async () => {
    const tab = await openTab(`${APP_ORIGIN}/acme-tools/review`);
    const { client } = app(tab);
    await expect(client.getAccessToken()).rejects.toMatchObject({ code: 'login_required' });
    expect((await client.start()).session).toBeNull();
  });
});
