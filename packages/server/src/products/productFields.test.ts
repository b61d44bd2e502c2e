// Product detail, sources and field edits with real tokens of the demo roles (issue #4 "Tests and figures",
// spec part 1 §3, §5, §7).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductDetailResponse } from '@curate/core/contract';
import {
  ACME,
  ALICE,
  demoFieldId,
  demoGroupId,
  dataStatements,
  demoUserId,
  historyRows,
  NINA,
  NORTHWIND,
  productsByField,
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
const productPath = (productId: string, company = ACME.id) => `/companies/${company}/products/${productId}`;
const detail = async (productId: string, email = TOM, query = '') => {
  const res = await test.call(email, 'GET', `${productPath(productId)}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ProductDetailResponse.parse(res.json());
};

describe('GET /products/{id}', () => {
  it('answers the product with its fields by group, core fields from the product, sources per field', async () => {
    const [id] = await productsByField(test, ACME.id, F('weight_lbs'), true);
    const body = await detail(id!);
    const { product } = body;
    expect(product).toMatchObject({ id, review_status: expect.any(String), version: expect.any(Number) });
    const byName = new Map(product.fields.map((f) => [f.field_name, f]));
    // Core fields read the enhanced_products columns.
    expect(byName.get('clean_name')).toMatchObject({
      field_definition_id: F('clean_name'),
      value_text: product.clean_name,
      group_id: demoGroupId(ACME.code, 'basic_information'),
      group_name: 'basic_information',
      group_display_name: 'Basic Information',
    });
    expect(byName.get('weight_lbs')).toMatchObject({
      field_type: 'number',
      data_type: 'number',
      value_number: expect.any(Number),
      value_text: null,
    });
    // Fields in group order: Basic Information (1) before Specifications (2) ... ungrouped last.
    const groupOrder = product.fields.map((f) => f.group_display_name ?? 'zz-other');
    const rank = ['Basic Information', 'Specifications', 'Logistics', 'Marketing', 'zz-other'];
    expect(groupOrder.map((g) => rank.indexOf(g))).toEqual(
      [...groupOrder.map((g) => rank.indexOf(g))].sort((a, b) => a - b),
    );
    // Every source is listed once at the top and again under its field.
    expect(body.sources.length).toBeGreaterThan(0);
    expect(product.source_count).toBe(body.sources.length);
    const perField = product.fields.flatMap((f) => f.sources);
    expect(perField.every((s) => byName.get(s.field_name!)?.field_definition_id === s.field_definition_id)).toBe(true);
    expect(perField.length).toBe(body.sources.filter((s) => byName.has(s.field_name!)).length);
    expect(body.history).toBeUndefined();
  });

  it('shows ungrouped fields without group (the client names them Other Fields) and multi-value fields as JSON text', async () => {
    const [id] = await productsByField(test, ACME.id, F('colour'), true);
    if (id) {
      const colour = (await detail(id)).product.fields.find((f) => f.field_name === 'colour')!;
      expect(colour).toMatchObject({ group_id: null, group_name: null, group_display_name: null, sort_order: 999 });
    }
    const [withKeywords] = await productsByField(test, ACME.id, F('keywords'), true);
    const keywords = (await detail(withKeywords!)).product.fields.find((f) => f.field_name === 'keywords')!;
    expect(keywords.is_multiple).toBe(true);
    expect(JSON.parse(keywords.value_text!)).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('adds the history with include_history=true', async () => {
    const [edited] = await test.sql<{ id: string }>(
      sql`select enhanced_product_id as id from field_edit_history where company_id = ${ACME.id} group by 1 order by 1 limit 1`,
    );
    const body = await detail(edited!.id, TOM, '?include_history=true');
    expect(body.history!.length).toBeGreaterThan(0);
    expect(body.history![0]).toMatchObject({
      change_type: expect.any(String),
      created_at: expect.stringMatching(/Z$/),
      username: expect.any(String),
    });
    const times = body.history!.map((h) => h.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("answers 404 for another company's product, for the tenant and through that company's path", async () => {
    const [foreign] = await test.sql<{ id: string }>(
      sql`select id from enhanced_products where company_id = ${NORTHWIND.id} limit 1`,
    );
    const viaOwnCompany = await test.call(TOM, 'GET', productPath(foreign!.id));
    expect(viaOwnCompany.statusCode).toBe(404);
    expect(viaOwnCompany.json()).toEqual({ detail: 'Product not found', code: 'not_found' });
    expect((await test.call(TOM, 'GET', productPath(foreign!.id, NORTHWIND.id))).json()).toEqual({
      detail: 'Company not found',
      code: 'not_found',
    });
    expect((await test.call(NINA, 'GET', productPath(foreign!.id, NORTHWIND.id))).statusCode).toBe(200);
    expect((await test.call(SUPER, 'GET', productPath(foreign!.id, NORTHWIND.id))).statusCode).toBe(200);
    expect((await test.call(null, 'GET', productPath(foreign!.id, NORTHWIND.id))).statusCode).toBe(401);
  });

  it('GET /sources lists the sources, best quality first', async () => {
    const [id] = await productsByField(test, ACME.id, F('brand'), true);
    const res = await test.call(TOM, 'GET', `${productPath(id!)}/sources`);
    expect(res.statusCode).toBe(200);
    const qualities = (res.json().sources as { source_quality: number }[]).map((s) => s.source_quality);
    expect(qualities).toEqual([...qualities].sort((a, b) => b - a));
    expect(
      (await test.call(TOM, 'GET', `${productPath('00000000-0000-0000-0000-0000000000aa')}/sources`)).statusCode,
    ).toBe(404);
  });
});

describe('a product with 60 fields and 200 sources', () => {
  it('loads in two statements, as a product with a few fields does (no N+1)', async () => {
    const [small, big] = await productsByField(test, ACME.id, F('brand'), true, 2, 40);
    await test.sql(sql`insert into field_definitions (company_id, field_name, display_name, group_id, sort_order)
      select ${ACME.id}, 'bulk_' || n, 'Bulk ' || n, ${demoGroupId(ACME.code, 'marketing')}, 100 + n from generate_series(1, 60) n`);
    await test.sql(sql`insert into product_field_values (company_id, enhanced_product_id, field_definition_id, value_text)
      select ${ACME.id}, ${big!}, id, 'value of ' || field_name from field_definitions where company_id = ${ACME.id} and field_name like 'bulk\_%'`);
    await test.sql(sql`insert into sources (company_id, enhanced_product_id, field_definition_id, field_name, source_url, source_quality)
      select ${ACME.id}, ${big!}, d.id, d.field_name, 'https://example.com/' || n, (n % 100) / 10.0
      from generate_series(1, 200) n join field_definitions d on d.company_id = ${ACME.id} and d.field_name = 'bulk_' || (1 + n % 60)`);
    let body: ProductDetailResponse | undefined;
    const bigStatements = await dataStatements(test, async () => {
      body = await detail(big!, TOM, '?include_history=true');
    });
    const smallStatements = await dataStatements(test, () => detail(small!, TOM, '?include_history=true'));
    expect(bigStatements).toHaveLength(2);
    expect(smallStatements).toHaveLength(2);
    expect(body!.product.fields.filter((f) => f.field_name.startsWith('bulk_'))).toHaveLength(60);
    expect(body!.sources.length).toBeGreaterThanOrEqual(200);
    expect(body!.product.fields.find((f) => f.field_name === 'bulk_1')!.sources.length).toBeGreaterThanOrEqual(3);
  });

  it('saves a field in a constant number of statements', async () => {
    const [id] = await productsByField(test, ACME.id, F('keywords'), true, 1, 41);
    const single = await dataStatements(test, () =>
      test.call(TOM, 'PUT', `${productPath(id!)}/fields/${F('material')}`, { value: 'Copper' }),
    );
    const bulk = await dataStatements(test, () =>
      test.call(TOM, 'POST', `${productPath(id!)}/bulk-update-fields`, {
        field_updates: {
          [F('keywords')]: ['a', 'b'],
          [F('features')]: ['c'],
          [F('material')]: ['Zinc'],
          [F('dimensions')]: [],
          [F('subcategory')]: ['Sub'],
        },
      }),
    );
    // lock, definitions, current values, upsert, delete, history, version bump: however many fields.
    expect(bulk.length).toBeLessThanOrEqual(7);
    expect(single.length).toBeLessThanOrEqual(8);
  });
});

describe('PUT /products/{id}/fields/{fieldId}', () => {
  it('sets a value, writes the audit entry with the acting user in the same call, and marks the field as edited', async () => {
    const [id] = await productsByField(test, ACME.id, F('material'), true, 1, 2);
    const before = await versionOf(test, id!);
    const res = await test.call(TOM, 'PUT', `${productPath(id!)}/fields/${F('material')}`, {
      value: '  Carbon fiber ',
      notes: 'Spec sheet',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, edit_history_id: expect.any(String), version: before + 1 });
    expect(body.field).toMatchObject({
      field_definition_id: F('material'),
      value_text: 'Carbon fiber',
      updated_by_type: 'user',
    });
    const entry = (await historyRows(test, id!)).find((h) => h.id === body.edit_history_id)!;
    expect(entry).toMatchObject({
      change_type: 'field_update',
      new_value: 'Carbon fiber',
      user_id: demoUserId(TOM),
      change_reason: 'Spec sheet',
    });
    const history = (await detail(id!, ALICE, '?include_history=true')).history!;
    expect(history[0]).toMatchObject({
      id: body.edit_history_id,
      user_full_name: 'Tom Baker',
      username: 'tom.user',
      updated_by: 'Tom Baker',
    });
    expect(history[0]!.change_summary).toMatch(/^Changed Material from ".*" to "Carbon fiber"$/);
  });

  it('accepts the typed variants and numeric text for number fields', async () => {
    const [id] = await productsByField(test, ACME.id, F('weight_lbs'), true, 1, 3);
    const path = `${productPath(id!)}/fields/${F('weight_lbs')}`;
    expect((await test.call(TOM, 'PUT', path, { value_number: 12.5 })).json().field.value_number).toBe(12.5);
    expect((await test.call(TOM, 'PUT', path, { value: '13.25' })).json().field.value_number).toBe(13.25);
    const hazard = `${productPath(id!)}/fields/${F('is_hazardous')}`;
    expect((await test.call(TOM, 'PUT', hazard, { value_boolean: true })).json().field.value_boolean).toBe(true);
  });

  it('refuses a wrong type, a value over max length, a bad option and an unknown field with clear messages', async () => {
    const [id] = await productsByField(test, ACME.id, F('weight_lbs'), true, 1, 4);
    const before = await versionOf(test, id!);
    const cases: [string, unknown, number, string][] = [
      ['weight_lbs', 'heavy', 422, "Value for 'Weight (lbs)' must be a number"],
      ['weight_lbs', 900, 422, "Value for 'Weight (lbs)' must be at most 500"],
      ['brand', 'x'.repeat(101), 422, "Value for 'Brand' must be at most 100 characters"],
      [
        'color',
        'Purple',
        422,
        "Value for 'Color' must be one of: Black, Red, Yellow, Blue, Orange, Silver, Green, White, Gray, Clear, Assorted",
      ],
      ['release_date', '31/12/2024', 422, "Value for 'Release Date' must be a date (YYYY-MM-DD)"],
      ['product_url', 'javascript:alert(1)', 422, "Value for 'Product Page URL' must be an http(s) URL"],
      ['clean_name', 'x'.repeat(201), 422, "Value for 'Product Name' must be at most 200 characters"],
    ];
    for (const [name, value, status, detail] of cases) {
      const res = await test.call(TOM, 'PUT', `${productPath(id!)}/fields/${F(name)}`, { value });
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toEqual({ detail, code: 'validation_error' });
    }
    const unknown = await test.call(TOM, 'PUT', `${productPath(id!)}/fields/00000000-0000-0000-0000-0000000000ff`, {
      value: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Field not found', code: 'not_found' });
    const foreignField = await test.call(
      TOM,
      'PUT',
      `${productPath(id!)}/fields/${demoFieldId(NORTHWIND.code, 'brand')}`,
      { value: 'x' },
    );
    expect(foreignField.json()).toEqual({ detail: 'Field not found', code: 'not_found' });
    const noValue = await test.call(TOM, 'PUT', `${productPath(id!)}/fields/${F('brand')}`, { notes: 'x' });
    expect(noValue.statusCode).toBe(422);
    expect(await versionOf(test, id!)).toBe(before);
  });

  it('removes the field with a null value (audited field_removed) and answers field null', async () => {
    const [id] = await productsByField(test, ACME.id, F('dimensions'), true, 1, 5);
    const res = await test.call(ALICE, 'PUT', `${productPath(id!)}/fields/${F('dimensions')}`, { value: null });
    expect(res.json()).toMatchObject({ success: true, field: null, edit_history_id: expect.any(String) });
    expect((await detail(id!)).product.fields.some((f) => f.field_name === 'dimensions')).toBe(false);
    const entry = (await historyRows(test, id!)).at(-1)!;
    expect(entry).toMatchObject({ change_type: 'field_removed', new_value: null, user_id: demoUserId(ALICE) });
    expect(entry.previous_value).toEqual(expect.any(String));
    // Removing again changes nothing and writes nothing.
    const again = await test.call(ALICE, 'PUT', `${productPath(id!)}/fields/${F('dimensions')}`, { value: null });
    expect(again.json()).toMatchObject({ success: true, edit_history_id: null });
  });

  it('writes core fields to the product columns and keeps the same value as a no-op', async () => {
    const [id] = await productsByField(test, ACME.id, F('brand'), true, 1, 6);
    const path = `${productPath(id!)}/fields/${F('short_description')}`;
    const res = await test.call(TOM, 'PUT', path, { value: 'A better short description.' });
    expect(res.json().field).toMatchObject({ value_text: 'A better short description.', updated_by_type: 'user' });
    const [row] = await test.sql<{ short_description: string }>(
      sql`select short_description from enhanced_products where id = ${id!}`,
    );
    expect(row!.short_description).toBe('A better short description.');
    const version = await versionOf(test, id!);
    expect((await test.call(TOM, 'PUT', path, { value: 'A better short description.' })).json()).toMatchObject({
      edit_history_id: null,
      version,
    });
  });

  it("answers 404 for another company's product", async () => {
    const [foreign] = await test.sql<{ id: string }>(
      sql`select id from enhanced_products where company_id = ${NORTHWIND.id} limit 1`,
    );
    const res = await test.call(ALICE, 'PUT', `${productPath(foreign!.id)}/fields/${F('brand')}`, { value: 'Stolen' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Product not found');
  });
});

describe('POST /products/{id}/fields and DELETE', () => {
  it('adds a field without a value (as the review dialog does), then refuses adding it twice', async () => {
    const [id] = await productsByField(test, ACME.id, F('manufacturer'), false, 1, 1);
    const res = await test.call(TOM, 'POST', `${productPath(id!)}/fields`, { field_definition_id: F('manufacturer') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      field: { field_name: 'manufacturer', value_text: null, updated_by_type: 'user' },
    });
    expect((await historyRows(test, id!)).at(-1)).toMatchObject({
      change_type: 'field_added',
      previous_value: null,
      new_value: null,
    });
    const twice = await test.call(TOM, 'POST', `${productPath(id!)}/fields`, {
      field_definition_id: F('manufacturer'),
      value: 'Acme',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: "This product already has the field 'Manufacturer'", code: 'conflict' });
    // Setting it afterwards is an update of the empty field.
    const set = await test.call(TOM, 'PUT', `${productPath(id!)}/fields/${F('manufacturer')}`, { value: 'Acme Works' });
    expect(set.json().field.value_text).toBe('Acme Works');
  });

  it('adds a field with a checked value; 404 for an unknown definition, 422 for a bad value', async () => {
    const [id] = await productsByField(test, ACME.id, F('warranty_months'), false, 1, 2);
    const ok = await test.call(TOM, 'POST', `${productPath(id!)}/fields`, {
      field_definition_id: F('warranty_months'),
      value: '24',
      notes: 'Box label',
    });
    expect(ok.json().field).toMatchObject({ value_number: 24 });
    expect((await historyRows(test, id!)).at(-1)).toMatchObject({
      change_type: 'field_added',
      new_value: 24,
      change_reason: 'Box label',
    });
    const unknown = await test.call(TOM, 'POST', `${productPath(id!)}/fields`, {
      field_definition_id: '00000000-0000-0000-0000-0000000000ee',
    });
    expect(unknown.json()).toEqual({ detail: 'Field not found', code: 'not_found' });
    const [other] = await productsByField(test, ACME.id, F('pack_quantity'), false, 1, 3);
    const bad = await test.call(TOM, 'POST', `${productPath(other!)}/fields`, {
      field_definition_id: F('pack_quantity'),
      value: 'many',
    });
    expect(bad.json()).toEqual({ detail: "Value for 'Pack Quantity' must be a number", code: 'validation_error' });
  });

  it('DELETE removes the field (audited) and is harmless when the field has no value', async () => {
    const [id] = await productsByField(test, ACME.id, F('subcategory'), true, 1, 7);
    const res = await test.call(TOM, 'DELETE', `${productPath(id!)}/fields/${F('subcategory')}`);
    expect(res.json()).toMatchObject({ success: true, edit_history_id: expect.any(String) });
    expect((await historyRows(test, id!)).at(-1)).toMatchObject({
      change_type: 'field_removed',
      user_id: demoUserId(TOM),
    });
    expect((await test.call(TOM, 'DELETE', `${productPath(id!)}/fields/${F('subcategory')}`)).json()).toMatchObject({
      edit_history_id: null,
    });
    expect(
      (await test.call(TOM, 'DELETE', `${productPath(id!)}/fields/00000000-0000-0000-0000-0000000000ee`)).statusCode,
    ).toBe(404);
  });
});

describe('POST /products/{id}/bulk-update-fields', () => {
  it('replaces lists (cleaned), single values and removals in one audited call', async () => {
    const [id] = await productsByField(test, ACME.id, F('keywords'), true, 1, 8);
    const before = await versionOf(test, id!);
    const history = (await historyRows(test, id!)).length;
    const res = await test.call(TOM, 'POST', `${productPath(id!)}/bulk-update-fields`, {
      user_id: '00000000-0000-0000-0000-000000000001',
      field_updates: {
        [F('keywords')]: [' drill ', '', 'drill', 'cordless'],
        [F('material')]: ['Steel'],
        [F('dimensions')]: [],
      },
      change_reason: 'Review edits',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, errors: [], version: before + 1 });
    const fields = new Map((await detail(id!)).product.fields.map((f) => [f.field_name, f]));
    expect(JSON.parse(fields.get('keywords')!.value_text!)).toEqual(['drill', 'cordless']);
    expect(fields.get('material')!.value_text).toBe('Steel');
    expect(fields.has('dimensions')).toBe(false);
    const written = (await historyRows(test, id!)).slice(history);
    expect(written.every((h) => h.user_id === demoUserId(TOM) && h.change_reason === 'Review edits')).toBe(true);
    expect(written.find((h) => h.field_definition_id === F('keywords'))!.new_value).toEqual(['drill', 'cordless']);
  });

  it('is all or nothing: one bad value refuses the call and writes nothing', async () => {
    const [id] = await productsByField(test, ACME.id, F('material'), true, 1, 9);
    const history = (await historyRows(test, id!)).length;
    const res = await test.call(TOM, 'POST', `${productPath(id!)}/bulk-update-fields`, {
      field_updates: { [F('material')]: ['Brass'], [F('weight_lbs')]: ['a lot'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe("Value for 'Weight (lbs)' must be a number");
    expect((await historyRows(test, id!)).length).toBe(history);
    const single = await test.call(TOM, 'POST', `${productPath(id!)}/bulk-update-fields`, {
      field_updates: { [F('material')]: ['Brass', 'Tin'] },
    });
    expect(single.json().detail).toBe("'Material' takes a single value, not a list");
  });
});

describe('access', () => {
  it('lets every tenant role and the super-admin edit, as the access matrix says', async () => {
    const [id] = await productsByField(test, ACME.id, F('material'), true, 1, 10);
    for (const email of [TOM, ALICE, SUPER]) {
      const res = await test.call(email, 'PUT', `${productPath(id!)}/fields/${F('material')}`, {
        value: `Set by ${email}`,
      });
      expect(res.statusCode, email).toBe(200);
    }
    const users = (await historyRows(test, id!)).slice(-3).map((h) => h.user_id);
    expect(users).toEqual([demoUserId(TOM), demoUserId(ALICE), demoUserId(SUPER)]);
    expect(
      (await test.call(NINA, 'PUT', `${productPath(id!)}/fields/${F('material')}`, { value: 'x' })).json().detail,
    ).toBe('Company not found');
  });
});
