import { describe, expect, it } from 'vitest';
import { HEALTH_POLL_INTERVAL_MS } from '../health/index';
import { BALANCE_POLL_INTERVAL_MS } from '../shared/balancePoll';
import { COMPANY_VERIFICATION_CACHE_MS, REVIEW_COUNT_POLL_INTERVAL_MS } from './polling';

describe('workspace timing (spec part 1 §9, part 3 §9)', () => {
  it('polls health every 30 s, the review count every 60 s and the balance every 15 s', () => {
    expect([HEALTH_POLL_INTERVAL_MS, REVIEW_COUNT_POLL_INTERVAL_MS, BALANCE_POLL_INTERVAL_MS]).toEqual([
      30_000, 60_000, 15_000,
    ]);
  });
  it('keeps a company lookup 5 minutes', () => {
    expect(COMPANY_VERIFICATION_CACHE_MS).toBe(300_000);
  });
});
