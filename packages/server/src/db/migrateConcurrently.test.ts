// Issue #11: a migration marked `-- curate:no-transaction` builds its index with CREATE INDEX CONCURRENTLY
// outside a transaction, so writes to the table proceed while it runs. Shown on the real PostgreSQL (PGlite
// has one connection and no concurrent writers); the same build inside a transaction blocks them.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../test/database';
import { pgError, rows } from '../test/sql';
import { migrateDatabase, NO_TRANSACTION_MARKER } from './migrate';

let database: TestDatabase;
let folder: string;

/** A migrations folder with one migration (after every real one), its SQL given. */
async function migrationsFolder(name: string, body: string, when: number): Promise<string> {
  const dir = path.join(folder, name);
  await mkdir(path.join(dir, 'meta'), { recursive: true });
  const journal = {
    version: '7',
    dialect: 'postgresql',
    entries: [{ idx: 0, version: '7', when, tag: `0000_${name}`, breakpoints: true }],
  };
  await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  await writeFile(path.join(dir, `0000_${name}.sql`), body);
  return dir;
}

/** Whether a promise has settled, without waiting for it. */
function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

const building = async () =>
  (
    await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from pg_stat_progress_create_index where relid = 'mig_probe'::regclass`,
    )
  )[0]!.n > 0;

/** Whether a build is scanning the table, before it waits for older snapshots. */
const scanning = async () =>
  (
    await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from pg_stat_progress_create_index where relid = 'mig_probe'::regclass and phase like 'building index%'`,
    )
  )[0]!.n > 0;

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.skipIf(testDatabaseKind() !== 'postgres')('migrations outside a transaction (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(path.join(os.tmpdir(), 'curate-migrations-'));
    // A table whose index build is slow by construction: each row's key costs a millisecond.
    await database.db.execute(
      sql.raw(`
      create function slow_key(v int) returns int language plpgsql immutable as $$ begin perform pg_sleep(0.001); return v; end $$;
      create table mig_probe (id serial primary key, v int not null);
      insert into mig_probe (v) select g from generate_series(1, 1500) g;
    `),
    );
  });
  afterAll(async () => {
    await database?.cleanup();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('lets writes proceed while CREATE INDEX CONCURRENTLY runs, and leaves a valid index', async () => {
    const dir = await migrationsFolder(
      'concurrent',
      `${NO_TRANSACTION_MARKER}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "mig_probe_slow_idx" ON "mig_probe" (slow_key(v));`,
      9_000_000_000_000,
    );
    const migration = tracked(migrateDatabase(database, { migrationsFolder: dir }));
    await waitUntil(building);
    // Writes from other connections complete while the build is still going.
    await database.db.execute(sql`insert into mig_probe (v) values (-1)`);
    await database.db.execute(sql`update mig_probe set v = v + 1 where id = 1`);
    expect(migration.settled).toBe(false);
    expect(await building()).toBe(true);
    await migration.promise;
    const [index] = await rows<{ valid: boolean }>(
      database,
      sql`select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = 'mig_probe_slow_idx'`,
    );
    expect(index).toEqual({ valid: true });
    const [recorded] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations where created_at = 9000000000000`,
    );
    expect(recorded).toEqual({ n: 1 });
  });

  it('the same build inside a transaction (an ordinary migration) would block them', async () => {
    const dir = await migrationsFolder(
      'locking',
      'CREATE INDEX "mig_probe_locking_idx" ON "mig_probe" (slow_key(v));',
      9_000_000_000_001,
    );
    const migration = tracked(migrateDatabase(database, { migrationsFolder: dir }));
    await waitUntil(building);
    const blocked = await pgError(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '200ms'`);
        await tx.execute(sql`insert into mig_probe (v) values (-2)`);
      }),
    );
    expect(blocked.code).toBe('55P03'); // lock_not_available
    await migration.promise;
  });

  it('lets two servers migrate at once: the second waits for the first, neither fails, the migration runs once', async () => {
    const dir = await migrationsFolder(
      'together',
      `${NO_TRANSACTION_MARKER}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "mig_probe_together_idx" ON "mig_probe" (slow_key(v));`,
      9_000_000_000_002,
    );
    const first = tracked(migrateDatabase(database, { migrationsFolder: dir }));
    await waitUntil(scanning);
    // The second starts while the first builds. A waiter blocked in pg_advisory_lock would hold a snapshot
    // the concurrent build waits for, and PostgreSQL would abort one of them as a deadlock (40P01).
    const second = tracked(migrateDatabase(database, { migrationsFolder: dir }));
    const settled = await Promise.allSettled([first.promise, second.promise]);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const [index] = await rows<{ valid: boolean }>(
      database,
      sql`select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = 'mig_probe_together_idx'`,
    );
    expect(index).toEqual({ valid: true });
    const [recorded] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations where created_at = 9000000000002`,
    );
    expect(recorded).toEqual({ n: 1 });
  });

  it('rebuilds an index a failed concurrent build left INVALID instead of keeping it', async () => {
    // A unique build over duplicate keys fails and leaves its index behind, marked invalid.
    await database.db.execute(sql`insert into mig_probe (v) values (7), (7)`);
    const unique = `${NO_TRANSACTION_MARKER}\nCREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "mig_probe_v_key" ON "mig_probe" (v);`;
    const failing = await migrationsFolder('failing', unique, 9_000_000_000_003);
    await expect(migrateDatabase(database, { migrationsFolder: failing })).rejects.toThrow();
    const state = () =>
      rows<{ valid: boolean }>(
        database,
        sql`select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = 'mig_probe_v_key'`,
      );
    expect(await state()).toEqual([{ valid: false }]);
    // Once the data is mended, running the migration again replaces the invalid index with a valid one.
    await database.db.execute(sql`delete from mig_probe a using mig_probe b where a.v = b.v and a.id > b.id`);
    await migrateDatabase(database, { migrationsFolder: failing });
    expect(await state()).toEqual([{ valid: true }]);
  });
});
