// Worker heartbeats: a process running enhancement workers upserts its row of worker_heartbeats when its workers
// start and every WORKER_HEARTBEAT_SECONDS after, and deletes it when they stop. A process that died leaves its row
// behind, ageing: a row seen within WORKER_STALE_SECONDS counts as a live worker process. Rows unseen for a day
// are removed by the next beat of any process.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { SqlExecutor } from './queue';

/** How often a worker process writes its heartbeat. */
export const WORKER_HEARTBEAT_SECONDS = 15;
/** A heartbeat older than this no longer counts as a live worker process (four missed beats). */
export const WORKER_STALE_SECONDS = 60;

export class WorkerHeartbeat {
  /** This process's row. */
  readonly id = randomUUID();
  readonly #database: SqlExecutor;
  readonly #workers: number;
  readonly #intervalMs: number;
  #timer: NodeJS.Timeout | undefined;

  constructor(database: SqlExecutor, workers: number, intervalSeconds = WORKER_HEARTBEAT_SECONDS) {
    this.#database = database;
    this.#workers = workers;
    this.#intervalMs = intervalSeconds * 1000;
  }

  /** Writes the first beat, then one every interval (a failed beat is skipped: the next one retries). */
  async start(): Promise<void> {
    await this.beat();
    this.#timer ??= setInterval(() => void this.beat().catch(() => undefined), this.#intervalMs);
    this.#timer.unref();
  }

  /** Upserts this process's row (seen now), and removes rows unseen for a day. */
  async beat(): Promise<void> {
    await this.#database.executeSql(
      `insert into worker_heartbeats (worker_id, host, pid, workers) values ($1, $2, $3, $4)
       on conflict (worker_id) do update set seen_at = now(), workers = excluded.workers`,
      [this.id, hostname(), process.pid, this.#workers],
    );
    await this.#database.executeSql(`delete from worker_heartbeats where seen_at < now() - interval '1 day'`);
  }

  /** Stops beating and removes this process's row. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#database
      .executeSql('delete from worker_heartbeats where worker_id = $1', [this.id])
      .catch(() => undefined);
  }
}

/** Worker processes seen within WORKER_STALE_SECONDS, and the age of the latest heartbeat (null: none ever). */
export async function workerStats(
  database: SqlExecutor,
): Promise<{ alive: number; lastSeenAgeSeconds: number | null }> {
  const { rows } = await database.executeSql(
    `select count(*) filter (where seen_at >= now() - make_interval(secs => $1))::int as alive,
            extract(epoch from now() - max(seen_at))::float8 as age
       from worker_heartbeats`,
    [WORKER_STALE_SECONDS],
  );
  const row = rows[0] as { alive: number; age: number | null } | undefined;
  const age = row?.age;
  return {
    alive: Number(row?.alive ?? 0),
    lastSeenAgeSeconds: age === null || age === undefined ? null : Math.max(0, Number(age)),
  };
}
