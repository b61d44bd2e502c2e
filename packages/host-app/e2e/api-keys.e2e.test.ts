import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn } from './support/signIn';

// `pnpm start` for real, in Debian's Chromium: a tenant admin creates an API key in the Users tab, a server-side
// client reads the company's products with it, and once the admin revokes it in the browser the key answers 401.
describe('API keys in the Users tab', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let companyId = '';

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    page = await (await browser.newContext()).newPage();
    page.on('request', (request) => {
      const company = /\/api\/v2\/companies\/([0-9a-f-]{36})\//.exec(request.url());
      if (company) companyId = company[1]!;
    });
    await signIn(page, product, ACCOUNTS.alice.email);
    await page.goto(`${product.webUrl}/acme-tools/review?tab=users`);
    await page.getByRole('region', { name: 'API Keys' }).waitFor({ timeout: 20_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const products = (key: string) =>
    fetch(`${product.apiUrl}/api/v2/companies/${companyId}/products`, { headers: { authorization: `Bearer ${key}` } });

  it('creates a key whose secret reads the company, and revokes it', async () => {
    const region = page.getByRole('region', { name: 'API Keys' });
    await region.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog', { name: 'Create API key' });
    await create.getByLabel('Name').fill('PIM sync');
    await create.getByRole('checkbox', { name: /^Read/ }).check();
    await create.getByRole('button', { name: 'Create API key' }).click();
    const created = page.getByRole('dialog', { name: 'API key created' });
    const secret = await created.getByLabel('Secret').inputValue();
    expect(secret).toMatch(/^cur_/);
    await created.getByRole('button', { name: 'Done' }).click();
    expect(companyId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await products(secret)).status).toBe(200);
    await expect.poll(() => region.getByRole('row', { name: /PIM sync/ }).count()).toBe(1);

    await region.getByRole('button', { name: 'Revoke API key PIM sync' }).click();
    await page.getByRole('button', { name: 'Revoke key', exact: true }).click();
    await expect
      .poll(() => region.getByRole('row', { name: /PIM sync.*Revoked/ }).count(), { timeout: 10_000 })
      .toBe(1);
    expect((await products(secret)).status).toBe(401);
  });
});
