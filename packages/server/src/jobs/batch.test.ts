import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, demoFieldId, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';
import { fakeResult } from '../test/fakePipeline';
import { type AttemptDeps, RetryLater, runAttempts } from './attempt';
import type { PipelineFn } from './pipeline';
import type { JobMessage } from './queue';

// A worker's batch of attempts (issue #18): claimed together, their results written together, yet each job
// ends as it would alone. No workers run in the app: the test hands the batch to runAttempts itself.
let test: FeatureTest;
const BRAND = demoFieldId('acme-tools', 'brand');
let cancelDuring: ((name: string) => Promise<void>) | undefined;

/** Answers fakeResult; 'unstorable …' answers a name the database refuses (a NUL character); 'cancel …' is cancelled meanwhile. */
const pipeline: PipelineFn = async (record) => {
  const name = record.product_name ?? '';
  if (name.startsWith('cancel')) await cancelDuring?.(name);
  const result = fakeResult(record, BRAND);
  if (name.startsWith('unstorable')) result.clean_name = { ...result.clean_name!, value: 'bad\u0000name' };
  return result;
};

beforeAll(async () => {
  test = await startFeatureTest([TOM], { jobs: { workers: 0 } });
});
afterAll(async () => {
  await test?.close();
});

const deps = (): AttemptDeps => ({ db: test.database.db, pipeline, timeoutSeconds: 300 });

/** A new raw product named `name` and its queued job (15 credits reserved); answers the job's message. */
async function queuedJob(name: string, customerProductId = `B-${randomUUID().slice(0, 8)}`, force = false) {
  const [raw] = await test.sql<{ id: string }>(
    sql`insert into raw_products (company_id, customer_product_id, product_name, product_details, additional_fields)
        values (${ACME.id}, ${customerProductId}, ${name}, ${'Cordless drill, 18 V, 2 batteries'}, ${JSON.stringify({ brand: 'Makita' })}::jsonb)
        on conflict (company_id, customer_product_id) do update set product_name = excluded.product_name
        returning id`,
  );
  const res = await test.call(TOM, 'POST', `/companies/${ACME.id}/raw-products/${raw!.id}/enhance`, {
    force_enhancement: force,
  });
  expect(res.statusCode).toBe(200);
  return { jobId: res.json().job_id as string, companyId: ACME.id } satisfies JobMessage;
}

async function jobRow(jobId: string) {
  const [row] = await test.sql<Record<string, unknown>>(sql`select * from enhancement_jobs where id = ${jobId}`);
  return row!;
}
const reservationsOf = (jobId: string) =>
  test.sql<{ status: string }>(
    sql`select status from credit_reservations where job_id = ${jobId} order by reserved_at`,
  );
