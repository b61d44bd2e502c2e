import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FixtureApi } from '../test/fixtureApi';
import { billingAdminFixtureClient, type BillingAdminFixtureOptions } from '../test/billingAdmin';
import { BillingOverview } from './BillingOverview';

interface Args {
  fixtures?: BillingAdminFixtureOptions;
}

/** The overview over an in-memory API (a test double; the real one is the Curate server). */
function WithFixtures({ fixtures }: Args) {
  const [client] = useState(() => billingAdminFixtureClient(fixtures));
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <FixtureApi client={client}>
      <BillingOverview onOpenCompany={setOpened} />
      {opened && (
        <p data-testid="opened" data-story-chrome>
          Opened {opened}
        </p>
      )}
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/billing-admin/BillingOverview',
  render: (args) => <WithFixtures {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const row = async (element: HTMLElement, code: string) =>
  (await within(element).findByText(code)).closest('tr') as HTMLElement;

/** Five companies: the cards, the token analytics, the badges and the balance colours. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Companies' });
    expect(canvas.getByLabelText('Total Companies')).toHaveTextContent('5');
    expect(canvas.getByLabelText('Total Balance')).toHaveTextContent('5,695');
    expect(canvas.getByLabelText('Total Used')).toHaveTextContent('12,300');
    expect(canvas.getByLabelText('Low Balance')).toHaveTextContent('3');
    expect(canvas.getByRole('region', { name: 'Token Usage Analytics (Last 30 Days)' })).toHaveTextContent('2,088');
    expect(within(await row(canvasElement, 'initech')).getByText('Suspended')).toBeVisible();
    expect(within(await row(canvasElement, 'northwind-supply')).getByText('Low Balance')).toBeVisible();
    expect(within(await row(canvasElement, 'acme-tools')).getByText('Active')).toBeVisible();
    const balance = async (code: string) =>
      (await row(canvasElement, code)).querySelector('.curate-BillingAdmin-balance');
    expect(await balance('globex')).toHaveAttribute('data-tone', 'red');
    expect(await balance('globex')).toHaveTextContent('-315');
    expect(await balance('northwind-supply')).toHaveAttribute('data-tone', 'yellow');
    expect(await balance('umbrella-garden')).not.toHaveAttribute('data-tone');
    await userEvent.click(canvas.getByRole('button', { name: 'Details of Acme Tools' }));
    expect(canvas.getByTestId('opened')).toHaveTextContent('5b1d7c02-0000-4000-8000-000000000001');
  },
};

/** The overview has not answered yet. */
export const Loading: Story = { args: { fixtures: { state: 'loading' } } };

/** No companies and no token figures: the analytics section is hidden. */
export const Empty: Story = {
  args: { fixtures: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No companies yet.');
    expect(canvas.queryByRole('region', { name: 'Token Usage Analytics (Last 30 Days)' })).toBeNull();
  },
};

/** The overview could not be read. */
export const LoadError: Story = {
  args: { fixtures: { state: 'error' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Failed to load companies');
  },
};

/** Search by name or code. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Companies' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'GLOB');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search companies' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'nobody');
    await canvas.findByText('No companies match “nobody”.');
  },
};

/** Manage Credits: an amount of 0 is refused; 500 added, toasted, and the balance changes. */
export const AddCredits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Companies' });
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Acme Tools' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Manage Credits: Acme Tools' });
    const tab = within(dialog);
    await userEvent.click(tab.getByRole('button', { name: 'Add Credits' }));
    await tab.findByText('Please fill in all required fields');
    await userEvent.type(tab.getByLabelText('Amount *'), '0');
    await userEvent.click(tab.getByRole('button', { name: 'Add Credits' }));
    await tab.findByText('Amount must be at least 1');
    await userEvent.clear(tab.getByLabelText('Amount *'));
    await userEvent.type(tab.getByLabelText('Amount *'), '500');
    await userEvent.click(tab.getByRole('button', { name: 'Add Credits' }));
    await body(canvasElement).findByText('Successfully added 500 credits');
    await waitFor(async () => expect((await row(canvasElement, 'acme-tools')).textContent).toContain('4,750'));
  },
};

/** Internal Limits: the stored limits are shown; a negative one is refused; saved and toasted. */
export const InternalLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Companies' });
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Acme Tools' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Manage Credits: Acme Tools' }));
    await userEvent.click(dialog.getByRole('tab', { name: 'Internal Limits' }));
    await waitFor(() => expect(dialog.getByLabelText('Daily Limit (credits)')).toHaveValue(500));
    expect(dialog.getByLabelText('Monthly Limit (credits)')).toHaveValue(10000);
    await userEvent.clear(dialog.getByLabelText('Daily Limit (credits)'));
    await userEvent.type(dialog.getByLabelText('Daily Limit (credits)'), '-5');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Limits' }));
    await dialog.findByText('Limit must be at least 0');
    await userEvent.clear(dialog.getByLabelText('Daily Limit (credits)'));
    await userEvent.selectOptions(dialog.getByLabelText('Enforcement Mode'), 'soft_alert');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Limits' }));
    await body(canvasElement).findByText('Internal limits updated successfully');
  },
};

/** Account Status: suspending needs a reason; the warning shows; the badge turns Suspended. */
export const Suspend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Companies' });
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Acme Tools' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Manage Credits: Acme Tools' }));
    await userEvent.click(dialog.getByRole('tab', { name: 'Account Status' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Suspended' }));
    expect(dialog.getByRole('note')).toHaveTextContent(
      'Suspending an account immediately blocks all enhancement operations.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    await dialog.findByText('Please provide a suspension reason');
    await userEvent.type(dialog.getByLabelText('Suspension Reason *'), 'Chargeback under review');
    await userEvent.click(dialog.getByRole('button', { name: 'Update Status' }));
    await body(canvasElement).findByText('Account suspended successfully');
    await waitFor(async () =>
      expect(within(await row(canvasElement, 'acme-tools')).getByText('Suspended')).toBeVisible(),
    );
  },
};

/** A refused write: the server's detail shows in the modal and as a toast. */
export const WriteRefused: Story = {
  args: { fixtures: { failWrites: 'The balance may not go below -1,000 credits' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Companies' });
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Northwind Supply' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Manage Credits: Northwind Supply' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Remove Credits' }));
    await userEvent.type(dialog.getByLabelText('Amount *'), '5000');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Credits' }));
    await dialog.findByRole('alert');
    expect(dialog.getByRole('alert')).toHaveTextContent('The balance may not go below -1,000 credits');
  },
};

/** Every state of the overview on one page, for visual review (four widgets, hence four landmarks of one name). */
export const AllStates: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WithFixtures />
      <WithFixtures fixtures={{ state: 'loading' }} />
      <WithFixtures fixtures={{ state: 'empty' }} />
      <WithFixtures fixtures={{ state: 'error' }} />
    </div>
  ),
};
