import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACME,
  ALICE,
  demoFieldId,
  NINA,
  NORTHWIND,
  TOM,
  startFeatureTest,
  type FeatureTest,
} from '../test/featureTest';
import { fakePipeline, type FakePipeline } from '../test/fakePipeline';
import { describedBy } from '../pipeline/fieldSpecs';
import { fieldSpecsOf } from './inputs';
import { JobQueue } from './queue';
import { requeueOrphans } from './runtime';

// Enhancement jobs — spec part 2 §3, §4.3, §7.1, §7.2, §8.2; part 3 §7 job progress (issue #16), with a
// stand-in pipeline (src/test/fakePipeline.ts) and 2 workers in the app, retries without delay.
let test: FeatureTest;
let fake: FakePipeline;
let startedAt: Date;
const BRAND = demoFieldId('acme-tools', 'brand');

beforeAll(async () => {
  fake = fakePipeline(BRAND);
  startedAt = new Date();
  test = await startFeatureTest([ALICE, TOM, NINA], {
    jobs: { pipeline: fake.pipeline, workers: 2, retryDelaySeconds: 0 },
  });
});
afterAll(async () => {
  fake?.unblock();
  await test?.close();
});

/** A new raw product of a company, named `name`. */
async function newRaw(companyId: string, name: string): Promise<string> {
  const [row] = await test.sql<{ id: string }>(
    sql`insert into raw_products (company_id, customer_product_id, product_name, product_details, additional_fields)
        values (${companyId}, ${`T-${randomUUID().slice(0, 8)}`}, ${name}, ${'Cordless drill, 18 V, 2 batteries'}, ${JSON.stringify({ brand: 'Makita' })}::jsonb)
        returning id`,
  );
  return row!.id;
}

const enhance = (email: string, rawId: string, body: object = {}, companyId: string = ACME.id) =>
  test.call(email, 'POST', `/companies/${companyId}/raw-products/${rawId}/enhance`, body);
const jobPath = (jobId: string, companyId: string = ACME.id) => `/companies/${companyId}/enhancement-jobs/${jobId}`;

async function jobRow(jobId: string) {
  const [row] = await test.sql<Record<string, unknown>>(sql`select * from enhancement_jobs where id = ${jobId}`);
  return row!;
}

