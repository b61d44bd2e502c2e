// Enhancement jobs benchmark (issue #16): jobs per second with the local provider on a real PostgreSQL, with
// one and then two `pnpm worker` processes (WORKERS=2 each) sharing the queue, and the p95 time from a job's
// creation to its product waiting in the review queue (the job completed). The jobs are started through the
// service the enhance call runs (job row, 15-credit reservation and queue message in one transaction), 10 at a
// time. Throughput: the jobs are queued first, then the workers drain the queue (first claim to last
// completion), so the figure is the workers', not the starts' (measured on their own). Latency: jobs started at
// a steady 40/s while the workers run. The pipeline alone (no queue, no database) is measured too, as the ceiling.
// Recovery: two worker processes killed with 300 jobs open, the seconds until a fresh one has completed them all.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL; without one it says so and exits 0. BENCH_JOBS sets the count.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Principal } from '../src/auth/principal';
import { grant } from '../src/credits/index';
import { billingAccounts, rawProducts } from '../src/db/schema';
import { enhanceRawProduct } from '../src/jobs/service';
import { JobRuntime } from '../src/jobs/runtime';
import { providerFromEnv, runPipeline } from '../src/pipeline/index';
import type { FieldSpec, RawRecord } from '../src/pipeline/types';
import { demoCompanyId } from '../src/seed/accounts';
import { createTestDatabase, type TestDatabase } from '../src/test/database';
import { rows } from '../src/test/sql';
import { percentile } from './support';

const JOBS = Number(process.env.BENCH_JOBS ?? 400);
const CLIENTS = 10;
/** The latency run: jobs started at a steady rate below the workers' capacity. */
const LATENCY_JOBS = 200;
const LATENCY_RATE = 40;
/** The recovery run: jobs open when the worker processes are killed. */
const RECOVERY_JOBS = 300;
const COMPANY = demoCompanyId('acme-tools');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('[bench jobs] no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): skipped');
  process.exit(0);
}
process.env.TEST_DATABASE_URL = url;
process.env.CURATE_TEST_DB = 'postgres';

/** A raw record with facts to extract (brand, voltage, weight, dimensions, colour). */
function record(i: number): RawRecord {
  return {
    customer_product_id: `BENCH-${i}`,
    product_name: `ACME ${12 + (i % 9)}V cdls drl/driver kit w/ 2 batt`,
    product_details: `<p>Compact drill driver. Weighs ${(2 + (i % 7) / 10).toFixed(1)} lbs. Speed: 0-${1200 + (i % 5) * 100} RPM. Dimensions 8 x 3 x 7 in.</p>`,
    additional_fields: { brand: 'ACME', color: i % 2 ? 'Yellow' : 'Black' },
    source_url: null,
  };
}

async function insertRawProducts(database: TestDatabase, run: string, count: number): Promise<string[]> {
  const values = Array.from({ length: count }, (_, i) => {
    const r = record(i);
    return {
      company_id: COMPANY,
      customer_product_id: `${run}-${r.customer_product_id}`,
      product_name: r.product_name,
      product_details: r.product_details,
      additional_fields: r.additional_fields as Record<string, string>,
    };
  });
  const inserted = await database.db.insert(rawProducts).values(values).returning({ id: rawProducts.id });
  return inserted.map((row) => row.id);
}

function startWorker(dbUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@curate/source', 'src/worker.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: dbUrl, WORKERS: '2', RESEARCH: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    child.stdout!.on('data', (data: Buffer) => {
      if (data.toString().includes('Curate worker:')) resolve(child);
    });
  });
}

async function stopWorker(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts a job for each raw product, 10 clients at once; answers the job ids and the starts per second. */
async function startJobs(
  database: TestDatabase,
  principal: Principal,
  runtime: JobRuntime,
  ids: string[],
  perSecond?: number,
) {
  const started = performance.now();
  let next = 0;
  const jobIds: string[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < ids.length) {
        const i = next++;
        // Paced: job i starts no earlier than i / perSecond seconds in.
        if (perSecond)
          await new Promise((r) => setTimeout(r, Math.max(0, started + (i * 1000) / perSecond - performance.now())));
        const answer = await enhanceRawProduct(database, runtime, principal, COMPANY, ids[i]!, {
          job_type: 'single_product',
          force_enhancement: false,
        });
        jobIds.push(answer.job_id!);
      }
    }),
  );
  return { jobIds, startsPerSecond: ids.length / ((performance.now() - started) / 1000) };
}

