import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type ApiAuth, recordApiAuth } from './support/apiAuth';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn, waitForPath } from './support/signIn';

interface Field {
  field_definition_id: string;
  field_name: string;
  display_name: string;
  value_text: string | null;
}
interface Detail {
  product: { id: string; product_id: string; fields: Field[]; version?: number };
  history?: unknown[];
}
interface Definition {
  id: string;
  field_name: string;
  display_name: string;
  field_type: string;
  allowed_values: string[] | null;
  group_id: string | null;
}

const SAVED = 'Changes saved successfully! 💾';

// `pnpm start` for real in Chromium (issue #14): in the review dialog a select field (Color) is changed through
// its select of allowed values and saved, and the value is still there after a reload; an existing field picked
// in the add-field box is only a pending edit, so Cancel (then Discard) leaves the product as it was.
describe('review dialog inputs by field type and pending added fields (issue #14)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let api: ApiAuth;
  let target: Detail['product'];
  let color: Definition;
  let newColor = '';

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

  const dialog = () => page.getByRole('dialog', { name: /^Review Product: / });
  const reviewPane = () => dialog().locator('[data-slot="review-dialog"]');
  const row = (fieldName: string) => dialog().locator(`[data-slot="review-field"][data-field="${fieldName}"]`);

  async function openTarget() {
    await page
      .locator('[data-slot="review-queue"]')
      .getByRole('button', { name: `Review ${target.product_id}` })
      .click({ timeout: 20_000 });
    await dialog()
      .getByRole('heading', { name: `Review Product: ${target.product_id}` })
      .waitFor();
    await row('color').waitFor({ timeout: 15_000 });
  }

  it('picks a pending product of the first queue page with a Color value', async () => {
    await waitForPath(page, product, '/acme-tools/review');
    await page
      .locator('[data-slot="review-queue"]')
      .getByRole('button', { name: /^Review / })
      .first()
      .waitFor({ timeout: 20_000 });
    const { fields } = await get<{ fields: Definition[] }>('/fields?is_active=true');
    color = fields.find((f) => f.field_name === 'color')!;
    expect(color.field_type).toBe('select');
    expect(color.allowed_values?.length).toBeGreaterThan(2);
    const queue = await get<{ products: Array<{ id: string }> }>(
      '/review-queue?limit=20&offset=0&review_status=pending',
    );
    for (const item of queue.products) {
      const { product: p } = await get<Detail>(`/products/${item.id}`);
      if (p.fields.some((f) => f.field_name === 'color' && f.value_text)) {
        target = p;
        break;
      }
    }
    expect(target, 'a product of the first queue page has a Color').toBeDefined();
    const current = target.fields.find((f) => f.field_name === 'color')!.value_text;
    newColor = color.allowed_values!.find((v) => v !== current)!;
  });

  it('changes Color through its select of allowed values and saves; the value stays after a reload', async () => {
    await openTarget();
    await page.keyboard.press('e');
    await reviewPane().and(page.locator('[data-mode="edit"]')).waitFor();
    const select = row('color').getByRole('combobox', { name: 'Color' });
    await select.waitFor();
    // The select lists every allowed value (with its product count where the data has one).
    await expect
      .poll(() => select.locator('option').count(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(color.allowed_values!.length);
    await select.selectOption(newColor);
    await reviewPane().and(page.locator('[data-dirty]')).waitFor();
    await dialog()
      .getByRole('button', { name: /^Save Changes/ })
      .click();
    await dialog().getByRole('status').getByText(SAVED).waitFor({ timeout: 15_000 });
    await reviewPane().and(page.locator('[data-state="editing"]:not([data-dirty])')).waitFor({ timeout: 15_000 });

    const { product: saved } = await get<Detail>(`/products/${target.id}`);
    expect(saved.fields.find((f) => f.field_name === 'color')?.value_text).toBe(newColor);

    await page.reload();
    await waitForPath(page, product, '/acme-tools/review');
    await openTarget();
    expect(await row('color').locator('[data-slot="field-value"]').textContent()).toContain(newColor);
    await page.keyboard.press('e');
    await expect.poll(() => row('color').getByRole('combobox', { name: 'Color' }).inputValue()).toBe(newColor);
  });

  it('adds an existing field, then Cancel and Discard: nothing is sent and the product is unchanged', async () => {
    const before = await get<Detail>(`/products/${target.id}?include_history=true`);
    const { fields: definitions } = await get<{ fields: Definition[] }>('/fields?is_active=true');
    const missing = definitions.find(
      (d) => d.group_id !== null && !before.product.fields.some((f) => f.field_definition_id === d.id),
    );
    expect(missing, 'a field definition the product lacks').toBeDefined();
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/products\/[^/]+\/fields$/.test(request.url())) adds.push(request.url());
    });

    await dialog().getByRole('combobox', { name: 'Add field to Other Fields' }).fill(missing!.display_name);
    await dialog()
      .getByRole('option', { name: new RegExp(`^${missing!.display_name.replace(/[()]/g, '\\$&')}`) })
      .first()
      .click();
    await row(missing!.field_name).waitFor({ timeout: 10_000 });
    await reviewPane().and(page.locator('[data-dirty]')).waitFor();

    await dialog()
      .getByRole('button', { name: /^Cancel/ })
      .click();
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog().waitFor({ state: 'detached', timeout: 10_000 });

    expect(adds).toEqual([]);
    const after = await get<Detail>(`/products/${target.id}?include_history=true`);
    expect(after.product.fields.map((f) => f.field_definition_id).sort()).toEqual(
      before.product.fields.map((f) => f.field_definition_id).sort(),
    );
    expect(after.product.version).toBe(before.product.version);
    expect(after.history?.length).toBe(before.history?.length);
  });
});
