// Texts of the contract without zod, for the messages catalogue every widget loads (issue #21: the login page
// loads no zod); billing.ts and users.ts re-export them.

/** 'No credits remaining! You cannot run enhancements.' — spec part 3 §8. */
export const NO_CREDITS_MESSAGE = 'No credits remaining! You cannot run enhancements.';

/** 'Low credits warning! Only N credits available.' — spec part 3 §8. */
export const lowCreditsMessage = (credits: number) => `Low credits warning! Only ${credits} credits available.`;

/** Message when a customer limit exceeds the administrator's maximum — spec part 3 §5. */
export const spendLimitMaximumMessage = (max: number) =>
  `Cannot exceed maximum limit of ${max} credits set by administrator`;

/** The page text for a link that cannot be accepted, by its status (issue #20). */
export const INVITATION_LINK_MESSAGES = {
  invalid:
    'This invitation link is not valid. Check that you copied the whole link, or ask your administrator for a new invitation.',
  expired: 'This invitation has expired. Ask your administrator to send you a new one.',
  revoked: 'This invitation has been revoked. Ask your administrator if you still need access.',
  accepted: 'This invitation has already been used. Sign in with your email address instead.',
} as const;
