// The process's Prometheus metrics (prom-client), served by GET /metrics (metrics/routes.ts). Counters and
// histograms are process-wide and move as things happen; the database gauges (jobs by state, the queue) are
// set from one query each when /metrics is scraped.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'curate_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern, method and status class (2xx, 4xx, ...).',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const rateLimitedAnswers = new Counter({
  name: 'curate_http_rate_limited_total',
  help: 'Answers sent with status 429, by route pattern.',
  labelNames: ['route'] as const,
  registers: [registry],
});

export const modelCallsInFlight = new Gauge({
  name: 'curate_model_calls_in_flight',
  help: 'Model calls of the enhancement pipeline in flight in this process.',
  registers: [registry],
});

export const modelCallDuration = new Histogram({
  name: 'curate_model_call_duration_seconds',
  help: 'Model call latency from when the call leaves (after its wait for a slot and the budgets), by outcome (ok, rate_limited, error).',
  labelNames: ['outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
  registers: [registry],
});

export const creditsMoved = new Counter({
  name: 'curate_credits_total',
  help: 'Credits reserved, captured and released by the credit service in this process.',
  labelNames: ['operation'] as const,
  registers: [registry],
});

export const jobTransitions = new Counter({
  name: 'curate_enhancement_job_transitions_total',
  help: 'Enhancement job transitions in this process: started, completed, retrying, failed, cancelled.',
  labelNames: ['transition'] as const,
  registers: [registry],
});

export const jobsByState = new Gauge({
  name: 'curate_enhancement_jobs',
  help: 'Enhancement jobs by status and company (read from the database at scrape time).',
  labelNames: ['status', 'company_id'] as const,
  registers: [registry],
});

export const queueDepth = new Gauge({
  name: 'curate_queue_depth',
  help: 'Enhancement attempts waiting in the queue (created or waiting for a retry), at scrape time.',
  registers: [registry],
});

export const queueOldestAge = new Gauge({
  name: 'curate_queue_oldest_age_seconds',
  help: 'Age of the oldest enhancement attempt waiting in the queue (0 when none), at scrape time.',
  registers: [registry],
});

/** A credit operation that moved `amount` credits (nothing for 0). */
export function countCredits(operation: 'reserved' | 'captured' | 'released', amount: number): void {
  if (amount > 0) creditsMoved.inc({ operation }, amount);
}

export const workersAlive = new Gauge({
  name: 'curate_worker_processes_alive',
  help: 'Processes running enhancement workers whose heartbeat is recent (worker_heartbeats), at scrape time.',
  registers: [registry],
});

export const workerLastSeenAge = new Gauge({
  name: 'curate_worker_last_heartbeat_age_seconds',
  help: 'Seconds since the latest worker heartbeat (+Inf when no worker process wrote one), at scrape time.',
  registers: [registry],
});
