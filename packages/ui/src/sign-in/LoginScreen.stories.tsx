import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginScreen, type LoginScreenState } from './LoginScreen';

// Annotated rather than `satisfies`: see Button.stories.tsx (storybook/test's fn() vs Vitest 4 mocks).
const meta: Meta<typeof LoginScreen> = {
  title: 'ui/sign-in/LoginScreen',
  component: LoginScreen,
  args: { onSubmit: fn() },
  parameters: { layout: 'fullscreen' },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for an email; Enter submits it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByPlaceholderText('Enter your work email');
    await userEvent.type(field, 'tom.user@acme.test{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('tom.user@acme.test');
    await expect(canvas.getByRole('button', { name: 'Continue to Login' })).toBeEnabled();
  },
};

/** While sign-in initialises: 'Initializing authentication...'. */
export const Loading: Story = {
  args: { state: 'initializing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Initializing authentication...');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Detection under way. */
export const Validating: Story = {
  args: { state: 'validating', defaultEmail: 'alice.admin@acme.test', status: ['Checking your organization...'] },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Validating Organization...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Leaving for the provider's login page. */
export const Redirecting: Story = {
  args: {
    state: 'redirecting',
    defaultEmail: 'alice.admin@acme.test',
    status: ['Organization found: acme-tools', 'Redirecting to secure login...'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Redirecting...' })).toBeInTheDocument();
    await expect(canvas.getByText('Organization found: acme-tools')).toBeInTheDocument();
  },
};

/** Detection answered not_found (spec part 1 §8). */
export const ErrorState: Story = {
  name: 'Error',
  args: { defaultEmail: 'ghost@acme.test', error: 'User not found. Please contact your administrator for access.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'User not found. Please contact your administrator for access.',
    );
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An empty email was submitted (spec part 1 §5). */
export const Empty: Story = {
  args: { error: 'Please enter your email address' },
};

const states: Array<{ state: LoginScreenState; error?: string; status?: string[]; email?: string }> = [
  { state: 'initializing' },
  { state: 'idle' },
  { state: 'idle', error: 'Please enter a valid email address', email: 'tom@' },
  { state: 'validating', status: ['Checking your organization...'], email: 'tom.user@acme.test' },
  {
    state: 'redirecting',
    status: ['Organization found: acme-tools', 'Redirecting to secure login...'],
    email: 'tom.user@acme.test',
  },
  { state: 'idle', error: 'Failed to detect authentication. Please try again.', email: 'tom.user@acme.test' },
];

/** Every state side by side, for visual review. */
export const AllStates: Story = {
  name: 'All states',
  // One page holding several screens repeats their main landmark on purpose.
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-main', enabled: false },
          { id: 'landmark-unique', enabled: false },
          { id: 'landmark-no-duplicate-contentinfo', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(360px, 1fr))' }}>
      {states.map(({ state, error, status, email }, index) => (
        <LoginScreen
          key={index}
          {...args}
          state={state}
          error={error}
          status={status}
          defaultEmail={email}
          style={{ minHeight: 'auto' }}
        />
      ))}
    </div>
  ),
};
