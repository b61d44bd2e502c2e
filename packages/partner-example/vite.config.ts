import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The partner example portal (issue #21): a partner's own Vite app embedding Curate widgets. It builds from the
// workspace sources of @curate/* (their `@curate/source` condition), as the host app does. `pnpm start` serves the
// built app with `vite preview` on PARTNER_EXAMPLE_PORT (default 5174) under the partner's own strict
// Content-Security-Policy, sent as a header; the dev server (`pnpm dev`) injects inline scripts and styles, so it
// gets no CSP.
const set = (name: string) => process.env[name]?.trim() || undefined;
const originOf = (url: string) => new URL(url).origin;

/** The partner's policy: nothing inline, nothing eval'd, no frames; it may call only the Curate API and provider. */
export function partnerCsp(env: Record<string, string | undefined> = process.env): string {
  const api = originOf(env.VITE_CURATE_API_URL?.trim() || `http://localhost:${env.PORT?.trim() || '3000'}`);
  const idp = originOf(env.VITE_CURATE_OIDC_ISSUER?.trim() || 'http://localhost:4000');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'none'",
    `connect-src 'self' ${[...new Set([api, idp])].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

export default defineConfig(() => {
  const port = Number(set('PARTNER_EXAMPLE_PORT') ?? 5174);
  return {
    plugins: [react()],
    resolve: { conditions: ['@curate/source', ...defaultClientConditions] },
    build: { chunkSizeWarningLimit: 2000 },
    server: { host: '127.0.0.1', port, strictPort: true },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      headers: { 'Content-Security-Policy': partnerCsp(), 'X-Content-Type-Options': 'nosniff' },
    },
  };
});
