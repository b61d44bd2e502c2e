// The reason a suspended company is given: the server's 403 detail is 'Account suspended: {reason}' (the
// super admin's reason), or the spec's notice text after the prefix when the suspension has none.
import { ACCOUNT_SUSPENDED_MESSAGE, isAccountSuspended } from '../client/index';

const PREFIX = /^\s*account suspended\s*:\s*/i;
/** What the server writes after the prefix for a suspension without a reason (the notice's own text). */
const WITHOUT_REASON = ACCOUNT_SUSPENDED_MESSAGE.replace(PREFIX, '').toLowerCase();

/** The suspension reason in a 403 'Account suspended: {reason}' answer; null for any other error or no reason. */
export function suspensionReason(error: unknown): string | null {
  if (!isAccountSuspended(error) || typeof error.detail !== 'string' || !PREFIX.test(error.detail)) return null;
  const reason = error.detail.replace(PREFIX, '').trim();
  return reason && reason.toLowerCase() !== WITHOUT_REASON ? reason : null;
}
