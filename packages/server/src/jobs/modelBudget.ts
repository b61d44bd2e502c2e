// The model endpoint's request and token budgets (AI_RPM, AI_TPM), held in PostgreSQL so that every API and
// worker process on every machine draws from one budget. Each is a token bucket on one row of model_budgets:
// refilled continuously by the time since its last draw (the database's clock, so the machines' clocks do not
// matter) and drawn from by one atomic statement per model call, which answers how long to wait when it does
// not fit. A bucket holds at most BURST_SHARE of a minute's budget and refills at the rest of it, so no window of
// 60 s ever sees more than the limit, however the endpoint counts it. Tokens are estimated before the call and
// corrected after it with the answer's usage (the level may then go below zero: later draws wait for it).
import type { SqlExecutor } from './queue';

/** The share of a minute's budget a bucket holds (the largest burst); it refills at the remaining share. */
const BURST_SHARE = 0.02;
/** A dimension without a limit: a bucket that never runs dry. */
const UNLIMITED = 1e12;

export interface ModelBudgetLimits {
  /** Requests per minute (AI_RPM); unset: no request budget. */
  rpm?: number | null;
  /** Tokens per minute (AI_TPM); unset: no token budget. */
  tpm?: number | null;
  /** The budget's row: one per endpoint; default 'default'. */
  name?: string;
}

interface Bucket {
  capacity: number;
  perSecond: number;
}

function bucket(perMinute: number | null | undefined): Bucket {
  if (!perMinute || perMinute <= 0) return { capacity: UNLIMITED, perSecond: UNLIMITED };
  const capacity = Math.max(1, Math.floor(perMinute * BURST_SHARE));
  return { capacity, perSecond: Math.max(perMinute - capacity, 1) / 60 };
}

/** One process's handle on the shared budget. */
export class ModelBudget {
  readonly #database: SqlExecutor;
  readonly #name: string;
  readonly #requests: Bucket;
  readonly #tokens: Bucket;
  #ready: Promise<void> | undefined;

  constructor(database: SqlExecutor, limits: ModelBudgetLimits) {
    this.#database = database;
    this.#name = limits.name ?? 'default';
    this.#requests = bucket(limits.rpm);
    this.#tokens = bucket(limits.tpm);
  }

  /** True when neither a request nor a token limit is set (nothing to draw). */
  get unlimited(): boolean {
    return this.#requests.capacity === UNLIMITED && this.#tokens.capacity === UNLIMITED;
  }

  #ensureRow(): Promise<void> {
    this.#ready ??= this.#database
      .executeSql(
        `insert into model_budgets (name, request_level, token_level, updated_at) values ($1, $2::float8, $3::float8, clock_timestamp())
         on conflict (name) do nothing`,
        [this.#name, this.#requests.capacity, this.#tokens.capacity],
      )
      .then(() => undefined);
    return this.#ready;
  }

  /**
   * Draws one request and `tokens` tokens if both fit now: answers 0 when drawn, or the seconds until they would
   * fit (nothing drawn). A call larger than the token bucket goes when the bucket is full, leaving it below zero.
   */
  async draw(tokens: number): Promise<number> {
    if (this.unlimited) return 0;
    await this.#ensureRow();
    const r = this.#requests;
    const t = this.#tokens;
    const { rows } = await this.#database.executeSql(
      `with cur as (
         select name, clock_timestamp() as now,
           least($2::float8, request_level + greatest(0, extract(epoch from clock_timestamp() - updated_at)) * $3::float8) as rl,
           least($4::float8, token_level + greatest(0, extract(epoch from clock_timestamp() - updated_at)) * $5::float8) as tl
         from model_budgets where name = $1 for update
       ), fit as (
         select cur.*, (cur.rl >= 1 and cur.tl >= least($6::float8, $4::float8)) as granted from cur
       )
       update model_budgets m set
         request_level = case when fit.granted then fit.rl - 1 else fit.rl end,
         token_level = case when fit.granted then fit.tl - $6::float8 else fit.tl end,
         updated_at = fit.now
       from fit where m.name = fit.name
       returning fit.granted as granted,
         greatest((1 - fit.rl) / $3::float8, (least($6::float8, $4::float8) - fit.tl) / $5::float8, 0)::float8 as wait`,
      [this.#name, r.capacity, r.perSecond, t.capacity, t.perSecond, Math.max(0, tokens)],
    );
    const row = rows[0] as { granted: boolean; wait: number } | undefined;
    if (!row) {
      this.#ready = undefined; // the row was removed (a truncate): made again at the next draw
      return 0.05;
    }
    return row.granted ? 0 : Math.max(0.01, Number(row.wait));
  }

  /** Corrects the token level by what a call really used against its estimate (`used - estimated`). */
  async correct(delta: number): Promise<void> {
    if (this.#tokens.capacity === UNLIMITED || delta === 0 || !Number.isFinite(delta)) return;
    await this.#database.executeSql(
      'update model_budgets set token_level = least($2::float8, token_level - $3::float8) where name = $1',
      [this.#name, this.#tokens.capacity, delta],
    );
  }
}
