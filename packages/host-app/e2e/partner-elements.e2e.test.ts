import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { signInAtPartner, watchedPartnerPage } from './support/partner';
import { startProduct, type RunningProduct } from './support/product';

// The partner example's plain HTML page with Curate's custom elements (packages/partner-example/public/elements.html,
// issue #21): no build step, the @curate/elements bundle loaded with <script type="module">, under the partner's
// strict CSP with a per-response nonce for style elements. Signed in at the portal's home page (same tab), the page
// hands the session's token getter, the API origin and the company to <curate-review-queue> and <curate-catalog>.

const queue = 'curate-review-queue';
const catalog = 'curate-catalog';

describe('partner example: custom elements on a page without React (issue #21)', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct({ PARTNER_EXAMPLE_PORT: 'auto' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  /** Signs in at the portal's home page, then opens the elements page in the same tab. */
  async function openElementsPage(
    problems: string[],
    query = '',
    setup?: (page: Page) => Promise<unknown>,
    file = 'elements.html',
  ) {
    const page = await watchedPartnerPage(browser, problems);
    if (setup) await setup(page);
    await signInAtPartner(page, product);
    await page.goto(`${product.partnerUrl}/${file}${query}`);
    return page;
  }

  const events = (page: Page) => page.locator('#events li').allTextContents();

  /** Opens the queue's first product and approves it (shortcut A); the page hears curate-reviewed. */
  async function approveFirst(page: Page) {
    await page
      .locator(queue)
      .getByRole('button', { name: /^Review / })
      .first()
      .click();
    const panel = page.locator(`${queue} dialog.curate-Dialog [data-slot="dialog-panel"]`);
    await panel.locator('[data-slot="review-field"]').first().waitFor({ timeout: 15_000 });
    await panel.focus();
    await page.keyboard.press('a');
    await expect
      .poll(() => events(page), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^curate-reviewed from <curate-review-queue>: .+ \(approved\)$/));
  }

  it('shows the queued products and the catalogue, themed, inside the elements, and sends their events to the page', async () => {
    const problems: string[] = [];
    const page = await openElementsPage(problems);
    const csp = (await page.request.get(`${product.partnerUrl}/elements.html`)).headers()['content-security-policy'];
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');

    // The queued products, in the review queue element's own shadow root.
    const reviewButtons = page.locator(queue).getByRole('button', { name: /^Review / });
    await reviewButtons.first().waitFor({ timeout: 30_000 });
    expect(await reviewButtons.count()).toBeGreaterThan(0);
    const pending = Number(await page.locator(`${queue} [data-counter="total_pending"] dd`).textContent());
    expect(pending).toBeGreaterThan(0);
    const inShadow = await page.evaluate(() => ({
      queue: !!document.querySelector('curate-review-queue')?.shadowRoot?.querySelector('.curate-root'),
      catalog: !!document.querySelector('curate-catalog')?.shadowRoot?.querySelector('.curate-root'),
      light: document.querySelectorAll('.curate-root').length,
      // The theme attributes reach the provider's root; Curate's stylesheet is adopted, not a <style> element.
      primary: getComputedStyle(
        document.querySelector('curate-review-queue')!.shadowRoot!.querySelector('.curate-root')!,
      ).getPropertyValue('--curate-color-primary'),
      adopted: document.querySelector('curate-review-queue')!.shadowRoot!.adoptedStyleSheets.length,
      styleElements: document.querySelector('curate-review-queue')!.shadowRoot!.querySelectorAll('style').length,
    }));
    expect(inShadow).toEqual({
      queue: true,
      catalog: true,
      light: 0,
      primary: '#0f766e',
      // The base stylesheet, and the review queue's, which came with its chunk.
      adopted: 2,
      styleElements: 0,
    });

    // A catalogue card opens: the page hears curate-product-open, and the detail dialog opens inside the element.
    const card = page.locator(`${catalog} [data-slot="catalog-card"]`).first();
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('button').first().click();
    await page
      .locator(`${catalog} dialog.curate-Dialog`)
      .getByText(/^Product ID: /)
      .waitFor({ timeout: 15_000 });
    await expect
      .poll(() => events(page))
      .toEqual([expect.stringMatching(/^curate-product-open from <curate-catalog>: /)]);
    await page.keyboard.press('Escape');
    await page.locator(`${catalog} dialog.curate-Dialog`).waitFor({ state: 'detached' });

    // The view switch is reflected on the element's attribute and reported.
    await page.locator(catalog).getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
    await expect.poll(() => page.locator(catalog).getAttribute('view')).toBe('table');

    // Approving a product in the review dialog (shortcut A) reaches the page as curate-reviewed.
    await approveFirst(page);
    expect(await events(page)).toContainEqual('curate-view-change from <curate-catalog>: table');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("styles the elements through a <style nonce> where sheets cannot be adopted, within the page's CSP", async () => {
    // An engine without adoptable stylesheets: the elements fall back to a <style> element carrying the nonce.
    const withoutAdoption = (page: Page) =>
      page.context().addInitScript(() => {
        Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', { get: () => undefined, configurable: true });
      });
    const problems: string[] = [];
    const page = await openElementsPage(problems, '', withoutAdoption);
    await page
      .locator(queue)
      .getByRole('button', { name: /^Review / })
      .first()
      .waitFor({ timeout: 30_000 });
    const styled = await page.evaluate(() => {
      const shadow = document.querySelector('curate-review-queue')!.shadowRoot!;
      const style = shadow.querySelector('style');
      return {
        nonce: !!style?.nonce,
        // A rule of Curate's stylesheet applies: the root's font size and the design token.
        fontSize: getComputedStyle(shadow.querySelector('.curate-root')!).fontSize,
        space: getComputedStyle(shadow.querySelector('.curate-root')!).getPropertyValue('--curate-space-4').trim(),
      };
    });
    expect(styled).toEqual({ nonce: true, fontSize: '14px', space: '16px' });
    expect(problems).toEqual([]);
    await page.context().close();

    // Without the nonce the same <style> is refused by the policy: the nonce is what lets it in.
    const refused: string[] = [];
    const bare = await openElementsPage(refused, '?nonce=off', withoutAdoption);
    await bare
      .locator(queue)
      .getByRole('button', { name: /^Review / })
      .first()
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => refused.some((p) => p.startsWith('CSP violation: style-src-elem'))).toBe(true);
    await bare.context().close();
  });

  it('shows the reason in the widget, not a blank one, for a missing token getter or a company the token may not read', async () => {
    const problems: string[] = [];
    const page = await openElementsPage(problems, '?token=off');
    await page
      .locator(queue)
      .getByText(/has no access token getter: set el\.getAccessToken/)
      .waitFor({ timeout: 30_000 });
    await page.context().close();

    const other = await openElementsPage(problems, '?company=00000000-0000-4000-8000-000000000000');
    await other
      .locator(queue)
      .getByText(/^Failed to load the review queue: /)
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(() => events(other))
      .toContainEqual(expect.stringMatching(/^curate-load-error from <curate-catalog>/));
    expect(problems).toEqual([]);
    await other.context().close();
  });

  it('shows one element from its own module, which loads nothing of the other widget', async () => {
    const problems: string[] = [];
    const scripts: string[] = [];
    const watchScripts = async (page: Page) =>
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });

    // curate-review-queue.js: the queue, its review dialog (a chunk of its own), and the page hears the decision.
    const page = await openElementsPage(problems, '', watchScripts, 'elements-review-queue.html');
    const reviewButtons = page.locator(queue).getByRole('button', { name: /^Review / });
    await reviewButtons.first().waitFor({ timeout: 30_000 });
    expect(
      await page.evaluate(() => ({
        catalog: customElements.get('curate-catalog') !== undefined,
        adopted: document.querySelector('curate-review-queue')!.shadowRoot!.adoptedStyleSheets.length,
      })),
    ).toEqual({ catalog: false, adopted: 2 });
    await approveFirst(page);
    const queueModules = scripts.filter((script) => script.startsWith('/elements/'));
    expect(queueModules).toContain('/elements/review-queue/curate-review-queue.js');
    expect(queueModules.every((script) => script.startsWith('/elements/review-queue/'))).toBe(true);
    await page.context().close();

    // curate-catalog.js: the cards, then the table view (a chunk of its own) with the products as rows.
    scripts.length = 0;
    const cards = await openElementsPage(problems, '', watchScripts, 'elements-catalog.html');
    await cards.locator(`${catalog} [data-slot="catalog-card"]`).first().waitFor({ timeout: 30_000 });
    expect(await cards.evaluate(() => customElements.get('curate-review-queue') !== undefined)).toBe(false);
    await cards.locator(catalog).getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
    await cards.locator(catalog).getByRole('row').nth(1).waitFor({ timeout: 15_000 });
    await expect.poll(() => events(cards)).toContainEqual('curate-view-change from <curate-catalog>: table');
    const catalogModules = scripts.filter((script) => script.startsWith('/elements/'));
    expect(catalogModules).toContain('/elements/catalog/curate-catalog.js');
    expect(catalogModules.every((script) => script.startsWith('/elements/catalog/'))).toBe(true);
    expect(problems).toEqual([]);
    await cards.context().close();
  });
});
