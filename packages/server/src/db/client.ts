import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdir } from 'node:fs/promises';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle database both drivers give: PGlite (embedded) and node-postgres (a real server). */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: AppDb;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Runs `work` on one connection held for its whole duration: what a session-level advisory lock and
   * statements that must run outside a transaction (CREATE INDEX CONCURRENTLY) need. PGlite has one anyway.
   */
  withConnection<T>(work: (db: AppDb) => Promise<T>): Promise<T>;
  /**
   * One parameterised statement, or several unparameterised ones, outside drizzle: the connection the job
   * queue (pg-boss's `db` option) runs on, so it shares this database on both drivers.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Closes every connection; calling it again is harmless. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder, created when missing; absent means in memory. */
  dataDir?: string;
  /** node-postgres pool size; default 10. */
  maxConnections?: number;
  /** Called when an idle PostgreSQL connection fails (e.g. the server restarted); default ignore. */
  onIdleError?: (error: Error) => void;
}

/** Opens the database: a real PostgreSQL when `url` is set, else embedded PGlite. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle connection dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', (error) => options.onIdleError?.(error));
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as AppDb;
    return {
      kind: 'postgres',
      db,
      ping: () => ping(db),
      executeSql: (text, values) => pool.query(text, values),
      async withConnection(work) {
        const client = await pool.connect();
        try {
          return await work(drizzlePg({ client, schema }) as unknown as AppDb);
        } finally {
          client.release();
        }
      },
      // pool.end() resolves before the sockets close; wait for them so the database can be dropped.
      close: once(async () => {
        const closed = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
        await pool.end();
        await Promise.all(closed);
      }),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // pg_trgm and btree_gin back the catalogue's GIN index (migrations 0003, 0004); PostgreSQL ships both as contrib.
  const extensions = { pg_trgm, btree_gin };
  const client = options.dataDir ? new PGlite(options.dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    ping: () => ping(db),
    executeSql: (text, values) => pgliteExecute(client, text, values),
    withConnection: (work) => work(db),
    close: once(() => client.close()),
  };
}

/** PGlite's `query` takes one statement with parameters, `exec` several without: the last result is answered. */
export async function pgliteExecute(
  client: Pick<PGlite, 'query' | 'exec'>,
  text: string,
  values?: unknown[],
): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) return client.query(text, values);
  const results = await client.exec(text);
  return results.at(-1) ?? { rows: [] };
}

/** Wraps `fn` so later calls return the first call's promise (close() may be called twice). */
function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}

async function ping(db: AppDb): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
