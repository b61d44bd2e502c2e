import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn } from './support/signIn';

interface AdminAccount {
  current_balance: number;
  internal_daily_limit: number | null;
  internal_monthly_limit: number | null;
  internal_limit_mode: string;
  account_suspended: boolean;
  suspension_reason: string | null;
}

interface TokenUsage {
  summary: { total_tokens: number; avg_tokens: number; min_tokens: number; max_tokens: number };
  pagination: { total: number; total_pages: number };
  daily: { date: string; tokens: number }[];
}

// `pnpm start` for real, in Debian's Chromium: the super-admin's billing screen of a demo company
// (/admin/companies/{id}) — credits granted, internal limits set, the account suspended (its admin then sees
// 'ACCOUNT SUSPENDED') and reactivated, and the token analytics of the seeded enhancements with their export
// (issue #20, spec part 3 §2 'Company billing admin', §4, §5, §7).
describe('super-admin billing of a company (issue #20)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let token = '';
  let acmeId = '';

  const f = (n: number) => n.toLocaleString('en-US');
  async function api<T>(path: string): Promise<T> {
    const res = await fetch(`${product.apiUrl}/api/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }
  const account = () => api<AdminAccount>(`/billing/accounts/${acmeId}`);
  const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().startsWith(product.apiUrl) && auth?.startsWith('Bearer ')) token = auth.slice(7);
    });
    await signIn(page, product, ACCOUNTS.superAdmin.email);
    // The landing page asks the API with the bearer token (expect.poll is for tests, not hooks).
    for (let waited = 0; !token && waited < 20_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    if (!token) throw new Error('the super-admin landing called no API with a token');
    const overview = await api<{ companies: { company_id: string; company_code: string }[] }>('/billing/overview');
    acmeId = overview.companies.find((c) => c.company_code === 'acme-tools')!.company_id;
    await page.goto(`${product.webUrl}/admin/companies/${acmeId}`);
    await page.getByRole('heading', { name: 'Acme Tools' }).waitFor({ timeout: 20_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('grants credits: the header balance and the history show them, as the ledger does', async () => {
    const before = (await account()).current_balance;
    const balance = page.locator('[data-slot="current-balance"]');
    await expect.poll(() => balance.textContent()).toBe(f(before));
    const add = page.getByRole('button', { name: 'Add Credits' });
    await page.getByLabel('Amount *').fill('500');
    expect(await add.isDisabled()).toBe(true); // the description is required on this screen (spec part 3 §5)
    await page.getByLabel('Description (visible to customer) *').fill('E2E goodwill credit');
    await add.click();
    await toast('Successfully added 500 credits');
    await expect.poll(() => balance.textContent()).toBe(f(before + 500));
    expect((await account()).current_balance).toBe(before + 500);
    const first = page.getByRole('table', { name: 'Transactions' }).locator('tbody tr').first();
    await expect.poll(() => first.textContent()).toContain('E2E goodwill credit');
    expect(await first.textContent()).toContain('+500');
  });

  it('sets the internal limits (hard stop on this screen)', async () => {
    await page.getByRole('tab', { name: 'Spending Limits' }).click();
    await page.getByLabel('Daily Limit (credits)').fill('4000');
    await page.getByLabel('Monthly Limit (credits)').fill('');
    await page.getByRole('button', { name: 'Update Limits' }).click();
    await toast('Internal limits updated successfully');
    expect(await account()).toMatchObject({
      internal_daily_limit: 4000,
      internal_monthly_limit: null,
      internal_limit_mode: 'hard_stop',
    });
  });

  it("suspends the account: its admin sees 'ACCOUNT SUSPENDED'; reactivating clears it", async () => {
    await page.getByRole('tab', { name: 'Account Status' }).click();
    await page.getByRole('button', { name: 'Suspend Account' }).click();
    await page
      .getByRole('alertdialog', { name: 'Suspend Account' })
      .getByRole('button', { name: 'Confirm Suspension' })
      .click();
    await toast('Account suspended successfully');
    // The confirmation finishes closing while this page is in front (the next lines open another page).
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Activate Account' }).waitFor();
    expect(await account()).toMatchObject({ account_suspended: true, suspension_reason: 'Suspended by admin' });

    const alice = await (await browser.newContext()).newPage();
    await signIn(alice, product, ACCOUNTS.alice.email);
    const tag = alice.getByRole('banner').getByText('ACCOUNT SUSPENDED');
    await tag.waitFor({ timeout: 20_000 });

    await page.bringToFront();
    await page.getByRole('button', { name: 'Activate Account' }).click();
    await page
      .getByRole('alertdialog', { name: 'Activate Account' })
      .getByRole('button', { name: 'Confirm Activation' })
      .click();
    await toast('Account activated successfully');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await account()).toMatchObject({ account_suspended: false, suspension_reason: null });
    await alice.reload();
    await alice
      .getByRole('banner')
      .getByText(/^Welcome, /)
      .waitFor();
    await expect
      .poll(() => alice.getByRole('banner').getByText('ACCOUNT SUSPENDED').count(), { timeout: 20_000 })
      .toBe(0);
    await alice.context().close();
  });

  it('shows the token analytics of the seeded enhancements, with the chart, the note and the export', async () => {
    await page.getByRole('tab', { name: 'Token Analytics' }).click();
    const usage = await api<TokenUsage>(`/billing/companies/${acmeId}/token-usage?period=monthly`);
    expect(usage.pagination.total).toBeGreaterThan(0);
    const summary = page.getByLabel('Token summary');
    await expect.poll(() => summary.textContent()).toContain(`Total Tokens${f(usage.summary.total_tokens)}`);
    expect(await summary.textContent()).toContain(`Enhancements${f(usage.pagination.total)}`);
    expect(await summary.textContent()).toContain(`Max Tokens${f(usage.summary.max_tokens)}`);
    const rows = page.getByRole('table', { name: 'Enhancements' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(Math.min(20, usage.pagination.total));
    const chart = page.locator('[data-slot="token-chart"]');
    expect(await chart.getAttribute('data-days')).toBe(String(usage.daily.length));
    await chart.locator('svg').first().waitFor(); // Recharts drew it (its chunk loaded)
    await page
      .getByText('Each enhancement costs a fixed 15 credits, regardless of the actual AI token usage.')
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^token_usage_acme-tools_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(usage.pagination.total + 1);
    await toast('Export started successfully');

    await page.getByRole('button', { name: 'Today' }).click();
    const today = await api<TokenUsage>(`/billing/companies/${acmeId}/token-usage?period=daily`);
    await expect.poll(() => summary.textContent()).toContain(`Enhancements${f(today.pagination.total)}`);
  });

  it('goes back to the companies', async () => {
    await page.getByRole('button', { name: '← Back to Companies' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/companies');
  });
});
