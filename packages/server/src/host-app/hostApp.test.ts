import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { RUNTIME_CONFIG_META } from '@curate/host-app/runtimeConfig';
import { securityHeaders } from '@curate/host-app/securityHeaders';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { isPagePath, loadHostApp } from './routes';

// With HOST_APP_DIR the API serves the built host app itself, with the host app's security headers
// (the ones vite preview sends), the run-time settings written into index.html, the SPA's fallback for client
// routes, a year's cache for hashed assets, and nothing of the API shadowed.

const METRICS_TOKEN = 'scrape-secret-0123456789';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Curate</title>
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Def456.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const SCRIPT = `console.log(${JSON.stringify('curate '.repeat(200))});\n`;

/** A folder laid out like packages/host-app/dist, inside a folder holding a file that must never be served. */
function fakeBuild(): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'curate-host-app-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(root, 'secret.txt'), 'not for the web');
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow:\n');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, 'assets', 'index-Abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-Abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-Def456.css'), 'body{margin:0}\n');
  return { root, dist };
}

/** The host app's headers the page must carry for these settings (same origin API, the development provider). */
const expectedHeaders = securityHeaders({ issuer: 'http://localhost:4000' });

/**
 * The settings in the page's meta element, its attribute decoded as an HTML parser does for these five entities
 * (the host app's jsdom test, runtimeConfig.test.ts, reads it back with the browser's own parser).
 */
function pageSettings(html: string): unknown {
  const match = new RegExp(`<meta name="${RUNTIME_CONFIG_META}" content="([^"]*)" />`).exec(html);
  if (!match) return null;
  const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
  return JSON.parse((match[1] ?? '').replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => entities[entity] ?? entity));
}

