// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard';

describe('useLeaveGuard (issue #14: no silent loss of edits)', () => {
  it('leaves at once when nothing is unsaved', () => {
    const leave = vi.fn();
    const { result } = renderHook(() => useLeaveGuard(false));
    act(() => result.current.guard(leave));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(result.current.prompting).toBe(false);
  });

  it('asks first with unsaved edits; Keep editing stays, Discard leaves once', () => {
    const close = vi.fn();
    const next = vi.fn();
    const { result } = renderHook(() => useLeaveGuard(true));
    act(() => result.current.guard(close));
    expect(result.current.prompting).toBe(true);
    expect(close).not.toHaveBeenCalled();
    act(() => result.current.keep());
    expect(result.current.prompting).toBe(false);
    act(() => result.current.guard(next));
    act(() => result.current.discard());
    act(() => result.current.discard());
    expect(next).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
    expect(result.current.prompting).toBe(false);
  });

  it('reads the latest dirty flag', () => {
    const leave = vi.fn();
    const { result, rerender } = renderHook(({ dirty }) => useLeaveGuard(dirty), { initialProps: { dirty: true } });
    rerender({ dirty: false });
    act(() => result.current.guard(leave));
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
