import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';

zodWithoutEvalInBrowsers();

/**
 * GET /health answer: overall status and whether the database answers; with the database up, the enhancement
 * queue (waiting attempts, the oldest one's age) and the worker processes whose heartbeat is recent.
 */
export const HealthResponse = z.object({
  status: z.enum(['healthy', 'unhealthy']),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['pglite', 'postgres']),
  }),
  queue: z.optional(z.object({ depth: z.int().check(z.gte(0)), oldest_age_seconds: z.number().check(z.gte(0)) })),
  workers: z.optional(
    z.object({
      status: z.enum(['up', 'down']),
      alive: z.int().check(z.gte(0)),
      last_seen_seconds_ago: z.nullable(z.number().check(z.gte(0))),
    }),
  ),
  version: z.string(),
  timestamp: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const healthRoutes = {
  getHealth: defineRoute({
    id: 'getHealth',
    method: 'GET',
    path: '/health',
    response: HealthResponse,
    auth: 'public',
    summary: 'Service status and database reachability.',
    tag: 'health',
  }),
} as const;
