import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { ACME, ALICE, NORTHWIND, NINA, SUPER, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';
import { KEY_IN_PROGRESS, KEY_REUSED } from './idempotency';

// Keyed writes: the same Idempotency-Key and request within 24 h answer the first answer again without the
// work; another request under the key answers 422; one arriving while the first runs answers 409. No workers
// run, so every job an import starts stays queued and can be counted.
let test: FeatureTest;
const tokens = new Map<string, string>();

beforeAll(async () => {
  test = await startFeatureTest([SUPER, ALICE, TOM, NINA]);
  for (const email of [SUPER, ALICE, TOM, NINA]) tokens.set(email, await test.idp.accessToken(email));
});
afterAll(async () => {
  await test?.close();
});

/** Calls /api/v2{path} on `app` as `email`, with an Idempotency-Key when `key` is given. */
function send(app: FastifyInstance, email: string, path: string, payload: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v2${path}`,
    headers: { authorization: `Bearer ${tokens.get(email)}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}
const post = (email: string, path: string, payload: object, key?: string) => send(test.app, email, path, payload, key);

let serial = 0;
function batchBody(n: number, prefix = `IK${++serial}-${randomUUID().slice(0, 6)}`) {
  return {
    rows: Array.from({ length: n }, (_, i) => ({
      customer_product_id: `${prefix}-${i + 1}`,
      product_name: `Drill ${i + 1}`,
      product_details: `18 V cordless drill, model ${i + 1}`,
    })),
  };
}
const prefixOf = (body: ReturnType<typeof batchBody>) => body.rows[0]!.customer_product_id.replace(/-1$/, '');
const batchPath = (companyId = ACME.id) => `/companies/${companyId}/raw-products/import-batch`;

async function counts(prefix: string) {
  const [row] = await test.sql<{ raw: number; jobs: number }>(
    sql`select (select count(*)::int from raw_products where customer_product_id like ${`${prefix}-%`}) as raw,
               (select count(*)::int from enhancement_jobs where customer_product_id like ${`${prefix}-%`}) as jobs`,
  );
  return { raw: Number(row!.raw), jobs: Number(row!.jobs) };
}
async function balance(companyId = ACME.id) {
  const [row] = await test.sql<{ b: number }>(
    sql`select current_balance as b from billing_accounts where company_id = ${companyId}`,
  );
  return Number(row!.b);
}

describe('Idempotency-Key on a batch import', () => {
  it('replays the first answer (status and body) for the same key and body, doing nothing again', async () => {
    const body = batchBody(3);
    const key = randomUUID();
    const before = await balance();
    const first = await post(TOM, batchPath(), body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(TOM, batchPath(), body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.json().created).toBe(3);
    expect(await counts(prefixOf(body))).toEqual({ raw: 3, jobs: 3 });
    expect(before - (await balance())).toBe(45);
  });

  it('answers 422 for the same key with a different body (or another route), and changes nothing', async () => {
    const body = batchBody(2);
    const key = randomUUID();
    expect((await post(TOM, batchPath(), body, key)).statusCode).toBe(200);
    const other = batchBody(2);
    const reused = await post(TOM, batchPath(), other, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      detail: [{ loc: ['header', 'idempotency-key'], msg: KEY_REUSED, type: 'value_error' }],
      code: 'validation_error',
    });
    const elsewhere = await post(TOM, `/companies/${ACME.id}/raw-products/import`, other.rows[0]!, key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await counts(prefixOf(other))).toEqual({ raw: 0, jobs: 0 });
  });

  it('keeps keys per company: the same key in another company is another key', async () => {
    const key = randomUUID();
    expect((await post(TOM, batchPath(), batchBody(1), key)).statusCode).toBe(200);
    const body = batchBody(1);
    const there = await post(NINA, batchPath(NORTHWIND.id), body, key);
    expect(there.statusCode).toBe(200);
    expect(there.headers['idempotent-replayed']).toBeUndefined();
    expect(await counts(prefixOf(body))).toEqual({ raw: 1, jobs: 1 });
  });

  it('100 concurrent identical keyed batch imports make 1 import: the others answer 409 or the same answer', async () => {
    const body = batchBody(5);
    const key = randomUUID();
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(TOM, batchPath(), body, key)));
    const worked = answers.filter((a) => a.statusCode === 200 && a.headers['idempotent-replayed'] === undefined);
    expect(worked).toHaveLength(1);
    for (const answer of answers) {
      if (answer === worked[0]) continue;
      if (answer.statusCode === 409) expect(answer.json()).toEqual({ detail: KEY_IN_PROGRESS, code: 'conflict' });
      else {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['idempotent-replayed']).toBe('true');
        expect(answer.json()).toEqual(worked[0]!.json());
      }
    }
    expect(await counts(prefixOf(body))).toEqual({ raw: 5, jobs: 5 });
    expect(before - (await balance())).toBe(75);
    // Once the first has answered, a retry gets its answer.
    const retry = await post(TOM, batchPath(), body, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(worked[0]!.json());
  });

  it('replays after the server restarts: the answer is kept in the database', async () => {
    const body = batchBody(2);
    const key = randomUUID();
    const first = await buildTestApp({ database: test.database, env: test.idp.env });
    await first.app.ready();
    const answer = await send(first.app, TOM, batchPath(), body, key);
    expect(answer.statusCode).toBe(200);
    await first.app.close();

    const second = await buildTestApp({ database: test.database, env: test.idp.env });
    await second.app.ready();
    try {
      const replay = await send(second.app, TOM, batchPath(), body, key);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(answer.json());
    } finally {
      await second.app.close();
    }
    expect(await counts(prefixOf(body))).toEqual({ raw: 2, jobs: 2 });
  });

  it('replays a 207 partial outcome as 207', async () => {
    await test.sql(
      sql`update billing_accounts set allow_overages = false, current_balance = 20 where company_id = ${NORTHWIND.id}`,
    );
    try {
      const body = batchBody(3);
      const key = randomUUID();
      const first = await post(NINA, batchPath(NORTHWIND.id), body, key);
      expect(first.statusCode, first.body).toBe(207);
      const again = await post(NINA, batchPath(NORTHWIND.id), body, key);
      expect(again.statusCode).toBe(207);
      expect(again.json()).toEqual(first.json());
      expect(await balance(NORTHWIND.id)).toBe(5);
    } finally {
      await test.sql(
        sql`update billing_accounts set allow_overages = true, current_balance = 100000 where company_id = ${NORTHWIND.id}`,
      );
    }
  });

  it('ignores a key older than 24 h: the request is done again and the key starts afresh', async () => {
    const body = batchBody(1);
    const key = randomUUID();
    expect((await post(TOM, batchPath(), body, key)).statusCode).toBe(200);
    await test.sql(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`);
    const other = batchBody(1);
    const fresh = await post(TOM, batchPath(), other, key);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(await counts(prefixOf(other))).toEqual({ raw: 1, jobs: 1 });
    const stored = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from idempotency_keys where key = ${key} and created_at > now() - interval '1 hour'`,
    );
    expect(Number(stored[0]!.n)).toBe(1);
  });

  it('answers 409 while the request holding the key runs; a claim left by a lost request is taken over', async () => {
    const body = batchBody(1);
    const key = randomUUID();
    expect((await post(TOM, batchPath(), body, key)).statusCode).toBe(200);
    // As if the first request were still running.
    await test.sql(
      sql`update idempotency_keys set response_status = null, response_body = null, locked_at = now() where key = ${key}`,
    );
    const busy = await post(TOM, batchPath(), body, key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().detail).toBe(KEY_IN_PROGRESS);
    // As if its process had ended without answering, 10 minutes ago: the request runs again (its rows are unchanged).
    await test.sql(sql`update idempotency_keys set locked_at = now() - interval '10 minutes' where key = ${key}`);
    const taken = await post(TOM, batchPath(), body, key);
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
    expect(taken.json()).toMatchObject({ unchanged: 1, enhancing: 0 });
    expect((await post(TOM, batchPath(), body, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('drops the key of a request that failed, so a retry does the work; a malformed key answers 422', async () => {
    const key = randomUUID();
    const missing = await post(TOM, `/companies/${ACME.id}/raw-products/${randomUUID()}/enhance`, {}, key);
    expect(missing.statusCode).toBe(404);
    expect(await test.sql(sql`select 1 from idempotency_keys where key = ${key}`)).toHaveLength(0);
    const bad = await post(TOM, batchPath(), batchBody(1), 'has spaces in it');
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().detail)).toContain('idempotency-key');
    expect((await post(TOM, batchPath(), batchBody(1), 'k'.repeat(256))).statusCode).toBe(422);
  });
});

describe('Idempotency-Key on the other writes that create or charge', () => {
  it('a single import answers 201 again', async () => {
    const key = randomUUID();
    const row = batchBody(1).rows[0]!;
    const first = await post(TOM, `/companies/${ACME.id}/raw-products/import`, row, key);
    expect(first.statusCode).toBe(201);
    const again = await post(TOM, `/companies/${ACME.id}/raw-products/import`, row, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('an enhancement start and a re-run reserve once', async () => {
    const body = batchBody(1);
    const imported = await post(TOM, batchPath(), { ...body, enhance: false });
    const rawId = imported.json().results[0].raw_product_id as string;
    const key = randomUUID();
    const before = await balance();
    const start = await post(TOM, `/companies/${ACME.id}/raw-products/${rawId}/enhance`, {}, key);
    const again = await post(TOM, `/companies/${ACME.id}/raw-products/${rawId}/enhance`, {}, key);
    expect(again.json()).toEqual(start.json());
    expect(before - (await balance())).toBe(15);

    const jobId = start.json().job_id as string;
    // Cancelled (its credits released), then read as failed: a job a re-run may reset.
    await test.call(TOM, 'DELETE', `/companies/${ACME.id}/enhancement-jobs/${jobId}`);
    await test.sql(sql`update enhancement_jobs set status = 'failed' where id = ${jobId}`);
    const beforeRerun = await balance();
    const rerunKey = randomUUID();
    const rerun = await post(TOM, `/companies/${ACME.id}/enhancement-jobs/${jobId}/rerun`, {}, rerunKey);
    expect(rerun.statusCode, rerun.body).toBe(200);
    await test.sql(sql`update enhancement_jobs set status = 'failed' where id = ${jobId}`);
    const rerunAgain = await post(TOM, `/companies/${ACME.id}/enhancement-jobs/${jobId}/rerun`, {}, rerunKey);
    expect(rerunAgain.statusCode).toBe(200);
    expect(rerunAgain.headers['idempotent-replayed']).toBe('true');
    const [reservations] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from credit_reservations where job_id = ${jobId}`,
    );
    expect(Number(reservations!.n)).toBe(2);
    expect(beforeRerun - (await balance())).toBe(15);
  });

  it('a credit adjustment moves the balance once', async () => {
    const key = randomUUID();
    const before = await balance();
    const path = `/billing/companies/${ACME.id}/credits`;
    const first = await post(SUPER, path, { amount: 250, description: 'Top-up' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post(SUPER, path, { amount: 250, description: 'Top-up' }, key);
    expect(again.json()).toEqual(first.json());
    expect((await balance()) - before).toBe(250);
  });

  it('an invitation is created once', async () => {
    const key = randomUUID();
    const email = `invitee-${randomUUID().slice(0, 8)}@acme.test`;
    const body = { email, name: 'Ivy Invitee' };
    const first = await post(ALICE, `/companies/${ACME.id}/invitations`, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(ALICE, `/companies/${ACME.id}/invitations`, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const [row] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from invitations where invitee_email = ${email}`,
    );
    expect(Number(row!.n)).toBe(1);
  });
});
