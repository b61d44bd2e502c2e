import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';
import { startJobWorker } from '../test/workerProcess';

// Crash recovery (issue #16): a worker process killed mid-job; another process finishes the job exactly
// once, with one capture. Needs child processes on one database: PostgreSQL only (PGlite is one process).
const onPostgres = process.env.CURATE_TEST_DB === 'postgres';
let test: FeatureTest;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  // The API enqueues only (WORKERS=0): the child processes do the work.
  test = await startFeatureTest([TOM], { jobs: { workers: 0 }, env: { JOB_TIMEOUT_SECONDS: '2' } });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await test?.close();
});

/** A worker process (src/test/jobWorkerProcess.ts); BLOCK_ALL=1 holds every attempt it takes. */
const startWorker = (env: Record<string, string>) =>
  startJobWorker(test.database.url!, { WORKERS: '1', JOB_TIMEOUT_SECONDS: '2', ...env }, children);

async function jobRow(jobId: string) {
  const [row] = await test.sql<Record<string, unknown>>(sql`select * from enhancement_jobs where id = ${jobId}`);
  return row!;
}

describe.skipIf(!onPostgres)('a worker process killed mid-job', () => {
  it('leaves the job to another process, which completes it once with one capture', { timeout: 90_000 }, async () => {
    const [raw] = await test.sql<{ id: string }>(
      sql`insert into raw_products (company_id, customer_product_id, product_name, product_details)
          values (${ACME.id}, ${`CRASH-${randomUUID().slice(0, 8)}`}, 'block in the first worker', 'Drill 18 V') returning id`,
    );
    const first = await startWorker({ BLOCK_ALL: '1' });
    const res = await test.call(TOM, 'POST', `/companies/${ACME.id}/raw-products/${raw!.id}/enhance`, {});
    expect(res.statusCode).toBe(200);
    const jobId = res.json().job_id as string;
    for (let i = 0; i < 200 && (await jobRow(jobId)).status !== 'processing'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await jobRow(jobId)).status).toBe('processing');
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    await startWorker({});
    let row = await jobRow(jobId);
    for (let i = 0; i < 600 && row.status !== 'completed' && row.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await jobRow(jobId);
    }
    expect(row).toMatchObject({ status: 'completed', retry_count: 1, billing_status: 'charged' });
    const reservations = await test.sql(sql`select status from credit_reservations where job_id = ${jobId}`);
    expect(reservations).toEqual([{ status: 'captured' }]);
    const products = await test.sql(sql`select id from enhanced_products where raw_product_id = ${raw!.id}`);
    expect(products).toHaveLength(1);
    const ledger = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from credit_ledger where job_id = ${jobId}`,
    );
    expect(ledger[0]!.n).toBe(1);
  });
});
