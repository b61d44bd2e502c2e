// Figures and texts of the enhancement jobs (spec part 2 §4.3, §8.2, §9; docs/decisions.md "Enhancement jobs").
import { DEFAULT_MAX_RETRIES, ENHANCEMENT_TIMEOUT_SECONDS } from '@curate/core/contract';

export { DEFAULT_MAX_RETRIES, ENHANCEMENT_TIMEOUT_SECONDS };

/** The pg-boss queue of enhancement attempts, and where pg-boss puts one whose retries all broke down. */
export const ENHANCEMENT_QUEUE = 'enhancement';
export const ENHANCEMENT_DEAD_QUEUE = 'enhancement-dead';
/** pg-boss keeps its tables in this schema of the same database. */
export const QUEUE_SCHEMA = 'pgboss';

/** Seconds before the first retry of a failed attempt; pg-boss doubles it for each later one (backoff). */
export const RETRY_DELAY_SECONDS = 5;
/**
 * pg-boss declares an attempt lost (its worker died) this long after its processing timeout (at most the
 * timeout again), and retries it; the job row counts that attempt as failed.
 */
export const EXPIRY_GRACE_SECONDS = 30;
/**
 * How many attempts a worker takes from the queue at once and runs side by side: one fetch, one claim, one read
 * of their inputs and one completion for them all (issue #18).
 */
export const WORKER_BATCH_SIZE = 20;
/** Seconds a rate-limited attempt waits in the queue when the endpoint's 429 names no Retry-After. */
export const RATE_LIMIT_DELAY_SECONDS = 5;
/** The most finished attempts written in one transaction (jobs/attempt.ts `resultCommitter`). */
export const COMMIT_BATCH_MAX = 100;
/** How often each worker looks for a job when the queue is empty. */
export const POLLING_INTERVAL_SECONDS = 1;

/** Job answers (spec part 2 §8.2). */
export const JOB_NOT_FOUND = 'Job not found';
export const RAW_PRODUCT_NOT_FOUND = 'Raw product not found';
export const JOB_NOT_RERUNNABLE = 'Job is not eligible for rerun';
export const jobNotCancellable = (status: string) => `Job cannot be cancelled: it is ${status}`;
export const PRODUCT_EXISTS =
  'An enhanced product already exists for this raw product; force_enhancement re-enhances it';
export const JOB_CANCELLED = 'Cancelled';
export const JOB_TIMED_OUT = (seconds: number) => `Processing timed out after ${seconds} s`;
export const ATTEMPT_LOST = 'The previous attempt stopped without an answer (its worker was lost or timed out)';
