import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CurateProvider } from '../../theme/CurateProvider';
import { Dialog } from './Dialog';
import * as stories from './Dialog.stories';

const { Default, Confirmation, FullScreen } = composeStories(stories);

describe('Dialog', () => {
  it('opens from its trigger with title and description, and moves focus inside', async () => {
    render(<Default />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export products' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Choose which products to include in the CSV file.').id).toBe(
      dialog.getAttribute('aria-describedby'),
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes on Escape, calls onClose and returns focus to the trigger', async () => {
    const onClose = vi.fn();
    render(<Default onClose={onClose} />);
    const trigger = screen.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('leaves the page as soon as it is closed, even while it is opening', () => {
    // A leave transition can get stuck when it interrupts the entry (tailwindlabs/headlessui#3892): the dialog would
    // stay over the page after a quick confirmation. Closing removes it in the same render instead.
    const { rerender } = render(<Dialog open onClose={() => undefined} title="Suspend Account" role="alertdialog" />);
    expect(screen.getByRole('alertdialog', { name: 'Suspend Account' })).toBeTruthy();
    rerender(<Dialog open={false} onClose={() => undefined} title="Suspend Account" role="alertdialog" />);
    expect(document.querySelector('[data-slot="dialog"]')).toBeNull();
  });

  it('closes from the close button and from footer actions', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Confirmation />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete product' });
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('carries the provider appearance and the full-screen size onto its own themed root', async () => {
    render(
      <CurateProvider appearance={{ colorPrimary: '#6d28d9' }}>
        <FullScreen />
      </CurateProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review Product: SKU-10482' });
    const themedRoot = dialog.closest('.curate-root') as HTMLElement;
    expect(themedRoot.style.getPropertyValue('--curate-color-primary')).toBe('#6d28d9');
    expect(themedRoot.dataset.size).toBe('full');
    expect(dialog.querySelector('[data-slot="dialog-panel"]')?.getAttribute('data-size')).toBe('full');
  });
});
