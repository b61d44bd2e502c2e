// Concurrent saves on one product never lose an edit silently (issue #4): optimistic expected_version with
// 409 conflict, and without a version a row lock that serialises writers, every write in the history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CONFLICT } from './productLock';
import {
  ACME,
  ALICE,
  demoFieldId,
  demoUserId,
  historyRows,
  productsByField,
  startFeatureTest,
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
const base = (productId: string) => `/companies/${ACME.id}/products/${productId}`;
const put = (productId: string, field: string, body: object, email = TOM) =>
  test.call(email, 'PUT', `${base(productId)}/fields/${F(field)}`, body);

describe('optimistic concurrency with expected_version', () => {
  it('two saves with the same version: one succeeds, the other answers 409 and writes nothing', async () => {
    const [id] = await productsByField(test, ACME.id, F('material'), true, 1, 30);
    const version = (await test.call(TOM, 'GET', base(id!))).json().product.version as number;
    expect(version).toBe(await versionOf(test, id!));
    const history = (await historyRows(test, id!)).length;
    const [first, second] = await Promise.all([
      put(id!, 'material', { value: 'Oak', expected_version: version }, TOM),
      put(id!, 'brand', { value: 'Other Brand', expected_version: version }, ALICE),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const conflict = first.statusCode === 409 ? first : second;
    expect(conflict.json()).toEqual({ detail: PRODUCT_CONFLICT, code: 'conflict', current_version: version + 1 });
    expect(PRODUCT_CONFLICT).toBe('This product was changed by someone else. Reload it and apply your change again.');
    expect((await historyRows(test, id!)).length).toBe(history + 1);
    expect(await versionOf(test, id!)).toBe(version + 1);
  });

  it('a chain of saves passing each answered version along succeeds; a stale one is refused on every write call', async () => {
    const [id] = await productsByField(test, ACME.id, F('keywords'), true, 1, 31);
    let version = await versionOf(test, id!);
    const stale = version;
    version = (await put(id!, 'material', { value: 'Maple', expected_version: version })).json().version;
    const bulk = await test.call(TOM, 'POST', `${base(id!)}/bulk-update-fields`, {
      field_updates: { [F('keywords')]: ['x'] },
      expected_version: version,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    version = bulk.json().version;
    const removed = await test.call(TOM, 'DELETE', `${base(id!)}/fields/${F('material')}?expected_version=${version}`);
    expect(removed.statusCode, removed.body).toBe(200);
    version = removed.json().version;
    expect(version).toBe(stale + 3);

    const refusals = [
      await put(id!, 'material', { value: 'Pine', expected_version: stale }),
      await test.call(TOM, 'POST', `${base(id!)}/fields`, {
        field_definition_id: F('material'),
        value: 'Pine',
        expected_version: stale,
      }),
      await test.call(TOM, 'POST', `${base(id!)}/bulk-update-fields`, {
        field_updates: { [F('keywords')]: ['y'] },
        expected_version: stale,
      }),
      await test.call(TOM, 'DELETE', `${base(id!)}/fields/${F('keywords')}?expected_version=${stale}`),
      await test.call(TOM, 'POST', `${base(id!)}/review`, { review_status: 'approved', expected_version: stale }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(await versionOf(test, id!)).toBe(version);
    const review = await test.call(TOM, 'POST', `${base(id!)}/review`, {
      review_status: 'approved',
      expected_version: version,
    });
    expect(review.json().product.version).toBe(version + 1);
  });
});

describe('without a version: writers are serialised by the row lock', () => {
  it('parallel saves of one field are all applied in turn and recorded in history in order', async () => {
    const [id] = await productsByField(test, ACME.id, F('material'), true, 1, 32);
    const version = await versionOf(test, id!);
    const before = (await historyRows(test, id!)).length;
    const values = ['Walnut', 'Cherry', 'Birch', 'Ash', 'Elm', 'Teak'];
    const answers = await Promise.all(
      values.map((value, i) => put(id!, 'material', { value }, i % 2 === 0 ? TOM : ALICE)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(values.map(() => 200));
    const written = (await historyRows(test, id!)).slice(before);
    expect(written).toHaveLength(values.length);
    // Each entry starts from the value the previous one wrote: no write was lost or interleaved.
    for (let i = 1; i < written.length; i++) expect(written[i]!.previous_value).toEqual(written[i - 1]!.new_value);
    expect(new Set(written.map((h) => h.new_value))).toEqual(new Set(values));
    expect(new Set(written.map((h) => h.user_id))).toEqual(new Set([demoUserId(TOM), demoUserId(ALICE)]));
    expect(await versionOf(test, id!)).toBe(version + values.length);
    const current = (await test.call(TOM, 'GET', base(id!)))
      .json()
      .product.fields.find((f: { field_name: string }) => f.field_name === 'material');
    expect(current.value_text).toBe(written.at(-1)!.new_value);
  });

  it('parallel bulk updates of different fields both land', async () => {
    const [id] = await productsByField(test, ACME.id, F('keywords'), true, 1, 33);
    const [a, b] = await Promise.all([
      test.call(TOM, 'POST', `${base(id!)}/bulk-update-fields`, { field_updates: { [F('keywords')]: ['k1', 'k2'] } }),
      test.call(ALICE, 'POST', `${base(id!)}/bulk-update-fields`, { field_updates: { [F('features')]: ['f1'] } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const fields = new Map(
      (
        (await test.call(TOM, 'GET', base(id!))).json().product.fields as { field_name: string; value_text: string }[]
      ).map((f) => [f.field_name, f]),
    );
    expect(JSON.parse(fields.get('keywords')!.value_text)).toEqual(['k1', 'k2']);
    expect(JSON.parse(fields.get('features')!.value_text)).toEqual(['f1']);
  });
});
