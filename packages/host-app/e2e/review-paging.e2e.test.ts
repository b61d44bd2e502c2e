import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type ApiAuth, recordApiAuth } from './support/apiAuth';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn, waitForPath } from './support/signIn';

const APPROVED = 'Product approved successfully! ✅';
const REJECTED = 'Product rejected successfully! ❌';

interface QueuePage {
  products: Array<{ id: string; product_id: string }>;
  total: number;
}

// `pnpm start` for real in Debian's Chromium: after decisions in the review dialog the queue page refills from
// the server, so paging on shows every pending product once and skips none of those that moved up.
describe('review queue paging after decisions (spec part 1 §2, §4)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let api: ApiAuth;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    api = recordApiAuth(page, product);
    await signIn(page, product, ACCOUNTS.tom.email);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const pending = (offset: number, limit: number) =>
    api.get<QueuePage>(`/review-queue?limit=${limit}&offset=${offset}&review_status=pending`);

  const queue = () => page.locator('[data-slot="review-queue"]');
  const dialog = () => page.getByRole('dialog');
  const reviewButtons = () => queue().getByRole('button', { name: /^Review / });
  const shownIds = async () =>
    (await reviewButtons().evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).map(
      (label) => label.replace(/^Review /, ''),
    );
  const summary = () => queue().getByText(/^Showing \d+-\d+ of \d+ products$/);
  const dialogTitle = async () => (await dialog().getByRole('heading').first().textContent()) ?? '';

  async function waitForProduct(previous: string | null): Promise<string> {
    await expect.poll(dialogTitle, { timeout: 15_000 }).toMatch(/^Review Product: \S+/);
    if (previous !== null) await expect.poll(dialogTitle, { timeout: 15_000 }).not.toBe(previous);
    await dialog().locator('[data-slot="review-dialog"][data-state="viewing"]').waitFor({ timeout: 15_000 });
    await dialog().locator('[data-slot="review-field"]').first().waitFor({ timeout: 15_000 });
    return dialogTitle();
  }

  it('shows page 1 full and Next continues right after it, after two decisions and Esc', async () => {
    await waitForPath(page, product, '/acme-tools/review');
    await reviewButtons().first().waitFor({ timeout: 20_000 });
    // The seed's 100 pending products and the demo's two open jobs, which the workers finish at start.
    await expect.poll(async () => (await pending(0, 1)).total, { timeout: 30_000 }).toBe(102);
    await page.reload();
    await expect.poll(() => summary().textContent(), { timeout: 20_000 }).toBe('Showing 1-20 of 102 products');

    await reviewButtons().first().click();
    let title = await waitForProduct(null);
    await page.keyboard.press('a');
    await dialog().getByRole('status').getByText(APPROVED).waitFor({ timeout: 10_000 });
    title = await waitForProduct(title);
    await page.keyboard.press('r');
    await dialog().getByRole('status').getByText(REJECTED).waitFor({ timeout: 10_000 });
    await waitForProduct(title);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached', timeout: 10_000 });

    await expect.poll(() => summary().textContent(), { timeout: 10_000 }).toBe('Showing 1-20 of 100 products');
    const first = await pending(0, 40);
    expect(first.total).toBe(100);
    const expected = first.products.map((p) => p.product_id);
    await expect.poll(shownIds, { timeout: 10_000 }).toEqual(expected.slice(0, 20));

    await queue().getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => summary().textContent(), { timeout: 10_000 }).toBe('Showing 21-40 of 100 products');
    await expect.poll(shownIds, { timeout: 10_000 }).toEqual(expected.slice(20, 40));
  });

  it('keeps page 1 full after ten keyboard approvals in a row', async () => {
    await queue().getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => summary().textContent(), { timeout: 10_000 }).toBe('Showing 1-20 of 100 products');
    await reviewButtons().first().click();
    let title = await waitForProduct(null);
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('a');
      await dialog().getByRole('status').getByText(APPROVED).waitFor({ timeout: 10_000 });
      title = await waitForProduct(title);
    }
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => summary().textContent(), { timeout: 10_000 }).toBe('Showing 1-20 of 90 products');
    const expected = (await pending(0, 20)).products.map((p) => p.product_id);
    await expect.poll(shownIds, { timeout: 10_000 }).toEqual(expected);
  });
});
