import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FixtureApi } from '../test/fixtureApi';
import { ACME_ID, billingAdminFixtureClient, type BillingAdminFixtureOptions } from '../test/billingAdmin';
import { germanMessages } from '../test/germanMessages';
import { CurateProvider } from '../theme/CurateProvider';
import { BillingOverview } from './BillingOverview';
import { CompanyBillingAdmin, type CompanyBillingTab } from './CompanyBillingAdmin';

vi.setConfig({ testTimeout: 20_000 });

const overview = (fixtures: BillingAdminFixtureOptions = {}) => {
  const client = billingAdminFixtureClient(fixtures);
  render(
    <FixtureApi client={client}>
      <BillingOverview />
    </FixtureApi>,
  );
  return client;
};

const companyScreen = (defaultTab?: CompanyBillingTab) => {
  const client = billingAdminFixtureClient();
  render(
    <FixtureApi client={client}>
      <CompanyBillingAdmin companyId={ACME_ID} defaultTab={defaultTab} saveExport={() => undefined} />
    </FixtureApi>,
  );
  return client;
};

describe('BillingOverview', () => {
  it('sends a removal as a negative amount with the description typed, without one when empty', async () => {
    const client = overview();
    await screen.findByRole('table', { name: 'Companies' });
    await userEvent.click(screen.getByRole('button', { name: 'Manage Acme Tools' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Credits: Acme Tools' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Remove Credits' }));
    await userEvent.type(within(dialog).getByLabelText('Amount *'), '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Credits' }));
    expect(await screen.findByText('Successfully removed 40 credits')).toBeTruthy();
    expect(client.calls.find((c) => c.routeId === 'adjustCompanyCredits')).toMatchObject({
      params: { companyId: ACME_ID },
      body: { amount: -40 },
    });
  });

  it('refuses a suspension without a reason before any call', async () => {
    const client = overview();
    await screen.findByRole('table', { name: 'Companies' });
    await userEvent.click(screen.getByRole('button', { name: 'Manage Acme Tools' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Credits: Acme Tools' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Account Status' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Suspended' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await within(dialog).findByText('Please provide a suspension reason')).toBeTruthy();
    expect(client.calls.some((c) => c.routeId === 'updateAccountStatus')).toBe(false);
  });
});

describe('CompanyBillingAdmin', () => {
  it("suspends through the confirmation with 'Suspended by admin'", async () => {
    const client = companyScreen('status');
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend Account' }));
    expect(client.calls.some((c) => c.routeId === 'updateAccountStatus')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Suspension' }));
    expect(await screen.findByText('Account suspended successfully')).toBeTruthy();
    expect(client.calls.find((c) => c.routeId === 'updateAccountStatus')?.body).toEqual({
      suspended: true,
      reason: 'Suspended by admin',
    });
  });

  it('sends the internal limits with hard_stop, empty as no limit', async () => {
    const client = companyScreen('limits');
    await waitFor(() => expect(screen.getByLabelText('Daily Limit (credits)')).toHaveProperty('value', '500'));
    await userEvent.clear(screen.getByLabelText('Daily Limit (credits)'));
    await userEvent.click(screen.getByRole('button', { name: 'Update Limits' }));
    expect(await screen.findByText('Internal limits updated successfully')).toBeTruthy();
    expect(client.calls.find((c) => c.routeId === 'updateInternalLimits')?.body).toEqual({
      internal_daily_limit: '',
      internal_monthly_limit: 10000,
      internal_limit_mode: 'hard_stop',
    });
  });

  it('asks the token usage of the chosen period, 20 a page', async () => {
    const client = companyScreen('tokens');
    await screen.findByRole('table', { name: 'Enhancements' });
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    await waitFor(() =>
      expect(client.calls.filter((c) => c.routeId === 'getTokenUsage').at(-1)?.query).toEqual({
        period: 'weekly',
        page: 1,
        page_size: 20,
      }),
    );
  });
});

describe('the billing admin screens in a second language (issue #21)', () => {
  it('shows the overview, Manage Credits and its messages in German, figures in de-DE', async () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <FixtureApi client={billingAdminFixtureClient()}>
          <BillingOverview />
        </FixtureApi>
      </CurateProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Unternehmen' });
    expect(screen.getByRole('heading', { name: 'Abrechnungsverwaltung' })).toBeTruthy();
    expect(screen.getByLabelText('Guthaben gesamt').textContent).toContain('5.695');
    expect(within(table).getAllByText('Niedriges Guthaben').length).toBeGreaterThan(0);
    expect(within(table).getByText('4.250')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Acme Tools verwalten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guthaben verwalten: Acme Tools' });
    expect(within(dialog).getByText('Aktuelles Guthaben: 4.250 Credits')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Betrag *'), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credits hinzufügen' }));
    expect(await within(dialog).findByText('Der Betrag muss eine ganze Zahl von Credits sein')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Betrag *'));
    await userEvent.type(within(dialog).getByLabelText('Betrag *'), '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credits hinzufügen' }));
    expect(await screen.findByText('1.500 Credits erfolgreich hinzugefügt')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Billing Management');
  });

  it('shows the company screen and its tabs in German', async () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <FixtureApi client={billingAdminFixtureClient()}>
          <CompanyBillingAdmin companyId={ACME_ID} defaultTab="status" saveExport={() => undefined} />
        </FixtureApi>
      </CurateProvider>,
    );
    expect(await screen.findByRole('tab', { name: 'Token-Auswertung' })).toBeTruthy();
    expect(document.querySelector('.curate-BillingAdmin-headerBalance')?.textContent).toBe(
      'Aktuelles Guthaben: 4.250 Credits',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Konto sperren' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Konto sperren' });
    expect(confirm.textContent).toContain('Acme Tools sperren? Eine Sperre blockiert sofort alle Anreicherungen');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sperre bestätigen' }));
    expect(await screen.findByText('Konto erfolgreich gesperrt')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Token-Auswertung' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Eigener Zeitraum' }));
    await userEvent.clear(screen.getByLabelText('Startdatum'));
    expect(await screen.findByText('Wählen Sie ein Start- und ein Enddatum')).toBeTruthy();
  });
});
