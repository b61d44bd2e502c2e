// The model path benchmark: enhancement jobs through AI_PROVIDER=openai against a local OpenAI-compatible test
// endpoint this bench starts (src/test/modelEndpoint.ts: valid structured answers after a lognormal latency of
// mean 2 s, an enforced concurrency limit, a requests-per-minute limit answering 429 with Retry-After), on
// PGlite, research off. It measures, side by side with the batched workers (2 workers x WORKER_BATCH_SIZE = 40
// calls at once, each batch waiting for its slowest call, first come first served):
// (1) calls in flight / AI_CONCURRENCY and jobs per second over a queue of BENCH_MODEL_JOBS jobs (default 400),
//     the pool at AI_CONCURRENCY=40;
// (2) AI_RPM=200 with the endpoint enforcing 200 per minute: requests it refused and throughput against the
//     limit, beside the same pool without AI_RPM (each run has 3x the jobs the limit allows in its time, so the
//     run without AI_RPM fills the endpoint's 60 s window and meets its refusals);
// (3) two tenants: company A's bulk run of BENCH_MODEL_JOBS jobs while company B submits one product every 2 s:
//     B's p95 from submit to the review queue, beside the batched workers;
// (4) the drain of (1) with the endpoint answering 10% of calls 429 with Retry-After BENCH_MODEL_RETRY_AFTER
//     seconds (default 10): failed jobs and jobs per second, beside the pool's run of (1) without 429s.
// BENCH_MODEL_ONLY=drain,rpm,tenants,retry runs only those.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Principal } from '../src/auth/principal';
import { grant } from '../src/credits/index';
import { billingAccounts, rawProducts } from '../src/db/schema';
import type { ModelCallOptions } from '../src/jobs/modelCalls';
import type { PipelineFn } from '../src/jobs/pipeline';
import { JobRuntime } from '../src/jobs/runtime';
import { enhanceRawProduct } from '../src/jobs/service';
import { runPipeline } from '../src/pipeline/index';
import { createOpenAIProvider } from '../src/pipeline/providers/openai';
import { demoCompanyId } from '../src/seed/accounts';
import { createTestDatabase, type TestDatabase } from '../src/test/database';
import { type ModelEndpoint, type ModelEndpointOptions, startModelEndpoint } from '../src/test/modelEndpoint';
import { rows } from '../src/test/sql';
import { percentile } from './support';

const JOBS = Number(process.env.BENCH_MODEL_JOBS ?? 240);
const RPM_SECONDS = Number(process.env.BENCH_MODEL_RPM_SECONDS ?? 30);
const RETRY_AFTER_SECONDS = Number(process.env.BENCH_MODEL_RETRY_AFTER ?? 10);
const CONCURRENCY = 40;
const RPM = 200;
/** Share of calls the endpoint answers 429 in run (4). */
const REFUSED_SHARE = 0.1;
const A = demoCompanyId('acme-tools');
const B = demoCompanyId('northwind-supply');

/** Lognormal latency of mean 2 s (sigma 0.6: p50 1.67 s, p95 4.5 s, p99 6.8 s). */
const SIGMA = 0.6;
const MU = Math.log(2000) - (SIGMA * SIGMA) / 2;
function lognormalMs(): number {
  const u = 1 - Math.random();
  const v = Math.random();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return Math.exp(MU + SIGMA * z);
}
/** The model's p95 latency (of the distribution): exp(mu + 1.645 sigma). */
const MODEL_P95_MS = Math.exp(MU + 1.645 * SIGMA);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function principalFor(database: TestDatabase, email: string, companyId: string): Promise<Principal> {
  const [user] = await rows<{ id: string }>(database, sql`select id from users where email = ${email}`);
  return {
    userId: user!.id,
    subject: 'bench',
    email,
    username: email.split('@')[0]!,
    fullName: email,
    role: 'tenant-user',
    companyId,
    companyCode: companyId === A ? 'acme-tools' : 'northwind-supply',
  } as Principal;
}

let run = 0;
async function rawIds(database: TestDatabase, companyId: string, count: number): Promise<string[]> {
  run += 1;
  const values = Array.from({ length: count }, (_, i) => ({
    company_id: companyId,
    customer_product_id: `MP-${run}-${i}`,
    product_name: `ACME ${12 + (i % 9)}V cdls drl/driver kit w/ 2 batt`,
    product_details: `Compact drill driver. Weighs ${(2 + (i % 7) / 10).toFixed(1)} lbs. Dimensions 8 x 3 x 7 in.`,
    additional_fields: { brand: 'ACME' } as Record<string, string>,
  }));
  const inserted = await database.db.insert(rawProducts).values(values).returning({ id: rawProducts.id });
  return inserted.map((r) => r.id);
}

