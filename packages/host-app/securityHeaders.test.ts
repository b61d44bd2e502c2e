import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, originsFromEnv, securityHeaders } from './securityHeaders';

const local = { apiUrl: 'http://localhost:3000', issuer: 'http://localhost:4000' };

/** The CSP as a map of directive -> sources. */
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

describe('host app security headers (issue #11)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('allows the app its own scripts, styles and images, the API and the provider to be called, and nothing else', () => {
    expect(contentSecurityPolicy(local)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; " +
        "connect-src 'self' http://localhost:3000 http://localhost:4000; frame-src 'none'; form-action 'self'; " +
        "frame-ancestors 'self'; base-uri 'self'; object-src 'none'",
    );
  });

  it("leaves the API to 'self' when it is the page's own origin (served by the API, HOST_APP_DIR)", () => {
    expect(directives(contentSecurityPolicy({ issuer: 'https://login.example.com/realms/x' }))['connect-src']).toEqual([
      "'self'",
      'https://login.example.com',
    ]);
  });

  it('never allows inline or evaluated script, nor inline styles', () => {
    const csp = contentSecurityPolicy({
      apiUrl: 'https://api.example.com',
      issuer: 'https://login.example.com/realms/x',
    });
    expect(csp).not.toMatch(/unsafe-|nonce-|sha256-|\*/);
    expect(directives(csp)['script-src']).toEqual(["'self'"]);
  });

  it('names origins only (no path) and each once', () => {
    const csp = directives(
      contentSecurityPolicy({ apiUrl: 'https://curate.example.com/api/v2/', issuer: 'https://curate.example.com/idp' }),
    );
    expect(csp['connect-src']).toEqual(["'self'", 'https://curate.example.com']);
    const split = directives(
      contentSecurityPolicy({
        apiUrl: 'https://api.example.com:8443/x',
        issuer: 'https://login.example.com/realms/acme',
      }),
    );
    expect(split['connect-src']).toEqual(["'self'", 'https://api.example.com:8443', 'https://login.example.com']);
  });

  it('sends the framing, sniffing, referrer and feature headers, with or without the CSP', () => {
    const headers = securityHeaders(local);
    expect(headers).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicy(local),
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    const { 'Content-Security-Policy': _csp, ...rest } = headers;
    expect(securityHeaders(local, { csp: false })).toEqual(rest);
  });

  it('reads the origins from the variables the build reads, with the same defaults', () => {
    expect(originsFromEnv({})).toEqual(local);
    expect(originsFromEnv({ PORT: '3100', VITE_CURATE_API_URL: '  ' })).toEqual({
      ...local,
      apiUrl: 'http://localhost:3100',
    });
    expect(
      originsFromEnv({
        VITE_CURATE_API_URL: 'https://api.example.com',
        VITE_CURATE_OIDC_ISSUER: 'https://login.example.com',
      }),
    ).toEqual({
      apiUrl: 'https://api.example.com',
      issuer: 'https://login.example.com',
    });
  });

  it('is what vite preview (pnpm start) sends, and the dev server sends all of it but the CSP', async () => {
    vi.stubEnv('VITE_CURATE_API_URL', 'https://api.example.com');
    vi.stubEnv('VITE_CURATE_OIDC_ISSUER', 'https://login.example.com/realms/acme');
    const { default: config } = await import('./vite.config');
    const resolved =
      typeof config === 'function' ? await config({ command: 'serve', mode: 'production', isPreview: true }) : config;
    const origins = { apiUrl: 'https://api.example.com', issuer: 'https://login.example.com/realms/acme' };
    expect(resolved.preview?.headers).toEqual(securityHeaders(origins));
    expect(resolved.server?.headers).toEqual(securityHeaders(origins, { csp: false }));
  });
});
