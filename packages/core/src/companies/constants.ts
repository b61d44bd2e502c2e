// Company management constants — spec part 3 §2, §9.

/** Company-management toasts last 3 s (spec part 3 §2, §9). */
export const COMPANY_TOAST_DURATION_MS = 3000;

/** The billing route a row's Manage Billing goes to (spec part 3 §2). Kept here, free of imports, for the host's main chunk. */
export const companyBillingPath = (companyId: string) => `/admin/companies/${encodeURIComponent(companyId)}`;
