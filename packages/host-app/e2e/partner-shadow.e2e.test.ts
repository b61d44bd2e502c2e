import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { differences, PROPERTIES, type Snapshot, stableSnapshot } from './support/computedStyles';
import { deepFocus, signInAtPartner, watchedPartnerPage } from './support/partner';
import { startProduct, type RunningProduct } from './support/product';

// The partner example with every widget inside a shadow root of the page's own (?shadow=on, issue #21):
// CurateProvider adopts Curate's stylesheet into each shadow root (`styles`), and the dialogs stay inside the
// shadow root as native modal <dialog>s. The computed-style comparison of partner-isolation runs again there
// (hostile CSS on and off), the widgets are compared with their light-DOM rendering, and focus, Escape, the
// review shortcuts and a listbox are driven inside the shadow root.

const queueHost = '[data-partner-shadow="review-queue"]';
const catalogHost = '[data-partner-shadow="catalog"]';
const queueRoot = `${queueHost} >>> [data-partner-widget="review-queue"]`;
const catalogRoot = `${catalogHost} >>> [data-partner-widget="catalog"]`;
// Playwright's CSS locators pierce open shadow roots by themselves.
const queue = '[data-partner-widget="review-queue"]';
const catalog = '[data-partner-widget="catalog"]';
const dialog = 'dialog.curate-Dialog';

