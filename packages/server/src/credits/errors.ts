// The HTTP answers of the credit checks (spec part 3 §4, §8): 403 suspended, 429 limit, 402 balance.
import { HttpError } from '../http/http-error';
import { SPENDING_LIMIT_EXCEEDED, SUSPENDED_WITHOUT_REASON } from './constants';

/** 403 account_suspended; the detail contains 'suspended' (the client keys its notice on it). */
export function accountSuspended(reason: string | null): HttpError {
  return new HttpError(403, 'account_suspended', `Account suspended: ${reason?.trim() || SUSPENDED_WITHOUT_REASON}`);
}

/** Which limit stopped a reservation. */
export interface LimitBreach {
  scope: 'internal' | 'customer';
  period: 'daily' | 'monthly';
  limit: number;
  spent: number;
}

/** 429 spending_limit_exceeded, naming the limit that was hit. */
export function spendingLimitExceeded(breach: LimitBreach): HttpError {
  return new HttpError(429, 'spending_limit_exceeded', SPENDING_LIMIT_EXCEEDED, {
    limit_scope: breach.scope,
    limit_period: breach.period,
    limit: breach.limit,
    spent: breach.spent,
  });
}

/** 402 insufficient_credits with current_balance and required_credits (decisions: 402 message numbers). */
export function insufficientCredits(balance: number, required: number, available: number): HttpError {
  return new HttpError(
    402,
    'insufficient_credits',
    `Insufficient credits: ${required} required, ${Math.max(available, 0)} available.`,
    { current_balance: balance, required_credits: required, available_credits: Math.max(available, 0) },
  );
}

/** 422 for an amount or text a caller passed that breaks a rule (the shape of a schema failure). */
export function invalidInput(field: string, msg: string): HttpError {
  return new HttpError(422, 'validation_error', [{ loc: ['body', field], msg, type: 'value_error' }]);
}
