// The jobs of one process: the queue, and `workers` workers taking attempts from it (or, with a model-call
// pool, one fetch loop keeping the pool busy). The API
// process runs one (WORKERS, default 2; 0 only enqueues), `pnpm worker` runs another on the same database.
import { sql } from 'drizzle-orm';
import type { TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { deadAttempt, resultCommitter, runAttempts, startAttempts } from './attempt';
import { ENHANCEMENT_QUEUE, QUEUE_SCHEMA } from './constants';
import { type ModelCallOptions, ModelCallPool } from './modelCalls';
import { WorkerHeartbeat } from './heartbeat';
import { type JobLog, meteredGate } from './observe';
import { defaultPipeline, defaultProviderName, type PipelineFn } from './pipeline';
import { type EnqueueOptions, JobQueue, txExecutor, type JobMessage, type SqlExecutor } from './queue';

/** The advisory lock that lets one process at a time look for jobs without a queue message. */
const REQUEUE_LOCK = 7_316_001;

/**
 * Gives a queue message to every open job (queued, or running when its process stopped) that has none:
 * jobs written without the queue, such as the demo data's, or kept when pg-boss's tables were not. Under an
 * advisory lock, so processes starting together do not both enqueue one job; answers how many were enqueued.
 */
export async function requeueOrphans(database: Database, queue: JobQueue): Promise<number> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REQUEUE_LOCK})`);
    const { rows: orphans } = (await tx.execute(sql`
      select j.id::text as "jobId", j.company_id::text as "companyId" from enhancement_jobs j
      where j.status in ('queued', 'processing', 'running')
        and not exists (
          select 1 from ${sql.raw(QUEUE_SCHEMA)}.job q
          where q.name = ${ENHANCEMENT_QUEUE} and q.state in ('created', 'retry', 'active') and q.data->>'jobId' = j.id::text
        )`)) as unknown as { rows: JobMessage[] };
    const executor = txExecutor(tx as unknown as TenantTx);
    for (const message of orphans) await queue.enqueue(message, executor);
    return orphans.length;
  });
}

export interface JobRuntimeOptions {
  /** Workers in this process; 0 runs none. */
  workers: number;
  /** An attempt's processing timeout in seconds (spec part 2 §9: 300). */
  timeoutSeconds: number;
  /** The enhancement pipeline; default `defaultPipeline` (jobs/pipeline.ts). */
  pipeline?: PipelineFn;
  /** How often lost attempts are looked for; default 60 s. */
  maintenanceIntervalSeconds?: number;
  /** Seconds before the first retry; default 5 (doubling). */
  retryDelaySeconds?: number;
  /** WORKER_LOST_SECONDS: a worker process unseen this long is lost; default 30 (jobs/heartbeat.ts). */
  workerLostSeconds?: number;
  /**
   * The model-call pool (AI_CONCURRENCY, AI_RPM, AI_TPM; set for AI_PROVIDER=openai): one fetch loop keeps the
   * pool's calls in flight with no batch barrier, and `workers` only says whether this process works (> 0).
   * Absent, each of the `workers` takes WORKER_BATCH_SIZE attempts at a time (the local provider's fast path).
   */
  modelCalls?: ModelCallOptions;
  /** Fair-share priorities at enqueue (default true); false: first come, first served (the bench's baseline). */
  fairShares?: boolean;
  /** Where job transitions are logged (jobs/observe.ts); absent, they are only counted in /metrics. */
  log?: JobLog;
  /** The model provider's name for those lines; default AI_PROVIDER ('local'). */
  provider?: string;
}

/** Attempts running beyond the model calls allowed in flight: they research, persist or wait for a call slot. */
const jobSlots = (limit: number) => limit + Math.ceil(limit / 4);

export class JobRuntime {
  readonly queue: JobQueue;
  /** The process's model-call pool; null on the batched path. */
  readonly modelPool: ModelCallPool | null;
  readonly #database: Database;
  readonly #options: JobRuntimeOptions;
  readonly #shutdown = new AbortController();
  #started = false;
  /** This process's row of worker_heartbeats while its workers run. */
  #heartbeat: WorkerHeartbeat | null = null;

  constructor(database: Database, options: JobRuntimeOptions) {
    this.#database = database;
    this.#options = options;
    this.queue = new JobQueue(database, options);
    this.modelPool = options.modelCalls ? new ModelCallPool(database, options.modelCalls) : null;
  }

  /** Workers this process runs. */
  get workers(): number {
    return this.#options.workers;
  }

  /** Starts the queue and this process's workers. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    // This process's heartbeat: its claims carry it, and each beat hands lost processes' attempts back to the queue.
    if (this.#options.workers > 0)
      this.#heartbeat = new WorkerHeartbeat(this.#database, this.#options.workers, {
        lostSeconds: this.#options.workerLostSeconds,
        onLost: async (jobIds) => {
          const retried = await this.queue.retryLost(jobIds);
          this.#options.log?.warn(
            { jobs: jobIds.length, retried },
            'attempts of a lost worker process sent back to the queue',
          );
        },
      });
    const deps = {
      db: this.#database.db,
      pipeline: this.#options.pipeline ?? defaultPipeline,
      timeoutSeconds: this.#options.timeoutSeconds,
      shutdown: this.#shutdown.signal,
      // One committer for the process's workers: results finished together are written together.
      commit: resultCommitter(this.#database.db),
      requeue: (message: JobMessage, executor: SqlExecutor, startAfter: Date) =>
        this.queue.enqueue(message, executor, { startAfter }),
      // Every model call goes through a gate that measures it for /metrics (over the pool when there is one).
      modelGate: meteredGate(this.modelPool),
      companyGate: (companyId: string) => meteredGate(this.modelPool?.forCompany(companyId) ?? null),
      provider: this.#options.provider ?? defaultProviderName(),
      ...(this.#heartbeat ? { workerId: this.#heartbeat.id } : {}),
      ...(this.#options.log ? { log: this.#options.log } : {}),
    };
    await this.queue.start();
    await requeueOrphans(this.#database, this.queue);
    if (this.#heartbeat) await this.#heartbeat.start();
    const pool = this.modelPool;
    if (pool) {
      if (this.#options.workers <= 0) return;
      await this.queue.workPooled(
        () => jobSlots(pool.limit),
        (messages) => startAttempts(deps, messages),
        (message) => deadAttempt(this.#database.db, message, this.#options.log),
        (wake) => pool.onSlotFree(wake),
      );
      return;
    }
    await this.queue.work(
      this.#options.workers,
      (messages) => runAttempts(deps, messages),
      (message) => deadAttempt(this.#database.db, message, this.#options.log),
    );
  }

  /**
   * Starts the queue (not the workers): call it before opening the transaction an enqueue runs in, since
   * pg-boss's first start runs its own statements, which on PGlite would wait for that transaction.
   */
  prepare(): Promise<void> {
    return this.queue.start();
  }

  /** Enqueues an attempt, inside the caller's transaction when `executor` is given (after `prepare()`). */
  enqueue(message: JobMessage, executor?: SqlExecutor, options?: EnqueueOptions): Promise<void> {
    return this.queue.enqueue(message, executor, options);
  }

  /** Enqueues an attempt of each job in one statement, inside the caller's transaction (after `prepare()`). */
  enqueueMany(messages: readonly JobMessage[], executor: SqlExecutor): Promise<void> {
    return this.queue.enqueueMany(messages, executor);
  }

  /** Interrupts running attempts (they go back to the queue uncounted) and stops the workers. */
  async stop(): Promise<void> {
    this.#shutdown.abort();
    // The heartbeat last: while this process's attempts wind down, no other process takes them for lost.
    await this.queue.stop();
    await this.#heartbeat?.stop();
    this.#heartbeat = null;
  }
}
