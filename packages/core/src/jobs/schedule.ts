// Job progress polling — spec part 3 §4 ('Job progress polling stops when status is completed or failed'),
// §9 ('1 s for the first 30 polls, 2 s up to 60, then 5 s').
import { FINAL_JOB_STATUSES, type JobStatus } from '../contract/index';

/** Whether a job's status no longer changes: completed, failed or cancelled. */
export const isFinalJobStatus = (status: JobStatus): boolean =>
  (FINAL_JOB_STATUSES as readonly JobStatus[]).includes(status);

/**
 * The wait before the next progress poll after `polls` polls, or false to stop (a final status). The spec
 * re-evaluates the interval every 10 polls; its thresholds (30, 60) are multiples of 10, so the same.
 */
export function jobProgressInterval(polls: number, status: JobStatus | null): number | false {
  if (status !== null && isFinalJobStatus(status)) return false;
  if (polls < 30) return 1_000;
  if (polls < 60) return 2_000;
  return 5_000;
}

/** The dashboard's job list is read again every 30 s — spec part 2 §9. */
export const JOB_LIST_REFRESH_MS = 30_000;
/** Jobs the dashboard lists — spec part 2 §9. */
export const RECENT_JOBS_LIMIT = 20;
