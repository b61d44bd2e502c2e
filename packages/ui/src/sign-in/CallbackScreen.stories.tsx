import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CallbackPhase } from '@curate/core';
import { CallbackScreen } from './CallbackScreen';

const meta: Meta<typeof CallbackScreen> = {
  title: 'ui/sign-in/CallbackScreen',
  component: CallbackScreen,
  parameters: { layout: 'fullscreen' },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the sign-in to complete. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Completing sign in...');
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait while we verify your sign-in.');
  },
};

/** Loading the user's profile after sign-in. */
export const Loading: Story = { args: { message: 'Loading your profile...' } };

/** Signed in; about to open the workspace. */
export const SignedIn: Story = { args: { state: 'signed-in', message: 'Signed in. Taking you to your workspace...' } };

/** The sign-in failed: back to /login after 1 s (spec part 1 §2). */
export const Failed: Story = {
  args: { state: 'failed', message: 'Your sign-in could not be completed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Authentication failed. Redirecting to login...',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your sign-in could not be completed.');
  },
};

/** Another error. */
export const ErrorState: Story = { name: 'Error', args: { state: 'error', message: 'Sign-in took too long.' } };

/** The profile was not available: 'Redirecting...' then /. */
export const NoProfile: Story = { args: { state: 'no-profile', message: 'Your profile is not available yet.' } };

const phases: CallbackPhase[] = ['waiting', 'signed-in', 'failed', 'error', 'no-profile'];

/** Every phase side by side, for visual review. */
export const AllStates: Story = {
  name: 'All states',
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-main', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))' }}>
      {phases.map((phase) => (
        <CallbackScreen key={phase} state={phase} style={{ minHeight: 'auto' }} />
      ))}
    </div>
  ),
};
