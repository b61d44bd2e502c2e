import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The 'host-app' project: unit and component tests of the host app (the security headers, the route
// redirects), in jsdom. The end-to-end tests have their own project (vitest.config.ts).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@curate/source', ...defaultClientConditions] },
  test: {
    name: 'host-app',
    environment: 'jsdom',
    // Worker threads start faster than forked processes: a third less wall time for these unit files here.
    pool: 'threads',
    include: ['*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
