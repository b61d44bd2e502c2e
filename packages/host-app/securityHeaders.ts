// Security headers of the host app wherever it is served (issue #11): `vite preview`, which `pnpm start`
// uses, and any server that serves dist/ (docs/security.md lists them to copy). One pure function, tested.

/** Where the built SPA talks to: the API and the OpenID provider (build-time VITE_CURATE_* settings). */
export interface HostOrigins {
  /** The API base URL (VITE_CURATE_API_URL). */
  apiUrl: string;
  /** The OpenID provider's issuer (VITE_CURATE_OIDC_ISSUER). */
  issuer: string;
}

const originOf = (url: string): string => new URL(url).origin;

/**
 * The Content-Security-Policy of the SPA: its own scripts only (no inline script, no eval), its own
 * stylesheets (React sets style properties through the CSSOM, which style-src does not govern), calls to
 * the API and the provider, the provider in a frame for a silent sign-in without a refresh token, and no
 * page framing it but its own.
 */
export function contentSecurityPolicy({ apiUrl, issuer }: HostOrigins): string {
  const api = originOf(apiUrl);
  const idp = originOf(issuer);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...new Set([api, idp])],
    'frame-src': [idp],
    'form-action': ["'self'", idp],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every security header of the host app; `csp: false` leaves the CSP out (the dev server injects inline scripts). */
export function securityHeaders(origins: HostOrigins, { csp = true }: { csp?: boolean } = {}): Record<string, string> {
  return {
    ...(csp ? { 'Content-Security-Policy': contentSecurityPolicy(origins) } : {}),
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The origins from the environment the build reads, with the same defaults as src/config.ts. */
export function originsFromEnv(env: Record<string, string | undefined>): HostOrigins {
  const set = (name: string) => env[name]?.trim() || undefined;
  return {
    apiUrl: set('VITE_CURATE_API_URL') ?? `http://localhost:${set('PORT') ?? '3000'}`,
    issuer: set('VITE_CURATE_OIDC_ISSUER') ?? 'http://localhost:4000',
  };
}
