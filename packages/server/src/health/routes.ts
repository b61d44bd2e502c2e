import type { FastifyInstance } from 'fastify';
import { HealthResponse, healthRoutes } from '@curate/core/contract';
import { registerRoute } from '../http/register-route';
import { SERVER_VERSION } from '../config';

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

/** GET /api/v2/health: 200 when the database answers, else 503 with the same body. */
export function registerHealthRoutes(app: FastifyInstance): void {
  registerRoute(
    app,
    healthRoutes.getHealth,
    async (_request, reply) => {
      const up = await pingWithin(() => app.database.ping(), HEALTH_PING_TIMEOUT_MS);
      if (!up) reply.code(503);
      return {
        status: up ? 'healthy' : 'unhealthy',
        database: { status: up ? 'up' : 'down', kind: app.database.kind },
        version: SERVER_VERSION,
        timestamp: new Date().toISOString(),
      };
    },
    { responses: { 503: HealthResponse } },
  );
}
