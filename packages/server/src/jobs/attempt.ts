// One attempt of an enhancement job (issue #16; docs/decisions.md "Enhancement jobs"): claim the job row,
// run the pipeline with progress stored on the row, persist and capture — or count the failure, retry with
// backoff (by throwing to the queue), and at the last one fail the job and release its credits. Every step
// re-reads the job row under its lock, so a cancel, a lost worker or a replayed message is safe: the
// credits are captured or released once (both idempotent by job). A worker runs the attempts it took from the
// queue together (issue #18): one transaction claims them, one read gets their inputs, and finished results
// are written several at a time (`resultCommitter`); a batch that cannot be written is written job by job, so
// one bad result costs no other job its own.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { capture, captureMany, release } from '../credits';
import type { AppDb } from '../db/client';
import { enhancementJobs, rawProducts } from '../db/schema';
import { HttpError } from '../http/http-error';
import { ModelRateLimited, ModelRefused } from '../pipeline/providers/errors';
import type { ModelGate } from '../pipeline/providers/provider';
import type { PipelineResult, StageName } from '../pipeline/types';
import { ATTEMPT_LOST, COMMIT_BATCH_MAX, JOB_TIMED_OUT, RATE_LIMIT_DELAY_SECONDS } from './constants';
import { type AttemptInputs, attemptInputsMany } from './inputs';
import { persistResult, persistResults, type JobRow } from './persist';
import type { PipelineFn } from './pipeline';
import { progressWriter } from './progressWriter';
import { type JobLog, logTransition, msSince } from './observe';
import { type JobMessage, type SqlExecutor, txExecutor } from './queue';