async function start(database: TestDatabase, api: JobRuntime, principal: Principal, ids: string[]): Promise<string[]> {
  const jobIds: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const answer = await enhanceRawProduct(database, api, principal, principal.companyId!, id, {
          job_type: 'single_product',
          force_enhancement: true,
        });
        jobIds.push(answer.job_id!);
      }
    }),
  );
  return jobIds;
}

const inJobs = (jobIds: string[]) => sql`id = any(string_to_array(${jobIds.join(',')}, ',')::uuid[])`;
async function counts(database: TestDatabase, jobIds: string[]) {
  const [row] = await rows<{ done: number; failed: number }>(
    database,
    sql`select count(*) filter (where status = 'completed')::int as done, count(*) filter (where status = 'failed')::int as failed
        from enhancement_jobs where ${inJobs(jobIds)}`,
  );
  return row!;
}
async function waitForAll(database: TestDatabase, jobIds: string[]) {
  for (;;) {
    const row = await counts(database, jobIds);
    if (row.done + row.failed === jobIds.length) return row;
    await sleep(200);
  }
}

/** Cancels what a run left queued and drops its queue messages, so the next run starts on an empty queue. */
async function clearQueue(database: TestDatabase) {
  await database.db.execute(
    sql`update enhancement_jobs set status = 'cancelled' where status in ('queued', 'processing', 'running')`,
  );
  await database.db.execute(sql`delete from pgboss.job where name = 'enhancement'`).catch(() => undefined); // no queue yet
}

function worker(database: TestDatabase, pipeline: PipelineFn, modelCalls?: ModelCallOptions) {
  return new JobRuntime(database, {
    workers: modelCalls ? 1 : 2,
    timeoutSeconds: 300,
    pipeline,
    ...(modelCalls ? { modelCalls } : { fairShares: false }),
  });
}

const pipelineOn =
  (endpoint: ModelEndpoint): PipelineFn =>
  (record, options) =>
    runPipeline(record, {
      ...options,
      provider: createOpenAIProvider({ baseURL: endpoint.baseURL, model: 'bench-model', timeoutSeconds: 60 }),
      research: { enabled: false },
    });

/**
 * An endpoint answering `share` of its calls 429 with Retry-After `seconds` (at once, no latency), the others
 * valid after the lognormal latency; counts the 429s it gave.
 */
function refusingShare(share: number, seconds: number) {
  const refusing = new Set<number>();
  const options: ModelEndpointOptions = {
    concurrency: 256,
    latencyMs: (n) => {
      if (Math.random() >= share) return lognormalMs();
      refusing.add(n);
      return 0;
    },
    script: (n) =>
      refusing.has(n)
        ? {
            status: 429,
            headers: { 'retry-after': String(seconds) },
            body: { error: { message: 'Rate limit reached', type: 'rate_limit' } },
          }
        : 'valid',
  };
  return { options, given: () => refusing.size };
}

