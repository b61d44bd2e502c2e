import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runPipeline } from '../pipeline/index';
import { createOpenAIProvider } from '../pipeline/providers/openai';
import { ACME, NINA, NORTHWIND, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';
import { type ModelEndpoint, type ModelEndpointOptions, startModelEndpoint } from '../test/modelEndpoint';
import { ModelBudget } from './modelBudget';
import type { ModelCallOptions } from './modelCalls';
import type { PipelineFn } from './pipeline';
import { JobRuntime } from './runtime';

// The model-call pool against a real OpenAI-compatible endpoint on a loopback port (src/test/modelEndpoint.ts):
// calls in flight, fair priorities, 429s and Retry-After, refusals, and the budget two runtimes share. The app
// runs no workers: each test starts its own JobRuntime(s) on the app's database. Nothing here measures time.
let test: FeatureTest;
const open: Array<{ runtime?: JobRuntime; endpoint?: ModelEndpoint }> = [];

beforeAll(async () => {
  test = await startFeatureTest([TOM, NINA], { jobs: { workers: 0 } });
  // The demo data's open jobs would be taken too: only this file's jobs run.
  await test.sql(
    sql`update enhancement_jobs set status = 'cancelled' where status in ('queued', 'processing', 'running')`,
  );
});
afterAll(async () => {
  for (const { runtime, endpoint } of open.reverse()) {
    await runtime?.stop();
    await endpoint?.close();
  }
  await test?.close();
});

const waitFor = (check: () => Promise<boolean> | boolean) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout: 30_000, interval: 20 },
  );

async function endpoint(options: ModelEndpointOptions) {
  const started = await startModelEndpoint(options);
  open.push({ endpoint: started });
  return started;
}

/** The real pipeline (no research) with the openai provider on `baseURL`. */
const pipelineOn =
  (baseURL: string): PipelineFn =>
  (record, options) =>
    runPipeline(record, {
      ...options,
      provider: createOpenAIProvider({ baseURL, model: 'test-model', timeoutSeconds: 30 }),
      research: { enabled: false },
    });

async function runtime(baseURL: string, modelCalls: ModelCallOptions) {
  const started = new JobRuntime(test.database, {
    workers: 1,
    timeoutSeconds: 120,
    pipeline: pipelineOn(baseURL),
    modelCalls,
    retryDelaySeconds: 0,
  });
  open.push({ runtime: started });
  await started.start();
  return started;
}

/** A new raw product and its queued job for the company (through the enhance call). */
async function queuedJob(company: { id: string } = ACME, name = 'Cordless drill 18 V') {
  const [raw] = await test.sql<{ id: string }>(
    sql`insert into raw_products (company_id, customer_product_id, product_name, product_details, additional_fields)
        values (${company.id}, ${`M-${randomUUID().slice(0, 8)}`}, ${name}, ${'Cordless drill, 18 V, 2 batteries'}, '{}'::jsonb)
        returning id`,
  );
  const res = await test.call(
    company === ACME ? TOM : NINA,
    'POST',
    `/companies/${company.id}/raw-products/${raw!.id}/enhance`,
    {
      force_enhancement: true,
    },
  );
  expect(res.statusCode).toBe(200);
  return res.json().job_id as string;
}

async function statuses(jobIds: string[]) {
  const found = await test.sql<{
    id: string;
    status: string;
    retry_count: number;
    error_message: string | null;
    message: string;
  }>(
    sql`select id, status, retry_count, error_message, message from enhancement_jobs where id = any(string_to_array(${jobIds.join(',')}, ',')::uuid[])`,
  );
  return new Map(found.map((row) => [row.id, row]));
}
const allIn = async (jobIds: string[], status: string) =>
  [...(await statuses(jobIds)).values()].every((row) => row.status === status);

