// Applies the drizzle-kit migrations folder with the migrator matching the driver.
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { MIGRATIONS_DIR } from './paths';

export { MIGRATIONS_DIR };

export interface MigrateOptions {
  /** Folder holding meta/_journal.json and the SQL files; default MIGRATIONS_DIR. */
  migrationsFolder?: string;
}

/** Brings the database schema up to date; already-applied migrations are skipped. */
export async function migrateDatabase(database: Database, options: MigrateOptions = {}): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_DIR;
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