/** (1) A queue of JOBS jobs drained: calls in flight over the run, jobs per second, failures. */
async function drain(
  database: TestDatabase,
  principal: Principal,
  pooled: boolean,
  endpointOptions: ModelEndpointOptions = { latencyMs: lognormalMs, concurrency: 256 },
) {
  await clearQueue(database);
  const endpoint = await startModelEndpoint(endpointOptions);
  const api = new JobRuntime(database, { workers: 0, timeoutSeconds: 300, fairShares: pooled });
  const jobIds = await start(database, api, principal, await rawIds(database, A, JOBS));
  const runtime = worker(database, pipelineOn(endpoint), pooled ? { concurrency: CONCURRENCY } : undefined);
  const before = endpoint.stats();
  const t0 = performance.now();
  await runtime.start();
  // Calls in flight while jobs wait in the queue (the drain's tail, with nothing left to take, is not counted).
  let after = endpoint.stats();
  let busySeconds = 0;
  for (;;) {
    const [left] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from enhancement_jobs where ${inJobs(jobIds)} and status = 'queued'`,
    );
    after = endpoint.stats();
    busySeconds = (performance.now() - t0) / 1000;
    if (left!.n === 0) break;
    await sleep(100);
  }
  const row = await waitForAll(database, jobIds);
  const seconds = (performance.now() - t0) / 1000;
  await runtime.stop();
  await api.stop();
  await endpoint.close();
  const meanInFlight = (after.inFlightArea - before.inFlightArea) / 1000 / busySeconds;
  return {
    rate: row.done / seconds,
    failed: row.failed,
    meanInFlight,
    share: meanInFlight / CONCURRENCY,
    calls: after.accepted,
    seconds,
  };
}

/** (2) The endpoint enforcing RPM per minute for RPM_SECONDS: refusals, and completions per minute. */
async function paced(database: TestDatabase, principal: Principal, rpm: number | null) {
  await clearQueue(database);
  const endpoint = await startModelEndpoint({ latencyMs: lognormalMs, rpm: RPM });
  const api = new JobRuntime(database, { workers: 0, timeoutSeconds: 300 });
  const jobIds = await start(
    database,
    api,
    principal,
    await rawIds(database, A, 3 * Math.ceil((RPM * RPM_SECONDS) / 60)),
  );
  const runtime = worker(database, pipelineOn(endpoint), { concurrency: CONCURRENCY, rpm, budgetName: `bench-${run}` });
  await runtime.start();
  const t0 = performance.now();
  await sleep(RPM_SECONDS * 1000);
  const seconds = (performance.now() - t0) / 1000;
  const stats = endpoint.stats();
  const row = await counts(database, jobIds);
  await runtime.stop();
  await api.stop();
  await endpoint.close();
  return {
    refused: stats.refused,
    refusedShare: stats.refused / Math.max(1, stats.refused + stats.accepted),
    perMinute: (row.done / seconds) * 60,
    failed: row.failed,
  };
}

/** (3) A's bulk run of JOBS jobs, B submitting one product every 2 s meanwhile: B's p95 submit to done. */
async function tenants(database: TestDatabase, a: Principal, b: Principal, pooled: boolean) {
  await clearQueue(database);
  const endpoint = await startModelEndpoint({ latencyMs: lognormalMs, concurrency: 256 });
  const api = new JobRuntime(database, { workers: 0, timeoutSeconds: 300, fairShares: pooled });
  const runtime = worker(database, pipelineOn(endpoint), pooled ? { concurrency: CONCURRENCY } : undefined);
  const bulkRaw = await rawIds(database, A, JOBS);
  const singles = await rawIds(database, B, 12);
  await runtime.start();
  const bulk = await start(database, api, a, bulkRaw);
  const bJobs: string[] = [];
  for (const id of singles) {
    bJobs.push(...(await start(database, api, b, [id])));
    await sleep(2000);
    if ((await counts(database, bulk)).done >= JOBS * 0.8) break;
  }
  await waitForAll(database, bJobs);
  const latencies = (
    await rows<{ ms: number }>(
      database,
      sql`select extract(epoch from (completed_at - created_at)) * 1000 as ms from enhancement_jobs where ${inJobs(bJobs)}`,
    )
  )
    .map((r) => Number(r.ms))
    .sort((x, y) => x - y);
  await runtime.stop();
  await api.stop();
  await endpoint.close();
  return { p95: percentile(latencies, 95), p50: percentile(latencies, 50), count: latencies.length };
}

const database = await createTestDatabase({ seed: true });
try {
  for (const company of [A, B]) {
    await database.db
      .update(billingAccounts)
      .set({
        daily_spend_limit: null,
        monthly_spend_limit: null,
        internal_daily_limit: null,
        internal_monthly_limit: null,
      })
      .where(sql`${billingAccounts.company_id} = ${company}`);
    await grant(database.db, { companyId: company, amount: JOBS * 15 * 10, reason: 'bench' });
  }
  const a = await principalFor(database, 'tom.user@acme.test', A);
  const b = await principalFor(database, 'nina.admin@northwind.test', B);
  const only = process.env.BENCH_MODEL_ONLY?.split(',');
  const want = (name: string) => !only || only.includes(name);

  const pool = want('drain') ? await drain(database, a, true) : null;
  const batch = want('drain') ? await drain(database, a, false) : null;
  const limited = want('rpm') ? await paced(database, a, RPM) : null;
  const unlimited = want('rpm') ? await paced(database, a, null) : null;
  const fair = want('tenants') ? await tenants(database, a, b, true) : null;
  const fifo = want('tenants') ? await tenants(database, a, b, false) : null;
  const refusing = refusingShare(REFUSED_SHARE, RETRY_AFTER_SECONDS);
  const retried = want('retry') ? await drain(database, a, true, refusing.options) : null;
  const refusals = refusing.given();
  const calm = pool ?? (want('retry') ? await drain(database, a, true) : null);
  console.table({ pool, batch });
  console.table({ limited, unlimited });
  console.table({ fair, fifo });
  console.table({ retried, calm });

  const suite = {
    title: 'Model calls: pool, pacing, fairness (openai provider, local test endpoint, PGlite)',
    issue: 31,
    command:
      'pnpm bench (packages/server: tsx bench/model-path.ts; BENCH_MODEL_JOBS, BENCH_MODEL_RPM_SECONDS, BENCH_MODEL_RETRY_AFTER, BENCH_MODEL_ONLY)',
    rows: [
      pool &&
        batch && {
          name: `Mean calls in flight / concurrency, ${JOBS} jobs, AI_CONCURRENCY=${CONCURRENCY}`,
          value: pool.share,
          unit: '',
          baseline: { name: '2 batched workers x 20 (40 at once)', value: batch.share },
          note: `mean ${pool.meanInFlight.toFixed(1)} vs ${batch.meanInFlight.toFixed(1)} calls in flight, measured at the endpoint while jobs were queued; ${pool.failed} and ${batch.failed} jobs failed`,
        },
      pool &&
        batch && {
          name: `Jobs per second through a 2 s model, ${JOBS} jobs, ${CONCURRENCY} calls at once`,
          value: pool.rate,
          unit: '/s',
          baseline: { name: '2 batched workers x 20', value: batch.rate },
          note: 'queue filled first, then drained; lognormal latency, mean 2 s, p95 4.5 s',
        },
      limited &&
        unlimited && {
          name: `Requests refused by the endpoint (it enforces ${RPM}/min), AI_RPM=${RPM}, ${RPM_SECONDS} s`,
          value: limited.refused,
          unit: '',
          baseline: { name: `the same pool (AI_CONCURRENCY=${CONCURRENCY}) without AI_RPM`, value: unlimited.refused },
          note: `${(limited.refusedShare * 100).toFixed(1)}% vs ${(unlimited.refusedShare * 100).toFixed(1)}% of requests refused; failed jobs ${limited.failed} vs ${unlimited.failed}; each run has ${3 * Math.ceil((RPM * RPM_SECONDS) / 60)} jobs (3x what the limit allows in ${RPM_SECONDS} s), so the run without AI_RPM fills the endpoint's 60 s window`,
        },
      limited &&
        unlimited && {
          name: `Jobs per minute under AI_RPM=${RPM}`,
          value: limited.perMinute,
          unit: '/min',
          baseline: { name: `the limit (${RPM}/min)`, value: RPM },
          note: `without AI_RPM: ${unlimited.perMinute.toFixed(0)}/min (429s answered by backoff and requeue)`,
        },
      fair &&
        fifo && {
          name: `Company B's p95, submit to review queue, during A's ${JOBS}-job run`,
          value: fair.p95,
          unit: 'ms',
          baseline: { name: 'first come, first served, batched workers', value: fifo.p95 },
          note: `${fair.count} and ${fifo.count} single products of B, one every 2 s; p50 ${fair.p50.toFixed(0)} vs ${fifo.p50.toFixed(0)} ms; the model's p95 is ${MODEL_P95_MS.toFixed(0)} ms (target <= 3x: ${(3 * MODEL_P95_MS).toFixed(0)} ms)`,
        },
      retried &&
        calm && {
          name: `Jobs per second, ${JOBS} jobs, ${REFUSED_SHARE * 100}% of calls answered 429 (Retry-After ${RETRY_AFTER_SECONDS} s)`,
          value: retried.rate,
          unit: '/s',
          baseline: { name: 'the same pool, no 429s', value: calm.rate },
          note: `${retried.failed} jobs failed (${calm.failed} without 429s); ${refusals} of ${retried.calls} calls answered 429 (${((refusals / Math.max(1, retried.calls)) * 100).toFixed(1)}%), each job put back on the queue for the Retry-After; drained in ${retried.seconds.toFixed(1)} s vs ${calm.seconds.toFixed(1)} s; mean calls in flight ${retried.meanInFlight.toFixed(1)} of ${CONCURRENCY}`,
        },
    ].filter(Boolean),
    notes: [
      `The endpoint answers after a lognormal latency (mean 2 s, sigma ${SIGMA}) and enforces a concurrency limit (256) and, in the AI_RPM runs, ${RPM} requests in any 60 s (429 with Retry-After). Each job: claim, the pipeline (gather, the openai provider through the pool, generate's checks, score), persist, capture; research off.`,
    ],
  };
  const out = process.env.CURATE_BENCH_OUT;
  if (out) writeFileSync(path.join(out, 'server-model-path.json'), JSON.stringify(suite, null, 2));
} finally {
  await database.cleanup();
}
