// Super-admin billing benchmark (issue #20): the billing overview and the token analytics on a real PostgreSQL
// with 1,000 companies and 1,000,000 recorded enhancements (1,000 a company, completed over the last 365 days,
// each with its raw product, its captured 15-credit reservation and its ledger debit). Over real HTTP as the
// super-admin: GET /billing/overview (every company, the totals and the platform's token figures of the last 30
// days) and GET /billing/companies/{id}/token-usage as the Token Analytics tab asks it (Last 30 Days, and a
// custom range of the whole year), each call for another company. The p95 of each is the figure (target
// ≤ 100 ms). The baselines are the queries these calls ran before issue #20 (the overview summing captured
// reservations per company and reading the 30-day token figures from the jobs; the token page joining every
// job of the range before paging), timed alone in the same row-level-security scope.
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

const COMPANIES = 1_000;
const ENHANCEMENTS = 1_000_000;
const PER_COMPANY = ENHANCEMENTS / COMPANIES;
const CALLS = 200;
const WARMUP = 20;
/** The former queries take about a second each: fewer runs. */
const FORMER_RUNS = 20;
const FORMER_WARMUP = 3;
const TABLES = [
  'companies',
  'billing_accounts',
  'raw_products',
  'enhancement_jobs',
  'credit_ledger',
  'credit_reservations',
];

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('[bench billing-admin] no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): skipped');
  process.exit(0);
}

