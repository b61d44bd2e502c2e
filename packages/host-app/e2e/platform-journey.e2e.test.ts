import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, axeViolations, DEMO_PASSWORD, signIn, waitForPath } from './support/signIn';

// `pnpm start` for real (workers on), in Debian's Chromium: the platform operator's whole journey of issue #20.
// The super-admin creates a company with its first admin, grants credits, sets internal limits and suspends it;
// that admin signs in, sees the suspended tag and cannot start an enhancement (the spec's 10 s notice), invites
// a user who accepts the link and signs in; after reactivation an enhancement runs and its tokens appear in the
// super-admin's token analytics.
describe("the platform operator's journey (issue #20)", () => {
  let product: RunningProduct;
  let browser: Browser;
  let operator: Page;
  let admin: Page;
  let operatorToken = '';
  let companyId = '';
  const company = { name: 'Initech', code: 'initech-e2e' };
  const firstAdmin = { email: 'bill.lumbergh@initech.test', name: 'Bill Lumbergh' };
  const invitee = { email: 'peter.gibbons@initech.test', name: 'Peter Gibbons' };
  const f = (n: number) => n.toLocaleString('en-US');

  async function api<T>(path: string): Promise<T> {
    const res = await fetch(`${product.apiUrl}/api/v2${path}`, {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    return ((await res.json()) as { data: T }).data;
  }
  const toast = (page: Page, text: string) =>
    page.getByText(text, { exact: true }).first().waitFor({ timeout: 15_000 });

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    operator = await (await browser.newContext()).newPage();
    operator.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().startsWith(product.apiUrl) && auth?.startsWith('Bearer ')) operatorToken = auth.slice(7);
    });
    await signIn(operator, product, ACCOUNTS.superAdmin.email);
    await waitForPath(operator, product, '/admin/companies');
    await operator.getByRole('table', { name: 'Companies' }).waitFor({ timeout: 20_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows the billing overview on the Billing Management tab of /admin/companies', async () => {
    await operator.getByRole('tab', { name: 'Billing Management' }).click();
    await operator.waitForURL((url) => url.searchParams.get('tab') === 'billing');
    for (const card of ['Total Companies', 'Total Balance', 'Total Used', 'Low Balance'])
      await operator.getByText(card, { exact: true }).first().waitFor({ timeout: 20_000 });
    await operator.getByRole('row').filter({ hasText: 'Acme Tools' }).first().waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await operator.getByRole('tab', { name: 'Companies' }).click();
    await operator.getByRole('table', { name: 'Companies' }).waitFor();
  });

  it('creates a company with its first admin, grants credits, sets internal limits and suspends it', async () => {
    await operator.getByRole('button', { name: 'Create Company' }).click();
    const dialog = operator.getByRole('dialog', { name: 'Create New Company' });
    await dialog.getByLabel('Company Name').fill(company.name);
    await dialog.getByLabel('Company Code').fill(company.code);
    await dialog.getByLabel('Admin Email').fill(firstAdmin.email);
    await dialog.getByLabel('Admin Name').fill(firstAdmin.name);
    await dialog.getByRole('button', { name: 'Create Company' }).click();
    await toast(operator, 'Company created successfully');
    const row = operator.getByRole('table', { name: 'Companies' }).getByRole('row').filter({ hasText: company.name });
    await row.getByRole('link', { name: `Manage billing of ${company.name}` }).click();
    await operator.waitForURL((url) => /^\/admin\/companies\/[0-9a-f-]{36}$/.test(url.pathname));
    companyId = new URL(operator.url()).pathname.split('/').pop()!;
    await operator.getByRole('heading', { name: company.name }).waitFor({ timeout: 20_000 });

    const balance = operator.locator('[data-slot="current-balance"]');
    await expect.poll(() => balance.textContent()).toBe('0');
    await operator.getByLabel('Amount *').fill('1000');
    await operator.getByLabel('Description (visible to customer) *').fill('Welcome credits');
    await operator.getByRole('button', { name: 'Add Credits' }).click();
    await toast(operator, `Successfully added ${f(1000)} credits`);
    await expect.poll(() => balance.textContent()).toBe(f(1000));

    await operator.getByRole('tab', { name: 'Spending Limits' }).click();
    await operator.getByLabel('Daily Limit (credits)').fill('600');
    await operator.getByRole('button', { name: 'Update Limits' }).click();
    await toast(operator, 'Internal limits updated successfully');

    await operator.getByRole('tab', { name: 'Account Status' }).click();
    await operator.getByRole('button', { name: 'Suspend Account' }).click();
    await operator
      .getByRole('alertdialog', { name: 'Suspend Account' })
      .getByRole('button', { name: 'Confirm Suspension' })
      .click();
    await toast(operator, 'Account suspended successfully');
    // The confirmation finishes closing while this page is in front (the next tests use other pages).
    await operator.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await api(`/billing/accounts/${companyId}`)).toMatchObject({
      current_balance: 1000,
      internal_daily_limit: 600,
      account_suspended: true,
    });
  });

  /** Submits one product through the Single Product form of the Add Products tab. */
  async function submitProduct(page: Page, productId: string) {
    await page.goto(`${product.webUrl}/${company.code}/review?tab=add-products`);
    await page.getByRole('button', { name: /^Single Product/ }).click({ timeout: 20_000 });
    const form = page.locator('[data-slot="single-product-form"]');
    await form.getByLabel('Product ID').fill(productId);
    await form.getByLabel('Product Description').fill('Swingline stapler, red, 20-sheet capacity.');
    await form.getByRole('button', { name: 'Submit Product' }).click();
    return form;
  }

  it("lets the suspended company's admin sign in, shows the tag, and refuses an enhancement with the 10 s notice", async () => {
    admin = await (await browser.newContext()).newPage();
    await signIn(admin, product, firstAdmin.email);
    await waitForPath(admin, product, `/${company.code}/review`);
    await admin.getByRole('banner').getByText('ACCOUNT SUSPENDED').waitFor({ timeout: 20_000 });
    await submitProduct(admin, 'INI-1');
    await admin
      .getByText('Account Suspended: Cannot run enhancements. Please contact your administrator.')
      .first()
      .waitFor({ timeout: 30_000 });
    expect((await api<{ current_balance: number }>(`/billing/accounts/${companyId}`)).current_balance).toBe(1000);
  });

  it('lets that admin invite a user who accepts the link and signs in to the company', async () => {
    await admin.goto(`${product.webUrl}/${company.code}/review?tab=users`);
    const region = admin.getByRole('region', { name: 'User Management' });
    await region.getByRole('button', { name: 'Invite User' }).click({ timeout: 20_000 });
    const dialog = admin.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('Email').fill(invitee.email);
    await dialog.getByLabel('Full Name').fill(invitee.name);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    const link = await admin
      .getByRole('dialog', { name: 'Invitation Link' })
      .getByLabel('Invitation link')
      .inputValue();
    await admin.getByRole('dialog', { name: 'Invitation Link' }).getByRole('button', { name: 'Done' }).click();

    const person = await (await browser.newContext()).newPage();
    await person.goto(`${product.webUrl}${new URL(link).pathname}${new URL(link).hash}`);
    await person.getByRole('button', { name: 'Accept Invitation' }).click({ timeout: 20_000 });
    await person.waitForURL((url) => url.origin === product.idpUrl, { timeout: 20_000 });
    await person.getByLabel('Password').fill(DEMO_PASSWORD);
    await person.getByRole('button', { name: 'Sign in' }).click();
    await person.waitForURL((url) => url.origin === product.webUrl && url.pathname === `/${company.code}/review`, {
      timeout: 20_000,
    });
    await person.getByRole('banner').getByText(`Welcome, ${invitee.name}`).waitFor({ timeout: 20_000 });
    await person.context().close();
  });

  it("after reactivation runs an enhancement, whose tokens appear in the super-admin's token analytics", async () => {
    await operator.bringToFront();
    await operator.getByRole('button', { name: 'Activate Account' }).click();
    await operator
      .getByRole('alertdialog', { name: 'Activate Account' })
      .getByRole('button', { name: 'Confirm Activation' })
      .click();
    await toast(operator, 'Account activated successfully');

    const form = await submitProduct(admin, 'INI-2');
    await form.getByRole('status').waitFor({ timeout: 30_000 });
    // The job runs on the local provider; the rollup counts it when it completes with its token count.
    type Usage = { summary: { total_tokens: number }; pagination: { total: number } };
    await expect
      .poll(
        async () => (await api<Usage>(`/billing/companies/${companyId}/token-usage?period=daily`)).pagination.total,
        {
          timeout: 90_000,
          interval: 1_000,
        },
      )
      .toBe(1);
    const usage = await api<Usage>(`/billing/companies/${companyId}/token-usage?period=daily`);
    expect(usage.summary.total_tokens).toBeGreaterThan(0);
    expect((await api<{ current_balance: number }>(`/billing/accounts/${companyId}`)).current_balance).toBe(985);

    await operator.getByRole('tab', { name: 'Token Analytics' }).click();
    await operator.getByRole('button', { name: 'Today' }).click();
    const summary = operator.getByLabel('Token summary');
    await expect
      .poll(() => summary.textContent(), { timeout: 20_000 })
      .toContain(`Total Tokens${f(usage.summary.total_tokens)}`);
    expect(await summary.textContent()).toContain('Enhancements1');
    await operator.getByRole('table', { name: 'Enhancements' }).getByRole('cell', { name: 'INI-2' }).first().waitFor();
  });
});
