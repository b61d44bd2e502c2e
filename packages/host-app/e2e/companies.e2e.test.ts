import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, axeViolations, headerOf, signIn, waitForPath } from './support/signIn';

// `pnpm start` for real, in Debian's Chromium: the super-admin's company management (issue #20, spec part 3
// §2, §5, §7): create a company with its first admin, see it listed, deactivate and activate it, open its
// details and add a user; then the new admin signs in at the development identity provider and lands in
// their own workspace.
describe('company management by the super-admin (issue #20)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let admin: Page;
  const company = { name: 'Globex Corporation', code: 'globex-e2e' };
  const firstAdmin = { email: 'hank.scorpio@globex.test', name: 'Hank Scorpio' };

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    admin = await (await browser.newContext()).newPage();
    await signIn(admin, product, ACCOUNTS.superAdmin.email);
    await waitForPath(admin, product, '/admin/companies');
    await admin.getByRole('table', { name: 'Companies' }).waitFor({ timeout: 20_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const rowOf = (name: string) =>
    admin.getByRole('table', { name: 'Companies' }).getByRole('row').filter({ hasText: name });
  const card = (label: string) => admin.getByLabel(label, { exact: true });

  it('creates a company with its first admin, refusing a bad code first', async () => {
    expect(await card('Total Companies').textContent()).toContain('2');
    await admin.getByRole('button', { name: 'Create Company' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create New Company' });
    await dialog.getByLabel('Company Name').fill(company.name);
    await dialog.getByLabel('Company Code').fill('Globex E2E');
    await dialog.getByText('Lowercase letters, numbers, and hyphens only').waitFor();
    await dialog.getByLabel('Admin Email').fill(firstAdmin.email);
    await dialog.getByLabel('Admin Name').fill(firstAdmin.name);
    await dialog.getByRole('button', { name: 'Create Company' }).click();
    expect(await dialog.getByLabel('Company Code').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Company Code').fill(company.code);
    await dialog.getByRole('button', { name: 'Create Company' }).click();
    await admin.getByText('Company created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = rowOf(company.name);
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.stringContaining(company.name),
      company.code,
      '1',
      'Active',
      expect.any(String),
      expect.any(String),
    ]);
    expect(await card('Total Companies').textContent()).toContain('3');

    // The same code again is refused by the server with its message, and nothing is added.
    await admin.getByRole('button', { name: 'Create Company' }).click();
    await dialog.getByLabel('Company Name').fill('Globex Again');
    await dialog.getByLabel('Company Code').fill(company.code);
    await dialog.getByLabel('Admin Email').fill('someone.else@globex.test');
    await dialog.getByLabel('Admin Name').fill('Someone Else');
    await dialog.getByRole('button', { name: 'Create Company' }).click();
    await dialog.getByText(`A company with the code '${company.code}' already exists`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await card('Total Companies').textContent()).toContain('3');
  });

  it('deactivates and activates the company, says edit is coming, and links to its billing', async () => {
    const row = rowOf(company.name);
    await row.getByRole('button', { name: `Deactivate ${company.name}` }).click();
    await admin.getByText(`${company.name} deactivated successfully`).waitFor();
    await row.getByRole('cell', { name: 'Inactive', exact: true }).waitFor();
    await row.getByRole('button', { name: `Activate ${company.name}` }).click();
    await admin.getByText(`${company.name} activated successfully`).waitFor();
    await row.getByRole('cell', { name: 'Active', exact: true }).waitFor();

    await row.getByRole('button', { name: `Edit ${company.name}` }).click();
    await admin.getByText('Edit functionality coming soon').waitFor();
    const billing = row.getByRole('link', { name: `Manage billing of ${company.name}` });
    expect(await billing.getAttribute('href')).toMatch(/^\/admin\/companies\/[0-9a-f-]{36}$/);
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('opens the details with the first admin and adds a user', async () => {
    await rowOf(company.name)
      .getByRole('button', { name: `View details of ${company.name}` })
      .click();
    const details = admin.getByRole('dialog', { name: company.name });
    const users = details.getByRole('table', { name: 'Company users' });
    await users.getByRole('cell', { name: firstAdmin.email }).waitFor();
    await details.getByRole('button', { name: 'Add User' }).click();
    const add = admin.getByRole('dialog', { name: 'Add User to Company' });
    await add.getByLabel('Email').fill('frank.grimes@globex.test');
    await add.getByLabel('Name').fill('Frank Grimes');
    await add.getByRole('button', { name: 'Add User' }).click();
    await admin.getByText('User frank.grimes@globex.test added successfully').waitFor();
    await users.getByRole('cell', { name: 'frank.grimes@globex.test' }).waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await rowOf(company.name).getByRole('cell', { name: '2', exact: true }).waitFor();
  });

  it("lets the new company's admin sign in at the provider and land in their workspace", async () => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, product, firstAdmin.email);
    await waitForPath(page, product, `/${company.code}/review`);
    await page.getByRole('banner').getByRole('heading', { level: 1, name: company.name }).waitFor();
    expect(await headerOf(page)).toEqual({
      welcome: `Welcome, ${firstAdmin.name}`,
      role: 'Admin',
      company: company.name,
    });
    // Their Users tab lists both people of the company.
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    const table = page.getByRole('table', { name: 'Active Users' });
    await table.getByRole('cell', { name: 'frank.grimes@globex.test' }).waitFor();
  });
});
