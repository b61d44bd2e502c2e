// Field definitions (search with usage, create, values with counts) and field groups (spec part 1 §5, §7).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldGroupListResponse, FieldListResponse } from '@curate/core/contract';
import {
  ACME,
  ALICE,
  demoFieldId,
  demoGroupId,
  NINA,
  NORTHWIND,
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
const fields = async (query = '', email = TOM) => {
  const res = await test.call(email, 'GET', `/companies/${ACME.id}/fields${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return FieldListResponse.parse(res.json());
};
const create = (body: object, email = TOM) => test.call(email, 'POST', `/companies/${ACME.id}/fields`, body);
const newField = {
  display_name: 'Blade Length',
  field_type: 'number',
  data_type: 'number',
  group_id: null,
  is_required: false,
  is_multiple: false,
};

describe('GET /fields', () => {
  it('lists every definition of the company by group order, without usage unless asked', async () => {
    const all = await fields();
    expect(all.total).toBe(21);
    expect(all.fields[0]).toMatchObject({
      field_name: 'clean_name',
      group_name: 'basic_information',
      is_core_field: true,
    });
    expect(all.fields.at(-1)).toMatchObject({ field_name: 'weight_lb', group_id: null, group_name: null });
    expect(all.fields[0]!.usage_count).toBeUndefined();
  });

  it('searches field and display names from 2 characters, within a group, with usage counts (spec part 1 §5)', async () => {
    const found = await fields('?search=weig&include_usage=true&is_active=true');
    expect(found.fields.map((f) => f.field_name)).toEqual(['weight_lbs', 'weight_lb']);
    const [count] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from product_field_values where field_definition_id = ${F('weight_lbs')}`,
    );
    expect(found.fields[0]!.usage_count).toBe(Number(count!.n));
    const byDisplay = await fields('?search=Key%20Feat');
    expect(byDisplay.fields.map((f) => f.field_name)).toEqual(['features']);
    const inGroup = await fields(`?search=a&group_id=${demoGroupId(ACME.code, 'logistics')}`);
    expect(inGroup.fields.length).toBeGreaterThan(0);
    expect(inGroup.fields.every((f) => f.group_id === demoGroupId(ACME.code, 'logistics'))).toBe(true);
    expect((await fields('?search=%25')).total).toBe(0);
    const core = await fields('?search=clean_name&include_usage=true');
    expect(core.fields[0]!.usage_count).toBe(200);
  });

  it('filters by is_active', async () => {
    await test.sql(sql`update field_definitions set is_active = false where id = ${F('colour')}`);
    expect((await fields('?is_active=true')).fields.some((f) => f.field_name === 'colour')).toBe(false);
    expect((await fields('?is_active=false')).fields.map((f) => f.field_name)).toEqual(['colour']);
  });
});

