import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_COMPANY_ID, billingFixtureClient } from '../test/billing';
import { FixtureApi } from '../test/fixtureApi';
import { Billing } from './Billing';

vi.setConfig({ testTimeout: 20_000 });

const renderBilling = (saveExport = vi.fn()) => {
  const client = billingFixtureClient();
  render(
    <FixtureApi client={client}>
      <Billing companyId={BILLING_COMPANY_ID} roles={['tenant-admin']} saveExport={saveExport} />
    </FixtureApi>,
  );
  return client;
};

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('Billing: success messages (spec part 3 §8)', () => {
  it("says 'Spending limits updated successfully' after Save Limits", async () => {
    renderBilling();
    await userEvent.click(await screen.findByRole('button', { name: 'Configure Limits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Spending Limits' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Limits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await notifications().findByText('Spending limits updated successfully')).toBeTruthy();
  });

  it("says 'Overage settings updated successfully' after the Allow Overages switch", async () => {
    const client = renderBilling();
    await userEvent.click(await screen.findByRole('switch', { name: 'Allow Overages' }));
    await waitFor(() => expect(client.calls.some((call) => call.routeId === 'updateBillingLimits')).toBe(true));
    expect(await notifications().findByText('Overage settings updated successfully')).toBeTruthy();
  });

  it("says 'Export started successfully' after the credit history's Export CSV", async () => {
    const saveExport = vi.fn();
    renderBilling(saveExport);
    await userEvent.click(await screen.findByRole('button', { name: 'Credit History' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveExport).toHaveBeenCalled());
    expect(await notifications().findByText('Export started successfully')).toBeTruthy();
  });
});
