import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Button.stories';

const { Default, Loading, Disabled, Danger } = composeStories(stories);

describe('Button', () => {
  it('calls onClick when pressed and defaults to type="button"', async () => {
    const onClick = vi.fn();
    render(<Default onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Approve' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('type')).toBe('button');
  });

  it('while loading shows the busy label, is aria-busy and ignores clicks but stays focusable', async () => {
    const onClick = vi.fn();
    render(<Loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(screen.queryByText('Save Changes')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('keeps its label while loading when no busy label is given', () => {
    render(<Loading loadingLabel={undefined} />);
    expect(screen.getByRole('button', { name: 'Save Changes' }).getAttribute('aria-busy')).toBe('true');
  });

  it('when disabled cannot be pressed and exposes data-disabled', async () => {
    const onClick = vi.fn();
    render(<Disabled onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Add Filter' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('data-disabled')).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes variant and size as data attributes, omits false states, and keeps className', () => {
    render(<Danger className="partner-class" />);
    const button = screen.getByRole('button', { name: 'Reject' });
    expect(button.className).toBe('curate-Button partner-class');
    expect(button.dataset).toMatchObject({ slot: 'button', variant: 'danger', size: 'md' });
    expect(button.hasAttribute('data-loading')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
