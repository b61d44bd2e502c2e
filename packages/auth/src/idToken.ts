// ID-token checks — spec part 1 §8: issuer, audience, nonce, expiry, subject and signature algorithm RS256.
// oidc-client-ts checks nonce and subject; the rest is checked here. The token comes straight from the token
// endpoint over TLS, which OIDC Core §3.1.3.7 (6) accepts in place of verifying the signature in the browser.
import { AuthError } from './errors';
import { ID_TOKEN_SIGNING_ALG, TOKEN_EXPIRY_LEEWAY_SECONDS } from './constants';

function decodePart(part: string | undefined): Record<string, unknown> {
  if (!part) throw new AuthError('unknown', 'ID token is not a JWT');
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof value !== 'object' || value === null) throw new AuthError('unknown', 'ID token is not a JWT');
  return value as Record<string, unknown>;
}

/** Header and payload of a compact JWT, unverified. */
export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  try {
    return { header: decodePart(header), payload: decodePart(payload) };
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw new AuthError('unknown', 'ID token is not a JWT', { cause: error });
  }
}

/** Throws an AuthError unless the ID token has alg RS256, the expected issuer and audience, a subject and no expiry. */
export function checkIdToken(
  idToken: string,
  expected: { issuer: string; clientId: string; nowSeconds?: number; leewaySeconds?: number },
): void {
  const { header, payload } = decodeJwt(idToken);
  const now = expected.nowSeconds ?? Math.floor(Date.now() / 1000);
  const leeway = expected.leewaySeconds ?? TOKEN_EXPIRY_LEEWAY_SECONDS;
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  const fail = (what: string) => new AuthError('unknown', `ID token rejected: ${what}`);
  if (header.alg !== ID_TOKEN_SIGNING_ALG) throw fail(`algorithm ${String(header.alg)} is not ${ID_TOKEN_SIGNING_ALG}`);
  if (payload.iss !== expected.issuer) throw fail('issuer mismatch');
  if (!audiences.includes(expected.clientId)) throw fail('audience mismatch');
  if (audiences.length > 1 && payload.azp !== expected.clientId) throw fail('authorized party mismatch');
  if (typeof payload.sub !== 'string' || payload.sub === '') throw fail('no subject');
  if (typeof payload.exp !== 'number' || payload.exp + leeway < now) throw fail('expired');
}
