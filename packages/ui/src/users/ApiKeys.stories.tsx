import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FixtureApi } from '../test/fixtureApi';
import {
  type ApiKeysFixtureOptions,
  apiKeysFixtureClient,
  FIXTURE_API_KEY_SECRET,
  USERS_COMPANY_ID,
} from '../test/users';
import { ApiKeys } from './ApiKeys';

interface Args {
  fixtures?: ApiKeysFixtureOptions;
}

/** The API keys over an in-memory API (a test double; the real one is the Curate server). */
function WithFixtures({ fixtures }: Args) {
  const [client] = useState(() => apiKeysFixtureClient(fixtures));
  return (
    <FixtureApi client={client}>
      <ApiKeys companyId={USERS_COMPANY_ID} />
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/users/ApiKeys',
  render: (args) => <WithFixtures {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Three keys: one active, one past its expiry, one revoked; only the active one can be revoked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'API Keys' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['active', 'expired', 'revoked']);
    expect(within(rows[0]!).getByText('Active')).toBeVisible();
    expect(within(rows[0]!).getByText('Read, Import & enhance')).toBeVisible();
    expect(within(rows[1]!).getByText('Expired')).toBeVisible();
    expect(within(rows[1]!).getByText('Never')).toBeVisible();
    expect(within(rows[2]!).getByText('Revoked')).toBeVisible();
    expect(within(table).getAllByRole('button')).toHaveLength(1);
    expect(within(table).getByRole('button', { name: 'Revoke API key PIM sync' })).toBeEnabled();
  },
};

/** The list has not answered yet. */
export const Loading: Story = {
  args: { fixtures: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Loading API keys…');
    expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** No keys yet. */
export const Empty: Story = {
  args: { fixtures: { state: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No API keys yet.');
    expect(canvas.getByRole('button', { name: 'Create API key' })).toBeEnabled();
  },
};

/** The keys could not be read; Retry asks again. */
export const LoadError: Story = {
  args: { fixtures: { state: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load API keys');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Create API key: the button waits for a name and a scope. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'API Keys' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create API key' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create API key' });
    const submit = within(dialog).getByRole('button', { name: 'Create API key' });
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shop feed');
    expect(submit).toBeDisabled();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id')?.split('-scope-')[1]),
    ).toEqual(['read', 'import_enhance', 'review', 'admin']);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Read' }));
    expect(submit).toBeEnabled();
    expect(within(dialog).getByLabelText('Expires on (optional)')).toHaveValue('');
  },
};

/** Created: the secret is shown once, with Copy and the warning; the new key heads the list. */
export const SecretShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'API Keys' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create API key' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create API key' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shop feed');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Read' }));
    await userEvent.type(within(dialog).getByLabelText('Expires on (optional)'), '2030-06-30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    const shown = await body(canvasElement).findByRole('dialog', { name: 'API key created' });
    expect(within(shown).getByLabelText('Secret')).toHaveValue(FIXTURE_API_KEY_SECRET);
    expect(within(shown).getByText('Copy this key now. It will not be shown again.')).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeVisible();
    // The page behind the dialog is inert, so the new first row is read from the markup.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="api-keys-table"] tbody tr')).toHaveTextContent('Shop feed'),
    );
  },
};

/** Create refused by the server: 'Failed to create API key: …' in the dialog. */
export const CreateError: Story = {
  args: { fixtures: { writeError: 'The company has too many API keys' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'API Keys' });
    await userEvent.click(canvas.getByRole('button', { name: 'Create API key' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Create API key' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shop feed');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Read' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create API key' }));
    await within(dialog).findByText('Failed to create API key: The company has too many API keys');
  },
};

/** Revoke asks first, naming the key and its prefix. */
export const RevokeConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'API Keys' });
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke API key PIM sync' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Revoke API key' });
    expect(dialog).toHaveTextContent('Revoke PIM sync (cur_7fK2pQ9x…)? Every call with it is refused from now on.');
    expect(within(dialog).getByRole('button', { name: 'Revoke key' })).toBeEnabled();
  },
};

/** Revoked: the key shows Revoked, loses its button, and a toast says so. */
export const Revoke: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'API Keys' });
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke API key PIM sync' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Revoke API key' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await body(canvasElement).findByText('API key PIM sync revoked');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Revoke API key PIM sync' })).toBeNull());
    const first = within(canvas.getByRole('table', { name: 'API Keys' })).getAllByRole('row')[1]!;
    expect(first).toHaveAttribute('data-state', 'revoked');
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'API Keys' });
    await canvas.findByText('No API keys yet.');
    await canvas.findByText('Failed to load API keys');
    expect(canvas.getByText('Loading API keys…')).toBeVisible();
  },
};
