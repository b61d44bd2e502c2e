import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The API's security headers (@fastify/helmet). Every answer is JSON or a file download, never a page, so
 * the Content-Security-Policy allows nothing at all: no scripts, styles or frames, and no page may frame an
 * answer. Also nosniff, no referrer, same-origin resource policy, and HSTS for when it is served over HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
