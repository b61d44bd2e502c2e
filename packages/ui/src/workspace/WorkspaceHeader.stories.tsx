import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SettingsDropdown } from './SettingsDropdown';
import { WorkspaceHeader } from './WorkspaceHeader';

const alice = { full_name: 'Alice Admin', email: 'alice.admin@acme.test', username: 'alice' };

const meta: Meta<typeof WorkspaceHeader> = {
  title: 'ui/workspace/WorkspaceHeader',
  component: WorkspaceHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    companyName: 'Acme Tools',
    user: alice,
    role: 'tenant-admin',
    balance: 4250,
    health: 'healthy',
    actions: <SettingsDropdown user={alice} companyName="Acme Tools" onLogout={fn()} />,
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** A tenant admin of Acme Tools with credits, the API healthy. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Acme Tools');
    await expect(canvas.getByText('Welcome, Alice Admin')).toBeInTheDocument();
    await expect(canvas.getByText('Admin')).toBeInTheDocument();
    await expect(canvas.getByText('4,250')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('API: Healthy');
  },
};

/** The company, balance and health not known yet. */
export const Loading: Story = {
  args: { companyName: null, companyLoading: true, balance: null, health: 'checking', user: null, role: 'tenant-user' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading company...')).toBeInTheDocument();
    await expect(canvas.getByText('Welcome, User')).toBeInTheDocument();
    await expect(canvas.queryByText('credits', { exact: false })).toBeNull();
  },
};

/** The API is down; the balance poll failed, so no balance is shown. */
export const ErrorState: Story = { name: 'Error', args: { health: 'unhealthy', balance: null } };

/** A suspended account with a negative balance: red tag, red balance (part 3 §2). */
export const SuspendedNegative: Story = {
  args: {
    companyName: 'Northwind Supply',
    suspended: true,
    balance: -120,
    user: { full_name: null, email: 'oscar.user@northwind.test' },
    role: 'tenant-user',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ACCOUNT SUSPENDED')).toBeInTheDocument();
    await expect(canvas.getByText('-120').closest('[data-slot="credit-balance"]')).toHaveAttribute('data-negative');
    await expect(canvas.getByText('Welcome, oscar.user@northwind.test')).toBeInTheDocument();
  },
};

/** The super-admin: no balance. */
export const SuperAdmin: Story = {
  args: {
    companyName: null,
    balance: null,
    role: 'super-admin',
    user: { full_name: 'Platform Admin', email: 'admin@curate.dev' },
  },
};

/** Every state, for visual review. */
export const AllStates: Story = {
  name: 'All states',
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <WorkspaceHeader {...args} />
      <WorkspaceHeader
        {...args}
        companyName={null}
        companyLoading
        balance={null}
        health="checking"
        user={null}
        role="tenant-user"
      />
      <WorkspaceHeader {...args} health="unhealthy" balance={null} />
      <WorkspaceHeader
        {...args}
        companyName="Northwind Supply"
        suspended
        balance={-120}
        role="tenant-user"
        user={{ email: 'oscar.user@northwind.test' }}
      />
      <WorkspaceHeader
        {...args}
        companyName="Northwind Supply"
        balance={90}
        role="tenant-admin"
        user={{ full_name: 'Nina Admin' }}
      />
      <WorkspaceHeader
        {...args}
        companyName={null}
        balance={null}
        role="super-admin"
        user={{ full_name: 'Platform Admin' }}
      />
    </div>
  ),
};