describe('POST /fields', () => {
  it('creates a field with the name lowercased and spaces as underscores, string defaults and sort order 999', async () => {
    const res = await create({
      ...newField,
      field_name: ' Blade  Length ',
      display_name: 'Blade Length',
      field_type: 'text',
      data_type: 'string',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().field).toMatchObject({
      field_name: 'blade_length',
      display_name: 'Blade Length',
      min_length: 0,
      max_length: 1000,
      sort_order: 999,
      group_id: null,
      is_active: true,
      allowed_values: null,
    });
    const again = await create({ ...newField, field_name: 'blade length' }, ALICE);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: "Field 'blade_length' already exists", code: 'conflict' });
  });

  it('keeps allowed values (one per line) for select fields and puts the field in its group', async () => {
    const group = demoGroupId(ACME.code, 'specifications');
    const res = await create({
      ...newField,
      field_name: 'finish',
      display_name: 'Finish',
      field_type: 'select',
      data_type: 'string',
      group_id: group,
      allowed_values: 'Matte\n Gloss \n\nSatin',
    });
    expect(res.json().field).toMatchObject({
      field_type: 'select',
      group_id: group,
      group_name: 'specifications',
      allowed_values: ['Matte', 'Gloss', 'Satin'],
    });
    const number = await create({ ...newField, field_name: 'blade_mm', display_name: 'Blade (mm)' });
    expect(number.json().field).toMatchObject({ data_type: 'number', min_length: null, max_length: null });
    // A new field can be added to a product and checked against its rules at once.
    const [product] = await test.sql<{ id: string }>(
      sql`select id from enhanced_products where company_id = ${ACME.id} limit 1`,
    );
    const add = await test.call(TOM, 'POST', `/companies/${ACME.id}/products/${product!.id}/fields`, {
      field_definition_id: res.json().field.id,
      value: 'gloss',
    });
    expect(add.json().field.value_text).toBe('Gloss');
  });

  it('refuses missing or over-long names, an unknown group, and a foreign company', async () => {
    const missing = await create({ ...newField, field_name: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({
      loc: ['body', 'field_name'],
      msg: 'Please fill out all required fields',
    });
    expect((await create({ ...newField, field_name: 'x'.repeat(101) })).json().detail[0].msg).toBe(
      'Field name must be at most 100 characters',
    );
    expect(
      (await create({ ...newField, field_name: 'ok_name', display_name: 'y'.repeat(201) })).json().detail[0].msg,
    ).toBe('Display name must be at most 200 characters');
    const group = await create({
      ...newField,
      field_name: 'grouped',
      group_id: demoGroupId(NORTHWIND.code, 'logistics'),
    });
    expect(group.statusCode).toBe(404);
    expect(group.json()).toEqual({ detail: 'Field group not found', code: 'not_found' });
    expect(
      (await test.call(TOM, 'POST', `/companies/${NORTHWIND.id}/fields`, { ...newField, field_name: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /fields/{id}, /fields/{id}/values and /field-groups', () => {
  it("answers one definition; 404 for another company's", async () => {
    expect((await test.call(TOM, 'GET', `/companies/${ACME.id}/fields/${F('color')}`)).json().field).toMatchObject({
      field_name: 'color',
    });
    expect(
      (await test.call(TOM, 'GET', `/companies/${ACME.id}/fields/${demoFieldId(NORTHWIND.code, 'color')}`)).json(),
    ).toEqual({
      detail: 'Field not found',
      code: 'not_found',
    });
  });

  it('answers distinct values with product counts, most used first; list items counted one by one', async () => {
    const color = (await test.call(TOM, 'GET', `/companies/${ACME.id}/fields/${F('color')}/values`)).json().values as {
      value: string;
      count: number;
    }[];
    const [expected] = await test.sql<{ value: string; n: number }>(
      sql`select value_text as value, count(*)::int as n from product_field_values where field_definition_id = ${F('color')}
          group by value_text order by n desc, value_text limit 1`,
    );
    expect(color[0]).toEqual({ value: expected!.value, count: Number(expected!.n) });
    expect(color.map((v) => v.count)).toEqual([...color.map((v) => v.count)].sort((a, b) => b - a));
    const keywords = (await test.call(TOM, 'GET', `/companies/${ACME.id}/fields/${F('keywords')}/values`)).json()
      .values as { value: string }[];
    expect(keywords.every((v) => !v.value.startsWith('['))).toBe(true);
    const weights = (await test.call(TOM, 'GET', `/companies/${ACME.id}/fields/${F('weight_lbs')}/values`)).json()
      .values as { value: string }[];
    expect(weights.every((v) => Number.isFinite(Number(v.value)))).toBe(true);
    const hazardous = (await test.call(TOM, 'GET', `/companies/${ACME.id}/fields/${F('is_hazardous')}/values`)).json()
      .values as { value: string }[];
    expect(hazardous.every((v) => v.value === 'true' || v.value === 'false')).toBe(true);
    expect(
      (await test.call(TOM, 'GET', `/companies/${ACME.id}/fields/00000000-0000-0000-0000-0000000000c1/values`))
        .statusCode,
    ).toBe(404);
  });

  it('lists the groups with field counts in sort order', async () => {
    const res = await test.call(TOM, 'GET', `/companies/${ACME.id}/field-groups`);
    const { groups } = FieldGroupListResponse.parse(res.json());
    expect(groups.map((g) => g.name)).toEqual(['basic_information', 'specifications', 'logistics', 'marketing']);
    expect(groups[0]).toMatchObject({
      display_name: 'Basic Information',
      field_count: 7,
      created_at: expect.stringMatching(/Z$/),
    });
    const [theirs] = (await test.call(NINA, 'GET', `/companies/${NORTHWIND.id}/field-groups`)).json().groups;
    expect(theirs.id).toBe(demoGroupId(NORTHWIND.code, 'basic_information'));
    expect((await test.call(SUPER, 'GET', `/companies/${NORTHWIND.id}/field-groups`)).statusCode).toBe(200);
  });
});
