// Worker heartbeats: a process running enhancement workers upserts its row of worker_heartbeats when its workers
// start and every third of WORKER_LOST_SECONDS after, and deletes it when they stop. A process that died leaves its
// row behind, ageing: a row seen within WORKER_LOST_SECONDS counts as a live worker process. Each beat also hands
// on the attempts of lost processes: a job claimed by a process whose row aged past WORKER_LOST_SECONDS (or is gone)
// is released by the first live process to see it, and its queue message retried, so another worker runs it
// (claimMany counts the lost attempt; the job's reservation stays the one it has). Rows unseen for a day are removed.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { SqlExecutor } from './queue';

/** A worker process unseen this long is lost (WORKER_LOST_SECONDS): three missed beats. */
export const DEFAULT_WORKER_LOST_SECONDS = 30;

/** How often a process beats for a given WORKER_LOST_SECONDS: three beats per period. */
export const beatSeconds = (lostSeconds: number) => Math.max(1, Math.floor(lostSeconds / 3));

export interface WorkerHeartbeatOptions {
  /** WORKER_LOST_SECONDS; default DEFAULT_WORKER_LOST_SECONDS. */
  lostSeconds?: number;
  /** Runs after each beat with the jobs just released from lost processes (none: not called). */
  onLost?: (jobIds: string[]) => Promise<void>;
}

export class WorkerHeartbeat {
  /** This process's row; the job rows it claims carry it (enhancement_jobs.worker_id). */
  readonly id = randomUUID();
  readonly #database: SqlExecutor;
  readonly #workers: number;
  readonly #lostSeconds: number;
  readonly #onLost: WorkerHeartbeatOptions['onLost'];
  #timer: NodeJS.Timeout | undefined;

  constructor(database: SqlExecutor, workers: number, options: WorkerHeartbeatOptions = {}) {
    this.#database = database;
    this.#workers = workers;
    this.#lostSeconds = options.lostSeconds ?? DEFAULT_WORKER_LOST_SECONDS;
    this.#onLost = options.onLost;
  }

  /** Writes the first beat, then one every beatSeconds (a failed beat is skipped: the next one retries). */
  async start(): Promise<void> {
    await this.beat();
    this.#timer ??= setInterval(() => void this.beat().catch(() => undefined), beatSeconds(this.#lostSeconds) * 1000);
    this.#timer.unref();
  }

  /** Upserts this process's row (seen now), hands on lost processes' attempts, and removes rows unseen for a day. */
  async beat(): Promise<void> {
    await this.#database.executeSql(
      `insert into worker_heartbeats (worker_id, host, pid, workers) values ($1, $2, $3, $4)
       on conflict (worker_id) do update set seen_at = now(), workers = excluded.workers`,
      [this.id, hostname(), process.pid, this.#workers],
    );
    const lost = await releaseLostAttempts(this.#database, this.#lostSeconds);
    if (lost.length && this.#onLost) await this.#onLost(lost);
    await this.#database.executeSql(`delete from worker_heartbeats where seen_at < now() - interval '1 day'`);
  }

  /** Stops beating and removes this process's row (after its workers stopped: its attempts are over). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#database
      .executeSql('delete from worker_heartbeats where worker_id = $1', [this.id])
      .catch(() => undefined);
  }
}

/**
 * Releases the running jobs of worker processes unseen for `lostSeconds` (their row aged or gone): clears their
 * worker, so one statement decides which live process hands each on, and answers their ids.
 */
export async function releaseLostAttempts(database: SqlExecutor, lostSeconds: number): Promise<string[]> {
  const { rows } = await database.executeSql(
    `update enhancement_jobs j set worker_id = null
      where j.status in ('processing', 'running') and j.worker_id is not null
        and not exists (
          select 1 from worker_heartbeats h
           where h.worker_id = j.worker_id and h.seen_at >= now() - make_interval(secs => $1))
      returning j.id::text as id`,
    [lostSeconds],
  );
  return (rows as Array<{ id: string }>).map((row) => row.id);
}

/** Worker processes seen within `lostSeconds`, and the age of the latest heartbeat (null: none ever). */
export async function workerStats(
  database: SqlExecutor,
  lostSeconds = DEFAULT_WORKER_LOST_SECONDS,
): Promise<{ alive: number; lastSeenAgeSeconds: number | null }> {
  const { rows } = await database.executeSql(
    `select count(*) filter (where seen_at >= now() - make_interval(secs => $1))::int as alive,
            extract(epoch from now() - max(seen_at))::float8 as age
       from worker_heartbeats`,
    [lostSeconds],
  );
  const row = rows[0] as { alive: number; age: number | null } | undefined;
  const age = row?.age;
  return {
    alive: Number(row?.alive ?? 0),
    lastSeenAgeSeconds: age === null || age === undefined ? null : Math.max(0, Number(age)),
  };
}
