import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

// Annotated rather than `satisfies`: storybook/test's fn() is a Vitest 3 mock type, which would
// narrow the composed stories' props and reject Vitest 4's vi.fn() in the tests.
const meta: Meta<typeof Button> = {
  title: 'ui/primitives/Button',
  component: Button,
  args: { children: 'Approve', onClick: fn() },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary', children: 'Continue to Login' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Reject' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View Details' } };
export const Small: Story = { args: { size: 'sm', children: 'Review' } };
export const Large: Story = { args: { size: 'lg', variant: 'primary', children: 'Export CSV' } };

export const Loading: Story = {
  args: { variant: 'primary', loading: true, loadingLabel: 'Saving...', children: 'Save Changes' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Add Filter' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Filter' })).toBeDisabled();
  },
};

const variants: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

/** Every variant in every state and size, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {variants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          {sizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} variant={variant} loading>
            {`${variant} loading`}
          </Button>
          <Button {...args} variant={variant} loading loadingLabel="Exporting...">
            Export CSV
          </Button>
          <Button {...args} variant={variant} disabled>
            {`${variant} disabled`}
          </Button>
        </div>
      ))}
    </div>
  ),
};
