// The model-call pool of one process (docs/decisions.md "Model calls: pool, pacing, fairness"): up to
// AI_CONCURRENCY model calls in flight, each taking its slot when it starts and giving it back the moment it
// ends, so a slow answer holds only its own slot. Before a call goes out it draws from the shared request and
// token budgets (jobs/modelBudget.ts). A 429 cuts the calls allowed in flight by a tenth (at most once per round
// of calls started before it) and every sixteenth of a round of answers without one adds a slot back, up to
// AI_CONCURRENCY, so scattered 429s leave the pool near full and a run of them cuts it round after round; the refused
// call's job goes back to the queue for the time its Retry-After names (jobs/attempt.ts), never waiting in a slot.
// AI_COMPANY_CONCURRENCY caps one company's calls in flight; they wait for their turn before taking a slot.
import { ModelRateLimited } from '../pipeline/providers/errors';
import type { GatedCall, ModelGate } from '../pipeline/providers/provider';
import { ModelBudget } from './modelBudget';
import type { SqlExecutor } from './queue';

/** The default of AI_CONCURRENCY: what a hosted API takes from one process without trouble. */
export const DEFAULT_AI_CONCURRENCY = 16;
/** The longest one budget wait sleeps before asking again (another process may have left some unused). */
const BUDGET_POLL_MAX_SECONDS = 5;

export interface ModelCallOptions {
  /** Model calls in flight in this process at most (AI_CONCURRENCY, at least 1). */
  concurrency: number;
  /** Requests per minute over every process (AI_RPM); unset: none. */
  rpm?: number | null;
  /** Tokens per minute over every process (AI_TPM); unset: none. */
  tpm?: number | null;
  /** The shared budget's name (one per endpoint); default 'default'. */
  budgetName?: string;
  /** Model calls of one company in flight in this process at most (AI_COMPANY_CONCURRENCY); unset: no cap. */
  companyConcurrency?: number | null;
}

/** What the pool has done, for the operator and the bench. */
export interface ModelCallStats {
  /** Calls that ended (answered or failed). */
  calls: number;
  /** Calls the endpoint answered 429. */
  rateLimited: number;
  /** Budget draws that had to wait. */
  budgetWaits: number;
  /** Calls in flight now, and the calls allowed in flight now (lowered by 429s). */
  inFlight: number;
  limit: number;
  /** Calls in flight integrated over time (call-milliseconds) since the pool was made: the mean is its slope. */
  inFlightArea: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', abort, { once: true });
  });

