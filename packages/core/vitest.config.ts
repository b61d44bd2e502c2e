import { defineProject } from 'vitest/config';

// The core package's test project: pure logic and the API client run in node.
export default defineProject({
  resolve: { conditions: ['@curate/source'] },
  // Node-environment modules resolve through the 'ssr' environment, whose conditions are set apart (and
  // which vitest also hands to Node as --conditions for what it does not inline: so no 'module' here).
  ssr: { resolve: { conditions: ['@curate/source', 'node'] } },
  test: {
    name: 'core',
    environment: 'node',
    // Worker threads start faster than forked processes: a third less wall time for these unit files here.
    pool: 'threads',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
