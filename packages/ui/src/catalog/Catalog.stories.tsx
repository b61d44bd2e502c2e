import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiFailure, FixtureApi, never } from '../test/fixtureApi';
import { germanMessages } from '../test/germanMessages';
import { CurateProvider } from '../theme/CurateProvider';
import { Catalog, type CatalogProps } from './Catalog';
import {
  COMPANY_ID,
  EXPORT_FILE_NAME,
  catalogFixtureClient,
  catalogProducts,
  failingExport,
  type CatalogFixtureOptions,
} from '../test/catalog';

type Args = CatalogProps & { fixtures?: CatalogFixtureOptions };

/** The widget over an in-memory catalogue API (a test double; the real one is the Curate server). */
function CatalogWithFixtures({ fixtures, ...props }: Args) {
  const [client] = useState(() => catalogFixtureClient(fixtures));
  return (
    <FixtureApi client={client}>
      <Catalog {...props} />
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/catalog/Catalog',
  component: Catalog,
  args: { companyId: COMPANY_ID, onProductOpen: fn(), onViewChange: fn(), saveExport: fn() },
  render: (args) => <CatalogWithFixtures {...args} />,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<Args>;

const openGroup = async (canvas: { findByRole: typeof screen.findByRole }, name: string) =>
  userEvent.click(await canvas.findByRole('button', { name: new RegExp(`^${name}`) }));
const openAddFilter = async (canvas: { findByRole: typeof screen.findByRole }, group: string, field: string) => {
  await openGroup(canvas, group);
  await userEvent.click(await canvas.findByRole('button', { name: `Add filter for ${field}` }));
  return screen.findByRole('dialog', { name: 'Add Filter' });
};

/** A page of 20 of 53 products as cards, with the filter panel. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Page 1 • 20 of 53')).toBeVisible();
    await expect(await canvas.findByText('5 of 5 fields')).toBeVisible();
    const [card, second, third] = canvas.getAllByRole('article') as [HTMLElement, HTMLElement, HTMLElement];
    await userEvent.click(within(card).getByRole('heading').querySelector('button')!);
    await expect(args.onProductOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: card.dataset.productId }));
    // The whole card opens the product, not only its title (issue #14): what the browser hits over the card's
    // facts is the title button (user-event does no hit testing, so ask the layout).
    const facts = within(second).getByText('Product ID').getBoundingClientRect();
    const hit = document.elementFromPoint(facts.x + facts.width / 2, facts.y + facts.height / 2);
    await expect(hit).toBe(within(second).getByRole('heading').querySelector('button'));
    await userEvent.click(hit!);
    await expect(args.onProductOpen).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: second.dataset.productId }),
    );
    // And from the keyboard: the card's one tab stop is its title button.
    within(third).getByRole('heading').querySelector('button')!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onProductOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: third.dataset.productId }));
    await expect(args.onProductOpen).toHaveBeenCalledTimes(3);
  },
};

/** 'Loading products...' while the first page is on its way. */
export const Loading: Story = {
  args: { fixtures: { overrides: { listProducts: never, listFields: never, listFieldGroups: never } } },
};

/** 'No products found' / 'Try adjusting your search criteria or filters.'. */
export const Empty: Story = {
  args: { fixtures: { products: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products found')).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
  },
};

/** The page fails to load: the error with a retry, and onLoadError tells the host. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    onLoadError: fn(),
    fixtures: {
      overrides: {
        listProducts: () => {
          throw apiFailure(503, 'Catalogue service is temporarily unavailable');
        },
      },
    },
  },
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByText('Failed to load products: Catalogue service is temporarily unavailable'),
    ).toBeVisible();
    await waitFor(() =>
      expect(args.onLoadError).toHaveBeenCalledWith({
        type: 'products',
        message: 'Catalogue service is temporarily unavailable',
      }),
    );
  },
};

/** The table view: Product, Status, Quality, Updated, Actions; View Details opens the product. */
export const TableView: Story = {
  args: { defaultView: 'table' },
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole('table', { name: 'Products' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Status', 'Quality', 'Updated', 'Actions']);
    await expect(table).toHaveAttribute('aria-rowcount', '21');
    await userEvent.click(await within(table).findByRole('button', { name: 'View Details SKU-20413' }));
    await expect(args.onProductOpen).toHaveBeenCalledWith(expect.objectContaining({ product_id: 'SKU-20413' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cards' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('cards');
    await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
  },
};

/** Status, search and two field filters active: the list narrows and each filter can be removed. */
export const WithActiveFilters: Story = {
  args: {
    initial: {
      reviewStatus: 'approved',
      filters: [
        { field: 'material', value: 'steel', displayName: 'Material', kind: 'text' },
        { field: 'capacity_ml', value: '400-1000', displayName: 'Capacity (ml)', kind: 'number' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Material contains "steel"')).toBeVisible();
    await expect(canvas.getByText('Capacity (ml): 400 to 1000')).toBeVisible();
    await expect(await canvas.findByText(/^Page 1 • \d+ of \d+$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear All' })).toBeVisible();
  },
};

/** Add Filter on a text field: 'Contains'; Add Filter is disabled until something is typed. */
export const AddFilterText: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAddFilter(canvas, 'Specifications', 'Material');
    await expect(within(dialog).getByLabelText('Field')).toHaveValue('Material');
    await expect(within(dialog).getByRole('button', { name: 'Add Filter' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Contains'), 'steel');
    await expect(within(dialog).getByRole('button', { name: 'Add Filter' })).toBeEnabled();
  },
};

/** Add Filter on a number field: a value or a range such as '1-5'; garbage is refused with a message. */
export const AddFilterNumber: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAddFilter(canvas, 'Specifications', 'Capacity (ml)');
    await userEvent.type(within(dialog).getByLabelText('Value or range'), '500-');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Filter' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter a range as two numbers, such as 1-5.',
    );
    await userEvent.type(within(dialog).getByLabelText('Value or range'), '750');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/**
 * A search the API's text rule refuses (a bell character pasted in, or over 200 characters): its message
 * under the box, and the list keeps the last search instead of asking for this one (issue #11).
 */
export const SearchTextRule: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Page 1 • 20 of 53');
    const box = canvas.getByLabelText('Search');
    await userEvent.click(box);
    await userEvent.paste('kettle\u0007');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Must be a single line without control characters',
    );
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Must be a single line without control characters');
    await expect(canvas.getByText('Page 1 • 20 of 53')).toBeVisible();
  },
};

/** Add Filter on a text field with a value the API's text rule refuses: its message under the input; no filter is added (issue #11). */
export const AddFilterTextRule: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAddFilter(canvas, 'Specifications', 'Material');
    const input = within(dialog).getByLabelText('Contains');
    await userEvent.click(input);
    await userEvent.paste('st\u0007eel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Filter' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Must be a single line without control characters',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Must be a single line without control characters');
    await expect(canvas.queryByText('Active Filters')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, 'steel');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Add Filter on a boolean field: Either / Yes / No, and Add Filter is enabled even on Either. Yes adds a
 * filter; Either then takes it away again (it restricts nothing, so it leaves no chip).
 */
export const AddFilterBoolean: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAddFilter(canvas, 'Specifications', 'Dishwasher Safe');
    const select = within(dialog).getByLabelText('Value');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Either', 'Yes', 'No']);
    await expect(within(dialog).getByRole('button', { name: 'Add Filter' })).toBeEnabled();
    await userEvent.selectOptions(select, 'Yes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Filter' }));
    await expect(await canvas.findByRole('button', { name: 'Remove filter Dishwasher Safe: Yes' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Filter' })).toBeNull());
    await userEvent.click(await canvas.findByRole('button', { name: 'Add filter for Dishwasher Safe' }));
    const again = await screen.findByRole('dialog', { name: 'Add Filter' });
    await userEvent.selectOptions(within(again).getByLabelText('Value'), 'Either');
    await userEvent.click(within(again).getByRole('button', { name: 'Add Filter' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Remove filter Dishwasher Safe/ })).toBeNull());
    await expect(canvas.queryByText('Active Filters')).toBeNull();
  },
};

/** Add Filter on a field with known values: 'Select Value' with each value's product count. */
export const AddFilterSelect: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAddFilter(canvas, 'Basic Information', 'Brand');
    const select = within(dialog).getByLabelText('Select Value');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Hydro Flask (5 products)' })).toBeInTheDocument(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Add Filter' })).toBeDisabled();
  },
};

const openExport = async (canvas: { findByRole: typeof screen.findByRole }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Export' }));
  return screen.findByRole('dialog', { name: 'Export Products' });
};

/** The Export dialog: the filtered view (53 products) or all products. */
export const ExportIdle: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('Page 1 • 20 of 53');
    const dialog = await openExport(canvas);
    await expect(
      within(dialog).getByRole('radio', { name: 'Export current filtered view (53 products)' }),
    ).toBeChecked();
    await expect(
      within(dialog).getByRole('radio', { name: 'Export all products (no filters applied)' }),
    ).not.toBeChecked();
  },
};

