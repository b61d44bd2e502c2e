import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingAccount, billingFixtureClient, BILLING_COMPANY_ID, type BillingFixtureOptions } from '../test/billing';
import type { FixtureClient } from '../test/fixtureApi';
import { FixtureApi } from '../test/fixtureApi';
import { CreditWarnings } from './CreditWarnings';
import { NotificationProvider } from './Notifications';

let fixture: FixtureClient | undefined;
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Demo({ balance, options = {} }: { balance: number; options?: BillingFixtureOptions }) {
  const [client] = useState(() =>
    billingFixtureClient({ ...options, account: billingAccount({ current_balance: balance }) }),
  );
  fixture = client;
  return (
    <FixtureApi client={client}>
      <NotificationProvider>
        <CreditWarnings companyId={BILLING_COMPANY_ID} />
      </NotificationProvider>
    </FixtureApi>
  );
}

describe('CreditWarnings (spec part 3 §8, §9)', () => {
  it("warns 'Low credits warning! Only N credits available.' below 15 credits", async () => {
    render(<Demo balance={10} />);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Low credits warning! Only 10 credits available.',
    );
  });

  it("says 'No credits remaining! You cannot run enhancements.' at 0 available", async () => {
    render(<Demo balance={0} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No credits remaining! You cannot run enhancements.',
    );
  });

  it('says nothing with credits to spare', async () => {
    render(<Demo balance={500} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a high-priority unread spend_limit_exceeded notification 15 s, then marks it read; others it leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notice = (id: string, extra: object) => ({
      id,
      message: `Notice ${id}`,
      priority: 'high' as const,
      type: 'spend_limit_exceeded',
      severity: 'error' as const,
      is_read: false,
      ...extra,
    });
    const ids = ['3c9e0020-0000-4000-8000-000000000e01', '3c9e0020-0000-4000-8000-000000000e02'];
    render(
      <Demo
        balance={500}
        options={{
          notifications: [
            notice(ids[0]!, { message: 'Daily spending limit reached: 300 of 300 credits used (100%).' }),
            notice(ids[1]!, { priority: 'medium', type: 'spend_limit_warning' }),
          ],
        }}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Daily spending limit reached: 300 of 300 credits used (100%).',
    );
    expect(screen.queryByText(`Notice ${ids[1]}`)).toBeNull();
    const marked = () => fixture!.calls.filter((call) => call.routeId === 'markBillingNotificationRead');
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(marked()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await vi.waitFor(() =>
      expect(marked().map((call) => call.params)).toEqual([{ companyId: BILLING_COMPANY_ID, notificationId: ids[0] }]),
    );
  });
});
