import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { InvitationPreview } from '@curate/core/contract';
import { apiFailure, createFixtureClient, never } from '../test/fixtureApi';
import { FixtureApi } from '../test/fixtureApi';
import { InvitationAccept } from './InvitationAccept';

type LinkState = 'pending' | 'expired' | 'revoked' | 'accepted' | 'unknown' | 'loading';
interface Args {
  link: LinkState;
  onAccepted: () => void;
  onSignIn: () => void;
}

const preview = (status: InvitationPreview['status']): InvitationPreview => ({
  company_name: 'Acme Tools',
  invitee_email: 'erin@acme.test',
  invitee_name: 'Erin Example',
  role: 'tenant-user',
  status,
  expires_at: '2026-02-01T12:00:00.000Z',
});

/** The accept page over an in-memory API (a test double; the real one is the Curate server). */
function WithFixtures({ link, onAccepted, onSignIn }: Args) {
  const [client] = useState(() =>
    createFixtureClient({
      previewInvitation: () =>
        link === 'loading'
          ? never()
          : link === 'unknown'
            ? Promise.reject(apiFailure(404, 'This invitation link is not valid.'))
            : preview(link),
      acceptInvitation: () => ({ email: 'erin@acme.test', company_code: 'acme-tools', org_id: null }),
    }),
  );
  return (
    <FixtureApi client={client}>
      <InvitationAccept
        token="Xq3v9Lk2fA0pQm8sT1wZ5rB7nC4dE6gH9jK2lM5oP8u"
        onAccepted={onAccepted}
        onSignIn={onSignIn}
      />
    </FixtureApi>
  );
}

const meta: Meta<Args> = {
  title: 'ui/users/InvitationAccept',
  args: { link: 'pending', onAccepted: fn(), onSignIn: fn() },
  render: (args) => <WithFixtures {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** A pending link: who invites whom; Accept Invitation hands over whom to sign in. */
export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/invites Erin Example/);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Invitation' }));
    await canvas.findByText('Invitation accepted. Signing you in…');
    expect(args.onAccepted).toHaveBeenCalledWith({ email: 'erin@acme.test', company_code: 'acme-tools', org_id: null });
  },
};

/** Still checking the link. */
export const Loading: Story = { args: { link: 'loading' } };

/** Past its expiry. */
export const Expired: Story = {
  args: { link: 'expired' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'This invitation has expired. Ask your administrator to send you a new one.',
    );
  },
};

/** Revoked by an admin. */
export const Revoked: Story = { args: { link: 'revoked' } };

/** Already used once. */
export const AlreadyUsed: Story = { args: { link: 'accepted' } };

/** A token nobody issued. */
export const Invalid: Story = {
  args: { link: 'unknown' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/This invitation link is not valid/);
  },
};