const step = async (client: pg.Client, label: string, text: string, values: unknown[] = []) => {
  const started = performance.now();
  await client.query(text, values);
  console.log(`[bench billing-admin] ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

/** 1,000 companies with their accounts, 1,000,000 raw products, completed jobs, ledger debits and reservations. */
async function seed(client: pg.Client) {
  await step(
    client,
    'companies and accounts',
    `with c as (
       insert into companies (company_code, company_name)
       select 'bench-co-' || lpad(i::text, 4, '0'), 'Bench Company ' || lpad(i::text, 4, '0') from generate_series(1, $1) i
       returning id)
     insert into billing_accounts (company_id, current_balance, total_credits_used, last_usage_at)
     select id, (random() * 20000)::int - 500, $2 * 15, now() - (random() * interval '2 days') from c`,
    [COMPANIES, PER_COMPANY],
  );
  await step(
    client,
    'raw products',
    `insert into raw_products (company_id, customer_product_id, product_name, processing_status, imported_at, created_at)
     select c.id, 'SKU-' || i, 'Product ' || i, 'completed', now() - interval '366 days', now() - interval '366 days'
     from companies c cross join generate_series(1, $1) i`,
    [PER_COMPANY],
  );
  await step(
    client,
    'enhancement jobs',
    `insert into enhancement_jobs (company_id, raw_product_id, customer_product_id, status, progress, message,
       billing_status, credits_reserved, prompt_tokens, completion_tokens, tokens_used, started_at, completed_at,
       processing_time_seconds, created_at, updated_at)
     select r.company_id, r.id, r.customer_product_id, 'completed', 100, 'Enhancement completed', 'charged', 15,
       t.tokens - t.tokens / 3, t.tokens / 3, t.tokens, t.at - interval '3 seconds', t.at, 3, t.at - interval '3 seconds', t.at
     from raw_products r,
       lateral (select 800 + (random() * 3200)::int as tokens, now() - random() * interval '365 days' as at
                where r.id is not null) t`,
  );
  await step(
    client,
    'ledger debits',
    `insert into credit_ledger (company_id, transaction_type, amount, balance_after, activity_type, reference_id,
       description, job_id, idempotency_key, created_at)
     select company_id, 'enhancement', -15, 0, 'enhancement', id::text, 'Product enhancement', id, 'reserve:' || id, created_at
     from enhancement_jobs`,
  );
  await step(
    client,
    'captured reservations',
    `insert into credit_reservations (company_id, job_id, idempotency_key, amount, status, reserve_entry_id, reserved_at, settled_at)
     select l.company_id, l.job_id, l.id::text, 15, 'captured', l.id, l.created_at, l.created_at + interval '3 seconds'
     from credit_ledger l where l.job_id is not null`,
  );
  await client.query(`vacuum analyze ${TABLES.join(', ')}`);
}

/** The queries of the calls before issue #20, as the super-admin (row-level security on), timed alone. */
async function formerQueries(client: pg.Client, companyIds: string[]) {
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString();
  const times = { overview: [] as number[], year: [] as number[] };
  for (let i = 0; i < FORMER_WARMUP + FORMER_RUNS; i++) {
    const company = companyIds[(i * 7919) % companyIds.length]!;
    await client.query('begin');
    await client.query("set local role curate_app; select set_config('app.role', 'super-admin', true)");
    let start = performance.now();
    await client.query(
      `select c.id, a.current_balance, u.used from companies c
         left join billing_accounts a on a.company_id = c.id
         left join (select company_id, sum(amount) as used from credit_reservations where status = 'captured'
                    group by company_id) u on u.company_id = c.id order by c.company_name, c.id`,
    );
    await client.query(
      `select count(*), sum(tokens_used), avg(tokens_used), min(tokens_used), max(tokens_used) from enhancement_jobs
        where status = 'completed' and tokens_used is not null and completed_at >= now() - interval '30 days'`,
    );
    const overview = performance.now() - start;
    start = performance.now();
    await client.query(
      `select j.id, j.completed_at, coalesce(e.clean_name, r.product_name), coalesce(j.customer_product_id, r.customer_product_id),
              coalesce(u.full_name, u.email), j.tokens_used, coalesce(res.amount, 0)::int
         from enhancement_jobs j
         left join raw_products r on r.id = j.raw_product_id
         left join enhanced_products e on e.id = j.enhanced_product_id
         left join users u on u.id = j.initiated_by_user_id
         left join credit_reservations res on res.company_id = j.company_id and res.job_id = j.id and res.status = 'captured'
        where j.company_id = $1 and j.status = 'completed' and j.completed_at >= $2
        order by j.completed_at desc, j.id desc limit 20 offset 40`,
      [company, yearAgo],
    );
    const year = performance.now() - start;
    await client.query('rollback');
    if (i < FORMER_WARMUP) continue;
    times.overview.push(overview);
    times.year.push(year);
  }
  return { overview: summary(times.overview), year: summary(times.year) };
}

const summary = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** CALLS timed requests (after WARMUP), one at a time; `target(i)` names the i-th call's address. */
async function measure(target: (i: number) => string) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + CALLS; i++) {
    const address = target(i);
    const start = performance.now();
    const res = await fetch(address);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${address} answered ${res.status}`);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  return summary(times);
}

async function run(api: string, companyIds: string[]) {
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const company = (i: number) => companyIds[(i * 7919) % companyIds.length]!;
  return {
    overview: await measure(() => `${api}/billing/overview`),
    month: await measure(
      (i) => `${api}/billing/companies/${company(i)}/token-usage?period=monthly&page=1&page_size=20`,
    ),
    year: await measure(
      (i) =>
        `${api}/billing/companies/${company(i)}/token-usage?start_date=${yearAgo}&end_date=${today}&page=3&page_size=20`,
    ),
  };
}

// BENCH_BILLING_DATABASE names a database to keep between runs (seeded once, the index restored): for
// studying plans. By default a fresh database is seeded and dropped.
const kept = process.env.BENCH_BILLING_DATABASE;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const name = kept ?? `curate_bench_${randomBytes(6).toString('hex')}`;
const exists = kept
  ? (await admin.query('select 1 from pg_database where datname = $1', [kept])).rowCount === 1
  : false;
