import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';
import { ACCOUNTS, signIn, waitForPath } from './support/signIn';

// `pnpm start` for real, in Debian's Chromium: the Schema Manager tab (issue #19, spec part 2 §2.8, §2.9,
// §4.4, §4.5, §6) against the real server and the demo seed, which holds the near-duplicates
// colour / color and weight_lb / weight_lbs.
describe('Schema Manager in the workspace (issue #19)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let page: Page;
  let token = '';
  let companyId = '';
  const run = Date.now().toString(36);
  const groupName = `E2E Finishes ${run}`;

  /** A signed-in page whose bearer token and company id are captured from its own API calls. */
  async function openAs(email: string) {
    const target = await (await browser.newContext({ acceptDownloads: true })).newPage();
    const seen = { token: '', companyId: '' };
    target.on('request', (request) => {
      const auth = request.headers().authorization;
      if (request.url().startsWith(product.apiUrl) && auth?.startsWith('Bearer ')) seen.token = auth.slice(7);
      const company = /\/api\/v2\/companies\/([0-9a-f-]{36})\//.exec(request.url());
      if (company) seen.companyId = company[1]!;
    });
    await signIn(target, product, email);
    for (let i = 0; i < 200 && !(seen.token && seen.companyId); i++) await target.waitForTimeout(100);
    if (!seen.token || !seen.companyId) throw new Error('no token or company id seen');
    return { page: target, ...seen };
  }

  beforeAll(async () => {
    [product, browser] = await Promise.all([startProduct({ WORKERS: '0' }), launchChromium()]);
    ({ page, token, companyId } = await openAs(ACCOUNTS.alice.email));
    await page.goto(`${product.webUrl}/acme-tools/review?tab=schema`);
    await page.getByRole('heading', { name: 'Schema Manager' }).waitFor({ timeout: 20_000 });
    await page.locator('[data-slot="group-card"]').first().waitFor({ timeout: 20_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  async function call(bearer: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${product.apiUrl}/api/v2/companies/${companyId}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }
  interface Overview {
    groups: { group: { id: string; display_name: string }; fields: { field_name: string; sort_order: number }[] }[];
    ungrouped_fields: { field_name: string }[];
  }
  const overview = async () => (await call(token, 'GET', '/scheme-manager')).json.data as Overview;
  /** The stored order of a group's fields (by sort_order, as the server renumbered them 1..N). */
  const storedOrder = async (display: string) =>
    (await overview()).groups
      .find((g) => g.group.display_name === display)!
      .fields.sort((a, b) => a.sort_order - b.sort_order)
      .map((f) => f.field_name);
  const allFieldNames = async () => {
    const o = await overview();
    return [...o.groups.flatMap((g) => g.fields), ...o.ungrouped_fields].map((f) => f.field_name);
  };
  const group = () => page.getByRole('region', { name: groupName });
  const shownOrder = (scope: Locator) =>
    scope.locator('[data-slot="field-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-field')));

  it('creates a group and two fields in it (names filled from the display names)', async () => {
    await page.getByRole('button', { name: 'New Group' }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Field Group' });
    await editor.getByLabel('Display Name').fill(groupName);
    await editor.getByRole('button', { name: 'Create Group' }).click();
    await editor.waitFor({ state: 'detached' });
    await group().getByText('No fields in this group').waitFor();

    for (const display of [`Finish ${run}`, `Grade ${run}`]) {
      await group()
        .getByRole('button', { name: `Add field to ${groupName}` })
        .click();
      const fieldEditor = page.getByRole('dialog', { name: 'Create New Field' });
      await fieldEditor.getByLabel('Display Name').fill(display);
      expect(await fieldEditor.getByLabel('Field Name').inputValue()).toBe(display.toLowerCase().replace(' ', '_'));
      await fieldEditor.getByRole('button', { name: 'Create Field' }).click();
      await fieldEditor.waitFor({ state: 'detached' });
      await group().getByRole('listitem', { name: display }).waitFor();
    }
    const finish = `finish_${run}`;
    const grade = `grade_${run}`;
    expect(await storedOrder(groupName)).toEqual([finish, grade]);
    await group().getByText('2 field(s)').waitFor();
  });

  it('reorders the fields by mouse, then back by keyboard; the server keeps each order', async () => {
    const finish = `finish_${run}`;
    const grade = `grade_${run}`;
    // Mouse: drag Grade's handle above Finish (the new group is last: scrolled into view first).
    await group()
      .getByRole('listitem', { name: `Grade ${run}` })
      .scrollIntoViewIfNeeded();
    const from = (await group()
      .getByRole('button', { name: `Move field Grade ${run}` })
      .boundingBox())!;
    const onto = (await group()
      .getByRole('listitem', { name: `Finish ${run}` })
      .boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, onto.y + 4, { steps: 10 });
    await page.locator('[data-slot="field-card"][data-dragging]').waitFor();
    await page.mouse.up();
    await expect.poll(() => shownOrder(group())).toEqual([grade, finish]);
    await expect.poll(() => storedOrder(groupName)).toEqual([grade, finish]);

    await expect
      .poll(() =>
        group()
          .locator('[data-slot="field-card"]')
          .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).style.transform)),
      )
      .toEqual(['', '']);
    // Keyboard: Space picks Grade up, ArrowDown moves it below Finish, Space drops it; each step announced.
    await group()
      .getByRole('button', { name: `Move field Grade ${run}` })
      .focus();
    await page.keyboard.press('Space');
    await page.getByText(`Picked up field Grade ${run}. It is at position 1 of 2.`).waitFor({ state: 'attached' });
    // The sensor measures the list once the item is picked up; until then an arrow key does nothing, so press
    // until the move is announced (with two fields, further presses cannot go past position 2).
    const moved = page.getByText(`Field Grade ${run} was moved to position 2 of 2.`);
    for (let i = 0; i < 20 && (await moved.count()) === 0; i++) {
      await page.keyboard.press('ArrowDown');
      await moved.waitFor({ state: 'attached', timeout: 250 }).catch(() => undefined);
    }
    await moved.waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => shownOrder(group())).toEqual([finish, grade]);
    await expect.poll(() => storedOrder(groupName)).toEqual([finish, grade]);
  });

  it('keeps the sub-tab in the address: back and forward restore it', async () => {
    await page.getByRole('tab', { name: 'Merge Fields' }).click();
    await waitForPath(page, product, '/acme-tools/review?tab=schema&subtab=merge');
    await page.getByRole('heading', { name: 'Manual Merge' }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: 'Schema', exact: true, selected: true }).waitFor();
    await page.goForward();
    await page.getByRole('tab', { name: 'Merge Fields', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Manual Merge' }).waitFor();
  });

  it('merges Colour (legacy) into Color after a preview with its conflicts and a product preview', async () => {
    await page.getByRole('button', { name: 'Merge Fields', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge Fields' });
    await dialog.getByRole('searchbox', { name: 'Search Source Field' }).fill('colour');
    await dialog.getByRole('button', { name: /^Colour \(legacy\) colour/ }).click();
    await dialog.getByRole('searchbox', { name: 'Search Target Field' }).fill('color');
    await dialog.getByRole('button', { name: /^Color color / }).click();
    await dialog.getByRole('button', { name: 'Preview Merge' }).click();
    const preview = dialog.getByRole('region', { name: 'Merge preview' });
    await preview.waitFor();
    expect(await preview.textContent()).toMatch(/\d+ product\(s\) hold a value of Colour \(legacy\)/);
    // The seed gives some products both values: the conflicts list them with a product preview.
    const product1 = preview.locator('[data-slot="product-preview"] button').first();
    await product1.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText('Name', { exact: true }).waitFor();
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Execute Merge' }).click();
    await dialog.getByText('Fields merged.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await allFieldNames()).not.toContain('colour');
    expect(await allFieldNames()).toContain('color');
  });

  it('accepts the AI suggestion weight_lb → weight_lbs, which opens the merge pre-filled and previewed', async () => {
    await page.getByRole('button', { name: 'Analyze Fields' }).click();
    const accept = page.getByRole('button', { name: 'Accept merge of Weight (lb) into Weight (lbs)' });
    await accept.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('listitem', { name: 'Merge Weight (lb) into Weight (lbs)' }).textContent()).toMatch(
      /names differ only by a suffix/,
    );
    await accept.click();
    const dialog = page.getByRole('dialog', { name: 'Merge Fields' });
    await dialog.getByRole('region', { name: 'Merge preview' }).waitFor();
    expect(await dialog.getByRole('group', { name: 'Source Field' }).textContent()).toContain('weight_lb');
    expect(await dialog.getByRole('group', { name: 'Target Field' }).textContent()).toContain('weight_lbs');
    await dialog.getByRole('button', { name: 'Execute Merge' }).click();
    await dialog.getByText('Fields merged.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(await allFieldNames()).not.toContain('weight_lb');
    await page.getByRole('listitem', { name: 'Merge Weight (lb) into Weight (lbs)' }).waitFor({ state: 'detached' });
  });

  it("exports the schema as JSON named with today's date", async () => {
    await page.getByRole('tab', { name: 'Schema', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Schema' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`schema-export-${new Date().toISOString().slice(0, 10)}.json`);
    const saved = JSON.parse(await readFile((await download.path())!, 'utf8')) as Overview;
    expect(saved.groups.map((g) => g.group.display_name)).toContain(groupName);
    expect(saved.groups.flatMap((g) => g.fields).map((f) => f.field_name)).not.toContain('colour');
  });

  it('gives a tenant user no Schema tab and 403 from the schema calls', async () => {
    const tom = await openAs(ACCOUNTS.tom.email);
    expect(tom.companyId).toBe(companyId);
    expect(await tom.page.getByRole('tab', { name: 'Schema Manager' }).count()).toBe(0);
    await tom.page.goto(`${product.webUrl}/acme-tools/review?tab=schema`);
    await tom.page.getByRole('tab', { selected: true }).waitFor();
    expect(await tom.page.getByRole('tab', { name: 'Schema Manager' }).count()).toBe(0);
    expect(new URL(tom.page.url()).searchParams.get('tab')).not.toBe('schema');
    const groupId = (await overview()).groups[0]!.group.id;
    const refused = [
      await call(tom.token, 'GET', '/scheme-manager'),
      await call(tom.token, 'POST', '/field-groups', { name: 'tom_group', display_name: 'Tom' }),
      await call(tom.token, 'PUT', '/field-groups/reorder', { group_orders: [{ group_id: groupId, sort_order: 1 }] }),
      await call(tom.token, 'POST', '/schema/merge/ai-suggestions', {}),
      await call(tom.token, 'GET', '/schema/merge/suggestions'),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await overview()).groups.map((g) => g.group.display_name)).not.toContain('Tom');
  });
});
