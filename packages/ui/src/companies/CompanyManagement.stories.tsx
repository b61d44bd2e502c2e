import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FixtureApi } from '../test/fixtureApi';
import { companiesFixtureClient, type CompaniesFixtureOptions } from '../test/companies';
import { CompanyManagement } from './CompanyManagement';

interface Args {
  fixtures?: CompaniesFixtureOptions;
}

/** Company management over an in-memory API (a test double; the real one is the Curate server). */
function WithFixtures({ fixtures }: Args) {
  const [client] = useState(() => companiesFixtureClient(fixtures));
  return (
    <FixtureApi client={client}>
      <CompanyManagement billingHref={(id) => `#/admin/companies/${id}`} />
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/companies/CompanyManagement',
  render: (args) => <WithFixtures {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const table = (element: HTMLElement) => within(element).findByRole('table', { name: 'Companies' });

/** Four companies (one suspended, one inactive) with the stat cards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await table(canvasElement)).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(canvas.getByLabelText('Total Companies')).toHaveTextContent('4');
    expect(canvas.getByLabelText('Active Companies')).toHaveTextContent('3');
    expect(canvas.getByLabelText('Total Users')).toHaveTextContent('10');
    expect(within(rows[3]!).getByText('Suspended')).toBeTruthy();
    expect(within(rows[4]!).getByText('Inactive')).toBeTruthy();
    expect(canvas.getByRole('link', { name: 'Manage billing of Acme Tools' })).toHaveAttribute(
      'href',
      '#/admin/companies/7a4d2c10-0000-4000-8000-000000000002',
    );
  },
};

/** The list has not answered yet. */
export const Loading: Story = { args: { fixtures: { state: 'loading' } } };

/** No company yet. */
export const Empty: Story = {
  args: { fixtures: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No companies yet. Create the first one.');
  },
};

/** The companies could not be read. */
export const LoadError: Story = {
  args: { fixtures: { state: 'error' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Failed to load companies');
  },
};

/** Create New Company: the company is listed first and toasted. */
export const CreateCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Company' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create New Company' });
    await userEvent.type(within(dialog).getByLabelText('Company Name'), 'Umbrella Labs');
    await userEvent.type(within(dialog).getByLabelText('Company Code'), 'umbrella-labs');
    await userEvent.type(within(dialog).getByLabelText('Admin Email'), 'alice@umbrella.example');
    await userEvent.type(within(dialog).getByLabelText('Admin Name'), 'Alice Abernathy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Company' }));
    await body(canvasElement).findByText('Company created successfully');
    await canvas.findByText('Umbrella Labs');
    expect(canvas.getByLabelText('Total Companies')).toHaveTextContent('5');
  },
};

/** Create New Company with broken fields: each says what is wrong, and nothing is sent. */
export const CreateValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Company' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create New Company' });
    await userEvent.type(within(dialog).getByLabelText('Company Code'), 'Umbrella Labs');
    expect(within(dialog).getByText('Lowercase letters, numbers, and hyphens only')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Logo URL/), 'logo.png');
    await userEvent.type(within(dialog).getByLabelText('Admin Email'), 'alice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Company' }));
    expect(await within(dialog).findAllByText('Please fill in all required fields')).toHaveLength(2);
    expect(within(dialog).getByText('Logo URL must be a valid URL')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByLabelText('Company Code')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Create New Company refused by the server: its detail in the modal. */
export const CreateServerError: Story = {
  args: { fixtures: { writeError: "A company with the code 'acme-tools' already exists" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Company' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create New Company' });
    await userEvent.type(within(dialog).getByLabelText('Company Name'), 'Acme Again');
    await userEvent.type(within(dialog).getByLabelText('Company Code'), 'acme-tools');
    await userEvent.type(within(dialog).getByLabelText('Admin Email'), 'boss@acme.example');
    await userEvent.type(within(dialog).getByLabelText('Admin Name'), 'Big Boss');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Company' }));
    await within(dialog).findByText("A company with the code 'acme-tools' already exists");
  },
};

/** Deactivate, then activate a company: its status and the toast follow. */
export const ToggleStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Acme Tools' }));
    await body(canvasElement).findByText('Acme Tools deactivated successfully');
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate Acme Tools' }));
    await body(canvasElement).findByText('Acme Tools activated successfully');
    await waitFor(() => expect(canvas.getByLabelText('Active Companies')).toHaveTextContent('3'));
  },
};

/** A status change refused: the toast says so. */
export const ToggleStatusError: Story = {
  args: { fixtures: { writeError: 'Failed to update company status' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Acme Tools' }));
    await body(canvasElement).findByText('Failed to update company status');
  },
};

/** Edit only says it is coming. */
export const EditNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Globex Corporation' }));
    await body(canvasElement).findByText('Edit functionality coming soon');
  },
};

/** Company details with its users. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View details of Acme Tools' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Acme Tools' });
    const users = await within(dialog).findByRole('table', { name: 'Company users' });
    expect(within(users).getAllByRole('row')).toHaveLength(5);
  },
};

/** Company details that could not be read. */
export const DetailsError: Story = {
  args: { fixtures: { detailsError: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View details of Acme Tools' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Acme Tools' });
    await within(dialog).findByText('Failed to load company data');
  },
};

/** Add User to company from its details: the user joins the list and a toast says so. */
export const AddUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View details of Globex Corporation' }));
    const details = await body(canvasElement).findByRole('dialog', { name: 'Globex Corporation' });
    await within(details).findByRole('table', { name: 'Company users' });
    await userEvent.click(within(details).getByRole('button', { name: 'Add User' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add User to Company' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'carl@globex.example');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Carl Carlson');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'tenant-admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await body(canvasElement).findByText('User carl@globex.example added successfully');
    const back = await body(canvasElement).findByRole('dialog', { name: 'Globex Corporation' });
    await within(back).findByText('Carl Carlson');
  },
};

/** Add User with a missing field, then refused by the server. */
export const AddUserErrors: Story = {
  args: { fixtures: { writeError: 'A user with this email address already exists' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View details of Globex Corporation' }));
    const details = await body(canvasElement).findByRole('dialog', { name: 'Globex Corporation' });
    await userEvent.click(within(details).getByRole('button', { name: 'Add User' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add User to Company' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'alice.admin@acme.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await within(dialog).findByText('Please fill in all required fields');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Alice Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add User' }));
    await within(dialog).findByText('A user with this email address already exists');
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
      <WithFixtures fixtures={{ state: 'empty' }} />
      <WithFixtures fixtures={{ state: 'error' }} />
    </div>
  ),
};
