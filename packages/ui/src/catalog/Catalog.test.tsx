import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FixtureApi } from '../test/fixtureApi';
import { Catalog, type CatalogProps } from './Catalog';
import { COMPANY_ID, EXPORT_FILE_NAME, catalogFixtureClient, type CatalogFixtureOptions } from '../test/catalog';
import * as stories from './Catalog.stories';
import { saveFile } from '../internal/saveFile';

const { Default, Empty, ErrorState } = composeStories(stories);

// jsdom with userEvent typing is slow while the whole workspace runs in parallel.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.restoreAllMocks());

/** The widget over the fixture API, keeping the client to read the calls it received. */
function renderCatalog(props: Partial<CatalogProps> = {}, fixtures: CatalogFixtureOptions = {}) {
  const client = catalogFixtureClient(fixtures);
  const saveExport = vi.fn();
  const onProductOpen = vi.fn();
  render(
    <FixtureApi client={client}>
      <Catalog companyId={COMPANY_ID} saveExport={saveExport} onProductOpen={onProductOpen} {...props} />
    </FixtureApi>,
  );
  const lastList = () => client.calls.filter((c) => c.routeId === 'listProducts').at(-1)!.query!;
  return { client, saveExport, onProductOpen, lastList };
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

async function addFilter(group: string, field: string, enter: (dialog: HTMLElement) => Promise<void>) {
  const toggle = screen.getByRole('button', { name: new RegExp(`^${group}`) });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  await userEvent.click(screen.getByRole('button', { name: `Add filter for ${field}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Filter' });
  await enter(dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add Filter' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('Catalog filter panel (spec part 1 §2)', () => {
  it("shows 'Filter Products' with the search box, status and sort selects and 'N of M fields'", async () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Filter Products' })).toBeTruthy();
    expect(screen.getByLabelText('Search').getAttribute('placeholder')).toBe('Search name, description, ID...');
    expect(optionTexts(screen.getByLabelText('Review Status'))).toEqual([
      'All Status',
      'pending',
      'approved',
      'rejected',
      'skipped',
    ]);
    expect(optionTexts(screen.getByLabelText('Sort By'))).toEqual([
      'Last Updated',
      'Date Created',
      'Product ID',
      'Quality Score',
    ]);
    expect(await screen.findByText('5 of 5 fields')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search Fields'), 'cap');
    expect(screen.getByText('1 of 5 fields')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add filter for Capacity (ml)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add filter for Brand' })).toBeNull();
  });

  it('adds a number range and a select filter, sends their pairs from the first page, and removes them', async () => {
    const { lastList } = renderCatalog();
    await screen.findByText('Page 1 • 20 of 53');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 • 40 of 53');
    await addFilter('Specifications', 'Capacity (ml)', (dialog) =>
      userEvent.type(within(dialog).getByLabelText('Value or range'), '400 - 1000'),
    );
    expect(screen.getByText('Capacity (ml): 400 to 1000')).toBeTruthy();
    await screen.findByText('Page 1 • 19 of 19');
    expect(lastList()).toMatchObject({ offset: 0, filter_field_0: 'capacity_ml', filter_value_0: '400-1000' });
    await addFilter('Basic Information', 'Brand', async (dialog) => {
      const select = within(dialog).getByLabelText('Select Value');
      await within(select).findByRole('option', { name: 'Hydro Flask (5 products)' });
      await userEvent.selectOptions(select, 'Hydro Flask');
    });
    await screen.findByText('Page 1 • 5 of 5');
    expect(lastList()).toMatchObject({ filter_field_1: 'brand', filter_value_1: 'Hydro Flask' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Capacity (ml): 400 to 1000' }));
    await waitFor(() => expect(lastList()).toMatchObject({ filter_field_0: 'brand', filter_value_0: 'Hydro Flask' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await screen.findByText('Page 1 • 20 of 53');
    expect(screen.queryByText('Brand: Hydro Flask')).toBeNull();
  });

  it("reads a boolean's Either as no filter, and keeps Add Filter disabled for an empty text value", async () => {
    const { lastList } = renderCatalog();
    await screen.findByText('Page 1 • 20 of 53');
    await userEvent.click(screen.getByRole('button', { name: /^Specifications/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add filter for Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Filter' });
    expect((within(dialog).getByRole('button', { name: 'Add Filter' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await addFilter('Specifications', 'Dishwasher Safe', async () => undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Active Filters')).toBeNull();
    expect(screen.queryByText('Dishwasher Safe: Either')).toBeNull();
    expect(lastList()).not.toHaveProperty('filter_field_0');
  });

  it('searches after typing and filters by status, each from the first page', async () => {
    const { lastList } = renderCatalog();
    await screen.findByText('Page 1 • 20 of 53');
    await userEvent.selectOptions(screen.getByLabelText('Review Status'), 'rejected');
    await waitFor(() => expect(lastList()).toMatchObject({ review_status: 'rejected', offset: 0 }));
    await userEvent.selectOptions(screen.getByLabelText('Review Status'), '');
    await userEvent.type(screen.getByLabelText('Search'), 'kettle');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('kettle');
    await screen.findByText('Page 1 • 4 of 4', undefined, { timeout: 3000 });
    expect(lastList()).toMatchObject({ search_text: 'kettle', offset: 0 });
    expect(lastList().review_status).toBeUndefined();
  });

  it('says why a search the API text rule refuses is not applied, and never sends it (issue #11)', async () => {
    const { lastList } = renderCatalog();
    await screen.findByText('Page 1 • 20 of 53');
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: 'ket\u0007tle' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Must be a single line without control characters');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(lastList().search_text).toBeUndefined();
    fireEvent.change(box, { target: { value: 'kettle' } });
    await screen.findByText('Page 1 • 4 of 4', undefined, { timeout: 3000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Catalog Add Filter under the API text rule (issue #11)', () => {
  it('refuses a text value with a control character or over 200 characters, with the message on the input, and sends nothing', async () => {
    const { lastList } = renderCatalog();
    await screen.findByText('Page 1 • 20 of 53');
    await userEvent.click(screen.getByRole('button', { name: /^Specifications/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add filter for Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Filter' });
    const input = within(dialog).getByLabelText('Contains');
    for (const [value, message] of [
      ['st\u0000eel', 'Must be a single line without control characters'],
      ['s'.repeat(201), 'Must be at most 200 characters'],
    ]) {
      fireEvent.change(input, { target: { value } });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add Filter' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toBe(message);
      expect(input.getAttribute('aria-describedby')).toBe(alert.id);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByRole('dialog', { name: 'Add Filter' })).toBeTruthy();
    expect(lastList()).not.toHaveProperty('filter_field_0');
    fireEvent.change(input, { target: { value: 'steel' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Filter' }));
    await waitFor(() => expect(lastList()).toMatchObject({ filter_field_0: 'material', filter_value_0: 'steel' }));
  });
});

describe('Catalog results (spec part 1 §2)', () => {
  it('shows each card with name, short description, product id, status, quality out of 10 and updated time', async () => {
    const { onProductOpen } = renderCatalog({ initial: { sortBy: 'product_id' } });
    // Sorted by product id, the first card is SKU-20410.
    const open = (await screen.findAllByRole('button', { name: 'Stainless steel water bottle 750 ml' }))[0]!;
    const card = open.closest('article')!;
    expect(
      within(card).getByText('Vacuum-insulated bottle that keeps drinks cold for 24 hours and hot for 12.'),
    ).toBeTruthy();
    expect(within(card).getByText('SKU-20410')).toBeTruthy();
    expect(within(card).getByText('approved')).toBeTruthy();
    expect(within(card).getByText('8.4/10')).toBeTruthy();
    expect(within(card).getByText(/^Mar \d+, 2025/)).toBeTruthy();
    // A clean_name holding a JSON array shows its first element.
    expect(screen.getAllByRole('button', { name: 'Bamboo cutting board, large' }).length).toBeGreaterThan(0);
    await userEvent.click(open);
    expect(onProductOpen).toHaveBeenCalledWith(expect.objectContaining({ product_id: 'SKU-20410' }));
  });

  it('shows the empty and error states', async () => {
    const { unmount } = render(<Empty />);
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or filters.')).toBeTruthy();
    unmount();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ErrorState />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load products: Catalogue service is temporarily unavailable',
    );
  });
});

describe('Catalog export (spec part 1 §2, §7, §8)', () => {
  it('exports the filtered view with the current status and saves it under the server’s name', async () => {
    const { client, saveExport } = renderCatalog({ initial: { reviewStatus: 'approved' } });
    await screen.findByText(/^Page 1 • \d+ of \d+$/);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Products' });
    expect(within(dialog).getByRole('radio', { name: /^Export current filtered view \(\d+ products\)$/ })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(saveExport).toHaveBeenCalledWith(expect.objectContaining({ filename: EXPORT_FILE_NAME })),
    );
    expect(client.calls.find((c) => c.routeId === 'exportProducts')!.query).toMatchObject({
      scope: 'filtered',
      review_status: 'approved',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves a file through an object URL on an <a download>, then revokes the URL', () => {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn(() => 'blob:curate/123');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: Array<{ download: string; href: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    vi.useFakeTimers();
    try {
      const blob = new Blob(['a,b']);
      saveFile({ blob, filename: EXPORT_FILE_NAME });
      expect(createObjectURL).toHaveBeenCalledWith(blob);
      expect(clicked).toEqual([{ download: EXPORT_FILE_NAME, href: 'blob:curate/123' }]);
      vi.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:curate/123');
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });
});
