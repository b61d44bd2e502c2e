import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './WorkspaceTabs.stories';

const { Default, Empty, TenantUser, SuperAdmin } = composeStories(stories);

describe('WorkspaceTabs (spec part 1 §2)', () => {
  it('lists the tabs in order with a red count on Review Queue', () => {
    render(<Default />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Data Integration',
      'Review Queue12 pending',
      'Catalog',
      'Schema Manager',
      'Users',
      'Billing',
    ]);
    expect(screen.getByRole('tablist', { name: 'Workspace' })).toBeTruthy();
    expect(document.querySelector('[data-slot="workspace-tab-count"]')!.textContent).toBe('12 pending');
  });

  it('shows no badge at 0', () => {
    render(<Empty />);
    expect(document.querySelector('[data-slot="workspace-tab-count"]')).toBeNull();
  });

  it('activates by click, and by arrow keys then Enter (manual activation)', async () => {
    const onValueChange = vi.fn();
    render(<Default onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Dashboard' }));
    expect(onValueChange).toHaveBeenLastCalledWith('dashboard');
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Data Integration' }));
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('add-products');
    expect(screen.getByRole('tabpanel').textContent).toContain('Data Integration');
  });

  it('follows role visibility', () => {
    const { unmount } = render(<TenantUser />);
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
    unmount();
    render(<SuperAdmin />);
    expect(screen.getByRole('tab', { name: 'Billing Management' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
  });
});
