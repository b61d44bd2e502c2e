import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The host app always builds from the workspace sources of @curate/* (their `development` export
// condition), so `pnpm start` needs no separate library build. No third-party dependency uses that
// condition, so it changes nothing else.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['development', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: Number(process.env.HOST_APP_PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.HOST_APP_PORT ?? 5173), strictPort: true },
});