async function balance() {
  const [row] = await test.sql<{ b: number }>(
    sql`select current_balance as b from billing_accounts where company_id = ${ACME.id}`,
  );
  return Number(row!.b);
}
const count = async (table: string, productId: string) =>
  Number(
    (
      await test.sql<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(table)} where enhanced_product_id = ${productId}`,
      )
    )[0]!.n,
  );

describe('a batch of attempts', () => {
  it('one result the database refuses does not cost the others theirs: they complete and capture, it is retried with its credits still held', async () => {
    const names = ['batch good 1', 'batch good 2', 'unstorable record', 'batch good 3'];
    const messages = [];
    for (const name of names) messages.push(await queuedJob(name));
    const before = await balance();

    const outcomes = await runAttempts(deps(), messages);

    expect(outcomes.map((o) => (o === undefined ? 'done' : o instanceof RetryLater ? 'retry' : String(o)))).toEqual([
      'done',
      'done',
      'retry',
      'done',
    ]);
    for (const [i, message] of messages.entries()) {
      const job = await jobRow(message.jobId);
      if (i === 2) {
        expect(job).toMatchObject({ status: 'queued', retry_count: 1, enhanced_product_id: null });
        expect(String(job.error_message)).not.toBe('');
        expect(await reservationsOf(message.jobId)).toEqual([{ status: 'reserved' }]);
        continue;
      }
      expect(job).toMatchObject({ status: 'completed', billing_status: 'charged', progress: 100, tokens_used: 160 });
      expect(await reservationsOf(message.jobId)).toEqual([{ status: 'captured' }]);
      const productId = job.enhanced_product_id as string;
      const [product] = await test.sql<Record<string, unknown>>(
        sql`select clean_name, custom_fields, review_status from enhanced_products where id = ${productId}`,
      );
      expect(product).toEqual({ clean_name: names[i], custom_fields: { brand: 'Makita' }, review_status: 'pending' });
      expect(await count('sources', productId)).toBe(2);
      expect(await count('field_edit_history', productId)).toBe(3);
      const [raw] = await test.sql<Record<string, unknown>>(
        sql`select processing_status, enhanced_product_id from raw_products where id = ${job.raw_product_id as string}`,
      );
      expect(raw).toEqual({ processing_status: 'completed', enhanced_product_id: productId });
    }
    // Nothing was charged twice or given back: the four reservations stand (three captured, one held).
    expect(await balance()).toBe(before);
  });

  it('a job cancelled during the batch writes nothing; a re-enhanced product beside new ones is updated, its sources replaced', async () => {
    const existing = await queuedJob('batch first version', 'B-EXISTING');
    expect(await runAttempts(deps(), [existing])).toEqual([undefined]);
    const firstProduct = (await jobRow(existing.jobId)).enhanced_product_id as string;

    const again = await queuedJob('batch second version', 'B-EXISTING', true);
    const fresh = await queuedJob('batch new product');
    const cancelled = await queuedJob('cancel me');
    cancelDuring = async () => {
      const res = await test.call(TOM, 'DELETE', `/companies/${ACME.id}/enhancement-jobs/${cancelled.jobId}`);
      expect(res.statusCode).toBe(200);
    };
    const before = await balance();
    const outcomes = await runAttempts(deps(), [again, cancelled, fresh]);
    cancelDuring = undefined;
    expect(outcomes).toEqual([undefined, undefined, undefined]);

    expect(await jobRow(cancelled.jobId)).toMatchObject({ status: 'cancelled', enhanced_product_id: null });
    expect(await reservationsOf(cancelled.jobId)).toEqual([{ status: 'released' }]);
    expect(await balance()).toBe(before + 15);

    const updated = await jobRow(again.jobId);
    expect(updated).toMatchObject({ status: 'completed', enhanced_product_id: firstProduct });
    const [product] = await test.sql<Record<string, unknown>>(
      sql`select clean_name, version from enhanced_products where id = ${firstProduct}`,
    );
    expect(product).toEqual({ clean_name: 'batch second version', version: 2 });
    expect(await count('sources', firstProduct)).toBe(2);
    const audit = await test.sql<{ change_type: string; field_name: string }>(
      sql`select change_type, field_name from field_edit_history where enhanced_product_id = ${firstProduct} and change_reason = ${`Enhancement job ${again.jobId}`}`,
    );
    expect(audit).toEqual([{ change_type: 'field_updated', field_name: 'clean_name' }]);
    expect(await jobRow(fresh.jobId)).toMatchObject({ status: 'completed' });
    expect(await reservationsOf(again.jobId)).toEqual([{ status: 'captured' }]);
  });

  it('a job named twice in one batch runs once and is charged once', async () => {
    const message = await queuedJob('batch twice');
    const before = await balance();
    expect(await runAttempts(deps(), [message, { ...message }])).toEqual([undefined, undefined]);
    expect(await jobRow(message.jobId)).toMatchObject({ status: 'completed', retry_count: 0 });
    expect(await reservationsOf(message.jobId)).toEqual([{ status: 'captured' }]);
    expect(await count('sources', (await jobRow(message.jobId)).enhanced_product_id as string)).toBe(2);
    expect(await balance()).toBe(before);
  });
});
