import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The host app always builds from the workspace sources of @curate/* (their `development` export
// condition), so `pnpm start` needs no separate library build. No third-party dependency uses that
// condition, so it changes nothing else.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['development', ...defaultClientConditions] },
  // One SPA bundle of about 190 kB gzipped (React, the router, zod contract, oidc-client-ts, Headless UI).
  build: { chunkSizeWarningLimit: 1000 },
  server: { host: '127.0.0.1', port: Number(process.env.HOST_APP_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.HOST_APP_PORT ?? 5173), strictPort: true },
});
