// Super-admin billing messages — spec part 3 §8 'Billing and administration' and 'Success messages', verbatim
// where the spec gives the text; the amount checks' own texts are ours (docs/decisions.md, issue #20).
// The English texts of `messages.billingAdmin` (issue #21); the hooks and screens use the provider's.
import { billingAdminMessages as m } from '../messages/billingAdmin';
import { createFormat, type BillingAdminMessages, type CurateFormat } from '../messages/index';

/**
 * 'Successfully added {n} credits' / 'Successfully removed {n} credits' for a signed amount (spec: 'Successfully
 * added or removed {n}'), in `messages`' words and `format`'s numbers.
 */
export const creditsAppliedMessage = (
  amount: number,
  messages: Pick<BillingAdminMessages, 'creditsAdded' | 'creditsRemoved'> = m,
  format: Pick<CurateFormat, 'number'> = createFormat(),
): string => {
  const credits = format.number(Math.abs(amount));
  return amount > 0 ? messages.creditsAdded(credits) : messages.creditsRemoved(credits);
};

export const BILLING_ADMIN_MESSAGES = {
  required: m.required,
  reasonRequired: m.reasonRequired,
  amountNotNumber: m.amountNotNumber,
  amountMin: m.amountMin,
  amountWhole: m.amountWhole,
  loadCompaniesFailed: m.loadCompaniesFailed,
  loadCompanyFailed: m.loadCompanyFailed,
  statusFailed: m.statusFailed,
  addCreditsFailed: m.addCreditsFailed,
  applyCreditsFailed: m.applyCreditsFailed,
  limitsFailed: m.limitsFailed,
  overagesFailed: m.overagesFailed,
  tokenUsageFailed: m.tokenUsageFailed,
  exportFailed: m.exportFailed,
  activateFailed: m.activateFailed,
  suspendFailed: m.suspendFailed,
  /** 'Successfully added {n}' / 'Successfully removed {n}' (spec: 'Successfully added or removed {n}'). */
  creditsApplied: (amount: number) => creditsAppliedMessage(amount),
  limitsUpdated: m.limitsUpdated,
  overagesUpdated: m.overagesUpdated,
  exportStarted: m.exportStarted,
  activated: m.activated,
  suspended: m.suspendedSuccessfully,
  /** The fixed-pricing note of the token analytics (spec part 3 §1). */
  fixedPricing: m.fixedPricing,
  /** The warning of the Account Status tab (spec part 3 §2). */
  suspendWarning: m.suspendWarning,
  /**
   * The reason sent when the billing screen's confirmation suspends (spec part 3 §4): data stored with the
   * account and shown to every reader as written, so not a message of the provider (docs/decisions.md).
   */
  suspendedByAdmin: 'Suspended by admin',
} as const;
