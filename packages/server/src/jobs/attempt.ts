// One attempt of an enhancement job (issue #16; docs/decisions.md "Enhancement jobs"): claim the job row,
// run the pipeline with progress stored on the row, persist and capture — or count the failure, retry with
// backoff (by throwing to the queue), and at the last one fail the job and release its credits. Every step
// re-reads the job row under its lock, so a cancel, a lost worker or a replayed message is safe: the
// credits are captured or released once (both idempotent by job).
import { and, eq } from 'drizzle-orm';
import { capture, release } from '../credits';
import type { AppDb } from '../db/client';
import { enhancementJobs, rawProducts } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { StageName } from '../pipeline/types';
import { ATTEMPT_LOST, JOB_TIMED_OUT } from './constants';
import { attemptInputs } from './inputs';
import { persistResult, type JobRow } from './persist';
import type { PipelineFn } from './pipeline';
import { progressWriter } from './progressWriter';
import type { JobMessage } from './queue';

export interface AttemptDeps {
  db: AppDb;
  pipeline: PipelineFn;
  /** The server's processing timeout; a job's own configuration may set another. */
  timeoutSeconds: number;
  /** Aborted when this process shuts down: the attempt goes back to the queue uncounted. */
  shutdown?: AbortSignal;
}

/** Thrown to the queue so it retries the attempt after its backoff. */
export class RetryLater extends Error {
  override name = 'RetryLater';
}
class Stopped extends Error {
  constructor(readonly reason: 'cancelled' | 'shutdown' | 'timeout') {
    super(reason);
  }
}

const FINAL = ['completed', 'failed', 'cancelled'] as const;
const RUNNING = ['processing', 'running'] as const;

async function lockJob(tx: Parameters<Parameters<AppDb['transaction']>[0]>[0], message: JobMessage) {
  const [job] = await tx
    .select()
    .from(enhancementJobs)
    .where(and(eq(enhancementJobs.id, message.jobId), eq(enhancementJobs.company_id, message.companyId)))
    .limit(1)
    .for('update');
  return job;
}

/** A transaction where the credit service takes a database: its own transaction becomes a savepoint of this one. */
const asDb = (tx: Parameters<Parameters<AppDb['transaction']>[0]>[0]) => tx as unknown as AppDb;

/** Settles the credits of a job in a final status (again, harmlessly, if that was done already). */
export async function settleCredits(db: AppDb, job: Pick<JobRow, 'id' | 'company_id' | 'status' | 'error_message'>) {
  try {
    if (job.status === 'completed') await capture(db, { companyId: job.company_id, jobId: job.id });
    else
      await release(db, {
        companyId: job.company_id,
        jobId: job.id,
        reason: job.status === 'cancelled' ? 'job cancelled' : `job failed: ${job.error_message ?? 'unknown error'}`,
      });
  } catch (error) {
    // A job that never held credits (e.g. seeded history) has nothing to settle.
    if (!(error instanceof HttpError && error.status === 404)) throw error;
  }
}

/** Marks a locked job failed for good. */
async function failJob(tx: Parameters<Parameters<AppDb['transaction']>[0]>[0], job: JobRow, reason: string, now: Date) {
  const started = job.started_at ?? job.created_at;
  await tx
    .update(enhancementJobs)
    .set({
      status: 'failed',
      error_message: reason,
      message: 'Enhancement failed',
      completed_at: now,
      processing_time_seconds: Math.max(0, (now.getTime() - started.getTime()) / 1000),
      billing_status: 'refunded',
      updated_at: now,
    })
    .where(eq(enhancementJobs.id, job.id));
  if (job.raw_product_id)
    await tx
      .update(rawProducts)
      .set({ processing_status: 'failed', updated_at: now })
      .where(and(eq(rawProducts.id, job.raw_product_id), eq(rawProducts.company_id, job.company_id)));
}

type Claim = { run: JobRow } | { settle: JobRow } | { gone: true };

/** Takes the job for this attempt; an attempt left 'processing' by a lost worker counts as a failed one. */
async function claim(db: AppDb, message: JobMessage): Promise<Claim> {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, message);
    if (!job) return { gone: true };
    if ((FINAL as readonly string[]).includes(job.status)) return { settle: job };
    const now = new Date();
    const lost = (RUNNING as readonly string[]).includes(job.status);
    const retries = job.retry_count + (lost ? 1 : 0);
    if (retries > job.max_retries) {
      await failJob(tx, job, ATTEMPT_LOST, now);
      await settleCredits(asDb(tx), { ...job, status: 'failed', error_message: ATTEMPT_LOST });
      return { gone: true };
    }
    const [claimed] = await tx
      .update(enhancementJobs)
      .set({
        status: 'processing',
        progress: 0,
        message: retries > 0 ? `Attempt ${retries + 1} of ${job.max_retries + 1}` : 'Starting',
        retry_count: retries,
        ...(lost ? { error_message: ATTEMPT_LOST } : {}),
        started_at: job.started_at ?? now,
        updated_at: now,
      })
      .where(eq(enhancementJobs.id, job.id))
      .returning();
    if (job.raw_product_id)
      await tx
        .update(rawProducts)
        .set({ processing_status: 'enhancing', updated_at: now })
        .where(and(eq(rawProducts.id, job.raw_product_id), eq(rawProducts.company_id, job.company_id)));
    return { run: claimed! };
  });
}

