import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ReviewQueueTableExample } from '../../test/tableShellExample';
import { reviewRows } from '../../test/tableShell';
import { TableShell, type TableShellProps } from './TableShell';
import { TableShellCell, TableShellHeaderCell, TableShellRow } from './TableShellParts';
import { TableShellPagination } from './TableShellPagination';

const headers = ['Product', 'Status', 'Quality', 'Updated', 'Actions'];

const head = (
  <TableShellRow>
    {headers.map((label) => (
      <TableShellHeaderCell key={label} align={label === 'Actions' ? 'end' : 'start'}>
        {label}
      </TableShellHeaderCell>
    ))}
  </TableShellRow>
);

const rows = reviewRows.slice(0, 3).map((row) => (
  <TableShellRow key={row.id}>
    <TableShellCell>{row.name}</TableShellCell>
    <TableShellCell>
      <Badge tone="success">approved</Badge>
    </TableShellCell>
    <TableShellCell>{`${row.qualityScore.toFixed(1)}/10`}</TableShellCell>
    <TableShellCell>{row.enhancedAt}</TableShellCell>
    <TableShellCell align="end">
      <Button size="sm" variant="ghost">
        View Details
      </Button>
    </TableShellCell>
  </TableShellRow>
));

const meta: Meta<typeof TableShell> = {
  title: 'ui/primitives/TableShell',
  component: TableShell,
  args: {
    caption: 'Catalogue products',
    head,
    children: rows,
    columnCount: headers.length,
    footer: <TableShellPagination summary="Page 1 • 3 of 3" />,
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** TanStack Table v9 (useTable + tableFeatures with sorting and pagination) rendered into the shell. */
export const Default: Story = {
  render: () => <ReviewQueueTableExample rows={reviewRows} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Showing 1-5 of 12 products')).toBeVisible();
    const qualityHeader = canvas.getByRole('columnheader', { name: /Quality Score/ });
    await userEvent.click(within(qualityHeader).getByRole('button'));
    await expect(qualityHeader).toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Showing 6-10 of 12 products')).toBeVisible();
  },
};

export const StaticRows: Story = {};
export const Loading: Story = { args: { state: 'loading', loadingState: 'Loading review queue...' } };
export const Empty: Story = {
  args: { state: 'empty', emptyState: 'No products to review. All products have been reviewed!', footer: undefined },
};
export const ErrorState: Story = {
  name: 'Error',
  args: { state: 'error', errorState: 'The review queue could not be loaded. Try again.' },
};
export const WithHeader: Story = {
  args: { header: <strong>Catalog</strong>, hideCaption: true },
};

const states: Array<Pick<TableShellProps, 'state' | 'caption'>> = [
  { state: 'ready', caption: 'Ready' },
  { state: 'loading', caption: 'Loading' },
  { state: 'empty', caption: 'Empty' },
  { state: 'error', caption: 'Error' },
];

/** The four body states on one page, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {states.map(({ state, caption }) => (
        <TableShell
          key={String(state)}
          {...args}
          state={state}
          caption={caption}
          footer={<TableShellPagination summary="Page 1 • 3 of 3" aria-label={`${caption} pagination`} />}
        />
      ))}
    </div>
  ),
};
