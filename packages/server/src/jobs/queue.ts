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
  /** Fair-share priorities at enqueue (default true); false enqueues first come, first served. */
  fairShares?: boolean;
}

/**
 * The open jobs of a company (queued or running), its own included: a company's k-th open job is enqueued with
 * priority -k, and pg-boss takes the highest priority first (then the oldest), so the companies with work take
 * turns like fair queuing and one product of a company waits behind no other company's bulk run.
 */
async function openJobs(executor: SqlExecutor, companyId: string): Promise<number> {
  const { rows } = await executor.executeSql(
    `select count(*)::int as n from enhancement_jobs where company_id = $1 and status in ('queued', 'processing', 'running')`,
    [companyId],
  );
  return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** Options of one enqueue: not before `startAfter` (a rate-limited attempt rescheduled). */
export interface EnqueueOptions {
  startAfter?: Date;
}

/** The enhancement queue: start it, enqueue, run workers, stop. */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #options: JobQueueOptions;
  readonly #database: SqlExecutor;
  #started: Promise<void> | undefined;
  /** The pooled fetch loop's end (see `workPooled`). */
  #pooled: { stop(): Promise<void> } | undefined;

  constructor(database: Pick<Database, 'executeSql'>, options: JobQueueOptions) {
    this.#options = options;
    this.#database = { executeSql: (text, values) => database.executeSql(text, values) };
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

  /**
   * Enqueues one attempt of a job, in the caller's transaction when `executor` is given (after the job row is
   * written there), with its company's fair-share priority.
   */
  async enqueue(message: JobMessage, executor?: SqlExecutor, options: EnqueueOptions = {}): Promise<void> {
    await this.start();
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = this.#queuePolicy();
    const fair = this.#options.fairShares !== false;
    const priority = fair ? -Math.max(1, await openJobs(executor ?? this.#database, message.companyId)) : 0;
    const policy = {
      retryLimit,
      retryDelay,
      retryBackoff,
      expireInSeconds,
      priority,
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    };
    await this.#boss.send(ENHANCEMENT_QUEUE, message, executor ? { ...policy, db: executor } : policy);
  }

  /**
   * Enqueues one attempt of each job in one statement, in the caller's transaction (an import batch's jobs, their
   * rows written there first), each with its company's next fair-share priority.
   */
  async enqueueMany(messages: readonly JobMessage[], executor: SqlExecutor): Promise<void> {
    if (messages.length === 0) return;
    await this.start();
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds, deadLetter } = this.#queuePolicy();
    const next = new Map<string, number>();
    for (const companyId of new Set(messages.map((m) => m.companyId))) {
      const batch = messages.filter((m) => m.companyId === companyId).length;
      next.set(
        companyId,
        this.#options.fairShares === false ? -1 : Math.max(0, (await openJobs(executor, companyId)) - batch),
      );
    }
    await this.#boss.insert(
      messages.map((data) => {
        const k = next.get(data.companyId)! + 1;
        if (this.#options.fairShares !== false) next.set(data.companyId, k);
        return {
          name: ENHANCEMENT_QUEUE,
          data,
          priority: -k,
          retryLimit,
          retryDelay,
          retryBackoff,
          expireInSeconds,
          deadLetter,
        };
      }),
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

  /**
   * One fetch loop with no batch barrier (the model-call pool's path): it keeps `slots()` attempts running and
   * takes new ones the moment one ends (`wake()`), as many as are free, highest priority first. `start` claims a
   * lot together and answers one promise per message, each settling when its own attempt ends (nothing, or the
   * error to retry it for); completions that end together are written together. An empty queue is polled every
   * POLLING_INTERVAL_SECONDS.
   */
  async workPooled(
    slots: () => number,
    start: (messages: JobMessage[]) => Promise<Array<Promise<unknown>>>,
    onDead: (message: JobMessage) => Promise<void>,
    subscribe: (wake: () => void) => () => void,
  ): Promise<void> {
    await this.start();
    let stopping = false;
    let running = 0;
    let wakeUp: (() => void) | undefined;
    const wake = () => {
      const resolve = wakeUp;
      wakeUp = undefined;
      resolve?.();
    };
    const unsubscribe = subscribe(wake);
    const idle = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          wakeUp = undefined;
          resolve();
        }, ms);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    const attempts = new Set<Promise<void>>();
    let completed: string[] = [];
    const complete = (id: string) => {
      completed.push(id);
      if (completed.length > 1) return;
      setImmediate(() => {
        const ids = completed;
        completed = [];
        this.#boss.complete(ENHANCEMENT_QUEUE, ids).catch(() => undefined); // a lost completion: maintenance retries it
      });
    };
    const settle = async (id: string, outcome: Promise<unknown>) => {
      const error = await outcome.catch((thrown: unknown) => thrown);
      if (error === undefined) complete(id);
      else
        await this.#boss
          .fail(ENHANCEMENT_QUEUE, id, { message: error instanceof Error ? error.message : String(error) })
          .catch(() => undefined);
    };
    const loop = (async () => {
      while (!stopping) {
        const free = slots() - running;
        if (free <= 0) {
          await idle(POLLING_INTERVAL_SECONDS * 1000);
          continue;
        }
        let jobs: PgBoss.Job<JobMessage>[] = [];
        try {
          jobs = await this.#boss.fetch<JobMessage>(ENHANCEMENT_QUEUE, { batchSize: free, priority: true });
        } catch {
          jobs = [];
        }
        if (stopping && jobs.length) {
          await this.#boss.fail(ENHANCEMENT_QUEUE, jobs.map((j) => j.id) as unknown as string, {
            message: 'Interrupted by a shutdown',
          });
          break;
        }
        if (jobs.length === 0) {
          await idle(POLLING_INTERVAL_SECONDS * 1000);
          continue;
        }
        running += jobs.length;
        const outcomes = start(jobs.map((job) => job.data)).catch((error: unknown) =>
          jobs.map(() => Promise.resolve(error)),
        );
        for (const [index, job] of jobs.entries()) {
          const attempt = outcomes
            .then((list) => settle(job.id, list[index]!))
            .finally(() => {
              running -= 1;
              attempts.delete(attempt);
              wake();
            });
          attempts.add(attempt);
        }
        // After a turn of the event loop, so the requests waiting on the database get their turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    this.#pooled = {
      async stop() {
        stopping = true;
        wake();
        await loop;
        unsubscribe();
        await Promise.allSettled([...attempts]);
      },
    };
    const options = { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS };
    await this.#boss.work<JobMessage>(ENHANCEMENT_DEAD_QUEUE, options, async ([job]) => {
      if (job) await onDead(job.data);
    });
  }

  /**
   * Sends the running attempts of these jobs back to the queue (their worker process was lost): pg-boss retries
   * each after its backoff, and the next claim counts the lost attempt. Answers how many messages went back.
   */
  async retryLost(jobIds: readonly string[]): Promise<number> {
    if (jobIds.length === 0) return 0;
    await this.start();
    const { rows } = await this.#database.executeSql(
      `select id::text as id from ${QUEUE_SCHEMA}.job
        where name = $1 and state = 'active' and data->>'jobId' = any($2::text[])`,
      [ENHANCEMENT_QUEUE, jobIds],
    );
    const ids = (rows as Array<{ id: string }>).map((row) => row.id);
    if (ids.length)
      await this.#boss.fail(ENHANCEMENT_QUEUE, ids as unknown as string, { message: 'Its worker process was lost' });
    return ids.length;
  }

  /** Stops polling and waits up to `timeoutMs` for running attempts; the database stays open. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.#started) return;
    await this.#started.catch(() => undefined);
    const pooled = this.#pooled;
    this.#pooled = undefined;
    if (pooled) await Promise.race([pooled.stop(), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    await this.#boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}
