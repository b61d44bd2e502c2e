import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FixtureApi } from '../test/fixtureApi';
import { DASHBOARD_COMPANY_ID, settingsFixtureClient } from '../test/dashboard';
import { CompanySettingsModal } from './CompanySettingsModal';
import { UserSettingsModal } from './UserSettingsModal';

type Fixtures = Parameters<typeof settingsFixtureClient>[0];
interface Args {
  modal: 'user' | 'company';
  fixtures?: Fixtures;
  companyKnown?: boolean;
  /** The company's name, Company Settings' title. */
  companyName?: string;
  onNotice: (notice: { kind: string; message: string }) => void;
}

/** The settings modals over an in-memory API (a test double; the real one is the Curate server). */
function SettingsWithFixtures({ modal, fixtures, companyKnown = true, companyName, onNotice }: Args) {
  const [client] = useState(() => settingsFixtureClient(fixtures));
  return (
    <FixtureApi client={client}>
      {modal === 'user' ? (
        <UserSettingsModal
          open
          onClose={() => undefined}
          companyId={companyKnown ? DASHBOARD_COMPANY_ID : null}
          onNotice={onNotice}
        />
      ) : (
        <CompanySettingsModal
          open
          onClose={() => undefined}
          companyCode={companyKnown ? 'acme-tools' : null}
          companyName={companyName ?? null}
          onNotice={onNotice}
        />
      )}
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/settings/SettingsModals',
  args: { modal: 'user', companyName: 'Acme Tools', onNotice: fn() },
  render: (args) => <SettingsWithFixtures {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** User Settings of an admin: Full Name and Email Address; Save Settings reports 'User settings saved successfully'. */
export const UserSettings: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'User Settings' });
    const name = within(dialog).getByRole('textbox', { name: 'Full Name' });
    await waitFor(() => expect(name).toHaveValue('Alice Admin'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Alice A. Admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(args.onNotice).toHaveBeenCalledWith({ kind: 'success', message: 'User settings saved successfully' }),
    );
  },
};

/** A tenant-user's own profile: the e-mail is read-only. */
export const UserSettingsTenantUser: Story = {
  args: { fixtures: { role: 'tenant-user' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'User Settings' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('readonly'),
    );
    await expect(dialog).toHaveTextContent('Only an administrator can change an email address.');
  },
};

/** An invalid e-mail shows the contract's message and saves nothing. */
export const UserSettingsInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'User Settings' });
    const email = within(dialog).getByRole('textbox', { name: 'Email Address' });
    await waitFor(() => expect(email).toHaveValue('alice.admin@acme.test'));
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await expect(args.onNotice).not.toHaveBeenCalled();
  },
};

export const UserSettingsLoading: Story = { args: { fixtures: { state: 'loading' } } };
export const UserSettingsLoadFailed: Story = {
  args: { fixtures: { state: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('Failed to load user profile');
  },
};
export const UserSettingsNoCompany: Story = {
  args: { companyKnown: false },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('No company selected');
  },
};

/** Company Settings, titled with the company name: tone, fields, instructions; Reset to Defaults. */
export const CompanySettings: Story = {
  args: { modal: 'company' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Acme Tools' });
    const tone = within(dialog).getByRole('combobox', { name: 'Enhancement Tone' });
    await waitFor(() => expect(tone).toHaveValue('technical'));
    await expect(within(dialog).getByRole('checkbox', { name: /Attributes/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to Defaults' }));
    await expect(tone).toHaveValue('professional');
    await expect(within(dialog).getByRole('checkbox', { name: /Long Description/ })).toBeChecked();
    await userEvent.selectOptions(tone, 'casual');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(args.onNotice).toHaveBeenCalledWith({ kind: 'success', message: 'Company settings saved successfully' }),
    );
  },
};

/** Unticking every field: 'Select at least one field to enhance'. */
export const CompanySettingsNoField: Story = {
  args: { modal: 'company' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Acme Tools' });
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Attributes/ })).toBeChecked());
    for (const box of within(dialog).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Select at least one field to enhance');
  },
};

/** The server's detail is preferred when a save fails. */
export const CompanySettingsSaveFailed: Story = {
  args: { modal: 'company', fixtures: { saveError: 'You do not have permission to perform this action' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Acme Tools' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Enhancement Tone' })).toHaveValue('technical'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have permission to perform this action',
    );
  },
};

export const CompanySettingsLoading: Story = { args: { modal: 'company', fixtures: { state: 'loading' } } };
export const CompanySettingsLoadFailed: Story = {
  args: { modal: 'company', fixtures: { state: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load company enhancement settings',
    );
  },
};
export const CompanySettingsNoCompany: Story = {
  args: { modal: 'company', companyKnown: false },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('No company selected');
  },
};
