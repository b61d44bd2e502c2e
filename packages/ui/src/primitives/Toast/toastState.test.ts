import { describe, expect, it } from 'vitest';
import { createToast, DEFAULT_TOAST_DURATION_MS, toastReducer, type ToastItem } from './toastState';

const saved = createToast({ kind: 'success', message: 'Product approved' }, 't1');
const failed = createToast({ kind: 'error', message: 'Could not save changes' }, 't2');

describe('createToast', () => {
  it('fills in kind info and the 5 s default duration', () => {
    expect(createToast({ message: 'Import started' }, 'x')).toEqual({
      id: 'x',
      kind: 'info',
      message: 'Import started',
      duration: DEFAULT_TOAST_DURATION_MS,
    });
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
  });

  it('keeps a caller id and an explicit null (sticky) or custom duration', () => {
    expect(createToast({ id: 'suspended', message: 'Account suspended', duration: 10000 }, 'x')).toMatchObject({
      id: 'suspended',
      duration: 10000,
    });
    expect(createToast({ message: 'Stays', duration: null }, 'x').duration).toBeNull();
  });
});

describe('toastReducer', () => {
  it('shows new toasts newest first', () => {
    const state = toastReducer(toastReducer([], { type: 'show', toast: saved }), { type: 'show', toast: failed });
    expect(state.map((t) => t.id)).toEqual(['t2', 't1']);
  });

  it('replaces a toast shown again with the same id, in place', () => {
    const updated: ToastItem = { ...saved, message: 'Product approved (2)' };
    const state = toastReducer([failed, saved], { type: 'show', toast: updated });
    expect(state).toEqual([failed, updated]);
  });

  it('dismisses one toast by id and ignores unknown ids', () => {
    expect(toastReducer([failed, saved], { type: 'dismiss', id: 't2' })).toEqual([saved]);
    const state = [saved];
    expect(toastReducer(state, { type: 'dismiss', id: 'nope' })).toBe(state);
  });

  it('clears the list and never mutates the previous state', () => {
    const before = [failed, saved];
    const frozen = Object.freeze([...before]);
    expect(toastReducer(frozen, { type: 'clear' })).toEqual([]);
    toastReducer(frozen, { type: 'show', toast: createToast({ message: 'x' }, 't3') });
    expect(frozen).toEqual(before);
  });
});
