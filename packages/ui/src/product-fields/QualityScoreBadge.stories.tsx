import type { Meta, StoryObj } from '@storybook/react-vite';
import { QualityDots } from './QualityDots';
import { QualityScoreBadge } from './QualityScoreBadge';
import { makeSource } from '../test/productFields';

const meta: Meta<typeof QualityScoreBadge> = {
  title: 'ui/product-fields/QualityScoreBadge',
  component: QualityScoreBadge,
  args: { score: 8.4 },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** No score yet: '–'. */
export const Empty: Story = { args: { score: null } };
export const OutOfTen: Story = { args: { score: 6.25, outOfTen: true } };
/** 7.96 reads '8.0/10' and is green: bands go by the score as shown — spec part 1 §9. */
export const ShownRounded: Story = { args: { score: 7.96, outOfTen: true } };

const scores = [9.6, 8, 7.4, 6, 5.9, 4.2, 1.5];

/** Review bands (8+ green, 6-8 yellow, below 6 red), catalogue bands (adds orange) and source quality dots — spec part 1 §9. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <strong style={{ width: 90 }}>Review</strong>
        {scores.map((s) => (
          <QualityScoreBadge key={s} score={s} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <strong style={{ width: 90 }}>Catalogue</strong>
        {scores.map((s) => (
          <QualityScoreBadge key={s} score={s} bands="catalogue" outOfTen />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
        <strong style={{ width: 90 }}>Sources</strong>
        <QualityDots sources={[makeSource(0, 'x')]} />
        <QualityDots sources={[0, 1, 2].map((n) => makeSource(n, 'x'))} />
        <QualityDots sources={[0, 1, 2, 3, 4].map((n) => makeSource(n, 'x'))} />
      </div>
    </div>
  ),
};
