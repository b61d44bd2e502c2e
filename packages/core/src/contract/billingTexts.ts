// Texts of the billing rules without zod, for the messages catalogue every widget loads (issue #21: the login page
// loads no zod); billing.ts re-exports them.

/** 'No credits remaining! You cannot run enhancements.' — spec part 3 §8. */
export const NO_CREDITS_MESSAGE = 'No credits remaining! You cannot run enhancements.';

/** 'Low credits warning! Only N credits available.' — spec part 3 §8. */
export const lowCreditsMessage = (credits: number) => `Low credits warning! Only ${credits} credits available.`;

/** Message when a customer limit exceeds the administrator's maximum — spec part 3 §5. */
export const spendLimitMaximumMessage = (max: number) =>
  `Cannot exceed maximum limit of ${max} credits set by administrator`;
