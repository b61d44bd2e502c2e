import { defineConfig, defaultClientConditions, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { originsFromEnv, securityHeaders } from './securityHeaders.ts';

// The host app always builds from the workspace sources of @curate/* (their `development` export
// condition), so `pnpm start` needs no separate library build. No third-party dependency uses that
// condition, so it changes nothing else.
export default defineConfig(({ mode }) => {
  const origins = originsFromEnv({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env });
  const port = Number(process.env.HOST_APP_PORT ?? 5173);
  return {
    plugins: [react()],
    resolve: { conditions: ['development', ...defaultClientConditions] },
    // One SPA bundle of about 190 kB gzipped (React, the router, zod contract, oidc-client-ts, Headless UI).
    build: { chunkSizeWarningLimit: 1000 },
    // The dev server injects inline scripts (React refresh), so it gets every header but the CSP.
    server: { host: '127.0.0.1', port, strictPort: true, headers: securityHeaders(origins, { csp: false }) },
    preview: { host: '127.0.0.1', port, strictPort: true, headers: securityHeaders(origins) },
  };
});
