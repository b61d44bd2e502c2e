// Issue #11: the development provider keeps its sessions and grants in the app's database, so a restart of
// `pnpm start` keeps people signed in.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { rows } from '../test/sql';
import { databaseAdapter, purgeExpiredIdpRecords } from './adapter';
import { CookieJar, LoginFlowError, refreshTokens } from './loginFlow';
import { startTestProvider, TEST_CLIENT_ID } from '../test/idp';

let database: TestDatabase;
let keysDir: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  keysDir = await mkdtemp(path.join(tmpdir(), 'curate-idp-store-'));
});

afterAll(async () => {
  await database?.cleanup();
  await rm(keysDir, { recursive: true, force: true });
});

/** The OAuth error code a sign-in or refresh was refused with. */
async function refusal(attempt: Promise<unknown>): Promise<string | undefined> {
  const error = await attempt.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LoginFlowError);
  return (error as LoginFlowError).error;
}

/** A provider on a free port, and a restart of it on the same port, issuer and key file (the database is shared). */
async function restartable() {
  const keysFile = path.join(keysDir, 'idp-keys.json');
  const before = await startTestProvider(database, { keysFile });
  const { port } = new URL(before.issuer);
  return {
    before,
    restart: () => startTestProvider(database, { keysFile, port: Number(port), issuer: before.issuer }),
  };
}

describe('a restart of the development provider', () => {
  test('keeps the browser session and the refresh tokens issued before it', async () => {
    const { before, restart } = await restartable();
    const cookies = new CookieJar();

    const first = await before.signIn('alice.admin@acme.test', { cookies });
    expect(first.usedLoginForm).toBe(true);
    await before.close();

    const after = await restart();
    try {
      // The browser's provider session still signs in silently (prompt=none, as the SPA's silent renew)...
      const again = await after.signIn('alice.admin@acme.test', { cookies, prompt: 'none' });
      expect(again.usedLoginForm).toBe(false);
      expect((await after.verifyAccessToken(again.accessToken)).sub).toBe(
        (await after.verifyAccessToken(first.accessToken)).sub,
      );
      // ...where a browser without that session is told to sign in.
      expect(await refusal(after.signIn('alice.admin@acme.test', { prompt: 'none' }))).toBe('login_required');
      // The refresh token from before the restart still renews (and rotates).
      const renewed = await refreshTokens({
        issuer: after.issuer,
        clientId: TEST_CLIENT_ID,
        refreshToken: first.refreshToken!,
      });
      expect(renewed.refreshToken).not.toBe(first.refreshToken);
      expect(
        (await after.verifyAccessToken(renewed.accessToken)).exp! - Math.floor(Date.now() / 1000),
      ).toBeLessThanOrEqual(300);
    } finally {
      await after.close();
    }
  });

  test('still knows which refresh token was used before it: a replay revokes the ones that replaced it', async () => {
    const { before, restart } = await restartable();
    const { refreshToken: used } = await before.signIn('tom.user@acme.test');
    const { refreshToken: current } = await refreshTokens({
      issuer: before.issuer,
      clientId: TEST_CLIENT_ID,
      refreshToken: used!,
    });
    await before.close();

    const after = await restart();
    try {
      const refresh = (refreshToken: string) =>
        refreshTokens({ issuer: after.issuer, clientId: TEST_CLIENT_ID, refreshToken });
      const { refreshToken: next } = await refresh(current!);
      expect(await refusal(refresh(used!))).toBe('invalid_grant');
      expect(await refusal(refresh(next!))).toBe('invalid_grant');
    } finally {
      await after.close();
    }
  });
});

describe('the database adapter', () => {
  const adapterClass = () => databaseAdapter(database);

  test('stores, finds by id, uid and user code, consumes and destroys', async () => {
    const codes = new (adapterClass())('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'g-1', uid: 'u-1', userCode: 'UC-1', kind: 'AuthorizationCode' }, 60);
    expect(await codes.find('code-1')).toMatchObject({ grantId: 'g-1', kind: 'AuthorizationCode' });
    expect(await codes.findByUid('u-1')).toMatchObject({ grantId: 'g-1' });
    expect(await codes.findByUserCode('UC-1')).toMatchObject({ grantId: 'g-1' });
    expect((await codes.find('code-1'))?.consumed).toBeUndefined();
    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));
    // The same id under another model is another record.
    expect(await new (adapterClass())('Session').find('code-1')).toBeUndefined();
    await codes.destroy('code-1');
    expect(await codes.find('code-1')).toBeUndefined();
  });

  test('revokes everything of a grant, whatever the model', async () => {
    await new (adapterClass())('RefreshToken').upsert('rt-1', { grantId: 'g-2' }, 60);
    await new (adapterClass())('AccessToken').upsert('at-1', { grantId: 'g-2' }, 60);
    await new (adapterClass())('RefreshToken').upsert('rt-other', { grantId: 'g-3' }, 60);
    // An interaction that names the grant is not one of its tokens: it lives on.
    await new (adapterClass())('Interaction').upsert('i-1', { grantId: 'g-2' }, 60);
    await new (adapterClass())('Grant').revokeByGrantId('g-2');
    expect(await new (adapterClass())('RefreshToken').find('rt-1')).toBeUndefined();
    expect(await new (adapterClass())('AccessToken').find('at-1')).toBeUndefined();
    expect(await new (adapterClass())('RefreshToken').find('rt-other')).toMatchObject({ grantId: 'g-3' });
    expect(await new (adapterClass())('Interaction').find('i-1')).toMatchObject({ grantId: 'g-2' });
  });

  test('never returns an expired record, and purges expired ones', async () => {
    const sessions = new (adapterClass())('Session');
    await sessions.upsert('s-expired', { uid: 'expired' }, 60);
    await database.db.execute(
      sql`update idp_records set expires_at = now() - interval '1 second' where id = 's-expired'`,
    );
    expect(await sessions.find('s-expired')).toBeUndefined();
    expect(await sessions.findByUid('expired')).toBeUndefined();
    expect(await purgeExpiredIdpRecords(database)).toBeGreaterThanOrEqual(1);
    expect(await rows(database, sql`select id from idp_records where id = 's-expired'`)).toEqual([]);
  });

  test('is out of reach of the tenant role', async () => {
    const grants = await rows<{ allowed: boolean }>(
      database,
      sql`select has_table_privilege('curate_app', 'idp_records', 'SELECT') as allowed`,
    );
    expect(grants).toEqual([{ allowed: false }]);
  });
});
