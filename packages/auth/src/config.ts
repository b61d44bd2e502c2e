import { IDENTITY_SCOPE } from './constants';

/** How the API audience is sent to the provider: RFC 8707 `resource` (oidc-provider), `audience` (Auth0), or both. */
export type AudienceParam = 'resource' | 'audience' | 'both';

/** Names of the ID-token claims the package reads (spec part 1 §6). */
export interface AuthClaimNames {
  /** Claims holding roles, read in order; the first one present wins. Default ['https://curate.dev/roles', 'roles']. */
  roles: string[];
  /** Claim holding the organization id. Default 'org_id'. */
  organization: string;
  /** Claim holding the company code. Default 'https://curate.dev/company_code'. */
  companyCode: string;
}

/** Configuration of `createAuthClient`. */
export interface AuthConfig {
  /** Issuer URL of the OpenID provider. */
  authority: string;
  /** Client id of the SPA (a public client: no secret). */
  clientId: string;
  /** Where the provider returns after login. Default `${origin}/callback`. */
  redirectUri?: string;
  /** Where the provider returns after logout. Default `${origin}/login`. */
  postLogoutRedirectUri?: string;
  /**
   * Scopes requested. Default IDENTITY_SCOPE 'openid profile email' (spec part 1 §9). Whether a refresh token
   * is issued is the provider's policy (oidc-provider: `issueRefreshToken`; Keycloak: always; Auth0: only with
   * offline_access) — set `offlineAccess` to ask for one explicitly.
   */
  scope?: string;
  /** Adds `offline_access` to the scopes. Default false. */
  offlineAccess?: boolean;
  /** API audience (resource indicator) the access token is for. Default none. */
  audience?: string;
  /** Parameter carrying `audience`. Default 'resource'. */
  audienceParam?: AudienceParam;
  /** Authorization parameter carrying the organization at login. Default 'organization'. */
  organizationParam?: string;
  /** Claim names; each defaults as in AuthClaimNames. */
  claims?: Partial<AuthClaimNames>;
  /** Identity subject (`sub`) of the platform super-admin (spec part 1 §6). Default none. */
  superAdminSubject?: string;
  /** Where tokens live: this tab's sessionStorage, or memory only. Never localStorage. Default 'session'. */
  storage?: 'session' | 'memory';
  /** Revoke the refresh token at the provider on logout (best effort). Default true. */
  revokeOnLogout?: boolean;
}

/** Claim names used when none are configured. */
export const DEFAULT_CLAIM_NAMES: AuthClaimNames = {
  roles: ['https://curate.dev/roles', 'roles'],
  organization: 'org_id',
  companyCode: 'https://curate.dev/company_code',
};

/** AuthConfig with every default applied. */
export interface ResolvedAuthConfig {
  authority: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  scope: string;
  audience: string | null;
  audienceParam: AudienceParam;
  organizationParam: string;
  claims: AuthClaimNames;
  superAdminSubject: string | null;
  storage: 'session' | 'memory';
  revokeOnLogout: boolean;
}

/** Applies the defaults of AuthConfig against the page's origin. */
export function resolveAuthConfig(config: AuthConfig, origin: string): ResolvedAuthConfig {
  const scopes = (config.scope ?? IDENTITY_SCOPE).split(/\s+/).filter(Boolean);
  if (config.offlineAccess && !scopes.includes('offline_access')) scopes.push('offline_access');
  return {
    authority: config.authority,
    clientId: config.clientId,
    redirectUri: config.redirectUri ?? `${origin}/callback`,
    postLogoutRedirectUri: config.postLogoutRedirectUri ?? `${origin}/login`,
    scope: scopes.join(' '),
    audience: config.audience ?? null,
    audienceParam: config.audienceParam ?? 'resource',
    organizationParam: config.organizationParam ?? 'organization',
    claims: { ...DEFAULT_CLAIM_NAMES, ...config.claims },
    superAdminSubject: config.superAdminSubject ?? null,
    storage: config.storage ?? 'session',
    revokeOnLogout: config.revokeOnLogout ?? true,
  };
}

/** Where the audience goes: `resource` on authorize + token requests, `audience` on the authorize request. */
export function audienceParameters(config: Pick<ResolvedAuthConfig, 'audience' | 'audienceParam'>): {
  resource: string | undefined;
  authorizeExtra: Record<string, string>;
} {
  const { audience, audienceParam } = config;
  if (!audience) return { resource: undefined, authorizeExtra: {} };
  return {
    resource: audienceParam === 'audience' ? undefined : audience,
    authorizeExtra: audienceParam === 'resource' ? {} : { audience },
  };
}
