import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './AccountSuspendedNotice.stories';

const { Suspended, OtherForbidden } = composeStories(stories);
const MESSAGE = 'Account Suspended: Cannot run enhancements. Please contact your administrator.';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AccountSuspendedNotice (spec part 1 §8, §9)', () => {
  it('shows one notice for any number of suspended answers, for 10 s, and again after it went', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Suspended />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const load = screen.getByRole('button', { name: 'Load the queue' });
    await user.click(load);
    await user.click(load);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGE);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(9_000));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1_100));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(load);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGE);
  });

  it('ignores a 403 that does not say suspended', async () => {
    render(<OtherForbidden />);
    await userEvent.click(screen.getByRole('button', { name: 'Load the queue' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
