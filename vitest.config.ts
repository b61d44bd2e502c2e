import { defineConfig } from 'vitest/config';

// One test run for the whole workspace: every package contributes its own projects.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
