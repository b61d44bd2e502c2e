// The authentication hook of every token route: bearer token -> verified claims -> request.principal.
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import type { AuthenticateHook } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import type { AuthConfig } from './config';
import { isApiKeySecret, resolveApiKey } from './apiKeys';
import { resolvePrincipal } from './principal';
import {
  createAccessTokenVerifier,
  IdentityProviderUnavailableError,
  InvalidTokenError,
  type AccessTokenVerifier,
} from './verifyAccessToken';

/** 401 detail for every rejected token (the reason is logged, never sent). */
export const INVALID_TOKEN = 'Invalid or expired token';

/** 503 detail when the provider's keys cannot be fetched. */
export const PROVIDER_UNAVAILABLE = 'Identity provider unavailable, please retry shortly';

const REALM = 'Bearer realm="curate"';

// RFC 6750 §2.1 b64token.
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header.trim())?.[1] : undefined;
}

/** The API key of a request: a bearer token starting with `cur_`, else the X-API-Key header; or undefined. */
export function apiKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const token = bearerToken(typeof headers.authorization === 'string' ? headers.authorization : undefined);
  if (token !== undefined) return isApiKeySecret(token) ? token : undefined;
  const header = headers['x-api-key'];
  return typeof header === 'string' ? header.trim() : undefined;
}

/** Options of `createBearerAuthenticator`. */
export interface BearerAuthenticatorOptions {
  config: AuthConfig;
  database: Database;
  /** The token verifier; default one built from `config` (remote JWKS of the issuer). */
  verify?: AccessTokenVerifier;
}

function unauthorized(reply: FastifyReply, detail: string, error?: 'invalid_token'): HttpError {
  // RFC 6750 §3: no error attribute when no token was sent.
  reply.header('www-authenticate', error ? `${REALM}, error="${error}"` : REALM);
  return HttpError.unauthorized(detail);
}

/**
 * The bearer-token check for `buildApp({ authenticate })`: an API key (`Authorization: Bearer cur_…` or
 * `X-API-Key: cur_…`) is looked up by its hash (auth/apiKeys.ts), any other bearer token verified as a JWT; 401 {code:'unauthorized'} with
 * WWW-Authenticate for a missing, malformed, forged, expired or misdirected token; 503
 * {code:'service_unavailable'} while the provider's keys cannot be fetched; 403 for an unknown or
 * inactive user. Sets `request.principal`.
 */
export function createBearerAuthenticator(options: BearerAuthenticatorOptions): AuthenticateHook {
  const { config, database } = options;
  const verify =
    options.verify ??
    createAccessTokenVerifier({ issuer: config.issuer, audience: config.audience, typ: config.accessTokenTyp });
  return async (request, reply) => {
    const key = apiKeyOf(request.headers);
    if (key !== undefined) {
      const principal = await resolveApiKey(database, key);
      if (!principal) {
        request.log.info({ reason: 'unknown, revoked or expired API key' }, 'Token rejected');
        throw unauthorized(reply, INVALID_TOKEN, 'invalid_token');
      }
      request.principal = principal;
      return;
    }
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized(reply, 'Not authenticated');
    let claims: Awaited<ReturnType<typeof verify>>;
    try {
      claims = await verify(token);
    } catch (error) {
      if (error instanceof IdentityProviderUnavailableError) {
        request.log.error({ err: error }, 'Cannot verify tokens: identity provider unavailable');
        reply.header('retry-after', '5');
        throw new HttpError(503, 'service_unavailable', PROVIDER_UNAVAILABLE);
      }
      request.log.info(
        { reason: error instanceof InvalidTokenError ? error.message : String(error) },
        'Token rejected',
      );
      throw unauthorized(reply, INVALID_TOKEN, 'invalid_token');
    }
    request.principal = await resolvePrincipal(database, claims, config);
  };
}
