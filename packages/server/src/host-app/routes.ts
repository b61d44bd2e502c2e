// The built host app served by the API itself (HOST_APP_DIR), so one process (one container) serves
// the product: dist/assets/* with @fastify/static (hashed names, so cached for a year), any other file of dist/
// (Vite's public/ folder) unhashed, and index.html, with the run-time settings written in, for every client
// route (the SPA's fallback). Every page and file carries the host app's security headers, from the same module
// vite preview sends them from (@curate/host-app/securityHeaders), computed from the settings the page is told.
// Nothing shadows the API: /api/…, /metrics and every registered route answer first, the pages come only from
// the not-found path, and a missing asset or any path with a file extension answers the API's 404.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { injectRuntimeConfig } from '@curate/host-app/runtimeConfig';
import { securityHeaders } from '@curate/host-app/securityHeaders';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from '../http/error-handler';
import type { HostAppConfig } from './config';

/** Where the bundle's hashed files live, below the site root. */
export const ASSETS_PREFIX = '/assets/';

/** How long a hashed asset may be cached: a year, and `immutable` (a new build has new names). */
const ASSET_MAX_AGE = '365d';

/** Paths that always belong to the server, never to the SPA (a miss there is the API's 404). */
const SERVER_PATHS = /^\/(?:api|assets|metrics)(?:\/|$)/;

/**
 * True for a path the SPA routes itself: GET or HEAD, outside the server's paths, and the last segment without a
 * dot (a file name: a missing file is a 404, not the app). `/index.html` is the page too.
 */
export function isPagePath(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/index.html') return true;
  if (SERVER_PATHS.test(path)) return false;
  return !(path.split('/').pop() ?? '').includes('.');
}

/** The host app, read once at start: `page` answers client routes (the not-found fallback), `register` the files. */
export interface HostApp {
  page: NotFoundFallback;
  register(app: FastifyInstance): Promise<void>;
  /** The headers every page and file carries. */
  headers: Record<string, string>;
}

/** Reads HOST_APP_DIR's index.html and computes the headers; throws a readable error when it is not a build. */
export function loadHostApp(config: HostAppConfig): HostApp {
  let raw: string;
  try {
    raw = readFileSync(join(config.dir, 'index.html'), 'utf8');
  } catch {
    throw new Error(
      `HOST_APP_DIR=${config.dir} holds no index.html: point it at the built host app (pnpm --filter @curate/host-app build writes packages/host-app/dist)`,
    );
  }
  const html = injectRuntimeConfig(raw, config.settings);
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const headers = securityHeaders({
    apiUrl: config.settings.VITE_CURATE_API_URL,
    issuer: config.settings.VITE_CURATE_OIDC_ISSUER ?? 'http://localhost:4000',
  });

  const page: NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPagePath(request.method, request.url.split('?')[0] ?? '')) return undefined;
    reply.headers(headers).header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(200).type('text/html; charset=utf-8').send(html);
  };

  async function register(app: FastifyInstance): Promise<void> {
    // Other files of dist/ (copies of a public/ folder): served unhashed, revalidated each time.
    const otherEntries = readdirSync(config.dir).filter(
      (name) => name !== 'index.html' && name !== 'assets' && !name.startsWith('.'),
    );
    const files: FastifyPluginAsync = async (scope) => {
      // After helmet's (the parent's onRequest hooks run first): the host app's headers replace the API's.
      scope.addHook('onRequest', async (_request, reply) => {
        // Vary: kept as CORS set it (Origin), plus the encoding a precompressed file was chosen by.
        const vary = reply.getHeader('vary');
        reply.headers(headers).header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      });
      await scope.register(fastifyStatic, {
        root: join(config.dir, 'assets'),
        prefix: ASSETS_PREFIX,
        index: false,
        dotfiles: 'ignore',
        immutable: true,
        maxAge: ASSET_MAX_AGE,
        // A file.js.br or file.js.gz beside a file (scripts/precompress.mjs, run by the Dockerfile) is sent to
        // clients that accept it; without one the file itself.
        preCompressed: true,
        decorateReply: false,
      });
      if (otherEntries.length > 0) {
        await scope.register(fastifyStatic, {
          root: config.dir,
          prefix: '/',
          wildcard: false,
          index: false,
          globIgnore: ['index.html', 'assets/**'],
          cacheControl: true,
          maxAge: 0,
          preCompressed: true,
          decorateReply: false,
        });
      }
    };
    await app.register(files);
  }

  return { page, register, headers };
}