export interface AttemptDeps {
  db: AppDb;
  pipeline: PipelineFn;
  /** The server's processing timeout; a job's own configuration may set another. */
  timeoutSeconds: number;
  /** Aborted when this process shuts down: the attempt goes back to the queue uncounted. */
  shutdown?: AbortSignal;
  /** Writes finished results, several jobs' together; default one committer per `runAttempts` call. */
  commit?: ResultCommitter;
  /** Where the pipeline's model calls run (the process's model-call pool); absent, they go straight out. */
  modelGate?: ModelGate;
  /** The gate of one company's calls (the pool under AI_COMPANY_CONCURRENCY); absent, `modelGate`. */
  companyGate?: (companyId: string) => ModelGate;
  /**
   * Enqueues a new message for a job, not before `startAfter`, in the transaction `executor` runs: a rate-limited
   * attempt goes back to the queue this way, not counted as failed. Absent, it is retried like a shutdown's.
   */
  requeue?: (message: JobMessage, executor: SqlExecutor, startAfter: Date) => Promise<void>;
  /** Where job transitions are logged (jobs/observe.ts); absent, they are only counted. */
  log?: JobLog;
  /** The model provider's name, for the log lines. */
  provider?: string;
  /** This process's heartbeat (jobs/heartbeat.ts), written on the jobs it claims; absent, none is written. */
  workerId?: string;
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

/** The jobs `messages` name (each with its company), locked in id order; absent ones are gone. */
async function lockJobs(tx: Parameters<Parameters<AppDb['transaction']>[0]>[0], messages: readonly JobMessage[]) {
  const ids = [...new Set(messages.map((m) => m.jobId))];
  const rows = await tx
    .select()
    .from(enhancementJobs)
    .where(inArray(enhancementJobs.id, ids))
    .orderBy(enhancementJobs.id)
    .for('update');
  const companyOf = new Map(messages.map((m) => [m.jobId, m.companyId]));
  return new Map(rows.filter((row) => companyOf.get(row.id) === row.company_id).map((row) => [row.id, row]));
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

/**
 * Takes the jobs for these attempts, in one transaction; an attempt left 'processing' by a lost worker counts as
 * a failed one. Answers a claim per message, in order (a job named twice runs once).
 */
async function claimMany(db: AppDb, messages: readonly JobMessage[], workerId?: string): Promise<Claim[]> {
  return db.transaction(async (tx) => {
    const jobs = await lockJobs(tx, messages);
    const now = new Date();
    const claims: Array<Claim | { claimed: string }> = [];
    // The jobs to claim, by what their claim writes (usually one group: first attempts, 'Starting').
    const groups = new Map<string, { message: string; retries: number; lost: boolean; ids: string[] }>();
    const seen = new Set<string>();
    for (const message of messages) {
      const job = jobs.get(message.jobId);
      if (!job || seen.has(job.id)) {
        claims.push({ gone: true });
        continue;
      }
      seen.add(job.id);
      if ((FINAL as readonly string[]).includes(job.status)) {
        claims.push({ settle: job });
        continue;
      }
      const lost = (RUNNING as readonly string[]).includes(job.status);
      const retries = job.retry_count + (lost ? 1 : 0);
      if (retries > job.max_retries) {
        await failJob(tx, job, ATTEMPT_LOST, now);
        await settleCredits(asDb(tx), { ...job, status: 'failed', error_message: ATTEMPT_LOST });
        claims.push({ gone: true });
        continue;
      }
      const text = retries > 0 ? `Attempt ${retries + 1} of ${job.max_retries + 1}` : 'Starting';
      const key = `${text}\u0000${retries}\u0000${lost}`;
      if (!groups.has(key)) groups.set(key, { message: text, retries, lost, ids: [] });
      groups.get(key)!.ids.push(job.id);
      claims.push({ claimed: job.id });
    }
    const claimed = new Map<string, JobRow>();
    for (const group of groups.values()) {
      const rows = await tx
        .update(enhancementJobs)
        .set({
          status: 'processing',
          progress: 0,
          message: group.message,
          retry_count: group.retries,
          ...(group.lost ? { error_message: ATTEMPT_LOST } : {}),
          started_at: sql`coalesce(${enhancementJobs.started_at}, ${now})`,
          updated_at: now,
          worker_id: workerId ?? null,
        })
        .where(inArray(enhancementJobs.id, group.ids))
        .returning();
      for (const row of rows) claimed.set(row.id, row);
    }
    const rawIds = [...claimed.values()].flatMap((job) => (job.raw_product_id ? [job.raw_product_id] : []));
    if (rawIds.length)
      await tx
        .update(rawProducts)
        .set({ processing_status: 'enhancing', updated_at: now })
        .where(inArray(rawProducts.id, rawIds));
    return claims.map((claim) => ('claimed' in claim ? { run: claimed.get(claim.claimed)! } : claim));
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
  const [outcome] = await runAttempts(deps, [message]);
  if (outcome) throw outcome;
}

/**
 * Runs an attempt of each job `messages` name, side by side. Answers, per message in order, what to hand the
 * queue: nothing when the attempt is over, or the error (RetryLater) when the queue should try it again.
 */
export async function runAttempts(deps: AttemptDeps, messages: readonly JobMessage[]): Promise<unknown[]> {
  return Promise.all(await startAttempts(deps, messages));
}

/**
 * Claims the jobs `messages` name together and reads their inputs together, then runs each attempt on its own:
 * answers one promise per message, in order, each settling when that attempt ends (as `runAttempts` answers).
 */
export async function startAttempts(deps: AttemptDeps, messages: readonly JobMessage[]): Promise<Promise<unknown>[]> {
  const { db } = deps;
  const commit = deps.commit ?? resultCommitter(db);
  const claims = await claimMany(db, messages, deps.workerId);
  const running = claims.flatMap((claim) => ('run' in claim ? [claim.run] : []));
  for (const job of running)
    logTransition(deps.log, 'started', { companyId: job.company_id, jobId: job.id, attempt: job.retry_count + 1 });
  let inputs: Array<AttemptInputs | Error>;
  try {
    inputs = running.length ? await attemptInputsMany(db, running) : [];
  } catch (error) {
    inputs = running.map(() => (error instanceof Error ? error : new Error(describeFailure(error))));
  }
  const inputsOf = new Map(running.map((job, i) => [job.id, inputs[i]!]));
  return claims.map(async (claim, i) => {
    try {
      if ('gone' in claim) return undefined;
      if ('settle' in claim) return void (await settleCredits(db, claim.settle));
      await runClaimed(deps, commit, messages[i]!, claim.run, inputsOf.get(claim.run.id)!);
      return undefined;
    } catch (error) {
      return error;
    }
  });
}

/** The pipeline over a claimed job, its result handed to `commit`; a failure is counted (RetryLater thrown). */
async function runClaimed(
  deps: AttemptDeps,
  commit: ResultCommitter,
  message: JobMessage,
  job: JobRow,
  inputs: AttemptInputs | Error,
): Promise<void> {
  const { db } = deps;
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
    if (inputs instanceof Error) throw inputs;
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
        ...(deps.companyGate
          ? { modelGate: deps.companyGate(job.company_id) }
          : deps.modelGate
            ? { modelGate: deps.modelGate }
            : {}),
        onProgress: async (stage: StageName, value, text) => {
          if (stopped) throw stopped;
          if (!(await progress.report(value, `${stage}: ${text}`))) stop('cancelled');
          if (stopped) throw stopped;
        },
      }),
      aborted,
    ]);
    if (stopped) throw stopped;
    progress.close();
    // A job cancelled meanwhile is not written: the cancel released its credits.
    const written = await commit({
      message,
      result,
      customerProductId: job.customer_product_id ?? inputs.record.customer_product_id ?? job.id,
      finishedAt: Date.now(),
    });
    if (written)
      logTransition(deps.log, 'completed', {
        companyId: job.company_id,
        jobId: job.id,
        attempt: job.retry_count + 1,
        durationMs: msSince(job.started_at),
        tokens: result.tokens,
        ...(deps.provider ? { provider: deps.provider } : {}),
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

/** A finished attempt's result, to be written if its job is still this attempt's. */
export interface FinishedAttempt {
  message: JobMessage;
  result: PipelineResult;
  customerProductId: string;
  /** When the pipeline ended (ms since the epoch), for the result's persist_ms. */
  finishedAt?: number;
}

/** Writes a finished attempt's result and captures its credits; answers false when the job was no longer its. */
export type ResultCommitter = (finished: FinishedAttempt) => Promise<boolean>;

interface Waiting {
  finished: FinishedAttempt;
  resolve(written: boolean): void;
  reject(error: unknown): void;
}

/**
 * Group commit of finished attempts: the results handed in while a write runs (or in the same turn of the event
 * loop) are written together by the next, up to COMMIT_BATCH_MAX at a time; a lone result is written at once.
 */
export function resultCommitter(db: AppDb, max = COMMIT_BATCH_MAX): ResultCommitter {
  const pending: Waiting[] = [];
  let draining = false;
  const drain = async () => {
    while (pending.length > 0) await commitTogether(db, pending.splice(0, max));
    draining = false;
  };
  return (finished) =>
    new Promise<boolean>((resolve, reject) => {
      pending.push({ finished, resolve, reject });
      if (draining) return;
      draining = true;
      setImmediate(() => void drain());
    });
}

/** Writes one result in its own transaction (with its job's lock): true when written, false when the job was not the attempt's. */
async function commitOne(
  db: AppDb,
  { message, result, customerProductId, finishedAt }: FinishedAttempt,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await lockJob(tx, message);
    if (current?.status !== 'processing') return false; // cancelled meanwhile: the cancel released the credits
    await persistResult(tx, current, result, new Date(), customerProductId, finishedAt);
    // Captured in the same transaction: a job is never seen completed with its credits still held.
    await settleCredits(asDb(tx), { ...current, status: 'completed' });
    return true;
  });
}

/**
 * Writes several results in one transaction: their jobs locked, the ones still processing persisted together
 * and their credits captured. If that transaction fails, nothing of it stays and each result is written on its
 * own (`commitOne`), so one that cannot be written fails its attempt alone. Settles every waiting promise.
 */
async function commitTogether(db: AppDb, batch: Waiting[]): Promise<void> {
  let alone: Waiting[] = [];
  try {
    const written = await db.transaction(async (tx) => {
      const jobs = await lockJobs(
        tx,
        batch.map((w) => w.finished.message),
      );
      const answers = new Map<Waiting, boolean | 'alone'>();
      const live: Array<{ waiting: Waiting; job: JobRow }> = [];
      const taken = new Set<string>();
      for (const waiting of batch) {
        const job = jobs.get(waiting.finished.message.jobId);
        if (job?.status !== 'processing') {
          answers.set(waiting, false);
          continue;
        }
        // Two results for one job or one product go one after the other, as two attempts would.
        const product = `${job.company_id}\u0000${waiting.finished.customerProductId}`;
        if (taken.has(job.id) || taken.has(product)) {
          answers.set(waiting, 'alone');
          continue;
        }
        taken.add(job.id).add(product);
        live.push({ waiting, job });
        answers.set(waiting, true);
      }
      const now = new Date();
      await persistResults(
        tx,
        live.map(({ waiting, job }) => ({
          job,
          result: waiting.finished.result,
          customerProductId: waiting.finished.customerProductId,
          ...(waiting.finished.finishedAt === undefined ? {} : { finishedAt: waiting.finished.finishedAt }),
        })),
        now,
      );
      // Captured in the same transaction: a job is never seen completed with its credits still held.
      await captureMany(asDb(tx), { jobIds: live.map(({ job }) => job.id), now });
      return answers;
    });
    for (const waiting of batch) {
      const answer = written.get(waiting)!;
      if (answer === 'alone') alone.push(waiting);
      else waiting.resolve(answer);
    }
  } catch {
    alone = batch;
  }
  for (const waiting of alone) {
    try {
      waiting.resolve(await commitOne(db, waiting.finished));
    } catch (error) {
      waiting.reject(error);
    }
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

/**
 * A rate-limited attempt: its job goes back to 'queued' with its attempts as they were, and a new message is
 * enqueued for the time the endpoint's Retry-After names (any length), both in one transaction; the current
 * message then completes. Without `deps.requeue` the message is retried like a shutdown's (not counted).
 */
async function deferAttempt(deps: AttemptDeps, message: JobMessage, error: ModelRateLimited) {
  const seconds = error.retryAfterSeconds ?? RATE_LIMIT_DELAY_SECONDS;
  const startAfter = new Date(Date.now() + Math.ceil(seconds * 1000));
  const deferred = await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, message);
    if (!job || !(RUNNING as readonly string[]).includes(job.status)) return true;
    await tx
      .update(enhancementJobs)
      .set({
        status: 'queued',
        message: `Rate limited by the model endpoint; resumes at ${startAfter.toISOString()}`,
        updated_at: new Date(),
      })
      .where(eq(enhancementJobs.id, job.id));
    if (!deps.requeue) return false;
    await deps.requeue(message, txExecutor(tx as never), startAfter);
    return true;
  });
  if (!deferred) throw new RetryLater(error.message);
}

