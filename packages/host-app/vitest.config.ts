import { defineConfig } from 'vitest/config';

// End-to-end: runs `pnpm start` (scripts/start.mjs) for real and drives the pages in Chromium. Files run one
// after another: each start rebuilds the shared dist folders (the host app with its own ports baked in).
export default defineConfig({
  resolve: { conditions: ['@curate/source'] },
  // Node-environment modules resolve through the 'ssr' environment, whose conditions are set apart (and
  // which vitest also hands to Node as --conditions for what it does not inline: so no 'module' here).
  ssr: { resolve: { conditions: ['@curate/source', 'node'] } },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