if (!exists) await admin.query(`CREATE DATABASE "${name}"`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
const database = await openDatabase({ url: dbUrl.toString(), maxConnections: 10 });
const client = new pg.Client({ connectionString: dbUrl.toString() });
try {
  await migrateDatabase(database);
  await client.connect();
  const started = performance.now();
  if (!exists) await seed(client);
  await client.query('vacuum analyze token_usage_daily');
  console.log(`[bench billing-admin] seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const { rows } = await client.query<{ id: string }>('select id from companies order by company_code');
  const companyIds = rows.map((row) => row.id);
  const principal = {
    userId: randomUUID(),
    subject: 'bench-super',
    email: 'super@example.test',
    username: 'super',
    fullName: 'Bench Super Admin',
    role: 'super-admin',
    companyId: null,
    companyCode: null,
    companyName: null,
    orgId: null,
    tokenRoles: ['super_admin'],
  } as Principal;
  const { app, api } = await listenAs(database, principal);
  const load = os.loadavg()[0]!.toFixed(1);
  let measured: Awaited<ReturnType<typeof run>>;
  try {
    measured = await run(api, companyIds);
  } finally {
    await app.close();
  }
  const former = await formerQueries(client, companyIds);
  console.table({ ...measured, formerOverview: former.overview, formerYear: former.year });
  const scale = `${COMPANIES.toLocaleString('en-US')} companies, ${ENHANCEMENTS.toLocaleString('en-US')} enhancements`;
  const suite = {
    title: 'Super-admin billing: overview and token analytics on PostgreSQL',
    issue: 20,
    command: 'pnpm bench (packages/server: tsx bench/billing-admin.ts; needs BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    rows: [
      {
        name: `GET billing/overview p95, ${scale}`,
        value: measured.overview.p95,
        unit: 'ms',
        baseline: { name: 'its queries before issue #20, alone (no HTTP)', value: former.overview.p95 },
        note: `target ≤ 100 ms; p50 ${measured.overview.p50.toFixed(2)} ms vs ${former.overview.p50.toFixed(2)} ms`,
      },
      {
        name: `GET token-usage?period=monthly p95 (Last 30 Days, page 1), ${scale}`,
        value: measured.month.p95,
        unit: 'ms',
        note: `target ≤ 100 ms; p50 ${measured.month.p50.toFixed(2)} ms; rows, summary and tokens per day`,
      },
      {
        name: `GET token-usage custom range of 365 days p95 (page 3), ${scale}`,
        value: measured.year.p95,
        unit: 'ms',
        baseline: { name: 'its page query before issue #20, alone (no HTTP)', value: former.year.p95 },
        note: `target ≤ 100 ms; p50 ${measured.year.p50.toFixed(2)} ms vs ${former.year.p50.toFixed(2)} ms; the company's 1,000 enhancements`,
      },
    ],
    notes: [
      `${ENHANCEMENTS.toLocaleString('en-US')} completed enhancements, ${PER_COMPANY.toLocaleString('en-US')} for each of ${COMPANIES.toLocaleString('en-US')} companies, completed at random over the last 365 days (about ${Math.round((ENHANCEMENTS * 30) / 365).toLocaleString('en-US')} in the overview's 30-day window), each with its raw product, its ledger debit and its captured reservation. ${CALLS} calls of each kind one after another after ${WARMUP} warm-up calls; each token-usage call asks for another company. The overview reads one row per company (the account's total_credits_used, kept by every reservation and refund) and the 30-day token figures from the daily rollup of migration 0010 (at most 30 rows a company); the token usage chooses its page of the company's enhancements through (company_id, completed_at) before joining it.`,
      `One server process on this machine's ${os.cpus().length} cores, which PostgreSQL and the bench share (1-minute load average ${load} when the calls began). The seeded tables were VACUUM ANALYZEd first (what autovacuum does to tables this size).`,
    ],
  };
  const out = process.env.CURATE_BENCH_OUT;
  if (out) writeFileSync(path.join(out, 'server-billing-admin.json'), JSON.stringify(suite, null, 2));
} finally {
  await client.end().catch(() => undefined);
  await database.close();
  if (!kept) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
