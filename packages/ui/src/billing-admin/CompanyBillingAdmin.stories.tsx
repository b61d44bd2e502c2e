import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FixtureApi } from '../test/fixtureApi';
import { ACME_ID, billingAdminFixtureClient, type BillingAdminFixtureOptions } from '../test/billingAdmin';
import { CompanyBillingAdmin, type CompanyBillingTab } from './CompanyBillingAdmin';

interface Args {
  fixtures?: BillingAdminFixtureOptions;
  defaultTab?: CompanyBillingTab;
  companyId?: string;
}

/** The billing admin screen over an in-memory API (a test double; the real one is the Curate server). */
function WithFixtures({ fixtures, defaultTab, companyId = ACME_ID }: Args) {
  const [client] = useState(() => billingAdminFixtureClient(fixtures));
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <FixtureApi client={client}>
      <CompanyBillingAdmin
        companyId={companyId}
        companyCode="acme-tools"
        defaultTab={defaultTab}
        onBack={() => undefined}
        saveExport={(file) => setSaved(file.filename)}
      />
      {saved && (
        <p data-testid="saved" data-story-chrome>
          {saved}
        </p>
      )}
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/billing-admin/CompanyBillingAdmin',
  render: (args) => <WithFixtures {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Credits & Transactions: the green balance, the history 20 a page; the Add button waits for amount and description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Acme Tools' });
    const balance = canvasElement.querySelector('[data-slot="current-balance"]')!;
    expect(balance).toHaveTextContent('4,250');
    expect(balance).toHaveAttribute('data-tone', 'green');
    const table = await canvas.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('table', { name: 'Transactions' })).getAllByRole('row')).toHaveLength(7),
    );
    const add = canvas.getByRole('button', { name: 'Add Credits' });
    expect(add).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Amount *'), '250');
    expect(add).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Description (visible to customer) *'), 'Goodwill credit');
    await userEvent.click(add);
    await body(canvasElement).findByText('Successfully added 250 credits');
    await waitFor(() => expect(balance).toHaveTextContent('4,500'));
  },
};

/** The account has not answered yet. */
export const Loading: Story = { args: { fixtures: { state: 'loading' } } };

/** The account could not be read. */
export const LoadError: Story = {
  args: { fixtures: { state: 'error' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Failed to load company data');
  },
};

/** A low balance (orange) and a negative one (red); two widgets, hence two landmarks of one name. */
export const BalanceColours: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WithFixtures companyId="5b1d7c02-0000-4000-8000-000000000002" />
      <WithFixtures companyId="5b1d7c02-0000-4000-8000-000000000003" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="current-balance"]')).toHaveLength(2));
    const [low, negative] = canvasElement.querySelectorAll('[data-slot="current-balance"]');
    expect(low).toHaveAttribute('data-tone', 'orange');
    expect(negative).toHaveAttribute('data-tone', 'red');
  },
};

/** Spending Limits: the customer's limits and today's spend; the internal maxima saved (hard stop). */
export const SpendingLimits: Story = {
  args: { defaultTab: 'limits' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Daily Limit (credits)')).toHaveValue(500));
    expect(canvas.getByText('Customer Daily Limit').nextSibling).toHaveTextContent('300 credits');
    await userEvent.clear(canvas.getByLabelText('Monthly Limit (credits)'));
    await userEvent.type(canvas.getByLabelText('Monthly Limit (credits)'), '8000');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Limits' }));
    await body(canvasElement).findByText('Internal limits updated successfully');
  },
};

/** Account Status: suspend through the confirmation modal, then the overage settings. */
export const AccountStatus: Story = {
  args: { defaultTab: 'status' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend Account' }));
    const confirm = within(await body(canvasElement).findByRole('alertdialog', { name: 'Suspend Account' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm Suspension' }));
    await body(canvasElement).findByText('Account suspended successfully');
    await canvas.findByRole('button', { name: 'Activate Account' });
    expect(canvas.getByText('Reason: Suspended by admin')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Allow Overages' }));
    await userEvent.clear(canvas.getByLabelText('Max Negative Balance (credits)'));
    await userEvent.type(canvas.getByLabelText('Max Negative Balance (credits)'), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Overage Settings' }));
    await canvas.findByText('Max negative balance must be a multiple of 100');
    await userEvent.clear(canvas.getByLabelText('Max Negative Balance (credits)'));
    await userEvent.type(canvas.getByLabelText('Max Negative Balance (credits)'), '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Overage Settings' }));
    await body(canvasElement).findByText('Overage settings updated successfully');
  },
};

/** Token Analytics: summary, chart, 20 rows a page, the note, and the export named by company and date. */
export const TokenAnalytics: Story = {
  args: { defaultTab: 'tokens' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Enhancements' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(canvas.getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute('aria-pressed', 'true');
    expect(canvas.getByText('Enhancements').nextSibling).toHaveTextContent('47');
    expect(canvas.getByRole('img', { name: /tokens over \d+ days/ })).toBeVisible();
    expect(canvas.getByRole('note')).toHaveTextContent(
      'Each enhancement costs a fixed 15 credits, regardless of the actual AI token usage.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByText('Page 2 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await body(canvasElement).findByText('Export started successfully');
    expect(canvas.getByTestId('saved')).toHaveTextContent('token_usage_acme-tools_2026-11-25.csv');
  },
};

/** Custom Range: two date pickers; a reversed range asks nothing and says why. */
export const CustomRange: Story = {
  args: { defaultTab: 'tokens' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Enhancements' });
    await userEvent.click(canvas.getByRole('button', { name: 'Custom Range' }));
    const start = canvas.getByLabelText('Start date');
    const end = canvas.getByLabelText('End date');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-01');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-20');
    await canvas.findByText('The start date must be on or before the end date');
  },
};

/** A company without enhancements or transactions. */
export const Empty: Story = {
  args: { fixtures: { state: 'empty' }, defaultTab: 'tokens' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No enhancements in this period.');
  },
};

/** Every state on one page, for visual review (four widgets, hence four landmarks of one name). */
export const AllStates: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <WithFixtures />
      <WithFixtures defaultTab="tokens" />
      <WithFixtures fixtures={{ state: 'loading' }} />
      <WithFixtures fixtures={{ state: 'error' }} />
    </div>
  ),
};
