import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';

// `pnpm start` on a fresh data folder: the real API process on embedded PostgreSQL and the built host
// app, driven in Debian's Chromium.
describe('pnpm start', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('serves /api/v2/health as healthy on the embedded database', async () => {
    const res = await fetch(`${product.apiUrl}/api/v2/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'healthy', database: { status: 'up', kind: 'pglite' } });
  });

  it('seeds the demo data on first start', () => {
    expect(product.output()).toContain('Seeded the demo data');
  });

  it('prints the URLs it serves', () => {
    expect(product.output()).toContain(`Host app:  ${product.webUrl}`);
    expect(product.output()).toContain(`API:       ${product.apiUrl}/api/v2`);
  });

  it('serves the host app, which shows the server health, accessibly', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(product.webUrl);
    await expect(page.getByRole('heading', { name: 'Curate' }).isVisible()).resolves.toBe(true);
    const health = page.getByTestId('health-status');
    await health.and(page.locator('[data-status="healthy"]')).waitFor({ timeout: 15_000 });
    expect(await health.textContent()).toContain('API: Healthy');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