/** Waits until the job is in one of `statuses` (polls the row, up to 30 s). */
async function waitFor(jobId: string, statuses: string[]) {
  for (let i = 0; i < 300; i++) {
    const row = await jobRow(jobId);
    if (statuses.includes(String(row.status))) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} never reached ${statuses.join('/')}: ${JSON.stringify(await jobRow(jobId))}`);
}

async function reservations(jobId: string) {
  return test.sql<{ status: string; amount: number }>(
    sql`select status, amount from credit_reservations where job_id = ${jobId} order by reserved_at`,
  );
}
async function balance(companyId: string) {
  const [row] = await test.sql<{ b: number }>(
    sql`select current_balance as b from billing_accounts where company_id = ${companyId}`,
  );
  return Number(row!.b);
}

describe('POST raw-products/{id}/enhance and the worker', () => {
  it('queues a job that a worker completes: product pending review, values, sources, audit by the model, tokens, 15 credits captured', async () => {
    const before = await balance(ACME.id);
    const rawId = await newRaw(ACME.id, 'Makita DHP482 drill');
    const res = await enhance(TOM, rawId, { job_type: 'single_product', force_enhancement: false });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      status: 'queued',
      skipped: false,
      estimated_completion_minutes: '3-5',
    });
    const jobId = body.job_id as string;
    const job = await waitFor(jobId, ['completed', 'failed']);
    expect(job).toMatchObject({
      status: 'completed',
      progress: 100,
      billing_status: 'charged',
      prompt_tokens: 120,
      completion_tokens: 40,
      tokens_used: 160,
    });
    expect((job.result_data as { quality_score: number }).quality_score).toBe(7.3);
    expect((job.result_data as { dropped: unknown[] }).dropped).toHaveLength(1);

    const productId = job.enhanced_product_id as string;
    const [product] = await test.sql<Record<string, unknown>>(
      sql`select * from enhanced_products where id = ${productId}`,
    );
    expect(product).toMatchObject({
      review_status: 'pending',
      clean_name: 'Makita DHP482 drill',
      raw_product_id: rawId,
    });
    expect(Number(product!.quality_confidence_score)).toBe(7.3);
    expect(product!.attributes).toEqual({ Voltage: '18 V' });
    expect(product!.custom_fields).toEqual({ brand: 'Makita' });
    const sources = await test.sql<Record<string, unknown>>(
      sql`select * from sources where enhanced_product_id = ${productId} order by field_name`,
    );
    expect(sources.map((s) => s.field_name)).toEqual(['clean_name', 'short_description']);
    expect(sources[0]).toMatchObject({ source_quote: 'Makita DHP482 drill', value_found: 'Makita DHP482 drill' });
    const audit = await test.sql<Record<string, unknown>>(
      sql`select * from field_edit_history where enhanced_product_id = ${productId}`,
    );
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(audit.every((a) => a.updated_by_type === 'ai' && a.user_id === null)).toBe(true);
    const [raw] = await test.sql<Record<string, unknown>>(
      sql`select processing_status, enhanced_product_id from raw_products where id = ${rawId}`,
    );
    expect(raw).toEqual({ processing_status: 'completed', enhanced_product_id: productId });

    expect(await reservations(jobId)).toEqual([{ status: 'captured', amount: 15 }]);
    expect(await balance(ACME.id)).toBe(before - 15);

    // GET, list, and the real-time progress answer the stored row.
    const got = (await test.call(TOM, 'GET', jobPath(jobId))).json();
    expect(got).toMatchObject({
      id: jobId,
      job_id: jobId,
      status: 'completed',
      progress: 100,
      progress_percentage: 100,
      enhanced_product_id: productId,
      prompt_tokens: 120,
      completion_tokens: 40,
      tokens_used: 160,
    });
    const list = (await test.call(ALICE, 'GET', `/companies/${ACME.id}/enhancement-jobs?limit=1`)).json();
    expect(list.jobs).toHaveLength(1);
    expect(list.total).toBeGreaterThanOrEqual(1);
    const progress = await test.call(TOM, 'GET', `/realtime/job/${jobId}/progress`);
    expect(progress.json().data).toMatchObject({ job_id: jobId, status: 'completed', progress: 100 });
    expect((await test.call(NINA, 'GET', `/realtime/job/${jobId}/progress`)).statusCode).toBe(404);

    // Without force the product exists: skipped, no job, nothing charged; with force a new job runs.
    const again = await enhance(TOM, rawId, {});
    expect(again.json()).toMatchObject({ skipped: true, job_id: null, existing_product_id: productId });
    expect(await balance(ACME.id)).toBe(before - 15);
    const forced = await enhance(TOM, rawId, { force_enhancement: true });
    const forcedJob = await waitFor(forced.json().job_id, ['completed', 'failed']);
    expect(forcedJob).toMatchObject({ status: 'completed', enhanced_product_id: productId });
    expect(await balance(ACME.id)).toBe(before - 30);
    // The same product again: its sources are the latest job's, its custom value is updated in place.
    const again2 = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from sources where enhanced_product_id = ${productId}`,
    );
    expect(again2[0]!.n).toBe(2);
    const brand = await test.sql<{ value_text: string; updated_by_type: string }>(
      sql`select value_text, updated_by_type from product_field_values where enhanced_product_id = ${productId} and field_definition_id = ${BRAND}`,
    );
    expect(brand).toEqual([{ value_text: 'Makita', updated_by_type: 'ai' }]);
  });

  it("gives the demo data's open jobs, written without the queue, a message at start: a worker finishes them", async () => {
    // Seeded minutes before the test began: one queued and one running job per company, each with its raw product.
    const open = sql`from enhancement_jobs where status in ('queued', 'running', 'processing') and created_at < now() - interval '1 minute'`;
    let left = 1;
    for (let i = 0; i < 100 && left > 0; i++) {
      left = (await test.sql<{ n: number }>(sql`select count(*)::int as n ${open}`))[0]!.n;
      if (left > 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(left).toBe(0);
    const seeded = await test.sql<{ status: string; product: string | null }>(
      sql`select j.status::text, r.enhanced_product_id::text as product from enhancement_jobs j
          join raw_products r on r.id = j.raw_product_id
          where j.created_at < ${startedAt} and j.completed_at >= ${startedAt}`,
    );
    expect(seeded).toHaveLength(4);
    expect(seeded.every((row) => row.status === 'completed' && row.product !== null)).toBe(true);
    // A second look finds nothing left to enqueue.
    const queue = new JobQueue(test.database, { timeoutSeconds: 300 });
    try {
      expect(await requeueOrphans(test.database, queue)).toBe(0);
    } finally {
      await queue.stop();
    }
  });

  it('stores progress on the job row while it runs (what the real-time poll reads)', async () => {
    const rawId = await newRaw(ACME.id, 'block progress');
    const jobId = (await enhance(TOM, rawId)).json().job_id as string;
    await fake.blocked();
    // Progress is written at most every PROGRESS_WRITE_MS: the report held at the block lands within that.
    let running = (await test.call(TOM, 'GET', `/realtime/job/${jobId}/progress`)).json().data;
    for (let i = 0; i < 50 && running.progress !== 10; i++) {
      await new Promise((r) => setTimeout(r, 50));
      running = (await test.call(TOM, 'GET', `/realtime/job/${jobId}/progress`)).json().data;
    }
    expect(running).toMatchObject({ status: 'processing', progress: 10 });
    expect(running.message).toContain('gather');
    fake.unblock();
    await waitFor(jobId, ['completed']);
  });

  it('retries a failing attempt 3 times, then fails the job with its reason and releases the credits; re-run reserves again', async () => {
    const before = await balance(ACME.id);
    const rawId = await newRaw(ACME.id, 'fail on purpose');
    const jobId = (await enhance(TOM, rawId)).json().job_id as string;
    const job = await waitFor(jobId, ['failed', 'completed']);
    expect(job).toMatchObject({
      status: 'failed',
      retry_count: 3,
      max_retries: 3,
      billing_status: 'refunded',
      error_message: 'cannot enhance fail on purpose',
    });
    expect(fake.calls.filter((c) => c.record.product_name === 'fail on purpose')).toHaveLength(4);
    expect(await reservations(jobId)).toEqual([{ status: 'released', amount: 15 }]);
    expect(await balance(ACME.id)).toBe(before);

    // Re-run: the record is fixed meanwhile; 4 new attempts, 15 credits reserved again and captured.
    await test.sql(sql`update raw_products set product_name = 'fixed now' where id = ${rawId}`);
    const rerun = await test.call(TOM, 'POST', `${jobPath(jobId)}/rerun`);
    expect(rerun.statusCode).toBe(200);
    expect(rerun.json()).toMatchObject({ success: true, job_id: jobId, job: { status: 'queued', retry_count: 0 } });
    expect(await waitFor(jobId, ['completed', 'failed'])).toMatchObject({
      status: 'completed',
      billing_status: 'charged',
    });
    expect(await reservations(jobId)).toEqual([
      { status: 'released', amount: 15 },
      { status: 'captured', amount: 15 },
    ]);
    expect(await balance(ACME.id)).toBe(before - 15);
    // A completed job is not re-run (400, spec part 2 §8.2).
    const refused = await test.call(TOM, 'POST', `${jobPath(jobId)}/rerun`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Job is not eligible for rerun');
  });

  it('cancels a running job: cancelled, credits released, the worker stops at its next progress point and writes nothing', async () => {
    const before = await balance(ACME.id);
    const rawId = await newRaw(ACME.id, 'block then cancel');
    const jobId = (await enhance(TOM, rawId)).json().job_id as string;
    await waitFor(jobId, ['processing']);
    const res = await test.call(TOM, 'DELETE', jobPath(jobId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, job_id: jobId, job: { status: 'cancelled' } });
    expect(await reservations(jobId)).toEqual([{ status: 'released', amount: 15 }]);
    fake.unblock();
    await new Promise((r) => setTimeout(r, 500));
    const job = await jobRow(jobId);
    expect(job).toMatchObject({ status: 'cancelled', enhanced_product_id: null });
    expect(await balance(ACME.id)).toBe(before);
    // Cancelling again is refused: the job is final.
    const again = await test.call(TOM, 'DELETE', jobPath(jobId));
    expect(again.statusCode).toBe(400);
  });

  it('a pipeline throwing junk fails its job with a clear error and the workers keep working', async () => {
    const junk = (await enhance(TOM, await newRaw(ACME.id, 'junk record'))).json().job_id as string;
    expect(await waitFor(junk, ['failed', 'completed'])).toMatchObject({
      status: 'failed',
      billing_status: 'refunded',
    });
    expect(String((await jobRow(junk)).error_message)).toContain('nonsense');
    const next = (await enhance(TOM, await newRaw(ACME.id, 'fine after junk'))).json().job_id as string;
    expect(await waitFor(next, ['completed', 'failed'])).toMatchObject({ status: 'completed' });
  });

  it("warns when the start leaves less than 15 credits: 'Low credits warning! …', then 'No credits remaining! …'", async () => {
    await test.sql(
      sql`update billing_accounts set allow_overages = false, current_balance = 35 where company_id = ${NORTHWIND.id}`,
    );
    const low = await enhance(NINA, await newRaw(NORTHWIND.id, 'low one'), {}, NORTHWIND.id);
    expect(low.statusCode).toBe(200);
    expect(low.json().warnings).toEqual([]); // 20 left
    const lower = await enhance(NINA, await newRaw(NORTHWIND.id, 'lower one'), {}, NORTHWIND.id);
    expect(lower.json().warnings).toEqual([
      { type: 'low_credits', message: 'Low credits warning! Only 5 credits available.' },
    ]);
    await test.sql(sql`update billing_accounts set current_balance = 15 where company_id = ${NORTHWIND.id}`);
    const last = await enhance(NINA, await newRaw(NORTHWIND.id, 'last one'), {}, NORTHWIND.id);
    expect(last.json().warnings).toEqual([
      { type: 'no_credits', message: 'No credits remaining! You cannot run enhancements.' },
    ]);
  });

  it('answers 402 without credits, leaving no job behind', async () => {
    await test.sql(
      sql`update billing_accounts set allow_overages = false, current_balance = 10 where company_id = ${NORTHWIND.id}`,
    );
    const rawId = await newRaw(NORTHWIND.id, 'no money');
    const res = await enhance(NINA, rawId, {}, NORTHWIND.id);
    expect(res.statusCode).toBe(402);
    const jobs = await test.sql(sql`select id from enhancement_jobs where raw_product_id = ${rawId}`);
    expect(jobs).toHaveLength(0);
  });

  it("lists one tab's jobs (status all, active, completed, failed, cancelled), newest first, with every tab's count", async () => {
    const rows = await test.sql<{ id: string; status: string }>(
      sql`select id, status from enhancement_jobs where company_id = ${ACME.id} order by created_at desc, id desc`,
    );
    const of = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).map((r) => r.id);
    const expected = {
      all: rows.map((r) => r.id),
      active: of('created', 'queued', 'processing', 'running'),
      completed: of('completed'),
      failed: of('failed'),
      cancelled: of('cancelled'),
    };
    expect(expected.failed.length).toBeGreaterThan(1);
    const counts = Object.fromEntries(Object.entries(expected).map(([tab, ids]) => [tab, ids.length]));
    for (const [tab, ids] of Object.entries(expected)) {
      const res = await test.call(TOM, 'GET', `/companies/${ACME.id}/enhancement-jobs?status=${tab}&limit=100`);
      expect(res.statusCode).toBe(200);
      expect(res.json().jobs.map((j: { id: string }) => j.id)).toEqual(ids.slice(0, 100));
      expect(res.json()).toMatchObject({ total: ids.length, status_counts: counts });
    }
    // Paging within a tab: the second failed job is the first of page 2.
    const second = await test.call(TOM, 'GET', `/companies/${ACME.id}/enhancement-jobs?status=failed&limit=1&offset=1`);
    expect(second.json().jobs.map((j: { id: string }) => j.id)).toEqual([expected.failed[1]]);
    // Without status, every job; an unknown tab is refused.
    expect((await test.call(TOM, 'GET', `/companies/${ACME.id}/enhancement-jobs?limit=1`)).json().total).toBe(
      rows.length,
    );
    expect((await test.call(TOM, 'GET', `/companies/${ACME.id}/enhancement-jobs?status=broken`)).statusCode).toBe(422);
  });

  it('answers 404 for an unknown or foreign raw product or job, 422 for malformed ids', async () => {
    expect((await enhance(TOM, randomUUID())).statusCode).toBe(404);
    const acmeRaw = await newRaw(ACME.id, 'not yours');
    expect((await enhance(NINA, acmeRaw, {}, NORTHWIND.id)).statusCode).toBe(404);
    expect((await enhance(NINA, acmeRaw, {}, ACME.id)).statusCode).toBe(404);
    expect((await enhance(TOM, 'not-a-uuid')).statusCode).toBe(422);
    expect((await enhance(TOM, acmeRaw, { force_enhancement: 'yes' })).statusCode).toBe(422);
    expect((await test.call(TOM, 'GET', jobPath(randomUUID()))).statusCode).toBe(404);
    expect((await test.call(TOM, 'GET', jobPath('nope'))).statusCode).toBe(422);
    expect((await test.call(TOM, 'DELETE', jobPath(randomUUID()))).statusCode).toBe(404);
    const nothing = await test.sql(sql`select id from enhancement_jobs where raw_product_id = ${acmeRaw}`);
    expect(nothing).toHaveLength(0);
  });
});

