// Configuration of the host app: the VITE_CURATE_* settings, baked in at build time (Vite env; scripts/start.mjs
// passes them), unless the page carries its settings at run time. The API server that serves dist/ itself
// (HOST_APP_DIR, packages/server/src/host-app) writes them into index.html as
// <meta name="curate-config" content="{JSON: VITE_CURATE_* name -> value}">; then those are the settings and the
// build's are ignored, so one image is configured where it runs (docs/deploying.md).
import type { AudienceParam, AuthConfig, AuthLanding } from '@curate/auth';
import { readRuntimeConfig } from '../runtimeConfig';

const runtime = readRuntimeConfig(globalThis.document);
const env = import.meta.env as Record<string, string | undefined>;
const read = (name: string): string | undefined => {
  const raw = runtime ? runtime[name] : env[name];
  const value = typeof raw === 'string' ? raw.trim() : undefined;
  return value ? value : undefined;
};

/**
 * Where the API lives: VITE_CURATE_API_URL; else, when the server that serves the page configured it, the page's
 * own origin (that server is the API); else port 3000 on the page's own host.
 */
export function apiBaseUrl(): string {
  const configured = read('VITE_CURATE_API_URL');
  if (configured) return configured.replace(/\/$/, '');
  if (runtime) return window.location.origin;
  return `${window.location.protocol}//${window.location.hostname}:3000`;
}

/**
 * The sign-in configuration: VITE_CURATE_OIDC_ISSUER (default http://localhost:4000, the development provider),
 * VITE_CURATE_OIDC_CLIENT_ID (default 'curate-web'), VITE_CURATE_API_AUDIENCE (default 'http://localhost:3000/api/v2'),
 * and for other providers VITE_CURATE_OIDC_AUDIENCE_PARAM (resource | audience | both; default resource),
 * VITE_CURATE_OIDC_OFFLINE_ACCESS ('true' asks for offline_access, as Auth0 needs for refresh tokens),
 * VITE_CURATE_OIDC_ROLES_CLAIM, VITE_CURATE_OIDC_ORG_CLAIM, VITE_CURATE_OIDC_COMPANY_CODE_CLAIM and
 * VITE_CURATE_SUPER_ADMIN_SUBJECT (defaults: @curate/auth's).
 */
export function authConfig(): AuthConfig {
  const rolesClaim = read('VITE_CURATE_OIDC_ROLES_CLAIM');
  const organization = read('VITE_CURATE_OIDC_ORG_CLAIM');
  const companyCode = read('VITE_CURATE_OIDC_COMPANY_CODE_CLAIM');
  return {
    authority: (read('VITE_CURATE_OIDC_ISSUER') ?? 'http://localhost:4000').replace(/\/$/, ''),
    clientId: read('VITE_CURATE_OIDC_CLIENT_ID') ?? 'curate-web',
    audience: read('VITE_CURATE_API_AUDIENCE') ?? 'http://localhost:3000/api/v2',
    audienceParam: (read('VITE_CURATE_OIDC_AUDIENCE_PARAM') as AudienceParam | undefined) ?? 'resource',
    offlineAccess: read('VITE_CURATE_OIDC_OFFLINE_ACCESS') === 'true',
    superAdminSubject: read('VITE_CURATE_SUPER_ADMIN_SUBJECT'),
    claims: {
      ...(rolesClaim && { roles: rolesClaim.split(',').map((c) => c.trim()) }),
      ...(organization && { organization }),
      ...(companyCode && { companyCode }),
    },
  };
}

/**
 * The product's routes for @curate/auth's guards and landings (spec part 1 §2, §6): a super-admin lands on
 * /admin/companies, a company user on /{code}/review; signed-out users go to /login, users without the role or
 * a company to /unauthorized.
 */
export const landing: AuthLanding = {
  superAdmin: '/admin/companies',
  company: (companyCode) => `/${encodeURIComponent(companyCode)}/review`,
  signIn: '/login',
  unauthorized: '/unauthorized',
};
