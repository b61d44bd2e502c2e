import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { billingAccount, billingFixtureClient, BILLING_COMPANY_ID, type BillingFixtureOptions } from '../test/billing';
import { FixtureApi } from '../test/fixtureApi';
import { CreditWarnings } from './CreditWarnings';
import { NotificationProvider } from './Notifications';

/** The credit check over an in-memory billing API (a test double; the real one is the Curate server). */
function Demo({ balance, fixtures = {} }: { balance: number; fixtures?: BillingFixtureOptions }) {
  const [client] = useState(() =>
    billingFixtureClient({ ...fixtures, account: billingAccount({ current_balance: balance }) }),
  );
  return (
    <FixtureApi client={client}>
      <NotificationProvider>
        <CreditWarnings companyId={BILLING_COMPANY_ID} />
      </NotificationProvider>
    </FixtureApi>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'ui/workspace/CreditWarnings',
  component: Demo,
  args: { balance: 10 },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Below 15 credits: 'Low credits warning! Only N credits available.' for 10 s. */
export const LowCredits: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Low credits warning! Only 10 credits available.',
    );
  },
};

/** No credits available: 'No credits remaining! You cannot run enhancements.' */
export const NoCreditsLeft: Story = {
  args: { balance: 0 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No credits remaining! You cannot run enhancements.',
    );
  },
};

/** A high-priority unread spend_limit_exceeded notification: shown 15 s, then marked read. */
export const SpendLimitReached: Story = {
  args: {
    balance: 2_000,
    fixtures: {
      notifications: [
        {
          id: '3c9e0020-0000-4000-8000-000000000e01',
          message: 'Daily spending limit reached: 300 of 300 credits used (100%).',
          priority: 'high',
          type: 'spend_limit_exceeded',
          severity: 'error',
          is_read: false,
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Daily spending limit reached: 300 of 300 credits used (100%).',
    );
  },
};

/** Credits to spare and nothing unread: nothing is shown. */
export const Quiet: Story = {
  args: { balance: 2_000 },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
