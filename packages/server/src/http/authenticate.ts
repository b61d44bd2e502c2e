import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/**
 * The check run (as an onRequest hook, before the body is read or validated) for every route
 * declared with `auth: 'token'`. It throws `HttpError` 401 to reject; it may attach the caller's
 * identity to the request.
 */
export type AuthenticateHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Placeholder until sign-in (issue #3) replaces it with bearer JWT verification via
 * `buildApp({ authenticate })`: rejects requests without an `Authorization: Bearer ...` header
 * with 401 {detail: 'Not authenticated', code: 'unauthorized'} and lets the rest through unchecked.
 */
export const requireBearerHeader: AuthenticateHook = async (request) => {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+\S+/i.test(header)) throw HttpError.unauthorized('Not authenticated');
};
