import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './Toast';
import * as stories from './Toast.stories';
import { ToastStack } from './ToastStack';
import { createToast, DEFAULT_TOAST_DURATION_MS } from './toastState';

const { Default, Success, ErrorKind, Stack } = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces errors as alerts and other kinds as status', () => {
    render(<ErrorKind />);
    expect(screen.getByRole('alert').textContent).toContain('Could not save changes');
    render(<Success />);
    expect(screen.getByRole('status').textContent).toContain('approved');
  });

  it('calls onDismiss from its dismiss button', async () => {
    const onDismiss = vi.fn();
    render(<Success onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('dismisses itself after the 5 s default, not before', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toast onDismiss={onDismiss}>Saved</Toast>);
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('pauses the countdown while hovered and resumes with the time left', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Toast onDismiss={onDismiss} duration={1000}>
        Saved
      </Toast>,
    );
    const toast = screen.getByRole('status').closest('[data-slot="toast"]') as HTMLElement;
    act(() => vi.advanceTimersByTime(600));
    fireEvent.mouseEnter(toast);
    expect(toast.hasAttribute('data-paused')).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(399));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays when the duration is null', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Toast onDismiss={onDismiss} duration={null}>
        Sticky
      </Toast>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

describe('ToastStack', () => {
  it('renders its region inside the provider root and removes a dismissed toast', async () => {
    render(<Stack />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.closest('[data-slot="portal"]')?.parentElement?.classList.contains('curate-root')).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('auto-dismisses a raised notification after 5 s', () => {
    vi.useFakeTimers();
    render(<Default />);
    fireEvent.click(screen.getByRole('button', { name: 'Notify info' }));
    expect(screen.getByRole('status').textContent).toContain('Import started');
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders inline when there is no provider to portal into', () => {
    const { container } = render(<ToastStack toasts={[createToast({ message: 'Saved' }, 'a')]} onDismiss={() => {}} />);
    expect(container.querySelector('[data-slot="toast-stack"]')).not.toBeNull();
  });
});
