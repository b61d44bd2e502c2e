import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeTone } from './Badge';

const meta: Meta<typeof Badge> = {
  title: 'ui/primitives/Badge',
  component: Badge,
  args: { children: 'pending' },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Info: Story = { args: { tone: 'info', children: 'Admin' } };
export const Success: Story = { args: { tone: 'success', children: 'approved' } };
export const Warning: Story = { args: { tone: 'warning', children: 'skipped' } };
export const Danger: Story = { args: { tone: 'danger', children: 'ACCOUNT SUSPENDED' } };
export const Orange: Story = { args: { tone: 'orange', children: '3 sources' } };
export const WithDot: Story = { args: { tone: 'success', dot: true, children: 'healthy' } };
export const Small: Story = { args: { size: 'sm', tone: 'info', children: 'edited' } };

/** Quality-score bands as a QualityScoreBadge will show them (spec part 1 §9); the banding itself belongs to core. */
export const QualityBands: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge {...args} tone="success" dot>
        9.2/10
      </Badge>
      <Badge {...args} tone="warning" dot>
        7.1/10
      </Badge>
      <Badge {...args} tone="orange" dot>
        4.5/10
      </Badge>
      <Badge {...args} tone="danger" dot>
        2.3/10
      </Badge>
    </div>
  ),
};

const tones: BadgeTone[] = ['neutral', 'info', 'success', 'warning', 'danger', 'orange'];

/** Every tone in both sizes, with and without a dot, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {tones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Badge {...args} tone={tone}>
            {tone}
          </Badge>
          <Badge {...args} tone={tone} dot>{`${tone} dot`}</Badge>
          <Badge {...args} tone={tone} size="sm">{`${tone} sm`}</Badge>
        </div>
      ))}
    </div>
  ),
};
