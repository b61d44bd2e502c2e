// Catalogue listing with real tokens of the demo roles (issue #5, spec part 1 §2 'Catalogue screen', §5, §7).
// Expected sets come from SQL over product_field_values, so they also check the custom_fields document.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFilterPairs, ProductListResponse, type ProductFilter } from '@curate/core/contract';
import {
  ACME,
  demoFieldId,
  NINA,
  NORTHWIND,
  productsWithStatus,
  startFeatureTest,
  SUPER,
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

const F = (name: string) => demoFieldId(ACME.code, name);
const url = (query: Record<string, string | number>, filters: ProductFilter[] = []) =>
  `/companies/${ACME.id}/products?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), ...buildFilterPairs(filters) })}`;
const list = async (query: Record<string, string | number> = {}, filters: ProductFilter[] = [], email = TOM) => {
  const res = await test.call(email, 'GET', url(query, filters));
  expect(res.statusCode, res.body).toBe(200);
  return ProductListResponse.parse(res.json());
};
/** Ids of every product matching, across pages. */
const allIds = async (query: Record<string, string | number>, filters: ProductFilter[] = []) =>
  new Set((await list({ ...query, limit: 1000 }, filters)).products.map((p) => p.id));
const idsWhere = async (condition: ReturnType<typeof sql>) =>
  new Set(
    (
      await test.sql<{ id: string }>(
        sql`select p.id from enhanced_products p where p.company_id = ${ACME.id} and ${condition}`,
      )
    ).map((r) => r.id),
  );
const valueWhere = (field: string, condition: ReturnType<typeof sql>) =>
  sql`exists (select 1 from product_field_values v where v.enhanced_product_id = p.id and v.field_definition_id = ${F(field)} and ${condition})`;

describe('GET /products: paging, sorting, shape', () => {
  it('answers a page with total, limit, offset and has_more, newest update first by default', async () => {
    const page = await list({ limit: 20 });
    expect(page).toMatchObject({ total: 200, limit: 20, offset: 0, has_more: true });
    expect(page.products).toHaveLength(20);
    const times = page.products.map((p) => p.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.products[0]!.custom_fields).toBeUndefined();
    const last = await list({ limit: 20, offset: 190 });
    expect(last).toMatchObject({ total: 200, has_more: false });
    expect(last.products).toHaveLength(10);
    const pages = await Promise.all(
      [0, 50, 100, 150].map((offset) => list({ limit: 50, offset, sort_by: 'product_id' })),
    );
    expect(new Set(pages.flatMap((p) => p.products.map((x) => x.id))).size).toBe(200);
    expect((await list({ offset: 500 })).products).toHaveLength(0);
  });

  it('sorts by created_at and updated_at (newest first), product_id (A-Z) and quality score (best first)', async () => {
    const byCreated = (await list({ sort_by: 'created_at', limit: 200 })).products.map((p) => p.created_at);
    expect(byCreated).toEqual([...byCreated].sort().reverse());
    const byId = (await list({ sort_by: 'product_id', limit: 200 })).products.map((p) => p.product_id);
    const [expected] = await test.sql<{ ids: string[] }>(
      sql`select array_agg(product_id order by product_id) as ids from enhanced_products where company_id = ${ACME.id}`,
    );
    expect(byId).toEqual(expected!.ids);
    const scores = (await list({ sort_by: 'quality_confidence_score', limit: 200 })).products.map(
      (p) => p.quality_confidence_score ?? -1,
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await test.call(TOM, 'GET', url({ sort_by: 'name' }))).statusCode).toBe(422);
  });

  it("adds each product's custom fields by field name on include_custom_fields=true", async () => {
    const [id] = (
      await test.sql<{ id: string }>(
        sql`select p.id from enhanced_products p where p.company_id = ${ACME.id} and ${valueWhere('features', sql`true`)} and ${valueWhere('weight_lbs', sql`true`)} order by p.product_id limit 1`,
      )
    ).map((r) => r.id);
    const page = await list({ include_custom_fields: 'true', limit: 200 });
    const product = page.products.find((p) => p.id === id)!;
    const [values] = await test.sql<{ features: string; weight: number }>(
      sql`select (select value_text from product_field_values where enhanced_product_id = ${id!} and field_definition_id = ${F('features')}) as features,
                 (select value_number from product_field_values where enhanced_product_id = ${id!} and field_definition_id = ${F('weight_lbs')}) as weight`,
    );
    expect(product.custom_fields).toMatchObject({
      features: JSON.parse(values!.features),
      weight_lbs: Number(values!.weight),
    });
    expect(product.key_custom_fields).toEqual({
      clean_name: product.name,
      short_description: product.short_description,
    });
  });
});

