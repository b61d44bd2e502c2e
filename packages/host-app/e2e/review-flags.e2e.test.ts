import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type ImportSession, openImportSession, processOneAndAwaitJob, uploadCsv } from './support/importSession';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS } from './support/signIn';

interface Field {
  id: string;
  field_name: string;
  display_name: string;
  field_type: string;
  is_active: boolean;
}
interface Flag {
  field_name: string;
  kind: string;
  message: string;
  quotes?: string[];
}
interface ProductField {
  field_name: string;
  display_name: string;
  value_number: number | null;
  confidence?: number | null;
  flags?: Flag[];
}

// `pnpm start` for real, in Debian's Chromium, with the API process's job workers and the local provider: a tenant
// admin of the demo company imports one CSV row whose name says 40 gallons and whose details say 50 ('The tank
// holds 50 gallon. Weighs 120 lb.'). The enhancement flags Capacity (gal) as a contradiction quoting both and fills
// Weight (lbs) with 120; the review dialog shows the Capacity row first with the contradiction badge and both
// quotes, and Weight (lbs) with 120 and no badge.
describe('the review dialog shows the flagged values first', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let s: ImportSession;
  const run = Date.now().toString(36).toUpperCase();
  const sku = `E2E${run}F-1`;
  const name = 'Water heater 40 gal';
  const details = 'The tank holds 50 gallon. Weighs 120 lb.';

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    s = await openImportSession(product, browser, ACCOUNTS.alice.email);
    page = s.page;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  /** The schema's active number field `fieldName` (made, or made active, when it is not). */
  async function numberField(fields: Field[], fieldName: string, displayName: string): Promise<Field> {
    const found = fields.find((f) => f.field_name === fieldName);
    if (!found)
      return (
        await s.api<{ field: Field }>(s.token, 'POST', `/companies/${s.companyId}/fields`, {
          field_name: fieldName,
          display_name: displayName,
          field_type: 'number',
          data_type: 'number',
        })
      ).field;
    if (found.is_active) return found;
    return (
      await s.api<{ field: Field }>(s.token, 'PUT', `/companies/${s.companyId}/fields/${found.id}`, {
        is_active: true,
      })
    ).field;
  }

  let productId = '';
  let detail: { fields: ProductField[]; review_flags?: Flag[] } = { fields: [] };
  /** What the detail answered for capacity_gal: its row's flags, or the product's review_flags naming it. */
  const capacityFlags = () => [
    ...(detail.fields.find((f) => f.field_name === 'capacity_gal')?.flags ?? []),
    ...(detail.review_flags ?? []).filter((f) => f.field_name === 'capacity_gal'),
  ];

  /** Opens the product in the review dialog (Review tab; the host opens it in edit mode) once its fields show. */
  async function openInReview(): Promise<Locator> {
    await page.goto(`${product.webUrl}/acme-tools/review?tab=review&product=${productId}`);
    const review = page.getByRole('dialog');
    await review.getByRole('heading', { name: `Review Product: ${sku}` }).waitFor({ timeout: 20_000 });
    await review.locator('[data-slot="review-field"]').first().waitFor();
    return review;
  }

  it('imports the row, enhances it: Capacity (gal) flagged as a contradiction quoting both, Weight (lbs) 120', async () => {
    const { fields } = await s.api<{ fields: Field[] }>(s.token, 'GET', `/companies/${s.companyId}/fields`);
    const capacity = await numberField(fields, 'capacity_gal', 'Capacity (gal)');
    const weight = await numberField(fields, 'weight_lbs', 'Weight (lbs)');
    expect(capacity).toMatchObject({ display_name: 'Capacity (gal)', field_type: 'number', is_active: true });
    expect(weight).toMatchObject({ display_name: 'Weight (lbs)', field_type: 'number', is_active: true });

    // One row through the Add Products tab's bulk CSV import.
    const text = ['product_id,product_name,product_details', `${sku},${name},"${details}"`].join('\r\n');
    const section = await uploadCsv(s, product.webUrl, text);
    const done = await processOneAndAwaitJob(s, section, sku);
    productId = done.enhanced_product_id!;

    detail = (
      await s.api<{ product: typeof detail }>(s.token, 'GET', `/companies/${s.companyId}/products/${productId}`)
    ).product;
    const answered = JSON.stringify({ fields: detail.fields, review_flags: detail.review_flags });
    const contradiction = capacityFlags().find((f) => f.kind === 'contradiction');
    expect(contradiction, `a contradiction on capacity_gal in ${answered}`).toBeTruthy();
    const quoted = `${contradiction!.message} ${(contradiction!.quotes ?? []).join(' ')}`;
    expect(quoted).toContain('40 gal');
    expect(quoted).toContain('50 gallon');
    expect(contradiction!.quotes, 'both quotes').toHaveLength(2);
    const weightField = detail.fields.find((f) => f.field_name === 'weight_lbs');
    expect(weightField, answered).toMatchObject({ value_number: 120, flags: [] });
    expect(weightField!.confidence).toBeGreaterThanOrEqual(0.75);
  }, 300_000);

  it('shows Weight (lbs) with 120 and no check badge', async () => {
    expect(productId, 'the product of the first test').not.toBe('');
    const review = await openInReview();
    const weight = review.locator('[data-slot="review-field"][data-field="weight_lbs"]');
    // The host opens a requested product in edit mode: the value is the input's.
    const input = weight.locator('input');
    expect((await input.count()) ? await input.inputValue() : await weight.textContent()).toContain('120');
    expect(await weight.getAttribute('data-check')).toBeNull();
    expect(await weight.locator('.curate-FieldCheck-badge').count()).toBe(0);
  }, 120_000);

  it('counts the contradiction in the summary at the top of the dialog', async () => {
    expect(productId, 'the product of the first test').not.toBe('');
    const review = await openInReview();
    const summary = review.locator('[data-slot="review-checks"]');
    await summary.waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).toMatch(/^1 value to check/);
    // The flagged field is answered as a row of its own (empty), so the summary only counts it.
    expect(detail.fields.some((f) => f.field_name === 'capacity_gal')).toBe(true);
    expect(detail.review_flags).toEqual([]);
  }, 120_000);

  it('shows the Capacity (gal) row first, with the contradiction badge and both quotes', async () => {
    expect(productId, 'the product of the first test').not.toBe('');
    const review = await openInReview();
    const first = review.locator('[data-slot="review-field"]').first();
    const answered = JSON.stringify({
      capacity_row: detail.fields.find((f) => f.field_name === 'capacity_gal') ?? null,
      review_flags: detail.review_flags,
    });
    expect(await first.getAttribute('data-field'), `the first row; the detail answered ${answered}`).toBe(
      'capacity_gal',
    );
    expect(await first.getAttribute('data-check')).toBe('contradiction');
    const badge = first.locator('.curate-FieldCheck-badge');
    expect(await badge.textContent()).toBe('Check: contradiction');
    const row = (await first.textContent()) ?? '';
    expect(row).toContain('40 gal');
    expect(row).toContain('50 gallon');
  }, 120_000);
});
