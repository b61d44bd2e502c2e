// Timing rules of the workspace shell — spec part 1 §9, part 3 §9 ('Polling').
// Health (30 s) is HEALTH_POLL_INTERVAL_MS in ../health; auth wait (5 s, 100 ms) lives in @curate/auth.

/** Review Queue tab count: polled every 60 s. */
export const REVIEW_COUNT_POLL_INTERVAL_MS = 60_000;
/** A verified company lookup is reused for 5 minutes (company verification cache). */
export const COMPANY_VERIFICATION_CACHE_MS = 5 * 60_000;
