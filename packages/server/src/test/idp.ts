// Test support: the development provider on a free port over a test database — for the provider's own tests
// (startTestProvider, with token checks by jose) and for API tests (startTestDevIdp, tokens of the demo accounts).
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Database } from '../db/client';
import { startDevIdentityProvider, type DevIdentityProvider, type DevIdentityProviderOptions } from '../idp/index';
import { obtainTokens, type ObtainTokensOptions } from '../idp/loginFlow';
import { demoUserId } from '../seed/accounts';

export const TEST_AUDIENCE = 'http://localhost:3000/api/v2';
export const TEST_CLIENT_ID = 'curate-web';
export const TEST_PASSWORD = 'curate-demo';
export const TEST_WEB_ORIGIN = 'http://localhost:5173';

/** A provider started for a test, with shortcuts bound to it. */
export interface TestProvider extends DevIdentityProvider {
  redirectUri: string;
  /** obtainTokens against this provider with the test client, redirect URI, password and audience. */
  signIn(email: string, extra?: Partial<ObtainTokensOptions>): ReturnType<typeof obtainTokens>;
  /** Verifies an access token (RS256, iss, aud = audience, typ at+jwt) against the provider's JWKS. */
  verifyAccessToken(token: string): Promise<JWTPayload>;
  /** Verifies an ID token (RS256, iss, aud = client id) against the provider's JWKS. */
  verifyIdToken(token: string): Promise<JWTPayload>;
}

/** Starts the provider on a free port (issuer http://localhost:<port>); options override the test defaults. */
export async function startTestProvider(
  database: Database,
  options: Partial<DevIdentityProviderOptions> = {},
): Promise<TestProvider> {
  const webOrigins = options.webOrigins ?? [TEST_WEB_ORIGIN];
  const provider = await startDevIdentityProvider({
    database,
    port: 0,
    issuer: 'http://localhost:4000',
    audience: TEST_AUDIENCE,
    clientId: TEST_CLIENT_ID,
    webOrigins,
    password: TEST_PASSWORD,
    ...options,
  });
  const jwks = createRemoteJWKSet(new URL(`${provider.issuer}/jwks`));
  const redirectUri = `${webOrigins[0]}/callback`;
  return {
    ...provider,
    redirectUri,
    signIn: (email, extra = {}) =>
      obtainTokens({
        issuer: provider.issuer,
        clientId: options.clientId ?? TEST_CLIENT_ID,
        redirectUri,
        email,
        password: TEST_PASSWORD,
        resource: TEST_AUDIENCE,
        ...extra,
      }),
    verifyAccessToken: async (token) =>
      (
        await jwtVerify(token, jwks, {
          issuer: provider.issuer,
          audience: options.audience ?? TEST_AUDIENCE,
          typ: 'at+jwt',
          algorithms: ['RS256'],
        })
      ).payload,
    verifyIdToken: async (token) =>
      (await jwtVerify(token, jwks, { issuer: provider.issuer, audience: TEST_CLIENT_ID, algorithms: ['RS256'] }))
        .payload,
  };
}

/** The development provider on a free port, for API tests, with a token helper for the demo accounts. */
export interface TestDevIdp {
  issuer: string;
  /** Environment for buildTestApp so the API trusts this provider (and its super-admin subject). */
  env: Record<string, string>;
  /** A fresh access token for a demo account, through the provider's real login flow. */
  accessToken(email: string): Promise<string>;
  /** The ID token of a demo account (aud = the client id, not the API). */
  idToken(email: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts the development OpenID provider (src/idp) on 127.0.0.1 over `database` (seeded). */
export async function startTestDevIdp(database: Database): Promise<TestDevIdp> {
  const idp = await startDevIdentityProvider({
    database,
    port: 0,
    host: '127.0.0.1',
    issuer: 'http://127.0.0.1:0',
    audience: TEST_AUDIENCE,
    clientId: TEST_CLIENT_ID,
    webOrigins: [TEST_WEB_ORIGIN],
    password: TEST_PASSWORD,
  });
  const login = (email: string) =>
    obtainTokens({
      issuer: idp.issuer,
      clientId: TEST_CLIENT_ID,
      redirectUri: `${TEST_WEB_ORIGIN}/callback`,
      email,
      password: TEST_PASSWORD,
      resource: TEST_AUDIENCE,
    });
  return {
    issuer: idp.issuer,
    env: {
      OIDC_ISSUER: idp.issuer,
      OIDC_AUDIENCE: TEST_AUDIENCE,
      OIDC_CLIENT_ID: TEST_CLIENT_ID,
      SUPER_ADMIN_SUBJECT: demoUserId('admin@curate.dev'),
    },
    accessToken: async (email) => (await login(email)).accessToken,
    idToken: async (email) => (await login(email)).idToken!,
    close: () => idp.close(),
  };
}