/** Counts a failed attempt: back to the queue with backoff, or failed for good with the credits released. */
async function failedAttempt(deps: AttemptDeps, message: JobMessage, error: unknown, timeoutSeconds: number) {
  if (error instanceof ModelRateLimited) return deferAttempt(deps, message, error);
  // A refusal no retry can change (a bad key, an unknown model) fails the job at once.
  const hopeless = error instanceof ModelRefused;
  const shutdown = error instanceof Stopped && error.reason === 'shutdown';
  const reason =
    error instanceof Stopped
      ? error.reason === 'timeout'
        ? JOB_TIMED_OUT(timeoutSeconds)
        : 'Interrupted by a shutdown'
      : // A text column takes no NUL character (a failed write's message may quote the value it refused).
        describeFailure(error).replaceAll('\u0000', '');
  const now = new Date();
  const final = await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, message);
    if (!job || !(RUNNING as readonly string[]).includes(job.status)) return null;
    const fields = {
      companyId: job.company_id,
      jobId: job.id,
      attempt: job.retry_count + 1,
      durationMs: msSince(job.started_at, now.getTime()),
      ...(deps.provider ? { provider: deps.provider } : {}),
      error: reason.slice(0, 500),
    };
    if (shutdown || (!hopeless && job.retry_count < job.max_retries)) {
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
      return { outcome: 'retry' as const, fields, shutdown };
    }
    await failJob(tx, job, reason.slice(0, 2000), now);
    await settleCredits(asDb(tx), { ...job, status: 'failed', error_message: reason });
    return { outcome: 'failed' as const, fields, shutdown };
  });
  if (final?.outcome === 'failed') logTransition(deps.log, 'failed', final.fields);
  if (final?.outcome === 'retry') {
    // A shutdown's attempt goes back uncounted: not a retry of the job.
    if (!final.shutdown) logTransition(deps.log, 'retrying', final.fields);
    throw new RetryLater(reason);
  }
}

/** A message whose queue retries all broke down: its job fails and its credits go back, unless it ended. */
export async function deadAttempt(db: AppDb, message: JobMessage, log?: JobLog): Promise<void> {
  const { ended, failed } = await db.transaction(async (tx) => {
    const job = await lockJob(tx, message);
    if (!job) return { ended: null, failed: null };
    if ((FINAL as readonly string[]).includes(job.status)) return { ended: job, failed: null };
    const now = new Date();
    const reason = job.error_message ?? ATTEMPT_LOST;
    await failJob(tx, job, reason, now);
    await settleCredits(asDb(tx), { ...job, status: 'failed' });
    const durationMs = msSince(job.started_at, now.getTime());
    return { ended: null, failed: { companyId: job.company_id, jobId: job.id, durationMs, error: reason } };
  });
  if (failed) logTransition(log, 'failed', failed);
  if (ended) await settleCredits(db, ended);
}
