// Security headers of the host app wherever it is served (issue #11): `vite preview`, which `pnpm start`
// uses (vite.config.ts), the API server when HOST_APP_DIR names dist/ (packages/server/src/host-app, which imports
// this module as @curate/host-app/securityHeaders and computes the origins from the settings it hands the page),
// and any other server of dist/, which must send securityHeaders(originsFromEnv(env)) built from the same
// VITE_CURATE_* values as the bundle (docs/decisions.md shows the result). Tested in securityHeaders.test.ts, in
// the server's host-app tests and, in Chromium, e2e/security-headers.e2e.test.ts.

/** Where the built SPA talks to: the API and the OpenID provider (build-time VITE_CURATE_* settings). */
export interface HostOrigins {
  /** The API base URL (VITE_CURATE_API_URL); absent when the API is the page's own origin ('self'). */
  apiUrl?: string;
  /** The OpenID provider's issuer (VITE_CURATE_OIDC_ISSUER). */
  issuer: string;
}

const originOf = (url: string): string => new URL(url).origin;

/**
 * The Content-Security-Policy of the SPA: its own scripts only (no inline script, no eval: main.tsx imports
 * @curate/core/strict-csp first), its own stylesheets (React sets `style` props through the CSSOM, which
 * style-src does not govern, so no 'unsafe-inline' for styles either), its own images, data: URIs (the
 * favicon) and https: images (the company logos of the super-admin's company table, from any host the
 * super-admin names; product image URLs are shown as links, never loaded), calls to the API and the provider (discovery,
 * token, revocation). No frames: sign-in and sign-out are top-level redirects and renewal uses the refresh
 * token over fetch (@curate/auth never renews in a hidden frame), and forms are handled in script, so
 * form-action needs only 'self'. No page but its own may frame it.
 */
export function contentSecurityPolicy({ apiUrl, issuer }: HostOrigins): string {
  const api = apiUrl === undefined ? [] : [originOf(apiUrl)];
  const idp = originOf(issuer);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...new Set([...api, idp])],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
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
