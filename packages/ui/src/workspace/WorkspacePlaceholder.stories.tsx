import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WorkspacePlaceholder } from './WorkspacePlaceholder';

const meta: Meta<typeof WorkspacePlaceholder> = {
  title: 'ui/workspace/WorkspacePlaceholder',
  component: WorkspacePlaceholder,
  args: { title: 'Review Queue', children: 'The review queue arrives with its release.' },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** A tab whose screen ships later. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Review Queue');
  },
};

/** On a page of its own (e.g. /admin/companies), with a level-1 heading. */
export const Page: Story = {
  args: {
    level: 1,
    title: 'Company management',
    children: 'Company management and billing administration arrive with their release.',
  },
};

/** Several placeholders, for visual review. */
export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <WorkspacePlaceholder title="Dashboard">The dashboard arrives with its release.</WorkspacePlaceholder>
      <WorkspacePlaceholder title="Catalog">The catalogue arrives with its release.</WorkspacePlaceholder>
      <WorkspacePlaceholder title="Billing">Billing arrives with its release.</WorkspacePlaceholder>
    </div>
  ),
};
