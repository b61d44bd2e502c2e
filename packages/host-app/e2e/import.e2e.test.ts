import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { openImportSession, type ImportSession } from './support/importSession';
import { ACCOUNTS } from './support/signIn';

// `pnpm start` for real, in Debian's Chromium: the Add Products tab's bulk CSV import (issue #18, spec part 2
// §2.3, §4.2, §8.1) against the real server. WORKERS=0: the jobs an import starts stay queued, so the credits
// and jobs of each run can be counted exactly. The super-admin sets the balance, the overages and the
// suspension through the billing-admin calls (issue #14's last item: a suspended company's import).
describe('bulk CSV import in the workspace (issue #18)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let s: ImportSession;
  const run = Date.now().toString(36).toUpperCase();

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct({ WORKERS: '0' }), launchChromium()]);
    s = await openImportSession(product, browser, ACCOUNTS.tom.email);
    page = s.page;
    await page.goto(`${product.webUrl}/acme-tools/review?tab=add-products`);
    await page.getByRole('region', { name: 'Bulk CSV' }).waitFor({ timeout: 20_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const balance = async () =>
    (await s.api<{ data: { current_balance: number } }>(s.adminToken, 'GET', `/billing/accounts/${s.companyId}`)).data
      .current_balance;
  /** Sets the balance to `credits` (and overdraft off) through the super-admin calls. */
  async function setBalance(credits: number) {
    await s.api(s.adminToken, 'PUT', `/billing/companies/${s.companyId}/overages`, {
      allow_overages: false,
      max_negative_balance: 0,
    });
    const delta = credits - (await balance());
    if (delta !== 0) await s.api(s.adminToken, 'POST', `/billing/companies/${s.companyId}/credits`, { amount: delta });
    expect(await balance()).toBe(credits);
  }
  /** The stored raw products whose Product ID starts with `prefix`, and how many jobs they have. */
  async function stored(prefix: string) {
    const raw = await s.list<{ customer_product_id: string }>(`/companies/${s.companyId}/raw-products`, 'raw_products');
    const jobs = await s.list<{ customer_product_id: string | null }>(
      `/companies/${s.companyId}/enhancement-jobs`,
      'jobs',
    );
    return {
      ids: raw
        .map((r) => r.customer_product_id)
        .filter((id) => id.startsWith(prefix))
        .sort(),
      jobs: jobs.filter((j) => j.customer_product_id?.startsWith(prefix)).length,
    };
  }
  const csv = (prefix: string, rows: number) =>
    [
      'SKU,Title,Long Description,Image,Manufacturer,Colour',
      ...Array.from(
        { length: rows },
        (_, i) =>
          `${prefix}-${String(i + 1).padStart(4, '0')},Drill ${i + 1},"Cordless drill, 18 V\nmodel ${i + 1}",https://cdn.example.com/${i}.png,Makita,Blue`,
      ),
    ].join('\r\n');
  async function upload(text: string) {
    const section = page.getByRole('region', { name: 'Bulk CSV' });
    if (await section.getByRole('button', { name: 'Upload Different File' }).isVisible())
      await section.getByRole('button', { name: 'Upload Different File' }).click();
    await section
      .getByLabel('Choose a CSV file or drop it here')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await section.getByText('CSV validation passed - ready for import!').waitFor({ timeout: 20_000 });
    return section;
  }
  const runMessage = (section: ReturnType<Page['getByRole']>) =>
    section.locator('[data-slot="run-message"]').textContent({ timeout: 60_000 });

  it('switches to the API Docs sub-tab by the subtab parameter, rendered from the live OpenAPI document; back restores Data Import', async () => {
    await page.getByRole('tab', { name: 'API Docs' }).click();
    await page.waitForURL(/subtab=api-docs/);
    await page.getByRole('button', { name: 'Raw Products' }).click();
    const card = page.getByRole('article', { name: 'POST /api/v2/companies/{companyId}/raw-products/import-batch' });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain('413');
    await page.goBack();
    await page.getByRole('region', { name: 'Bulk CSV' }).waitFor({ timeout: 20_000 });
    expect(page.url()).not.toContain('subtab=api-docs');
  });

  it('uploads, maps (header variants), validates and imports a file; a re-import reports every row unchanged and spends nothing', async () => {
    await setBalance(10_000);
    const prefix = `E2E${run}A`;
    const text = csv(prefix, 3);
    const section = await upload(text);
    expect(await section.getByLabel('Product ID (required)').inputValue()).toBe('SKU');
    expect(await section.getByLabel('Description (required)').inputValue()).toBe('Long Description');
    await section.getByText(/Unmapped columns: Colour/).waitFor();
    // The dry run before the run: every row new, 3 × 15 credits.
    await section.getByText('3 new, 0 changed, 0 unchanged').waitFor({ timeout: 20_000 });
    await section.getByText(/Estimated cost: 45 credits/).waitFor();
    await section.getByRole('button', { name: 'Process 3 Products' }).click();
    await section.getByText('Successfully imported 3 products!', { exact: false }).waitFor({ timeout: 60_000 });
    expect(await runMessage(section)).toContain('3 products are being enhanced');
    expect(await stored(prefix)).toEqual({ ids: [`${prefix}-0001`, `${prefix}-0002`, `${prefix}-0003`], jobs: 3 });
    expect(await balance()).toBe(10_000 - 45);

    const again = await upload(text);
    await again.getByText(/^0 new, 0 changed, 3 unchanged/).waitFor({ timeout: 20_000 });
    await again.getByText(/Estimated cost: 0 credits/).waitFor();
    // One row edited in the file: the dry run sees it changed, the others unchanged; nothing is written yet.
    await upload(text.replace('model 2"', 'model 2 (2026)"'));
    await again.getByText(/^0 new, 1 changed, 2 unchanged/).waitFor({ timeout: 20_000 });
    expect(await stored(prefix)).toMatchObject({ jobs: 3 });
    await upload(text);
    await again.getByText(/^0 new, 0 changed, 3 unchanged/).waitFor({ timeout: 20_000 });
    await again.getByRole('button', { name: 'Process 3 Products' }).click();
    await again.getByText('3 products unchanged', { exact: false }).waitFor({ timeout: 60_000 });
    expect(await runMessage(again)).toContain('0 products are being enhanced');
    expect(await stored(prefix)).toMatchObject({ jobs: 3 });
    expect(await balance()).toBe(10_000 - 45);
  });

  it('cancelled mid-run, it leaves exactly the rows it reports as imported and enhancing', async () => {
    await setBalance(50_000);
    const prefix = `E2E${run}C`;
    const section = await upload(csv(prefix, 600));
    await section.getByRole('button', { name: 'Process 600 Products' }).click();
    await section.getByRole('button', { name: 'Cancel Upload' }).click();

    const message = (await section.getByText(/^Canceled by user\./).textContent({ timeout: 60_000 })) ?? '';
    const [, imported, enhancing] = /Canceled by user\. (\d+) products imported, (\d+) enhancing\./.exec(message) ?? [];
    const found = await stored(prefix);
    expect(Number(imported)).toBeLessThan(600);
    expect(found.ids).toHaveLength(Number(imported));
    expect(found.jobs).toBe(Number(enhancing));
  });

  it("stops at the row the balance cannot pay, with the spec's message", async () => {
    await setBalance(45);
    const prefix = `E2E${run}B`;
    const section = await upload(csv(prefix, 6));
    await section.getByRole('button', { name: 'Process 6 Products' }).click();
    await section
      .getByText('Imported 4 products. Enhancement stopped due to insufficient credits.')
      .waitFor({ timeout: 60_000 });
    const found = await stored(prefix);
    expect(found.ids).toEqual([1, 2, 3, 4].map((n) => `${prefix}-000${n}`));
    expect(found.jobs).toBe(3);
    expect(await balance()).toBe(0);
  });

  it('enhances the row the credits refused when the same file comes again after the block lifted (no force)', async () => {
    const prefix = `E2E${run}B`;
    const refused = `${prefix}-0004`;
    const jobsOf = async (id: string) =>
      (
        await s.list<{ customer_product_id: string | null; status: string; force_enhancement?: boolean }>(
          `/companies/${s.companyId}/enhancement-jobs`,
          'jobs',
        )
      ).filter((j) => j.customer_product_id === id);
    expect(await jobsOf(refused)).toHaveLength(0);
    await setBalance(1_000);
    const section = await upload(csv(prefix, 6));
    // The dry run: rows 5 and 6 new, rows 1-4 unchanged, and row 4 never enhanced: 3 × 15 credits.
    await section.getByText(/^2 new, 0 changed, 4 unchanged/).waitFor({ timeout: 20_000 });
    await section.getByText(/Estimated cost: 45 credits/).waitFor();
    await section.getByRole('button', { name: 'Process 6 Products' }).click();
    await section.getByText(/3 products are being enhanced/).waitFor({ timeout: 60_000 });
    const found = await stored(prefix);
    expect(found.ids).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${prefix}-000${n}`));
    expect(found.jobs).toBe(6);
    expect((await jobsOf(refused)).map((j) => j.status)).toEqual(['queued']);
    expect(await balance()).toBe(1_000 - 45);
  });

  it("shows the 'Account Suspended' notification when the company is suspended; the products stay imported", async () => {
    await setBalance(1_000);
    await s.api(s.adminToken, 'PUT', `/billing/companies/${s.companyId}/status`, {
      suspended: true,
      reason: 'Unpaid invoice',
    });
    try {
      const prefix = `E2E${run}S`;
      const section = await upload(csv(prefix, 2));
      await section.getByRole('button', { name: 'Process 2 Products' }).click();
      await page
        .getByText('Account Suspended: Cannot run enhancements. Please contact your administrator.')
        .first()
        .waitFor({ timeout: 60_000 });
      await section.getByText('Successfully imported 2 products!', { exact: false }).waitFor({ timeout: 60_000 });
      expect(await stored(prefix)).toEqual({ ids: [`${prefix}-0001`, `${prefix}-0002`], jobs: 0 });
      expect(await balance()).toBe(1_000);
    } finally {
      await s.api(s.adminToken, 'PUT', `/billing/companies/${s.companyId}/status`, { suspended: false });
    }
  });
});
