// Start-up guard: every route fastify registers under /api/v2 must come with an access-matrix entry.
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@curate/core/contract';
import { OPENAPI_PATH } from '../http/openapi';
import './types';

/** One registered API route (HEAD twins of GET routes left out). */
export interface RegisteredApiRoute {
  /** The contract route id (OpenAPI operationId). */
  id: string;
  method: string;
  /** fastify URL, e.g. /api/v2/companies/:companyId. */
  url: string;
}

/**
 * Records every /api/v2 route as `app.apiRoutesRegistered`, and refuses (throws at registration, so
 * the app does not start) a route whose operationId has no rule in `app.accessMatrix`: a route added
 * with plain `app.get` instead of registerRoute would otherwise skip authentication and access checks.
 * Only the OpenAPI document is exempt. Call before any route is registered.
 */
export function guardApiRoutes(app: FastifyInstance): void {
  const registered: RegisteredApiRoute[] = [];
  app.decorate('apiRoutesRegistered', registered);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.url === OPENAPI_PATH) return;
    const id = (route.schema as { operationId?: unknown } | undefined)?.operationId;
    if (typeof id !== 'string' || !app.accessMatrix[id]) {
      throw new Error(
        `${String(route.method)} ${route.url} is not covered by the access matrix: register it with registerRoute and a rule in src/auth/accessMatrix.ts`,
      );
    }
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push({ id, method, url: route.url });
  });
}
