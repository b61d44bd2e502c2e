import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type ApiAuth, recordApiAuth } from './support/apiAuth';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn, waitForPath } from './support/signIn';

interface Field {
  field_name: string;
  value_text: string | null;
}
interface Detail {
  product: { id: string; product_id: string; review_status: string; fields: Field[] };
}

const REJECTED = 'Product rejected successfully! ❌';
const EDITED = `Brand typed in e2e ${Date.now()}`;

// `pnpm start` for real in Debian's Chromium: unsaved edits in the review dialog are never dropped without a
// word — Reject asks (a rejection does not save them), the browser's Back asks before the dialog closes, and
// closing the tab gets the browser's leave-page warning.
describe('review dialog with unsaved edits: Reject, Back, closing the tab (spec part 1 §4)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let api: ApiAuth;
  let target: Detail['product'];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    page = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
    api = recordApiAuth(page, product);
    await signIn(page, product, ACCOUNTS.tom.email);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const get = <T>(path: string) => api.get<T>(path);

  const queue = () => page.locator('[data-slot="review-queue"]');
  const dialog = () => page.getByRole('dialog', { name: /^Review Product: / });
  const reviewPane = () => dialog().locator('[data-slot="review-dialog"]');
  const brandInput = () =>
    dialog().locator('[data-slot="review-field"][data-field="brand"]').locator('input, textarea').first();
  const prompt = (name: string) => page.getByRole('alertdialog', { name });
  const search = () => new URL(page.url()).searchParams.get('tab');

  /** Opens the target in the review dialog, enters Edit Mode and types a new brand (not saved). */
  async function openAndEdit(): Promise<void> {
    await queue()
      .getByRole('button', { name: `Review ${target.product_id}` })
      .click();
    await dialog()
      .getByRole('heading', { name: `Review Product: ${target.product_id}` })
      .waitFor();
    await dialog().locator('[data-slot="review-field"][data-field="brand"]').waitFor({ timeout: 15_000 });
    await page.keyboard.press('e');
    await reviewPane().and(page.locator('[data-mode="edit"]')).waitFor();
    await brandInput().fill(EDITED);
    await reviewPane().and(page.locator('[data-dirty]')).waitFor();
  }

  it('opens the Review Queue tab from the Catalog tab, so Back has a page to go to', async () => {
    await waitForPath(page, product, '/acme-tools/review');
    await queue()
      .getByRole('button', { name: /^Review / })
      .first()
      .waitFor({ timeout: 20_000 });
    const pending = await get<{ products: Array<{ id: string }> }>(
      '/review-queue?limit=20&offset=0&review_status=pending',
    );
    for (const item of pending.products) {
      const { product: p } = await get<Detail>(`/products/${item.id}`);
      if (p.fields.some((f) => f.field_name === 'brand' && f.value_text)) {
        target = p;
        break;
      }
    }
    expect(target, 'a product of the first queue page has a brand').toBeDefined();
    await page.getByRole('tab', { name: 'Catalog' }).click();
    await expect.poll(search).toBe('products');
    await page.getByRole('tab', { name: /^Review Queue/ }).click();
    await expect.poll(search).toBe('review');
    await queue()
      .getByRole('button', { name: `Review ${target.product_id}` })
      .waitFor({ timeout: 20_000 });
  });

  it('asks before Back closes the dialog with unsaved edits; Keep editing keeps them and the page', async () => {
    await openAndEdit();
    await page.evaluate(() => window.history.back());
    const ask = prompt('Discard unsaved changes?');
    await ask.waitFor({ timeout: 10_000 });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    await expect.poll(search).toBe('review');
    expect(await dialog().isVisible()).toBe(true);
    expect(await brandInput().inputValue()).toBe(EDITED);
    expect(await page.locator('[data-slot="workspace-tab"][data-tab="review"]').getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('asks before R rejects without the edits; Keep editing sends nothing', async () => {
    // Esc leaves the input (letters typed there are text), then R is the Reject shortcut.
    await brandInput().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => brandInput().evaluate((el) => el === document.activeElement)).toBe(false);
    await page.keyboard.press('r');
    const ask = prompt('Reject without your changes?');
    await ask.waitFor({ timeout: 10_000 });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await brandInput().inputValue()).toBe(EDITED);
    const { product: p } = await get<Detail>(`/products/${target.id}`);
    expect(p.review_status).toBe('pending');
  });

  it('warns before the tab closes with unsaved edits (beforeunload)', async () => {
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    // Dismissed: the page stays, with its edits.
    expect(page.isClosed()).toBe(false);
    expect(await brandInput().inputValue()).toBe(EDITED);
  });

  it('Back again, then Discard: the dialog closes and Back goes on to the Catalog tab', async () => {
    await page.evaluate(() => window.history.back());
    const ask = prompt('Discard unsaved changes?');
    await ask.waitFor({ timeout: 10_000 });
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog().waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(search, { timeout: 10_000 }).toBe('products');
    await page.locator('[data-slot="catalog"]').first().waitFor({ timeout: 20_000 });
  });

  it('Discard and reject rejects the product with its stored values, the typed brand not saved', async () => {
    await page.getByRole('tab', { name: /^Review Queue/ }).click();
    await expect.poll(search).toBe('review');
    await openAndEdit();
    await brandInput().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => brandInput().evaluate((el) => el === document.activeElement)).toBe(false);
    await page.keyboard.press('r');
    const ask = prompt('Reject without your changes?');
    await ask.getByRole('button', { name: 'Discard and reject' }).click();
    await page.getByRole('status').getByText(REJECTED).first().waitFor({ timeout: 10_000 });
    await expect
      .poll(async () => (await get<Detail>(`/products/${target.id}`)).product.review_status, { timeout: 10_000 })
      .toBe('rejected');
    const { product: p } = await get<Detail>(`/products/${target.id}`);
    const brand = p.fields.find((f) => f.field_name === 'brand')?.value_text;
    expect(brand).toBe(target.fields.find((f) => f.field_name === 'brand')?.value_text);
    expect(brand).not.toBe(EDITED);
  });
});
