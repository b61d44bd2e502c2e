import { defineProject } from 'vitest/config';

// The core package's test project: pure logic and the API client run in node.
export default defineProject({
  resolve: { conditions: ['development'] },
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
