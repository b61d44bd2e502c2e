import { composeStories } from '@storybook/react-vite';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useNotifications } from './Notifications';
import * as stories from './Notifications.stories';

const { Default } = composeStories(stories);

describe('NotificationProvider (spec part 1 §2)', () => {
  it('raises notifications from anywhere below and dismisses them after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Default />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Notify warning' }));
      expect(screen.getByRole('status').textContent).toContain('Low credits warning!');
      expect(screen.getByRole('status').closest('[data-kind]')!.getAttribute('data-kind')).toBe('warning');
      act(() => {
        vi.advanceTimersByTime(5100);
      });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to be used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useNotifications())).toThrow(
      'useNotifications must be used inside <NotificationProvider>',
    );
    vi.restoreAllMocks();
  });
});
