// Test support: an app on a fresh database, for feature tests (`inject` or a real listen).
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase } from './database';
import { installResponseConformance } from './responseConformance';

/** Options of `buildTestApp`: env overrides for `loadConfig`, plus any `buildApp` option. */
export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'config'>> {
  /** Environment variables on top of NODE_ENV=test, e.g. `{ BODY_LIMIT_BYTES: '1024' }`. */
  env?: Record<string, string>;
}

/**
 * A built (not listening) app on a fresh migrated test database (PGlite, or PostgreSQL when
 * CURATE_TEST_DB=postgres), or on the `database` given; `close()` closes the app and drops a database
 * it created. Silent unless `logger` is given. Every answer it sends is checked against its OpenAPI
 * document (src/test/responseConformance.ts): a mismatch fails the test that received it.
 */
export async function buildTestApp(
  options: TestAppOptions = {},
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const { env, database: given, logger = false, ...rest } = options;
  const created = given ? undefined : await createTestDatabase();
  const database = given ?? created!;
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  // No job workers unless the test asks for them (`jobs: { workers, pipeline }`): nothing changes behind its back.
  const app = await buildApp({ ...rest, jobs: rest.jobs ?? { workers: 0 }, database, config, logger });
  installResponseConformance(app);
  return {
    app,
    database,
    async close() {
      await app.close();
      await created?.cleanup();
    },
  };
}
