// The userinfo endpoint for the provider's own access tokens. They are JWTs for the API (resource indicator,
// `aud` = the API), which oidc-provider neither stores nor serves at userinfo (it answers 401 invalid_token):
// relying parties that call userinfo after sign-in (next-auth, passport) need them answered here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { importJWK, jwtVerify } from 'jose';
import type { AccountStore } from './accounts';
import { accountClaims, SCOPE_CLAIMS } from './claims';
import { SIGNING_ALG, type SigningJwk } from './keys';

/** oidc-provider's userinfo path (its `routes.userinfo` default), as discovery announces it. */
export const USERINFO_PATH = '/me';

export interface UserinfoHandlerOptions {
  issuer: string;
  /** The API audience the access tokens carry. */
  audience: string;
  signingKey: SigningJwk;
  accounts: AccountStore;
  /** Browser origins allowed to read the answer (CORS). */
  webOrigins: string[];
}

/** Answers a request when it is GET or POST /me with a bearer access token of this provider; false otherwise. */
export type UserinfoHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

function bearerOf(req: IncomingMessage): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** The claims of `all` that the granted scopes release (SCOPE_CLAIMS), `sub` always. */
function releasedClaims(all: Record<string, unknown>, scope: string[]): Record<string, unknown> {
  const names = new Set(['sub', ...scope.flatMap((s) => SCOPE_CLAIMS[s as keyof typeof SCOPE_CLAIMS] ?? [])]);
  return Object.fromEntries(Object.entries(all).filter(([name]) => names.has(name)));
}

/**
 * Creates the handler. A token that is not a valid access token of this provider (an opaque one, say) is
 * left to oidc-provider, which answers it as before; a valid one of an account since deactivated gets 401.
 */
export function createUserinfoHandler(options: UserinfoHandlerOptions): UserinfoHandler {
  // The public half of the signing key: the JWK without its private members.
  const { kty, n, e } = options.signingKey;
  const publicKey = importJWK({ kty, n, e }, SIGNING_ALG);
  return async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== USERINFO_PATH || (req.method !== 'GET' && req.method !== 'POST')) return false;
    const token = bearerOf(req);
    if (token?.split('.').length !== 3) return false;
    let claims: { sub?: string; scope?: unknown };
    try {
      ({ payload: claims } = await jwtVerify(token, await publicKey, {
        issuer: options.issuer,
        audience: options.audience,
        typ: 'at+jwt',
        algorithms: [SIGNING_ALG],
      }));
    } catch {
      return false;
    }
    const scope = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
    const openid = scope.includes('openid');
    const account = claims.sub && openid ? await options.accounts.findActiveById(claims.sub) : undefined;
    const origin = req.headers.origin;
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(origin && options.webOrigins.includes(origin)
        ? { 'access-control-allow-origin': origin, vary: 'Origin' }
        : {}),
    };
    if (!account) {
      const description = openid ? 'account not found or inactive' : 'openid scope not granted';
      res.writeHead(401, {
        ...headers,
        'www-authenticate': `Bearer realm="${options.issuer}", error="invalid_token", error_description="${description}"`,
      });
      res.end(JSON.stringify({ error: 'invalid_token', error_description: description }));
      return true;
    }
    res.writeHead(200, headers);
    res.end(JSON.stringify(releasedClaims(accountClaims(account), scope)));
    return true;
  };
}
