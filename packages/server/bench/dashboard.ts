// Dashboard benchmark (issue #17): the dashboard's first paint on a real PostgreSQL for a company with 10,000
// enhancement jobs, 10,000 raw and enhanced products and 5,000 review decisions, beside four other companies of
// the same size (so the company's rows must be found, not merely read). Each paint asks what the Dashboard tab
// asks at once — GET …/dashboard/stats, GET …/enhancement-jobs?limit=20 and GET …/dashboard/activity — over real
// HTTP; the p95 of the stats and of the recent-jobs calls are the figures (target <= 50 ms each). The baseline is
// the same paints after dropping the (company_id, …) indexes those calls read (the unique keys stay).
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL; without one it says so and exits 0.
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Principal } from '../src/auth/principal';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { listenAs, percentile } from './support';

const COMPANIES = 5;
const JOBS = 10_000;
const PRODUCTS = 10_000;
const REVIEWS = 5_000;
const PAINTS = 300;
const WARMUP = 30;
/** The tables the dashboard's calls read; their non-unique (company_id, …) indexes are dropped for the baseline. */
const TABLES = ['enhanced_products', 'enhancement_jobs', 'raw_products', 'review_history'];

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('[bench dashboard] no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): skipped');
  process.exit(0);
}

/** What a completed job keeps in result_data, shaped like the pipeline's (stages, sources, score). */
const RESULT_DATA = JSON.stringify({
  stages: [
    { name: 'gather', ms: 0.1, detail: '176 characters of input, 2 additional fields, 1 URL to research' },
    { name: 'research', ms: 640, detail: '1 of 1 pages read' },
    { name: 'generate', ms: 0.8, detail: 'local: 10 values (10 sourced), 4 attributes, 0 dropped' },
    { name: 'score', ms: 0.1, detail: 'score 9.1' },
  ],
  values: 10,
  dropped: [],
  sources: [
    { id: 'input', url: null, title: 'TORQUE PRO TAPE MEAS 25 FT', domain: null, quality: 8 },
    { id: 's1', url: 'https://maker.example/p/1', title: 'Tape measure', domain: 'maker.example', quality: 9 },
  ],
  quality_score: 9.1,
  sourced_values: 10,
});

/** One company with its products, jobs and review decisions, written by generate_series. */
async function seedCompany(client: pg.Client, index: number): Promise<string> {
  const code = `bench-dash-${index}`;
  const {
    rows: [company],
  } = await client.query<{ id: string }>(
    'insert into companies (company_code, company_name) values ($1, $1) returning id',
    [code],
  );
  const id = company!.id;
  await client.query(
    `insert into raw_products (company_id, customer_product_id, product_name, processing_status, imported_at, created_at)
     select $1, 'SKU-' || i, 'Product ' || i, 'completed', now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
     from generate_series(1, $2) i`,
    [id, PRODUCTS],
  );
  await client.query(
    `insert into enhanced_products (company_id, product_id, customer_product_id, raw_product_id, clean_name,
       review_status, quality_confidence_score, enhanced_at, created_at, updated_at)
     select r.company_id, r.customer_product_id, r.customer_product_id, r.id, r.product_name,
       (array['pending','pending','approved','approved','approved','rejected','skipped'])[1 + (n % 7)]::review_status,
       case when n % 50 = 0 then null else round((random() * 10)::numeric, 1) end,
       r.created_at, r.created_at, r.created_at
     from (select *, row_number() over () as n from raw_products where company_id = $1) r`,
    [id],
  );
  await client.query(
    `insert into enhancement_jobs (company_id, raw_product_id, enhanced_product_id, customer_product_id, status, progress,
       message, billing_status, credits_reserved, result_data, prompt_tokens, completion_tokens, tokens_used,
       started_at, completed_at, processing_time_seconds, created_at, updated_at)
     select p.company_id, p.raw_product_id, p.id, p.product_id,
       case when n <= 10 then 'running' when n % 100 = 0 then 'failed' else 'completed' end::job_status,
       case when n <= 10 then 40 else 100 end,
       case when n <= 10 then 'research: reading' else 'Enhancement completed' end,
       case when n <= 10 then 'reserved' when n % 100 = 0 then 'refunded' else 'charged' end::job_billing_status,
       15, $2::jsonb, 1500, 600, 2100,
       p.created_at, p.created_at + interval '2 seconds', 2, p.created_at, p.created_at
     from (select *, row_number() over (order by created_at desc) as n from enhanced_products where company_id = $1) p
     limit $3`,
    [id, RESULT_DATA, JOBS],
  );
  await client.query(
    `insert into review_history (company_id, enhanced_product_id, product_id, previous_status, review_status, created_at)
     select p.company_id, p.id, p.product_id, 'pending', p.review_status, now() - ((n * 7) || ' minutes')::interval
     from (select *, row_number() over () as n from enhanced_products where company_id = $1 and review_status <> 'pending') p
     limit $2`,
    [id, REVIEWS],
  );
  return id;
}

