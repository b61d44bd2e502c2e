import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RouteDef } from '@curate/core/contract';

/**
 * The check run (as an onRequest hook, before the body is read or validated) for every route
 * declared with `auth: 'token'`. It throws `HttpError` (401, 403, 503) to reject and sets
 * `request.principal` to accept. The default is bearer JWT verification (auth/authenticate.ts);
 * `buildApp({ authenticate })` replaces it in tests.
 */
export type AuthenticateHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The access check of one route, run after `authenticate` (role and company scope): null for a route that
 * needs none. Throws at start-up for a route without a rule, so none ships uncovered. The app's is built
 * from its access matrix (auth/access.ts); http knows only this shape.
 */
export type RouteAccess = (route: RouteDef) => onRequestAsyncHookHandler | null;
