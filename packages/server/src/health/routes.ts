import type { FastifyInstance } from 'fastify';
import { HealthResponse, healthRoutes } from '@curate/core/contract';
import { registerRoute } from '../http/register-route';
import { SERVER_VERSION } from '../config';
import { workerStats } from '../jobs/heartbeat';
import { queueStats } from '../metrics/routes';

/** How long the database may take to answer the health ping before it counts as down. */
export const HEALTH_PING_TIMEOUT_MS = 2000;

async function pingWithin(ping: () => Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ping().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function queueAndWorkers(app: FastifyInstance): Promise<Pick<HealthResponse, 'queue' | 'workers'>> {
  const [queue, workers] = await Promise.all([
    queueStats(app.database),
    workerStats(app.database, app.config.workerLostSeconds),
  ]);
  return {
    queue: { depth: queue.depth, oldest_age_seconds: Math.round(queue.oldestAgeSeconds) },
    workers: {
      status: workers.alive > 0 ? 'up' : 'down',
      alive: workers.alive,
      last_seen_seconds_ago: workers.lastSeenAgeSeconds === null ? null : Math.round(workers.lastSeenAgeSeconds),
    },
  };
}

/** GET /api/v2/health: 200 when the database answers, else 503 with the same body. */
export function registerHealthRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    healthRoutes.getHealth,
    async (_request, reply) => {
      const up = await pingWithin(() => app.database.ping(), HEALTH_PING_TIMEOUT_MS);
      if (!up) reply.code(503);
      // The queue and the workers are reported, not judged: a worker fleet may be scaled to zero on purpose.
      const detail = up ? await queueAndWorkers(app).catch(() => ({})) : {};
      return {
        status: up ? 'healthy' : 'unhealthy',
        database: { status: up ? 'up' : 'down', kind: app.database.kind },
        ...detail,
        version: SERVER_VERSION,
        timestamp: new Date().toISOString(),
      };
    },
    { responses: { 503: HealthResponse } },
  );
}
