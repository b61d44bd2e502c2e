import type { Meta, StoryObj } from '@storybook/react-vite';
import { reviewRoutes, useApiClient } from '@curate/core';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { apiFailure, createFixtureClient, FixtureApi } from '../test/fixtureApi';
import { AccountSuspendedNotice } from './AccountSuspendedNotice';
import { NotificationProvider } from './Notifications';

const COMPANY_ID = '3c9e0020-0000-4000-8000-000000000001';

/** A button that loads the review queue, which the fixture API refuses with `detail`. */
function LoadQueue() {
  const client = useApiClient();
  return (
    <Button
      data-story-chrome
      onClick={() =>
        void client
          .request(reviewRoutes.getReviewQueue, { params: { companyId: COMPANY_ID }, query: { limit: 20, offset: 0 } })
          .catch(() => undefined)
      }
    >
      Load the queue
    </Button>
  );
}

/** The notice over a fixture API (a test double) whose review queue answers 403 with `detail`. */
function Demo({ detail }: { detail: string }) {
  const [client] = useState(() =>
    createFixtureClient({ getReviewQueue: () => Promise.reject(apiFailure(403, detail)) }),
  );
  return (
    <FixtureApi client={client}>
      <NotificationProvider>
        <AccountSuspendedNotice />
        <LoadQueue />
      </NotificationProvider>
    </FixtureApi>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'ui/workspace/AccountSuspendedNotice',
  component: Demo,
  args: { detail: 'Account suspended: Unpaid invoice' },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** A suspended company: three failing calls raise the 10 s notice once (spec part 1 §8). */
export const Suspended: Story = {
  play: async ({ canvas, userEvent }) => {
    const load = canvas.getByRole('button', { name: 'Load the queue' });
    await userEvent.click(load);
    await userEvent.click(load);
    await userEvent.click(load);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Account Suspended: Cannot run enhancements. Please contact your administrator.',
      ),
    );
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    // The super admin's reason, as the server sends it.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Reason: Unpaid invoice');
  },
};

/** A suspension without a reason: the server sends the notice's own text, which is not repeated as a reason. */
export const SuspendedWithoutReason: Story = {
  args: { detail: 'Account suspended: Cannot run enhancements. Please contact your administrator.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load the queue' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Account Suspended: Cannot run enhancements. Please contact your administrator.',
      ),
    );
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Reason:');
  },
};

/** Any other 403 raises nothing here (the widget that made the call reports it). */
export const OtherForbidden: Story = {
  args: { detail: 'Admin role required' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load the queue' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