describe('the model-call pool', () => {
  it('keeps AI_CONCURRENCY calls in flight and takes a new job the moment one ends (no batch barrier)', async () => {
    const model = await endpoint({ hold: true });
    const jobIds: string[] = [];
    for (let i = 0; i < 10; i++) jobIds.push(await queuedJob());
    const jobs = await runtime(model.baseURL, { concurrency: 4 });

    await model.inFlight(4);
    expect(model.stats()).toMatchObject({ accepted: 4, inFlight: 4 });
    // One answer: one new call, while the three others are still out.
    model.release(1);
    await waitFor(() => model.stats().accepted === 5);
    await model.inFlight(4);
    expect(jobs.modelPool!.stats()).toMatchObject({ inFlight: 4, limit: 4 });
    await waitFor(async () => {
      model.release();
      return allIn(jobIds, 'completed');
    });
    expect(model.stats()).toMatchObject({ accepted: 10, maxInFlight: 4 });
    expect(jobs.modelPool!.stats().calls).toBe(10);
    await jobs.stop();
  });

  it("caps one company's calls in flight at AI_COMPANY_CONCURRENCY, leaving the other slots to the others", async () => {
    const model = await endpoint({ hold: true });
    const jobIds: string[] = [];
    for (let i = 0; i < 6; i++) jobIds.push(await queuedJob(ACME));
    jobIds.push(await queuedJob(NORTHWIND));
    const jobs = await runtime(model.baseURL, { concurrency: 4, companyConcurrency: 2 });

    // Two of ACME's and Northwind's one: 3 of the 4 slots, the fourth left free rather than a third ACME call.
    await model.inFlight(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(model.stats()).toMatchObject({ accepted: 3, inFlight: 3 });
    await waitFor(async () => {
      model.release();
      return allIn(jobIds, 'completed');
    });
    expect(model.stats()).toMatchObject({ accepted: 7, maxInFlight: 3 });
    await jobs.stop();
  });

  it("enqueues a company's k-th open job with priority -k: another company's single product is taken next, not after the bulk", async () => {
    const bulk: string[] = [];
    for (let i = 0; i < 6; i++) bulk.push(await queuedJob(ACME));
    const single = await queuedJob(NORTHWIND);
    const order = await test.sql<{ job: string; priority: number }>(
      sql`select data->>'jobId' as job, priority from pgboss.job
          where name = 'enhancement' and state = 'created' and data->>'jobId' = any(string_to_array(${[...bulk, single].join(',')}, ','))
          order by priority desc, created_on, id`,
    );
    // pg-boss's fetch order: the first of each company, then the second ...
    expect(order.map((row) => row.job)).toEqual([bulk[0], single, ...bulk.slice(1)]);
    expect(order.map((row) => row.priority)).toEqual([-1, -1, -2, -3, -4, -5, -6]);
    // Out of the way of the next tests.
    await test.sql(sql`delete from pgboss.job where name = 'enhancement' and state = 'created'`);
    await test.sql(sql`update enhancement_jobs set status = 'cancelled' where status = 'queued'`);
  });

  it('puts a 429 job back on the queue for its Retry-After without counting a failed attempt, and slows the pool', async () => {
    const model = await endpoint({
      script: (n) => (n === 0 ? { status: 429, headers: { 'retry-after': '3600' } } : 'valid'),
    });
    const limited = await queuedJob();
    const jobs = await runtime(model.baseURL, { concurrency: 4 });
    await waitFor(async () => (await statuses([limited])).get(limited)?.message.startsWith('Rate limited') ?? false);
    const row = (await statuses([limited])).get(limited)!;
    expect(row).toMatchObject({ status: 'queued', retry_count: 0 });
    // Exactly one request: the SDK did not retry it, and the job does not wait in a slot.
    expect(model.stats().accepted).toBe(1);
    // The message of the attempt completes; a new one waits for the time Retry-After named.
    const messages = () =>
      test.sql<{ state: string; later: boolean }>(
        sql`select state, start_after > now() + interval '3500 seconds' as later from pgboss.job
            where name = 'enhancement' and data->>'jobId' = ${limited} order by state`,
      );
    await waitFor(async () => (await messages()).some((m) => m.state === 'completed'));
    expect(await messages()).toEqual([
      { state: 'created', later: true },
      { state: 'completed', later: false },
    ]);
    expect(jobs.modelPool!.stats()).toMatchObject({ rateLimited: 1, limit: 3 });
    // The pool recovers: answers without a 429 give the slot back.
    const more: string[] = [];
    for (let i = 0; i < 3; i++) more.push(await queuedJob());
    await waitFor(() => allIn(more, 'completed'));
    expect(jobs.modelPool!.stats().limit).toBe(4);
    await jobs.stop();
    await test.sql(sql`delete from pgboss.job where name = 'enhancement' and state = 'created'`);
    await test.sql(sql`update enhancement_jobs set status = 'cancelled' where status = 'queued'`);
  });

  it('fails a job at once, saying why, when the endpoint refuses it for a reason no retry changes', async () => {
    const model = await endpoint({ script: () => ({ status: 401, body: { error: { message: 'Invalid API key' } } }) });
    const refused = await queuedJob();
    const jobs = await runtime(model.baseURL, { concurrency: 2 });
    await waitFor(() => allIn([refused], 'failed'));
    const row = (await statuses([refused])).get(refused)!;
    expect(row.retry_count).toBe(0);
    expect(row.error_message).toMatch(/refused the request \(401\).*Invalid API key/);
    expect(model.stats().accepted).toBe(1);
    await jobs.stop();
  });

  it('draws every call from one budget in the database, shared by two runtimes (processes)', async () => {
    // Two handles on one budget, drawn from at once: AI_RPM=6 holds one request at a time.
    const a = new ModelBudget(test.database, { rpm: 6, name: 'shared-test' });
    const b = new ModelBudget(test.database, { rpm: 6, name: 'shared-test' });
    const waits = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).draw(100)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(1);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(9);

    // Two runtimes, one call slot each, AI_RPM=2 (one request, then one per minute): one call reaches the
    // endpoint and both runtimes wait on the shared budget for the others.
    const model = await endpoint({});
    const jobIds: string[] = [];
    for (let i = 0; i < 4; i++) jobIds.push(await queuedJob());
    const settings = { concurrency: 1, rpm: 2, budgetName: 'two-runtimes' };
    const [one, two] = await Promise.all([runtime(model.baseURL, settings), runtime(model.baseURL, settings)]);
    await waitFor(() => one.modelPool!.stats().budgetWaits > 0 && two.modelPool!.stats().budgetWaits > 0);
    expect(model.stats().accepted).toBe(1);
    const done = [...(await statuses(jobIds)).values()].filter((row) => row.status === 'completed');
    expect(done.length).toBeLessThanOrEqual(1);
    await Promise.all([one.stop(), two.stop()]);
  });
});
