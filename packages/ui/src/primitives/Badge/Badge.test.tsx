import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './Badge.stories';

const { Default, WithDot, QualityBands } = composeStories(stories);

describe('Badge', () => {
  it('renders its label in the neutral tone by default, without a dot', () => {
    render(<Default />);
    const badge = screen.getByText('pending');
    expect(badge.dataset).toMatchObject({ slot: 'badge', tone: 'neutral', size: 'md' });
    expect(badge.hasAttribute('data-dot')).toBe(false);
  });

  it('draws a decorative dot that is hidden from assistive technology', () => {
    render(<WithDot className="x" />);
    const badge = screen.getByText('healthy');
    expect(badge.className).toBe('curate-Badge x');
    expect(badge.querySelector('[data-slot="badge-dot"]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the four quality bands in their tones', () => {
    render(<QualityBands />);
    const tones = ['9.2/10', '7.1/10', '4.5/10', '2.3/10'].map((label) => screen.getByText(label).dataset.tone);
    expect(tones).toEqual(['success', 'warning', 'orange', 'danger']);
  });
});
