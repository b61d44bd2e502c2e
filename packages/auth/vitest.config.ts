import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['development'] },
  test: { name: 'auth', environment: 'node', pool: 'threads', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
