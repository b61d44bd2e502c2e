// Bearer access-token verification against the provider's published keys (issue #3 "Server").
import {
  createRemoteJWKSet,
  customFetch,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
  type RemoteJWKSetOptions,
} from 'jose';

/** Signature algorithms accepted; anything else (none, HS256, ES256 ...) is refused before key lookup. */
export const ACCEPTED_ALGORITHMS = ['RS256'] as const;

/** Leeway for exp / nbf / iat against clock skew between the provider and this server, in seconds. */
export const CLOCK_TOLERANCE_SECONDS = 5;

/** An unknown key id triggers a JWKS refetch at most this often (the provider may have rotated keys). */
export const JWKS_COOLDOWN_MS = 30_000;

/** Keys are refetched after this age even when every kid is known (picks up revoked keys). */
export const JWKS_CACHE_MAX_AGE_MS = 10 * 60_000;

/** Timeout of the discovery and JWKS requests. */
export const IDP_FETCH_TIMEOUT_MS = 5_000;

/** After a failed discovery request, requests within this window fail fast instead of asking again. */
export const DISCOVERY_RETRY_MS = 5_000;

/** The token was not accepted: bad signature, wrong issuer/audience/type, expired, malformed ... (answered 401). */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** The provider's discovery document or keys could not be fetched (answered 503, never 401). */
export class IdentityProviderUnavailableError extends Error {
  override name = 'IdentityProviderUnavailableError';
}

/** Options of `createAccessTokenVerifier`. */
export interface AccessTokenVerifierOptions {
  /** Expected `iss`; discovery is read from `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** Expected `aud` (the API's identifier, never the SPA client id). */
  audience: string;
  /** Expected `typ` header (e.g. 'at+jwt', RFC 9068); null skips the check. */
  typ: string | null;
  /** fetch used for discovery and JWKS; default the global fetch. */
  fetch?: typeof fetch;
}

/** Verifies an access token and returns its claims; throws InvalidTokenError or IdentityProviderUnavailableError. */
export type AccessTokenVerifier = (token: string) => Promise<JWTPayload>;

/** The discovery document URL of an issuer (a trailing slash on the issuer is allowed, as Auth0 uses). */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/** Fetches the issuer's discovery document and returns its jwks_uri, checking that it names the same issuer. */
async function discoverJwksUri(issuer: string, fetchImpl: typeof fetch): Promise<URL> {
  let document: { issuer?: unknown; jwks_uri?: unknown };
  try {
    const response = await fetchImpl(discoveryUrl(issuer), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(IDP_FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`discovery answered HTTP ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch (error) {
    throw new IdentityProviderUnavailableError(`Cannot read ${discoveryUrl(issuer)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  // OpenID Connect Discovery 1.0 §4.3: the document's issuer must equal the configured one.
  if (document.issuer !== issuer || typeof document.jwks_uri !== 'string') {
    throw new IdentityProviderUnavailableError(
      `Discovery document of ${issuer} names issuer ${JSON.stringify(document.issuer)} and jwks_uri ${JSON.stringify(document.jwks_uri)}`,
    );
  }
  return new URL(document.jwks_uri);
}

/** The key resolver, created once from the (cached) discovery; a failed discovery is retried after DISCOVERY_RETRY_MS. */
function lazyRemoteKeys(options: AccessTokenVerifierOptions): JWTVerifyGetKey {
  const fetchImpl = options.fetch ?? fetch;
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const jwksOptions: RemoteJWKSetOptions = {
    cooldownDuration: JWKS_COOLDOWN_MS,
    cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
    timeoutDuration: IDP_FETCH_TIMEOUT_MS,
  };
  if (options.fetch) jwksOptions[customFetch] = options.fetch as NonNullable<RemoteJWKSetOptions[typeof customFetch]>;
  const load = () => discoverJwksUri(options.issuer, fetchImpl).then((uri) => createRemoteJWKSet(uri, jwksOptions));
  return async (header, token) => {
    keys ??= load().catch((error: unknown) => {
      setTimeout(() => (keys = undefined), DISCOVERY_RETRY_MS).unref();
      throw error;
    });
    const resolve = await keys;
    try {
      return await resolve(header, token);
    } catch (error) {
      // No key for this kid (or several): the token's fault. Anything else is the provider being unreachable.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) throw error;
      throw new IdentityProviderUnavailableError(`Cannot read the provider's keys: ${(error as Error).message}`, {
        cause: error,
      });
    }
  };
}

/**
 * Creates the verifier of bearer access tokens: signature against the issuer's JWKS (discovered once,
 * keys cached, refetched on an unknown kid at most every 30 s), algorithm pinned to RS256, `iss`,
 * `aud`, `exp` and `nbf` (5 s leeway), `typ`, and a `sub`. Nothing is fetched until the first token.
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const keys = lazyRemoteKeys(options);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: [...ACCEPTED_ALGORITHMS],
        issuer: options.issuer,
        audience: options.audience,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
        ...(options.typ ? { typ: options.typ } : {}),
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0)
        throw new InvalidTokenError('Token has no subject');
      return payload;
    } catch (error) {
      if (error instanceof IdentityProviderUnavailableError || error instanceof InvalidTokenError) throw error;
      throw new InvalidTokenError(describeRejection(error), { cause: error });
    }
  };
}

/** A short reason for logs (never sent to the caller, who only learns 'Invalid or expired token'). */
function describeRejection(error: unknown): string {
  if (error instanceof errors.JOSEError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
