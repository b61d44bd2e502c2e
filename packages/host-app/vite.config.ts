import { defineConfig, defaultClientConditions, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { originsFromEnv, securityHeaders } from './securityHeaders.ts';

// The host app always builds from the workspace sources of @curate/* (their `@curate/source` export
// condition), so `pnpm start` needs no separate library build. No bundler sets that condition by default
// and no third-party dependency uses it, so it changes nothing else (issue #21).
export default defineConfig(({ mode }) => {
  const origins = originsFromEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env });
  const port = Number(process.env.HOST_APP_PORT ?? 5173);
  return {
    plugins: [react()],
    resolve: { conditions: ['@curate/source', ...defaultClientConditions] },
    // The main chunk (React, the router, oidc-client-ts, Headless UI), a chunk per tab loaded on demand, and zod
    // with the contract's schemas in chunks that only those tabs (and the session's first API calls) load: the
    // login page loads no zod (issue #21). Every schema module of @curate/core sets zod's jitless mode before it
    // builds a schema, whatever the chunks' order (the CSP E2E test would see zod's `new Function` probe otherwise).
    build: {
      chunkSizeWarningLimit: 1000,
      // dist/.vite/manifest.json: the chunks each route loads, for the size budget (.size-limit.mjs).
      manifest: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }] } },
      },
    },
    // The dev server injects inline scripts (React refresh), so it gets every header but the CSP.
    server: { host: '127.0.0.1', port, strictPort: true, headers: securityHeaders(origins, { csp: false }) },
    preview: { host: '127.0.0.1', port, strictPort: true, headers: securityHeaders(origins) },
  };
});
