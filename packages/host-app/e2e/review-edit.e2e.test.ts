import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn, waitForPath } from './support/signIn';

interface Stats {
  total_pending: number;
  total_approved: number;
  total_rejected: number;
}
interface Field {
  field_definition_id: string;
  field_name: string;
  value_text: string | null;
}
interface Detail {
  product: { id: string; product_id: string; review_status: string; fields: Field[] };
}
interface AuditEntry {
  change_type: string;
  field_name: string | null;
  previous_value?: unknown;
  old_value?: unknown;
  new_value?: unknown;
  user_full_name: string | null;
  username: string | null;
  created_at: string;
}

const SAVED = 'Changes saved successfully! 💾';
const APPROVED = 'Product approved successfully! ✅';
const stamp = Date.now();
const NEW_BRAND = `Brand edited in e2e ${stamp}`;
const NEW_FEATURE = `Feature added in e2e ${stamp}`;
const DIMENSIONS = '12 x 4 x 3 in';
const ECO_RATING = 'A+ (e2e)';

const multi = (field: Field | undefined): string[] =>
  field?.value_text ? (JSON.parse(field.value_text) as string[]) : [];

// `pnpm start` for real in Debian's Chromium (issue #4): a tenant user edits a product in the review dialog —
// a text field, a multi-value field, Remove / Restore, removal, an existing field added through the search box,
// a new field through 'Create New Custom Field' — saves, approves, and the API agrees: fields, audit history
// with change types, previous / new values and the acting user, and the counters.
describe('review dialog edits (issue #4, spec part 1 §2, §4, §5, §8)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let token = '';
  let companyId = '';
  let target: Detail['product'];
  let before: Stats;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    page = await (await browser.newContext({ viewport: { width: 1500, height: 1000 } })).newPage();
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

  async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const res = await fetch(`${product.apiUrl}/api/v2/companies/${companyId}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as T };
  }
  async function get<T>(path: string): Promise<T> {
    const { status, body } = await api<T>(path);
    expect(status, `GET ${path}`).toBe(200);
    return body;
  }

  const dialog = () => page.getByRole('dialog', { name: /^Review Product: / });
  const reviewPane = () => dialog().locator('[data-slot="review-dialog"]');
  const row = (fieldName: string) => dialog().locator(`[data-slot="review-field"][data-field="${fieldName}"]`);
  const message = (text: string) => dialog().getByRole('status').getByText(text);

  it('picks a pending product with a brand, several key features, a manufacturer and a material, and no dimensions', async () => {
    await waitForPath(page, product, '/acme-tools/review');
    await page
      .locator('[data-slot="review-queue"]')
      .getByRole('button', { name: /^Review / })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(companyId).not.toBe('');
    before = await get<Stats>('/review-queue/stats');
    const queue = await get<{ products: Array<{ id: string }> }>(
      '/review-queue?limit=20&offset=0&review_status=pending',
    );
    for (const item of queue.products) {
      const { product: p } = await get<Detail>(`/products/${item.id}`);
      const has = (name: string) => p.fields.some((f) => f.field_name === name && f.value_text !== null);
      if (
        has('brand') &&
        has('manufacturer') &&
        has('material') &&
        !p.fields.some((f) => f.field_name === 'dimensions')
      ) {
        if (multi(p.fields.find((f) => f.field_name === 'features')).length >= 2) {
          target = p;
          break;
        }
      }
    }
    expect(target, 'a product of the first queue page fits the scenario').toBeDefined();
  });

  it('shows source links and URL values as links only for http(s) URLs', async () => {
    // A URL field never stores a script URL (the API refuses it), so only http(s) values reach the dialog.
    const urlField = target.fields.find((f) => f.field_name === 'product_url');
    if (urlField) {
      const put = await api(`/products/${target.id}/fields/${urlField.field_definition_id}`, {
        method: 'PUT',
        body: JSON.stringify({ value: 'javascript:alert(document.domain)' }),
      });
      expect(put.status).toBeGreaterThanOrEqual(400);
      expect(put.status).toBeLessThan(500);
    }
    await page
      .locator('[data-slot="review-queue"]')
      .getByRole('button', { name: `Review ${target.product_id}` })
      .click();
    await dialog()
      .getByRole('heading', { name: `Review Product: ${target.product_id}` })
      .waitFor();
    await row('brand').waitFor({ timeout: 15_000 });
    const hrefs = await dialog()
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0); // the source tooltips' 'View' links
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    if (urlField?.value_text) {
      // The stored https URL is a link to exactly that address.
      expect(await row('product_url').locator('[data-slot="field-value"] a').getAttribute('href')).toBe(
        new URL(urlField.value_text).href,
      );
    }
  });

  it('edits a text field and a multi-value field, removes and restores a field, removes another and saves', async () => {
    await page.keyboard.press('e');
    await reviewPane().and(page.locator('[data-mode="edit"]')).waitFor();

    const brand = row('brand').locator('input, textarea').first();
    await brand.fill(NEW_BRAND);
    await reviewPane().and(page.locator('[data-dirty]')).waitFor();

    // Esc in the input only leaves it; Esc again asks before dropping the edit; Keep editing keeps it (issue #14).
    await page.keyboard.press('Escape');
    await expect.poll(() => brand.evaluate((el) => el === document.activeElement)).toBe(false);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await brand.inputValue()).toBe(NEW_BRAND);
    await reviewPane().and(page.locator('[data-dirty]')).waitFor();

    const features = multi(target.fields.find((f) => f.field_name === 'features'));
    await row('features')
      .getByRole('button', { name: `Remove value ${features[0]}` })
      .click();
    const addValue = row('features').getByRole('textbox', { name: 'Add a value to Key Features' });
    await addValue.fill(NEW_FEATURE);
    await row('features').getByRole('button', { name: 'Add', exact: true }).click();
    await row('features').getByText(NEW_FEATURE).waitFor();

    await row('manufacturer').getByRole('button', { name: 'Remove Manufacturer', exact: true }).click();
    await row('manufacturer').and(page.locator('[data-removed]')).waitFor();
    await row('manufacturer').getByRole('button', { name: 'Restore Manufacturer', exact: true }).click();
    await row('manufacturer').and(page.locator(':not([data-removed])')).waitFor();

    await row('material').getByRole('button', { name: 'Remove Material', exact: true }).click();
    await row('material').and(page.locator('[data-removed]')).waitFor();

    await dialog()
      .getByRole('button', { name: /^Save Changes/ })
      .click();
    await message(SAVED).waitFor({ timeout: 15_000 });
    await reviewPane().and(page.locator('[data-state="editing"]:not([data-dirty])')).waitFor({ timeout: 15_000 });
    // Saved removals leave the list — spec part 1 §4.
    await expect.poll(() => row('material').count()).toBe(0);
    expect(await row('manufacturer').count()).toBe(1);
  });

  it('adds an existing field through the add-field search box', async () => {
    const box = dialog().getByRole('combobox', { name: 'Add field to Specifications' });
    await box.fill('di');
    const option = dialog().getByRole('option', { name: /Dimensions/ });
    await option.waitFor({ timeout: 10_000 });
    expect(await option.textContent()).toMatch(/Used in \d+ products/);
    await option.click();
    await row('dimensions').waitFor({ timeout: 10_000 });
    await row('dimensions').locator('input, textarea').first().fill(DIMENSIONS);
  });

  it("creates a new field through 'Create new field' and the 'Create New Custom Field' dialog", async () => {
    const box = dialog().getByRole('combobox', { name: 'Add field to Marketing' });
    await box.fill('Eco Rating');
    await dialog()
      .getByRole('option', { name: /Create new field/ })
      .click();
    const create = page.getByRole('dialog', { name: 'Create New Custom Field' });
    await create.waitFor();
    await create.getByLabel('Field Name').fill('');
    await create.getByLabel('Display Name').fill('');
    await create.getByRole('button', { name: 'Create Field' }).click();
    await create.getByRole('alert').getByText('Please fill out all required fields').waitFor();

    await create.getByLabel('Field Name').fill(`Eco Rating ${stamp}`);
    await create.getByLabel('Display Name').fill('Eco Rating');
    await create.getByLabel('Field Type').selectOption('text');
    await create.getByRole('button', { name: 'Create Field' }).click();
    await create.waitFor({ state: 'detached', timeout: 15_000 });
    const created = row(`eco_rating_${stamp}`);
    await created.waitFor({ timeout: 10_000 });
    await created.locator('input, textarea').first().fill(ECO_RATING);

    await dialog()
      .getByRole('button', { name: /^Save Changes/ })
      .click();
    await reviewPane().and(page.locator('[data-state="editing"]:not([data-dirty])')).waitFor({ timeout: 15_000 });
  });

  it('approves: the counters move and the dialog moves on', async () => {
    await dialog()
      .getByRole('button', { name: /^Approve/ })
      .click();
    await message(APPROVED).waitFor({ timeout: 10_000 });
    await expect
      .poll(() => dialog().getByRole('heading').first().textContent(), { timeout: 15_000 })
      .not.toBe(`Review Product: ${target.product_id}`);
    const stats = await get<Stats>('/review-queue/stats');
    expect(stats).toEqual({
      total_pending: before.total_pending - 1,
      total_approved: before.total_approved + 1,
      total_rejected: before.total_rejected,
    });
  });

  it("leaves the product's fields and its audit history in agreement, every entry by Tom", async () => {
    const { product: after } = await get<Detail>(`/products/${target.id}`);
    expect(after.review_status).toBe('approved');
    const value = (name: string) => after.fields.find((f) => f.field_name === name);
    const original = (name: string) => target.fields.find((f) => f.field_name === name);
    expect(value('brand')?.value_text).toBe(NEW_BRAND);
    const oldFeatures = multi(original('features'));
    expect(multi(value('features'))).toEqual([...oldFeatures.slice(1), NEW_FEATURE]);
    expect(value('manufacturer')?.value_text).toBe(original('manufacturer')?.value_text);
    expect(value('material')).toBeUndefined();
    expect(value('dimensions')?.value_text).toBe(DIMENSIONS);
    expect(value(`eco_rating_${stamp}`)?.value_text).toBe(ECO_RATING);

    const history = await get<{ history: AuditEntry[] } | AuditEntry[]>(`/products/${target.id}/history`);
    // This test's entries only (the demo seed wrote earlier edits by other users).
    const entries = (Array.isArray(history) ? history : history.history).filter(
      (e) => Date.parse(e.created_at) >= stamp - 1000,
    );
    const entry = (type: string, field: string) =>
      entries.filter((e) => e.change_type === type && e.field_name === field);
    const previous = (e: AuditEntry | undefined) => JSON.stringify(e?.previous_value ?? e?.old_value ?? null);
    const next = (e: AuditEntry | undefined) => JSON.stringify(e?.new_value ?? null);

    const [brand] = entry('field_update', 'brand');
    expect(previous(brand)).toContain(original('brand')!.value_text!);
    expect(next(brand)).toContain(NEW_BRAND);
    const [features] = entry('field_update', 'features');
    expect(previous(features)).toContain(oldFeatures[0]!);
    expect(next(features)).toContain(NEW_FEATURE);
    expect(next(features)).not.toContain(JSON.stringify(oldFeatures[0]));
    const [material] = entry('field_removed', 'material');
    expect(previous(material)).toContain(original('material')!.value_text!);
    // An added field is saved by one call with its value (issue #14): one 'field_added' entry holding it.
    expect(entry('field_added', 'dimensions')).toHaveLength(1);
    expect(next(entry('field_added', 'dimensions')[0])).toContain(DIMENSIONS);
    expect(entry('field_added', `eco_rating_${stamp}`)).toHaveLength(1);
    expect(next(entry('field_added', `eco_rating_${stamp}`)[0])).toContain(ECO_RATING);
    // Removed and restored before saving: nothing was written for the manufacturer.
    expect(entries.filter((e) => e.field_name === 'manufacturer')).toEqual([]);
    const ours = entries.filter((e) =>
      ['brand', 'features', 'material', 'dimensions', `eco_rating_${stamp}`].includes(e.field_name ?? ''),
    );
    expect(ours.length).toBeGreaterThanOrEqual(5);
    for (const e of ours) expect(`${e.user_full_name} ${e.username}`).toMatch(/Tom Baker|tom\.user@acme\.test/);

    const reviews = await get<{
      history: Array<{ product_id: string; review_status: string; full_name: string | null; username: string | null }>;
    }>(`/review-history?product_id=${target.id}`);
    expect(reviews.history[0]).toMatchObject({ product_id: target.product_id, review_status: 'approved' });
    expect(`${reviews.history[0]!.full_name} ${reviews.history[0]!.username}`).toMatch(
      /Tom Baker|tom\.user@acme\.test/,
    );
  });
});
