import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@curate/source'] },
  // Node-environment modules resolve through the 'ssr' environment, whose conditions are set apart (and
  // which vitest also hands to Node as --conditions for what it does not inline: so no 'module' here).
  ssr: { resolve: { conditions: ['@curate/source', 'node'] } },
  test: { name: 'auth', environment: 'node', pool: 'threads', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
