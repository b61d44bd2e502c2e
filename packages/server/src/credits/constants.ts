// Figures and texts of the credit rules (spec part 3 §4, §8, §9; docs/decisions.md "Credits (issue #15)").

/** Credits one enhancement costs, whatever its token usage (spec part 3 §1, §9). */
export const ENHANCEMENT_CREDITS = 15;

/**
 * A reservation neither captured nor released this long after it was made belongs to a worker that
 * stopped; the sweep releases it. Longer than any enhancement job may run.
 */
export const RESERVATION_TIMEOUT_MS = 30 * 60 * 1000;

/** Percentages of a soft_alert limit at which the company is notified, once per period each. */
export const SOFT_ALERT_THRESHOLDS = [80, 100] as const;

/** 429 detail (spec part 3 §8). */
export const SPENDING_LIMIT_EXCEEDED = 'Daily or monthly spending limit exceeded. Please check your billing settings.';

/** 403 detail after 'Account suspended: ' when the suspension has no reason (spec part 3 §8 notice). */
export const SUSPENDED_WITHOUT_REASON = 'Cannot run enhancements. Please contact your administrator.';

/** 404 detail for a company without a billing account. */
export const BILLING_ACCOUNT_NOT_FOUND = 'Billing account not found';

/** 404 detail for a job that holds no reservation. */
export const RESERVATION_NOT_FOUND = 'No credit reservation for this job';
