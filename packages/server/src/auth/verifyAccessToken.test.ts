import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/app';
import { demoUserId } from '../seed/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { startTestIssuer, type TestIssuer } from '../test/auth';
import {
  createAccessTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidTokenError,
  JWKS_COOLDOWN_MS,
} from './verifyAccessToken';

const AUDIENCE = 'http://localhost:3000/api/v2';
const CLIENT_ID = 'curate-web';
const TOM = 'tom.user@acme.test';
const tom = { sub: demoUserId(TOM), email: TOM, aud: AUDIENCE, org_id: 'org_acme' };

let database: TestDatabase;
let issuer: TestIssuer;
let app: FastifyInstance;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  issuer = await startTestIssuer();
  ({ app, close: closeApp } = await buildTestApp({
    database,
    env: { OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: AUDIENCE },
  }));
});
afterAll(async () => {
  await closeApp?.();
  await issuer?.close();
  await database?.cleanup();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function me(token: string) {
  return app.inject({ method: 'GET', url: '/api/v2/users/me', headers: { authorization: `Bearer ${token}` } });
}

async function expectRejected(token: string) {
  const res = await me(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ detail: 'Invalid or expired token', code: 'unauthorized' });
  expect(res.headers['www-authenticate']).toBe('Bearer realm="curate", error="invalid_token"');
}

describe('bearer tokens on /api/v2', () => {
  it('accepts a valid RS256 access token and answers as its user', async () => {
    const res = await me(await issuer.sign(tom));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: TOM, role: 'tenant-user', company_code: 'acme-tools' });
  });

  it('answers 401 Not authenticated with a bare challenge when no token is sent', async () => {
    for (const authorization of [undefined, 'Basic dG9tOng=', 'Bearer', 'Bearer a b']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v2/users/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Not authenticated', code: 'unauthorized' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="curate"');
    }
  });

  it('refuses a forged signature (a key the provider never published, same kid)', async () => {
    await expectRejected(await issuer.sign(tom, { key: await issuer.foreignKey() }));
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = (await issuer.sign(tom)).split('.');
    const admin = {
      ...tom,
      sub: demoUserId('alice.admin@acme.test'),
      email: 'alice.admin@acme.test',
      exp: Math.floor(Date.now() / 1000) + 300,
    };
    await expectRejected(`${header}.${b64(admin)}.${signature}`);
  });

  it("refuses alg 'none'", async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRejected(
      `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64({ ...tom, iss: issuer.issuer, iat: now, exp: now + 300 })}.`,
    );
  });

  it('refuses HS256 signed with the public key as the shared secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const secret of [JSON.stringify(issuer.publicJwk()), issuer.publicJwk().n!]) {
      const token = await new SignJWT({ ...tom, iss: issuer.issuer, iat: now, exp: now + 300 })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: issuer.publicJwk().kid })
        .sign(new TextEncoder().encode(secret));
      await expectRejected(token);
    }
  });

  it('refuses a wrong issuer, a wrong audience, an expired token and a future not-before', async () => {
    await expectRejected(await issuer.sign({ ...tom, iss: 'https://evil.example' }));
    await expectRejected(await issuer.sign({ ...tom, aud: 'https://other-api.example' }));
    await expectRejected(await issuer.sign(tom, { expiresIn: -10 }));
    await expectRejected(await issuer.sign(tom, { notBefore: 60 }));
  });

  it('refuses an ID token (aud = the client id, no at+jwt type) used as an access token', async () => {
    await expectRejected(await issuer.sign({ ...tom, aud: CLIENT_ID, nonce: 'n' }, { typ: null }));
    // Even with the API audience, a token not typed at+jwt is not an access token.
    await expectRejected(await issuer.sign(tom, { typ: 'JWT' }));
  });

  it('refuses a token without a subject or without an expiry', async () => {
    const { sub: _sub, ...anonymous } = tom;
    await expectRejected(await issuer.sign(anonymous));
    await expectRejected(await issuer.sign(tom, { expiresIn: null }));
  });

  it('answers 403 for a valid token of an unknown user', async () => {
    const res = await me(await issuer.sign({ sub: 'nobody', email: 'nobody@nowhere.test', aud: AUDIENCE }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'User not found or inactive', code: 'forbidden' });
  });
});

describe('key lookup', () => {
  let other: TestIssuer | undefined;
  afterEach(async () => {
    await other?.close();
    other = undefined;
  });

  it('refuses an unknown kid, refetching the JWKS at most once per cooldown, and accepts a rotated key', async () => {
    other = await startTestIssuer();
    const verify = createAccessTokenVerifier({ issuer: other.issuer, audience: AUDIENCE, typ: 'at+jwt' });
    await expect(verify(await other.sign(tom))).resolves.toMatchObject({ sub: tom.sub });
    expect(other.jwksFetches()).toBe(1);

    // Unknown kids right after a fetch: refused without asking the provider again (cooldown 30 s).
    for (const kid of ['ghost-1', 'ghost-2', 'ghost-3']) {
      await expect(verify(await other.sign(tom, { kid }))).rejects.toBeInstanceOf(InvalidTokenError);
    }
    expect(other.jwksFetches()).toBe(1);
    // Known keys keep working from the cache.
    await verify(await other.sign(tom));
    expect(other.jwksFetches()).toBe(1);
    expect(JWKS_COOLDOWN_MS).toBe(30_000);
  });

  it('picks up a rotated key with one refetch once the cooldown has passed', async () => {
    other = await startTestIssuer();
    const realNow = Date.now;
    try {
      const verify = createAccessTokenVerifier({ issuer: other.issuer, audience: AUDIENCE, typ: 'at+jwt' });
      await verify(await other.sign(tom));
      await other.rotate();
      const rotated = await other.sign(tom);
      await expect(verify(rotated)).rejects.toBeInstanceOf(InvalidTokenError); // within the cooldown
      const start = realNow();
      Date.now = () => start + JWKS_COOLDOWN_MS + 1_000;
      const later = await other.sign(tom);
      await expect(verify(later)).resolves.toMatchObject({ sub: tom.sub });
      expect(other.jwksFetches()).toBe(2);
    } finally {
      Date.now = realNow;
    }
  });

  it('answers 503 service_unavailable (not 401, not 500) while the provider cannot be reached', async () => {
    other = await startTestIssuer();
    const token = await other.sign(tom);
    other.setJwksDown(true);
    const verify = createAccessTokenVerifier({ issuer: other.issuer, audience: AUDIENCE, typ: 'at+jwt' });
    await expect(verify(token)).rejects.toBeInstanceOf(IdentityProviderUnavailableError);

    const unreachable = await buildTestApp({
      database,
      env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_AUDIENCE: AUDIENCE },
    });
    try {
      const res = await unreachable.app.inject({
        method: 'GET',
        url: '/api/v2/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        detail: 'Identity provider unavailable, please retry shortly',
        code: 'service_unavailable',
      });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await unreachable.app.close();
    }
  });

  it('skips the typ check when configured off (providers such as Keycloak)', async () => {
    other = await startTestIssuer();
    const verify = createAccessTokenVerifier({ issuer: other.issuer, audience: AUDIENCE, typ: null });
    await expect(verify(await other.sign(tom, { typ: 'JWT' }))).resolves.toMatchObject({ sub: tom.sub });
  });
});
