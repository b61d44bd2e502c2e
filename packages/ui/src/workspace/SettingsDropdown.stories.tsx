import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { SettingsDropdown } from './SettingsDropdown';

const meta: Meta<typeof SettingsDropdown> = {
  title: 'ui/workspace/SettingsDropdown',
  component: SettingsDropdown,
  args: {
    user: { full_name: 'Nina Admin', email: 'nina.admin@northwind.test', username: 'nina' },
    companyName: 'Northwind Supply',
    onUserSettings: fn(),
    onCompanySettings: fn(),
    onLogout: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}>
      <SettingsDropdown {...args} />
    </div>
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; opens on click with the user, email and company, then the three entries. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Nina Admin');
    await expect(menu).toHaveTextContent('nina.admin@northwind.test');
    await expect(menu).toHaveTextContent('Northwind Supply');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual(['User Settings', 'Company Settings', 'Logout']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Open, for review; an outside click closes it. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await screen.findByRole('menu');
  },
};

/** The profile has not loaded: 'Unknown User' (spec part 2 §2.7). */
export const Loading: Story = {
  args: { user: null, companyName: null },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(await screen.findByRole('menu')).toHaveTextContent('Unknown User');
  },
};

/** The profile call failed; identity-provider data (username only) stands in (part 1 §8). */
export const ErrorState: Story = { name: 'Error', args: { user: { full_name: null, email: null, username: 'oscar' } } };

/** The dropdown for users with and without a full name or email, closed, for visual review. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, justifyContent: 'flex-end', minHeight: 260 }}>
      <SettingsDropdown {...args} label="Settings (full)" />
      <SettingsDropdown {...args} user={{ full_name: null, username: 'oscar' }} label="Settings (username)" />
      <SettingsDropdown {...args} user={null} companyName={null} label="Settings (none)" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings (username)' }));
    await expect(await screen.findByRole('menu')).toHaveTextContent('Unknown User');
  },
};
