import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FixtureApi } from '../test/fixtureApi';
import { ME_ID, USERS_COMPANY_ID, usersFixtureClient, type UsersFixtureOptions } from '../test/users';
import { UserManagement } from './UserManagement';

interface Args {
  fixtures?: UsersFixtureOptions;
  defaultTab?: 'users' | 'invitations';
  companyKnown?: boolean;
}

/** User Management over an in-memory API (a test double; the real one is the Curate server). */
function WithFixtures({ fixtures, defaultTab, companyKnown = true }: Args) {
  const [client] = useState(() => usersFixtureClient(fixtures));
  return (
    <FixtureApi client={client}>
      <UserManagement
        companyId={companyKnown ? USERS_COMPANY_ID : null}
        currentUserId={ME_ID}
        defaultTab={defaultTab}
      />
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/users/UserManagement',
  render: (args) => <WithFixtures {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Four people and two pending invitations; the signed-in admin's own buttons are disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Active Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(canvas.getByRole('button', { name: 'Change role of Alice Anderson' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: 'Remove Alice Anderson' })).toBeDisabled();
    expect(canvas.getByRole('button', { name: 'Remove Tom Baker' })).toBeEnabled();
    await waitFor(() => expect(canvas.getByLabelText('Pending Invitations')).toHaveTextContent('2'));
    expect(canvas.getByLabelText('Total Users')).toHaveTextContent('4');
    expect(canvas.getByLabelText('Admins')).toHaveTextContent('2');
  },
};

/** The lists have not answered yet. */
export const Loading: Story = { args: { fixtures: { state: 'loading' } } };

/** Only the signed-in admin, no invitations. */
export const Empty: Story = {
  args: { fixtures: { state: 'empty' }, defaultTab: 'invitations' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No pending invitations.');
  },
};

/** The users could not be read. */
export const LoadError: Story = {
  args: { fixtures: { state: 'error' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Failed to load users');
  },
};

/** The Pending Invitations tab; revoking one removes it and toasts. */
export const PendingInvitations: Story = {
  args: { defaultTab: 'invitations' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Pending Invitations' });
    await userEvent.click(within(table).getByRole('button', { name: 'Revoke invitation of new.hire@acme.test' }));
    await body(canvasElement).findByText('Invitation revoked successfully');
    await waitFor(() => expect(canvas.queryByText('new.hire@acme.test')).toBeNull());
  },
};

/** Create User: the button waits for both fields; the new user is listed and toasted. */
export const CreateUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Active Users' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create User' });
    const submit = within(dialog).getByRole('button', { name: 'Create User' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'dana.doe@acme.test');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Full Name'), 'Dana Doe');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['User', 'Admin']);
    await userEvent.click(submit);
    await body(canvasElement).findByText('User dana.doe@acme.test created successfully');
    await canvas.findByText('Dana Doe');
  },
};

/** Create User refused by the server: 'Failed to create user: …' in the modal. */
export const CreateUserError: Story = {
  args: { fixtures: { writeError: 'This person is already a member of this company' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Active Users' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create User' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'tom.user@acme.test');
    await userEvent.type(within(dialog).getByLabelText('Full Name'), 'Tom Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await within(dialog).findByText('Failed to create user: This person is already a member of this company');
  },
};

/** Invite User without e-mail set up: the one-time link is shown to copy. */
export const InviteWithLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Active Users' });
    await userEvent.click(canvas.getByRole('button', { name: 'Invite User' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Invite User' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'erin@acme.test');
    await userEvent.type(within(dialog).getByLabelText('Full Name'), 'Erin Example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    const link = await body(canvasElement).findByRole('dialog', { name: 'Invitation Link' });
    expect(within(link).getByLabelText('Invitation link')).toHaveValue(
      'https://curate.example.com/invitation#token=Xq3v9Lk2fA0pQm8sT1wZ5rB7nC4dE6gH9jK2lM5oP8u',
    );
  },
};

/** Change User Role: choose, then confirm; the badge changes and a toast says so. */
export const ChangeRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Active Users' });
    await userEvent.click(canvas.getByRole('button', { name: 'Change role of Tom Baker' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Change User Role' });
    expect(within(dialog).getByLabelText('New Role')).toHaveValue('tenant-admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    await within(dialog).findByText(/from User to Admin/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Change' }));
    await body(canvasElement).findByText('Tom Baker is now an Admin');
  },
};

/** Confirm User Removal refused by the server: the detail in the modal and a toast. */
export const RemoveUserError: Story = {
  args: { fixtures: { writeError: 'The last admin of a company cannot be removed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Active Users' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Marco Rossi' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Confirm User Removal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove User' }));
    await within(dialog).findByText('The last admin of a company cannot be removed');
  },
};

/** Confirm User Removal: the user leaves the list. */
export const RemoveUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Active Users' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Priya Shah' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Confirm User Removal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove User' }));
    await body(canvasElement).findByText('Priya Shah removed successfully');
    await waitFor(() => expect(canvas.queryByText('Priya Shah')).toBeNull());
  },
};

/** Every state on one page, for visual review (four widgets, hence four landmarks of one name). */
export const AllStates: Story = {
  name: 'All states',
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <WithFixtures />
      <WithFixtures fixtures={{ state: 'loading' }} />
      <WithFixtures fixtures={{ state: 'empty' }} defaultTab="invitations" />
      <WithFixtures fixtures={{ state: 'error' }} />
    </div>
  ),
};
