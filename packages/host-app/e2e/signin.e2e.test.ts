import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, axeViolations, headerOf, pathOf, signIn, waitForPath } from './support/signIn';

// `pnpm start` for real (API on embedded PostgreSQL, the development identity provider, the built host app),
// driven in Debian's Chromium: sign-in per role, the route table's guards and redirects, the workspace shell's
// tabs, logout. One product start for the whole file; signed-in browser contexts are reused across tests.
describe('sign-in, guards and the workspace shell (spec part 1 §2, §4-§6)', () => {
  let product: RunningProduct;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const signedIn = new Map<keyof typeof ACCOUNTS, Page>();

  async function freshPage(): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    return context.newPage();
  }

  /** A page signed in as `who` (signed in once, then reused). */
  async function pageOf(who: keyof typeof ACCOUNTS): Promise<Page> {
    const existing = signedIn.get(who);
    if (existing) return existing;
    const page = await freshPage();
    await signIn(page, product, ACCOUNTS[who].email);
    signedIn.set(who, page);
    return page;
  }

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await product?.stop();
  });

  describe('pnpm start', () => {
    it('serves /api/v2/health as healthy on the embedded database and seeds the demo data', async () => {
      const res = await fetch(`${product.apiUrl}/api/v2/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'healthy', database: { status: 'up', kind: 'pglite' } });
      expect(product.output()).toContain('Seeded the demo data');
    });

    it('prints the URLs it serves, the identity provider included', () => {
      expect(product.output()).toContain(`Host app:  ${product.webUrl}`);
      expect(product.output()).toContain(`API:       ${product.apiUrl}/api/v2`);
      expect(product.output()).toContain(`Sign-in:   ${product.idpUrl}`);
    });
  });

  describe('login screen (spec part 1 §2, §5, §8)', () => {
    it('/ goes to /login, which is the accessible email-first screen', async () => {
      const page = await freshPage();
      await page.goto(`${product.webUrl}/`);
      await waitForPath(page, product, '/login');
      await page.getByRole('heading', { level: 1, name: 'Secure Single Sign-On' }).waitFor();
      await page.getByRole('button', { name: 'Continue to Login' }).waitFor();
      expect(
        await page.getByText("We'll verify your organization and redirect you to the appropriate login").isVisible(),
      ).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });

    it('validates the email, then reports an unknown user', async () => {
      const page = await freshPage();
      await page.goto(`${product.webUrl}/login`);
      const field = page.getByPlaceholder('Enter your work email');
      await field.press('Enter');
      await page.getByRole('alert').getByText('Please enter your email address').waitFor();
      await field.fill('not-an-email');
      await field.press('Enter');
      await page.getByRole('alert').getByText('Please enter a valid email address').waitFor();
      await field.fill('nobody@nowhere.test');
      await field.press('Enter');
      await page
        .getByRole('alert')
        .getByText('User not found. Please contact your administrator for access.')
        .waitFor();
      expect(pathOf(page)).toBe('/login');
    });
  });

  describe('each demo role signs in and lands where the spec says (part 1 §2)', () => {
    it('the super-admin lands on /admin/companies', async () => {
      const page = await pageOf('superAdmin');
      await waitForPath(page, product, '/admin/companies');
      await page.getByRole('heading', { level: 1, name: 'Company management' }).waitFor();
      const header = await headerOf(page);
      expect(header).toMatchObject({ welcome: 'Welcome, Sam Rivera', role: 'Super Admin' });
      expect(await page.locator('[data-slot="credit-balance"]').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    for (const who of ['alice', 'tom', 'nina', 'oscar'] as const) {
      const account = ACCOUNTS[who];
      it(`${account.email} lands on ${account.landing} with name, role badge and company`, async () => {
        const page = await pageOf(who);
        await waitForPath(page, product, account.landing);
        await page.getByRole('banner').getByRole('heading', { level: 1, name: account.company! }).waitFor();
        expect(await headerOf(page)).toEqual({
          welcome: `Welcome, ${account.name}`,
          role: account.badge,
          company: account.company,
        });
        expect(await page.getByRole('tab', { selected: true }).textContent()).toContain('Review Queue');
        expect(await page.getByRole('tab', { name: 'Users', exact: true }).count()).toBe(
          account.badge === 'Admin' ? 1 : 0,
        );
        // The stored keys of spec part 1 §9, kept for this tab after /users/me.
        const stored = await page.evaluate(() => [
          sessionStorage.getItem('curate.company_code'),
          sessionStorage.getItem('curate.user_role'),
        ]);
        expect(stored).toEqual([
          account.landing.split('/')[1],
          account.badge === 'Admin' ? 'tenant-admin' : 'tenant-user',
        ]);
      });
    }

    it('the workspace after the callback is accessible', async () => {
      const page = await pageOf('alice');
      await page.getByRole('status').filter({ hasText: 'API: Healthy' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  describe('guards and redirects (spec part 1 §2, §4, §6)', () => {
    it('sends the super-admin from a tenant workspace to /admin/companies', async () => {
      const page = await pageOf('superAdmin');
      await page.goto(`${product.webUrl}/acme-tools`);
      await waitForPath(page, product, '/admin/companies');
    });

    it("sends a tenant user from another company's code to their own /{code}/review", async () => {
      const page = await pageOf('tom');
      await page.goto(`${product.webUrl}/northwind-supply`);
      await waitForPath(page, product, '/acme-tools/review');
    });

    it('sends a tenant user away from /admin/ to the accessible /unauthorized page', async () => {
      const page = await pageOf('tom');
      await page.goto(`${product.webUrl}/admin/companies`);
      await waitForPath(page, product, '/unauthorized');
      await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Go to my workspace' }).click();
      await waitForPath(page, product, '/acme-tools/review');
    });

    it('redirects the workspace shortcuts to the matching tab', async () => {
      const page = await pageOf('tom');
      const cases: Array<[string, string, string]> = [
        ['/review/acme-tools', '/acme-tools/review?tab=review', 'Review Queue'],
        ['/acme-tools', '/acme-tools/review?tab=dashboard', 'Dashboard'],
        ['/acme-tools/products', '/acme-tools/review?tab=products', 'Catalog'],
        ['/acme-tools/dashboard', '/acme-tools/review?tab=dashboard', 'Dashboard'],
        // The requested tab, and the other query parameters, survive the redirect (issue #11).
        ['/acme-tools?tab=products', '/acme-tools/review?tab=products', 'Catalog'],
        ['/acme-tools?tab=review', '/acme-tools/review?tab=review', 'Review Queue'],
        ['/acme-tools?tab=billing&from=mail', '/acme-tools/review?tab=billing&from=mail', 'Billing'],
      ];
      for (const [from, to, tab] of cases) {
        await page.goto(`${product.webUrl}${from}`);
        await waitForPath(page, product, to);
        await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      }
    });

    it('keeps the requested tab of /{companyCode}?tab= through sign-in', async () => {
      const page = await freshPage();
      await page.goto(`${product.webUrl}/acme-tools?tab=products`);
      await waitForPath(page, product, '/login');
      await signIn(page, product, ACCOUNTS.tom.email, '/login');
      await waitForPath(page, product, '/acme-tools/review?tab=products');
      await page.getByRole('tab', { name: 'Catalog', selected: true }).waitFor();
    });

    it('sends a signed-out visitor to /login and, after sign-in, back to the intended path', async () => {
      const page = await freshPage();
      await page.goto(`${product.webUrl}/acme-tools/review?tab=products`);
      await waitForPath(page, product, '/login');
      await signIn(page, product, ACCOUNTS.alice.email, '/login');
      await waitForPath(page, product, '/acme-tools/review?tab=products');
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Catalog');
    });

    it('shows the accessible not-found page for an unknown path, signed in or not', async () => {
      const page = await freshPage();
      await page.goto(`${product.webUrl}/nope/deep/path`);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(pathOf(page)).toBe('/nope/deep/path');
      expect(await axeViolations(page)).toEqual([]);
    });

    it('sends a signed-in user away from /login', async () => {
      const page = await pageOf('nina');
      await page.goto(`${product.webUrl}/login`);
      await waitForPath(page, product, '/northwind-supply/review');
    });
  });

  describe('workspace tabs (spec part 1 §2, part 3 §2)', () => {
    it('change the query string without a reload, and back/forward restore them', async () => {
      const page = await pageOf('tom');
      await page.goto(`${product.webUrl}/acme-tools/review`);
      await page.getByRole('tab', { name: 'Review Queue' }).waitFor();
      await page.evaluate(() => ((window as unknown as { e2eMarker: string }).e2eMarker = 'same document'));
      await page.getByRole('tab', { name: 'Catalog' }).click();
      await waitForPath(page, product, '/acme-tools/review?tab=products');
      await page.getByRole('tabpanel').getByText('Filter Products').waitFor();
      await page.getByRole('tab', { name: 'Billing' }).click();
      await waitForPath(page, product, '/acme-tools/review?tab=billing');
      await page.goBack();
      await waitForPath(page, product, '/acme-tools/review?tab=products');
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Catalog');
      await page.goBack();
      await waitForPath(page, product, '/acme-tools/review');
      expect(await page.getByRole('tab', { selected: true }).textContent()).toContain('Review Queue');
      await page.goForward();
      await waitForPath(page, product, '/acme-tools/review?tab=products');
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Catalog');
      expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same document');
    });

    it('hide Users from a tenant user, whose forced ?tab=users falls back to the first allowed tab', async () => {
      const page = await pageOf('tom');
      await page.goto(`${product.webUrl}/acme-tools/review?tab=users`);
      await waitForPath(page, product, '/acme-tools/review?tab=dashboard');
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Dashboard');
      expect(await page.getByRole('tab', { name: 'Users', exact: true }).count()).toBe(0);
      expect(await page.getByRole('tab', { name: 'Schema Manager' }).count()).toBe(0);
    });

    it('open Users and Schema for a tenant admin', async () => {
      const page = await pageOf('alice');
      await page.goto(`${product.webUrl}/acme-tools/review?tab=users`);
      await page.getByRole('tab', { name: 'Users', exact: true, selected: true }).waitFor();
      expect(pathOf(page)).toBe('/acme-tools/review?tab=users');
    });
  });

  describe('logout (spec part 1 §9, part 2 §4.6)', () => {
    it('from the settings dropdown clears the stored keys and tokens and lands on /login', async () => {
      const page = await pageOf('oscar');
      await page.goto(`${product.webUrl}/northwind-supply/review`);
      await page.getByRole('banner').getByRole('heading', { level: 1, name: 'Northwind Supply' }).waitFor();
      const before = await page.evaluate(() => Object.keys(sessionStorage));
      expect(before).toEqual(
        expect.arrayContaining([
          'curate.company_code',
          'curate.company_id',
          'curate.organization_id',
          'curate.user_role',
        ]),
      );
      await page.getByRole('button', { name: 'Settings' }).click();
      const menu = page.getByRole('menu');
      expect(await menu.textContent()).toContain('Oscar Lindqvist');
      expect(await menu.textContent()).toContain('oscar.user@northwind.test');
      await menu.getByRole('menuitem', { name: 'Logout' }).click();
      await waitForPath(page, product, '/login');
      await page.getByPlaceholder('Enter your work email').waitFor();
      const after = await page.evaluate(() => ({
        session: Object.keys(sessionStorage),
        local: Object.keys(localStorage),
      }));
      expect(after.local).toEqual([]);
      expect(after.session.filter((key) => key.startsWith('curate'))).toEqual([]);
      signedIn.delete('oscar');
      // Signed out for real: the workspace sends the visitor back to /login.
      await page.goto(`${product.webUrl}/northwind-supply/review`);
      await waitForPath(page, product, '/login');
    });
  });
});
