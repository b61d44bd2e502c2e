import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordApiAuth, type ApiAuth } from './support/apiAuth';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, headerOf, signIn, waitForPath } from './support/signIn';

/** The longest an open session may go on showing access the server no longer gives. */
const ACCESS_CHANGE_MS = 60_000;

// `pnpm start` for real, in Debian's Chromium: a role changed, a user removed and a company deactivated on the
// server while the user's workspace is open reach that workspace within 60 s, without a reload.
describe('access changes reach an open session', () => {
  let product: RunningProduct;
  let browser: Browser;

  /** A page signed in as `email` on its landing, with the token and company it uses. */
  async function session(email: string): Promise<{ page: Page; auth: ApiAuth }> {
    const page = await (await browser.newContext()).newPage();
    const auth = recordApiAuth(page, product);
    await signIn(page, product, email);
    await page.getByRole('tab', { name: /Review Queue/ }).waitFor({ timeout: 20_000 });
    for (let waited = 0; !auth.companyId && waited < 20_000; waited += 100) await page.waitForTimeout(100);
    expect(auth.companyId, 'the review queue was asked for').not.toBe('');
    return { page, auth };
  }

  /** Calls the API with `token`; expects a 2xx answer. */
  async function call(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${product.apiUrl}/api/v2${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
    return res.json();
  }

  /** Marks the page's document, so a later check tells whether it was reloaded. */
  const mark = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'open'));
  const marked = (page: Page) => page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker);

  /** Signs out from the access-denied page and asks the login screen about `email`; returns its error text. */
  async function loginErrorFor(page: Page, email: string): Promise<string> {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, product, '/login');
    const field = page.getByPlaceholder('Enter your work email');
    await field.fill(email);
    await field.press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    return (await alert.textContent()) ?? '';
  }

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows a promotion and a demotion in an open workspace within 60 s', async () => {
    const alice = await session(ACCOUNTS.alice.email);
    const tom = await session(ACCOUNTS.tom.email);
    const users = (await call(alice.auth.token, 'GET', `/companies/${alice.auth.companyId}/users`)) as {
      users: { id: string; email: string }[];
    };
    const tomId = users.users.find((u) => u.email === ACCOUNTS.tom.email)!.id;
    const roleOfTom = `/companies/${alice.auth.companyId}/users/${tomId}/role`;
    const usersTab = tom.page.getByRole('tab', { name: 'Users', exact: true });
    expect((await headerOf(tom.page)).role).toBe('User');
    expect(await usersTab.count()).toBe(0);
    await mark(tom.page);

    await call(alice.auth.token, 'PUT', roleOfTom, { role: 'tenant-admin' });
    await usersTab.waitFor({ timeout: ACCESS_CHANGE_MS });
    expect((await headerOf(tom.page)).role).toBe('Admin');
    await usersTab.click();
    await tom.page.getByRole('table', { name: 'Active Users' }).waitFor({ timeout: 20_000 });

    await call(alice.auth.token, 'PUT', roleOfTom, { role: 'tenant-user' });
    await usersTab.waitFor({ state: 'detached', timeout: ACCESS_CHANGE_MS });
    await tom.page.waitForURL((url) => url.searchParams.get('tab') !== 'users', { timeout: 5_000 });
    expect((await headerOf(tom.page)).role).toBe('User');
    expect(await tom.page.getByRole('tab', { name: 'Schema Manager' }).count()).toBe(0);
    expect(await marked(tom.page)).toBe('open');

    // Any path containing /admin/ needs the super-admin, under a company code too.
    await tom.page.goto(`${product.webUrl}/acme-tools/admin/x`);
    await waitForPath(tom.page, product, '/unauthorized');
  });

  it('sends a removed user from an open workspace to the access-denied page within 60 s', async () => {
    const alice = await session(ACCOUNTS.alice.email);
    const tom = await session(ACCOUNTS.tom.email);
    const users = (await call(alice.auth.token, 'GET', `/companies/${alice.auth.companyId}/users`)) as {
      users: { id: string; email: string }[];
    };
    const tomId = users.users.find((u) => u.email === ACCOUNTS.tom.email)!.id;
    await tom.page.getByRole('tab', { name: 'Catalog' }).click();
    await tom.page.getByRole('tabpanel').getByText('Filter Products').waitFor();
    await mark(tom.page);

    await call(alice.auth.token, 'DELETE', `/companies/${alice.auth.companyId}/users/${tomId}`);
    await waitForPath(tom.page, product, '/unauthorized', ACCESS_CHANGE_MS);
    await tom.page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(await marked(tom.page)).toBe('open');
    expect(await loginErrorFor(tom.page, ACCOUNTS.tom.email)).toContain(
      'User not found. Please contact your administrator for access.',
    );
  });

  it('sends the users of a company deactivated meanwhile to the access-denied page, and says so at sign-in', async () => {
    const admin = await (await browser.newContext()).newPage();
    let adminToken = '';
    admin.on('request', (request) => {
      const header = request.headers().authorization;
      if (request.url().startsWith(product.apiUrl) && header?.startsWith('Bearer ')) adminToken = header.slice(7);
    });
    await signIn(admin, product, ACCOUNTS.superAdmin.email);
    await waitForPath(admin, product, '/admin/companies');
    const oscar = await session(ACCOUNTS.oscar.email);
    await mark(oscar.page);
    expect(adminToken).not.toBe('');

    await call(adminToken, 'PUT', `/admin/companies/${oscar.auth.companyId}`, { is_active: false });
    await waitForPath(oscar.page, product, '/unauthorized', ACCESS_CHANGE_MS);
    await oscar.page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(await marked(oscar.page)).toBe('open');
    const error = await loginErrorFor(oscar.page, ACCOUNTS.oscar.email);
    expect(error).toContain('Access denied: your company is inactive. Please contact your administrator for access.');
    expect(error).not.toContain('User not found');
  });
});
