import type { Browser, Page } from 'playwright-core';
import type { RunningProduct } from './product';
import { ACCOUNTS, DEMO_PASSWORD } from './signIn';

/**
 * A page of the partner example that records CSP violations and page errors into `problems` (issue #21). The
 * example's policy forbids inline script, so the listener is added by the browser context, not by the page.
 */
export async function watchedPartnerPage(browser: Browser, problems: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.text().startsWith('CSP violation')) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return page;
}

/** Signs in at the partner example's home page through Curate's provider (as Alice); the session lives in this tab. */
export async function signInAtPartner(page: Page, product: RunningProduct): Promise<void> {
  await page.goto(`${product.partnerUrl}/`);
  await page.getByRole('button', { name: 'Sign in with Curate' }).click();
  await page.waitForURL((url) => url.origin === product.idpUrl, { timeout: 20_000 });
  await page.getByLabel('Email').fill(ACCOUNTS.alice.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 20_000 });
}

/** The focused element as the user sees it, inside shadow roots; described by its tag, role, name and dialog. */
export function deepFocus(page: Page): Promise<{ tag: string; label: string; inDialog: boolean; inShadow: boolean }> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      label: active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 60) ?? '',
      inDialog: !!active?.closest('dialog.curate-Dialog'),
      inShadow: active?.getRootNode() instanceof ShadowRoot,
    };
  });
}
