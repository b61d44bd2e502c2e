import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn, waitForPath } from './support/signIn';

const APPROVED = 'Product approved successfully! ✅';
const REJECTED = 'Product rejected successfully! ❌';

interface Stats {
  total_pending: number;
  total_approved: number;
  total_rejected: number;
}

// `pnpm start` for real, driven in Debian's Chromium: a tenant user reviews products in a row with the keyboard
// only (issue #4), and the counters on screen agree with the database through the real API.
describe('review queue in the workspace (issue #4, spec part 1 §2, §4, §8)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let token = '';
  let companyId = '';

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    page = await (await browser.newContext()).newPage();
    // The bearer token the host app sends to the API, to ask the API directly afterwards.
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().startsWith(product.apiUrl) && auth?.startsWith('Bearer ')) token = auth.slice('Bearer '.length);
      const company = /\/api\/v2\/companies\/([^/?]+)\/review-queue/.exec(request.url());
      if (company) companyId = company[1]!;
    });
    await signIn(page, product, ACCOUNTS.tom.email);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function api<T>(path: string): Promise<T> {
    const res = await fetch(`${product.apiUrl}/api/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, `GET ${path}`).toBe(200);
    return (await res.json()) as T;
  }

  const queue = () => page.locator('[data-slot="review-queue"]');
  const dialog = () => page.getByRole('dialog');
  const reviewPane = () => dialog().locator('[data-slot="review-dialog"]');

  async function counters(): Promise<Stats> {
    const read = async (key: keyof Stats) =>
      Number((await queue().locator(`[data-counter="${key}"] dd`).textContent())!.replace(/,/g, ''));
    return {
      total_pending: await read('total_pending'),
      total_approved: await read('total_approved'),
      total_rejected: await read('total_rejected'),
    };
  }

  async function waitForCounters(expected: Stats): Promise<void> {
    await expect.poll(counters, { timeout: 10_000 }).toEqual(expected);
  }

  async function dialogTitle(): Promise<string> {
    return (await dialog().getByRole('heading').first().textContent()) ?? '';
  }

  /** Waits until the dialog shows a product other than `previous`, loaded and ready for a decision. */
  async function waitForProduct(previous: string | null, state: 'viewing' | 'editing' = 'viewing'): Promise<string> {
    await expect.poll(dialogTitle, { timeout: 15_000 }).toMatch(/^Review Product: \S+/);
    if (previous !== null) await expect.poll(dialogTitle, { timeout: 15_000 }).not.toBe(previous);
    await reviewPane()
      .and(page.locator(`[data-state="${state}"]`))
      .waitFor({ timeout: 15_000 });
    await dialog().locator('[data-slot="review-field"]').first().waitFor({ timeout: 15_000 });
    return dialogTitle();
  }

  async function messageShown(text: string): Promise<void> {
    await dialog().getByRole('status').getByText(text).waitFor({ timeout: 10_000 });
  }

  /** Tabs from the top of the page until `target` has focus (keyboard only). */
  async function tabTo(target: Locator, max = 80): Promise<void> {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`no focus on the target after ${max} Tab presses`);
  }

  let before: Stats;

  it('lands tom on /acme-tools/review with the queue: title, counters and the table of pending products', async () => {
    await waitForPath(page, product, '/acme-tools/review');
    await queue().getByRole('heading', { name: 'Review Queue' }).waitFor();
    await queue().getByText('Review and approve AI-enhanced product data').waitFor();
    await queue().getByRole('table').waitFor();
    await queue()
      .getByRole('button', { name: /^Review / })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(
      await queue()
        .getByRole('button', { name: /^Review / })
        .count(),
    ).toBe(20);
    // The seed's 100 pending products, and the demo's two open jobs that the workers finish at start.
    const pending = async () => (await api<Stats>(`/companies/${companyId}/review-queue/stats`)).total_pending;
    await expect.poll(pending, { timeout: 30_000 }).toBe(102);
    if ((await counters()).total_pending !== 102) {
      await page.reload();
      await queue()
        .getByRole('button', { name: /^Review / })
        .first()
        .waitFor({ timeout: 20_000 });
    }
    await expect.poll(async () => (await counters()).total_pending).toBe(102);
    before = await counters();
    expect(before.total_approved + before.total_rejected).toBeGreaterThanOrEqual(0);
    expect(companyId).not.toBe('');
    expect(token).not.toBe('');
  });

  const decisions: Array<'a' | 'r'> = ['a', 'r', 'a', 'a', 'r'];
  const reviewed: string[] = [];

  it('reviews five products in a row with the keyboard only: Tab + Enter to open, A approves, R rejects', async () => {
    const firstReview = queue()
      .getByRole('button', { name: /^Review / })
      .first();
    const firstId = (await firstReview.getAttribute('aria-label'))!.replace(/^Review /, '');
    await page.locator('body').focus();
    await tabTo(firstReview);
    await page.keyboard.press('Enter');
    let title = await waitForProduct(null);
    expect(title).toBe(`Review Product: ${firstId}`);

    let expected = { ...before };
    for (const [index, key] of decisions.entries()) {
      reviewed.push(title.replace('Review Product: ', ''));
      await page.keyboard.press(key);
      await messageShown(key === 'a' ? APPROVED : REJECTED);
      expected = {
        total_pending: expected.total_pending - 1,
        total_approved: expected.total_approved + (key === 'a' ? 1 : 0),
        total_rejected: expected.total_rejected + (key === 'r' ? 1 : 0),
      };
      await waitForCounters(expected);
      // After 300 ms the next product opens in the same dialog.
      if (index < decisions.length - 1) title = await waitForProduct(title);
    }
    expect(new Set(reviewed).size).toBe(decisions.length);
    expect(await counters()).toEqual({
      total_pending: before.total_pending - 5,
      total_approved: before.total_approved + 3,
      total_rejected: before.total_rejected + 2,
    });
  });

  it('leaves the counters of the database in agreement with the screen, and the reviewed products out of the queue', async () => {
    const stats = await api<Stats>(`/companies/${companyId}/review-queue/stats`);
    expect(stats).toMatchObject({
      total_pending: before.total_pending - 5,
      total_approved: before.total_approved + 3,
      total_rejected: before.total_rejected + 2,
    });
    expect(stats).toMatchObject(await counters());
    const page1 = await api<{ products: Array<{ product_id: string }>; total: number }>(
      `/companies/${companyId}/review-queue?limit=100&offset=0&review_status=pending`,
    );
    expect(page1.total).toBe(97);
    const pendingIds = new Set(page1.products.map((p) => p.product_id));
    for (const id of reviewed) expect(pendingIds.has(id)).toBe(false);
  });

  it('edits a text field in edit mode (E), saves with Control+S and writes a field_update by Tom to the history', async () => {
    const title = await waitForProduct(null);
    await page.keyboard.press('e');
    await reviewPane().and(page.locator('[data-mode="edit"]')).waitFor();
    const input = dialog()
      .locator('[data-slot="review-field"] input[type="text"]:not([disabled]):not([readonly])')
      .first();
    await input.waitFor();
    const fieldName = await input.evaluate((el) => el.closest<HTMLElement>('[data-field]')!.dataset.field!);
    await input.focus();
    await page.keyboard.press('Control+a');
    const value = `Edited by the e2e test ${Date.now()}`;
    await page.keyboard.type(value);
    await reviewPane().and(page.locator('[data-dirty]')).waitFor();
    await page.keyboard.press('Control+s');
    await reviewPane().and(page.locator('[data-state="editing"]:not([data-dirty])')).waitFor({ timeout: 15_000 });
    expect(await dialogTitle()).toBe(title);

    const selected = page.locator(
      '[data-slot="review-queue"] tr[data-product-id][aria-selected="true"], [data-slot="review-queue"] [data-product-id][data-selected]',
    );
    let productUuid = (await selected.count()) > 0 ? await selected.first().getAttribute('data-product-id') : null;
    if (!productUuid) {
      const productId = title.replace('Review Product: ', '');
      productUuid = await queue()
        .locator('[data-product-id]')
        .filter({ hasText: productId })
        .first()
        .getAttribute('data-product-id');
    }
    expect(productUuid).toBeTruthy();
    const history = await api<unknown>(`/companies/${companyId}/products/${productUuid}/history`);
    const entries = (Array.isArray(history) ? history : ((history as { history?: unknown[] }).history ?? [])) as Array<
      Record<string, unknown>
    >;
    const update = entries.find((e) => e.change_type === 'field_update' && JSON.stringify(e).includes(value));
    expect(update, JSON.stringify(history).slice(0, 2000)).toBeTruthy();
    expect(JSON.stringify(update)).toMatch(/Tom Baker|tom\.user@acme\.test/);
    expect(update!.field_name ?? fieldName).toBe(fieldName);
  });
});