describe('company enhancement configuration (spec part 2 §7.2)', () => {
  it('answers the defaults, saves tone, fields and instructions, and the next job reads them at its start', async () => {
    const path = `/companies/by-code/${NORTHWIND.code}/enhancement-config`;
    const initial = (await test.call(NINA, 'GET', path)).json();
    expect(initial.enhancement_config).toEqual({
      tone: 'professional',
      fields: ['short_description', 'long_description', 'attributes'],
      custom_instructions: 'Focus on technical specifications and manufacturing details',
    });
    const saved = await test.call(NINA, 'PUT', path, {
      tone: 'Technical',
      fields: ['attributes', 'features'],
      custom_instructions: ' Metric units only ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().enhancement_config).toEqual({
      tone: 'technical',
      fields: ['attributes', 'features'],
      custom_instructions: 'Metric units only',
    });
    expect((await test.call(NINA, 'GET', path)).json().enhancement_config.tone).toBe('technical');
    expect((await test.call(NINA, 'PUT', path, { fields: [] })).statusCode).toBe(422);
    expect((await test.call(TOM, 'GET', path)).statusCode).toBe(404);

    await test.sql(
      sql`update billing_accounts set allow_overages = true, current_balance = 1000 where company_id = ${NORTHWIND.id}`,
    );
    const rawId = await newRaw(NORTHWIND.id, 'configured record');
    const jobId = (await enhance(NINA, rawId, {}, NORTHWIND.id)).json().job_id as string;
    await waitFor(jobId, ['completed', 'failed']);
    const call = fake.calls.find((c) => c.record.product_name === 'configured record');
    expect(call).toMatchObject({
      tone: 'technical',
      fields: ['attributes', 'features'],
      instructions: 'Metric units only',
    });
  });

  it('lists the tones and the enhanceable fields', async () => {
    const tones = (await test.call(TOM, 'GET', '/enhancement/tones')).json().tones;
    expect(tones.map((t: { value: string }) => t.value)).toEqual(['professional', 'technical', 'marketing', 'casual']);
    const fields = (await test.call(TOM, 'GET', '/enhancement/fields')).json().fields;
    expect(fields).toHaveLength(6);
  });
});

