import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The 'elements' project: the custom elements in jsdom, over the workspace sources.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@curate/source', ...defaultClientConditions] },
  test: {
    name: 'elements',
    environment: 'jsdom',
    pool: 'threads',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
