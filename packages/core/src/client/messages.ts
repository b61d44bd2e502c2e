import { isApiError, type ApiError } from './ApiError';

/** Credits one enhancement is estimated to need when the 402 answer does not say (spec part 2 §8.1, §9). */
export const DEFAULT_REQUIRED_CREDITS = 15;

/** 429 message when the server sends no detail (spec part 2 §8.1, part 3 §8). */
export const SPENDING_LIMIT_EXCEEDED_MESSAGE =
  'Daily or monthly spending limit exceeded. Please check your billing settings.';

/** The 10-second notice for a 403 whose detail contains 'suspended' (spec part 1 §8, part 2 §8.1, part 3 §8). */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'Account Suspended: Cannot run enhancements. Please contact your administrator.';

/** How long the 'Account Suspended' notice stays: 10 s (spec part 1 §9). */
export const ACCOUNT_SUSPENDED_NOTICE_MS = 10_000;

/** True for a 402 answer: not enough credits to run an enhancement. */
export function isInsufficientCredits(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 402;
}

/** True for a 429 answer: the daily or monthly spending limit is reached (spec part 2 §8.1). */
export function isSpendingLimitExceeded(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 429;
}

/** True for a 403 whose detail (a string) contains 'suspended', in any case (spec part 1 §8). */
export function isAccountSuspended(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.status === 403 &&
    typeof error.detail === 'string' &&
    error.detail.toLowerCase().includes('suspended')
  );
}

/** True for a 404 answer. */
export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404;
}

/** True for a 401 answer: the token is missing, expired or rejected. */
export function isUnauthorized(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 401;
}

const finiteNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A numeric field of the error body, or of its `detail` when that is an object (older servers nest them). */
function bodyNumber(error: ApiError, key: string): number | undefined {
  const body = error.body as Record<string, unknown> | null | undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const top = finiteNumber(body[key]);
  if (top !== undefined) return top;
  const detail = body.detail;
  if (typeof detail === 'object' && detail !== null && !Array.isArray(detail)) {
    return finiteNumber((detail as Record<string, unknown>)[key]);
  }
  return undefined;
}

/**
 * 'Insufficient credits: You have X credits but need approximately Y credits. Please contact your
 * administrator.' (spec part 2 §8.1). X is the body's current_balance (0 when absent); Y is its
 * required_credits (15 when absent).
 */
export function insufficientCreditsMessage(error: ApiError): string {
  const { have, need } = insufficientCreditsFigures(error);
  return `Insufficient credits: You have ${have} credits but need approximately ${need} credits. Please contact your administrator.`;
}

/** The figures of a 402 answer: the balance (0 when absent) and the credits needed (15 when absent). */
export function insufficientCreditsFigures(error: ApiError): { have: number; need: number } {
  return {
    have: bodyNumber(error, 'current_balance') ?? 0,
    need: bodyNumber(error, 'required_credits') ?? DEFAULT_REQUIRED_CREDITS,
  };
}

/** The 429 message: the server's detail when it is a non-empty string, else SPENDING_LIMIT_EXCEEDED_MESSAGE. */
export function spendingLimitMessage(error: ApiError): string {
  return typeof error.detail === 'string' && error.detail !== '' ? error.detail : SPENDING_LIMIT_EXCEEDED_MESSAGE;
}
