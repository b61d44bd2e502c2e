import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn } from './support/signIn';

interface ListAnswer {
  products: Array<{ id: string; product_id: string }>;
  total: number;
}
interface DetailAnswer {
  product: { id: string; product_id: string; fields: Array<{ field_name: string; value_text: string | null }> };
  history?: Array<{
    id: string;
    change_type: string;
    field_name: string | null;
    new_value: unknown;
    is_reverted?: boolean;
  }>;
}

/** One signed-in browser page with the bearer token and company id the host app uses, to ask the API directly. */
interface Session {
  page: Page;
  token: string;
  companyId: string;
}

/** Splits RFC 4180 CSV into rows of cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell), rows.push(row), (row = []), (cell = '');
    } else cell += ch;
  }
  if (cell !== '' || row.length) row.push(cell), rows.push(row);
  return rows;
}

// `pnpm start` for real, in Debian's Chromium: the catalogue's search, filters, views, paging, the product
// detail dialog (edit, save, revert), the CSV export and delete by role (issue #5, spec part 1 §2, §4, §7, §8).
describe('catalogue in the workspace (issue #5)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let alice: Session;

  async function openCatalogue(email: string): Promise<Session> {
    const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    const session: Session = { page, token: '', companyId: '' };
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().startsWith(product.apiUrl) && auth?.startsWith('Bearer '))
        session.token = auth.slice('Bearer '.length);
      const company = /\/api\/v2\/companies\/([0-9a-f-]{36})\/products/.exec(request.url());
      if (company) session.companyId = company[1]!;
    });
    await signIn(page, product, email);
    await page.goto(`${product.webUrl}/acme-tools/review?tab=products`);
    await pagingText(page).waitFor({ timeout: 20_000 });
    if (!session.companyId || !session.token) throw new Error('the catalogue called no products API with a token');
    return session;
  }

  /**
   * Closes the open dialog with Escape once focus is inside it (before that, the Escape would reach the page).
   */
  async function escapeDialog(page: Page) {
    await page.waitForFunction(() => !!document.querySelector('[role="dialog"]')?.contains(document.activeElement));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  /** Opens a product of the page from its card (cards view). */
  const openProduct = (page: Page, id: string) =>
    page.locator(`[data-slot="catalog-card"][data-product-id="${id}"]`).getByRole('button').first().click();
  const viewButton = (page: Page, name: 'Cards' | 'Table') =>
    page.getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true });
  const pagingText = (page: Page) => page.getByText(/^Page \d+ • \d+ of \d+$/);
  const readPaging = async (page: Page) => (await pagingText(page).textContent())!;

  async function api<T>(session: Session, path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const res = await fetch(`${product.apiUrl}/api/v2/companies/${session.companyId}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${session.token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as T };
  }

  /** The total the API gives for a catalogue query, to compare with the screen. */
  async function totalFor(query: Record<string, string>): Promise<number> {
    const { status, body } = await api<ListAnswer>(
      alice,
      `/products?${new URLSearchParams({ limit: '20', offset: '0', ...query })}`,
    );
    expect(status).toBe(200);
    return body.total;
  }

  async function addFilter(page: Page, field: string, value: { fill?: string; select?: number }) {
    const panel = page.locator('[data-slot="catalog-filter-panel"]');
    await panel.getByLabel('Search Fields').fill(field);
    await panel.getByRole('button', { name: `Add filter for ${field}` }).click();
    const dialog = page.getByRole('dialog');
    if (value.fill !== undefined) await dialog.getByRole('textbox').last().fill(value.fill);
    let chosen = '';
    if (value.select !== undefined) {
      const select = dialog.getByRole('combobox');
      await expect
        .poll(async () => (await select.locator('option').count()) > value.select!, { timeout: 10_000 })
        .toBe(true);
      chosen = (await select.locator('option').nth(value.select).getAttribute('value'))!;
      await select.selectOption(chosen);
    }
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByLabel('Search Fields').fill('');
    return chosen;
  }

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    alice = await openCatalogue(ACCOUNTS.alice.email);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('searches, filters by status, number range and a select value, and pages; the screen agrees with the API', async () => {
    const { page } = alice;
    const all = await totalFor({});
    expect(await readPaging(page)).toBe(`Page 1 • 20 of ${all}`);

    await page.getByLabel('Review Status').selectOption('approved');
    const approved = await totalFor({ review_status: 'approved' });
    await expect.poll(() => readPaging(page)).toBe(`Page 1 • ${Math.min(20, approved)} of ${approved}`);

    await addFilter(page, 'Warranty (months)', { fill: '12-36' });
    const pairs: Record<string, string> = {
      review_status: 'approved',
      filter_field_0: 'warranty_months',
      filter_value_0: '12-36',
    };
    const ranged = await totalFor(pairs);
    expect(ranged).toBeLessThan(approved);
    await expect.poll(() => readPaging(page)).toBe(`Page 1 • ${Math.min(20, ranged)} of ${ranged}`);

    const color = await addFilter(page, 'Color', { select: 1 });
    expect(color).not.toBe('');
    const both = await totalFor({ ...pairs, filter_field_1: 'color', filter_value_1: color });
    await expect.poll(() => readPaging(page)).toBe(`Page 1 • ${Math.min(20, both)} of ${both}`);
    expect(await page.locator('[data-slot="catalog-active-filter"]').count()).toBe(2);

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByLabel('Review Status').selectOption('');
    await expect.poll(() => readPaging(page)).toBe(`Page 1 • 20 of ${all}`);

    // Search by an exact product id: one hit, debounced before the query.
    const first = (await api<ListAnswer>(alice, '/products?limit=1&offset=0&sort_by=product_id')).body.products[0]!;
    await page.getByLabel('Search', { exact: true }).fill(first.product_id);
    await expect
      .poll(() => readPaging(page))
      .toMatch(new RegExp(`^Page 1 • \\d+ of ${await totalFor({ search_text: first.product_id })}$`));
    await expect
      .poll(() => page.locator('[data-slot="catalog-card"]').first().getAttribute('data-product-id'))
      .toBe(first.id);
    await page.getByLabel('Search', { exact: true }).fill('');
    await expect.poll(() => readPaging(page)).toBe(`Page 1 • 20 of ${all}`);

    // Views and paging.
    await viewButton(page, 'Table').click();
    await page.locator('[data-slot="catalog-table"]').getByRole('row').nth(1).waitFor();
    await page
      .locator('[data-slot="catalog-table"]')
      .getByRole('button', { name: /^View Details / })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByText(/^Product ID: /)
      .waitFor();
    await escapeDialog(page);
    await page.getByRole('navigation', { name: 'Catalogue pages' }).getByRole('button', { name: /next/i }).click();
    await expect.poll(() => readPaging(page)).toBe(`Page 2 • 40 of ${all}`);
    await viewButton(page, 'Cards').click();
    await expect.poll(() => page.locator('[data-slot="catalog-card"]').count()).toBe(20);
  });

  it('opens a product, edits and saves a field, then reverts the edit from the audit history', async () => {
    const { page } = alice;
    const card = page.locator('[data-slot="catalog-card"]').first();
    const id = (await card.getAttribute('data-product-id'))!;
    const before = (await api<DetailAnswer>(alice, `/products/${id}`)).body.product;
    const brand = before.fields.find((f) => f.field_name === 'brand')!;
    expect(brand).toBeDefined();

    await openProduct(page, id);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Product ID: ${before.product_id}`).waitFor();
    await dialog.getByRole('button', { name: 'Edit Mode' }).click();
    // A value the API's text rule refuses is caught as typed: its message shows and Save waits (issue #11).
    await dialog.getByLabel('Brand', { exact: true }).fill('Curate\u0007 E2E Brand');
    expect(await dialog.locator('[data-slot="field-problem"]').textContent()).toBe(
      'Must not contain control characters',
    );
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Brand', { exact: true }).fill('Curate E2E Brand');
    expect(await dialog.locator('[data-slot="field-problem"]').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Changes saved successfully! 💾').waitFor({ timeout: 10_000 });

    const saved = (await api<DetailAnswer>(alice, `/products/${id}?include_history=true`)).body;
    expect(saved.product.fields.find((f) => f.field_name === 'brand')!.value_text).toBe('Curate E2E Brand');
    const entry = saved.history!.find((h) => h.field_name === 'brand' && !h.is_reverted)!;
    expect(entry).toBeDefined();

    const history = dialog.locator('[data-slot="product-detail-history"]');
    await history
      .getByRole('button', { name: /^Revert change to Brand/ })
      .first()
      .click();
    await history.getByText('Reverted').first().waitFor({ timeout: 10_000 });
    const reverted = (await api<DetailAnswer>(alice, `/products/${id}?include_history=true`)).body;
    expect(reverted.product.fields.find((f) => f.field_name === 'brand')!.value_text).toBe(brand.value_text);
    expect(reverted.history!.some((h) => h.change_type === 'revert' || h.change_type === 'field_reverted')).toBe(true);
    await escapeDialog(page);
  });

  it('exports the filtered view as CSV with exactly the filtered products', async () => {
    const { page } = alice;
    await page.getByLabel('Review Status').selectOption('rejected');
    const rejected = (await api<ListAnswer>(alice, '/products?review_status=rejected&limit=100&offset=0')).body;
    await expect.poll(() => readPaging(page)).toBe(`Page 1 • ${Math.min(20, rejected.total)} of ${rejected.total}`);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(`Export current filtered view (${rejected.total} products)`).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^products_export_.+\.csv$/);
    const rows = parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''));
    const header = rows[0]!;
    const idColumn = header.indexOf('product_id');
    expect(idColumn).toBeGreaterThanOrEqual(0);
    const exported = rows.slice(1).map((row) => row[idColumn]);
    expect(exported.sort()).toEqual(rejected.products.map((p) => p.product_id).sort());
    await dialog.waitFor({ state: 'detached' });
  });

  it("Open in Review switches to the Review tab with that product loaded; the decision's message stays there (issue #14)", async () => {
    const { page } = alice;
    // An approved product: not in the review queue, so only the address can bring it to the Review tab.
    await page.getByLabel('Review Status').selectOption('approved');
    const approved = (await api<ListAnswer>(alice, '/products?review_status=approved&limit=1&offset=0')).body;
    const target = approved.products[0]!;
    const rejectedBefore = await totalFor({ review_status: 'rejected' });
    await expect.poll(() => readPaging(page)).toBe(`Page 1 • ${Math.min(20, approved.total)} of ${approved.total}`);
    await openProduct(page, target.id);
    await page.getByRole('dialog').getByRole('button', { name: 'Open in Review' }).click();

    const address = () => new URL(page.url()).searchParams;
    await expect.poll(() => address().get('tab')).toBe('review');
    expect(address().get('product')).toBe(target.id);
    // The review dialog is modal (the page behind it is inert), so the tab is checked by its attributes.
    await page.locator('[data-slot="workspace-tab"][data-tab="review"][aria-selected="true"]').waitFor();
    const review = page.getByRole('dialog');
    await review.getByRole('heading', { name: `Review Product: ${target.product_id}` }).waitFor();
    await review.locator('[data-slot="review-dialog"][data-state="editing"]').waitFor();
    await review.getByRole('button', { name: /^Reject/ }).click();

    // It was not queued: no other product opens; the message shows on the queue screen and the address drops it.
    await review.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('Product rejected successfully! ❌').waitFor();
    await expect.poll(() => address().get('product')).toBeNull();
    expect(address().get('tab')).toBe('review');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByText('Product rejected successfully! ❌').waitFor();
    const after = (await api<DetailAnswer & { product: { review_status: string } }>(alice, `/products/${target.id}`))
      .body;
    expect(after.product.review_status).toBe('rejected');

    // Back in the catalogue, the decision is in the list.
    await page.getByRole('tab', { name: 'Catalog' }).click();
    await page.getByLabel('Review Status').selectOption('rejected');
    await expect
      .poll(() => readPaging(page))
      .toBe(`Page 1 • ${Math.min(20, rejectedBefore + 1)} of ${rejectedBefore + 1}`);
  });

  it('refuses delete to a tenant user and lets the tenant admin delete, closing the dialog and reloading the list', async () => {
    const target = (await api<ListAnswer>(alice, '/products?review_status=rejected&limit=1&offset=0')).body
      .products[0]!;
    const before = await totalFor({ review_status: 'rejected' });

    const tom = await openCatalogue(ACCOUNTS.tom.email);
    await tom.page.getByLabel('Review Status').selectOption('rejected');
    await openProduct(tom.page, target.id);
    const tomDialog = tom.page.getByRole('dialog');
    // A tenant user sees no enabled Delete (issue #14), and the server refuses the call anyway.
    const tomDelete = tomDialog.getByRole('button', { name: 'Delete', exact: true });
    await expect.poll(() => tomDelete.isDisabled()).toBe(true);
    expect(await tomDelete.getAttribute('title')).toBe('Only company admins can delete products');
    expect((await api(tom, `/products/${target.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await api(tom, `/products/${target.id}`)).status).toBe(200);
    await tom.page.context().close();

    const { page } = alice;
    await expect.poll(() => readPaging(page)).toBe(`Page 1 • ${Math.min(20, before)} of ${before}`);
    await openProduct(page, target.id);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    // While the confirmation is open the detail dialog is inert, so a role locator may stop matching it
    // before the delete is done: wait for the server to agree first, then for the dialog to go.
    await expect.poll(async () => (await api(alice, `/products/${target.id}`)).status, { timeout: 10_000 }).toBe(404);
    await page.locator('[data-slot="product-detail"]').waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => readPaging(page)).toBe(`Page 1 • ${Math.min(20, before - 1)} of ${before - 1}`);
  });
});
