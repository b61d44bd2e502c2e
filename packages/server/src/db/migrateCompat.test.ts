// Issue #11: our migration runner keeps drizzle's bookkeeping. A database migrated by drizzle's own migrator
// (every database before the runner existed) sees nothing re-applied and gets only the newer migrations;
// migrations apply in journal order, each recorded once with drizzle's hash, and applied ones are skipped.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as drizzleMigratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as drizzleMigratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { rows } from '../test/sql';
import { migrateDatabase, MIGRATIONS_DIR, NO_TRANSACTION_MARKER } from './migrate';

type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
const journalOf = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };

let scratch: string;
const opened: TestDatabase[] = [];
const open = async (options: { migrate?: boolean } = {}) => {
  const database = await createTestDatabase(options);
  opened.push(database);
  return database;
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'curate-migrate-compat-'));
});
afterAll(async () => {
  for (const database of opened) await database.cleanup();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** drizzle.__drizzle_migrations in insertion order (created_at as text: node-postgres reads bigint as text). */
const bookkeeping = (database: TestDatabase) =>
  rows<{ id: number; hash: string; created_at: string }>(
    database,
    sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
  );

/** Every index and view of the public schema, as PostgreSQL prints them. */
const schemaShape = async (database: TestDatabase) => ({
  indexes: await rows(
    database,
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  ),
  views: await rows(database, sql`select viewname from pg_views where schemaname = 'public' order by viewname`),
});

/**
 * The migrations folder as drizzle's migrator ran it before issue #11: up to 0004, whose index statements ran
 * inside its one transaction (no marker, no CONCURRENTLY), and 0003 still building the two GIN indexes 0004
 * drops; so their texts and hashes differ from today's files.
 */
async function folderBeforeIssue11(): Promise<string> {
  const dir = path.join(scratch, 'before-issue-11');
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journal = await journalOf(dir);
  const last = journal.entries.findIndex((entry) => entry.tag === '0004_catalogue_index');
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  const file = path.join(dir, '0004_catalogue_index.sql');
  const text = await readFile(file, 'utf8');
  expect(text.startsWith(NO_TRANSACTION_MARKER)).toBe(true);
  await writeFile(file, text.replace(`${NO_TRANSACTION_MARKER}\n`, '').replace(/ CONCURRENTLY/g, ''));
  const catalogueSearch = path.join(dir, '0003_catalogue_search.sql');
  const oldIndexes = [
    'CREATE INDEX "enhanced_products_search_trgm_idx" ON "enhanced_products" USING gin ("search_text" gin_trgm_ops);',
    'CREATE INDEX "enhanced_products_custom_fields_idx" ON "enhanced_products" USING gin ("custom_fields" jsonb_path_ops);',
  ];
  await writeFile(
    catalogueSearch,
    [await readFile(catalogueSearch, 'utf8'), ...oldIndexes].join('\n--> statement-breakpoint\n'),
  );
  return dir;
}

describe('the migration runner and drizzle', () => {
  it("sees nothing re-applied on a database drizzle's own migrator migrated, and applies only the newer migrations", async () => {
    const legacy = await open({ migrate: false });
    const legacyFolder = await folderBeforeIssue11();
    const config = { migrationsFolder: legacyFolder };
    await (legacy.kind === 'pglite'
      ? drizzleMigratePglite(legacy.db as never, config)
      : drizzleMigratePg(legacy.db as never, config));
    await legacy.db.execute(sql`insert into companies (company_code, company_name) values ('kept', 'Kept')`);
    const before = await bookkeeping(legacy);
    expect(before.map((row) => row.created_at)).toEqual(
      (await journalOf(legacyFolder)).entries.map((entry) => String(entry.when)),
    );

    await migrateDatabase(legacy);
    const after = await bookkeeping(legacy);
    // The rows drizzle wrote stay as they were (0004 keeps its old hash: only created_at is compared) ...
    expect(after.slice(0, before.length)).toEqual(before);
    // ... and the newer migrations follow, in journal order, with drizzle's hash of today's files.
    const newer = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).slice(before.length);
    expect(newer.length).toBeGreaterThan(0);
    expect(after.slice(before.length).map(({ hash, created_at }) => ({ hash, created_at }))).toEqual(
      newer.map((migration) => ({ hash: migration.hash, created_at: String(migration.folderMillis) })),
    );
    expect(await rows(legacy, sql`select company_code from companies`)).toEqual([{ company_code: 'kept' }]);

    // A fresh database migrated by the runner alone ends with the same indexes and views.
    const fresh = await open();
    expect(await schemaShape(legacy)).toEqual(await schemaShape(fresh));
    expect((await bookkeeping(fresh)).map(({ hash, created_at }) => ({ hash, created_at }))).toEqual(
      readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((migration) => ({
        hash: migration.hash,
        created_at: String(migration.folderMillis),
      })),
    );
  });

  it('applies pending migrations in journal order, each once, and skips the applied ones', async () => {
    const database = await open({ migrate: false });
    const dir = path.join(scratch, 'ordered');
    await mkdir(path.join(dir, 'meta'), { recursive: true });
    const migrations = [
      {
        tag: '0000_steps',
        when: 1_000,
        body: 'CREATE TABLE "steps" ("n" int NOT NULL);\n--> statement-breakpoint\nINSERT INTO "steps" VALUES (1);',
      },
      {
        tag: '0001_steps_index',
        when: 2_000,
        body: `${NO_TRANSACTION_MARKER}\nINSERT INTO "steps" VALUES (2);\n--> statement-breakpoint\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "steps_n_idx" ON "steps" ("n");`,
      },
      { tag: '0002_steps_more', when: 3_000, body: 'INSERT INTO "steps" VALUES (3);' },
    ];
    for (const migration of migrations) await writeFile(path.join(dir, `${migration.tag}.sql`), migration.body);
    const publish = (count: number) =>
      writeFile(
        path.join(dir, 'meta', '_journal.json'),
        JSON.stringify({
          version: '7',
          dialect: 'postgresql',
          entries: migrations
            .slice(0, count)
            .map(({ tag, when }, idx) => ({ idx, version: '7', when, tag, breakpoints: true })),
        }),
      );
    const steps = async () =>
      (await rows<{ n: number }>(database, sql`select n from steps order by n`)).map((row) => row.n);

    await publish(2);
    await migrateDatabase(database, { migrationsFolder: dir });
    expect(await steps()).toEqual([1, 2]);
    await migrateDatabase(database, { migrationsFolder: dir });
    expect(await steps()).toEqual([1, 2]);

    await publish(3);
    await migrateDatabase(database, { migrationsFolder: dir });
    await migrateDatabase(database, { migrationsFolder: dir });
    expect(await steps()).toEqual([1, 2, 3]);
    expect((await bookkeeping(database)).map((row) => row.created_at)).toEqual(['1000', '2000', '3000']);
    expect(await rows(database, sql`select indexname from pg_indexes where tablename = 'steps'`)).toEqual([
      { indexname: 'steps_n_idx' },
    ]);
  });
});
