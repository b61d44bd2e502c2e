// Texts of the Dashboard tab and its job-details modal — spec part 2 §2.6, §4.3, §8.2.

/** The dashboard's texts; override through `messages.dashboard`. */
export const dashboardMessages = {
  title: 'Dashboard',
  /** 'Last updated: 10:42:05 AM' (the time comes formatted for the locale). */
  lastUpdated: (time: string): string => `Last updated: ${time}`,
  loading: 'Loading…',
  loadFailed: 'The dashboard could not be loaded.',
  retry: 'Retry',

  // The four cards; the average comes formatted ('8.3').
  totalEnhanced: 'Total Enhanced',
  pendingReview: 'Pending Review',
  approved: 'Approved',
  avgQuality: 'Avg Quality',
  /** A score out of ten ('8.3/10'; the score comes formatted). */
  scoreOutOfTen: (score: string): string => `${score}/10`,

  // Recent Enhancement Jobs.
  recentJobs: 'Recent Enhancement Jobs',
  refresh: 'Refresh',
  refreshing: 'Refreshing',
  loadingJobs: 'Loading jobs…',
  noJobs: 'No enhancement jobs yet.',
  /** A tab of the job list holding none (e.g. no failed jobs). */
  noJobsInTab: 'No jobs with this status.',
  /** Accessible name of the job list's tabs. */
  jobTabs: 'Jobs by status',
  jobTabAll: 'All',
  jobTabActive: 'Active',
  jobTabCompleted: 'Completed',
  jobTabFailed: 'Failed',
  jobTabCancelled: 'Cancelled',
  /** A tab with its number of jobs ('Failed (3)'; the count comes formatted). */
  jobTabCount: (label: string, count: string): string => `${label} (${count})`,
  /** The job list's position ('Showing 21-40 of 53 jobs'). */
  jobsShowing: (first: number, last: number, total: number): string => `Showing ${first}-${last} of ${total} jobs`,
  /** Accessible name of the job list's paging. */
  jobPages: 'Job pages',
  columnJob: 'Job',
  columnProduct: 'Product',
  columnStatus: 'Status',
  columnProgress: 'Progress',
  columnDuration: 'Duration',
  columnCreated: 'Created',
  columnActions: 'Actions',
  details: 'Details',
  /** Accessible name of a row's Details button (the job's 8-character id). */
  detailsOfJob: (jobId: string): string => `Details of job ${jobId}`,
  progressOfJob: (jobId: string): string => `Progress of job ${jobId}`,

  // Job statuses (badges).
  statusQueued: 'Queued',
  statusProcessing: 'Processing',
  statusRunning: 'Running',
  statusCompleted: 'Completed',
  statusFailed: 'Failed',
  statusCancelled: 'Cancelled',

  /** Durations — spec part 2 §2.6: '42.4s' under a minute, '3m 05s' after (the numbers come formatted). */
  durationSeconds: (seconds: string): string => `${seconds}s`,
  durationMinutes: (minutes: string, seconds: string): string => `${minutes}m ${seconds}s`,
  /** A duration not known (a job not started). */
  durationUnknown: '—',

  // Recent Activity.
  recentActivity: 'Recent Activity',
  noActivity: 'No review activity yet.',
  activityApproved: 'Approved',
  activityRejected: 'Rejected',
  activitySkipped: 'Skipped',
  activityPending: 'Pending',
  /** Who made a review decision ('by Alice Admin'). */
  reviewedBy: (name: string): string => `by ${name}`,
  unknownUser: 'Unknown User',

  // Quality Score Distribution.
  qualityDistribution: 'Quality Score Distribution',
  noScoredProducts: 'No scored products yet.',
  /** The chart's summary for screen readers (the counts come formatted). */
  qualitySummary: (total: string, score: number, count: string): string =>
    `${total} scored products; most score ${score}/10 (${count}).`,
  loadingChart: 'Loading chart...',
  chartScore: (score: string): string => `Score ${score}`,
  chartProducts: 'Products',
  chartProductCount: (count: string): string => `${count} products`,

  // The job-details modal.
  jobTitle: (jobId: string): string => `Job ${jobId}`,
  job: 'Job',
  jobId: 'Job ID',
  status: 'Status',
  progress: 'Progress',
  jobProgress: 'Job progress',
  product: 'Product',
  created: 'Created',
  duration: 'Duration',
  attempts: 'Attempts',
  /** '0 retries of 3'. */
  retriesOf: (retries: number, max: number): string => `${retries} retries of ${max}`,
  qualityScore: 'Quality score',
  message: 'Message',
  error: 'Error',
  stages: 'Stages',
  stageTimeline: 'Stage timeline',
  stageGather: 'Gather',
  stageResearch: 'Research',
  stageGenerate: 'Generate',
  stageScore: 'Score',
  stateDone: 'Done',
  stateCurrent: 'In progress',
  stateWaiting: 'Waiting',
  stateFailed: 'Failed',
  stateSkipped: 'Not run',
  /** Time a stage took ('812 ms'; the number comes formatted). */
  stageMs: (ms: string): string => `${ms} ms`,
  sourcesFound: 'Sources found',
  sourcesFoundCount: (count: number): string => `Sources found (${count})`,
  noSources: 'No sources yet.',
  /** The raw record, when it carries no title of its own. */
  rawProductRecord: 'The raw product record',
  sourceQuality: (score: string): string => `quality ${score}/10`,
  tokens: 'Tokens',
  tokensPrompt: 'Prompt',
  tokensCompletion: 'Completion',
  tokensTotal: 'Total',
  tokensLater: 'Token counts are recorded when the job completes.',
  cancelJob: 'Cancel Job',
  rerunJob: 'Re-run Job',

  // Re-run and cancel — spec part 2 §2.6, §4.3, §8.2 (a server's detail is shown as it comes).
  rerunConfirmTitle: 'Confirm Job Re-run',
  rerunConfirmText:
    'Re-running resets this job and submits it again with 4 new attempts. Credits are reserved again for it.',
  jobCancelled: 'Job cancelled',
  jobResubmitted: 'Job resubmitted',
  cancelFailed: 'Failed to cancel job. Please try again.',
  rerunFailed: 'Failed to rerun job. Please try again.',
  cannotRerun: (detail: string): string => `Cannot rerun job: ${detail}`,
  notEligibleForRerun: 'Job is not eligible for rerun',
  insufficientCredits: (detail: string): string => `Insufficient credits: ${detail}`,
  addCredits: 'Please add more credits to your account',
  spendingLimitExceeded: (detail: string): string => `Spending limit exceeded: ${detail}`,
  limitReached: 'Daily or monthly limit reached',
  companyNotFound: 'Company not found',
};
