import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { RunningProduct } from './product';

/** Every demo account's password at the development identity provider (DEV_IDP_PASSWORD default). */
export const DEMO_PASSWORD = 'curate-demo';

/** The demo accounts of the seed, with where each lands after sign-in (spec part 1 §2). */
export const ACCOUNTS = {
  superAdmin: {
    email: 'admin@curate.dev',
    name: 'Sam Rivera',
    badge: 'Super Admin',
    landing: '/admin/companies',
    company: null,
  },
  alice: {
    email: 'alice.admin@acme.test',
    name: 'Alice Anderson',
    badge: 'Admin',
    landing: '/acme-tools/review',
    company: 'Acme Tools',
  },
  tom: {
    email: 'tom.user@acme.test',
    name: 'Tom Baker',
    badge: 'User',
    landing: '/acme-tools/review',
    company: 'Acme Tools',
  },
  nina: {
    email: 'nina.admin@northwind.test',
    name: 'Nina Patel',
    badge: 'Admin',
    landing: '/northwind-supply/review',
    company: 'Northwind Supply',
  },
  oscar: {
    email: 'oscar.user@northwind.test',
    name: 'Oscar Lindqvist',
    badge: 'User',
    landing: '/northwind-supply/review',
    company: 'Northwind Supply',
  },
} as const;

/** A path of the host app, e.g. '/acme-tools/review?tab=products'. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the page is on the host app at exactly `path` (pathname and query). */
export async function waitForPath(page: Page, product: RunningProduct, path: string, timeout = 20_000): Promise<void> {
  const [pathname, query] = path.split('?');
  await page.waitForURL(
    (url) =>
      url.origin === product.webUrl &&
      url.pathname === pathname &&
      url.search === (query === undefined ? '' : `?${query}`),
    { timeout },
  );
}

/**
 * Signs in through the login screen and the provider's login page, as a user would: email, Enter, password,
 * 'Sign in'. Starts at `from` (default /login); resolves once back on the host app past /callback.
 */
export async function signIn(page: Page, product: RunningProduct, email: string, from = '/login'): Promise<void> {
  await page.goto(`${product.webUrl}${from}`);
  await page.waitForURL((url) => url.pathname === '/login');
  const field = page.getByPlaceholder('Enter your work email');
  await field.fill(email);
  await field.press('Enter');
  await page.waitForURL((url) => url.origin === product.idpUrl, { timeout: 20_000 });
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(
    (url) => url.origin === product.webUrl && url.pathname !== '/callback' && url.pathname !== '/login',
    {
      timeout: 20_000,
    },
  );
}

/** Axe violations on the page, by rule id (empty when accessible). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The header's role badge, welcome line and company as shown. */
export async function headerOf(page: Page) {
  const header = page.getByRole('banner');
  await header.getByText(/^Welcome, /).waitFor();
  return {
    welcome: await header.getByText(/^Welcome, /).textContent(),
    role: await header.locator('[data-role]').textContent(),
    company: (await header.locator('h1').count()) > 0 ? await header.locator('h1').textContent() : null,
  };
}
