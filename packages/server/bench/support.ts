// What the server benches share: the nearest-rank percentile, and the app on a loopback port with a fixed
// principal (the bench measures the calls, not the sign-in).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Principal } from '../src/auth/principal';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';

/** The p-th percentile (nearest rank) of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The API on 127.0.0.1 (no workers), every request made as `principal`; `api` is its /api/v2 base URL. */
export async function listenAs(
  database: Database,
  principal: Principal,
): Promise<{ app: FastifyInstance; api: string }> {
  const app = await buildApp({
    database,
    config: loadConfig({ PORT: '0', WORKERS: '0' }),
    logger: false,
    authenticate: async (request) => {
      request.principal = principal;
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, api: `http://127.0.0.1:${port}/api/v2` };
}
