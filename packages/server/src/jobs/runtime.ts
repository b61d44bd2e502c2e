// The jobs of one process (issue #16): the queue, and `workers` workers taking attempts from it. The API
// process runs one (WORKERS, default 2; 0 only enqueues), `pnpm worker` runs another on the same database.
import type { Database } from '../db/client';
import { deadAttempt, runAttempt } from './attempt';
import { defaultPipeline, type PipelineFn } from './pipeline';
import { JobQueue, type JobMessage, type SqlExecutor } from './queue';

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
}

export class JobRuntime {
  readonly queue: JobQueue;
  readonly #database: Database;
  readonly #options: JobRuntimeOptions;
  readonly #shutdown = new AbortController();
  #started = false;

  constructor(database: Database, options: JobRuntimeOptions) {
    this.#database = database;
    this.#options = options;
    this.queue = new JobQueue(database, options);
  }

  /** Workers this process runs. */
  get workers(): number {
    return this.#options.workers;
  }

  /** Starts the queue and this process's workers. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const deps = {
      db: this.#database.db,
      pipeline: this.#options.pipeline ?? defaultPipeline,
      timeoutSeconds: this.#options.timeoutSeconds,
      shutdown: this.#shutdown.signal,
    };
    await this.queue.start();
    await this.queue.work(
      this.#options.workers,
      (message) => runAttempt(deps, message),
      (message) => deadAttempt(this.#database.db, message),
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
  enqueue(message: JobMessage, executor?: SqlExecutor): Promise<void> {
    return this.queue.enqueue(message, executor);
  }

  /** Interrupts running attempts (they go back to the queue uncounted) and stops the workers. */
  async stop(): Promise<void> {
    this.#shutdown.abort();
    await this.queue.stop();
  }
}
