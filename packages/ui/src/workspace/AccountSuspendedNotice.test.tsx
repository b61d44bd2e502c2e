import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './AccountSuspendedNotice.stories';

const { Suspended, SuspendedWithoutReason, OtherForbidden } = composeStories(stories);
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

  it("gives the server's reason as a second line, and none when the suspension has no reason", async () => {
    render(<Suspended />);
    await userEvent.click(screen.getByRole('button', { name: 'Load the queue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGE);
    expect(alert.textContent).toContain('Reason: Unpaid invoice');
    cleanup();
    render(<SuspendedWithoutReason />);
    await userEvent.click(screen.getByRole('button', { name: 'Load the queue' }));
    expect((await screen.findByRole('alert')).textContent).not.toContain('Reason:');
  });

  it('ignores a 403 that does not say suspended', async () => {
    render(<OtherForbidden />);
    await userEvent.click(screen.getByRole('button', { name: 'Load the queue' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
