import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './support/signIn';

/** A signed-in page with the bearer token and Acme's id the host app used, to ask the API directly. */
interface Session {
  page: Page;
  token: string;
  companyId: string;
}

// `pnpm start` for real, in Debian's Chromium: User Management of a tenant admin (create, change a role,
// not oneself), an invitation accepted through its one-time link and the identity provider, and a tenant
// user without the Users tab, refused by the API (issue #20, spec part 3 §2, §6, §7).
describe('users and invitations in the workspace (issue #20)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let alice: Session;

  async function session(email: string, path: string): Promise<Session> {
    const page = await (await browser.newContext()).newPage();
    const found: Session = { page, token: '', companyId: '' };
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().startsWith(product.apiUrl) && auth?.startsWith('Bearer ')) found.token = auth.slice(7);
      const company = /\/api\/v2\/companies\/([0-9a-f-]{36})\//.exec(request.url());
      if (company) found.companyId = company[1]!;
    });
    await signIn(page, product, email);
    await page.goto(`${product.webUrl}${path}`);
    return found;
  }

  const api = (who: Session, method: string, path: string, body?: unknown) =>
    fetch(`${product.apiUrl}/api/v2/companies/${who.companyId}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${who.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    alice = await session(ACCOUNTS.alice.email, '/acme-tools/review?tab=users');
    await alice.page.getByRole('table', { name: 'Active Users' }).waitFor({ timeout: 20_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('lets a tenant admin create a user and change their role, and never act on themselves', async () => {
    const { page } = alice;
    const region = page.getByRole('region', { name: 'User Management' });
    await region.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    const submit = dialog.getByRole('button', { name: 'Create User' });
    await dialog.getByLabel('Email').fill('dana.e2e@acme.test');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Full Name').fill('Dana Endtoend');
    await submit.click();
    await page.getByText('User dana.e2e@acme.test created successfully').waitFor();
    const table = page.getByRole('table', { name: 'Active Users' });
    await table.getByRole('cell', { name: 'dana.e2e@acme.test' }).waitFor();

    await table.getByRole('button', { name: 'Change role of Dana Endtoend' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Change User Role' });
    await roleDialog.getByRole('button', { name: 'Change Role' }).click();
    await roleDialog.getByRole('button', { name: 'Confirm Change' }).click();
    await page.getByText('Dana Endtoend is now an Admin').waitFor();
    const users = (await (await api(alice, 'GET', '/users')).json()) as { users: { email: string; role: string }[] };
    expect(users.users.find((u) => u.email === 'dana.e2e@acme.test')?.role).toBe('tenant-admin');

    const me = ACCOUNTS.alice.name;
    expect(await table.getByRole('button', { name: `Remove ${me}` }).isDisabled()).toBe(true);
    expect(await table.getByRole('button', { name: `Change role of ${me}` }).isDisabled()).toBe(true);
    const self = users.users.find((u) => u.email === ACCOUNTS.alice.email) as unknown as { id: string };
    const refused = await api(alice, 'DELETE', `/users/${self.id}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe('You cannot remove yourself');
  });

  it('invites a person who accepts the one-time link, signs in at the provider and lands in the company', async () => {
    const { page } = alice;
    await page.getByRole('region', { name: 'User Management' }).getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('Email').fill('erin.e2e@acme.test');
    await dialog.getByLabel('Full Name').fill('Erin Invited');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Invitation Link' });
    const link = await linkDialog.getByLabel('Invitation link').inputValue();
    expect(link).toMatch(/\/invitation#token=[\w-]{43}$/);
    await linkDialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('tab', { name: /Pending Invitations/ }).click();
    await page.getByRole('table', { name: 'Pending Invitations' }).getByText('erin.e2e@acme.test').waitFor();

    const invitee = await (await browser.newContext()).newPage();
    await invitee.goto(`${product.webUrl}${new URL(link).pathname}${new URL(link).hash}`);
    await invitee.getByText(/Acme Tools.*invites Erin Invited/).waitFor({ timeout: 20_000 });
    await invitee.getByRole('button', { name: 'Accept Invitation' }).click();
    await invitee.waitForURL((url) => url.origin === product.idpUrl, { timeout: 20_000 });
    await invitee.getByLabel('Password').fill(DEMO_PASSWORD);
    await invitee.getByRole('button', { name: 'Sign in' }).click();
    await invitee.waitForURL((url) => url.origin === product.webUrl && url.pathname === '/acme-tools/review', {
      timeout: 20_000,
    });
    await invitee.getByRole('banner').getByText('Welcome, Erin Invited').waitFor({ timeout: 20_000 });

    // The link works once.
    const reuse = await (await browser.newContext()).newPage();
    await reuse.goto(`${product.webUrl}${new URL(link).pathname}${new URL(link).hash}`);
    await reuse.getByText('This invitation has already been used. Sign in with your email address instead.').waitFor();
  });

  it('gives a tenant user no Users tab, and 403 from the user calls', async () => {
    const tom = await session(ACCOUNTS.tom.email, '/acme-tools/review?tab=users');
    await tom.page.waitForURL((url) => url.searchParams.get('tab') !== 'users', { timeout: 20_000 });
    await tom.page.getByRole('tablist').first().waitFor();
    expect(await tom.page.getByRole('tab', { name: 'Users', exact: true }).count()).toBe(0);
    if (!tom.companyId) tom.companyId = alice.companyId;
    for (const [method, path, body] of [
      ['GET', '/users'],
      ['GET', '/stats'],
      ['GET', '/invitations'],
      ['POST', '/users', { email: 'x.e2e@acme.test', name: 'X' }],
      ['POST', '/invitations', { email: 'y.e2e@acme.test', name: 'Y' }],
    ] as const) {
      expect((await api(tom, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
  });
});
