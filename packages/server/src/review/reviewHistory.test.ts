// GET /review-history: past review decisions, newest first, optionally of one product (issue #4, spec part 2 §7.3).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewHistoryResponse } from '@curate/core/contract';
import {
  ACME,
  ALICE,
  NINA,
  NORTHWIND,
  productsWithStatus,
  startFeatureTest,
  TOM,
  type FeatureTest,
} from '../test/featureTest';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest();
});
afterAll(async () => {
  await test?.close();
});

const history = async (query = '', email = TOM, company = ACME.id) => {
  const res = await test.call(email, 'GET', `/companies/${company}/review-history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ReviewHistoryResponse.parse(res.json());
};
const review = (id: string, body: unknown, email = TOM) =>
  test.call(email, 'POST', `/companies/${ACME.id}/products/${id}/review`, body);

describe('GET /review-history', () => {
  it('lists the decisions just made, newest first, with product name, notes and reviewer', async () => {
    const before = (await history()).total;
    const [a, b] = await productsWithStatus(test, ACME.id, 'pending', 2, 40);
    expect((await review(a!, { review_status: 'approved', review_notes: 'Fine' })).statusCode).toBe(200);
    expect((await review(b!, { review_status: 'rejected' }, ALICE)).statusCode).toBe(200);
    const page = await history('?limit=2');
    expect(page.total).toBe(before + 2);
    const [names] = await test.sql<{ a: string; b: string; a_name: string }>(
      sql`select (select product_id from enhanced_products where id = ${a!}) as a, (select product_id from enhanced_products where id = ${b!}) as b,
             (select clean_name from enhanced_products where id = ${a!}) as a_name`,
    );
    expect(page.history[0]).toMatchObject({
      product_id: names!.b,
      review_status: 'rejected',
      review_notes: null,
      username: expect.any(String),
    });
    expect(page.history[1]).toMatchObject({ product_id: names!.a, review_status: 'approved', review_notes: 'Fine' });
    expect(page.history[0]!.full_name).not.toBe(page.history[1]!.full_name);
    expect(Date.parse(page.history[0]!.reviewed_at!)).toBeGreaterThanOrEqual(Date.parse(page.history[1]!.reviewed_at!));
    expect(page.history[1]!.clean_name).toBe(names!.a_name);
  });

  it('filters to one product and pages with limit and offset', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'pending', 1, 41);
    await review(id!, { review_status: 'skipped' });
    await test.call(TOM, 'PUT', `/companies/${ACME.id}/products/${id!}/review`, { review_status: 'approved' });
    const one = await history(`?product_id=${id!}`);
    expect(one.total).toBe(2);
    expect(one.history.map((h) => h.review_status)).toEqual(['approved', 'skipped']);
    const second = await history(`?product_id=${id!}&limit=1&offset=1`);
    expect(second).toMatchObject({ total: 2, history: [{ review_status: 'skipped' }] });
    expect((await history('?product_id=00000000-0000-0000-0000-0000000000ef')).total).toBe(0);
    expect((await test.call(TOM, 'GET', `/companies/${ACME.id}/review-history?product_id=nope`)).statusCode).toBe(422);
  });

  it('shows only the own company', async () => {
    const [foreign] = await productsWithStatus(test, NORTHWIND.id, 'pending', 1, 42);
    expect(
      (
        await test.call(NINA, 'POST', `/companies/${NORTHWIND.id}/products/${foreign!}/review`, {
          review_status: 'approved',
        })
      ).statusCode,
    ).toBe(200);
    expect((await history(`?product_id=${foreign!}`)).total).toBe(0);
    expect((await history(`?product_id=${foreign!}`, NINA, NORTHWIND.id)).total).toBe(1);
    expect((await test.call(TOM, 'GET', `/companies/${NORTHWIND.id}/review-history`)).statusCode).toBe(404);
  });
});

describe('GET /dashboard/activity', () => {
  it('answers the latest decisions of the review history, 20 by default, at most `limit`', async () => {
    const res = await test.call(TOM, 'GET', `/companies/${ACME.id}/dashboard/activity?limit=3`);
    expect(res.statusCode, res.body).toBe(200);
    const latest = await history('?limit=3');
    expect(res.json()).toEqual({ activity: latest.history });
    const all = await test.call(TOM, 'GET', `/companies/${ACME.id}/dashboard/activity`);
    expect(all.json().activity).toHaveLength(Math.min(20, (await history()).total));
    expect((await test.call(TOM, 'GET', `/companies/${ACME.id}/dashboard/activity?limit=101`)).statusCode).toBe(422);
    expect((await test.call(NINA, 'GET', `/companies/${ACME.id}/dashboard/activity`)).statusCode).toBe(404);
  });
});