/** Waits in `waiting` until woken (the caller checks again), or rejects when the signal aborts, leaving it. */
function turn(waiting: Array<() => void>, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  return new Promise<void>((resolve, reject) => {
    const wake = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const abort = () => {
      const at = waiting.indexOf(wake);
      if (at >= 0) waiting.splice(at, 1);
      reject(signal!.reason);
    };
    waiting.push(wake);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

export class ModelCallPool implements ModelGate {
  readonly max: number;
  readonly #budget: ModelBudget | null;
  #limit: number;
  /** Slots taken (calls drawing from the budget or in flight). */
  #taken = 0;
  #inFlight = 0;
  readonly #waiting: Array<() => void> = [];
  /** Bumped at every cut, so a burst of 429s from calls started together cuts once. */
  #round = 0;
  #answered = 0;
  #area = 0;
  #areaAt = performance.now();
  #stats = { calls: 0, rateLimited: 0, budgetWaits: 0 };
  #onSlot = new Set<() => void>();
  /** AI_COMPANY_CONCURRENCY, and each company's calls taken (waiting for a slot or in flight) and waiters. */
  readonly #companyMax: number | null;
  readonly #companies = new Map<string, { taken: number; waiting: Array<() => void> }>();

  constructor(database: SqlExecutor | null, options: ModelCallOptions) {
    this.max = Math.max(1, Math.floor(options.concurrency));
    this.#companyMax = options.companyConcurrency ? Math.max(1, Math.floor(options.companyConcurrency)) : null;
    this.#limit = this.max;
    const budget = database
      ? new ModelBudget(database, { rpm: options.rpm, tpm: options.tpm, name: options.budgetName })
      : null;
    this.#budget = budget && !budget.unlimited ? budget : null;
  }

  /** The calls allowed in flight now (AI_CONCURRENCY, lowered after a 429 until it recovers). */
  get limit(): number {
    return this.#limit;
  }

  stats(): ModelCallStats {
    this.#account();
    return { ...this.#stats, inFlight: this.#inFlight, limit: this.#limit, inFlightArea: this.#area };
  }

  /** Calls `listener` whenever a slot is given back (the job fetcher takes a new job then). */
  onSlotFree(listener: () => void): () => void {
    this.#onSlot.add(listener);
    return () => this.#onSlot.delete(listener);
  }

  #account() {
    const now = performance.now();
    this.#area += this.#inFlight * (now - this.#areaAt);
    this.#areaAt = now;
  }

  async #acquire(signal?: AbortSignal): Promise<void> {
    while (this.#taken >= this.#limit) await turn(this.#waiting, signal);
    this.#taken += 1;
  }

  #release() {
    this.#taken -= 1;
    if (this.#taken < this.#limit) this.#waiting.shift()?.();
    for (const listener of this.#onSlot) listener();
  }

  /** A 429 for a call started in round `round`: a tenth fewer calls in flight, once per round. */
  #slowDown(round: number) {
    this.#stats.rateLimited += 1;
    if (round !== this.#round) return;
    this.#round += 1;
    this.#answered = 0;
    this.#limit = Math.max(1, Math.floor(this.#limit * 0.9));
  }

  /** An answer: after a sixteenth of a round of them (the limit / 16) without a 429, one slot more. */
  #recover() {
    if (this.#limit >= this.max) return;
    this.#answered += 1;
    if (this.#answered >= Math.ceil(this.#limit / 16)) {
      this.#answered = 0;
      this.#limit += 1;
      this.#waiting.shift()?.();
    }
  }

  /**
   * The gate of one company's calls: at most AI_COMPANY_CONCURRENCY of them at once in this process, waiting for
   * their turn before they take a slot of the pool (so a capped company leaves the other slots to the others).
   */
  forCompany(companyId: string): ModelGate {
    const max = this.#companyMax;
    if (max === null) return this;
    return {
      run: async <T>(estimatedTokens: number, call: () => Promise<GatedCall<T>>, signal?: AbortSignal): Promise<T> => {
        let company = this.#companies.get(companyId);
        if (!company) {
          company = { taken: 0, waiting: [] };
          this.#companies.set(companyId, company);
        }
        const entry = company;
        while (entry.taken >= max) await turn(entry.waiting, signal);
        entry.taken += 1;
        try {
          return await this.run(estimatedTokens, call, signal);
        } finally {
          entry.taken -= 1;
          entry.waiting.shift()?.();
          if (entry.taken === 0 && entry.waiting.length === 0) this.#companies.delete(companyId);
        }
      },
    };
  }

  async run<T>(estimatedTokens: number, call: () => Promise<GatedCall<T>>, signal?: AbortSignal): Promise<T> {
    await this.#acquire(signal);
    try {
      if (this.#budget) {
        for (;;) {
          const wait = await this.#budget.draw(estimatedTokens);
          if (wait <= 0) break;
          this.#stats.budgetWaits += 1;
          await sleep(Math.min(wait, BUDGET_POLL_MAX_SECONDS) * 1000, signal);
        }
      }
      const round = this.#round;
      this.#account();
      this.#inFlight += 1;
      try {
        const { value, tokens } = await call();
        this.#recover();
        if (this.#budget && tokens !== null)
          await this.#budget.correct(tokens - estimatedTokens).catch(() => undefined);
        return value;
      } catch (error) {
        if (error instanceof ModelRateLimited) this.#slowDown(round);
        throw error;
      } finally {
        this.#account();
        this.#inFlight -= 1;
        this.#stats.calls += 1;
      }
    } finally {
      this.#release();
    }
  }
}
