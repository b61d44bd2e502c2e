// The durable queue of enhancement attempts: pg-boss on the app's own database (docs/decisions.md
// "Enhancement jobs"). It runs over `Database.executeSql` on both drivers (pg-boss's `db` option), so the
// embedded PGlite and a real PostgreSQL shared by several processes work the same way. A job is enqueued
// inside the transaction that creates it (`txExecutor`), so a job row never exists without its message.
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { pgliteExecute } from '../db/client';
import type { TenantTx } from '../auth/tenantScope';
import {
  DEFAULT_MAX_RETRIES,
  ENHANCEMENT_DEAD_QUEUE,
  ENHANCEMENT_QUEUE,
  EXPIRY_GRACE_SECONDS,
  POLLING_INTERVAL_SECONDS,
  QUEUE_SCHEMA,
  RETRY_DELAY_SECONDS,
  WORKER_BATCH_SIZE,
} from './constants';

/** What a queued message names: the job row holds everything else. */
export interface JobMessage {
  jobId: string;
  companyId: string;
}

/** Something that runs SQL text with $n parameters: the database, or an open transaction. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The connection under an open drizzle transaction (node-postgres PoolClient or PGlite Transaction). */
export function txExecutor(tx: TenantTx): SqlExecutor {
  const client = (tx as unknown as { session: { client: unknown } }).session.client as {
    query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
    exec?(text: string): Promise<{ rows: unknown[] }[]>;
  };
  return {
    executeSql: (text, values) =>
      client.exec
        ? pgliteExecute(client as Parameters<typeof pgliteExecute>[0], text, values)
        : client.query(text, values),
  };
}

export interface JobQueueOptions {
  /** An attempt's processing timeout; pg-boss declares it lost EXPIRY_GRACE_SECONDS later. */
  timeoutSeconds: number;
  /** How often expired attempts are looked for (pg-boss maintenance); default 60 s. */
  maintenanceIntervalSeconds?: number;
  /** Seconds before the first retry; default RETRY_DELAY_SECONDS. */
  retryDelaySeconds?: number;
}

/** The enhancement queue: start it, enqueue, run workers, stop. */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #options: JobQueueOptions;
  #started: Promise<void> | undefined;

  constructor(database: Pick<Database, 'executeSql'>, options: JobQueueOptions) {
    this.#options = options;
    this.#boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
      schema: QUEUE_SCHEMA,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      monitorStateIntervalSeconds: 600,
    } as PgBoss.ConstructorOptions);
    this.#boss.on('error', () => undefined); // transient: pg-boss retries its polls and maintenance
  }

  /** Creates or updates pg-boss's tables and the two queues; later calls wait for the first. */
  start(): Promise<void> {
    this.#started ??= (async () => {
      await this.#boss.start();
      await this.#boss.createQueue(ENHANCEMENT_DEAD_QUEUE, { name: ENHANCEMENT_DEAD_QUEUE, retryLimit: 0 });
      // createQueue keeps the first process's options; updateQueue makes this process's configuration apply.
      await this.#boss.createQueue(ENHANCEMENT_QUEUE, { name: ENHANCEMENT_QUEUE, ...this.#queuePolicy() });
      await this.#boss.updateQueue(ENHANCEMENT_QUEUE, { name: ENHANCEMENT_QUEUE, ...this.#queuePolicy() });
    })();
    return this.#started;
  }

  #queuePolicy() {
    return {
      // The job row counts attempts (retry_count of max_retries); pg-boss allows a few more for attempts
      // lost to crashes and shutdowns before the row is told, then hands the message to the dead queue.
      retryLimit: DEFAULT_MAX_RETRIES + 3,
      retryDelay: this.#options.retryDelaySeconds ?? RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: this.#options.timeoutSeconds + Math.min(EXPIRY_GRACE_SECONDS, this.#options.timeoutSeconds),
      deadLetter: ENHANCEMENT_DEAD_QUEUE,
    };
  }

  /** Enqueues one attempt of a job, in the caller's transaction when `executor` is given. */
  async enqueue(message: JobMessage, executor?: SqlExecutor): Promise<void> {
    await this.start();
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = this.#queuePolicy();
    const policy = { retryLimit, retryDelay, retryBackoff, expireInSeconds };
    await this.#boss.send(ENHANCEMENT_QUEUE, message, executor ? { ...policy, db: executor } : policy);
  }

  /** Enqueues one attempt of each job in one statement, in the caller's transaction (an import batch's jobs). */
  async enqueueMany(messages: readonly JobMessage[], executor: SqlExecutor): Promise<void> {
    if (messages.length === 0) return;
    await this.start();
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds, deadLetter } = this.#queuePolicy();
    await this.#boss.insert(
      messages.map((data) => ({
        name: ENHANCEMENT_QUEUE,
        data,
        retryLimit,
        retryDelay,
        retryBackoff,
        expireInSeconds,
        deadLetter,
      })),
      { db: executor } as PgBoss.InsertOptions,
    );
  }

  /**
   * Starts `count` workers, each taking up to WORKER_BATCH_SIZE attempts at a time and handing them to `handler`
   * together; the handler answers, per message, nothing (the attempt is over) or the error to retry it for
   * (with backoff). `onDead` gets the messages whose pg-boss retries all broke down.
   */
  async work(
    count: number,
    handler: (messages: JobMessage[]) => Promise<unknown[]>,
    onDead: (message: JobMessage) => Promise<void>,
  ): Promise<void> {
    await this.start();
    for (let i = 0; i < count; i++) {
      // One fetch and one completion for the lot instead of one each. An attempt the handler answers with an
      // error goes back alone, with backoff (pg-boss then completes only the others: its completion touches
      // active messages only). A handler that throws sends the whole lot back. A worker that just finished asks
      // again at once (pg-boss would otherwise wait out its polling interval after every batch), after a turn of
      // the event loop, so the requests waiting on the database (an import) get their turn; an empty queue is
      // polled every interval.
      const options = { batchSize: WORKER_BATCH_SIZE, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS };
      const id: string = await this.#boss.work<JobMessage>(ENHANCEMENT_QUEUE, options, async (jobs) => {
        try {
          const outcomes = await handler(jobs.map((job) => job.data));
          await Promise.all(
            jobs.map(async (job, index) => {
              const error = outcomes[index];
              if (error === undefined) return;
              await this.#boss.fail(ENHANCEMENT_QUEUE, job.id, {
                message: error instanceof Error ? error.message : String(error),
              });
            }),
          );
        } finally {
          setImmediate(() => this.#boss.notifyWorker(id));
        }
      });
    }
    if (count > 0) {
      const options = { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS };
      await this.#boss.work<JobMessage>(ENHANCEMENT_DEAD_QUEUE, options, async ([job]) => {
        if (job) await onDead(job.data);
      });
    }
  }

  /** Stops polling and waits up to `timeoutMs` for running attempts; the database stays open. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    await this.#started.catch(() => undefined);
    await this.#boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}
