import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn, waitForPath } from './support/signIn';

/** Access tokens live 15 s here, so the session crosses several expiries within the test. */
const ACCESS_TOKEN_TTL_SECONDS = 15;

// Issue 3: silent renewal with rotating refresh tokens must survive several open tabs (renewal is serialised
// across tabs; a race would replay a used refresh token, which the provider answers by revoking the grant).
describe('a session across access-token expiry with three tabs open', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  const unauthorized: string[] = [];
  let refreshes = 0;

  const watch = (page: Page) => {
    page.on('response', (response: Response) => {
      if (response.url().startsWith(product.apiUrl) && response.status() === 401) unauthorized.push(response.url());
    });
    page.on('request', (request) => {
      if (request.url().startsWith(product.idpUrl) && request.postData()?.includes('grant_type=refresh_token'))
        refreshes += 1;
    });
  };

  /** The workspace is shown, signed in as Tom, with the company loaded through a token-protected call. */
  async function expectSignedIn(page: Page) {
    const header = page.getByRole('banner');
    await header.getByRole('heading', { level: 1, name: 'Acme Tools' }).waitFor({ timeout: 20_000 });
    await header.getByText(`Welcome, ${ACCOUNTS.tom.name}`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/acme-tools/review');
  }

  beforeAll(async () => {
    [product, browser] = await Promise.all([
      startProduct({ DEV_IDP_ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS) }),
      launchChromium(),
    ]);
    context = await browser.newContext();
  });
  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await product?.stop();
  });

  it('stays signed in in every tab, and no 401 reaches the UI', { timeout: 150_000 }, async () => {
    const first = await context.newPage();
    watch(first);
    await signIn(first, product, ACCOUNTS.tom.email);
    await waitForPath(first, product, '/acme-tools/review');
    await expectSignedIn(first);

    // Two more tabs of the same browser: each takes the session from its peers (tokens live per tab).
    const others = [await context.newPage(), await context.newPage()];
    for (const [index, page] of others.entries()) {
      watch(page);
      await page.goto(`${product.webUrl}/acme-tools/review?tab=${index === 0 ? 'products' : 'billing'}`);
      await expectSignedIn(page);
    }
    const tabs = [first, ...others];

    for (let round = 1; round <= 2; round += 1) {
      // Past the access token's expiry; the balance polls (15 s) renew in the background meanwhile.
      await first.waitForTimeout((ACCESS_TOKEN_TTL_SECONDS + 3) * 1000);
      // All three tabs reload at once: each starts from its own expired tokens and renews under the cross-tab lock.
      await Promise.all(tabs.map((page) => page.reload()));
      for (const page of tabs) await expectSignedIn(page);
      // And each switches tab, then reloads again on that tab.
      for (const page of tabs) {
        await page.getByRole('tab', { name: round === 1 ? 'Dashboard' : 'Catalog' }).click();
        await page.waitForURL((url) => url.search === `?tab=${round === 1 ? 'dashboard' : 'products'}`);
      }
      await Promise.all(tabs.map((page) => page.reload()));
      for (const page of tabs) await expectSignedIn(page);
    }

    expect(unauthorized).toEqual([]);
    expect(refreshes).toBeGreaterThan(0); // the tokens really were renewed, not merely still valid
    for (const page of tabs) {
      expect(await page.locator('[data-slot="sign-in-frame"]').count()).toBe(0);
      expect(await page.evaluate(() => sessionStorage.getItem('curate.company_code'))).toBe('acme-tools');
    }
  });
});
