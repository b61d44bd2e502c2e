import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FixtureApi } from '../test/fixtureApi';
import {
  BILLING_COMPANY_ID,
  billingDailyUsage,
  billingFixtureClient,
  type BillingFixtureOptions,
} from '../test/billing';
import { Billing, type BillingProps } from './Billing';

type Args = BillingProps & { fixtures?: BillingFixtureOptions };

/** The Billing tab over an in-memory billing API (a test double; the real one is the Curate server). */
function BillingWithFixtures({ fixtures, ...props }: Args) {
  const [client] = useState(() => billingFixtureClient(fixtures));
  return (
    <FixtureApi client={client}>
      <Billing {...props} />
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/billing/Billing',
  component: Billing,
  args: { companyId: BILLING_COMPANY_ID, roles: ['tenant-admin'], saveExport: fn() },
  render: (args) => <BillingWithFixtures {...args} />,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<Args>;

/** A tenant admin: the four cards, Configure Limits, Allow Overages, Credit History and the User column. */
export const AdminDashboard: Story = {
  play: async ({ canvas }) => {
    const remaining = await canvas.findByRole('region', { name: 'Remaining Credits' });
    await expect(remaining).toHaveTextContent('2,350 credits');
    await expect(remaining).toHaveTextContent('Available2350 credits');
    await expect(canvas.getByRole('region', { name: 'Limits & Settings' })).toHaveTextContent(
      'Daily limit300 credits (Hard stop)',
    );
    await expect(canvas.getByRole('button', { name: 'Configure Limits' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Allow Overages' })).not.toBeChecked();
    const recent = await canvas.findByRole('table', { name: 'Recent Activity' });
    await waitFor(() => expect(within(recent).getAllByRole('row')).toHaveLength(11));
    await expect(within(recent).getByRole('columnheader', { name: 'User' })).toBeVisible();
  },
};

/** A tenant user: no limits controls, no Credit History, no User column; 'Contact your admin to modify limits'. */
export const UserDashboard: Story = {
  args: { roles: ['tenant-user'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Contact your admin to modify limits')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Configure Limits' })).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Credit History' })).toBeNull();
    const recent = await canvas.findByRole('table', { name: 'Recent Activity' });
    await expect(within(recent).queryByRole('columnheader', { name: 'User' })).toBeNull();
  },
};

/** 'Loading billing data...' while the account is on its way. */
export const Loading: Story = {
  args: { fixtures: { state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading billing data...')).toBeVisible();
  },
};

/** 'Failed to load billing data' with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { fixtures: { state: 'error' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load billing data');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Below 15 credits: 'Low credits warning! Only N credits available.' */
export const LowBalance: Story = {
  args: { fixtures: { account: { current_balance: 10 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Low credits warning! Only 10 credits available.')).toBeVisible();
  },
};

/** Overdrawn with overages allowed: the balance in red, the overdraft still available. */
export const NegativeWithOverages: Story = {
  args: { fixtures: { account: { current_balance: -200, allow_overages: true, max_negative_balance: -300 } } },
  play: async ({ canvas }) => {
    const remaining = await canvas.findByRole('region', { name: 'Remaining Credits' });
    await expect(remaining.querySelector('[data-negative]')).toHaveTextContent('-200 credits');
    await expect(remaining).toHaveTextContent('Available100 credits');
    await expect(canvas.getByRole('switch', { name: 'Allow Overages' })).toBeChecked();
  },
};

/** No credits left: 'No credits remaining! You cannot run enhancements.' */
export const NoCreditsLeft: Story = {
  args: { fixtures: { account: { current_balance: 0 } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No credits remaining! You cannot run enhancements.')).toBeVisible();
  },
};

/** A suspended account carries the red tag. */
export const Suspended: Story = {
  args: { fixtures: { account: { account_suspended: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ACCOUNT SUSPENDED')).toBeVisible();
  },
};

/** Today's usage has reached the daily limit. */
export const LimitsReached: Story = {
  args: { fixtures: { account: { today_usage: 300 } } },
  play: async ({ canvas }) => {
    const usage = await canvas.findByRole('region', { name: 'Usage Statistics' });
    await expect(within(usage).getByText('Limit reached')).toBeVisible();
  },
};

/** No transactions yet, and no credits used in the last 30 days. */
export const Empty: Story = {
  args: {
    fixtures: { transactions: 0, daily: billingDailyUsage(0).map((d) => ({ ...d, credits_used: 0, enhancements: 0 })) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No recent activity')).toBeVisible();
    await expect(canvas.getByText('No credits used over the last 30 days.')).toBeVisible();
  },
};

/** Credit Usage: 30 days of bars (Recharts) with the daily limit line, named by its summary. */
export const UsageChart: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The chart loads in a chunk of its own and Recharts draws after measuring: allow a slow machine time.
    const slow = { timeout: 5_000 };
    const chart = await canvas.findByRole('img', { name: /credits used over the last 30 days; the most on/ }, slow);
    await expect(chart).toBeVisible();
    // One bar a day that used credits (a day at 0 draws none).
    const used = billingDailyUsage(45).filter((day) => day.credits_used > 0).length;
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(used), slow);
    // The daily limit (300) is drawn as a labelled line.
    await expect(await within(chart).findByText('Daily limit', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(chart.getBoundingClientRect().height).toBe(220), slow);
  },
};

/** The chart's accessible fallback: the same 30 days as a table, newest first. */
export const UsageTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Table' }));
    await expect(canvas.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: /credits used over the last 30 days/ });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(rows[1]).toHaveTextContent('Nov 25453');
    await expect(canvas.queryByRole('img', { name: /credits used/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Chart' }));
    await expect(await canvas.findByRole('img', { name: /credits used/ })).toBeVisible();
  },
};

/** Configure Spending Limits: above the administrator's maximum is refused with the spec's text; within it saves. */
export const ConfigureLimits: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Configure Limits' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Configure Spending Limits',
    });
    const daily = within(dialog).getAllByLabelText('Limit (credits)')[0]!;
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByText('Maximum 500 credits (set by administrator)')).toBeVisible());
    await userEvent.clear(daily);
    await userEvent.type(daily, '600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Limits' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cannot exceed maximum limit of 500 credits set by administrator',
    );
    await userEvent.clear(daily);
    await userEvent.type(daily, '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Limits' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('region', { name: 'Limits & Settings' })).toHaveTextContent(
      'Daily limit400 credits (Hard stop)',
    );
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Spending limits updated successfully')).toBeVisible();
    // Dismissed, so the screenshot shows the dashboard as saved.
    await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
  },
};

/** The server refuses the limits: 'Failed to update limits' with its detail. */
export const ConfigureLimitsFails: Story = {
  args: { fixtures: { limitsFailure: 'Admin role required' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Configure Limits' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Limits' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update limits: Admin role required',
    );
  },
};

/** Credit History: 50 a page with page numbers, a type filter, Export CSV and the way back. */
export const CreditHistory: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Credit History' }));
    const table = await canvas.findByRole('table', { name: 'Credit History' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51));
    const pages = canvas.getByRole('navigation', { name: 'Credit history pages' });
    await expect(within(pages).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(21));
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'refund');
    await waitFor(() => expect(canvas.getByText(/^17 transactions · page 1 of 1$/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(args.saveExport).toHaveBeenCalledWith(
        expect.objectContaining({ filename: 'credit_usage_2026-11-25.csv' }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: '← Back to dashboard' }));
    await expect(await canvas.findByRole('region', { name: 'Remaining Credits' })).toBeVisible();
  },
};

/** A custom range whose start is after its end asks nothing and says why. */
export const CreditHistoryReversedRange: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Credit History' }));
    await userEvent.selectOptions(await canvas.findByLabelText('Date range'), 'custom');
    await userEvent.type(canvas.getByLabelText('From'), '2026-11-20');
    await userEvent.type(canvas.getByLabelText('To'), '2026-11-01');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date',
    );
  },
};
