import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { watchedPartnerPage } from './support/partner';
import { differences, PROPERTIES, type Snapshot, stableSnapshot } from './support/computedStyles';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, DEMO_PASSWORD } from './support/signIn';

// `pnpm start` for real with the partner example portal (packages/partner-example, issue #21): the review queue,
// the catalogue and their dialogs are rendered in the partner's page with its hostile global CSS
// (public/hostile.css) and without it (?hostile=off), and the computed styles of every element of each widget are
// compared, element by element (matched by their path inside the widget); the partner's own elements are compared
// with and without the widgets (?widgets=off). Zero differences expected, and no CSP violation under the
// partner's strict policy.

describe('partner example: widgets isolated from a hostile page, both ways (issue #21)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let partnerUrl: string;
  const totals = { elements: 0, comparisons: 0 };
  const violations: string[] = [];

  const newPage = () => watchedPartnerPage(browser, violations);

  /** Signs in at the partner page through Curate's provider; the session lives in this tab. */
  async function signIn(page: Page): Promise<void> {
    await page.goto(`${partnerUrl}/`);
    await page.getByRole('button', { name: 'Sign in with Curate' }).click();
    await page.waitForURL((url) => url.origin === product.idpUrl, { timeout: 20_000 });
    await page.getByLabel('Email').fill(ACCOUNTS.alice.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 20_000 });
  }

  const queueRoot = '[data-partner-widget="review-queue"]';
  const catalogRoot = '[data-partner-widget="catalog"]';
  const dialogRoot = '.curate-root.curate-Dialog';

  /** Opens the page in one mode and waits until both widgets show their data. */
  async function open(page: Page, query: string): Promise<void> {
    await page.goto(`${partnerUrl}/${query}`);
    await page
      .locator(queueRoot)
      .getByRole('button', { name: /^Review / })
      .first()
      .waitFor({ timeout: 20_000 });
    await page.locator(`${catalogRoot} [data-slot="catalog-card"]`).first().waitFor({ timeout: 20_000 });
  }

  /** Every widget and its open dialog, as drawn in one mode. */
  async function widgets(page: Page, query: string): Promise<Record<string, Snapshot>> {
    await open(page, query);
    const result: Record<string, Snapshot> = {
      'review queue': await stableSnapshot(page, queueRoot),
      catalogue: await stableSnapshot(page, catalogRoot),
    };
    await page
      .locator(queueRoot)
      .getByRole('button', { name: /^Review / })
      .first()
      .click();
    await page.locator(`${dialogRoot} [data-slot="review-field"]`).first().waitFor({ timeout: 15_000 });
    result['review dialog'] = await stableSnapshot(page, dialogRoot);
    await page.keyboard.press('Escape');
    await page.locator(dialogRoot).waitFor({ state: 'detached' });

    await page.locator(`${catalogRoot} [data-slot="catalog-card"]`).first().getByRole('button').first().click();
    await page
      .locator(dialogRoot)
      .getByText(/^Product ID: /)
      .waitFor({ timeout: 15_000 });
    result['product detail dialog'] = await stableSnapshot(page, dialogRoot);
    await page.keyboard.press('Escape');
    await page.locator(dialogRoot).waitFor({ state: 'detached' });

    // The catalogue's virtualised table view (the page's `table`, `th`, `td` rules aim at it).
    const view = (name: string) =>
      page.locator(catalogRoot).getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true });
    await view('Table').click();
    await page.locator(`${catalogRoot} [data-slot="catalog-table"]`).getByRole('row').nth(1).waitFor();
    result['catalogue table'] = await stableSnapshot(page, catalogRoot);
    await view('Cards').click();
    await page.locator(`${catalogRoot} [data-slot="catalog-card"]`).first().waitFor();
    return result;
  }

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct({ PARTNER_EXAMPLE_PORT: 'auto' }), launchChromium()]);
    partnerUrl = product.partnerUrl!;
  });
  afterAll(async () => {
    console.log(
      `[partner-isolation] compared ${totals.elements} elements × ${PROPERTIES.length} properties = ${totals.comparisons} computed values`,
    );
    await browser?.close();
    await product?.stop();
  });

  it('serves the example with its strict CSP, and signs in at Curate from it', async () => {
    const res = await fetch(`${partnerUrl}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe');
    const page = await newPage();
    await signIn(page);
    expect(await page.evaluate(() => document.documentElement.dataset.hostile)).toBe('on');
    await page.context().close();
  });

  it('draws each widget and its open dialog identically with and without the hostile CSS', async () => {
    const page = await newPage();
    await signIn(page);
    // The demo's open enhancement jobs finish at start; wait for them so that both pages show the same data.
    await expect
      .poll(
        async () => {
          await open(page, '?hostile=off');
          return page.locator(`${queueRoot} [data-counter="total_pending"] dd`).textContent();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe('102');
    const clean = await widgets(page, '?hostile=off');
    const hostile = await widgets(page, '');
    expect(await page.evaluate(() => document.querySelector('link[data-partner="hostile"]') !== null)).toBe(true);
    for (const [name, styles] of Object.entries(clean)) {
      const elements = Object.keys(styles).length;
      totals.elements += elements;
      totals.comparisons += elements * PROPERTIES.length;
      console.log(`[partner-isolation] ${name}: ${elements} elements × ${PROPERTIES.length} properties`);
      expect(elements, name).toBeGreaterThan(20);
      expect(differences(styles, hostile[name]!), name).toEqual([]);
    }
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("leaves the partner page's own elements as they are, with and without the widgets", async () => {
    const page = await newPage();
    await signIn(page);
    const pageAlone: Snapshot[] = [];
    for (const mode of ['', 'hostile=off&']) {
      await page.goto(`${partnerUrl}/?${mode}widgets=off`);
      const without = await stableSnapshot(page, '[data-partner="page"]');
      pageAlone.push(without);
      await open(page, `?${mode}`);
      const withWidgets = await stableSnapshot(page, '[data-partner="page"]', '.partner-slot');
      const elements = Object.keys(without).length;
      totals.elements += elements;
      totals.comparisons += elements * PROPERTIES.length;
      console.log(
        `[partner-isolation] partner page (${mode ? 'clean' : 'hostile'}): ${elements} elements × ${PROPERTIES.length} properties`,
      );
      expect(elements).toBeGreaterThan(10);
      // The root's height grows with the widgets below; every other value must stay.
      const diff = differences(without, withWidgets).filter((d) => !d.startsWith('div height:'));
      expect(diff, mode || 'hostile').toEqual([]);
    }
    // The hostile CSS is live: the partner's own elements differ between the two pages by many values.
    expect(differences(pageAlone[1]!, pageAlone[0]!).length).toBeGreaterThan(50);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("shows the widgets in the partner's German (?lang=de): its texts, German dates, the rest in English", async () => {
    const page = await newPage();
    await signIn(page);
    await page.goto(`${partnerUrl}/?lang=de`);
    const queue = page.locator(queueRoot);
    const review = queue.getByRole('button', { name: / prüfen$/ }).first();
    await review.waitFor({ timeout: 20_000 });
    expect(await queue.getByRole('heading', { level: 2 }).first().textContent()).toBe('Prüfwarteschlange');
    expect(await queue.locator('[data-counter="total_pending"] dt').textContent()).toBe('Ausstehend');
    await page.locator(catalogRoot).getByRole('heading', { name: 'Produkte filtern' }).waitFor();
    // A text the partner did not translate keeps Curate's English default.
    expect(await queue.getByRole('columnheader', { name: 'Quality Score' }).count()).toBe(1);
    // Dates by the provider's locale: a catalogue card's last update, as German writes it ('26. Nov. 2026, 13:05').
    const updated = page.locator(`${catalogRoot} [data-slot="catalog-card"] time`).first();
    const shown = await updated.textContent();
    const german = await updated.evaluate((time) =>
      new Intl.DateTimeFormat('de-DE', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(time.getAttribute('datetime')!)),
    );
    expect(shown).toBe(german);
    expect(shown).toMatch(/^\d{1,2}\. /);
    await review.click();
    const dialog = page.locator(dialogRoot);
    await dialog.getByRole('button', { name: /^Freigeben/ }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
