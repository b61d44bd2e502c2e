import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { openImportSession, type ImportSession } from './support/importSession';
import { ACCOUNTS } from './support/signIn';

// `pnpm start` for real, in Debian's Chromium (issue #18's last E2E item): the API process is killed with SIGKILL
// while a bulk CSV run is sending its batches, then `pnpm start` runs again on the same ports and the same data
// (the PGlite folder, or the PostgreSQL of TEST_DATABASE_URL when set). Every row the server acknowledged (a 2xx
// batch answer the page received) is stored, the page tells what happened, and processing the file again
// imports the rest: the company then holds each row of the file once, the acknowledged ones reported unchanged.
// WORKERS=0: each imported row's enhancement job stays queued, so jobs can be counted exactly.
const ROWS = 4000; // 40 batches of 100: the run is mid-way when the server dies

describe('a server restart during a bulk CSV run (issue #18)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let s: ImportSession;
  const prefix = `RST${Date.now().toString(36).toUpperCase()}`;
  const ids = Array.from({ length: ROWS }, (_, i) => `${prefix}-${String(i + 1).padStart(5, '0')}`);
  /** The rows of each 2xx answer of the batch import call the page received, by run. */
  const answers: Promise<{ id: string; outcome: string }[]>[] = [];

  beforeAll(async () => {
    const database: Record<string, string> = process.env.TEST_DATABASE_URL
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL }
      : {};
    [product, browser] = await Promise.all([startProduct({ WORKERS: '0', ...database }), launchChromium()]);
    s = await openImportSession(product, browser, ACCOUNTS.alice.email);
    page = s.page;
    page.on('response', (response) => {
      if (!/\/raw-products\/import-batch$/.test(new URL(response.url()).pathname) || response.status() >= 300) return;
      answers.push(
        response
          .json()
          .then((body: { results: { customer_product_id: string; outcome: string }[] }) =>
            body.results.map((r) => ({ id: r.customer_product_id, outcome: r.outcome })),
          ),
      );
    });
    await s.api(s.adminToken, 'POST', `/billing/companies/${s.companyId}/credits`, { amount: ROWS * 15 * 2 });
    await page.goto(`${product.webUrl}/acme-tools/review?tab=add-products`);
    await page.getByRole('region', { name: 'Bulk CSV' }).waitFor({ timeout: 20_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  /** The stored raw products of this file (every copy, sorted) and the Product IDs of their jobs, as the admin sees them. */
  async function stored() {
    const raw = await s.list<{ customer_product_id: string }>(`/companies/${s.companyId}/raw-products`, 'raw_products');
    const jobs = await s.list<{ customer_product_id: string | null }>(
      `/companies/${s.companyId}/enhancement-jobs`,
      'jobs',
    );
    const ours = (list: (string | null)[]) => list.filter((id): id is string => !!id?.startsWith(prefix)).sort();
    return {
      ids: ours(raw.map((r) => r.customer_product_id)),
      jobs: ours(jobs.map((j) => j.customer_product_id)),
    };
  }
  /** Every row of the batch answers received so far (waiting for their bodies). */
  const acknowledged = async () => (await Promise.all(answers)).flat();
  const csv = () =>
    [
      'SKU,Title,Long Description,Image,Manufacturer',
      ...ids.map(
        (id, i) =>
          `${id},Drill ${i + 1},"Cordless drill, 18 V\nmodel ${i + 1}",https://cdn.example.com/${i}.png,Makita`,
      ),
    ].join('\r\n');

  it('keeps every acknowledged row through a SIGKILL of the API, says which rows failed, and a second run imports exactly the rest', {
    timeout: 600_000,
  }, async () => {
    const section = page.getByRole('region', { name: 'Bulk CSV' });
    await section
      .getByLabel('Choose a CSV file or drop it here')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) });
    await section.getByText('CSV validation passed - ready for import!').waitFor({ timeout: 30_000 });
    await section.getByRole('button', { name: `Process ${ROWS} Products` }).click();

    // Some batches answered, the run still going: the API process dies.
    for (let i = 0; i < 600 && answers.length < 5; i++) await page.waitForTimeout(50);
    expect(answers.length).toBeGreaterThanOrEqual(5);
    await product.kill();

    // The run goes on against a dead server: each later batch fails (after its one retry) and the page says so.
    const message = section.locator('[data-slot="run-message"]');
    await message.waitFor({ timeout: 120_000 });
    const text = (await message.textContent()) ?? '';
    const acked = await acknowledged();
    const ackedIds = acked.map((r) => r.id);
    expect(new Set(ackedIds).size).toBe(ackedIds.length);
    expect(ackedIds.length).toBeGreaterThan(0);
    expect(ackedIds.length).toBeLessThan(ROWS); // the server died mid-run
    expect(text).toContain(`Successfully imported ${ackedIds.length} products!`);
    expect(text).toContain(
      `${ROWS - ackedIds.length} rows were not imported because the import call failed (Failed to process bulk upload). Process the file again to retry them; rows already imported will be reported unchanged.`,
    );
    expect(await message.getAttribute('data-tone')).toBe('warning');

    // Same ports, same data: every acknowledged row is stored, with its one job; the batch that was on its way
    // when the process died is either all there or not at all (one transaction per batch).
    await product.restart();
    const before = await stored();
    expect(before.ids).toEqual(expect.arrayContaining(ackedIds));
    expect(new Set(before.ids).size).toBe(before.ids.length);
    expect(before.jobs).toEqual(before.ids);
    const extra = before.ids.length - ackedIds.length;
    console.info(
      `${ackedIds.length} of ${ROWS} rows acknowledged before the kill; ${extra} more stored (the batch in flight)`,
    );
    expect(extra === 0 || extra === 100, `rows stored beyond the acknowledged ones: ${extra}`).toBe(true);

    // The page kept the file and its mapping (rows are left to retry): Process again, against the new server.
    answers.length = 0;
    await section.getByRole('button', { name: `Process ${ROWS} Products` }).click();
    await section.getByText(`Successfully imported ${ROWS} products!`, { exact: false }).waitFor({ timeout: 180_000 });
    const second = (await message.textContent()) ?? '';
    expect(second).toContain(`${ROWS - before.ids.length} products are being enhanced`);
    expect(second).toContain(`${before.ids.length} products unchanged`);
    expect(second).not.toContain('not imported');
    const again = await acknowledged();
    expect(again.map((r) => r.id).sort()).toEqual(ids);
    const outcomes = new Map(again.map((r) => [r.id, r.outcome]));
    for (const id of before.ids) expect(outcomes.get(id), id).toBe('unchanged');

    const after = await stored();
    expect(after.ids).toEqual(ids);
    expect(after.jobs).toEqual(ids);
  });
});
