import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FixtureApi } from '../test/fixtureApi';
import { companiesFixtureClient, type CompaniesFixtureOptions } from '../test/companies';
import { germanMessages } from '../test/germanMessages';
import { CurateProvider } from '../theme/CurateProvider';
import { CompanyManagement } from './CompanyManagement';

vi.setConfig({ testTimeout: 20_000 });

const renderWith = (fixtures: CompaniesFixtureOptions = {}, onManageBilling?: (id: string) => void) => {
  const client = companiesFixtureClient(fixtures);
  render(
    <FixtureApi client={client}>
      <CompanyManagement onManageBilling={onManageBilling && ((company) => onManageBilling(company.id))} />
    </FixtureApi>,
  );
  return client;
};

describe('CompanyManagement', () => {
  it('lists the companies with their status and the stat cards', async () => {
    renderWith();
    const table = await screen.findByRole('table', { name: 'Companies' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      null,
      'active',
      'active',
      'suspended',
      'inactive',
    ]);
    expect(screen.getByLabelText('Total Companies').textContent).toContain('4');
    expect(screen.getByLabelText('Active Companies').textContent).toContain('3');
    expect(screen.getByLabelText('Total Users').textContent).toContain('10');
  });

  it('sends nothing for a broken draft and creates a valid one with its first admin', async () => {
    const client = renderWith();
    await screen.findByRole('table', { name: 'Companies' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Company' });
    await userEvent.type(within(dialog).getByLabelText('Company Code'), 'Bad Code');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Company' }));
    expect(await within(dialog).findAllByText('Please fill in all required fields')).toHaveLength(3);
    expect(client.calls.some((c) => c.routeId === 'createManagedCompany')).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText('Company Code'));
    await userEvent.type(within(dialog).getByLabelText('Company Code'), 'umbrella');
    await userEvent.type(within(dialog).getByLabelText('Company Name'), 'Umbrella');
    await userEvent.type(within(dialog).getByLabelText('Admin Email'), 'a@umbrella.example');
    await userEvent.type(within(dialog).getByLabelText('Admin Name'), 'Alice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Company' }));
    expect(await screen.findByText('Company created successfully')).toBeTruthy();
    expect(client.calls.find((c) => c.routeId === 'createManagedCompany')?.body).toEqual({
      company_name: 'Umbrella',
      company_code: 'umbrella',
      logo_url: null,
      admin_email: 'a@umbrella.example',
      admin_name: 'Alice',
    });
  });

  it('toggles a status, says edit is coming, and hands Manage Billing to the host', async () => {
    const billing = vi.fn();
    const client = renderWith({}, billing);
    await screen.findByRole('table', { name: 'Companies' });
    await userEvent.click(screen.getByRole('button', { name: 'Activate Initech' }));
    expect(await screen.findByText('Initech activated successfully')).toBeTruthy();
    expect(client.calls.find((c) => c.routeId === 'updateManagedCompany')?.body).toEqual({ is_active: true });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Initech' }));
    expect(await screen.findByText('Edit functionality coming soon')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Manage billing of Initech' }));
    expect(billing).toHaveBeenCalledWith('7a4d2c10-0000-4000-8000-000000000004');
  });

  it('adds a user from the company details', async () => {
    const client = renderWith();
    await screen.findByRole('table', { name: 'Companies' });
    await userEvent.click(screen.getByRole('button', { name: 'View details of Acme Tools' }));
    const details = await screen.findByRole('dialog', { name: 'Acme Tools' });
    await within(details).findByText('Priya Shah');
    await userEvent.click(within(details).getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User to Company' });
    // Headless UI settles focus between the closing details dialog and this one a frame or two late, which
    // can swallow typed keys in jsdom: the values are set directly here (the E2E types them for real).
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'new@acme.test' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'New Person' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('User new@acme.test added successfully', undefined, { timeout: 5000 })).toBeTruthy();
    expect(client.calls.find((c) => c.routeId === 'addManagedCompanyUser')?.body).toEqual({
      email: 'new@acme.test',
      name: 'New Person',
      role: 'tenant-user',
    });
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Acme Tools' })).toBeTruthy());
  });

  it('shows the load failure', async () => {
    renderWith({ state: 'error' });
    expect(await screen.findByText('Failed to load companies')).toBeTruthy();
  });
});

describe('CompanyManagement in a second language (issue #21)', () => {
  it('shows its texts, statuses, roles, dialogs and toasts from the messages object, dates in the locale', async () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <FixtureApi client={companiesFixtureClient()}>
          <CompanyManagement />
        </FixtureApi>
      </CurateProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Unternehmen' });
    expect(screen.getByRole('heading', { name: 'Unternehmensverwaltung' })).toBeTruthy();
    expect(within(table).getByText('Gesperrt')).toBeTruthy();
    expect(within(table).getByText('Inaktiv')).toBeTruthy();
    // 20 Jan 2026 less 10 days, as de-DE writes it.
    expect(within(table).getByText('10. Jan. 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unternehmen anlegen' }));
    const create = await screen.findByRole('dialog', { name: 'Neues Unternehmen anlegen' });
    await userEvent.type(within(create).getByLabelText('Kürzel des Unternehmens'), 'Bad');
    expect(within(create).getByText('Nur Kleinbuchstaben, Ziffern und Bindestriche')).toBeTruthy();
    await userEvent.click(within(create).getByRole('button', { name: 'Unternehmen anlegen' }));
    expect((await within(create).findAllByText('Bitte füllen Sie alle Pflichtfelder aus')).length).toBe(3);
    await userEvent.click(within(create).getByRole('button', { name: 'Abbrechen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Details zu Globex Corporation anzeigen' }));
    const details = await screen.findByRole('dialog', { name: 'Globex Corporation' });
    await within(details).findByRole('table', { name: 'Benutzer des Unternehmens' });
    expect(within(details).getByText('Administrator')).toBeTruthy();
    expect(within(details).getAllByText('Benutzer').length).toBeGreaterThan(1);
    await userEvent.click(within(details).getByRole('button', { name: 'Benutzer hinzufügen' }));
    const add = await screen.findByRole('dialog', { name: 'Benutzer zum Unternehmen hinzufügen' });
    expect(within(add).getByRole('option', { name: 'Administrator' })).toBeTruthy();
    await userEvent.click(within(add).getByRole('button', { name: 'Abbrechen' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getAllByRole('button', { name: 'Schließen' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Acme Tools deaktivieren' }));
    expect(await screen.findByText('Acme Tools erfolgreich deaktiviert')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Company Management');
  });
});
