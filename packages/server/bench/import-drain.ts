// The server's share of the product's main job (issue #18): rows imported through the batch call over real HTTP,
// the way the browser's bulk run sends them (BENCH_BATCH rows a call, one call after another), while the API
// process's own workers (WORKERS, default 2) enhance them with the local provider; then until every job has
// completed. Embedded PGlite in a data folder (what `pnpm start` runs) unless BENCH_DATABASE_URL names a
// PostgreSQL. What the browser bench (host-app bench/import-e2e.ts) measures, without the browser, for profiling:
// run it under `node --cpu-prof`. BENCH_ROWS sets the rows (default 10,000).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { grant } from '../src/credits/index';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { billingAccounts } from '../src/db/schema';
import { seedDemoData } from '../src/seed';
import { demoCompanyId } from '../src/seed/accounts';
import { startTestDevIdp } from '../src/test/idp';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';

const QSTATS = new Map<string, { n: number; ms: number }>();
if (process.env.BENCH_QSTATS) {
  const proto = PglitePreparedQuery.prototype as unknown as {
    queryWithCache(q: string, p: unknown, fn: () => Promise<unknown>): Promise<unknown>;
  };
  const original = proto.queryWithCache;
  proto.queryWithCache = function (q, params, fn) {
    return original.call(this, q, params, async () => {
      const t = performance.now();
      try {
        return await fn();
      } finally {
        const k = q.replace(/\s+/g, ' ').slice(0, 90);
        const e = QSTATS.get(k) ?? { n: 0, ms: 0 };
        e.n++;
        e.ms += performance.now() - t;
        QSTATS.set(k, e);
      }
    });
  };
}

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 100);
const WORKERS = Number(process.env.WORKERS ?? 2);
const COMPANY = demoCompanyId('acme-tools');
const log = (...args: unknown[]) => console.log('[bench import-drain]', ...args);

const row = (i: number) => ({
  customer_product_id: `DRAIN-${String(i).padStart(5, '0')}`,
  source_system: 'csv_upload',
  import_batch_id: 'csv_upload_drain',
  source_file_name: 'products.csv',
  source_file_row: i + 1,
  product_name: `Cordless Drill ${i}`,
  product_details: `Cordless drill model ${i}, 18 V brushless motor, 2 speeds.\nKeyless 13 mm chuck, LED light; weight 1.${i % 10} kg.`,
  additional_fields: { Manufacturer: 'Makita', Category: 'Drills', Colour: ['Blue', 'Teal', 'Black'][i % 3]! },
});

const url = process.env.BENCH_DATABASE_URL;
const dataDir = url ? undefined : await mkdtemp(path.join(tmpdir(), 'curate-drain-'));
const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir!, 'pglite') });
await migrateDatabase(database);
await seedDemoData(database, {});
const idp = await startTestDevIdp(database);
const app = await buildApp({
  database,
  config: loadConfig({ NODE_ENV: 'test', ...idp.env }),
  logger: false,
  jobs: { workers: WORKERS },
});
try {
  await database.db
    .update(billingAccounts)
    .set({
      daily_spend_limit: null,
      monthly_spend_limit: null,
      internal_daily_limit: null,
      internal_monthly_limit: null,
    })
    .where(sql`${billingAccounts.company_id} = ${COMPANY}`);
  await grant(database.db, { companyId: COMPANY, amount: ROWS * 15 + 1000, reason: 'bench' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = await idp.accessToken('alice.admin@acme.test');
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${base}/api/v2/companies/${COMPANY}${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const done = async () => {
    const { rows } = await database.executeSql(
      `select count(*) filter (where status = 'completed')::int as done, count(*)::int as all from enhancement_jobs where customer_product_id like 'DRAIN-%'`,
    );
    return (rows[0] as { done: number }).done;
  };

  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const calls: number[] = [];
  for (let i = 0; i < ROWS; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ROWS - i) }, (_, k) => row(i + k));
    const started = performance.now();
    const answer = await call('POST', '/raw-products/import-batch', { rows, enhance: true });
    calls.push(performance.now() - started);
    if (answer.enhancing !== rows.length) throw new Error(`batch: ${answer.enhancing} jobs for ${rows.length} rows`);
    if ((i / BATCH) % 20 === 0) log(`imported ${i + rows.length}, completed ${await done()}`);
  }
  const tImported = performance.now();
  let completed = 0;
  for (;;) {
    completed = await done();
    if (completed >= ROWS) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const tDone = performance.now();
  const sorted = [...calls].sort((a, b) => a - b);
  const { rows: timing } = await database.executeSql(
    `select percentile_cont(0.5) within group (order by extract(epoch from started_at - created_at))::float as wait,
            percentile_cont(0.5) within group (order by extract(epoch from completed_at - started_at))::float as run
       from enhancement_jobs where customer_product_id like 'DRAIN-%'`,
  );
  const t = timing[0] as { wait: number; run: number };
  log(
    `${ROWS} rows on ${database.kind}, ${WORKERS} workers: total ${((tDone - t0) / 1000).toFixed(1)} s; import ${((tImported - t0) / 1000).toFixed(1)} s (call median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms), then ${((tDone - tImported) / 1000).toFixed(1)} s to drain; per job: queue wait median ${t.wait.toFixed(1)} s, enhancement median ${(t.run * 1000).toFixed(0)} ms`,
  );
  console.log(
    [...QSTATS]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 40)
      .map(([k, v]) => `${v.ms.toFixed(0).padStart(7)} ms ${String(v.n).padStart(6)}  ${k}`)
      .join('\n'),
  );
  const cpu = process.cpuUsage(cpu0);
  log(`CPU of the process during the run: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
} finally {
  await app.close();
  await idp.close();
  await database.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
