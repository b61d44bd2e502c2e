import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';

zodWithoutEvalInBrowsers();

/** GET /health answer: overall status and whether the database answers. */
export const HealthResponse = z.object({
  status: z.enum(['healthy', 'unhealthy']),
  database: z.object({
    status: z.enum(['up', 'down']),
    kind: z.enum(['pglite', 'postgres']),
  }),
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
