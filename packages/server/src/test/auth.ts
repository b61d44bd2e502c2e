// Test support for sign-in: access rules for test-only routes, and a local token issuer (a test double
// of an OpenID provider: discovery + JWKS over real HTTP, tokens signed with keys made in the test).
// The real development provider for tests is in ./idp.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import type { RouteDef } from '@curate/core/contract';
import { ACCESS_MATRIX, type AccessMatrix } from '../auth/accessMatrix';

/** ACCESS_MATRIX plus rules for test-only routes: public ones public, token ones open to every role. */
export function withTestRoutes(routes: readonly RouteDef[]): AccessMatrix {
  const extra = Object.fromEntries(
    routes.map((route) => [
      route.id,
      route.auth === 'public'
        ? { allow: 'public' as const, basis: 'spec' as const, why: 'test route' }
        : { allow: ['super-admin', 'tenant-admin', 'tenant-user'] as const, basis: 'spec' as const, why: 'test route' },
    ]),
  );
  return { ...ACCESS_MATRIX, ...extra };
}

/** Options of one signed test token. */
export interface SignOptions {
  /** Header `alg`; default RS256. */
  alg?: string;
  /** Header `kid`; default the issuer's current key id. */
  kid?: string;
  /** Header `typ`; default 'at+jwt'; null leaves it out. */
  typ?: string | null;
  /** Signing key; default the issuer's current private key. */
  key?: CryptoKey | Uint8Array;
  /** Lifetime in seconds from now (negative = already expired); default 300; null = no `exp`. */
  expiresIn?: number | null;
  /** `nbf` in seconds from now; default none. */
  notBefore?: number;
}

/** A local issuer serving /.well-known/openid-configuration and a JWKS, counting JWKS fetches. */
export interface TestIssuer {
  issuer: string;
  /** How often the JWKS was fetched. */
  jwksFetches(): number;
  /** A compact JWT with these claims; iss defaults to the issuer, iat to now. */
  sign(claims: JWTPayload, options?: SignOptions): Promise<string>;
  /** Adds a new signing key (published in the JWKS) and makes it current; returns its kid. */
  rotate(): Promise<string>;
  /** A key pair that is NOT published (for forged signatures). */
  foreignKey(): Promise<CryptoKey>;
  /** The current public key as JWK (for HS256-with-the-public-key attacks). */
  publicJwk(): JWK;
  /** Makes the JWKS endpoint answer 500 (provider outage) or recover. */
  setJwksDown(down: boolean): void;
  close(): Promise<void>;
}

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  jwk: JWK;
}

async function newKey(index: number): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `test-key-${index}`;
  return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/** Starts a local issuer on 127.0.0.1 with one RS256 key. */
export async function startTestIssuer(): Promise<TestIssuer> {
  const keys: SigningKey[] = [await newKey(0)];
  let fetches = 0;
  let jwksDown = false;
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') return send(200, { issuer, jwks_uri: `${issuer}/jwks` });
    if (request.url === '/jwks') {
      fetches += 1;
      return jwksDown ? send(500, { error: 'down' }) : send(200, { keys: keys.map((key) => key.jwk) });
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const current = () => keys[keys.length - 1]!;
  return {
    issuer,
    jwksFetches: () => fetches,
    async sign(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const header: Record<string, string> = { alg: options.alg ?? 'RS256', kid: options.kid ?? current().kid };
      if (options.typ !== null) header.typ = options.typ ?? 'at+jwt';
      const exp = options.expiresIn === null ? {} : { exp: now + (options.expiresIn ?? 300) };
      const jwt = new SignJWT({ iss: issuer, iat: now, ...exp, ...claims }).setProtectedHeader(
        header as { alg: string },
      );
      if (options.notBefore !== undefined) jwt.setNotBefore(now + options.notBefore);
      return jwt.sign(options.key ?? current().privateKey);
    },
    async rotate() {
      keys.push(await newKey(keys.length));
      return current().kid;
    },
    async foreignKey() {
      return (await generateKeyPair('RS256')).privateKey;
    },
    publicJwk: () => current().jwk,
    setJwksDown(down) {
      jwksDown = down;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