interface DetailField {
  field_name: string;
  field_definition_id: string;
  value_text: string | null;
  updated_by_type: string | null;
  updated_at: string | null;
  sources: { field_definition_id: string | null; field_name: string | null; source_quote: string | null }[];
}

describe('what the model wrote reads as the model’s; a user’s edit as the user’s (core fields)', () => {
  const CLEAN_NAME = demoFieldId('acme-tools', 'clean_name');
  const detail = async (productId: string) => {
    const res = await test.call(TOM, 'GET', `/companies/${ACME.id}/products/${productId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { product } = res.json() as { product: { enhanced_at: string; fields: DetailField[] } };
    return { product, field: (name: string) => product.fields.find((f) => f.field_name === name)! };
  };

  it('an enhanced product: every field the model’s, the name and description citing their quotes; a user edit is the user’s; a re-enhancement the model’s again', async () => {
    await test.sql(
      sql`update billing_accounts set current_balance = current_balance + 100 where company_id = ${ACME.id}`,
    );
    const rawId = await newRaw(ACME.id, 'Makita DHP485 combi drill');
    const job = await waitFor((await enhance(TOM, rawId)).json().job_id, ['completed', 'failed']);
    expect(job.status).toBe('completed');
    const productId = job.enhanced_product_id as string;

    const enhanced = await detail(productId);
    // The model's audit entries (one per core field it wrote) do not make the fields manual edits.
    expect(enhanced.product.fields.filter((f) => f.updated_by_type === 'user')).toEqual([]);
    for (const name of ['clean_name', 'short_description', 'brand'])
      expect(enhanced.field(name).updated_by_type, name).toBe('ai');
    expect(enhanced.field('clean_name').updated_at).toBe(enhanced.product.enhanced_at);
    // Core values' sources carry their core definition: the field shows its quote.
    expect(enhanced.field('clean_name').sources).toEqual([
      expect.objectContaining({
        field_definition_id: CLEAN_NAME,
        field_name: 'clean_name',
        source_quote: 'Makita DHP485 combi drill',
      }),
    ]);
    expect(enhanced.field('short_description').sources).toEqual([
      expect.objectContaining({
        field_definition_id: demoFieldId('acme-tools', 'short_description'),
        source_quote: 'Cordless drill, 18 V, 2 batteries',
      }),
    ]);

    // A user's edit: that field is the user's, at the edit's time; the others stay the model's.
    const edit = await test.call(TOM, 'PUT', `/companies/${ACME.id}/products/${productId}/fields/${CLEAN_NAME}`, {
      value: 'Makita DHP485 (renamed)',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().field).toMatchObject({ updated_by_type: 'user' });
    const edited = await detail(productId);
    const [entry] = await test.sql<{ created_at: string }>(
      sql`select created_at from field_edit_history where id = ${edit.json().edit_history_id}`,
    );
    expect(edited.field('clean_name')).toMatchObject({
      value_text: 'Makita DHP485 (renamed)',
      updated_by_type: 'user',
      updated_at: new Date(entry!.created_at).toISOString(),
    });
    expect(edited.field('short_description').updated_by_type).toBe('ai');

    // Enhanced again: the model rewrote the name, so it is the model's again.
    const again = await waitFor((await enhance(TOM, rawId, { force_enhancement: true })).json().job_id, [
      'completed',
      'failed',
    ]);
    expect(again).toMatchObject({ status: 'completed', enhanced_product_id: productId });
    const reenhanced = await detail(productId);
    expect(reenhanced.field('clean_name')).toMatchObject({
      value_text: 'Makita DHP485 combi drill',
      updated_by_type: 'ai',
      updated_at: reenhanced.product.enhanced_at,
    });
    expect(reenhanced.product.fields.filter((f) => f.updated_by_type === 'user')).toEqual([]);
  });

  it("keeps the pipeline's flags, suggestions, language and each value's confidence and quote in result_data", async () => {
    const rawId = await newRaw(ACME.id, 'Makita DTD153 impact driver');
    const jobId = (await enhance(TOM, rawId)).json().job_id as string;
    await waitFor(jobId, ['completed', 'failed']);
    const res = await test.call(TOM, 'GET', jobPath(jobId));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result_data;
    expect(result).toMatchObject({
      values: 3,
      sourced_values: 2,
      language: 'en',
      flags: [{ field_name: 'long_description', kind: 'no_text', message: 'Too little text for a long description' }],
      suggestions: [{ name: 'Voltage', value: '18 V', source_id: 'input', quote: '18 V', confidence: 0.8 }],
    });
    expect(result.values_detail).toEqual([
      { field_name: 'clean_name', confidence: 0.9, source_id: 'input', quote: 'Makita DTD153 impact driver' },
      {
        field_name: 'short_description',
        confidence: 0.9,
        source_id: 'input',
        quote: 'Cordless drill, 18 V, 2 batteries',
      },
      { field_name: 'brand', confidence: 0.4, source_id: null, quote: null },
    ]);
  });

  it('records in result_data.timing where the job took its time: queue wait, research, model, persist (ms)', async () => {
    const rawId = await newRaw(ACME.id, 'Makita DGA504 angle grinder');
    const jobId = (await enhance(TOM, rawId)).json().job_id as string;
    await waitFor(jobId, ['completed', 'failed']);
    const res = await test.call(TOM, 'GET', jobPath(jobId));
    expect(res.statusCode, res.body).toBe(200);
    const timing = res.json().result_data.timing as Record<string, number>;
    expect(Object.keys(timing).sort()).toEqual(['model_ms', 'persist_ms', 'queue_wait_ms', 'research_ms']);
    for (const [name, ms] of Object.entries(timing)) {
      expect(Number.isInteger(ms) && ms >= 0, `${name}: ${ms}`).toBe(true);
    }
  });

  it("gives the pipeline each definition's description and help text as one description", async () => {
    const WEIGHT = demoFieldId('acme-tools', 'weight_lbs');
    const [before] = await test.sql<{ description: string | null; help_text: string | null }>(
      sql`select description, help_text from field_definitions where id = ${WEIGHT}`,
    );
    const specOf = async () =>
      (await fieldSpecsOf(test.database.db, ACME.id)).find((spec) => spec.field_name === 'weight_lbs')!.description;
    try {
      await test.sql(
        sql`update field_definitions set description = 'Shipping weight.', help_text = 'In pounds' where id = ${WEIGHT}`,
      );
      expect(await specOf()).toBe('Shipping weight. In pounds');
      await test.sql(sql`update field_definitions set description = null where id = ${WEIGHT}`);
      expect(await specOf()).toBe('In pounds');
      await test.sql(
        sql`update field_definitions set description = 'Net weight', help_text = null where id = ${WEIGHT}`,
      );
      expect(await specOf()).toBe('Net weight');
      await test.sql(sql`update field_definitions set description = ' ', help_text = null where id = ${WEIGHT}`);
      expect(await specOf()).toBeNull();
    } finally {
      await test.sql(
        sql`update field_definitions set description = ${before!.description}, help_text = ${before!.help_text} where id = ${WEIGHT}`,
      );
    }
    expect(describedBy('Net weight in grams', 'Weigh without packaging.')).toBe(
      'Net weight in grams. Weigh without packaging.',
    );
  });
});
