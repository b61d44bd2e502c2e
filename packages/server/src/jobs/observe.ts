// What the jobs tell the operator: one log line per enhancement job transition (started, completed, retrying,
// failed, cancelled) with its counter in /metrics, and the model calls' in-flight gauge and latency histogram,
// measured at the gate the pipeline's provider runs each model call through.
import type { FastifyBaseLogger } from 'fastify';
import { directGate, type GatedCall, type ModelGate } from '../pipeline/providers/provider';
import { ModelRateLimited } from '../pipeline/providers/errors';
import type { TokenCounts } from '../pipeline/types';
import { jobTransitions, modelCallDuration, modelCallsInFlight } from '../observability/metrics';

/** Where job transitions are logged: a pino logger (the app's, or the worker process's). */
export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export type JobTransition = 'started' | 'completed' | 'retrying' | 'failed' | 'cancelled';

/** The fields of one transition's log line. */
export interface TransitionFields {
  companyId: string;
  jobId: string;
  /** The attempt (1 for the first). */
  attempt?: number;
  /** Since the job's first attempt started, when it has. */
  durationMs?: number;
  tokens?: TokenCounts;
  /** The model provider's name ('local', 'openai'). */
  provider?: string;
  error?: string;
}

/** Milliseconds since `since` (the job's started_at), when there is one. */
export function msSince(since: Date | null | undefined, now = Date.now()): number | undefined {
  return since ? Math.max(0, now - since.getTime()) : undefined;
}

/** Logs one job transition (failures and retries at 'warn') and counts it. */
export function logTransition(log: JobLog | undefined, transition: JobTransition, fields: TransitionFields): void {
  jobTransitions.inc({ transition });
  if (!log) return;
  const line = { event: `job.${transition}`, ...fields };
  if (transition === 'failed' || transition === 'retrying') log.warn(line, `enhancement job ${transition}`);
  else log.info(line, `enhancement job ${transition}`);
}

/**
 * A gate that measures the model calls going through `inner` (the process's model-call pool; absent, they go
 * straight out): calls out at the endpoint now, and each call's latency by outcome, from when it leaves (after its
 * wait for a slot and the budgets) to its answer.
 */
export function meteredGate(inner: ModelGate | null | undefined): ModelGate {
  const gate = inner ?? directGate;
  return {
    run<T>(estimatedTokens: number, call: () => Promise<GatedCall<T>>, signal?: AbortSignal): Promise<T> {
      const measured = async (): Promise<GatedCall<T>> => {
        modelCallsInFlight.inc();
        const end = modelCallDuration.startTimer();
        let outcome = 'ok';
        try {
          return await call();
        } catch (error) {
          outcome = error instanceof ModelRateLimited ? 'rate_limited' : 'error';
          throw error;
        } finally {
          end({ outcome });
          modelCallsInFlight.dec();
        }
      };
      return gate.run(estimatedTokens, measured, signal);
    },
  };
}
