import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';
import { startJobWorker } from '../test/workerProcess';

// Worker processes killed with 300 jobs open: the jobs they had claimed carry their heartbeat, a live process
// finds the heartbeats aged past WORKER_LOST_SECONDS and sends those attempts back to the queue, and every job
// completes once with one capture. The processing timeout is 300 s, so the queue's own expiry (timeout + grace)
// cannot be what recovers them. Needs several processes on one database: PostgreSQL only.
const onPostgres = process.env.CURATE_TEST_DB === 'postgres';
const JOBS = 300;
let test: FeatureTest;
const children: ChildProcess[] = [];
const prefix = `LOST-${Date.now().toString(36)}`;

beforeAll(async () => {
  if (!onPostgres) return;
  // The API enqueues only (WORKERS=0): the child processes do the work.
  test = await startFeatureTest([TOM], { jobs: { workers: 0 }, env: { JOB_TIMEOUT_SECONDS: '300' } });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await test?.close();
});

/** A worker process (src/test/jobWorkerProcess.ts); BLOCK_ALL=1 holds every attempt it takes. */
const startWorker = (env: Record<string, string>) =>
  startJobWorker(
    test.database.url!,
    { WORKERS: '8', JOB_TIMEOUT_SECONDS: '300', WORKER_LOST_SECONDS: '3', ...env },
    children,
  );

const rows = (batch: number) =>
  Array.from({ length: JOBS / 2 }, (_, i) => ({
    customer_product_id: `${prefix}-${batch}-${String(i).padStart(3, '0')}`,
    product_name: `block drill ${batch}-${i}`,
    product_details: 'Cordless drill, 18 V',
  }));

async function states() {
  return test.sql<{ status: string; held: boolean; n: number }>(
    sql`select status::text as status, worker_id is not null as held, count(*)::int as n from enhancement_jobs
        where customer_product_id like ${`${prefix}-%`} group by 1, 2 order by 1, 2`,
  );
}

async function until(done: () => Promise<boolean>, seconds: number) {
  for (let i = 0; i < seconds * 10 && !(await done()); i++) await new Promise((r) => setTimeout(r, 100));
}

describe.skipIf(!onPostgres)('worker processes killed with 300 jobs open', () => {
  it('hand their attempts to a live process, which completes every job once with one capture', {
    timeout: 180_000,
  }, async () => {
    await test.sql(
      sql`update billing_accounts set current_balance = 100000, daily_spend_limit = null, monthly_spend_limit = null,
          internal_daily_limit = null, internal_monthly_limit = null where company_id = ${ACME.id}`,
    );
    const holders = await Promise.all([startWorker({ BLOCK_ALL: '1' }), startWorker({ BLOCK_ALL: '1' })]);
    for (const batch of [0, 1]) {
      const res = await test.call(TOM, 'POST', `/companies/${ACME.id}/raw-products/import-batch`, {
        rows: rows(batch),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ created: JOBS / 2, enhancing: JOBS / 2 });
    }
    // Both processes hold what they took, each job marked with its process's heartbeat.
    await until(async () => (await states()).some((s) => s.status === 'processing' && s.held && s.n === JOBS), 60);
    expect(await states()).toEqual([{ status: 'processing', held: true, n: JOBS }]);
    const holderIds = await test.sql<{ worker_id: string }>(
      sql`select distinct worker_id from enhancement_jobs where customer_product_id like ${`${prefix}-%`}`,
    );
    expect(holderIds).toHaveLength(2);
    for (const child of holders) child.kill('SIGKILL');
    await Promise.all(
      holders.map((child) => new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)))),
    );

    await startWorker({});
    await until(async () => (await states()).every((s) => s.status === 'completed'), 150);
    expect(await states()).toEqual([{ status: 'completed', held: true, n: JOBS }]);
    const [counts] = await test.sql<Record<string, number>>(
      sql`select
        count(*) filter (where j.retry_count = 1 and j.billing_status = 'charged')::int as charged_once,
        count(distinct j.worker_id) filter (where j.worker_id in (${sql.join(
          holderIds.map((h) => sql`${h.worker_id}`),
          sql`, `,
        )}))::int as old_holders,
        (select count(*) from credit_reservations r join enhancement_jobs x on x.id = r.job_id
          where x.customer_product_id like ${`${prefix}-%`} and r.status = 'captured')::int as captured,
        (select count(*) from credit_reservations r join enhancement_jobs x on x.id = r.job_id
          where x.customer_product_id like ${`${prefix}-%`})::int as reservations,
        (select count(*) from credit_ledger l join enhancement_jobs x on x.id = l.job_id
          where x.customer_product_id like ${`${prefix}-%`})::int as ledger,
        (select count(*) from enhanced_products p join raw_products r on r.id = p.raw_product_id
          where r.customer_product_id like ${`${prefix}-%`})::int as products,
        (select count(*) from enhanced_products p join raw_products r on r.id = p.raw_product_id
          where r.customer_product_id like ${`${prefix}-%`} and p.clean_name like 'recovered%')::int as recovered
       from enhancement_jobs j where j.customer_product_id like ${`${prefix}-%`}`,
    );
    expect(counts).toEqual({
      charged_once: JOBS,
      old_holders: 0,
      captured: JOBS,
      reservations: JOBS,
      ledger: JOBS,
      products: JOBS,
      recovered: JOBS,
    });
  });
});
