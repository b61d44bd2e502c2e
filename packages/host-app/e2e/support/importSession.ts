import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningProduct } from './product';
import { ACCOUNTS, signIn } from './signIn';

/** A company's user and the super-admin signed in for the import E2E tests, with what their calls carried. */
export interface ImportSession {
  /** The user's page. */
  page: Page;
  /** The user's bearer token (the latest one the page sent). */
  token: string;
  /** The user's company, read from the page's API calls. */
  companyId: string;
  /** The super-admin's bearer token. */
  adminToken: string;
  /** Calls the API with a bearer token and expects a 2xx answer, whose JSON it returns. */
  api<T>(bearer: string, method: string, path: string, body?: unknown): Promise<T>;
  /** Every item of a paged list the user may read (1,000 a page), e.g. list('/companies/…/raw-products', 'raw_products'). */
  list<T>(path: string, key: string): Promise<T[]>;
}

/**
 * Signs in the super-admin and `email` in their own browser contexts, captures their bearer tokens and the
 * user's company id from the API calls their pages make, and lifts the company's daily and monthly limits (the
 * demo company's would stop a run with 429 before its balance does).
 */
export async function openImportSession(product: RunningProduct, browser: Browser, email: string) {
  const admin = await (await browser.newContext()).newPage();
  const page = await (await browser.newContext()).newPage();
  const session: ImportSession = {
    page,
    token: '',
    companyId: '',
    adminToken: '',
    async api<T>(bearer: string, method: string, path: string, body?: unknown) {
      const res = await fetch(`${product.apiUrl}/api/v2${path}`, {
        method,
        headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
      return (await res.json()) as T;
    },
    async list<T>(path: string, key: string) {
      const items: T[] = [];
      for (let offset = 0; ; offset += 1000) {
        const page = (
          await session.api<Record<string, T[]>>(session.token, 'GET', `${path}?limit=1000&offset=${offset}`)
        )[key]!;
        items.push(...page);
        if (page.length < 1000) return items;
      }
    },
  };
  const bearerOf = (url: string, auth: string | undefined) =>
    url.startsWith(product.apiUrl) && auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
  admin.on('request', (request) => {
    session.adminToken = bearerOf(request.url(), request.headers().authorization) ?? session.adminToken;
  });
  page.on('request', (request) => {
    session.token = bearerOf(request.url(), request.headers().authorization) ?? session.token;
    const company = /\/api\/v2\/companies\/([0-9a-f-]{36})\//.exec(request.url());
    if (company) session.companyId = company[1]!;
  });
  await signIn(admin, product, ACCOUNTS.superAdmin.email);
  await signIn(page, product, email);
  for (let i = 0; i < 200 && !(session.token && session.companyId && session.adminToken); i++) {
    await page.waitForTimeout(100);
  }
  if (!session.token || !session.companyId || !session.adminToken) throw new Error('no token or company id seen');
  await session.api(session.adminToken, 'PUT', `/billing/companies/${session.companyId}/internal-limits`, {
    internal_daily_limit: null,
    internal_monthly_limit: null,
  });
  await session.api(session.adminToken, 'PUT', `/companies/${session.companyId}/billing/limits`, {
    daily_spend_limit: null,
    monthly_spend_limit: null,
  });
  return session;
}

/** The fields of an enhancement job the import E2E tests read. */
export interface ImportedJob {
  id: string;
  status: string;
  customer_product_id: string | null;
  enhanced_product_id: string | null;
  error_message: string | null;
}

/** Loads a CSV text into the Add Products tab's Bulk CSV import and waits until it validates; answers the section. */
export async function uploadCsv(s: ImportSession, webUrl: string, text: string) {
  await s.page.goto(`${webUrl}/acme-tools/review?tab=add-products`);
  const section = s.page.getByRole('region', { name: 'Bulk CSV' });
  await section
    .getByLabel('Choose a CSV file or drop it here')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await section.getByText('CSV validation passed - ready for import!').waitFor({ timeout: 30_000 });
  return section;
}

/**
 * Processes the one uploaded row as the import screen does (its enhancement job starts with it), waits for the
 * job of `sku` to end in the API process's workers, expects it completed and answers it.
 */
export async function processOneAndAwaitJob(
  s: ImportSession,
  section: Awaited<ReturnType<typeof uploadCsv>>,
  sku: string,
): Promise<ImportedJob> {
  await section.getByRole('button', { name: 'Process 1 Products' }).click();
  await section.getByText('Successfully imported 1 products!', { exact: false }).waitFor({ timeout: 60_000 });
  const job = async () =>
    (
      await s.api<{ jobs: ImportedJob[] }>(s.token, 'GET', `/companies/${s.companyId}/enhancement-jobs?limit=100`)
    ).jobs.find((j) => j.customer_product_id === sku);
  await expect
    .poll(async () => (await job())?.status, { timeout: 120_000, interval: 1_000 })
    .toMatch(/^(completed|failed)$/);
  const done = (await job())!;
  expect(done.status, done.error_message ?? '').toBe('completed');
  return done;
}
