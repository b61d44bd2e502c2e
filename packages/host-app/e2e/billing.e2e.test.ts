import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn } from './support/signIn';

/** A signed-in page with the bearer token and company id the host app uses, to ask the API directly. */
interface Session {
  page: Page;
  token: string;
  companyId: string;
}

// `pnpm start` for real, in Debian's Chromium: the Billing tab of a tenant admin and of a tenant user —
// limits within the administrator's maximum, the credit history's filter and export (issue #15, spec part 3 §2).
describe('tenant billing in the workspace (issue #15)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let alice: Session;

  async function openBilling(email: string): Promise<Session> {
    const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    const session: Session = { page, token: '', companyId: '' };
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().startsWith(product.apiUrl) && auth?.startsWith('Bearer '))
        session.token = auth.slice('Bearer '.length);
      const company = /\/api\/v2\/companies\/([0-9a-f-]{36})\/billing/.exec(request.url());
      if (company) session.companyId = company[1]!;
    });
    await signIn(page, product, email);
    await page.goto(`${product.webUrl}/acme-tools/review?tab=billing`);
    await page.getByRole('region', { name: 'Remaining Credits' }).waitFor({ timeout: 20_000 });
    if (!session.companyId || !session.token) throw new Error('the billing tab called no billing API with a token');
    return session;
  }

  async function api<T>(session: Session, path: string): Promise<T> {
    const res = await fetch(`${product.apiUrl}/api/v2/companies/${session.companyId}/billing${path}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    alice = await openBilling(ACCOUNTS.alice.email);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows the balance the API has, and the 10 latest transactions with the User column', async () => {
    const { page } = alice;
    const account = await api<{ current_balance: number }>(alice, '/account');
    const remaining = page.getByRole('region', { name: 'Remaining Credits' });
    await expect
      .poll(() => remaining.textContent())
      .toContain(`${account.current_balance.toLocaleString('en-US')} credits`);
    const recent = page.getByRole('table', { name: 'Recent Activity' });
    await expect.poll(() => recent.getByRole('row').count()).toBe(11);
    expect(await recent.getByRole('columnheader', { name: 'User' }).count()).toBe(1);
  });

  it("refuses a daily limit above the administrator's maximum, then saves one within it", async () => {
    const { page } = alice;
    await page.getByRole('button', { name: 'Configure Limits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Spending Limits' });
    const daily = dialog.getByLabel('Limit (credits)').first();
    await dialog.getByText('Maximum 3000 credits (set by administrator)').waitFor();
    await daily.fill('3500');
    await dialog.getByRole('button', { name: 'Save Limits' }).click();
    await dialog.getByText('Cannot exceed maximum limit of 3000 credits set by administrator').waitFor();
    expect((await api<{ daily_spend_limit: number }>(alice, '/account')).daily_spend_limit).toBe(1500);

    await daily.fill('2500');
    await dialog.getByRole('button', { name: 'Save Limits' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('region', { name: 'Limits & Settings' }).textContent())
      .toContain('Daily limit2500 credits (Hard stop)');
    expect((await api<{ daily_spend_limit: number }>(alice, '/account')).daily_spend_limit).toBe(2500);
  });

  it("tells a tenant user 'Contact your admin to modify limits', with no limit controls", async () => {
    const tom = await openBilling(ACCOUNTS.tom.email);
    await tom.page.getByText('Contact your admin to modify limits').waitFor();
    expect(await tom.page.getByRole('button', { name: 'Configure Limits' }).count()).toBe(0);
    expect(await tom.page.getByRole('button', { name: 'Credit History' }).count()).toBe(0);
    await tom.page.context().close();
  });

  it('filters the credit history by type and exports exactly those transactions', async () => {
    const { page } = alice;
    await page.getByRole('button', { name: 'Credit History' }).click();
    await page.getByRole('table', { name: 'Credit History' }).waitFor();
    await page.getByLabel('Date range').selectOption('all');
    await page.getByLabel('Type').selectOption('refund');
    const refunds = await api<{ total: number }>(alice, '/transactions?transaction_type=refund&limit=1');
    expect(refunds.total).toBeGreaterThan(0);
    await page.getByText(new RegExp(`^${refunds.total} transactions · page 1 of \\d+$`)).waitFor();
    const types = await page
      .getByRole('table', { name: 'Credit History' })
      .locator('tbody tr td:nth-child(2)')
      .allTextContents();
    expect(new Set(types)).toEqual(new Set(['Refund']));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^credit_usage_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(refunds.total + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'refund')).toBe(true);
    await page.getByRole('button', { name: '← Back to dashboard' }).click();
    await page.getByRole('region', { name: 'Remaining Credits' }).waitFor();
  });

  it('shows the credit usage of the last 30 days as a chart, and the same figures as a table', async () => {
    const { page } = alice;
    const usage = await api<{ daily: { date: string; credits_used: number }[] }>(alice, '/usage');
    expect(usage.daily).toHaveLength(30);
    const chart = page.getByRole('img', { name: /credits used over the last 30 days/ });
    await chart.waitFor();
    const drawn = usage.daily.filter((day) => day.credits_used > 0).length;
    expect(drawn).toBeGreaterThan(0); // the demo seed spent credits this month
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBe(drawn);
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    const table = page.getByRole('table', { name: /credits used over the last 30 days/ });
    const today = usage.daily.at(-1)!;
    expect(await table.locator('tbody tr').count()).toBe(30);
    expect(await table.locator('tbody tr').first().locator('td').nth(1).textContent()).toBe(String(today.credits_used));
    await page.getByRole('button', { name: 'Chart', exact: true }).click();
    await chart.waitFor();
  });

  it("shows the suspension and the super-admin's credits within one balance poll, in the header and the dashboard alike", async () => {
    const { page, companyId } = alice;
    const admin = await page.context().browser()!.newContext();
    const adminPage = await admin.newPage();
    let adminToken = '';
    adminPage.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().startsWith(product.apiUrl) && auth?.startsWith('Bearer ')) adminToken = auth.slice(7);
    });
    await signIn(adminPage, product, ACCOUNTS.superAdmin.email);
    await expect.poll(() => adminToken, { timeout: 20_000 }).not.toBe('');
    const asSuperAdmin = async (method: string, path: string, body: unknown) => {
      const res = await fetch(`${product.apiUrl}/api/v2/billing/companies/${companyId}${path}`, {
        method,
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
    };
    const header = page.locator('[data-slot="workspace-header"]');
    const tag = header.getByText('ACCOUNT SUSPENDED');
    expect(await tag.count()).toBe(0);

    // One poll is at most 15 s in the header (spec part 3 §9); allow one more second for the request itself.
    const ONE_POLL = 16_000;
    await asSuperAdmin('PUT', '/status', { suspended: true, reason: 'Unpaid invoice' });
    await tag.waitFor({ timeout: ONE_POLL });
    const dashboard = page.locator('[data-slot="billing-dashboard"]');
    await dashboard.getByText('ACCOUNT SUSPENDED').waitFor({ timeout: 5_000 });

    const before = (await api<{ current_balance: number }>(alice, '/account')).current_balance;
    await asSuperAdmin('POST', '/credits', { amount: 500, description: 'Goodwill credits' });
    const after = `${(before + 500).toLocaleString('en-US')}`;
    const headerBalance = header.locator('[data-slot="credit-balance-amount"]');
    await expect.poll(() => headerBalance.textContent(), { timeout: ONE_POLL }).toBe(after);
    await expect
      .poll(() => page.getByRole('region', { name: 'Remaining Credits' }).textContent(), { timeout: 5_000 })
      .toContain(`${after} credits`);
    // The change refreshed the recent activity too: the grant is its newest row.
    await expect
      .poll(() => page.getByRole('table', { name: 'Recent Activity' }).locator('tbody tr').first().textContent())
      .toContain('Goodwill credits');

    await asSuperAdmin('PUT', '/status', { suspended: false, reason: null });
    await tag.waitFor({ state: 'detached', timeout: ONE_POLL });
    await dashboard.getByText('ACCOUNT SUSPENDED').waitFor({ state: 'detached', timeout: 5_000 });
    const notices = await api<{ notifications: { type: string }[] }>(alice, '/notifications');
    expect(notices.notifications.map((n) => n.type)).toEqual(
      expect.arrayContaining(['account_suspended', 'credits_added', 'account_activated']),
    );
    await admin.close();
  });
});
