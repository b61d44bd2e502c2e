// HOST_APP_DIR: the API serves the built host app itself, configured at run time. Read by
// config.ts's loadConfig; served by ./routes.ts.
import { resolve } from 'node:path';
import { RUNTIME_SETTING_NAMES, type RuntimeSettings } from '@curate/host-app/runtimeConfig';
import { z } from 'zod';
import type { AuthConfig } from '../auth/config';

const httpUrl = z
  .string()
  .trim()
  .refine(
    (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: "expected an http(s) URL such as 'https://curate.example.com'" },
  );

/**
 * The variables of the served host app: its folder, and the page's VITE_CURATE_* settings read at start (the
 * same names the build reads; unset ones follow the server's own settings, see `toHostAppConfig`).
 */
export const HostAppEnvSchema = z.object({
  HOST_APP_DIR: z.string().trim().min(1).optional(),
  VITE_CURATE_API_URL: httpUrl.optional(),
  VITE_CURATE_OIDC_ISSUER: httpUrl.optional(),
  VITE_CURATE_OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  VITE_CURATE_API_AUDIENCE: z.string().trim().min(1).optional(),
  VITE_CURATE_OIDC_AUDIENCE_PARAM: z.enum(['resource', 'audience', 'both']).optional(),
  VITE_CURATE_OIDC_OFFLINE_ACCESS: z.enum(['true', 'false']).optional(),
  VITE_CURATE_OIDC_ROLES_CLAIM: z.string().trim().min(1).optional(),
  VITE_CURATE_OIDC_ORG_CLAIM: z.string().trim().min(1).optional(),
  VITE_CURATE_OIDC_COMPANY_CODE_CLAIM: z.string().trim().min(1).optional(),
  VITE_CURATE_SUPER_ADMIN_SUBJECT: z.string().trim().min(1).optional(),
});

type HostAppEnv = z.output<typeof HostAppEnvSchema>;

/** The host app the API serves (HOST_APP_DIR set). */
export interface HostAppConfig {
  /** The built host app (packages/host-app/dist): index.html and assets/. */
  dir: string;
  /** What the page is told (written into index.html): the VITE_CURATE_* settings by name. */
  settings: RuntimeSettings;
}

/**
 * The served host app, or null when HOST_APP_DIR is unset. Each page setting is its VITE_CURATE_* variable when
 * set, else what the API itself uses: the API is the page's own origin (no VITE_CURATE_API_URL: same origin), the
 * issuer the API trusts (OIDC_ISSUER, or the development provider's DEV_IDP_URL), OIDC_CLIENT_ID,
 * OIDC_AUDIENCE, OIDC_ROLES_CLAIMS, OIDC_ORG_CLAIM and the super-admin's subject (SUPER_ADMIN_SUBJECT or the
 * development provider's seeded admin); the others keep the page's defaults.
 */
export function toHostAppConfig(e: HostAppEnv, auth: AuthConfig): HostAppConfig | null {
  if (!e.HOST_APP_DIR) return null;
  const derived: RuntimeSettings = {
    VITE_CURATE_OIDC_ISSUER: auth.issuer,
    VITE_CURATE_OIDC_CLIENT_ID: auth.clientId,
    VITE_CURATE_API_AUDIENCE: auth.audience,
    VITE_CURATE_OIDC_ROLES_CLAIM: auth.rolesClaims.join(','),
    VITE_CURATE_OIDC_ORG_CLAIM: auth.orgClaim,
    ...(auth.superAdminSubject ? { VITE_CURATE_SUPER_ADMIN_SUBJECT: auth.superAdminSubject } : {}),
  };
  const settings: RuntimeSettings = {};
  for (const name of RUNTIME_SETTING_NAMES) {
    const value = e[name] ?? derived[name];
    if (value !== undefined) settings[name] = value;
  }
  return { dir: resolve(e.HOST_APP_DIR), settings };
}
