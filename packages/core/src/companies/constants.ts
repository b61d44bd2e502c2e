// Company management constants — spec part 3 §2, §9.

/** Company-management toasts last 3 s (spec part 3 §2, §9). */
export const COMPANY_TOAST_DURATION_MS = 3000;
