// Foundation benchmark (issue #2): start-up cost (migrations, demo seed) and /api/v2/health latency over
// real HTTP, on embedded PGlite and on a real PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL).
// Issue #2 names no baseline, so each PGlite figure stands beside the same figure on PostgreSQL 15.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedDemoData } from '../src/seed';
import { createTestDatabase } from '../src/test/database';

const HEALTH_REQUESTS = 1000;
const WARMUP = 100;

interface Figures {
  migrateMs: number;
  seedMs: number;
  healthP50: number;
  healthP95: number;
  rssMb: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(kind: 'pglite' | 'postgres'): Promise<Figures> {
  process.env.CURATE_TEST_DB = kind;
  let t = performance.now();
  const database = await createTestDatabase();
  const migrateMs = performance.now() - t;
  t = performance.now();
  await seedDemoData(database);
  const seedMs = performance.now() - t;

  const app = await buildApp({ database, config: loadConfig({ PORT: '0' }), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/api/v2/health`;
  const times: number[] = [];
  for (let i = 0; i < WARMUP + HEALTH_REQUESTS; i++) {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`health answered ${res.status}`);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const rssMb = process.memoryUsage().rss / 2 ** 20;
  await app.close();
  await database.cleanup();
  return { migrateMs, seedMs, healthP50: percentile(times, 50), healthP95: percentile(times, 95), rssMb };
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) process.env.TEST_DATABASE_URL = pgUrl;
const lite = await measure('pglite');
const real = pgUrl ? await measure('postgres') : undefined;

const row = (name: string, unit: string, key: keyof Figures, note = '') => ({
  name: `${name} (PGlite)`,
  value: lite[key],
  unit,
  ...(real ? { baseline: { name: `${name} (PostgreSQL 15)`, value: real[key] } } : {}),
  note,
});
const suite = {
  title: 'Foundation: start-up and health',
  issue: 2,
  command: 'pnpm bench (packages/server: tsx bench/foundation.ts)',
  rows: [
    row('Open + migrate a fresh database', 'ms', 'migrateMs', 'PostgreSQL includes CREATE DATABASE'),
    row('Seed demo data (2 companies x 200 products)', 'ms', 'seedMs'),
    row(`GET /api/v2/health p50 over ${HEALTH_REQUESTS} requests`, 'ms', 'healthP50', 'real HTTP on loopback'),
    row(`GET /api/v2/health p95 over ${HEALTH_REQUESTS} requests`, 'ms', 'healthP95', 'real HTTP on loopback'),
    row('Process RSS after the run', 'MiB', 'rssMb', 'same process; PostgreSQL run follows PGlite'),
  ],
  notes: [
    pgUrl
      ? 'Issue #2 names no baseline: the baseline column is the same measurement on a real PostgreSQL 15 on 127.0.0.1; ratio = PGlite / PostgreSQL.'
      : 'No PostgreSQL URL was given (BENCH_DATABASE_URL or TEST_DATABASE_URL), so only PGlite was measured.',
  ],
};
const out = process.env.CURATE_BENCH_OUT;
if (out) writeFileSync(path.join(out, 'server-foundation.json'), JSON.stringify(suite, null, 2));
console.table(
  suite.rows.map((r) => ({ name: r.name, value: r.value.toFixed(2), baseline: r.baseline?.value.toFixed(2) })),
);
