// Build-time configuration, read from the same VITE_CURATE_* variables as the host app (scripts/start.mjs sets them).
import type { AuthConfig } from '@curate/auth';

const env = import.meta.env as Record<string, string | undefined>;
const read = (name: string) => env[name]?.trim() || undefined;

/** The Curate API origin (no /api/v2). */
export const apiBaseUrl = (read('VITE_CURATE_API_URL') ?? 'http://localhost:3000').replace(/\/$/, '');

/** Sign-in at Curate's identity provider (code + PKCE); it returns to this portal's /callback. */
export const authConfig: AuthConfig = {
  authority: (read('VITE_CURATE_OIDC_ISSUER') ?? 'http://localhost:4000').replace(/\/$/, ''),
  clientId: read('VITE_CURATE_OIDC_CLIENT_ID') ?? 'curate-web',
  audience: read('VITE_CURATE_API_AUDIENCE') ?? 'http://localhost:3000/api/v2',
};
