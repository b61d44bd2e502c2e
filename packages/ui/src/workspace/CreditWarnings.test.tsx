import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { billingAccount, billingFixtureClient, BILLING_COMPANY_ID } from '../test/billing';
import { FixtureApi } from '../test/fixtureApi';
import { CreditWarnings } from './CreditWarnings';
import { NotificationProvider } from './Notifications';

afterEach(() => {
  cleanup();
});

function Demo({ balance }: { balance: number }) {
  const [client] = useState(() => billingFixtureClient({ account: billingAccount({ current_balance: balance }) }));
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
});