describe('GET /products: search, status and score', () => {
  it('searches name, short and long description, product id and customer product id, case-insensitively', async () => {
    const ids = await productsWithStatus(test, ACME.id, 'approved', 5);
    await test.sql(sql`update enhanced_products set clean_name = 'Zebrawood Mallet' where id = ${ids[0]!}`);
    await test.sql(
      sql`update enhanced_products set short_description = 'Made with QUOKKA fibre' where id = ${ids[1]!}`,
    );
    await test.sql(
      sql`update enhanced_products set long_description = 'Line one.' || chr(10) || 'Contains 100%_pure wombat oil' where id = ${ids[2]!}`,
    );
    await test.sql(sql`update enhanced_products set product_id = 'SKU-XY-99871' where id = ${ids[3]!}`);
    await test.sql(sql`update enhanced_products set customer_product_id = 'CUST-PLATYPUS-1' where id = ${ids[4]!}`);
    expect(await allIds({ search_text: 'zebraWOOD' })).toEqual(new Set([ids[0]]));
    expect(await allIds({ search_text: 'quokka' })).toEqual(new Set([ids[1]]));
    expect(await allIds({ search_text: '100%_pure' })).toEqual(new Set([ids[2]]));
    expect(await allIds({ search_text: 'xy-9987' })).toEqual(new Set([ids[3]]));
    expect(await allIds({ search_text: 'cust-platypus' })).toEqual(new Set([ids[4]]));
    // LIKE wildcards in the search are literal characters.
    expect((await list({ search_text: '%' })).total).toBe((await idsWhere(sql`p.search_text like '%\\%%'`)).size);
    expect((await list({ search_text: '   ' })).total).toBe(200);
  });

  it('filters by review status and quality score bounds', async () => {
    expect((await list({ review_status: 'approved' })).total).toBe(60);
    expect((await list({ review_status: '' })).total).toBe(200);
    const scored = await allIds({ min_quality_score: 6, max_quality_score: 8 });
    expect(scored).toEqual(await idsWhere(sql`p.quality_confidence_score between 6 and 8`));
    expect((await test.call(TOM, 'GET', url({ review_status: 'done' }))).statusCode).toBe(422);
  });
});

