// The oidc-provider configuration of the development identity provider (oidc-provider 9).
import { createHmac } from 'node:crypto';
import {
  errors,
  interactionPolicy,
  type Account,
  type Adapter,
  type Configuration,
  type KoaContextWithOIDC,
  type Token,
} from 'oidc-provider';
import type { AccountStore } from './accounts';
import { accountClaims, identityClaims, SCOPE_CLAIMS, type DevAccount } from './claims';
import { SIGNING_ALG, type SigningJwk } from './keys';
import { renderLogoutPage, renderMessagePage } from './pages';

/** Settings the configuration is built from (already defaulted by startDevIdentityProvider). */
export interface ProviderSettings {
  audience: string;
  clientId: string;
  webOrigins: string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  signingKey: SigningJwk;
  accounts: AccountStore;
  /** Where sessions, grants and tokens are kept (adapter.ts: the app's database). */
  adapter: new (
    model: string,
  ) => Adapter;
}

/** The cookie signing key: an HMAC of the private signing key, so it is as stable and as secret as that key. */
function cookieKey(signingKey: SigningJwk): string {
  return createHmac('sha256', signingKey.d).update('curate-idp-cookie-key').digest('base64url');
}

/** The account object handed to oidc-provider, carrying its users row for our own checks. */
export interface ProviderAccount extends Account {
  profile: DevAccount;
}

/** Scopes the provider knows; the SPA asks for 'openid profile email' (spec part 1 §9). */
const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** Scopes the API (the resource server) accepts; an access token carries the granted ones. */
const API_SCOPE = 'openid profile email';
const INTERACTION_TTL_SECONDS = 10 * 60;

function toProviderAccount(profile: DevAccount): ProviderAccount {
  return { accountId: profile.id, profile, claims: () => accountClaims(profile) };
}

const sessionAccount = (ctx: KoaContextWithOIDC) => (ctx.oidc.account as ProviderAccount | undefined)?.profile;
const param = (ctx: KoaContextWithOIDC, name: string) => {
  const value = ctx.oidc.params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The login prompt, plus three reasons to ask again although a session exists: its account was deactivated,
 * it is not a member of the requested `organization`, or `login_hint` names someone else.
 */
function loginPolicy() {
  const { Check } = interactionPolicy;
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  if (!login) throw new Error('oidc-provider has no login prompt');
  login.checks.push(
    new Check(
      'account_unavailable',
      'the signed-in account is no longer active',
      'login_required',
      (ctx) => Boolean(ctx.oidc.session.accountId) && !ctx.oidc.account,
    ),
    new Check(
      'organization_mismatch',
      'the signed-in account is not a member of the requested organization',
      'login_required',
      (ctx) => {
        const organization = param(ctx, 'organization');
        const account = sessionAccount(ctx);
        return Boolean(organization && account && account.role !== 'super-admin' && account.orgId !== organization);
      },
    ),
    new Check('login_hint_mismatch', 'login_hint names another account', 'login_required', (ctx) => {
      const hint = param(ctx, 'login_hint');
      const account = sessionAccount(ctx);
      return Boolean(hint && account && hint.trim().toLowerCase() !== account.email.toLowerCase());
    }),
  );
  return policy;
}

/** Builds the configuration object passed to `new Provider(issuer, configuration)`. */
export function buildConfiguration(settings: ProviderSettings): Configuration {
  const { audience, clientId, webOrigins, accounts } = settings;
  return {
    clients: [
      {
        client_id: clientId,
        client_name: 'Curate',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: webOrigins.map((origin) => `${origin}/callback`),
        post_logout_redirect_uris: webOrigins.map((origin) => `${origin}/login`),
        id_token_signed_response_alg: SIGNING_ALG,
        scope: SCOPES.join(' '),
      },
    ],
    clientAuthMethods: ['none'],
    responseTypes: ['code'],
    scopes: SCOPES,
    claims: SCOPE_CLAIMS,
    extraParams: ['organization'],
    pkce: { required: () => true },
    jwks: { keys: [settings.signingKey] },
    enabledJWA: {
      idTokenSigningAlgValues: [SIGNING_ALG],
      userinfoSigningAlgValues: [SIGNING_ALG],
      introspectionSigningAlgValues: [SIGNING_ALG],
      authorizationSigningAlgValues: [SIGNING_ALG],
      requestObjectSigningAlgValues: [SIGNING_ALG],
      clientAuthSigningAlgValues: [SIGNING_ALG],
    },
    adapter: settings.adapter,
    cookies: {
      // Derived from the signing key, which is kept across restarts like the sessions (adapter.ts).
      keys: [cookieKey(settings.signingKey)],
      names: {
        session: 'curate_idp_session',
        interaction: 'curate_idp_interaction',
        resume: 'curate_idp_interaction_resume',
      },
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      revocation: {
        enabled: true,
        // A client revokes only its own tokens (oidc-provider's default rule, set here to keep it quiet).
        allowedPolicy: (_ctx: KoaContextWithOIDC, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = renderMessagePage('Signed out', 'You are signed out of Curate. You can close this page.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        // Tokens keep the API audience on refresh and code exchange even when `resource` is not repeated.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, indicator: string) => {
          if (indicator !== audience)
            throw new errors.InvalidTarget(`unknown resource indicator; this provider serves ${audience}`);
          return {
            audience,
            scope: API_SCOPE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: settings.accessTokenTtlSeconds,
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    // The tenancy claims go into the ID token too, not only to userinfo.
    conformIdTokenClaims: false,
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string, client: { clientId: string }) =>
      client.clientId === clientId && webOrigins.includes(origin),
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const profile = await accounts.findActiveById(sub);
      return profile ? toProviderAccount(profile) : undefined;
    },
    async extraTokenClaims(ctx: KoaContextWithOIDC, token: Token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const loaded = (ctx.oidc.account as ProviderAccount | undefined)?.profile;
      const profile = loaded?.id === token.accountId ? loaded : await accounts.findActiveById(token.accountId);
      return profile ? identityClaims(profile) : undefined;
    },
    // First-party client: every requested scope and the API resource are granted without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const client = oidc.client;
      const accountId = oidc.account?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = oidc.session.grantIdFor(client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing && existing.accountId === accountId
          ? existing
          : new oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
      for (const [indicator, server] of Object.entries(oidc.resourceServers)) {
        grant.addResourceScope(indicator, [...oidc.requestParamScopes].filter((s) => server.scopes.has(s)).join(' '));
      }
      await grant.save();
      return grant;
    },
    // The SPA asks for 'openid profile email' without offline_access and still needs silent renewal (spec §9).
    issueRefreshToken: (_ctx: KoaContextWithOIDC, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    // Every use rotates; replaying a used one revokes the whole grant (oidc-provider's refresh_token grant).
    rotateRefreshToken: true,
    interactions: {
      policy: loginPolicy(),
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: settings.accessTokenTtlSeconds,
      IdToken: settings.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: INTERACTION_TTL_SECONDS,
      Session: settings.refreshTokenTtlSeconds,
      Grant: settings.refreshTokenTtlSeconds,
      // A rotated token keeps the remaining lifetime of the one it replaces: the 14 days are absolute.
      RefreshToken: (ctx: KoaContextWithOIDC | undefined) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken as Token | undefined;
        return rotated ? Math.max(1, rotated.remainingTTL) : settings.refreshTokenTtlSeconds;
      },
    },
    renderError: (ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = renderMessagePage('Sign-in error', [out.error, out.error_description].filter(Boolean).join(': '));
    },
  };
}
