import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The partner example portal (issue #21): a partner's own Vite app embedding Curate widgets. It builds from the
// workspace sources of @curate/* (their `@curate/source` condition), as the host app does. `pnpm start` serves the
// built app with `vite preview` on PARTNER_EXAMPLE_PORT (default 5174) under the partner's own strict
// Content-Security-Policy, sent as a header; the dev server (`pnpm dev`) injects inline scripts and styles, so it
// gets no CSP.
const set = (name: string) => process.env[name]?.trim() || undefined;
const originOf = (url: string) => new URL(url).origin;

/**
 * The partner's policy: nothing inline, nothing eval'd, no frames; it may call only the Curate API and provider. With
 * a `nonce` (the custom-elements page), <style> elements carrying it are allowed too.
 */
export function partnerCsp(env: Record<string, string | undefined> = process.env, nonce?: string): string {
  const api = originOf(env.VITE_CURATE_API_URL?.trim() || `http://localhost:${env.PORT?.trim() || '3000'}`);
  const idp = originOf(env.VITE_CURATE_OIDC_ISSUER?.trim() || 'http://localhost:4000');
  return [
    "default-src 'none'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
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

const elementsDist = fileURLToPath(new URL('../elements/dist/', import.meta.url));
/** The plain pages with Curate's custom elements: both elements, or one with its own module. */
const elementsPages: Record<string, string> = Object.fromEntries(
  ['elements.html', 'elements-review-queue.html', 'elements-catalog.html'].map((name) => [
    `/${name}`,
    fileURLToPath(new URL(`./public/${name}`, import.meta.url)),
  ]),
);

/** What the plain custom-elements page needs to know at run time: where the API and the sign-in are. */
function elementsConfig(env: Record<string, string | undefined> = process.env): string {
  return JSON.stringify({
    apiBaseUrl: (set('VITE_CURATE_API_URL') ?? `http://localhost:${env.PORT?.trim() || '3000'}`).replace(/\/$/, ''),
    authority: (set('VITE_CURATE_OIDC_ISSUER') ?? 'http://localhost:4000').replace(/\/$/, ''),
    clientId: set('VITE_CURATE_OIDC_CLIENT_ID') ?? 'curate-web',
  });
}

/**
 * The ES modules of the built @curate/elements, as paths under dist: curate-elements.js, review-queue/curate-review-queue.js,
 * catalog/curate-catalog.js and the chunks each loads.
 */
const elementsModules = () =>
  readdirSync(elementsDist, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => name.split(path.sep).join('/'));

/**
 * The custom-elements pages (public/elements*.html, issue #21): plain HTML pages loading @curate/elements' built
 * modules (curate-elements.js for both elements, or curate-review-queue.js or curate-catalog.js for one, and their
 * chunks), copied to /elements/. Each response of a page gets a fresh nonce, written into the elements' `nonce`
 * attributes and into its Content-Security-Policy (`?nonce=off` leaves the attributes out).
 */
function curateElementsPage(): Plugin {
  const servePage =
    (dev: boolean): Connect.NextHandleFunction =>
    (req, res: ServerResponse, next) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const module = /^\/elements\/((?:[\w-]+\/)?[\w-]+\.js)$/.exec(url.pathname)?.[1];
      if (dev && module && elementsModules().includes(module)) {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(path.join(elementsDist, module)));
        return;
      }
      if (dev && url.pathname === '/elements-config.json') {
        res.setHeader('Content-Type', 'application/json');
        res.end(elementsConfig());
        return;
      }
      const elementsPage = elementsPages[url.pathname];
      if (!elementsPage) return next();
      const nonce = randomBytes(16).toString('base64');
      const html = readFileSync(elementsPage, 'utf8').replaceAll(
        'nonce="__CURATE_NONCE__"',
        url.searchParams.get('nonce') === 'off' ? '' : `nonce="${nonce}"`,
      );
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Security-Policy', partnerCsp(process.env, nonce));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(html);
    };
  return {
    name: 'curate-elements-page',
    generateBundle() {
      for (const module of elementsModules())
        this.emitFile({
          type: 'asset',
          fileName: `elements/${module}`,
          source: readFileSync(path.join(elementsDist, module)),
        });
      this.emitFile({ type: 'asset', fileName: 'elements-config.json', source: elementsConfig() });
    },
    configureServer(server) {
      server.middlewares.use(servePage(true));
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePage(false));
    },
  };
}

export default defineConfig(() => {
  const port = Number(set('PARTNER_EXAMPLE_PORT') ?? 5174);
  return {
    plugins: [react(), curateElementsPage()],
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
