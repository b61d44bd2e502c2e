import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { CurateProvider } from './CurateProvider';

const sample = (
  <div style={{ display: 'flex', gap: 8, alignItems: 'center', padding: 16 }}>
    <Button variant="primary">Approve</Button>
    <Button>Cancel</Button>
    <Badge tone="info">pending</Badge>
  </div>
);

const meta: Meta<typeof CurateProvider> = {
  title: 'ui/theme/CurateProvider',
  component: CurateProvider,
  args: { children: sample },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A partner's appearance: tokens are set inline on this provider's root and every part follows. */
export const PartnerAppearance: Story = {
  args: {
    appearance: { colorPrimary: '#047857', radius: 12, fontFamily: "Georgia, 'Times New Roman', serif", fontSize: 15 },
    className: 'partner-portal',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Approve' });
    const root = button.closest('.partner-portal') as HTMLElement;
    await expect(root.style.getPropertyValue('--curate-color-primary')).toBe('#047857');
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(4, 120, 87)');
    await expect(getComputedStyle(button).borderTopLeftRadius).toBe('12px');
    await expect(root.querySelector(':scope > [data-slot="portal"]')).not.toBeNull();
  },
};

/** All states: the default theme next to a partner theme. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <CurateProvider {...args} />
      <CurateProvider {...args} appearance={{ colorPrimary: '#b91c1c', radius: 0 }} />
      <CurateProvider {...args} appearance={{ colorPrimary: '#047857', radius: 16, fontSize: 16 }} />
    </div>
  ),
};
