// `node dist/migrate.js` (`pnpm --filter @curate/server run migrate`): applies the pending migrations to
// DATABASE_URL (or the PGlite folder) under the migration lock and exits; 0 when the schema is up to date. A
// deployment runs it once before the API and worker processes start (compose.yaml's `migrate` service); those
// migrate at start too, under the same lock, and then find nothing left to do.
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { defaultPgliteDataDir } from './db/paths';

const url = process.env.DATABASE_URL?.trim() || undefined;
const target = url
  ? `PostgreSQL at ${new URL(url).host}${new URL(url).pathname}`
  : `PGlite in ${defaultPgliteDataDir()}`;
const started = Date.now();
try {
  const database = await openDatabase(url ? { url } : { dataDir: defaultPgliteDataDir() });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  console.log(`Curate migrations: ${target} is up to date (${Date.now() - started} ms).`);
} catch (error) {
  console.error(`Curate migrations failed on ${target}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
