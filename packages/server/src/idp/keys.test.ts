// The signing key: generated once, kept in keysFile across restarts, in memory without one.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { loadOrCreateSigningKey } from './keys';
import { startTestProvider } from '../test/idp';

let database: TestDatabase;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  folder = await mkdtemp(join(tmpdir(), 'curate-idp-keys-'));
});

afterAll(async () => {
  await database?.cleanup();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function publishedKid(keysFile?: string): Promise<string> {
  const idp = await startTestProvider(database, { keysFile });
  try {
    const { keys } = (await (await fetch(`${idp.issuer}/jwks`)).json()) as { keys: { kid: string }[] };
    return keys[0]!.kid;
  } finally {
    await idp.close();
  }
}

describe('signing key', () => {
  test('is created in keysFile (folders included, owner-only) and reused after a restart', async () => {
    const keysFile = join(folder, 'nested', 'idp-keys.json');
    const kid = await publishedKid(keysFile);
    const stored = JSON.parse(await readFile(keysFile, 'utf8')) as { keys: { kid: string; kty: string; d?: string }[] };
    expect(stored.keys[0]).toMatchObject({ kid, kty: 'RSA', d: expect.any(String) });
    expect((await stat(keysFile)).mode & 0o777).toBe(0o600);
    expect(await publishedKid(keysFile)).toBe(kid);
  });

  test('tokens signed before a restart still verify after it', async () => {
    const keysFile = join(folder, 'restart.json');
    const before = await startTestProvider(database, { keysFile });
    const { accessToken } = await before.signIn('tom.user@acme.test');
    await before.close();
    // Same port and issuer again, as `pnpm start` does with port 4000.
    const port = Number(new URL(before.issuer).port);
    const after = await startTestProvider(database, { keysFile, port, issuer: before.issuer });
    try {
      expect(after.issuer).toBe(before.issuer);
      expect((await after.verifyAccessToken(accessToken)).email).toBe('tom.user@acme.test');
    } finally {
      await after.close();
    }
  });

  test('without keysFile a new key is made on every start', async () => {
    expect(await publishedKid()).not.toBe(await publishedKid());
  });

  test('a keysFile that holds no key is reported, not overwritten', async () => {
    const keysFile = join(folder, 'broken.json');
    await writeFile(keysFile, '{"keys":[]}');
    await expect(loadOrCreateSigningKey(keysFile)).rejects.toThrow(/does not hold an RS256 signing key/);
    expect(await readFile(keysFile, 'utf8')).toBe('{"keys":[]}');
  });
});
