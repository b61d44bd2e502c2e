// GET /metrics: the Prometheus text format of metrics/registry.ts, for a scraper holding METRICS_TOKEN. Without
// METRICS_TOKEN configured the route answers 404 like any unknown path, so nothing is exposed by default.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../auth/authenticate';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { ENHANCEMENT_QUEUE, QUEUE_SCHEMA } from '../jobs/constants';
import { workerStats } from '../jobs/heartbeat';
import {
  httpRequestDuration,
  jobsByState,
  queueDepth,
  queueOldestAge,
  rateLimitedAnswers,
  registry,
  workerLastSeenAge,
  workersAlive,
} from '../observability/metrics';

/** Where the metrics are served (outside /api/v2: not part of the API contract). */
export const METRICS_PATH = '/metrics';

/** True when `header` is `Bearer <token>` with exactly `token` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = bearerToken(header);
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The queue's waiting attempts and the oldest one's age, from pg-boss's job table (none before pg-boss made it). */
export async function queueStats(database: Database): Promise<{ depth: number; oldestAgeSeconds: number }> {
  const { rows: exists } = await database.executeSql('select to_regclass($1) is not null as present', [
    `${QUEUE_SCHEMA}.job`,
  ]);
  if (!(exists[0] as { present?: boolean } | undefined)?.present) return { depth: 0, oldestAgeSeconds: 0 };
  const { rows } = await database.executeSql(
    `select count(*)::int as depth, coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as oldest
       from ${QUEUE_SCHEMA}.job where name = $1 and state in ('created', 'retry')`,
    [ENHANCEMENT_QUEUE],
  );
  const row = rows[0] as { depth: number; oldest: number } | undefined;
  return { depth: Number(row?.depth ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}

/** Sets the database gauges: jobs by status and company (one grouped query), the queue and the worker heartbeats. */
async function readDatabaseGauges(database: Database, workerLostSeconds: number): Promise<void> {
  const { rows } = await database.executeSql(
    'select company_id::text as company, status::text as status, count(*)::int as n from enhancement_jobs group by 1, 2',
  );
  jobsByState.reset();
  for (const row of rows as Array<{ company: string; status: string; n: number }>)
    jobsByState.set({ status: row.status, company_id: row.company }, Number(row.n));
  const queue = await queueStats(database);
  queueDepth.set(queue.depth);
  queueOldestAge.set(queue.oldestAgeSeconds);
  const workers = await workerStats(database, workerLostSeconds);
  workersAlive.set(workers.alive);
  workerLastSeenAge.set(workers.lastSeenAgeSeconds ?? Number.POSITIVE_INFINITY);
}

/**
 * Observes every answer: its latency in the histogram by route pattern ('unmatched' for unknown paths),
 * method and status class, and a 429 in the rate-limited counter.
 */
export function installHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    httpRequestDuration.observe(
      { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    if (status === 429) rateLimitedAnswers.inc({ route });
  });
}

/** GET /metrics: 404 without METRICS_TOKEN, 401 without that bearer token, else the metrics (text format). */
export function registerMetricsRoute(app: FastifyInstance): void {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (!token) throw HttpError.notFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="curate-metrics"');
      throw HttpError.unauthorized('A bearer token matching METRICS_TOKEN is required');
    }
    await readDatabaseGauges(app.database, app.config.workerLostSeconds);
    reply.header('content-type', registry.contentType);
    reply.header('cache-control', 'no-store');
    return registry.metrics();
  });
}