/** 'Exporting...' while the file is being prepared. */
export const ExportBusy: Story = {
  args: { fixtures: { download: never } },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await expect(await within(dialog).findByRole('button', { name: 'Exporting...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** 'Export failed. Please try again. ❌'. */
export const ExportFailed: Story = {
  args: { fixtures: { download: failingExport } },
  play: async ({ canvas }) => {
    const dialog = await openExport(canvas);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Export all products (no filters applied)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Export failed. Please try again. ❌');
  },
};

/** A finished export is saved under the server's file name and the dialog closes. */
export const ExportDone: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openExport(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(args.saveExport).toHaveBeenCalledWith(expect.objectContaining({ filename: EXPORT_FILE_NAME })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  },
};

/** 5,000 products in the table view (one page of 5,000): only the rows in view are rendered. For scrolling benchmarks. */
export const Table5000Rows: Story = {
  args: { defaultView: 'table', pageSize: 5000, fixtures: { products: catalogProducts(5000) } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Products' }, { timeout: 5000 });
    await expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rendered = within(table).getAllByRole('row').length;
    await expect(rendered).toBeLessThan(100);
    const region = canvas.getByRole('region', { name: 'Products' });
    region.scrollTop = 56 * 2500;
    await waitFor(() => expect(table.querySelector('[aria-rowindex="2502"]')).not.toBeNull());
  },
};

const states: Array<{ label: string; args: Partial<Args> }> = [
  { label: 'Cards', args: { fixtures: { products: catalogProducts(6) } } },
  { label: 'Table', args: { defaultView: 'table', fixtures: { products: catalogProducts(6) } } },
  { label: 'Loading', args: { fixtures: { overrides: { listProducts: never } } } },
  { label: 'Empty', args: { fixtures: { products: [] } } },
  {
    label: 'Error',
    args: {
      fixtures: {
        overrides: {
          listProducts: () => {
            throw apiFailure(503, 'Catalogue service is temporarily unavailable');
          },
        },
      },
    },
  },
];

/** Every state on one page, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 40 }}>
      {states.map(({ label, args: extra }) => (
        <section key={label} aria-label={`State: ${label}`}>
          <p style={{ margin: '0 0 8px' }}>
            <strong>{`State: ${label}`}</strong>
          </p>
          <CatalogWithFixtures {...args} {...extra}>
            <Catalog.Toolbar />
            <Catalog.Results
              aria-label={`${label} results`}
              pagination={<Catalog.Pagination aria-label={`${label} pages`} />}
            />
          </CatalogWithFixtures>
        </section>
      ))}
    </div>
  ),
};

/**
 * The catalogue in German (issue #21): filter panel, cards, paging and the Export dialog from a full
 * messages object, dates formatted for de-DE.
 */
export const InGerman: Story = {
  render: (args) => (
    <CurateProvider messages={germanMessages} locale="de-DE">
      <CatalogWithFixtures {...args} />
    </CurateProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Produkte filtern' })).toBeVisible();
    await expect(await canvas.findByText('Seite 1 • 20 von 53')).toBeVisible();
    await expect(await canvas.findByText('5 von 5 Feldern')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Produkte exportieren' });
    await waitFor(() =>
      expect(within(dialog).getByText('Aktuelle gefilterte Ansicht exportieren (53 Produkte)')).toBeVisible(),
    );
  },
};
