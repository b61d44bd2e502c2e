// @curate/core jobs: enhancement jobs and their progress — spec part 2 §4.3, §7.1, §9; part 3 §4, §7, §9.
export { isFinalJobStatus, jobProgressInterval, JOB_LIST_REFRESH_MS, RECENT_JOBS_LIMIT } from './schedule';
export { useJobProgress, type UseJobProgressOptions } from './useJobProgress';
export {
  useEnhancementJobs,
  type EnhancementJobsController,
  type UseEnhancementJobsOptions,
} from './useEnhancementJobs';
