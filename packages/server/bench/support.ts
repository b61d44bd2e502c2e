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

/**
 * For the bench APIs a browser bench runs in a child process (host-app/bench/benchApi.ts): prints the
 * `BENCH_API {json}` line the parent waits for, then serves until the parent closes stdin (or a signal comes), and
 * runs `close` in order before exiting.
 */
export function serveUntilStdinCloses(
  ready: Record<string, unknown>,
  close: Array<() => Promise<void>>,
  log: (...args: unknown[]) => void,
): void {
  let closing = false;
  async function shutdown(): Promise<void> {
    if (closing) return;
    closing = true;
    for (const step of close) await step();
    log('closed');
    process.exit(0);
  }
  process.stdin.on('end', shutdown).on('close', shutdown).resume();
  process.on('SIGINT', shutdown).on('SIGTERM', shutdown);
  console.log(`BENCH_API ${JSON.stringify(ready)}`);
}
/**
 * Two full collections before a memory baseline, so the figure measured after it is what the measured work
 * holds, not garbage left by what ran before. Needs node's --expose-gc (the bench scripts pass it to tsx):
 * without it there is nothing to call, and the bench refuses to report a baseline that includes garbage.
 */
export function collectGarbage(): void {
  if (typeof global.gc !== 'function') {
    throw new Error(
      'Run this bench with --expose-gc (tsx --expose-gc bench/<name>.ts), or its memory figure is not measured.',
    );
  }
  global.gc();
  global.gc();
}
