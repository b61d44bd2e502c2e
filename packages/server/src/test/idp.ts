// Test support: the development provider on a free port over a test database, and token checks with jose.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Database } from '../db/client';
import { startDevIdentityProvider, type DevIdentityProvider, type DevIdentityProviderOptions } from '../idp/index';
import { obtainTokens, type ObtainTokensOptions } from '../idp/loginFlow';

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
      (await jwtVerify(token, jwks, { issuer: provider.issuer, audience: TEST_CLIENT_ID, algorithms: ['RS256'] })).payload,
  };
}
