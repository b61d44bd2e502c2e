// The development OpenID provider (oidc-provider) with the seeded accounts, a plain sign-in page and JWT access tokens.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Provider } from 'oidc-provider';
import type { Database } from '../db/client';
import { createAccountStore } from './accounts';
import { databaseAdapter, purgeExpiredIdpRecords } from './adapter';
import { buildConfiguration } from './configuration';
import { createInteractionHandler } from './interactions';
import { loadOrCreateSigningKey } from './keys';
import { type Listening, listenOnHost } from './listen';
import { createUserinfoHandler } from './userinfo';

export { DEV_IDP_CLAIMS, devSubjectFor } from './claims';

export interface DevIdentityProviderOptions {
  /** Application database; accounts are read from the users table (+ companies for org ids), and sessions, grants and tokens are kept in idp_records. */
  database: Database;
  /** TCP port, e.g. 4000; 0 picks a free port and the issuer takes that port. */
  port: number;
  /** Interface to bind; default 'localhost' (every loopback address it resolves to). */
  host?: string;
  /** Issuer identifier, an origin without path, e.g. 'http://localhost:4000'. */
  issuer: string;
  /** The API audience (resource indicator), e.g. 'http://localhost:3000/api/v2'. */
  audience: string;
  /** The SPA's public client id, e.g. 'curate-web'. */
  clientId: string;
  /** Browser origins of the SPA: redirect_uris `${origin}/callback`, post-logout `${origin}/login`, CORS allowed. */
  webOrigins: string[];
  /** The one demo password every account signs in with (development only), e.g. 'curate-demo'. */
  password: string;
  /** Access (and ID) token lifetime; default 300 s (at most 300: see auth/config.ts). */
  accessTokenTtlSeconds?: number;
  /** Absolute refresh-token lifetime (rotation keeps it); default 14 days. */
  refreshTokenTtlSeconds?: number;
  /** JSON file keeping the RS256 signing JWK across restarts (created with its folders); absent = in memory. */
  keysFile?: string;
  /** Receives one line per notable event (sign-ins, refused sign-ins, provider errors); default silent. */
  logger?: (line: string) => void;
}

/** A running development provider. */
export interface DevIdentityProvider {
  /** The issuer actually served (with the bound port when `port` was 0). */
  issuer: string;
  /** Stops listening and drops every connection; sessions and refresh tokens stay in the database. */
  close(): Promise<void>;
}

const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 300;
const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;

function originOf(value: string, what: string): URL {
  const url = new URL(value);
  if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${what} must be an origin such as http://localhost:4000 (no path), got ${JSON.stringify(value)}`);
  }
  return url;
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** Starts the development OpenID provider; resolves once it listens. */
export async function startDevIdentityProvider(options: DevIdentityProviderOptions): Promise<DevIdentityProvider> {
  const log = options.logger ?? (() => undefined);
  const host = options.host ?? 'localhost';
  const issuerUrl = originOf(options.issuer, 'issuer');
  for (const origin of options.webOrigins) originOf(origin, 'each web origin');
  const signingKey = await loadOrCreateSigningKey(options.keysFile, log);
  const accounts = createAccountStore(options.database);

  // Listen first so that port 0 can be resolved before the issuer (which names the port) is fixed.
  let handle: RequestListener = (_req, res) => res.writeHead(503).end();
  let listening: Listening;
  try {
    listening = await listenOnHost((req, res) => handle(req, res), host, options.port);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`port ${options.port} is already in use on ${host}`, { cause: error });
    }
    throw error;
  }
  if (options.port === 0) issuerUrl.port = String(listening.port);
  const issuer = issuerUrl.origin;

  const provider = new Provider(
    issuer,
    buildConfiguration({
      audience: options.audience,
      clientId: options.clientId,
      webOrigins: options.webOrigins,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
      signingKey,
      accounts,
      adapter: databaseAdapter(options.database),
    }),
  );
  const purged = await purgeExpiredIdpRecords(options.database);
  if (purged > 0) log(`Identity provider: purged ${purged} expired sessions and tokens`);
  provider.on('server_error', (_ctx, error) => log(`Identity provider error: ${describe(error)}`));
  const interactions = createInteractionHandler({ provider, accounts, password: options.password, log });
  const userinfo = createUserinfoHandler({
    issuer,
    audience: options.audience,
    signingKey,
    accounts,
    webOrigins: options.webOrigins,
  });
  const oidc = provider.callback();
  handle = (req: IncomingMessage, res: ServerResponse) => {
    // No answer of the provider (pages, errors, JSON) may be sniffed as another type.
    res.setHeader('x-content-type-options', 'nosniff');
    interactions(req, res)
      .then(async (handled) => handled || (await userinfo(req, res)))
      .then((handled) => (handled ? undefined : oidc(req, res)))
      .catch((error: unknown) => {
        log(`Identity provider request failed: ${describe(error)}`);
        if (!res.headersSent) res.writeHead(500).end();
      });
  };
  return { issuer, close: listening.close };
}
