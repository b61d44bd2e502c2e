import { defineConfig } from 'vitest/config';
import { serverProjects } from './packages/server/vitest.config';

// One test run for the whole workspace. Each packages/*/vitest.config.ts is one project; vitest does
// not expand `projects` nested inside a referenced config, so extra projects are listed here: the
// story tests in Chromium, the host app's unit tests beside its end-to-end tests, and the server suite
// once per database kind (PGlite always, PostgreSQL when TEST_DATABASE_URL is set), and the repository scripts.
export default defineConfig({
  test: {
    projects: [
      'packages/core/vitest.config.ts',
      'packages/auth/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'packages/ui/vitest.storybook.config.ts',
      'packages/elements/vitest.config.ts',
      'packages/host-app/vitest.unit.config.ts',
      'packages/host-app/vitest.config.ts',
      ...serverProjects,
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.mjs'],
          exclude: ['scripts/pack.test.mjs'],
        },
      },
      // The packed packages installed outside the workspace (issue #21): builds and installs, so not in test:unit.
      { test: { name: 'pack', environment: 'node', include: ['scripts/pack.test.mjs'] } },
    ],
  },
});
