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
interface ProductField {
  field_name: string;
  display_name: string;
  value_number: number | null;
  value_text: string | null;
  updated_by_type: string | null;
  sources: { source_quote: string | null }[];
}

// `pnpm start` for real, in Debian's Chromium, with the API process's job workers and the local provider: a tenant
// admin of the demo company imports one CSV row whose unmapped 'Weight' column reads '2 kg'; the enhancement fills
// the schema's 'Weight (lbs)' number field with 4.41, quoting the record, and the product opens in the review dialog
// and in the catalogue with every field attributed to the model (no 'edited' mark, no 'Manual Override') and the
// name and the weight each showing their source's quote.
describe('an imported record enhanced into the schema: values converted, quoted, attributed to the model', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let s: ImportSession;
  const run = Date.now().toString(36).toUpperCase();
  const sku = `E2E${run}W-1`;
  const name = `Makita DHP485 combi drill ${run}`;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    s = await openImportSession(product, browser, ACCOUNTS.alice.email);
    page = s.page;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  /** Opens the source badge of a field row (`count` sources) and answers the text of its tooltip. */
  async function sourceTooltipText(row: Locator, displayName: string, count: number): Promise<string> {
    await row
      .getByRole('button', { name: `${count} ${count === 1 ? 'source' : 'sources'} for ${displayName}` })
      .click();
    const tooltip = row.getByRole('group', { name: `Sources for ${displayName}` });
    await tooltip.waitFor();
    return (await tooltip.textContent()) ?? '';
  }

  let productId = '';
  let detail: { fields: ProductField[] } = { fields: [] };
  const field = (fieldName: string) => detail.fields.find((f) => f.field_name === fieldName);

  it('imports a CSV row through Add Products, enhances it, and every field reads as the model’s, the name quoted', async () => {
    // The schema has the number field Weight (lbs) (the demo data has it; made here when it does not).
    const { fields } = await s.api<{ fields: Field[] }>(s.token, 'GET', `/companies/${s.companyId}/fields`);
    let weight = fields.find((f) => f.field_name === 'weight_lbs');
    if (!weight) {
      weight = (
        await s.api<{ field: Field }>(s.token, 'POST', `/companies/${s.companyId}/fields`, {
          field_name: 'weight_lbs',
          display_name: 'Weight (lbs)',
          field_type: 'number',
          data_type: 'number',
          help_text: 'Shipping weight in pounds',
        })
      ).field;
    } else if (!weight.is_active) {
      weight = (
        await s.api<{ field: Field }>(s.token, 'PUT', `/companies/${s.companyId}/fields/${weight.id}`, {
          is_active: true,
        })
      ).field;
    }
    expect(weight).toMatchObject({ display_name: 'Weight (lbs)', field_type: 'number' });

    // One row through the Add Products tab's bulk CSV import (the import needs a Product ID column too).
    const text = [
      'product_id,product_name,product_details,Weight,Brand',
      `${sku},${name},"Cordless combi drill with hammer mode, 18 V, two 5 Ah batteries and a case",2 kg,Makita`,
    ].join('\r\n');
    const section = await uploadCsv(s, product.webUrl, text);
    expect(await section.getByLabel('Product ID (required)').inputValue()).toBe('product_id');
    expect(await section.getByLabel('Description (required)').inputValue()).toBe('product_details');
    await section.getByText('Unmapped columns: Weight').waitFor();
    const done = await processOneAndAwaitJob(s, section, sku);
    productId = done.enhanced_product_id!;

    detail = (
      await s.api<{ product: { fields: ProductField[] } }>(
        s.token,
        'GET',
        `/companies/${s.companyId}/products/${productId}`,
      )
    ).product;
    // Every field is the model's: the audit entries the enhancement wrote are not manual edits.
    expect(detail.fields.filter((f) => f.updated_by_type === 'user').map((f) => f.field_name)).toEqual([]);
    const cleanName = field('clean_name')!;
    const cleanQuote = cleanName.sources.find((source) => source.source_quote)?.source_quote;
    expect(cleanQuote, 'the clean name cites its source').toBeTruthy();

    // The review dialog: no 'edited' mark on any field; the name shows its source's quote.
    await page.goto(`${product.webUrl}/acme-tools/review?tab=review&product=${productId}`);
    const review = page.getByRole('dialog');
    await review.getByRole('heading', { name: `Review Product: ${sku}` }).waitFor({ timeout: 20_000 });
    await review.locator('[data-slot="review-field"]').first().waitFor();
    expect(await review.locator('[data-slot="review-field"][data-edited]').count()).toBe(0);
    expect(await review.locator('.curate-ReviewField-edited').count()).toBe(0);
    const reviewName = review.locator('[data-slot="review-field"][data-field="clean_name"]');
    expect(await sourceTooltipText(reviewName, cleanName.display_name, cleanName.sources.length)).toContain(
      cleanQuote!.slice(0, 60),
    );

    // The catalogue's product detail: no 'Manual Override' on any field; the name shows its source's quote.
    await openInCatalogue();
    const dialog = page.getByRole('dialog');
    expect(await dialog.locator('[data-slot="product-detail-field"][data-manual]').count()).toBe(0);
    expect(await dialog.getByText('Manual Override').count()).toBe(0);
    const detailName = dialog.locator('[data-slot="product-detail-field"][data-field="clean_name"]');
    expect(await sourceTooltipText(detailName, cleanName.display_name, cleanName.sources.length)).toContain(
      cleanQuote!.slice(0, 60),
    );
  }, 300_000);

  it("fills Weight (lbs) with 4.41 from 'Weight: 2 kg', quoting the record (the pipeline's unit reading)", async () => {
    expect(productId, 'the product of the first test').not.toBe('');
    const weight = field('weight_lbs');
    expect(weight?.value_number, 'Weight (lbs) filled from "Weight: 2 kg"').toBe(4.41);
    expect(weight!.updated_by_type).toBe('ai');
    const quote = weight!.sources.find((source) => source.source_quote)?.source_quote;
    expect(quote, 'the weight cites its source').toContain('2 kg');

    // Shown in the catalogue's product detail with its sources badge and the quote; no 'Manual Override'.
    await openInCatalogue();
    const dialog = page.getByRole('dialog');
    const row = dialog.locator('[data-slot="product-detail-field"][data-field="weight_lbs"]');
    expect(await row.textContent()).toContain('4.41');
    expect(await row.getAttribute('data-manual')).toBeNull();
    expect(await sourceTooltipText(row, 'Weight (lbs)', weight!.sources.length)).toContain(quote!.slice(0, 60));
  }, 120_000);

  /** Opens the product's detail from its card in the catalogue (Products tab), found by its Product ID. */
  async function openInCatalogue() {
    await page.goto(`${product.webUrl}/acme-tools/review?tab=products`);
    await page.getByLabel('Search', { exact: true }).fill(sku);
    const card = page.locator(`[data-slot="catalog-card"][data-product-id="${productId}"]`);
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Product ID: ${sku}`).waitFor({ timeout: 20_000 });
    await dialog.locator('[data-slot="product-detail-field"]').first().waitFor();
  }
});
