import type { Browser, Page } from 'playwright-core';
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
interface Job {
  id: string;
  customer_product_id: string | null;
  status: string;
  enhanced_product_id: string | null;
  error_message: string | null;
  result_data?: { suggestions?: { name: string; value: string; quote: string }[] } | null;
}
interface Suggestion {
  name: string;
  products: number;
  sample_values: string[];
  sample_quote: string | null;
}

/** The name suggestions are matched by (as the server and the Schema Manager compare them). */
const keyOf = (name: string) => name.toLowerCase().replace(/[\s!-/:-@[-`{-~]+/g, '');
const HOSE_LENGTH = 'hoselength';

// `pnpm start` for real, in Debian's Chromium, with the API process's job workers and the local provider: a tenant
// admin of the demo company (which has no hose-length field) imports one garden hose whose unmapped 'Hose Length'
// column reads '25 ft'. The enhancement keeps it as a suggestion (result_data.suggestions), not as a value of the
// product; the Schema Manager lists it under Suggested fields with its sample value, Create field opens the field
// editor prefilled ('Hose length (ft)', number), and once the field is saved the suggestion is gone.
describe('a value no field holds becomes a suggested field in the Schema Manager', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let s: ImportSession;
  const run = Date.now().toString(36).toUpperCase();
  const sku = `E2E${run}H-1`;
  const name = `Flexzilla garden hose ${run}`;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    s = await openImportSession(product, browser, ACCOUNTS.alice.email);
    page = s.page;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const holdsHoseLength = (f: Field) =>
    f.is_active &&
    [f.field_name, f.display_name, f.display_name.replace(/\s*\([^()]*\)\s*$/, '')].some(
      (text) => keyOf(text) === HOSE_LENGTH,
    );
  const suggestions = async () =>
    (await s.api<{ suggestions: Suggestion[] }>(s.token, 'GET', `/companies/${s.companyId}/schema/field-suggestions`))
      .suggestions;

  let suggestion: Suggestion | undefined;

  it("imports a garden hose with 'Hose Length: 25 ft'; the job keeps it as a suggestion", async () => {
    // No field holds a hose length (the demo schema has none; one left from elsewhere is removed).
    const { fields } = await s.api<{ fields: Field[] }>(s.token, 'GET', `/companies/${s.companyId}/fields`);
    for (const field of fields.filter(holdsHoseLength))
      await s.api(s.token, 'DELETE', `/companies/${s.companyId}/fields/${field.id}?delete_values=true`);
    expect((await suggestions()).filter((x) => keyOf(x.name) === HOSE_LENGTH)).toEqual([]);

    // One row through the Add Products tab's bulk CSV import.
    const text = [
      'product_id,product_name,product_details,Hose Length,Brand',
      `${sku},${name},"Kink-resistant garden hose with brass fittings and a spray nozzle, 5/8 in diameter",25 ft,Flexzilla`,
    ].join('\r\n');
    const section = await uploadCsv(s, product.webUrl, text);
    await section.getByText('Unmapped columns: Hose Length').waitFor();
    const done = await processOneAndAwaitJob(s, section, sku);
    const detail = await s.api<Job>(s.token, 'GET', `/companies/${s.companyId}/enhancement-jobs/${done.id}`);
    const read = (detail.result_data?.suggestions ?? []).find((x) => keyOf(x.name) === HOSE_LENGTH);
    expect(read, `result_data: ${JSON.stringify(detail.result_data)}`).toMatchObject({ value: '25 ft' });

    // The server groups it for the Schema Manager.
    suggestion = (await suggestions()).find((x) => keyOf(x.name) === HOSE_LENGTH);
    expect(suggestion).toMatchObject({ name: read!.name, products: 1, sample_values: ['25 ft'] });
  }, 300_000);

  it('shows it under Suggested fields; Create field opens the editor prefilled; saved, the suggestion is gone', async () => {
    expect(suggestion, 'the suggestion of the first test').toBeDefined();
    const label = suggestion!.name;
    await page.goto(`${product.webUrl}/acme-tools/review?tab=schema`);
    await page.getByRole('heading', { name: 'Schema Manager' }).waitFor({ timeout: 20_000 });
    const panel = page.getByRole('region', { name: 'Suggested fields' });
    const item = panel.getByRole('listitem', { name: label, exact: true });
    await item.waitFor({ timeout: 20_000 });
    expect(await item.locator('.curate-Schema-sample').allTextContents()).toEqual(['25 ft']);
    expect(await item.getByText('1 product', { exact: true }).count()).toBe(1);
    if (suggestion!.sample_quote) {
      await item.getByText('Show quote').click();
      expect(await item.getByLabel(`Quote for ${label}`).textContent()).toBe(suggestion!.sample_quote);
    }

    await item.getByRole('button', { name: `Create field ${label}` }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Field' });
    await editor.waitFor();
    const displayName = `${label} (ft)`;
    expect(await editor.getByLabel('Display Name').inputValue()).toBe(displayName);
    expect(await editor.getByLabel('Field Name').inputValue()).toBe(
      displayName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/_$/, ''),
    );
    expect(await editor.getByLabel('Field Type').inputValue()).toBe('number');
    await editor.getByRole('button', { name: 'Create Field' }).click();
    await editor.waitFor({ state: 'detached' });

    // The new field is in the schema (more than 20 fields: the groups start collapsed); the suggestion is gone
    // from the panel and from the server's list.
    await page.getByRole('button', { name: 'Expand All' }).click();
    await page
      .getByRole('region', { name: 'Ungrouped Fields' })
      .getByRole('listitem', { name: displayName })
      .waitFor({ timeout: 20_000 });
    await item.waitFor({ state: 'detached', timeout: 20_000 });
    expect((await suggestions()).filter((x) => keyOf(x.name) === HOSE_LENGTH)).toEqual([]);
    const { fields } = await s.api<{ fields: Field[] }>(s.token, 'GET', `/companies/${s.companyId}/fields`);
    expect(fields.find((f) => f.display_name === displayName)).toMatchObject({ field_type: 'number', is_active: true });
  }, 120_000);
});
