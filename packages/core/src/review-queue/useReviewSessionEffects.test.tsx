// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_OVERLAY_MS, REVIEW_AUTO_ADVANCE_MS, autoAdvanceDelay } from './constants';
import { reviewSession } from './reviewSession';
import { initialReviewSession, type ReviewSessionAction, type ReviewSessionState } from './reviewSessionTypes';
import { queueItem, uid } from '../test/fixtures';
import { useAutoAdvance, useMessageTimeout } from './useReviewSessionEffects';

const run = (state: ReviewSessionState, ...actions: ReviewSessionAction[]) => actions.reduce(reviewSession, state);

/** A session that has just approved the first of three products. */
const decided = () =>
  run(
    initialReviewSession(),
    { type: 'queueLoaded', products: [1, 2, 3].map((n) => queueItem(n)), total: 3, page: 0 },
    { type: 'open', productId: uid(1) },
    { type: 'submit', verdict: 'approved' },
    { type: 'submitSucceeded', productId: uid(1), verdict: 'approved' },
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('review timers (spec part 1 §4, §9)', () => {
  it('asks for the next product 300 ms after a decision', () => {
    const dispatch = vi.fn();
    renderHook(() => useAutoAdvance(decided(), dispatch));
    vi.advanceTimersByTime(REVIEW_AUTO_ADVANCE_MS - 1);
    expect(dispatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledWith({ type: 'advance' });
  });

  it('counts the 300 ms from the moment Approve was pressed, so the call overlaps the delay', () => {
    const dispatch = vi.fn();
    const pressedAt = Date.now();
    vi.advanceTimersByTime(200); // the approve call took 200 ms
    const state = run(
      initialReviewSession(),
      { type: 'queueLoaded', products: [1, 2].map((n) => queueItem(n)), total: 2, page: 0 },
      { type: 'open', productId: uid(1) },
      { type: 'submit', verdict: 'approved', at: pressedAt },
      { type: 'submitSucceeded', productId: uid(1), verdict: 'approved' },
    );
    renderHook(() => useAutoAdvance(state, dispatch));
    vi.advanceTimersByTime(REVIEW_AUTO_ADVANCE_MS - 200 - 1);
    expect(dispatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledWith({ type: 'advance' });
  });

  it('never advances before the decision succeeded, and at once when the call outlasted the delay', () => {
    expect(autoAdvanceDelay(null, 5_000)).toBe(REVIEW_AUTO_ADVANCE_MS);
    expect(autoAdvanceDelay(1_000, 1_120)).toBe(REVIEW_AUTO_ADVANCE_MS - 120);
    expect(autoAdvanceDelay(1_000, 1_450)).toBe(0);
    // A clock that went backwards never makes the wait longer than the delay.
    expect(autoAdvanceDelay(1_000, 900)).toBe(REVIEW_AUTO_ADVANCE_MS);
    const dispatch = vi.fn();
    const submitting = run(
      initialReviewSession(),
      { type: 'queueLoaded', products: [1, 2].map((n) => queueItem(n)), total: 2, page: 0 },
      { type: 'open', productId: uid(1) },
      { type: 'submit', verdict: 'approved', at: Date.now() },
    );
    renderHook(() => useAutoAdvance(submitting, dispatch));
    vi.advanceTimersByTime(10 * REVIEW_AUTO_ADVANCE_MS);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('does not advance while nothing was decided', () => {
    const dispatch = vi.fn();
    renderHook(() => useAutoAdvance(run(initialReviewSession(), { type: 'open', productId: uid(1) }), dispatch));
    vi.advanceTimersByTime(10 * REVIEW_AUTO_ADVANCE_MS);
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('hides the message overlay after 3 s', () => {
    const dispatch = vi.fn();
    const state = decided();
    renderHook(() => useMessageTimeout(state, dispatch));
    vi.advanceTimersByTime(MESSAGE_OVERLAY_MS - 1);
    expect(dispatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dispatch).toHaveBeenCalledWith({ type: 'dismissMessage', id: state.message!.id });
  });
});
