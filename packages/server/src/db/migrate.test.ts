import { readFileSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database';
import { rows } from '../test/sql';
import { openDatabase } from './client';
import { migrateDatabase, MIGRATIONS_DIR } from './migrate';
import { defaultPgliteDataDir, REPO_ROOT } from './paths';
import { ALL_TABLES, tableName } from './tables';

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

describe('migrations', () => {
  it(`apply every migration of the journal to a fresh ${testDatabaseKind()} database`, async () => {
    const applied = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBe(journal.entries.length);
    expect(journal.entries.map((e) => e.tag)).toContain('0001_credit_ledger_append_only');
  });

  it('create every table the schema declares', async () => {
    const found = await rows<{ table_name: string }>(
      database,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = new Set(found.map((r) => r.table_name));
    for (const table of ALL_TABLES) expect(names, tableName(table)).toContain(tableName(table));
  });

  it('are a no-op when run again', async () => {
    await migrateDatabase(database);
    const applied = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.n).toBe(journal.entries.length);
  });

  it('give uuid keys from gen_random_uuid()', async () => {
    const [row] = await rows<{ id: string }>(
      database,
      sql`insert into companies (company_code, company_name) values ('uuid-check', 'UUID Check') returning id`,
    );
    expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('paths', () => {
  it('resolve the migrations folder inside the server package and the data folder under the repo', () => {
    expect(existsSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'))).toBe(true);
    expect(path.basename(path.dirname(MIGRATIONS_DIR))).toBe('server');
    expect(defaultPgliteDataDir({})).toBe(path.join(REPO_ROOT, '.data', 'pglite'));
    expect(defaultPgliteDataDir({ CURATE_DATA_DIR: '/tmp/x' })).toBe('/tmp/x');
  });
});

describe.skipIf(testDatabaseKind() === 'postgres')('openDatabase with a PGlite data folder', () => {
  it('creates the folder when missing and keeps data across reopen', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'curate-pglite-'));
    const dataDir = path.join(parent, 'nested', 'pglite');
    try {
      const first = await openDatabase({ dataDir });
      await migrateDatabase(first);
      await first.db.execute(sql`insert into companies (company_code, company_name) values ('kept', 'Kept')`);
      await first.close();
      expect(existsSync(dataDir)).toBe(true);
      const second = await openDatabase({ dataDir });
      const found = await rows<{ company_code: string }>(second, sql`select company_code from companies`);
      await second.close();
      expect(found.map((r) => r.company_code)).toEqual(['kept']);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