function expectHostHeaders(headers: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(expectedHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
}

describe('the built host app served by the API (HOST_APP_DIR)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let build: { root: string; dist: string };

  beforeAll(async () => {
    build = fakeBuild();
    ({ app, close } = await buildTestApp({ env: { HOST_APP_DIR: build.dist, METRICS_TOKEN } }));
  });
  afterAll(async () => {
    await close();
    rmSync(build.root, { recursive: true, force: true });
  });

  it('answers every client route with index.html, the host app headers and the run-time settings', async () => {
    for (const url of ['/', '/login', '/callback?code=x&state=y', '/acme-tools/review?tab=catalog', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expectHostHeaders(res.headers);
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-Abc123.js"></script>');
      expect(pageSettings(res.body)).toEqual({
        VITE_CURATE_OIDC_ISSUER: 'http://localhost:4000',
        VITE_CURATE_OIDC_CLIENT_ID: 'curate-web',
        VITE_CURATE_API_AUDIENCE: 'http://localhost:3000/api/v2',
        VITE_CURATE_OIDC_ROLES_CLAIM: 'https://curate.dev/roles,roles',
        VITE_CURATE_OIDC_ORG_CLAIM: 'org_id',
        VITE_CURATE_SUPER_ADMIN_SUBJECT: expect.any(String),
      });
    }
  });

  it('keeps the strict CSP: same-origin API, the provider, no inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' http://localhost:4000;");
    expect(csp).not.toMatch(/unsafe-|nonce-|sha256-/);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)/); // the settings are a meta element, not an inline script
  });

  it('revalidates index.html by its ETag and answers HEAD without a body', async () => {
    const first = await app.inject({ method: 'GET', url: '/acme-tools/catalog' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url: '/acme-tools/review' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expectHostHeaders(head.headers);
  });

  it('serves hashed assets for a year with the host app headers, precompressed when the client accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/assets/index-Abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expectHostHeaders(plain.headers);
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/index-Abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    const cors = await app.inject({
      method: 'GET',
      url: '/assets/index-Abc123.js',
      headers: { origin: 'http://localhost:5173', 'accept-encoding': 'gzip' },
    });
    expect(cors.headers.vary).toMatch(/origin/i); // CORS's Vary kept beside the encoding's
    expect(cors.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const css = await app.inject({
      method: 'GET',
      url: '/assets/index-Def456.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(css.statusCode).toBe(200); // no .br or .gz beside it: the file itself
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expectHostHeaders(css.headers);
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=0');
    expectHostHeaders(robots.headers);
  });

  it('answers 404 in the error shape for a missing asset or file, never the page', async () => {
    for (const url of [
      '/assets/index-Missing.js',
      '/assets/',
      '/assets',
      '/favicon.ico',
      '/.vite/manifest.json',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/../../secret.txt',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('not for the web');
      expect(res.body, url).not.toContain('<html');
    }
    const missing = await app.inject({ method: 'GET', url: '/assets/index-Missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not Found', code: 'not_found' });
  });

  it('leaves the API, /metrics and health as they were', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'healthy' });
    expect(health.headers['content-security-policy']).toContain("default-src 'none'");
    expect(health.headers['x-frame-options']).toBe('DENY');
    for (const [method, url] of [
      ['GET', '/api/v2/no-such-route'],
      ['GET', '/api/v2'],
      ['GET', '/api'],
      ['POST', '/api/v2/no-such-route'],
      ['POST', '/login'],
      ['DELETE', '/'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found', code: 'not_found' });
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
    const unauthorised = await app.inject({ method: 'GET', url: '/metrics' });
    expect(unauthorised.statusCode).toBe(401);
    const metrics = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('# HELP');
    const document = await app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths).some((path) => !path.startsWith('/api/v2'))).toBe(false);
  });

  it('routes only GET and HEAD of extension-less paths outside /api, /assets and /metrics to the page', () => {
    expect(isPagePath('GET', '/northwind-supply/billing')).toBe(true);
    expect(isPagePath('HEAD', '/')).toBe(true);
    expect(isPagePath('POST', '/login')).toBe(false);
    expect(isPagePath('GET', '/api/v2/health')).toBe(false);
    expect(isPagePath('GET', '/apiary')).toBe(true);
    expect(isPagePath('GET', '/metrics')).toBe(false);
    expect(isPagePath('GET', '/assets/x')).toBe(false);
    expect(isPagePath('GET', '/logo.png')).toBe(false);
  });
});

describe('HOST_APP_DIR settings and its absence', () => {
  it('serves nothing of the host app without HOST_APP_DIR', async () => {
    const { app, close } = await buildTestApp();
    try {
      for (const url of ['/', '/login', '/assets/index-Abc123.js']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not Found', code: 'not_found' });
      }
    } finally {
      await close();
    }
  });

  it('tells the page an explicit API URL and provider, and lets the CSP connect to them', async () => {
    const build = fakeBuild();
    const { app, close } = await buildTestApp({
      env: {
        HOST_APP_DIR: build.dist,
        VITE_CURATE_API_URL: 'https://api.example.com',
        OIDC_ISSUER: 'https://login.example.com/realms/curate',
        VITE_CURATE_OIDC_AUDIENCE_PARAM: 'audience',
      },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/login' });
      expect(res.headers['content-security-policy']).toContain(
        "connect-src 'self' https://api.example.com https://login.example.com;",
      );
      expect(pageSettings(res.body)).toMatchObject({
        VITE_CURATE_API_URL: 'https://api.example.com',
        VITE_CURATE_OIDC_ISSUER: 'https://login.example.com/realms/curate',
        VITE_CURATE_OIDC_AUDIENCE_PARAM: 'audience',
      });
    } finally {
      await close();
      rmSync(build.root, { recursive: true, force: true });
    }
  });

  it('refuses to start on a folder that is not a build', () => {
    const empty = mkdtempSync(join(tmpdir(), 'curate-host-app-empty-'));
    try {
      expect(() => loadHostApp({ dir: empty, settings: {} })).toThrow(/HOST_APP_DIR=.* holds no index.html/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
