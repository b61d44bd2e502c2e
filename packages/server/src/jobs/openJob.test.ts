import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';

// An enhancement start for a raw product with a queued or running job answers that job (already_queued) and
// charges nothing, unless force_enhancement is set; concurrent identical starts make one job and one debit.
// No workers run: every job stays queued.
let test: FeatureTest;

beforeAll(async () => {
  test = await startFeatureTest([TOM]);
});
afterAll(async () => {
  await test?.close();
});

async function newRaw(): Promise<string> {
  const [row] = await test.sql<{ id: string }>(
    sql`insert into raw_products (company_id, customer_product_id, product_name, product_details)
        values (${ACME.id}, ${`OJ-${randomUUID().slice(0, 8)}`}, ${'Cordless drill'}, ${'Cordless drill, 18 V'})
        returning id`,
  );
  return row!.id;
}

const enhance = (rawId: string, body: object = {}) =>
  test.call(TOM, 'POST', `/companies/${ACME.id}/raw-products/${rawId}/enhance`, body);

async function balance(): Promise<number> {
  const [row] = await test.sql<{ b: number }>(
    sql`select current_balance as b from billing_accounts where company_id = ${ACME.id}`,
  );
  return Number(row!.b);
}

async function jobsOf(rawId: string) {
  return test.sql<{ id: string; status: string }>(
    sql`select id, status from enhancement_jobs where raw_product_id = ${rawId} order by created_at`,
  );
}

async function reservationsOf(rawId: string): Promise<number> {
  const [row] = await test.sql<{ n: number }>(
    sql`select count(*)::int as n from credit_reservations r join enhancement_jobs j on j.id = r.job_id
        where j.raw_product_id = ${rawId}`,
  );
  return Number(row!.n);
}

describe('an enhancement start for a raw product with an open job', () => {
  it('answers the queued job with already_queued and charges nothing; force_enhancement starts another', async () => {
    const rawId = await newRaw();
    const first = await enhance(rawId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ already_queued: false, skipped: false, status: 'queued' });
    const before = await balance();

    const again = await enhance(rawId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ job_id: first.json().job_id, already_queued: true, skipped: false });
    expect(await balance()).toBe(before);

    // A running job is open too.
    await test.sql(sql`update enhancement_jobs set status = 'running' where id = ${first.json().job_id}`);
    expect((await enhance(rawId)).json()).toMatchObject({ job_id: first.json().job_id, already_queued: true });

    const forced = await enhance(rawId, { force_enhancement: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ already_queued: false });
    expect(forced.json().job_id).not.toBe(first.json().job_id);
    expect(await balance()).toBe(before - 15);
    expect(await jobsOf(rawId)).toHaveLength(2);
  });

  it('a job that ended is not open: the next start queues a new one', async () => {
    const rawId = await newRaw();
    const first = await enhance(rawId);
    await test.call(TOM, 'DELETE', `/companies/${ACME.id}/enhancement-jobs/${first.json().job_id}`);
    const next = await enhance(rawId);
    expect(next.json()).toMatchObject({ already_queued: false });
    expect(next.json().job_id).not.toBe(first.json().job_id);
  });

  it('100 concurrent identical starts make exactly 1 job and 1 debit of 15 credits', async () => {
    const rawId = await newRaw();
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 100 }, () => enhance(rawId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200));
    const jobs = await jobsOf(rawId);
    expect(jobs).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.json().job_id))).toEqual(new Set([jobs[0]!.id]));
    expect(answers.filter((answer) => answer.json().already_queued === false)).toHaveLength(1);
    expect(await reservationsOf(rawId)).toBe(1);
    expect(before - (await balance())).toBe(15);
  });
});
