// Super-admin billing messages — spec part 3 §8 'Billing and administration' and 'Success messages', verbatim
// where the spec gives the text; the amount checks' own texts are ours (docs/decisions.md, issue #20).
export const BILLING_ADMIN_MESSAGES = {
  required: 'Please fill in all required fields',
  reasonRequired: 'Please provide a suspension reason',
  amountNotNumber: 'Amount must be a number',
  amountMin: 'Amount must be at least 1',
  amountWhole: 'Amount must be a whole number of credits',
  loadCompaniesFailed: 'Failed to load companies',
  loadCompanyFailed: 'Failed to load company data',
  statusFailed: 'Failed to update status',
  addCreditsFailed: 'Failed to add credits',
  applyCreditsFailed: 'Failed to apply credits',
  limitsFailed: 'Failed to update internal limits',
  overagesFailed: 'Failed to update overage settings',
  tokenUsageFailed: 'Failed to load token usage data',
  exportFailed: 'Failed to export token data',
  activateFailed: 'Failed to activate account',
  suspendFailed: 'Failed to suspend account',
  /** 'Successfully added {n}' / 'Successfully removed {n}' (spec: 'Successfully added or removed {n}'). */
  creditsApplied: (amount: number) =>
    `Successfully ${amount > 0 ? 'added' : 'removed'} ${Math.abs(amount).toLocaleString('en-US')} credits`,
  limitsUpdated: 'Internal limits updated successfully',
  overagesUpdated: 'Overage settings updated successfully',
  exportStarted: 'Export started successfully',
  activated: 'Account activated successfully',
  suspended: 'Account suspended successfully',
  /** The fixed-pricing note of the token analytics (spec part 3 §1). */
  fixedPricing: 'Each enhancement costs a fixed 15 credits, regardless of the actual AI token usage.',
  /** The warning of the Account Status tab (spec part 3 §2). */
  suspendWarning: 'Suspending an account immediately blocks all enhancement operations.',
  /** The reason sent when the billing screen's confirmation suspends (spec part 3 §4). */
  suspendedByAdmin: 'Suspended by admin',
} as const;
