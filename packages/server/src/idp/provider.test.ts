// The development provider end to end over HTTP: discovery, code + PKCE sign-in per role, claims, refusals, CORS.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, demoUserId } from '../seed/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { DEV_IDP_CLAIMS, devSubjectFor } from './index';
import { CookieJar, createPkce, LoginFlowError } from './loginFlow';
import { INVALID_CREDENTIALS, ORGANIZATION_MISMATCH, PAGE_TITLE } from './pages';
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

const orgOf = (companyCode: string | null) => DEMO_COMPANIES.find((c) => c.company_code === companyCode)?.org_id;

/** The error a refused sign-in throws. */
async function refusal(promise: Promise<unknown>): Promise<LoginFlowError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LoginFlowError);
  return error as LoginFlowError;
}

/** GETs the authorization endpoint with the test client and exactly `params` (no PKCE added); returns the Location. */
async function authorize(params: Record<string, string | undefined>): Promise<URL> {
  const url = new URL(`${idp.issuer}/auth`);
  const all = {
    client_id: TEST_CLIENT_ID,
    redirect_uri: idp.redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: 's1',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) url.searchParams.set(key, value);
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!, idp.issuer);
}

/** An authorization URL with the test client and a fresh S256 challenge, plus `params`. */
function authorizeUrl(params: Record<string, string>): URL {
  const { challenge } = createPkce();
  const url = new URL(`${idp.issuer}/auth`);
  const all = {
    client_id: TEST_CLIENT_ID,
    redirect_uri: idp.redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state: 's1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) url.searchParams.set(key, value);
  return url;
}

describe('discovery', () => {
  test('advertises code + PKCE S256, RS256 only, a public client, refresh tokens and logout', async () => {
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: idp.issuer,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      end_session_endpoint: `${idp.issuer}/session/end`,
      revocation_endpoint: `${idp.issuer}/token/revocation`,
      jwks_uri: `${idp.issuer}/jwks`,
    });
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(Object.values(DEV_IDP_CLAIMS)));
    expect(JSON.stringify(metadata)).not.toMatch(/"(ES|PS|HS)\d{3}"|EdDSA/);
  });

  test('publishes one public RS256 key with a kid', async () => {
    const { keys } = (await (await fetch(`${idp.issuer}/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(keys[0]).not.toHaveProperty('d');
  });
});

describe('sign-in with code + PKCE', () => {
  test.each(DEMO_ACCOUNTS.map((a) => [a.email, a] as const))(
    '%s gets tokens carrying their role and company',
    async (email, account) => {
      const tokens = await idp.signIn(email);
      expect(tokens).toMatchObject({
        tokenType: 'Bearer',
        expiresIn: 300,
        refreshToken: expect.any(String),
        usedLoginForm: true,
      });
      const orgId = orgOf(account.company_code);
      const tenancy = {
        [DEV_IDP_CLAIMS.roles]: [account.role],
        ...(orgId ? { org_id: orgId, [DEV_IDP_CLAIMS.companyCode]: account.company_code } : {}),
      };

      const access = await idp.verifyAccessToken(tokens.accessToken);
      expect(access).toMatchObject({
        iss: idp.issuer,
        aud: TEST_AUDIENCE,
        sub: devSubjectFor(demoUserId(email)),
        client_id: TEST_CLIENT_ID,
        email,
        name: account.full_name,
        ...tenancy,
      });
      expect(access.exp! - access.iat!).toBe(300);

      const id = await idp.verifyIdToken(tokens.idToken!);
      expect(id).toMatchObject({
        aud: TEST_CLIENT_ID,
        sub: access.sub,
        nonce: tokens.nonce,
        email,
        name: account.full_name,
        ...tenancy,
      });
      if (!orgId) {
        for (const payload of [access, id]) {
          expect(payload).not.toHaveProperty(DEV_IDP_CLAIMS.organization);
          expect(payload).not.toHaveProperty(DEV_IDP_CLAIMS.companyCode);
        }
      }
    },
  );

  test('the login page is titled, labelled and prefilled from login_hint', async () => {
    const cookies = new CookieJar();
    const started = await fetch(authorizeUrl({ login_hint: 'tom.user@acme.test' }), { redirect: 'manual' });
    cookies.store(started);
    const pageUrl = new URL(started.headers.get('location')!, idp.issuer);
    expect(pageUrl.pathname).toMatch(/^\/interaction\/[\w-]+$/);

    const response = await fetch(pageUrl, { headers: { cookie: cookies.header()! } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`<title>${PAGE_TITLE}</title>`);
    expect(html).toMatch(
      /<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"[^>]*value="tom.user@acme.test"/,
    );
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('<p id="error" class="error" role="alert"></p>');

    // Without the interaction cookie (another browser) the page is refused.
    expect((await fetch(pageUrl)).status).toBe(400);
  });

  test('email is matched case-insensitively', async () => {
    const tokens = await idp.signIn('ALICE.Admin@Acme.TEST');
    expect((await idp.verifyAccessToken(tokens.accessToken)).sub).toBe(demoUserId('alice.admin@acme.test'));
  });

  test('a wrong password and an unknown email get the same error page and no code', async () => {
    const wrong = await refusal(idp.signIn('alice.admin@acme.test', { password: 'nope' }));
    const unknown = await refusal(idp.signIn('nobody@acme.test'));
    for (const error of [wrong, unknown]) {
      expect(error.message).toBe(INVALID_CREDENTIALS);
      expect(error.status).toBe(400);
    }
  });
});

describe('organization', () => {
  test('a member of the requested organization signs in', async () => {
    const tokens = await idp.signIn('nina.admin@northwind.test', { organization: 'org_northwind' });
    expect(await idp.verifyAccessToken(tokens.accessToken)).toMatchObject({ org_id: 'org_northwind' });
  });

  test('someone from another company is refused on the login page', async () => {
    const error = await refusal(idp.signIn('alice.admin@acme.test', { organization: 'org_northwind' }));
    expect(error.message).toBe(ORGANIZATION_MISMATCH);
    expect(error.status).toBe(403);
  });

  test('the super-admin needs no organization', async () => {
    const tokens = await idp.signIn('admin@curate.dev');
    expect(await idp.verifyAccessToken(tokens.accessToken)).toMatchObject({ [DEV_IDP_CLAIMS.roles]: ['super-admin'] });
  });

  test('an existing session is reused, but not for another organization or another login_hint', async () => {
    const cookies = new CookieJar();
    expect((await idp.signIn('alice.admin@acme.test', { cookies })).usedLoginForm).toBe(true);
    expect((await idp.signIn('alice.admin@acme.test', { cookies, organization: 'org_acme' })).usedLoginForm).toBe(
      false,
    );

    const error = await refusal(idp.signIn('alice.admin@acme.test', { cookies, organization: 'org_northwind' }));
    expect(error.message).toBe(ORGANIZATION_MISMATCH);

    const nina = await idp.signIn('nina.admin@northwind.test', { cookies });
    expect(nina.usedLoginForm).toBe(true);
    expect((await idp.verifyAccessToken(nina.accessToken)).sub).toBe(demoUserId('nina.admin@northwind.test'));
  });
});

describe('authorization request checks', () => {
  test('a request without PKCE is refused', async () => {
    const location = await authorize({});
    expect(`${location.origin}${location.pathname}`).toBe(idp.redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(location.searchParams.has('code')).toBe(false);
  });

  test('the plain PKCE method is refused', async () => {
    const location = await authorize({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  test('another resource than the API audience is refused', async () => {
    const { challenge } = createPkce();
    const location = await authorize({
      code_challenge: challenge,
      code_challenge_method: 'S256',
      resource: 'https://evil.example/api',
    });
    expect(location.searchParams.get('error')).toBe('invalid_target');
  });
});

describe('CORS', () => {
  async function refreshFrom(origin: string) {
    const { refreshToken } = await idp.signIn('tom.user@acme.test');
    return fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { origin },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken!,
        client_id: TEST_CLIENT_ID,
      }),
    });
  }

  test('the token endpoint answers the SPA origin, preflight included', async () => {
    const preflight = await fetch(`${idp.issuer}/token`, {
      method: 'OPTIONS',
      headers: { origin: TEST_WEB_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_WEB_ORIGIN);

    const response = await refreshFrom(TEST_WEB_ORIGIN);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_WEB_ORIGIN);
  });

  test('the token endpoint refuses another origin', async () => {
    const response = await refreshFrom('https://evil.example');
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('discovery and JWKS are readable from the SPA', async () => {
    for (const path of ['/.well-known/openid-configuration', '/jwks']) {
      const response = await fetch(`${idp.issuer}${path}`, { headers: { origin: TEST_WEB_ORIGIN } });
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_WEB_ORIGIN);
    }
  });
});

describe('userinfo', () => {
  /** The userinfo endpoint discovery announces. */
  async function userinfoEndpoint(): Promise<string> {
    const metadata = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as {
      userinfo_endpoint: string;
    };
    return metadata.userinfo_endpoint;
  }

  test.each([
    ['without a resource indicator (next-auth, passport)', undefined],
    ['with the API as resource indicator (the SPA)', TEST_AUDIENCE],
  ])('answers the access token of a code-flow sign-in %s', async (_, resource) => {
    const email = 'alice.admin@acme.test';
    const tokens = await idp.signIn(email, { resource });
    // The same token the API accepts (RS256 JWT for the API audience).
    expect(await idp.verifyAccessToken(tokens.accessToken)).toMatchObject({ aud: TEST_AUDIENCE });
    for (const method of ['GET', 'POST']) {
      const response = await fetch(await userinfoEndpoint(), {
        method,
        headers: { authorization: `Bearer ${tokens.accessToken}` },
      });
      expect(response.status, method).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        sub: devSubjectFor(demoUserId(email)),
        email,
        email_verified: true,
        name: 'Alice Anderson',
        preferred_username: 'alice.admin',
        [DEV_IDP_CLAIMS.roles]: ['tenant-admin'],
        [DEV_IDP_CLAIMS.organization]: orgOf('acme-tools'),
        [DEV_IDP_CLAIMS.companyCode]: 'acme-tools',
      });
    }
  });

  test('releases only the claims of the granted scopes', async () => {
    const tokens = await idp.signIn('tom.user@acme.test', { scope: 'openid' });
    const response = await fetch(await userinfoEndpoint(), {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(response.status).toBe(200);
    const claims = (await response.json()) as Record<string, unknown>;
    expect(claims.sub).toBe(devSubjectFor(demoUserId('tom.user@acme.test')));
    expect(claims).not.toHaveProperty('email');
    expect(claims).not.toHaveProperty('name');
  });

  test('refuses a tampered token and a missing one with 401 invalid_token', async () => {
    const { accessToken } = await idp.signIn('tom.user@acme.test');
    const [header, payload, signature] = accessToken.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`;
    for (const headers of [{ authorization: `Bearer ${tampered}` }, {}] as Record<string, string>[]) {
      const response = await fetch(await userinfoEndpoint(), { headers });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toBe('invalid_token');
    }
  });
});

describe('X-Content-Type-Options', () => {
  test('the sign-in page, error pages and the logout page send nosniff', async () => {
    const started = await fetch(authorizeUrl({}), { redirect: 'manual' });
    const cookies = new CookieJar();
    cookies.store(started);
    const pages = [
      // The sign-in page.
      await fetch(new URL(started.headers.get('location')!, idp.issuer), { headers: { cookie: cookies.header()! } }),
      // An interaction page without its cookie, and an authorization error rendered as a page.
      await fetch(new URL(started.headers.get('location')!, idp.issuer)),
      await fetch(`${idp.issuer}/auth?client_id=unknown&response_type=code&scope=openid`),
      // The logout confirmation.
      await fetch(`${idp.issuer}/session/end`),
    ];
    for (const page of pages) {
      expect(page.headers.get('content-type'), page.url).toMatch(/^text\/html/);
      expect(page.headers.get('x-content-type-options'), page.url).toBe('nosniff');
    }
  });
});
