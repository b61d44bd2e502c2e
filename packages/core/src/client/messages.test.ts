import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  insufficientCreditsMessage,
  isAccountSuspended,
  isInsufficientCredits,
  isNotFound,
  isSpendingLimitExceeded,
  isUnauthorized,
  SPENDING_LIMIT_EXCEEDED_MESSAGE,
  spendingLimitMessage,
} from './messages';

const answer = (status: number, body: Record<string, unknown>) =>
  new ApiError({ status, code: 'bad_request', message: 'x', detail: body.detail, body });

describe('error predicates', () => {
  it('recognise 402, 429, 404 and 401 by status', () => {
    expect(isInsufficientCredits(answer(402, {}))).toBe(true);
    expect(isSpendingLimitExceeded(answer(429, {}))).toBe(true);
    expect(isNotFound(answer(404, {}))).toBe(true);
    expect(isUnauthorized(answer(401, {}))).toBe(true);
    expect(isInsufficientCredits(answer(400, {}))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
    expect(isUnauthorized(undefined)).toBe(false);
  });

  it("recognise a suspension only as a 403 whose string detail contains 'suspended' in any case", () => {
    expect(isAccountSuspended(answer(403, { detail: 'Account SUSPENDED by administrator' }))).toBe(true);
    expect(isAccountSuspended(answer(403, { detail: 'Admin role required' }))).toBe(false);
    expect(isAccountSuspended(answer(400, { detail: 'Account suspended' }))).toBe(false);
    expect(isAccountSuspended(answer(403, { detail: [{ loc: ['suspended'], msg: 'suspended' }] }))).toBe(false);
  });
});

describe('billing messages (spec part 2 §8.1)', () => {
  it('builds the insufficient-credits message from the body', () => {
    expect(insufficientCreditsMessage(answer(402, { current_balance: 7, required_credits: 30 }))).toBe(
      'Insufficient credits: You have 7 credits but need approximately 30 credits. Please contact your administrator.',
    );
  });

  it('needs 15 credits by default and reads numbers nested in an object detail', () => {
    expect(insufficientCreditsMessage(answer(402, { detail: { current_balance: -20 } }))).toBe(
      'Insufficient credits: You have -20 credits but need approximately 15 credits. Please contact your administrator.',
    );
  });

  it('uses the 429 detail, else the fixed text', () => {
    expect(spendingLimitMessage(answer(429, { detail: 'Daily limit of 500 credits reached' }))).toBe(
      'Daily limit of 500 credits reached',
    );
    expect(spendingLimitMessage(answer(429, {}))).toBe(SPENDING_LIMIT_EXCEEDED_MESSAGE);
    expect(SPENDING_LIMIT_EXCEEDED_MESSAGE).toBe(
      'Daily or monthly spending limit exceeded. Please check your billing settings.',
    );
  });

  it('has the suspension notice text', () => {
    expect(ACCOUNT_SUSPENDED_MESSAGE).toBe(
      'Account Suspended: Cannot run enhancements. Please contact your administrator.',
    );
  });
});
