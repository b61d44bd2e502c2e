import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The check run (as an onRequest hook, before the body is read or validated) for every route
 * declared with `auth: 'token'`. It throws `HttpError` (401, 403, 503) to reject and sets
 * `request.principal` to accept. The default is bearer JWT verification (auth/authenticate.ts);
 * `buildApp({ authenticate })` replaces it in tests.
 */
export type AuthenticateHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
