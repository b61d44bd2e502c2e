import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** One self-contained project per database kind (usable from this file or spread into another config). */
function serverProject(name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    root,
    resolve: { conditions: ['@curate/source'] },
    // Node-environment modules resolve through the 'ssr' environment, whose conditions are set apart (and
    // which vitest also hands to Node as --conditions for what it does not inline: so no 'module' here).
    ssr: { resolve: { conditions: ['@curate/source', 'node'] } },
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.test.ts'],
      env: { CURATE_TEST_DB: db },
      // Every answer a test app sends is checked against the OpenAPI document (issue #13).
      setupFiles: ['src/test/conformanceSetup.ts'],
      globalSetup: ['src/test/conformanceSummary.ts'],
      // PGlite start-up (WASM) takes a few seconds per database.
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  };
}

/**
 * Server tests run once per database kind: always on embedded PGlite ('server-pglite'), and on a real
 * PostgreSQL ('server-postgres') only when TEST_DATABASE_URL is set; src/test/database.ts creates a
 * fresh database per test database and drops it afterwards.
 */
export const serverProjects: TestProjectInlineConfiguration[] = [
  serverProject('server-pglite', 'pglite'),
  ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
];

const pglite = serverProject('server-pglite', 'pglite');

// The top level repeats the PGlite project: vitest 4.1 loads a config referenced from the workspace
// root as a single project and does not expand its `projects` (nested projects), so from the root
// this file still yields 'server-pglite'. Run on its own (-c/--root), it yields `serverProjects`.
export default defineConfig({
  resolve: pglite.resolve,
  ssr: pglite.ssr,
  test: {
    ...pglite.test,
    // Each test file opens its own database: two files at a time fits a 2-core machine.
    fileParallelism: true,
    maxWorkers: 2,
    projects: serverProjects,
  },
});
