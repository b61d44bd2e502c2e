// Test harness: a fresh, migrated (optionally seeded) database per call, PGlite or real PostgreSQL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoData, type SeedOptions } from '../seed';

export type TestDatabase = Database & {
  /** The PostgreSQL connection string of this database (absent on PGlite): for child processes. */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the database created for this call. */
  cleanup(): Promise<void>;
};

export interface TestDatabaseOptions {
  /** Load the demo data; default false. `true` uses the defaults, an object passes seed options. */
  seed?: boolean | SeedOptions;
  /** Apply the migrations; default true. False gives an empty database (for migration tests). */
  migrate?: boolean;
}

/** 'postgres' when CURATE_TEST_DB=postgres (needs TEST_DATABASE_URL), else 'pglite'. */
export function testDatabaseKind(env: NodeJS.ProcessEnv = process.env): 'pglite' | 'postgres' {
  return env.CURATE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** Opens a brand-new (by default migrated) database: in-memory PGlite, or a uniquely named PostgreSQL database. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = testDatabaseKind();
  const created = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase(created ? { url: created.url, maxConnections: 5 } : {});
  const cleanup = async () => {
    await database.close();
    await created?.drop();
  };
  try {
    if (options.migrate !== false) await migrateDatabase(database);
    if (options.seed) await seedDemoData(database, options.seed === true ? {} : options.seed);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { ...database, url: created?.url, cleanup };
}

/** CREATE DATABASE curate_test_<random> on the TEST_DATABASE_URL server; drop() removes it. */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('CURATE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `curate_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