describe('partner example: widgets inside shadow roots (issue #21)', () => {
  let product: RunningProduct;
  let browser: Browser;
  const problems: string[] = [];
  const totals = { elements: 0, comparisons: 0 };

  async function open(page: Page, query: string): Promise<void> {
    await page.goto(`${product.partnerUrl}/${query}`);
    await page
      .locator(queue)
      .getByRole('button', { name: /^Review / })
      .first()
      .waitFor({ timeout: 20_000 });
    await page.locator(`${catalog} [data-slot="catalog-card"]`).first().waitFor({ timeout: 20_000 });
  }

  /** The widgets and their open dialogs' panels, as drawn in one mode; `shadow` says where the widgets are. */
  async function widgets(page: Page, query: string, shadow: boolean): Promise<Record<string, Snapshot>> {
    await open(page, query);
    const roots = shadow ? { queue: queueRoot, catalog: catalogRoot } : { queue, catalog };
    const panel = shadow
      ? (host: string) => `${host} >>> ${dialog} [data-slot="dialog-panel"]`
      : () => '.curate-root.curate-Dialog [data-slot="dialog-panel"]';
    const result: Record<string, Snapshot> = {
      'review queue': await stableSnapshot(page, roots.queue),
      catalogue: await stableSnapshot(page, roots.catalog),
    };
    await page
      .locator(queue)
      .getByRole('button', { name: /^Review / })
      .first()
      .click();
    await page.locator('[data-slot="dialog-panel"] [data-slot="review-field"]').first().waitFor({ timeout: 15_000 });
    result['review dialog panel'] = await stableSnapshot(page, panel(queueHost));
    await page.keyboard.press('Escape');
    await page.locator('[data-slot="dialog-panel"]').waitFor({ state: 'detached' });

    await page.locator(`${catalog} [data-slot="catalog-card"]`).first().getByRole('button').first().click();
    await page
      .locator('[data-slot="dialog-panel"]')
      .getByText(/^Product ID: /)
      .waitFor({ timeout: 15_000 });
    result['product detail dialog panel'] = await stableSnapshot(page, panel(catalogHost));
    await page.keyboard.press('Escape');
    await page.locator('[data-slot="dialog-panel"]').waitFor({ state: 'detached' });

    const view = (name: string) =>
      page.locator(catalog).getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true });
    await view('Table').click();
    await page.locator(`${catalog} [data-slot="catalog-table"]`).getByRole('row').nth(1).waitFor();
    result['catalogue table'] = await stableSnapshot(page, roots.catalog);
    await view('Cards').click();
    await page.locator(`${catalog} [data-slot="catalog-card"]`).first().waitFor();
    return result;
  }

  function compare(label: string, expected: Record<string, Snapshot>, actual: Record<string, Snapshot>) {
    for (const [name, styles] of Object.entries(expected)) {
      const elements = Object.keys(styles).length;
      totals.elements += elements;
      totals.comparisons += elements * PROPERTIES.length;
      console.log(`[partner-shadow] ${label}, ${name}: ${elements} elements × ${PROPERTIES.length} properties`);
      expect(elements, name).toBeGreaterThan(20);
      expect(differences(styles, actual[name]!), `${label}: ${name}`).toEqual([]);
    }
  }

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct({ PARTNER_EXAMPLE_PORT: 'auto' }), launchChromium()]);
  });
  afterAll(async () => {
    console.log(
      `[partner-shadow] compared ${totals.elements} elements × ${PROPERTIES.length} properties = ${totals.comparisons} computed values`,
    );
    await browser?.close();
    await product?.stop();
  });

  it('draws each widget and dialog identically in a shadow root with and without the hostile CSS, and as in the page', async () => {
    const page = await watchedPartnerPage(browser, problems);
    await signInAtPartner(page, product);
    // The demo's open enhancement jobs finish at start; wait for them so that every rendering shows the same data.
    await expect
      .poll(
        async () => {
          await open(page, '?hostile=off');
          return page.locator(`${queue} [data-counter="total_pending"] dd`).textContent();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe('102');
    const light = await widgets(page, '?hostile=off', false);
    const clean = await widgets(page, '?shadow=on&hostile=off', true);
    const hostile = await widgets(page, '?shadow=on', true);
    // Really inside shadow roots: nothing of Curate in the page's own tree, no Headless UI portal root in its body.
    expect(
      await page.evaluate(() => ({
        lightRoots: document.querySelectorAll('.curate-root').length,
        portalRoot: document.getElementById('headlessui-portal-root') !== null,
        shadowRoots: [...document.querySelectorAll('[data-partner-shadow]')].filter((host) =>
          host.shadowRoot?.querySelector('.curate-root'),
        ).length,
      })),
    ).toEqual({ lightRoots: 0, portalRoot: false, shadowRoots: 2 });
    compare('shadow root, hostile CSS on and off', clean, hostile);
    compare('shadow root and page', light, clean);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps a dialog opened in the shadow root modal: focus inside, Tab wraps, the shortcuts work, Escape closes', {
    timeout: 120_000,
  }, async () => {
    const page = await watchedPartnerPage(browser, problems);
    await signInAtPartner(page, product);
    await open(page, '?shadow=on');
    const review = page
      .locator(queue)
      .getByRole('button', { name: /^Review / })
      .first();
    const reviewLabel = await review.getAttribute('aria-label');
    await review.click();
    const panel = page.locator(`${dialog} [data-slot="dialog-panel"]`);
    await panel.locator('[data-slot="review-field"]').first().waitFor({ timeout: 15_000 });
    // The dialog is in the review queue's shadow root, not in the page's body.
    expect(
      await page.evaluate(
        (host) => !!document.querySelector(host)?.shadowRoot?.querySelector('dialog.curate-Dialog[open]'),
        queueHost,
      ),
    ).toBe(true);
    await expect.poll(() => deepFocus(page).then((f) => f.inDialog)).toBe(true);

    // Tab from the last stop goes to the first, Shift+Tab from the first to the last: focus never leaves the dialog.
    const TABBABLE =
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const focusedStop = () =>
      panel.evaluate((el, selector) => {
        const stops = [...el.querySelectorAll<HTMLElement>(selector)].filter((e) => e.checkVisibility());
        const active = (el.getRootNode() as ShadowRoot).activeElement;
        return { index: stops.indexOf(active as HTMLElement), count: stops.length };
      }, TABBABLE);
    await panel.evaluate((el, selector) => {
      const stops = [...el.querySelectorAll<HTMLElement>(selector)].filter((e) => e.checkVisibility());
      stops.at(-1)?.focus();
    }, TABBABLE);
    const atLast = await focusedStop();
    expect(atLast.count).toBeGreaterThan(3);
    expect(atLast.index).toBe(atLast.count - 1);
    await page.keyboard.press('Tab');
    expect(await focusedStop()).toEqual({ index: 0, count: atLast.count });
    await page.keyboard.press('Shift+Tab');
    expect(await focusedStop()).toEqual({ index: atLast.count - 1, count: atLast.count });
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await deepFocus(page), `Tab ${i + 1}`).toMatchObject({ inDialog: true, inShadow: true });
    }

    // Esc closes the dialog (from the panel: in a text field the first Esc only leaves the field); focus goes back
    // to the button that opened it, inside the shadow root.
    await panel.focus();
    await page.keyboard.press('Escape');
    await page.locator(dialog).waitFor({ state: 'detached' });
    await expect.poll(() => deepFocus(page)).toMatchObject({ label: reviewLabel, inShadow: true, inDialog: false });

    // The review shortcut E (edit) reaches the dialog inside the shadow root; its add-field listbox opens there.
    await review.click();
    await panel.locator('[data-slot="review-field"]').first().waitFor({ timeout: 15_000 });
    const editMode = panel.getByRole('button', { name: 'Edit Mode' });
    await panel.focus();
    await page.keyboard.press('e');
    await expect.poll(() => editMode.getAttribute('aria-pressed')).toBe('true');
    const addField = panel.getByRole('combobox', { name: /^Add field to / }).first();
    await addField.waitFor({ timeout: 10_000 });
    await addField.fill('zzq');
    await panel.getByRole('listbox').waitFor();
    expect(
      await page.evaluate(
        (host) => ({
          inShadow: !!document.querySelector(host)?.shadowRoot?.querySelector('dialog [role="listbox"]'),
          inPage: document.querySelector('[role="listbox"]') !== null,
        }),
        queueHost,
      ),
    ).toEqual({ inShadow: true, inPage: false });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
