import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './SettingsDropdown.stories';

const { Default, Loading } = composeStories(stories);

describe('SettingsDropdown (spec part 2 §2.7)', () => {
  it('shows the user, email and company, and calls each entry', async () => {
    const onUserSettings = vi.fn();
    const onCompanySettings = vi.fn();
    const onLogout = vi.fn();
    render(<Default onUserSettings={onUserSettings} onCompanySettings={onCompanySettings} onLogout={onLogout} />);
    const button = screen.getByRole('button', { name: 'Settings' });
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Nina Admin');
    expect(menu.textContent).toContain('nina.admin@northwind.test');
    expect(menu.textContent).toContain('Northwind Supply');
    // The menu lands in the CurateProvider's portal container, inside the themed root.
    expect(menu.closest('.curate-root')).not.toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'User Settings' }));
    expect(onUserSettings).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Company Settings' }));
    expect(onCompanySettings).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('closes on an outside click and on Escape', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await screen.findByRole('menu');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('reads "Unknown User" without a full name', async () => {
    render(<Loading />);
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect((await screen.findByRole('menu')).textContent).toContain('Unknown User');
  });
});
