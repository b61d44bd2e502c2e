// Sign-in configuration: the OpenID provider the API trusts, and the built-in development provider.
import { z } from 'zod';
import { demoUserId } from '../seed/accounts';

const PORT_MESSAGE = 'expected a port number from 0 to 65535';
const SECONDS_MESSAGE = 'expected a whole number of seconds, at least 5';
/** The longest access-token lifetime the development provider issues: 5 minutes (issue #11). */
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 300;
const RATE_MESSAGE = 'expected a whole number of requests per minute, at least 1';

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const httpUrl = z
  .string()
  .trim()
  .refine(isHttpUrl, { message: "expected an http(s) URL such as 'https://login.example.com/'" });
const commaList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    )
    .refine((items) => items.length > 0, { message: 'expected a comma-separated list with at least one name' });

/** The environment variables of sign-in, with their documented defaults (README "Configuration"). */
export const AuthEnvSchema = z.object({
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_AUDIENCE: z.string().trim().min(1).default('http://localhost:3000/api/v2'),
  OIDC_CLIENT_ID: z.string().trim().min(1).default('curate-web'),
  OIDC_ROLES_CLAIMS: commaList('https://curate.dev/roles,roles'),
  OIDC_ORG_CLAIM: z.string().trim().min(1).default('org_id'),
  OIDC_ACCESS_TOKEN_TYP: z.string().trim().min(1).default('at+jwt'),
  SUPER_ADMIN_SUBJECT: z.string().trim().min(1).optional(),
  SUPER_ADMIN_EMAIL: z.email({ error: 'expected an e-mail address' }).optional(),
  DEV_IDP_URL: httpUrl.optional(),
  DEV_IDP_PORT: z.coerce
    .number({ error: PORT_MESSAGE })
    .int({ error: PORT_MESSAGE })
    .min(0, { error: PORT_MESSAGE })
    .max(65535, { error: PORT_MESSAGE })
    .default(4000),
  DEV_IDP_PASSWORD: z.string().min(1).default('curate-demo'),
  // Access tokens live at most 5 minutes (issue #11): a token stays valid until it expires, even after its
  // session is revoked, so the lifetime bounds that window.
  DEV_IDP_ACCESS_TOKEN_TTL: z.coerce
    .number({ error: SECONDS_MESSAGE })
    .int({ error: SECONDS_MESSAGE })
    .min(5, { error: SECONDS_MESSAGE })
    .max(MAX_ACCESS_TOKEN_TTL_SECONDS, {
      error: `expected at most ${MAX_ACCESS_TOKEN_TTL_SECONDS} seconds (access tokens live at most 5 minutes)`,
    })
    .default(MAX_ACCESS_TOKEN_TTL_SECONDS),
  DETECT_USER_AUTH_RATE_LIMIT: z.coerce
    .number({ error: RATE_MESSAGE })
    .int({ error: RATE_MESSAGE })
    .min(1, { error: RATE_MESSAGE })
    .default(10),
});

/** The development OpenID provider's settings; present only when OIDC_ISSUER is unset. */
export interface DevIdpConfig {
  /** Its issuer URL; default `http://localhost:{port}` (DEV_IDP_URL). */
  url: string;
  /** Port it listens on; default 4000 (DEV_IDP_PORT). */
  port: number;
  /** The one password of every demo account; default 'curate-demo' (DEV_IDP_PASSWORD). */
  password: string;
  /** Access token lifetime in seconds; default and maximum 300 (DEV_IDP_ACCESS_TOKEN_TTL). */
  accessTokenTtlSeconds: number;
}

/** How the API verifies bearer tokens and recognises callers. */
export interface AuthConfig {
  /** Issuer (`iss`) the API trusts; its JWKS comes from `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** Required `aud` of access tokens; default 'http://localhost:3000/api/v2'. */
  audience: string;
  /** The SPA's client id at the provider (the `aud` of its ID tokens); default 'curate-web'. */
  clientId: string;
  /** Claims read for roles, first present wins; default the dev provider's and the plain 'roles'. */
  rolesClaims: string[];
  /** Claim holding the organization (company) id; default 'org_id'. */
  orgClaim: string;
  /** Required `typ` header of access tokens; default 'at+jwt'; null = not checked (OIDC_ACCESS_TOKEN_TYP=''). */
  accessTokenTyp: string | null;
  /** Subject of the platform super-admin (spec part 1 §6); default the seeded admin's when the dev provider is used. */
  superAdminSubject: string | null;
  /** E-mail the sign-in detection answers 'superadmin' for before that account's first sign-in; default none. */
  superAdminEmail: string | null;
  /** Requests per minute and client address to POST /public/detect-user-auth; default 10. */
  detectRateLimitPerMinute: number;
}

type AuthEnv = z.output<typeof AuthEnvSchema>;

/** Builds the sign-in part of the configuration; `typ` is the raw OIDC_ACCESS_TOKEN_TYP ('' disables the check). */
export function toAuthConfig(
  e: AuthEnv,
  rawTyp: string | undefined,
): { auth: AuthConfig; devIdp: DevIdpConfig | null } {
  const devIdp: DevIdpConfig | null = e.OIDC_ISSUER
    ? null
    : {
        url: e.DEV_IDP_URL ? new URL(e.DEV_IDP_URL).origin : `http://localhost:${e.DEV_IDP_PORT}`,
        port: e.DEV_IDP_PORT,
        password: e.DEV_IDP_PASSWORD,
        accessTokenTtlSeconds: e.DEV_IDP_ACCESS_TOKEN_TTL,
      };
  const checkTyp = rawTyp === undefined || rawTyp.trim() !== '';
  return {
    devIdp,
    auth: {
      issuer: e.OIDC_ISSUER ?? devIdp!.url,
      audience: e.OIDC_AUDIENCE,
      clientId: e.OIDC_CLIENT_ID,
      rolesClaims: e.OIDC_ROLES_CLAIMS,
      orgClaim: e.OIDC_ORG_CLAIM,
      accessTokenTyp: checkTyp ? e.OIDC_ACCESS_TOKEN_TYP : null,
      // The dev provider's subject is the users.id (devSubjectFor), so the seeded admin's id.
      superAdminSubject: e.SUPER_ADMIN_SUBJECT ?? (devIdp ? demoUserId('admin@curate.dev') : null),
      superAdminEmail: e.SUPER_ADMIN_EMAIL ?? null,
      detectRateLimitPerMinute: e.DETECT_USER_AUTH_RATE_LIMIT,
    },
  };
}
