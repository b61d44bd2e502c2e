// Review queue, counters and decisions with real tokens of the demo roles (issue #4, spec part 1 §2, §4, §7).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewQueueResponse, ReviewSubmitResponse } from '@curate/core/contract';
import {
  ACME,
  ALICE,
  demoFieldId,
  demoUserId,
  historyRows,
  NINA,
  NORTHWIND,
  productsByField,
  productsWithStatus,
  startFeatureTest,
  SUPER,
  TOM,
  versionOf,
  type FeatureTest,
} from '../test/featureTest';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest();
});
afterAll(async () => {
  await test?.close();
});

const F = (name: string) => demoFieldId(ACME.code, name);
const queue = async (query = '', email = TOM) => {
  const res = await test.call(email, 'GET', `/companies/${ACME.id}/review-queue${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ReviewQueueResponse.parse(res.json());
};
const stats = async (email = TOM, company = ACME.id) =>
  (await test.call(email, 'GET', `/companies/${company}/review-queue/stats`)).json();
const review = (productId: string, body: unknown, email = TOM, method: 'POST' | 'PUT' = 'POST') =>
  test.call(email, method, `/companies/${ACME.id}/products/${productId}/review`, body);

describe('GET /review-queue and /review-queue/stats', () => {
  it('answers 20 pending products a page by default, oldest enhancement first, with the total', async () => {
    const page = await queue();
    expect(page.total).toBe(100);
    expect(page.products).toHaveLength(20);
    expect(page.products.every((p) => p.review_status === 'pending')).toBe(true);
    const times = page.products.map((p) => p.enhanced_at!);
    expect(times).toEqual([...times].sort());
    expect(page.products[0]).toMatchObject({
      id: expect.any(String),
      product_id: expect.any(String),
      raw_product_id: expect.any(String),
      clean_name: expect.any(String),
    });
    expect(page.products.some((p) => p.source_count > 0)).toBe(true);
    const [counted] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from sources where enhanced_product_id = ${page.products[0]!.id}`,
    );
    expect(page.products[0]!.source_count).toBe(Number(counted!.n));
  });

  it('pages with limit and offset, filters by status and quality score', async () => {
    const first = await queue('?limit=7&offset=0');
    const second = await queue('?limit=7&offset=7');
    expect(second.total).toBe(100);
    expect(new Set([...first.products, ...second.products].map((p) => p.id)).size).toBe(14);
    const last = await queue('?limit=20&offset=95');
    expect(last).toMatchObject({ total: 100 });
    expect(last.products).toHaveLength(5);
    expect((await queue('?offset=400')).total).toBe(100);
    expect((await queue('?review_status=skipped&limit=50')).total).toBe(10);
    const scored = await queue('?min_quality_score=6&max_quality_score=8&limit=100');
    expect(scored.products.every((p) => p.quality_confidence_score! >= 6 && p.quality_confidence_score! <= 8)).toBe(
      true,
    );
    const [expected] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from enhanced_products where company_id = ${ACME.id} and review_status = 'pending' and quality_confidence_score between 6 and 8`,
    );
    expect(scored.total).toBe(Number(expected!.n));
    const bad = await test.call(TOM, 'GET', `/companies/${ACME.id}/review-queue?min_quality_score=11`);
    expect(bad.statusCode).toBe(422);
  });

  it('shows the first element of a JSON-array clean_name (spec part 1 §3)', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'pending');
    await test.sql(sql`update enhanced_products set clean_name = '["First Name", "Second"]' where id = ${id!}`);
    const all = await queue('?limit=100');
    expect(all.products.find((p) => p.id === id)!.clean_name).toBe('First Name');
  });

  it('counts each status of the own company only', async () => {
    expect(await stats()).toEqual({ total_pending: 100, total_approved: 60, total_rejected: 30 });
    expect(await stats(NINA, NORTHWIND.id)).toEqual({ total_pending: 100, total_approved: 60, total_rejected: 30 });
    expect((await test.call(TOM, 'GET', `/companies/${NORTHWIND.id}/review-queue/stats`)).json()).toEqual({
      detail: 'Company not found',
      code: 'not_found',
    });
  });
});

describe('POST and PUT /products/{id}/review', () => {
  it('approves: the counters move, the product leaves the queue, the reviewer is the signed-in user', async () => {
    const before = await stats();
    const [id] = await productsWithStatus(test, ACME.id, 'pending', 1, 3);
    const version = await versionOf(test, id!);
    const res = await review(id!, {
      review_status: 'approved',
      review_notes: ' Looks right ',
      user_id: '00000000-0000-0000-0000-000000000001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = ReviewSubmitResponse.parse(res.json());
    expect(body).toMatchObject({
      changes_applied: 0,
      product: {
        id,
        review_status: 'approved',
        review_notes: 'Looks right',
        reviewed_by_user_id: demoUserId(TOM),
        version: version + 1,
      },
    });
    expect(Date.now() - Date.parse(body.product.reviewed_at!)).toBeLessThan(60_000);
    expect(await stats()).toEqual({
      ...before,
      total_pending: before.total_pending - 1,
      total_approved: before.total_approved + 1,
    });
    expect((await queue('?limit=100')).products.some((p) => p.id === id)).toBe(false);
    const [entry] = await test.sql(
      sql`select * from review_history where enhanced_product_id = ${id!} order by created_at desc limit 1`,
    );
    expect(entry).toMatchObject({
      previous_status: 'pending',
      review_status: 'approved',
      review_notes: 'Looks right',
      reviewer_user_id: demoUserId(TOM),
    });
  });

  it('rejects with the API reference spelling, and PUT changes a decision', async () => {
    const before = await stats(ALICE);
    const [id] = await productsWithStatus(test, ACME.id, 'pending', 1, 4);
    const rejected = await review(id!, { review_status: 'reject' }, ALICE);
    expect(rejected.json().product).toMatchObject({
      review_status: 'rejected',
      reviewed_by_user_id: demoUserId(ALICE),
    });
    expect(await stats(ALICE)).toMatchObject({
      total_pending: before.total_pending - 1,
      total_rejected: before.total_rejected + 1,
    });
    const changed = await review(id!, { review_status: 'approved' }, ALICE, 'PUT');
    expect(changed.json().product.review_status).toBe('approved');
    expect(await stats(ALICE)).toMatchObject({
      total_rejected: before.total_rejected,
      total_approved: before.total_approved + 1,
    });
    const entries = await test.sql<{ previous_status: string; review_status: string }>(
      sql`select previous_status, review_status from review_history where enhanced_product_id = ${id!} order by created_at`,
    );
    expect(entries).toEqual([
      { previous_status: 'pending', review_status: 'rejected' },
      { previous_status: 'rejected', review_status: 'approved' },
    ]);
  });

  it('applies field_changes with the decision in one transaction, each audited with the reviewer', async () => {
    const [id] = await productsByField(test, ACME.id, F('material'), true, 1, 20);
    const res = await review(id!, {
      review_status: 'approved',
      field_changes: {
        [F('material')]: 'Titanium',
        [F('clean_name')]: 'Reviewed Product Name',
        [F('keywords')]: ['a', ' a ', 'b'],
        [F('dimensions')]: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.product).toMatchObject({ clean_name: 'Reviewed Product Name', review_status: 'approved' });
    const history = await historyRows(test, id!);
    const written = history.filter((h) => h.user_id === demoUserId(TOM));
    expect(body.changes_applied).toBe(written.length);
    expect(written.map((h) => h.field_definition_id)).toEqual(
      expect.arrayContaining([F('material'), F('clean_name'), F('keywords')]),
    );
    expect(written.find((h) => h.field_definition_id === F('keywords'))!.new_value).toEqual(['a', 'b']);
  });

  it('refuses a bad field change without saving the decision or any change', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'pending', 1, 30);
    const version = await versionOf(test, id!);
    const history = (await historyRows(test, id!)).length;
    const res = await review(id!, {
      review_status: 'approved',
      field_changes: { [F('material')]: 'Oak', [F('weight_lbs')]: 'heavy' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: "Value for 'Weight (lbs)' must be a number", code: 'validation_error' });
    const unknown = await review(id!, {
      review_status: 'approved',
      field_changes: { '00000000-0000-0000-0000-0000000000ab': 'x' },
    });
    expect(unknown.json()).toEqual({ detail: 'Field not found', code: 'not_found' });
    const [row] = await test.sql<{ review_status: string }>(
      sql`select review_status from enhanced_products where id = ${id!}`,
    );
    expect(row!.review_status).toBe('pending');
    expect(await versionOf(test, id!)).toBe(version);
    expect((await historyRows(test, id!)).length).toBe(history);
  });

  it('validates the body and refuses unknown or foreign products', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'pending', 1, 31);
    const bad = await review(id!, { review_status: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'review_status']);
    expect((await review('00000000-0000-0000-0000-0000000000cd', { review_status: 'approved' })).json()).toEqual({
      detail: 'Product not found',
      code: 'not_found',
    });
    const [foreign] = await productsWithStatus(test, NORTHWIND.id, 'pending');
    expect((await review(foreign!, { review_status: 'approved' })).statusCode).toBe(404);
    const viaForeignCompany = await test.call(TOM, 'POST', `/companies/${NORTHWIND.id}/products/${foreign!}/review`, {
      review_status: 'approved',
    });
    expect(viaForeignCompany.json()).toEqual({ detail: 'Company not found', code: 'not_found' });
    // The super-admin may review for any company; the decision records the super-admin.
    const bySuper = await test.call(SUPER, 'POST', `/companies/${NORTHWIND.id}/products/${foreign!}/review`, {
      review_status: 'skip',
    });
    expect(bySuper.json().product).toMatchObject({ review_status: 'skipped', reviewed_by_user_id: demoUserId(SUPER) });
  });
});
