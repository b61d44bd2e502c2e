import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn } from './support/signIn';

// With HOST_APP_DIR the API serves the built host app itself, as the container image does. The page,
// read from the API's origin with the settings the API writes into it, signs in through the provider and runs
// the workspace under the host app's strict CSP without a violation, calling the API on its own origin.

const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + location.pathname);
  });
`;

describe('the host app served by the API (HOST_APP_DIR)', () => {
  let product: RunningProduct;
  /** The product as the browser sees it when the API serves the pages: the web origin is the API's. */
  let served: RunningProduct;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      startProduct(({ apiPort, webPort }) => ({
        HOST_APP_DIR: 'packages/host-app/dist',
        // The development provider accepts the sign-in redirects of these origins: vite preview's and the API's.
        CORS_ORIGINS: [
          `http://localhost:${webPort}`,
          `http://127.0.0.1:${webPort}`,
          `http://localhost:${apiPort}`,
        ].join(','),
      })),
      launchChromium(),
    ]);
    served = { ...product, webUrl: product.apiUrl };
  });
  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await product?.stop();
  });

  it('answers a client route on the API origin with the page, its settings and the host app CSP', async () => {
    const res = await fetch(`${product.apiUrl}/acme-tools/review?tab=catalog`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="curate-config"');
    // pnpm start hands the API process VITE_CURATE_API_URL too (its own URL), which the page is told as set.
    expect(html).toContain(`&quot;VITE_CURATE_API_URL&quot;:&quot;${product.apiUrl}&quot;`);
    expect(res.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ${product.apiUrl} ${product.idpUrl};`,
    );
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await fetch(`${product.apiUrl}/api/v2/health`)).status).toBe(200);
  });

  it('signs in and shows the workspace with no CSP violation, every API call on its own origin', async () => {
    context = await browser.newContext();
    await context.addInitScript(RECORD_VIOLATIONS);
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v2/')) calls.push(new URL(request.url()).origin);
    });
    await signIn(page, served, ACCOUNTS.alice.email);
    expect(new URL(page.url()).pathname).toBe(ACCOUNTS.alice.landing);
    await page
      .getByRole('banner')
      .getByText(/^Welcome, /)
      .waitFor();
    expect(calls.length).toBeGreaterThan(0);
    expect([...new Set(calls)]).toEqual([product.apiUrl]);
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    expect(violations).toEqual([]);
  });
});
