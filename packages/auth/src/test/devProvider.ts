// A real oidc-provider (a devDependency) started in-process for integration tests: code + PKCE,
// JWT access tokens for one resource, rotating refresh tokens revoked on reuse, RS256 ID tokens with Curate claims.
import { createServer, type Server } from 'node:http';

export const API_AUDIENCE = 'https://api.curate.test';
export const CLIENT_ID = 'curate-spa';
export const APP_ORIGIN = 'http://localhost:3000';
export const REDIRECT_URI = `${APP_ORIGIN}/callback`;

const CURATE_CLAIMS = ['org_id', 'https://curate.dev/roles', 'https://curate.dev/company_code'];
export const ACCOUNTS: Record<string, Record<string, unknown>> = {
  'user-acme': {
    sub: 'user-acme',
    email: 'dana@acme.test',
    name: 'Dana Cole',
    nickname: 'dana',
    org_id: 'org_acme',
    'https://curate.dev/roles': ['tenant-admin'],
    'https://curate.dev/company_code': 'acme-tools',
  },
};

interface ProviderLike {
  callback(): (req: unknown, res: unknown) => void;
  on(event: string, listener: (...args: unknown[]) => void): void;
  Grant: new (args: {
    clientId: string;
    accountId: string;
  }) => {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  };
}

/** Starts the provider on a free port; `events` lists what it emitted; `setAccessTokenTtl` sets the next tokens' lifetime. */
export async function startDevProvider(): Promise<{
  issuer: string;
  events: string[];
  setAccessTokenTtl: (seconds: number) => void;
  stop: () => Promise<void>;
}> {
  let accessTokenTTL = 300;
  const { default: Provider } = (await import('oidc-provider')) as {
    default: new (issuer: string, config: Record<string, unknown>) => ProviderLike;
  };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as { port: number };
  const issuer = `http://localhost:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [REDIRECT_URI],
        post_logout_redirect_uris: [`${APP_ORIGIN}/login`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['integration-test-only'] },
    claims: { openid: ['sub', ...CURATE_CLAIMS], email: ['email'], profile: ['name', 'nickname', 'picture'] },
    conformIdTokenClaims: false, // the app reads roles and organization from the ID token
    extraParams: ['organization'],
    findAccount: (_ctx: unknown, id: string) =>
      ACCOUNTS[id] ? { accountId: id, claims: async () => ACCOUNTS[id] } : undefined,
    features: {
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({ scope: '', audience: API_AUDIENCE, accessTokenFormat: 'jwt', accessTokenTTL }),
      },
    },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: () => true,
    // First-party app: no consent screen.
    loadExistingGrant: async (ctx: { oidc: { client: { clientId: string }; session: { accountId: string } } }) => {
      const grant = new provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid profile email');
      grant.addOIDCClaims(CURATE_CLAIMS);
      grant.addResourceScope(API_AUDIENCE, '');
      await grant.save();
      return grant;
    },
  });
  const events: string[] = [];
  for (const name of ['grant.success', 'grant.error', 'grant.revoked', 'end_session.success']) {
    provider.on(name, () => events.push(name));
  }
  server.on('request', provider.callback());
  return {
    issuer,
    events,
    setAccessTokenTtl: (seconds) => {
      accessTokenTTL = seconds;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Plays the user at the provider's login page; returns the redirect back to the app (with code and state). */
export async function signInAtProvider(authorizeUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  let body: string | undefined;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(REDIRECT_URI)) return next;
      url = next;
      body = undefined;
    } else if (response.status === 200 && url.includes('/interaction/')) {
      await response.text();
      body = new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString();
    } else {
      throw new Error(`Unexpected ${response.status} at ${url}: ${await response.text()}`);
    }
  }
  throw new Error('Too many redirects at the provider');
}
