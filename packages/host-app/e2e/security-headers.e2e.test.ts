import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn } from './support/signIn';

// Issue #11: `pnpm start` serves the host app with a Content-Security-Policy (no inline scripts), and the
// main screens run under it in Chromium without a single `securitypolicyviolation`.

/** Records every CSP violation of every document of the context into window.__cspViolations. */
const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + location.pathname);
  });
`;

describe('security headers and the CSP of the host app (issue #11)', () => {
  let product: RunningProduct;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const consoleViolations: string[] = [];

  /** A page in a fresh browser context (its own sign-in) that records CSP violations. */
  async function newPage(): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    await context.addInitScript(RECORD_VIOLATIONS);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });
    return context.newPage();
  }

  async function violations(page: Page): Promise<string[]> {
    return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  }

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await product?.stop();
  });

  it('starts without a single warning (Node 24 in CI: no unsupported-engine, deprecation or in-memory-store warnings)', () => {
    const warnings = product
      .output()
      .split('\n')
      .filter((line) => /warn|deprecat|experimental|\(!\)|"level":[45]0/i.test(line));
    expect(warnings).toEqual([]);
    expect(product.output()).toContain('Curate is running.');
  });

  it('serves every document with a CSP without inline scripts, no framing by others, nosniff and a strict referrer policy', async () => {
    for (const path of ['/', '/login', '/acme-tools/review?tab=products', '/assets/missing.js']) {
      const res = await fetch(`${product.webUrl}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain(`connect-src 'self' ${product.apiUrl} ${product.idpUrl}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('would notice a violation: an injected inline script is blocked and recorded', async () => {
    const page = await newPage();
    await page.goto(`${product.webUrl}/login`);
    await page.getByPlaceholder('Enter your work email').waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? blocked inline/)]);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(consoleViolations).toEqual([expect.stringContaining('Content Security Policy')]);
    consoleViolations.length = 0;
  });

  it('runs sign-in, the review queue and dialog, the catalogue table and detail, and the admin pages without a violation', async () => {
    const page = await newPage();
    const seen: string[] = [];
    const check = async (where: string) => seen.push(...(await violations(page)).map((v) => `${where}: ${v}`));

    await signIn(page, product, ACCOUNTS.alice.email);
    await check('sign-in');
    const queue = page.locator('[data-slot="review-queue"]');
    await queue.getByRole('button', { name: /^Review / }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-slot="review-field"]').first().waitFor({ timeout: 20_000 });
    await check('review dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Catalog' }).click();
    await page.locator('[data-slot="catalog-card"]').first().waitFor({ timeout: 20_000 });
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table', exact: true }).click();
    await page.locator('[data-slot="catalog-table"]').getByRole('button', { name: /^View Details / }).first().click();
    await page.getByRole('dialog').getByText(/^Product ID: /).waitFor();
    await check('catalogue detail');
    await page.keyboard.press('Escape');

    for (const tab of ['Dashboard', 'Schema Manager', 'Users', 'Billing']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await check(tab);
    }

    const admin = await newPage();
    await signIn(admin, product, ACCOUNTS.superAdmin.email);
    await admin.waitForURL((url) => url.pathname === '/admin/companies');
    await admin.getByRole('heading').first().waitFor();
    seen.push(...(await violations(admin)).map((v) => `admin: ${v}`));

    expect(seen).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });
});
