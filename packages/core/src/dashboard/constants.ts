// The dashboard's timing and sizes — spec part 2 §4.3, §9.

/** The dashboard reads its stats, jobs and activity again every 30 s — spec part 2 §4.3, §9. */
export const DASHBOARD_REFRESH_MS = 30_000;
/** Recent jobs listed — spec part 2 §9. */
export const DASHBOARD_JOBS_LIMIT = 20;
/** Activity items listed — spec part 2 §7.1. */
export const DASHBOARD_ACTIVITY_LIMIT = 20;

/** The address's query parameter holding the dashboard job list's tab (absent: all). */
export const DASHBOARD_JOBS_PARAM = 'jobs';
/** The address's query parameter holding the job list's page, counted from 1 (absent: the first). */
export const DASHBOARD_JOBS_PAGE_PARAM = 'jobs_page';
