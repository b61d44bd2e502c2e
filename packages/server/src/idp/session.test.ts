// Token lifecycle at the development provider: refresh rotation, replay revocation, deactivation, logout.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../db/schema';
import { demoUserId } from '../seed/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { DEV_IDP_CLAIMS } from './index';
import { CookieJar, LoginFlowError, refreshTokens } from './loginFlow';
import { INVALID_CREDENTIALS } from './pages';
import { startTestProvider, TEST_AUDIENCE, TEST_CLIENT_ID, TEST_WEB_ORIGIN, type TestProvider } from '../test/idp';

let database: TestDatabase;
let idp: TestProvider;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  idp = await startTestProvider(database);
});

afterAll(async () => {
  await idp?.close();
  await database?.cleanup();
});

const refresh = (refreshToken: string, resource?: string) =>
  refreshTokens({ issuer: idp.issuer, clientId: TEST_CLIENT_ID, refreshToken, resource });

async function refused(promise: Promise<unknown>): Promise<LoginFlowError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LoginFlowError);
  return error as LoginFlowError;
}

async function setActive(email: string, active: boolean) {
  await database.db
    .update(users)
    .set({ is_active: active })
    .where(eq(users.id, demoUserId(email)));
}

describe('refresh tokens', () => {
  test('are issued without offline_access and rotate on every use, keeping audience and claims', async () => {
    const first = await idp.signIn('alice.admin@acme.test');
    expect(first.scope).toBe('openid profile email');
    const second = await refresh(first.refreshToken!);
    expect(second.refreshToken).toEqual(expect.any(String));
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await idp.verifyAccessToken(second.accessToken)).toMatchObject({
      aud: TEST_AUDIENCE,
      sub: demoUserId('alice.admin@acme.test'),
      org_id: 'org_acme',
      [DEV_IDP_CLAIMS.roles]: ['tenant-admin'],
    });
    expect(await idp.verifyIdToken(second.idToken!)).toMatchObject({ org_id: 'org_acme' });
    // The SPA repeats the resource on refresh: same result.
    const third = await refresh(second.refreshToken!, TEST_AUDIENCE);
    expect((await idp.verifyAccessToken(third.accessToken)).aud).toBe(TEST_AUDIENCE);
  });

  test('replaying a used refresh token fails and revokes the one that replaced it', async () => {
    const { refreshToken: used } = await idp.signIn('tom.user@acme.test');
    const { refreshToken: current } = await refresh(used!);
    expect((await refused(refresh(used!))).error).toBe('invalid_grant');
    expect((await refused(refresh(current!))).error).toBe('invalid_grant');
  });

  test('a user deactivated after sign-in cannot refresh, nor sign in again', async () => {
    const { refreshToken } = await idp.signIn('oscar.user@northwind.test');
    await setActive('oscar.user@northwind.test', false);
    try {
      expect((await refused(refresh(refreshToken!))).error).toBe('invalid_grant');
      expect((await refused(idp.signIn('oscar.user@northwind.test'))).message).toBe(INVALID_CREDENTIALS);
    } finally {
      await setActive('oscar.user@northwind.test', true);
    }
  });

  test('a deactivated user with an open provider session is asked to sign in again, and refused', async () => {
    const cookies = new CookieJar();
    await idp.signIn('nina.admin@northwind.test', { cookies });
    await setActive('nina.admin@northwind.test', false);
    try {
      const error = await refused(idp.signIn('nina.admin@northwind.test', { cookies }));
      expect(error.message).toBe(INVALID_CREDENTIALS);
    } finally {
      await setActive('nina.admin@northwind.test', true);
    }
  });

  test('a revoked refresh token (the SPA revokes at logout) no longer works', async () => {
    const { refreshToken } = await idp.signIn('alice.admin@acme.test');
    const response = await fetch(`${idp.issuer}/token/revocation`, {
      method: 'POST',
      headers: { origin: TEST_WEB_ORIGIN },
      body: new URLSearchParams({ token: refreshToken!, token_type_hint: 'refresh_token', client_id: TEST_CLIENT_ID }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_WEB_ORIGIN);
    expect((await refused(refresh(refreshToken!))).error).toBe('invalid_grant');
  });
});

describe('logout', () => {
  test('end_session signs out in one step, returns to the SPA and ends refresh', async () => {
    const cookies = new CookieJar();
    const { refreshToken } = await idp.signIn('alice.admin@acme.test', { cookies });
    const postLogout = `${TEST_WEB_ORIGIN}/login`;
    const url = new URL(`${idp.issuer}/session/end`);
    url.search = new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      post_logout_redirect_uri: postLogout,
      state: 'bye',
    }).toString();
    const page = await fetch(url, { headers: { cookie: cookies.header()! } });
    cookies.store(page);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The page submits itself ("Sign out" pressed on load); a browser does the same in test browser.test.ts.
    expect(html).toContain("document.getElementById('signout').click()");
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const confirmed = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookies.header()! },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    cookies.store(confirmed);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${postLogout}?state=bye`);

    expect((await refused(refresh(refreshToken!))).error).toBe('invalid_grant');
    expect((await idp.signIn('alice.admin@acme.test', { cookies })).usedLoginForm).toBe(true);
  });

  test('an unregistered post_logout_redirect_uri is refused', async () => {
    const url = new URL(`${idp.issuer}/session/end`);
    url.search = new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      post_logout_redirect_uri: 'https://evil.example/',
    }).toString();
    const response = await fetch(url);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('post_logout_redirect_uri not registered');
  });
});
