// Audit history and revert round trips (spec part 1 §2 'Audit History', §7; issue #4, #5).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryResponse } from '@curate/core/contract';
import { ALREADY_REVERTED, FIELD_GONE, HISTORY_NOT_FOUND } from './history';
import {
  ACME,
  ALICE,
  demoFieldId,
  demoUserId,
  historyRows,
  NORTHWIND,
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
const history = async (path: string, email = TOM) => {
  const res = await test.call(email, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return HistoryResponse.parse(res.json()).history;
};
const fieldValue = async (productId: string, fieldName: string) => {
  const res = await test.call(TOM, 'GET', base(productId));
  return (
    res.json().product.fields as { field_name: string; value_text: string | null; value_number: number | null }[]
  ).find((f) => f.field_name === fieldName);
};
const revert = (productId: string, historyId: string, email = TOM) =>
  test.call(email, 'POST', `${base(productId)}/history/${historyId}/revert`);

describe('GET history', () => {
  it("lists a product's entries newest first, and one field's entries", async () => {
    const [id] = await productsByField(test, ACME.id, F('material'), true, 1, 11);
    await test.call(TOM, 'PUT', `${base(id!)}/fields/${F('material')}`, { value: 'Granite' });
    await test.call(ALICE, 'PUT', `${base(id!)}/fields/${F('brand')}`, { value: 'Stonecraft' });
    const all = await history(`${base(id!)}/history`);
    expect(all[0]).toMatchObject({
      field_name: 'brand',
      new_value: 'Stonecraft',
      username: 'alice.admin',
      user_full_name: 'Alice Anderson',
    });
    expect(all[1]).toMatchObject({
      field_name: 'material',
      new_value: 'Granite',
      username: 'tom.user',
      change_type: 'field_update',
    });
    expect(all[1]!.old_value).toEqual(all[1]!.previous_value);
    const ofMaterial = await history(`${base(id!)}/fields/${F('material')}/history`);
    expect(ofMaterial.every((h) => h.field_definition_id === F('material'))).toBe(true);
    expect(ofMaterial[0]!.new_value).toBe('Granite');
  });

  it("answers 404 for an unknown product, an unknown field and another company's product", async () => {
    const [id] = await productsByField(test, ACME.id, F('material'), true, 1, 12);
    expect((await test.call(TOM, 'GET', `${base('00000000-0000-0000-0000-0000000000a1')}/history`)).json().detail).toBe(
      'Product not found',
    );
    expect(
      (await test.call(TOM, 'GET', `${base(id!)}/fields/00000000-0000-0000-0000-0000000000a2/history`)).json(),
    ).toEqual({
      detail: 'Field not found',
      code: 'not_found',
    });
    const [foreign] = await test.sql<{ id: string }>(
      sql`select id from enhanced_products where company_id = ${NORTHWIND.id} limit 1`,
    );
    expect((await test.call(TOM, 'GET', `${base(foreign!.id)}/history`)).statusCode).toBe(404);
  });
});

describe('POST history/{historyId}/revert', () => {
  it('restores the previous value as a new audited change and marks the original reverted', async () => {
    const [id] = await productsByField(test, ACME.id, F('weight_lbs'), true, 1, 13);
    const original = (await fieldValue(id!, 'weight_lbs'))!.value_number;
    const edit = (await test.call(TOM, 'PUT', `${base(id!)}/fields/${F('weight_lbs')}`, { value: 321 })).json();
    expect((await fieldValue(id!, 'weight_lbs'))!.value_number).toBe(321);
    const version = await versionOf(test, id!);

    const res = await revert(id!, edit.edit_history_id, ALICE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, history_id: expect.any(String), version: version + 1 });
    expect((await fieldValue(id!, 'weight_lbs'))!.value_number).toBe(original);

    const rows = await historyRows(test, id!);
    expect(rows.find((h) => h.id === edit.edit_history_id)).toMatchObject({ is_reverted: true });
    expect(rows.at(-1)).toMatchObject({
      id: res.json().history_id,
      change_type: 'revert',
      previous_value: 321,
      new_value: original,
      user_id: demoUserId(ALICE),
      is_reverted: false,
    });
    const [marked] = await test.sql<{ reverted_by_history_id: string }>(
      sql`select reverted_by_history_id from field_edit_history where id = ${edit.edit_history_id}`,
    );
    expect(marked!.reverted_by_history_id).toBe(res.json().history_id);
    const listed = await history(`${base(id!)}/history`);
    expect(listed[0]).toMatchObject({
      change_type: 'revert',
      change_summary: `Reverted Weight (lbs) to "${original}"`,
    });
    expect(listed.find((h) => h.id === edit.edit_history_id)!.is_reverted).toBe(true);

    // Twice: refused, nothing written.
    const again = await revert(id!, edit.edit_history_id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ALREADY_REVERTED, code: 'conflict' });
    expect((await historyRows(test, id!)).length).toBe(rows.length);
  });

  it('reverts an added field by removing it, and a removal by restoring the value', async () => {
    const [id] = await productsByField(test, ACME.id, F('manufacturer'), false, 1, 14);
    const added = (
      await test.call(TOM, 'POST', `${base(id!)}/fields`, { field_definition_id: F('manufacturer'), value: 'Temp Co' })
    ).json();
    expect((await revert(id!, added.edit_history_id)).statusCode).toBe(200);
    expect(await fieldValue(id!, 'manufacturer')).toBeUndefined();

    const [withMaterial] = await productsByField(test, ACME.id, F('material'), true, 1, 15);
    const before = (await fieldValue(withMaterial!, 'material'))!.value_text;
    const removed = (await test.call(TOM, 'DELETE', `${base(withMaterial!)}/fields/${F('material')}`)).json();
    expect(await fieldValue(withMaterial!, 'material')).toBeUndefined();
    expect((await revert(withMaterial!, removed.edit_history_id)).statusCode).toBe(200);
    expect((await fieldValue(withMaterial!, 'material'))!.value_text).toBe(before);
  });

  it('reverts a core field on the product column, and a revert can itself be reverted (redo)', async () => {
    const [id] = await productsByField(test, ACME.id, F('brand'), true, 1, 16);
    const [row] = await test.sql<{ clean_name: string }>(
      sql`select clean_name from enhanced_products where id = ${id!}`,
    );
    const edit = (await test.call(TOM, 'PUT', `${base(id!)}/fields/${F('clean_name')}`, { value: 'Renamed' })).json();
    const undo = (await revert(id!, edit.edit_history_id)).json();
    const read = async () =>
      (await test.sql<{ clean_name: string }>(sql`select clean_name from enhanced_products where id = ${id!}`))[0]!
        .clean_name;
    expect(await read()).toBe(row!.clean_name);
    expect((await revert(id!, undo.history_id)).statusCode).toBe(200);
    expect(await read()).toBe('Renamed');
  });

  it("drops 'Manual Override' after a revert to the model's value, keeps it after a revert to a person's", async () => {
    const byOf = async (productId: string, fieldName: string) => {
      const res = await test.call(TOM, 'GET', base(productId));
      return (res.json().product.fields as { field_name: string; updated_by_type: string }[]).find(
        (f) => f.field_name === fieldName,
      )?.updated_by_type;
    };
    // A custom field: edited twice; undoing the second restores a person's value, undoing the first the model's.
    const [id] = await productsByField(test, ACME.id, F('material'), true, 1, 18);
    expect(await byOf(id!, 'material')).toBe('ai');
    const first = (await test.call(TOM, 'PUT', `${base(id!)}/fields/${F('material')}`, { value: 'Oak' })).json();
    const second = (await test.call(TOM, 'PUT', `${base(id!)}/fields/${F('material')}`, { value: 'Ash' })).json();
    expect((await revert(id!, second.edit_history_id)).statusCode).toBe(200);
    expect(await byOf(id!, 'material')).toBe('user');
    expect((await revert(id!, first.edit_history_id)).statusCode).toBe(200);
    expect(await byOf(id!, 'material')).toBe('ai');
    // A core field (its owner read from its latest entry), and the revert entry still names who reverted.
    const edit = (await test.call(TOM, 'PUT', `${base(id!)}/fields/${F('clean_name')}`, { value: 'Renamed' })).json();
    expect(await byOf(id!, 'clean_name')).toBe('user');
    const undo = (await revert(id!, edit.edit_history_id, ALICE)).json();
    expect(await byOf(id!, 'clean_name')).toBe('ai');
    const rows = await historyRows(test, id!);
    expect(rows.find((h) => h.id === undo.history_id)).toMatchObject({ user_id: demoUserId(ALICE) });
  });

  it("answers 404 for an entry of another product, and 409 when the entry's field is gone", async () => {
    const [a, b] = await productsByField(test, ACME.id, F('material'), true, 2, 17);
    const edit = (await test.call(TOM, 'PUT', `${base(a!)}/fields/${F('material')}`, { value: 'Cork' })).json();
    const wrong = await revert(b!, edit.edit_history_id);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ detail: HISTORY_NOT_FOUND, code: 'not_found' });
    expect((await revert(a!, '00000000-0000-0000-0000-0000000000b1')).json().detail).toBe(HISTORY_NOT_FOUND);

    const [orphan] = await test.sql<{ id: string }>(
      sql`insert into field_edit_history (company_id, enhanced_product_id, field_definition_id, field_name, change_type, previous_value, new_value)
          values (${ACME.id}, ${a!}, null, 'deleted_field', 'field_update', '"old"'::jsonb, '"new"'::jsonb) returning id`,
    );
    const gone = await revert(a!, orphan!.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().detail).toBe(FIELD_GONE);
  });
});