describe('GET /products: custom-field filters (filter_field_n / filter_value_n)', () => {
  it('matches select fields exactly and text fields by case-insensitive contains', async () => {
    expect(await allIds({}, [{ field: 'color', value: 'Red' }])).toEqual(
      await idsWhere(valueWhere('color', sql`v.value_text = 'Red'`)),
    );
    expect(await allIds({}, [{ field: 'color', value: 'Re' }])).toEqual(new Set());
    const steel = await allIds({}, [{ field: 'material', value: 'STEEL' }]);
    expect(steel.size).toBeGreaterThan(0);
    expect(steel).toEqual(await idsWhere(valueWhere('material', sql`v.value_text ilike '%steel%'`)));
    expect(await allIds({}, [{ field: 'clean_name', value: 'drill' }])).toEqual(
      await idsWhere(sql`p.clean_name ilike '%drill%'`),
    );
  });

  it('matches numbers exactly or by range, negative and decimal values included (spec part 1 §5)', async () => {
    const ids = await productsWithStatus(test, ACME.id, 'rejected', 3);
    const weights = [-2.5, -1, 0.25];
    for (const [n, id] of ids.entries()) {
      await test.sql(sql`insert into product_field_values (company_id, enhanced_product_id, field_definition_id, value_number)
        values (${ACME.id}, ${id}, ${F('weight_lbs')}, ${weights[n]!}) on conflict (enhanced_product_id, field_definition_id) do update set value_number = excluded.value_number`);
    }
    expect(await allIds({}, [{ field: 'weight_lbs', value: '-2.5' }])).toEqual(new Set([ids[0]]));
    expect(await allIds({}, [{ field: 'weight_lbs', value: '-3--1' }])).toEqual(new Set([ids[0], ids[1]]));
    const middle = await allIds({}, [{ field: 'weight_lbs', value: '-1-0.25' }]);
    expect(middle).toEqual(await idsWhere(valueWhere('weight_lbs', sql`v.value_number between -1 and 0.25`)));
    expect(middle.has(ids[1]!) && middle.has(ids[2]!) && !middle.has(ids[0]!)).toBe(true);
    expect(await allIds({}, [{ field: 'weight_lbs', value: '2-5' }])).toEqual(
      await idsWhere(valueWhere('weight_lbs', sql`v.value_number between 2 and 5`)),
    );
    expect(await allIds({}, [{ field: 'weight_lbs', value: ' 2 - 5 ' }])).toEqual(
      await idsWhere(valueWhere('weight_lbs', sql`v.value_number between 2 and 5`)),
    );
    expect(await allIds({}, [{ field: 'warranty_months', value: '36' }])).toEqual(
      await idsWhere(valueWhere('warranty_months', sql`v.value_number = 36`)),
    );
    // The contract's readNumberFilter, as in the Add Filter dialog: a reversed range is refused.
    const reversed = await test.call(TOM, 'GET', url({}, [{ field: 'weight_lbs', value: '5-2' }]));
    expect(reversed.json()).toEqual({
      detail: "Filter value '5-2' for 'Weight (lbs)' is a range whose start is above its end",
      code: 'validation_error',
    });
  });

  it('matches a multi-value number field when any of its values is the number or in the range', async () => {
    const [def] = await test.sql<{
      id: string;
    }>(sql`insert into field_definitions (company_id, field_name, display_name, field_type, data_type, is_multiple)
      values (${ACME.id}, 'voltages', 'Voltages', 'number', 'number', true) returning id`);
    const ids = await productsWithStatus(test, ACME.id, 'skipped', 2);
    const lists = ['["12","18"]', '["40", "n/a"]'];
    for (const [n, id] of ids.entries()) {
      await test.sql(
        sql`insert into product_field_values (company_id, enhanced_product_id, field_definition_id, value_text) values (${ACME.id}, ${id}, ${def!.id}, ${lists[n]!})`,
      );
    }
    expect(await allIds({}, [{ field: 'voltages', value: '18' }])).toEqual(new Set([ids[0]]));
    expect(await allIds({}, [{ field: 'voltages', value: '15-20' }])).toEqual(new Set([ids[0]]));
    expect(await allIds({}, [{ field: 'voltages', value: '10-50' }])).toEqual(new Set(ids));
    expect(await allIds({}, [{ field: 'voltages', value: '13-17' }])).toEqual(new Set());
  });

  it('matches booleans by true/false/yes/no and multi-value fields by any one value', async () => {
    const hazardous = await idsWhere(valueWhere('is_hazardous', sql`v.value_boolean`));
    expect(hazardous.size).toBeGreaterThan(0);
    expect(await allIds({}, [{ field: 'is_hazardous', value: 'Yes' }])).toEqual(hazardous);
    expect(await allIds({}, [{ field: 'is_hazardous', value: 'true' }])).toEqual(hazardous);
    expect(await allIds({}, [{ field: 'is_hazardous', value: 'no' }])).toEqual(
      await idsWhere(valueWhere('is_hazardous', sql`not v.value_boolean`)),
    );
    const drills = await allIds({}, [{ field: 'keywords', value: 'drill' }]);
    expect(drills.size).toBeGreaterThan(0);
    expect(drills).toEqual(await idsWhere(valueWhere('keywords', sql`v.value_text::jsonb ? 'drill'`)));
  });

  it('combines filters with search, status and sort', async () => {
    const query = { search_text: 'drill', review_status: 'pending', sort_by: 'product_id' };
    const filters = [
      { field: 'is_hazardous', value: 'yes' },
      { field: 'weight_lbs', value: '0-100' },
    ];
    const page = await list({ ...query, limit: 1000 }, filters);
    const expected = await idsWhere(
      sql`p.search_text like '%drill%' and p.review_status = 'pending' and ${valueWhere('is_hazardous', sql`v.value_boolean`)} and ${valueWhere('weight_lbs', sql`v.value_number between 0 and 100`)}`,
    );
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(page.products.map((p) => p.id))).toEqual(expected);
    expect(page.total).toBe(expected.size);
    const productIds = page.products.map((p) => p.product_id);
    expect(productIds).toEqual([...productIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('follows field edits made through the API at once (the document is kept in the same transaction)', async () => {
    const [id] = await productsWithStatus(test, ACME.id, 'skipped', 1);
    const put = await test.call(TOM, 'PUT', `/companies/${ACME.id}/products/${id!}/fields/${F('material')}`, {
      value: 'Moonstone',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await allIds({}, [{ field: 'material', value: 'moonstone' }])).toEqual(new Set([id]));
    await test.call(TOM, 'DELETE', `/companies/${ACME.id}/products/${id!}/fields/${F('material')}`);
    expect(await allIds({}, [{ field: 'material', value: 'moonstone' }])).toEqual(new Set());
  });

  it('refuses unknown fields and values of the wrong kind with 422 naming them, ignoring empty values', async () => {
    const unknown = await test.call(TOM, 'GET', url({}, [{ field: 'flavour', value: 'x' }]));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ detail: "Unknown filter field 'flavour'", code: 'validation_error' });
    const notNumber = await test.call(TOM, 'GET', url({}, [{ field: 'weight_lbs', value: 'heavy' }]));
    expect(notNumber.json()).toEqual({
      detail: "Filter value 'heavy' for 'Weight (lbs)' must be a number or a range such as '1-5'",
      code: 'validation_error',
    });
    expect((await test.call(TOM, 'GET', url({}, [{ field: 'weight_lbs', value: '1-' }]))).statusCode).toBe(422);
    const notBoolean = await test.call(TOM, 'GET', url({}, [{ field: 'is_hazardous', value: 'maybe' }]));
    expect(notBoolean.json().detail).toBe(
      "Filter value 'maybe' for 'Hazardous Material' must be true, false, yes or no",
    );
    const half = await test.call(TOM, 'GET', `/companies/${ACME.id}/products?filter_field_0=color`);
    expect(half.statusCode).toBe(422);
    expect((await list({}, [{ field: 'color', value: ' ' }])).total).toBe(200);
    // PostgreSQL refuses NUL in text: a 422 naming the parameter, never a 500 (issue #11's text rule).
    const nul = await test.call(TOM, 'GET', `/companies/${ACME.id}/products?search_text=a%00b`);
    expect(nul.json()).toEqual({
      detail: [{ loc: ['query', 'search_text'], msg: 'Must not contain control characters', type: 'custom' }],
      code: 'validation_error',
    });
    const filterNul = await test.call(
      TOM,
      'GET',
      `/companies/${ACME.id}/products?filter_field_0=color&filter_value_0=r%01d`,
    );
    expect(filterNul.json().detail).toEqual([
      { loc: ['query', 'filter_value_0'], msg: 'Must be a single line without control characters', type: 'custom' },
    ]);
  });
});

describe('GET /products: tenants', () => {
  it('lists only the own company; another company answers 404; the super-admin may list any', async () => {
    const own = await allIds({});
    const foreign = await test.sql<{ id: string }>(
      sql`select id from enhanced_products where company_id = ${NORTHWIND.id}`,
    );
    expect(foreign.some((row) => own.has(row.id))).toBe(false);
    const res = await test.call(TOM, 'GET', `/companies/${NORTHWIND.id}/products`);
    expect(res.json()).toEqual({ detail: 'Company not found', code: 'not_found' });
    expect((await test.call(NINA, 'GET', `/companies/${NORTHWIND.id}/products?limit=1`)).json().total).toBe(200);
    expect((await test.call(SUPER, 'GET', `/companies/${NORTHWIND.id}/products?limit=1`)).json().total).toBe(200);
    expect((await test.call(null, 'GET', `/companies/${ACME.id}/products`)).statusCode).toBe(401);
  });
});
