// Small query helpers for tests: raw SQL rows and the database error behind a drizzle failure.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function rows<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The PostgreSQL error (code, message, constraint) a promise rejects with, unwrapping drizzle's cause. */
export async function pgError(
  promise: Promise<unknown>,
): Promise<{ code?: string; message: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    let current: unknown = error;
    while (current && typeof current === 'object') {
      const e = current as { code?: string; message?: string; constraint?: string; cause?: unknown };
      if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
        return { code: e.code, message: e.message ?? '', constraint: e.constraint };
      }
      current = e.cause;
    }
    throw error;
  }
  throw new Error('expected the statement to fail, but it succeeded');
}
