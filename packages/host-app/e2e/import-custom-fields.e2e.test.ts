import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { openImportSession, type ImportSession } from './support/importSession';
import { ACCOUNTS } from './support/signIn';

interface Field {
  id: string;
  field_name: string;
  field_type: string;
  group_id: string | null;
  allowed_values: string[] | null;
}
interface ProductField {
  field_name: string;
  value_text: string | null;
  value_number: number | null;
  value_boolean: boolean | null;
}

// `pnpm start` for real, in Debian's Chromium, with the API process's job workers and the local provider: the bulk
// CSV option that turns unmapped columns into custom fields of a chosen group, their types inferred from the
// column's values (issue #18). The fields are checked through the API, and so are the values the enhancement wrote
// into them on the imported products.
describe('bulk CSV import: unmapped columns as typed custom fields (issue #18)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let s: ImportSession;
  const run = Date.now().toString(36).toUpperCase();
  const name = (header: string) => `${header.toLowerCase()}_${run.toLowerCase()}`;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    s = await openImportSession(product, browser, ACCOUNTS.alice.email);
    page = s.page;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('creates a field per unmapped column in the chosen group with its inferred type, and the products hold the values', async () => {
    const { group } = await s.api<{ group: { id: string } }>(
      s.token,
      'POST',
      `/companies/${s.companyId}/field-groups`,
      {
        name: `imported_${run.toLowerCase()}`,
        display_name: `Imported ${run}`,
      },
    );
    const prefix = `E2E${run}F`;
    const columns = ['Weight', 'Cordless', 'Manual', 'Colour', 'Notes'].map((header) => `${header} ${run}`);
    const rows = [
      ['1.5', 'yes', 'https://docs.example.com/p1.pdf', 'Blue', 'Comes boxed'],
      ['2.25', 'no', 'https://docs.example.com/p2.pdf', 'Red', 'Gift wrap on request'],
      ['3', 'yes', 'https://docs.example.com/p3.pdf', 'Blue', 'Ships in two days'],
      ['12', 'no', 'https://docs.example.com/p4.pdf', 'Red', 'Last one in stock'],
    ];
    const text = [
      ['SKU', 'Title', 'Long Description', ...columns].join(','),
      ...rows.map((cells, i) =>
        [`${prefix}-${i + 1}`, `Drill ${i + 1}`, `"Power drill, 18 V\nmodel ${i + 1}"`, ...cells].join(','),
      ),
    ].join('\r\n');

    await page.goto(`${product.webUrl}/acme-tools/review?tab=add-products`);
    const section = page.getByRole('region', { name: 'Bulk CSV' });
    await section
      .getByLabel('Choose a CSV file or drop it here')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await section.getByText('CSV validation passed - ready for import!').waitFor({ timeout: 30_000 });
    await section.getByText(`Unmapped columns: ${columns.join(', ')}`).waitFor();

    await section.getByLabel('Create a custom field for each column instead').check();
    const groupSelect = section.getByLabel('Field group');
    await groupSelect.locator('option', { hasText: `Imported ${run}` }).waitFor({ state: 'attached', timeout: 20_000 });
    await groupSelect.selectOption({ label: `Imported ${run}` });
    // The plan shows each column's field name and inferred type (inferred in the worker from every row).
    const plan = section.getByRole('list', { name: 'Custom fields to create' });
    await plan.getByText('(select: Blue, Red)', { exact: false }).waitFor({ timeout: 20_000 });
    const planText = (await plan.textContent()) ?? '';
    for (const [header, type] of [
      ['Weight', 'number'],
      ['Cordless', 'boolean'],
      ['Manual', 'url'],
      ['Notes', 'text'],
    ] as const)
      expect(planText).toContain(`${header} ${run} → ${name(header)} (${type}`);

    await section.getByRole('button', { name: 'Process 4 Products' }).click();
    await section.getByText('Successfully imported 4 products!', { exact: false }).waitFor({ timeout: 60_000 });

    // The fields exist in the chosen group with the inferred types.
    const { fields } = await s.api<{ fields: Field[] }>(s.token, 'GET', `/companies/${s.companyId}/fields`);
    const created = Object.fromEntries(
      fields.filter((f) => f.field_name.endsWith(`_${run.toLowerCase()}`)).map((f) => [f.field_name, f]),
    );
    expect(Object.keys(created).sort()).toEqual(['colour', 'cordless', 'manual', 'notes', 'weight'].map(name).sort());
    expect(created[name('Weight')]).toMatchObject({ field_type: 'number', group_id: group.id });
    expect(created[name('Cordless')]).toMatchObject({ field_type: 'boolean', group_id: group.id });
    expect(created[name('Manual')]).toMatchObject({ field_type: 'url', group_id: group.id });
    expect(created[name('Colour')]).toMatchObject({
      field_type: 'select',
      group_id: group.id,
      allowed_values: ['Blue', 'Red'],
    });
    expect(created[name('Notes')]).toMatchObject({ field_type: 'text', group_id: group.id });

    // The enhancement (the API process's workers, local provider) writes each column's value into its field.
    type Job = { customer_product_id: string | null; status: string; enhanced_product_id: string | null };
    const jobs = async () =>
      (
        await s.api<{ jobs: Job[] }>(s.token, 'GET', `/companies/${s.companyId}/enhancement-jobs?limit=100`)
      ).jobs.filter((job) => job.customer_product_id?.startsWith(prefix));
    await expect
      .poll(async () => (await jobs()).map((job) => job.status), { timeout: 120_000, interval: 1_000 })
      .toEqual(['completed', 'completed', 'completed', 'completed']);
    for (const job of await jobs()) {
      const index = Number(job.customer_product_id!.slice(prefix.length + 1)) - 1;
      const [weight, cordless, manual, colour, notes] = rows[index]!;
      const { product: detail } = await s.api<{ product: { fields: ProductField[] } }>(
        s.token,
        'GET',
        `/companies/${s.companyId}/products/${job.enhanced_product_id}`,
      );
      const value = (header: string) => detail.fields.find((f) => f.field_name === name(header));
      expect(value('Weight')?.value_number, job.customer_product_id!).toBe(Number(weight));
      expect(value('Cordless')?.value_boolean, job.customer_product_id!).toBe(cordless === 'yes');
      expect(value('Manual')?.value_text, job.customer_product_id!).toBe(manual);
      expect(value('Colour')?.value_text, job.customer_product_id!).toBe(colour);
      expect(value('Notes')?.value_text, job.customer_product_id!).toBe(notes);
    }
  });
});