const inJobs = (jobIds: string[]) => sql`id = any(string_to_array(${jobIds.join(',')}, ',')::uuid[])`;

async function waitForAll(database: TestDatabase, jobIds: string[]): Promise<void> {
  for (;;) {
    const [row] = await rows<{ done: number; failed: number }>(
      database,
      sql`select count(*) filter (where status = 'completed')::int as done, count(*) filter (where status = 'failed')::int as failed
          from enhancement_jobs where ${inJobs(jobIds)}`,
    );
    if (row!.failed > 0) throw new Error(`${row!.failed} jobs failed`);
    if (row!.done === jobIds.length) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * With `processes` worker processes: (1) throughput — JOBS jobs queued first (no worker running), then the
 * workers drain the queue: jobs over the time from the first claim to the last completion; (2) latency —
 * LATENCY_JOBS jobs started at LATENCY_RATE per second while the workers run: p95 from creation to completion.
 */
async function measure(database: TestDatabase, principal: Principal, processes: number, run: string) {
  const runtime = new JobRuntime(database, { workers: 0, timeoutSeconds: 300 });
  const queued = await startJobs(database, principal, runtime, await insertRawProducts(database, `${run}-t`, JOBS));
  const workers = await Promise.all(Array.from({ length: processes }, () => startWorker(database.url!)));
  await waitForAll(database, queued.jobIds);
  const [span] = await rows<{ seconds: number }>(
    database,
    sql`select extract(epoch from (max(completed_at) - min(started_at)))::float8 as seconds from enhancement_jobs where ${inJobs(queued.jobIds)}`,
  );
  const paced = await startJobs(
    database,
    principal,
    runtime,
    await insertRawProducts(database, `${run}-l`, LATENCY_JOBS),
    LATENCY_RATE,
  );
  await waitForAll(database, paced.jobIds);
  const latencies = (
    await rows<{ ms: number }>(
      database,
      sql`select extract(epoch from (completed_at - created_at)) * 1000 as ms from enhancement_jobs where ${inJobs(paced.jobIds)}`,
    )
  )
    .map((r) => Number(r.ms))
    .sort((a, b) => a - b);
  await Promise.all(workers.map(stopWorker));
  await runtime.stop();
  return {
    rate: JOBS / Number(span!.seconds),
    startsPerSecond: queued.startsPerSecond,
    p95: percentile(latencies, 95),
    p50: percentile(latencies, 50),
  };
}

/**
 * Recovery: RECOVERY_JOBS jobs queued, two worker processes start on them and are killed (SIGKILL) at the first
 * completion, and a fresh one starts at once (WORKER_LOST_SECONDS at its default). Seconds from the kill to the
 * last completion, the attempts the killed processes held, and the captures and ledger rows per job.
 */
async function recovery(database: TestDatabase, principal: Principal) {
  const runtime = new JobRuntime(database, { workers: 0, timeoutSeconds: 300 });
  const { jobIds } = await startJobs(
    database,
    principal,
    runtime,
    await insertRawProducts(database, 'recovery', RECOVERY_JOBS),
  );
  const count = async (where: ReturnType<typeof sql>) =>
    Number(
      (
        await rows<{ n: number }>(
          database,
          sql`select count(*)::int as n from enhancement_jobs where ${inJobs(jobIds)} and ${where}`,
        )
      )[0]!.n,
    );
  const doomed = await Promise.all([startWorker(database.url!), startWorker(database.url!)]);
  while ((await count(sql`status = 'completed'`)) === 0) await new Promise((r) => setTimeout(r, 5));
  await Promise.all(
    doomed.map((child) => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return exited;
    }),
  );
  const killedAt = performance.now();
  const open = await count(sql`status in ('queued', 'processing', 'running')`);
  const held = await count(sql`status in ('processing', 'running')`);
  const survivor = await startWorker(database.url!);
  await waitForAll(database, jobIds);
  const seconds = (performance.now() - killedAt) / 1000;
  const [money] = await rows<{ captured: number; ledger: number }>(
    database,
    sql`select
      (select count(*) from credit_reservations where status = 'captured' and job_id = any(string_to_array(${jobIds.join(',')}, ',')::uuid[]))::int as captured,
      (select count(*) from credit_ledger where job_id = any(string_to_array(${jobIds.join(',')}, ',')::uuid[]))::int as ledger`,
  );
  await stopWorker(survivor);
  await runtime.stop();
  return { seconds, open, held, captured: Number(money!.captured), ledger: Number(money!.ledger) };
}

/** The pipeline alone over the same records, in this process: records per second. */
async function pipelineAlone(): Promise<number> {
  const provider = providerFromEnv({});
  const fields: FieldSpec[] = [];
  const config = {
    tone: 'professional' as const,
    fields: ['short_description', 'long_description', 'attributes'] as const,
    custom_instructions: null,
  };
  for (let i = 0; i < 20; i++) await runPipeline(record(i), { provider, fields, config, research: { enabled: false } });
  const started = performance.now();
  for (let i = 0; i < JOBS; i++)
    await runPipeline(record(i), { provider, fields, config, research: { enabled: false } });
  return JOBS / ((performance.now() - started) / 1000);
}

const database = await createTestDatabase({ seed: true });
try {
  // Credits for every job, and no spending limit in the way.
  await database.db
    .update(billingAccounts)
    .set({
      daily_spend_limit: null,
      monthly_spend_limit: null,
      internal_daily_limit: null,
      internal_monthly_limit: null,
    })
    .where(sql`${billingAccounts.company_id} = ${COMPANY}`);
  await grant(database.db, {
    companyId: COMPANY,
    amount: (2 * (JOBS + LATENCY_JOBS) + RECOVERY_JOBS) * 15 + 1000,
    reason: 'bench',
  });
  const [user] = await rows<{ id: string }>(database, sql`select id from users where email = 'tom.user@acme.test'`);
  const principal = {
    userId: user!.id,
    subject: 'bench',
    email: 'tom.user@acme.test',
    username: 'tom',
    fullName: 'Tom',
    role: 'tenant-user',
    companyId: COMPANY,
    companyCode: 'acme-tools',
  } as Principal;

  const alone = await pipelineAlone();
  const one = await measure(database, principal, 1, 'one');
  const two = await measure(database, principal, 2, 'two');
  const lost = await recovery(database, principal);
  console.table({ alone: { rate: alone }, one, two });
  console.table({ recovery: lost });
  const suite = {
    title: 'Enhancement jobs on PostgreSQL (local provider)',
    issue: 16,
    command: 'pnpm bench (packages/server: tsx bench/jobs.ts; needs BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    rows: [
      {
        name: `Jobs per second, ${JOBS} jobs, 2 worker processes (WORKERS=2 each)`,
        value: two.rate,
        unit: '/s',
        baseline: { name: '1 worker process (WORKERS=2)', value: one.rate },
        note: `the workers draining ${JOBS} queued jobs, from the first claim to the last completion`,
      },
      {
        name: `Job starts per second (enhance service, 10 clients, one company's account)`,
        value: two.startsPerSecond,
        unit: '/s',
        baseline: { name: 'the same in the 1-process run', value: one.startsPerSecond },
        note: "each start reserves 15 credits under the company account lock, so one company's starts run one at a time",
      },
      {
        name: 'Job creation to product in the review queue, p95, 2 worker processes',
        value: two.p95,
        unit: 'ms',
        baseline: { name: '1 worker process', value: one.p95 },
        note: `${LATENCY_JOBS} jobs started at ${LATENCY_RATE}/s while the workers run; p50 ${two.p50.toFixed(0)} ms vs ${one.p50.toFixed(0)} ms`,
      },
      {
        name: 'Pipeline alone, records per second (one process, no queue, no database)',
        value: alone,
        unit: '/s',
        baseline: { name: '2 worker processes through the queue', value: two.rate },
        note: 'the ceiling of one process: the share the queue, the ledger and persisting take',
      },
      {
        name: `Recovery: ${RECOVERY_JOBS} jobs open, 2 worker processes killed (SIGKILL), seconds to the last completion`,
        value: lost.seconds,
        unit: 's',
        baseline: { name: 'the target (issue #32)', value: 90 },
        note: `${lost.open} jobs open at the kill, ${lost.held} of them held by the killed processes; a fresh worker process started at once, WORKER_LOST_SECONDS 30 (default); ${lost.captured} captures and ${lost.ledger} ledger rows for ${RECOVERY_JOBS} jobs. Before worker heartbeats the held jobs waited for the queue's expiry, 6.5-7 minutes`,
      },
    ],
    notes: [
      'Each job: the enhance service (job row, 15-credit reservation, queue message in one transaction), a worker attempt (claim, local pipeline without research, persist product, values, sources and audit in one transaction, capture). Research is off (RESEARCH=off): the records have no URL.',
    ],
  };
  const out = process.env.CURATE_BENCH_OUT;
  if (out) writeFileSync(path.join(out, 'server-jobs.json'), JSON.stringify(suite, null, 2));
} finally {
  await database.cleanup();
}