/** Stores progress; answers false when the job is no longer this attempt's (cancelled meanwhile). */
async function storeProgress(db: AppDb, job: JobRow, progress: number, message: string) {
  const rows = await db
    .update(enhancementJobs)
    .set({
      progress: Math.round(Math.min(99, Math.max(0, Number.isFinite(progress) ? progress : 0))),
      message: message.slice(0, 500),
      updated_at: new Date(),
    })
    .where(and(eq(enhancementJobs.id, job.id), eq(enhancementJobs.status, 'processing')))
    .returning({ id: enhancementJobs.id });
  return rows.length > 0;
}

/** Runs one attempt of the job `message` names. Throws RetryLater when the queue should try again. */
export async function runAttempt(deps: AttemptDeps, message: JobMessage): Promise<void> {
  const { db } = deps;
  const claimed = await claim(db, message);
  if ('gone' in claimed) return;
  if ('settle' in claimed) return settleCredits(db, claimed.settle);
  const job = claimed.run;

  const controller = new AbortController();
  let stopped: Stopped | undefined;
  const stop = (reason: Stopped['reason']) => {
    stopped ??= new Stopped(reason);
    controller.abort(stopped);
  };
  const onShutdown = () => stop('shutdown');
  deps.shutdown?.addEventListener('abort', onShutdown);
  let timer: NodeJS.Timeout | undefined;
  let timeoutSeconds = deps.timeoutSeconds;
  const progress = progressWriter((value, text) => storeProgress(db, job, value, text));
  try {
    const inputs = await attemptInputs(db, job);
    timeoutSeconds = inputs.timeoutSeconds ?? deps.timeoutSeconds;
    timer = setTimeout(() => stop('timeout'), timeoutSeconds * 1000);
    if (deps.shutdown?.aborted) stop('shutdown');
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
      if (controller.signal.aborted) reject(controller.signal.reason);
    });
    aborted.catch(() => undefined);
    const result = await Promise.race([
      deps.pipeline(inputs.record, {
        fields: inputs.fields,
        config: inputs.config,
        signal: controller.signal,
        onProgress: async (stage: StageName, value, text) => {
          if (stopped) throw stopped;
          if (!(await progress.report(value, `${stage}: ${text}`))) stop('cancelled');
          if (stopped) throw stopped;
        },
      }),
      aborted,
    ]);
    if (stopped) throw stopped;
    await db.transaction(async (tx) => {
      const current = await lockJob(tx, message);
      if (current?.status !== 'processing') return null; // cancelled meanwhile: the cancel released the credits
      await persistResult(
        tx,
        current,
        result,
        new Date(),
        job.customer_product_id ?? inputs.record.customer_product_id ?? job.id,
      );
      // Captured in the same transaction: a job is never seen completed with its credits still held.
      await settleCredits(asDb(tx), { ...current, status: 'completed' });
    });
  } catch (thrown) {
    const error = stopped ?? thrown;
    if (error instanceof Stopped && error.reason === 'cancelled') return;
    await failedAttempt(deps, message, error, timeoutSeconds);
  } finally {
    progress.close();
    clearTimeout(timer);
    deps.shutdown?.removeEventListener('abort', onShutdown);
  }
}

/** A clear line for whatever the pipeline threw (an Error, a string, an object, undefined). */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  let text: string;
  try {
    text = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    text = String(error);
  }
  return `The pipeline failed: ${text}`.slice(0, 2000);
}

/** Counts a failed attempt: back to the queue with backoff, or failed for good with the credits released. */
async function failedAttempt(deps: AttemptDeps, message: JobMessage, error: unknown, timeoutSeconds: number) {
  const shutdown = error instanceof Stopped && error.reason === 'shutdown';
  const reason =
    error instanceof Stopped
      ? error.reason === 'timeout'
        ? JOB_TIMED_OUT(timeoutSeconds)
        : 'Interrupted by a shutdown'
      : describeFailure(error);
  const now = new Date();
  const final = await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, message);
    if (!job || !(RUNNING as readonly string[]).includes(job.status)) return null;
    if (shutdown || job.retry_count < job.max_retries) {
      const retries = job.retry_count + (shutdown ? 0 : 1);
      await tx
        .update(enhancementJobs)
        .set({
          status: 'queued',
          retry_count: retries,
          error_message: reason.slice(0, 2000),
          message: shutdown ? 'Waiting for a worker' : `Attempt ${retries} failed; retrying`,
          updated_at: now,
        })
        .where(eq(enhancementJobs.id, job.id));
      return 'retry' as const;
    }
    await failJob(tx, job, reason.slice(0, 2000), now);
    await settleCredits(asDb(tx), { ...job, status: 'failed', error_message: reason });
    return null;
  });
  if (final === 'retry') throw new RetryLater(reason);
}

/** A message whose queue retries all broke down: its job fails and its credits go back, unless it ended. */
export async function deadAttempt(db: AppDb, message: JobMessage): Promise<void> {
  const ended = await db.transaction(async (tx) => {
    const job = await lockJob(tx, message);
    if (!job) return null;
    if ((FINAL as readonly string[]).includes(job.status)) return job;
    await failJob(tx, job, job.error_message ?? ATTEMPT_LOST, new Date());
    await settleCredits(asDb(tx), { ...job, status: 'failed' });
    return null;
  });
  if (ended) await settleCredits(db, ended);
}
