import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn } from './support/signIn';

interface FieldWithSources {
  display_name: string;
  sources: { source_quote: string | null; source_title: string | null }[];
}

// `pnpm start` for real, in Debian's Chromium: a tenant user starts an enhancement of a raw product through
// the API (the import screens come later), the job runs in the API process's workers with the local
// provider and is charged 15 credits, and the new product is reviewed in the Review Queue with its sources
// and their quotes shown in the review dialog (issue #16).
describe('an enhancement job, from start to review (issue #16)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let token = '';
  let companyId = '';

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    page = await (await browser.newContext()).newPage();
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().startsWith(product.apiUrl) && auth?.startsWith('Bearer ')) token = auth.slice('Bearer '.length);
      const company = /\/api\/v2\/companies\/([0-9a-f-]{36})\//.exec(request.url());
      if (company) companyId = company[1]!;
    });
    await signIn(page, product, ACCOUNTS.tom.email);
    // The workspace's first calls carry the token and the company id.
    for (let i = 0; i < 200 && !(token && companyId); i++) await page.waitForTimeout(100);
    if (!token || !companyId) throw new Error('the workspace made no company call with a token');
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${product.apiUrl}/api/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
    return (await res.json()) as T;
  }
  const company = (path: string) => `/companies/${companyId}${path}`;

  it('enhances an approved product again, charges 15 credits, and puts it back in the queue with quoted sources', async () => {
    const approved = await api<{ products: { id: string }[] }>(
      'GET',
      company('/review-queue?review_status=approved&limit=1'),
    );
    const { product: before } = await api<{ product: { raw_product_id: string } }>(
      'GET',
      company(`/products/${approved.products[0]!.id}`),
    );
    const balance = async () =>
      (await api<{ data: { current_balance: number } }>('GET', `/realtime/billing/${companyId}`)).data.current_balance;
    const creditsBefore = await balance();

    // Without force, an enhanced product that exists is skipped and costs nothing.
    const skipped = await api<{ skipped: boolean; existing_product_id: string; job_id: string | null }>(
      'POST',
      company(`/raw-products/${before.raw_product_id}/enhance`),
      {},
    );
    expect(skipped).toMatchObject({ skipped: true, job_id: null, existing_product_id: approved.products[0]!.id });
    expect(await balance()).toBe(creditsBefore);

    const started = await api<{ job_id: string; status: string }>(
      'POST',
      company(`/raw-products/${before.raw_product_id}/enhance`),
      { force_enhancement: true },
    );
    expect(started.job_id).toBeTruthy();
    await expect
      .poll(
        async () =>
          (await api<{ data: { status: string } }>('GET', `/realtime/job/${started.job_id}/progress`)).data.status,
        { timeout: 60_000, interval: 500 },
      )
      .toBe('completed');
    const job = await api<{ enhanced_product_id: string; progress: number; billing_status: string }>(
      'GET',
      company(`/enhancement-jobs/${started.job_id}`),
    );
    expect(job.progress).toBe(100);
    expect(job.enhanced_product_id).toBe(approved.products[0]!.id);
    expect(await balance()).toBe(creditsBefore - 15);

    const { product: detail } = await api<{ product: { review_status: string; fields: FieldWithSources[] } }>(
      'GET',
      company(`/products/${job.enhanced_product_id}`),
    );
    expect(detail.review_status).toBe('pending');
    const quoted = detail.fields.find((field) => field.sources.some((source) => source.source_quote));
    expect(quoted, 'a field value citing a source with its quote').toBeTruthy();
    const quote = quoted!.sources.find((source) => source.source_quote)!.source_quote!;

    // The review dialog shows the new product; its field's source badge shows the quote.
    await page.goto(`${product.webUrl}/acme-tools/review?tab=review&product=${job.enhanced_product_id}`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 20_000 });
    const count = quoted!.sources.length;
    const badge = dialog.getByRole('button', {
      name: `${count} ${count === 1 ? 'source' : 'sources'} for ${quoted!.display_name}`,
    });
    await badge.first().click();
    const tooltip = dialog.getByRole('group', { name: `Sources for ${quoted!.display_name}` });
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain(quote.slice(0, 60));

    // And it is reviewed like any other: approved, it leaves the queue.
    await page.keyboard.press('Escape');
    await page.keyboard.press('a');
    await expect
      .poll(
        async () =>
          (await api<{ product: { review_status: string } }>('GET', company(`/products/${job.enhanced_product_id}`)))
            .product.review_status,
        {
          timeout: 10_000,
        },
      )
      .toBe('approved');
  });
});
