import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FixtureApi } from '../test/fixtureApi';
import { germanMessages } from '../test/germanMessages';
import { ME_ID, USERS_COMPANY_ID, usersFixtureClient, type UsersFixtureOptions } from '../test/users';
import { CurateProvider } from '../theme/CurateProvider';
import { UserManagement } from './UserManagement';

vi.setConfig({ testTimeout: 20_000 });

const renderWith = (fixtures: UsersFixtureOptions = {}, defaultTab?: 'users' | 'invitations') => {
  const client = usersFixtureClient(fixtures);
  render(
    <FixtureApi client={client}>
      <UserManagement companyId={USERS_COMPANY_ID} currentUserId={ME_ID} defaultTab={defaultTab} />
    </FixtureApi>,
  );
  return client;
};

describe('UserManagement', () => {
  it('lists the users with the stat cards and disables the own row', async () => {
    renderWith();
    const table = await screen.findByRole('table', { name: 'Active Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Change role of Alice Anderson' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Remove Alice Anderson' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Change role of Tom Baker' })).toHaveProperty('disabled', false);
    await waitFor(() => expect(screen.getByLabelText('Total Users').textContent).toContain('4'));
    expect(screen.getByLabelText('Users').textContent).toContain('2');
    await waitFor(() => expect(screen.getByLabelText('Pending Invitations').textContent).toContain('2'));
  });

  it('changes a role only after the confirmation step', async () => {
    const client = renderWith();
    await screen.findByRole('table', { name: 'Active Users' });
    await userEvent.click(screen.getByRole('button', { name: 'Change role of Tom Baker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change User Role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    expect(client.calls.some((c) => c.routeId === 'changeUserRole')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Change' }));
    expect(await screen.findByText('Tom Baker is now an Admin')).toBeTruthy();
    expect(client.calls.find((c) => c.routeId === 'changeUserRole')?.body).toEqual({ role: 'tenant-admin' });
  });

  it('shows the load failure, and the empty invitation list', async () => {
    renderWith({ state: 'error' });
    expect(await screen.findByText('Failed to load users')).toBeTruthy();
  });

  it('says when nobody is invited', async () => {
    renderWith({ state: 'empty' }, 'invitations');
    expect(await screen.findByText('No pending invitations.')).toBeTruthy();
  });
});

describe('UserManagement in a second language (issue #21)', () => {
  it('shows its texts, roles and dialogs from the messages object, dates in the locale', async () => {
    render(
      <CurateProvider messages={germanMessages} locale="de-DE">
        <FixtureApi client={usersFixtureClient()}>
          <UserManagement companyId={USERS_COMPANY_ID} currentUserId={ME_ID} />
        </FixtureApi>
      </CurateProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Aktive Benutzer' });
    expect(screen.getByRole('tab', { name: 'Aktive Benutzer (4)' })).toBeTruthy();
    expect(within(table).getAllByText('Administrator').length).toBeGreaterThan(0);
    expect(within(table).getByText('(Sie)', { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rolle von Tom Baker ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benutzerrolle ändern' });
    expect(within(dialog).getByText('Tom Baker ist derzeit Benutzer.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rolle ändern' }));
    expect(dialog.textContent).toContain('Rolle von Tom Baker von Benutzer zu Administrator ändern?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Änderung bestätigen' }));
    expect(await screen.findByText('Tom Baker ist jetzt Administrator')).toBeTruthy();
    expect(document.body.textContent).not.toContain('User Management');
  });
});