/** Paints the dashboard PAINTS times (after WARMUP) — its three calls at once — and answers each call's sorted times. */
async function paint(api: string, companyId: string) {
  const calls = {
    stats: `${api}/companies/${companyId}/dashboard/stats`,
    jobs: `${api}/companies/${companyId}/enhancement-jobs?limit=20`,
    activity: `${api}/companies/${companyId}/dashboard/activity`,
  };
  const time = async (target: string) => {
    const start = performance.now();
    const res = await fetch(target);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${target} answered ${res.status}`);
    return performance.now() - start;
  };
  const times = { stats: [] as number[], jobs: [] as number[], activity: [] as number[] };
  for (let i = 0; i < WARMUP + PAINTS; i++) {
    const [stats, jobs, activity] = await Promise.all([time(calls.stats), time(calls.jobs), time(calls.activity)]);
    if (i < WARMUP) continue;
    times.stats.push(stats);
    times.jobs.push(jobs);
    times.activity.push(activity);
  }
  const summary = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  return { stats: summary(times.stats), jobs: summary(times.jobs), activity: summary(times.activity) };
}

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const name = `curate_bench_${randomBytes(6).toString('hex')}`;
await admin.query(`CREATE DATABASE "${name}"`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
const database = await openDatabase({ url: dbUrl.toString(), maxConnections: 10 });
const client = new pg.Client({ connectionString: dbUrl.toString() });
try {
  await migrateDatabase(database);
  await client.connect();
  const started = performance.now();
  const companies: string[] = [];
  for (let i = 0; i < COMPANIES; i++) companies.push(await seedCompany(client, i));
  await client.query(`vacuum analyze ${TABLES.join(', ')}`);
  console.log(
    `[bench dashboard] seeded ${COMPANIES} companies in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const companyId = companies[2]!;
  const principal = {
    userId: randomUUID(),
    subject: 'bench',
    email: 'bench@example.test',
    username: 'bench',
    fullName: 'Bench',
    role: 'tenant-user',
    companyId,
    companyCode: 'bench-dash-2',
  } as Principal;
  const { app, api } = await listenAs(database, principal);
  const load = os.loadavg()[0]!.toFixed(1);
  let indexed: Awaited<ReturnType<typeof paint>>;
  let bare: Awaited<ReturnType<typeof paint>>;
  let dropped: string[];
  try {
    indexed = await paint(api, companyId);
    const { rows } = await client.query<{ indexname: string }>(
      `select i.indexname from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1) and i.indexdef not ilike 'create unique%'
         and i.indexdef ilike '%(company_id%'`,
      [TABLES],
    );
    dropped = rows.map((r) => r.indexname).sort();
    for (const index of dropped) await client.query(`drop index "${index}"`);
    await client.query(`vacuum analyze ${TABLES.join(', ')}`);
    bare = await paint(api, companyId);
  } finally {
    await app.close();
  }
  console.table({ indexed, bare });
  const paints = `${PAINTS} paints (stats, recent jobs and activity at once), ${COMPANIES} companies × ${JOBS.toLocaleString('en-US')} jobs`;
  const suite = {
    title: 'Dashboard: first paint on PostgreSQL',
    issue: 17,
    command: 'pnpm bench (packages/server: tsx bench/dashboard.ts; needs BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    rows: [
      {
        name: `GET dashboard/stats p95, ${paints}`,
        value: indexed.stats.p95,
        unit: 'ms',
        baseline: { name: 'same, without the (company_id, …) indexes', value: bare.stats.p95 },
        note: `target ≤ 50 ms; p50 ${indexed.stats.p50.toFixed(2)} ms vs ${bare.stats.p50.toFixed(2)} ms; real HTTP on loopback`,
      },
      {
        name: `GET enhancement-jobs?limit=20 p95, ${paints}`,
        value: indexed.jobs.p95,
        unit: 'ms',
        baseline: { name: 'same, without the (company_id, …) indexes', value: bare.jobs.p95 },
        note: `target ≤ 50 ms; p50 ${indexed.jobs.p50.toFixed(2)} ms vs ${bare.jobs.p50.toFixed(2)} ms`,
      },
      {
        name: `GET dashboard/activity p95, ${paints}`,
        value: indexed.activity.p95,
        unit: 'ms',
        baseline: { name: 'same, without the (company_id, …) indexes', value: bare.activity.p95 },
        note: `p50 ${indexed.activity.p50.toFixed(2)} ms vs ${bare.activity.p50.toFixed(2)} ms`,
      },
    ],
    notes: [
      `The measured company has ${JOBS.toLocaleString('en-US')} jobs (10 running), ${PRODUCTS.toLocaleString('en-US')} raw and enhanced products and ${REVIEWS.toLocaleString('en-US')} review decisions; four other companies hold as many. The baseline drops the non-unique (company_id, …) indexes of ${TABLES.join(', ')} (${dropped.join(', ')}) and runs VACUUM ANALYZE again; the unique keys stay. Both runs follow a VACUUM ANALYZE of the seeded tables (what autovacuum does to a table this size), so the visibility map lets the counts read the indexes alone.`,
      `Each paint sends its three calls at once, as the Dashboard tab does, to one server process on this machine's ${os.cpus().length} cores, which PostgreSQL and the bench share (1-minute load average ${load} when the paints began).`,
    ],
  };
  const out = process.env.CURATE_BENCH_OUT;
  if (out) writeFileSync(path.join(out, 'server-dashboard.json'), JSON.stringify(suite, null, 2));
} finally {
  await client.end().catch(() => undefined);
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
