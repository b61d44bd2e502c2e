// Applies the drizzle-kit migrations folder. Most migrations run in a transaction each; one whose first line
// is NO_TRANSACTION_MARKER runs statement by statement outside any transaction, so it can build indexes on
// large tables with CREATE INDEX CONCURRENTLY and take no long lock (issue #11). The bookkeeping is
// drizzle's own table (drizzle.__drizzle_migrations: hash, created_at = the journal's `when`), so
// databases migrated by drizzle's migrator before see nothing re-applied.
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { AppDb, Database } from './client';
import { MIGRATIONS_DIR } from './paths';

export { MIGRATIONS_DIR };

/** First line of a migration that must run outside a transaction (each statement commits on its own). */
export const NO_TRANSACTION_MARKER = '-- curate:no-transaction';

/** Session advisory lock held while migrating, so two servers starting at once do not both migrate. */
const MIGRATION_LOCK_KEY = 7_311_052_611;

/** How long a server waits between two attempts at the migration lock while another one migrates. */
export const MIGRATION_LOCK_RETRY_MS = 200;

export interface MigrateOptions {
  /** Folder holding meta/_journal.json and the SQL files; default MIGRATIONS_DIR. */
  migrationsFolder?: string;
}

type Migration = ReturnType<typeof readMigrationFiles>[number];

const isNonTransactional = (migration: Migration) =>
  migration.sql[0]?.trimStart().startsWith(NO_TRANSACTION_MARKER) ?? false;
const statements = (migration: Migration) =>
  migration.sql.map((stmt) => stmt.trim()).filter((stmt) => stmt.replace(/^--.*$/gm, '').trim() !== '');

/** The index a `CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS` builds: [schema, name] (schema optional). */
const CONCURRENT_INDEX =
  /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+(?:"?([\w$]+)"?\s*\.\s*)?"?([\w$]+)"?/im;

/**
 * One statement of a non-transactional migration. A concurrent index build that failed before (a crash, a
 * cancelled deploy, a unique build over duplicates) leaves an INVALID index that IF NOT EXISTS would keep:
 * it is dropped and built again. PGlite runs the same statements (it accepts CONCURRENTLY; with one
 * connection there is nobody to wait for).
 */
async function runOutsideTransaction(db: AppDb, statement: string): Promise<void> {
  const index = CONCURRENT_INDEX.exec(statement.replace(/^--.*$/gm, '').trim());
  if (index) {
    const [, schema, name] = index as unknown as [string, string | undefined, string];
    const invalid = (await db.execute(
      sql`select n.nspname as schema from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
          where c.relname = ${name} and n.nspname = coalesce(${schema ?? null}, current_schema()) and not i.indisvalid`,
    )) as unknown as { rows: { schema: string }[] };
    for (const row of invalid.rows)
      await db.execute(sql.raw(`DROP INDEX CONCURRENTLY IF EXISTS "${row.schema}"."${name}"`));
  }
  await db.execute(sql.raw(statement));
}

/**
 * Takes the migration lock, waiting while another server holds it. The wait is a loop of
 * pg_try_advisory_lock with pauses between the statements, not a blocking pg_advisory_lock: a session
 * blocked in a statement holds a snapshot, CREATE INDEX CONCURRENTLY waits for every older snapshot to go,
 * and the lock holder's build and the waiter would deadlock (40P01, the build aborted and left INVALID).
 */
async function lockMigrations(db: AppDb): Promise<void> {
  for (;;) {
    const result = (await db.execute(sql`select pg_try_advisory_lock(${MIGRATION_LOCK_KEY}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (result.rows[0]?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_RETRY_MS));
  }
}

/** Brings the database schema up to date; already-applied migrations are skipped. */
export async function migrateDatabase(database: Database, options: MigrateOptions = {}): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: options.migrationsFolder ?? MIGRATIONS_DIR });
  await database.withConnection(async (db) => {
    await lockMigrations(db);
    try {
      await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
      await db.execute(
        sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
      );
      const last = (await db.execute(
        sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as {
        rows: { created_at: string | number }[];
      };
      const appliedUpTo = last.rows[0] ? Number(last.rows[0].created_at) : -Infinity;
      for (const migration of migrations.filter((m) => m.folderMillis > appliedUpTo)) {
        const record = sql`insert into drizzle.__drizzle_migrations ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`;
        if (isNonTransactional(migration)) {
          for (const statement of statements(migration)) await runOutsideTransaction(db, statement);
          await db.execute(record);
        } else {
          await db.transaction(async (tx) => {
            for (const statement of statements(migration)) await tx.execute(sql.raw(statement));
            await tx.execute(record);
          });
        }
      }
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
