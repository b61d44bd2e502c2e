// PUT and DELETE /products/{id} (issue #5, spec part 1 §2 'Product detail dialog', §7).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductResponse } from '@curate/core/contract';
import {
  ACME,
  ALICE,
  demoFieldId,
  demoUserId,
  historyRows,
  NINA,
  NORTHWIND,
  productsWithStatus,
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
const put = (id: string, body: unknown, email = TOM, company = ACME.id) =>
  test.call(email, 'PUT', `/companies/${company}/products/${id}`, body);

describe('PUT /products/{id}', () => {
  it('edits texts, notes and custom fields by name in one audited change, bumping the version once', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'approved', 1, 2);
    const version = await versionOf(test, id!);
    const before = (await historyRows(test, id!)).length;
    const res = await put(id!, {
      clean_name: 'Renamed Product',
      short_description: 'New short text',
      review_notes: 'Checked by hand',
      custom_fields: { material: 'Walnut', weight_lbs: '4.5', keywords: ['one', 'two'], is_hazardous: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { product } = ProductResponse.parse(res.json());
    expect(product).toMatchObject({
      id,
      clean_name: 'Renamed Product',
      name: 'Renamed Product',
      short_description: 'New short text',
      review_notes: 'Checked by hand',
      version: version + 1,
    });
    expect(product.custom_fields).toMatchObject({
      material: 'Walnut',
      weight_lbs: 4.5,
      keywords: ['one', 'two'],
      is_hazardous: false,
    });
    const entries = (await historyRows(test, id!)).slice(before);
    expect(entries.every((e) => e.user_id === demoUserId(TOM))).toBe(true);
    expect(entries.map((e) => e.field_definition_id)).toEqual(
      expect.arrayContaining([F('clean_name'), F('short_description'), F('material'), F('weight_lbs'), F('keywords')]),
    );
    expect(entries.find((e) => e.field_definition_id === F('material'))!.new_value).toBe('Walnut');
    const [stored] = await test.sql<{ value_number: number }>(
      sql`select value_number from product_field_values where enhanced_product_id = ${id!} and field_definition_id = ${F('weight_lbs')}`,
    );
    expect(Number(stored!.value_number)).toBe(4.5);
  });

  it('removes a custom field with null and changes nothing (same version) when nothing differs', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'approved', 1, 3);
    expect((await put(id!, { custom_fields: { material: 'Cedar' } })).statusCode).toBe(200);
    const removed = await put(id!, { custom_fields: { material: null } });
    expect(removed.json().product.custom_fields.material).toBeUndefined();
    expect((await historyRows(test, id!)).at(-1)).toMatchObject({
      change_type: 'field_removed',
      field_definition_id: F('material'),
    });
    const version = await versionOf(test, id!);
    const same = await put(id!, { custom_fields: { material: null } });
    expect(same.json().product.version).toBe(version);
  });

  it('refuses unknown fields, bad values and empty bodies with 422 without writing anything', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'approved', 1, 4);
    const version = await versionOf(test, id!);
    const unknown = await put(id!, { clean_name: 'Would change', custom_fields: { flavour: 'vanilla' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ detail: "Unknown field 'flavour'", code: 'validation_error' });
    const bad = await put(id!, { custom_fields: { weight_lbs: 'heavy' } });
    expect(bad.json()).toEqual({ detail: "Value for 'Weight (lbs)' must be a number", code: 'validation_error' });
    expect((await put(id!, {})).statusCode).toBe(422);
    expect((await put(id!, { custom_fields: { clean_name: null } })).json()).toEqual({
      detail: "'clean_name' is edited with its own key, not in custom_fields",
      code: 'validation_error',
    });
    expect((await put(id!, { product_id: 'X' })).statusCode).toBe(422);
    expect(await versionOf(test, id!)).toBe(version);
  });

  it('answers 409 when expected_version is stale, so a concurrent edit is never overwritten silently', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'approved', 1, 3);
    const version = await versionOf(test, id!);
    expect((await put(id!, { clean_name: 'First writer', expected_version: version })).statusCode).toBe(200);
    const stale = await put(id!, { clean_name: 'Second writer', expected_version: version });
    expect(stale.statusCode).toBe(409);
    expect(await versionOf(test, id!)).toBe(version + 1);
    expect((await put(id!, { expected_version: version + 1 })).statusCode).toBe(422);
  });

  it("answers 404 for another company's product", async () => {
    const [foreign] = await productsWithStatus(test, NORTHWIND.id, 'approved');
    expect((await put(foreign!, { clean_name: 'Hijack' })).json()).toEqual({
      detail: 'Product not found',
      code: 'not_found',
    });
    expect((await put(foreign!, { clean_name: 'Hijack' }, TOM, NORTHWIND.id)).statusCode).toBe(404);
  });
});

describe('DELETE /products/{id}', () => {
  it('lets a tenant-admin delete (values and history go too); a tenant-user gets 403', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'rejected', 1, 5);
    const byUser = await test.call(TOM, 'DELETE', `/companies/${ACME.id}/products/${id!}`);
    expect(byUser.statusCode).toBe(403);
    const res = await test.call(ALICE, 'DELETE', `/companies/${ACME.id}/products/${id!}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await test.sql(sql`select id from enhanced_products where id = ${id!}`)).toHaveLength(0);
    expect(await test.sql(sql`select id from product_field_values where enhanced_product_id = ${id!}`)).toHaveLength(0);
    expect((await test.call(ALICE, 'GET', `/companies/${ACME.id}/products/${id!}`)).statusCode).toBe(404);
    expect((await test.call(ALICE, 'DELETE', `/companies/${ACME.id}/products/${id!}`)).json()).toEqual({
      detail: 'Product not found',
      code: 'not_found',
    });
  });

  it("never deletes another company's product", async () => {
    const [foreign] = await productsWithStatus(test, NORTHWIND.id, 'rejected');
    expect((await test.call(ALICE, 'DELETE', `/companies/${ACME.id}/products/${foreign!}`)).statusCode).toBe(404);
    expect((await test.call(ALICE, 'DELETE', `/companies/${NORTHWIND.id}/products/${foreign!}`)).statusCode).toBe(404);
    expect(await test.sql(sql`select id from enhanced_products where id = ${foreign!}`)).toHaveLength(1);
    expect((await test.call(NINA, 'GET', `/companies/${NORTHWIND.id}/products/${foreign!}`)).statusCode).toBe(200);
  });
});
