// Where `pnpm run token` (scripts/token.ts) signs in: the development provider and the client `pnpm start`
// runs, from the same variables (README, "pnpm run token").

/** What obtainTokens needs besides the e-mail address. */
export interface TokenSettings {
  issuer: string;
  clientId: string;
  redirectUri: string;
  password: string;
  /** The API audience requested as resource indicator. */
  resource: string;
}

/**
 * The token script's settings from `env`:
 * - issuer: DEV_IDP_URL, else http://localhost:{DEV_IDP_PORT, default 4000};
 * - client: OIDC_CLIENT_ID (default curate-web); password: DEV_IDP_PASSWORD (default curate-demo);
 * - redirect URI: the first of CORS_ORIGINS, else http://localhost:{HOST_APP_PORT, default 5173}, + /callback;
 * - resource: OIDC_AUDIENCE, else http://localhost:{PORT, default 3000}/api/v2.
 * Empty values count as unset.
 */
export function tokenSettings(env: Record<string, string | undefined>): TokenSettings {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const webOrigin =
    read('CORS_ORIGINS')
      ?.split(',')
      .map((origin) => origin.trim())
      .find(Boolean) ?? `http://localhost:${read('HOST_APP_PORT') ?? 5173}`;
  return {
    issuer: (read('DEV_IDP_URL') ?? `http://localhost:${read('DEV_IDP_PORT') ?? 4000}`).replace(/\/$/, ''),
    clientId: read('OIDC_CLIENT_ID') ?? 'curate-web',
    redirectUri: `${webOrigin.replace(/\/$/, '')}/callback`,
    password: read('DEV_IDP_PASSWORD') ?? 'curate-demo',
    resource: read('OIDC_AUDIENCE') ?? `http://localhost:${read('PORT') ?? 3000}/api/v2`,
  };
}
