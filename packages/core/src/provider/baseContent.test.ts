import { describe, expect, it, vi } from 'vitest';
import { baseContent, type BaseState } from './baseContent';

const state = (over: Partial<BaseState>): BaseState => ({
  status: 'success',
  error: null,
  refetch: vi.fn(),
  isEmpty: false,
  ...over,
});
const slots = { loading: 'loading…', error: 'failed', empty: 'nothing here' };

describe('baseContent (the loading / error / empty slots of the headless Base components)', () => {
  it('shows the slot of the state when given, otherwise the children', () => {
    expect(baseContent(state({ status: 'pending' }), slots, 'kids', 1)).toBe('loading…');
    expect(baseContent(state({ status: 'error', error: new Error('x') }), slots, 'kids', 1)).toBe('failed');
    expect(baseContent(state({ isEmpty: true }), slots, 'kids', 1)).toBe('nothing here');
    expect(baseContent(state({}), slots, 'kids', 1)).toBe('kids');
    expect(baseContent(state({ status: 'pending' }), {}, 'kids', 1)).toBe('kids');
    expect(baseContent(state({ isEmpty: true }), { loading: 'l' }, 'kids', 1)).toBe('kids');
  });

  it('passes the controller to function children and the error with a retry to a function error slot', () => {
    expect(baseContent(state({}), slots, (n: number) => `n=${n}`, 7)).toBe('n=7');
    const refetch = vi.fn();
    const error = new Error('boom');
    let retry: (() => void) | undefined;
    const shown = baseContent(
      state({ status: 'error', error, refetch }),
      { error: (e, again) => ((retry = again), e.message) },
      'kids',
      1,
    );
    expect(shown).toBe('boom');
    retry!();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
