// Schema Manager calls on the seeded demo (spec part 2 §4.5, §5.5, §7.4): the overview, group and field
// writes with their delete rules, reorders (all or nothing, consistent under concurrency), the migration
// calls, roles and tenants.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchemaOverview, envelope } from '@curate/core/contract';
import {
  ACME,
  ALICE,
  demoFieldId,
  demoGroupId,
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

const A = `/companies/${ACME.id}`;
const F = (name: string) => demoFieldId(ACME.code, name);
const G = (name: string) => demoGroupId(ACME.code, name);
const overview = async (email = ALICE) => {
  const res = await test.call(email, 'GET', `${A}/scheme-manager`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(SchemaOverview).parse(res.json()).data;
};
const usageOf = async (fieldId: string) =>
  Number(
    (
      await test.sql<{ n: number }>(
        sql`select count(*)::int as n from product_field_values where field_definition_id = ${fieldId}`,
      )
    )[0]!.n,
  );
const orderOf = async (groupId: string) =>
  (
    await test.sql<{ field_name: string; sort_order: number }>(
      sql`select field_name, sort_order from field_definitions where group_id = ${groupId} order by sort_order, field_name`,
    )
  ).map((row) => [row.field_name, Number(row.sort_order)]);

describe('GET scheme-manager', () => {
  it('answers every group with its fields by sort order, usage counts, sample values and the totals', async () => {
    const data = await overview();
    expect(data.total_groups).toBe(4);
    expect(data.total_fields).toBe(data.groups.reduce((n, g) => n + g.fields.length, 0) + data.ungrouped_fields.length);
    expect(data.groups.map((g) => g.group.name)).toEqual([
      'basic_information',
      'specifications',
      'logistics',
      'marketing',
    ]);
    for (const { group, fields } of data.groups) {
      expect(group.field_count).toBe(fields.length);
      expect(fields.map((f) => f.sort_order)).toEqual([...fields.map((f) => f.sort_order)].sort((a, b) => a - b));
    }
    const color = data.groups[1]!.fields.find((f) => f.field_name === 'color')!;
    expect(color.usage_count).toBe(await usageOf(F('color')));
    expect(color.sample_values!.length).toBeGreaterThan(3);
    expect(color.sample_values!.length).toBeLessThanOrEqual(5);
    const counts = color.sample_values!.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(data.ungrouped_fields.map((f) => f.field_name)).toContain('colour');
  });

  it('is for tenant-admins and the super-admin; another company reads as unknown (404)', async () => {
    expect((await test.call(TOM, 'GET', `${A}/scheme-manager`)).statusCode).toBe(403);
    expect((await test.call(NINA, 'GET', `${A}/scheme-manager`)).statusCode).toBe(404);
    expect((await test.call(SUPER, 'GET', `${A}/scheme-manager`)).statusCode).toBe(200);
    for (const [method, path] of [
      ['POST', `${A}/field-groups`],
      ['PUT', `${A}/field-groups/reorder`],
      ['PUT', `${A}/fields/${F('color')}`],
      ['DELETE', `${A}/fields/${F('colour')}`],
      ['PUT', `${A}/scheme-manager/fields/reorder`],
      ['POST', `${A}/scheme-manager/fields/merge`],
      ['POST', `${A}/schema/merge/ai-suggestions`],
    ] as const)
      expect((await test.call(TOM, method, path, {})).statusCode, `${method} ${path}`).toBe(403);
  });
});

describe('field groups', () => {
  it('creates a group (sort order 999 by default) and refuses a name in use or breaking §5.5', async () => {
    const res = await test.call(ALICE, 'POST', `${A}/field-groups`, { name: 'safety', display_name: 'Safety' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().group).toMatchObject({ name: 'safety', display_name: 'Safety', sort_order: 999, field_count: 0 });
    const again = await test.call(ALICE, 'POST', `${A}/field-groups`, { name: 'safety', display_name: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("Field group 'safety' already exists");
    const msg = async (body: object) =>
      (await test.call(ALICE, 'POST', `${A}/field-groups`, body)).json().detail[0].msg;
    expect(await msg({ name: '', display_name: 'X' })).toBe('Group name is required');
    expect(await msg({ name: '1abc', display_name: 'X' })).toBe(
      'Group name must start with a letter and contain only lowercase letters, numbers, and underscores',
    );
    expect(await msg({ name: 'ok', display_name: ' ' })).toBe('Display name is required');
    expect(await msg({ name: 'ok', display_name: 'X', sort_order: 1000 })).toBe('Sort order must be between 0 and 999');
  });

  it('updates display name, description and order; the name is fixed', async () => {
    const id = G('marketing');
    const res = await test.call(ALICE, 'PUT', `${A}/field-groups/${id}`, {
      display_name: 'Marketing & SEO',
      description: null,
    });
    expect(res.json().group).toMatchObject({ name: 'marketing', display_name: 'Marketing & SEO', description: null });
    const renamed = await test.call(ALICE, 'PUT', `${A}/field-groups/${id}`, { name: 'seo' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().detail).toBe('Group name cannot be changed after creation');
    const foreign = await test.call(NINA, 'PUT', `/companies/${NORTHWIND.id}/field-groups/${id}`, {
      display_name: 'X',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes a group only when it holds no fields (spec part 2 §4.5, §5.5)', async () => {
    const full = await test.call(ALICE, 'DELETE', `${A}/field-groups/${G('logistics')}`);
    expect(full.statusCode).toBe(409);
    const [n] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from field_definitions where group_id = ${G('logistics')}`,
    );
    expect(full.json().detail).toBe(
      `Cannot delete group "Logistics": it contains ${n!.n} field(s). Move or delete all fields first.`,
    );
    const created = (
      await test.call(ALICE, 'POST', `${A}/field-groups`, { name: 'empty_one', display_name: 'Empty' })
    ).json().group;
    expect((await test.call(ALICE, 'DELETE', `${A}/field-groups/${created.id}`)).statusCode).toBe(200);
    expect((await test.call(ALICE, 'DELETE', `${A}/field-groups/${created.id}`)).statusCode).toBe(404);
  });

  it('reorders groups all or nothing; a foreign group id applies nothing', async () => {
    const before = (await overview()).groups.map((g) => g.group.sort_order);
    const bad = await test.call(ALICE, 'PUT', `${A}/field-groups/reorder`, {
      group_orders: [
        { group_id: G('marketing'), sort_order: 0 },
        { group_id: demoGroupId(NORTHWIND.code, 'logistics'), sort_order: 1 },
      ],
    });
    expect(bad.statusCode).toBe(404);
    expect((await overview()).groups.map((g) => g.group.sort_order)).toEqual(before);
    const ok = await test.call(ALICE, 'PUT', `${A}/field-groups/reorder`, {
      group_orders: [
        { group_id: G('marketing'), sort_order: 1 },
        { group_id: G('basic_information'), sort_order: 2 },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await overview()).groups.slice(0, 2).map((g) => g.group.name)).toEqual(['marketing', 'basic_information']);
  });
});

describe('field reorder', () => {
  const group = G('specifications');
  const names = async () => (await orderOf(group)).map(([name]) => name as string);

  it('renumbers the group from 1 in the sent order', async () => {
    const reversed = (await names()).reverse();
    const res = await test.call(ALICE, 'PUT', `${A}/scheme-manager/fields/reorder`, {
      group_id: group,
      field_orders: reversed.map((name, i) => ({ field_id: F(name), sort_order: (i + 1) * 10 })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderOf(group)).toEqual(reversed.map((name, i) => [name, i + 1]));
  });

  it('refuses a field of another group (400), of another company (404), or a partial list; nothing applied', async () => {
    const before = await orderOf(group);
    const ids = (await names()).map((name) => F(name));
    const send = (fieldIds: string[]) =>
      test.call(ALICE, 'PUT', `${A}/scheme-manager/fields/reorder`, {
        group_id: group,
        field_orders: fieldIds.map((field_id, i) => ({ field_id, sort_order: i + 1 })),
      });
    const other = await send([...ids.slice(1), F('brand')]);
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toBe('Every field of field_orders must belong to the group being reordered');
    const foreign = await send([...ids.slice(1), demoFieldId(NORTHWIND.code, 'color')]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Field not found');
    expect((await send(ids.slice(1))).json().detail).toBe('field_orders must list every field of the group');
    expect((await send([...ids, ids[0]!])).statusCode).toBe(400);
    expect(await orderOf(group)).toEqual(before);
  });

  it('leaves a consistent 1..N order when reorders race', async () => {
    const base = await names();
    const orders = [base, [...base].reverse(), [...base.slice(1), base[0]!]];
    const answers = await Promise.all(
      orders.map((order) =>
        test.call(ALICE, 'PUT', `${A}/scheme-manager/fields/reorder`, {
          group_id: group,
          field_orders: order.map((name, i) => ({ field_id: F(name), sort_order: i + 1 })),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const after = await orderOf(group);
    expect(after.map(([, n]) => n)).toEqual(base.map((_, i) => i + 1));
    expect(orders.map((o) => o.join())).toContain(after.map(([name]) => name).join());
  });
});

describe('field update and delete', () => {
  it('updates a field; the name is immutable and a used field keeps its type (spec part 2 §4.5)', async () => {
    const res = await test.call(ALICE, 'PUT', `${A}/fields/${F('material')}`, {
      display_name: 'Material(s)',
      help_text: 'Main material',
      group_id: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().field).toMatchObject({ display_name: 'Material(s)', help_text: 'Main material', group_id: null });
    const name = await test.call(ALICE, 'PUT', `${A}/fields/${F('material')}`, { field_name: 'stuff' });
    expect(name.json().detail).toBe('Field name cannot be changed after creation');
    const type = await test.call(ALICE, 'PUT', `${A}/fields/${F('material')}`, { field_type: 'number' });
    expect(type.statusCode).toBe(409);
    expect(type.json().detail).toBe(
      `Cannot change the type of a field used in ${await usageOf(F('material'))} products`,
    );
    const select = await test.call(ALICE, 'PUT', `${A}/fields/${F('material')}`, {
      field_type: 'select',
      allowed_values: 'Steel\n\n Plastic ',
    });
    expect(select.json().field).toMatchObject({
      field_type: 'select',
      data_type: 'string',
      allowed_values: ['Steel', 'Plastic'],
    });
    const core = await test.call(ALICE, 'PUT', `${A}/fields/${F('clean_name')}`, { field_type: 'textarea' });
    expect(core.json().detail).toBe('The type of a core field cannot be changed');
    const deleted = await test.call(ALICE, 'PUT', `${A}/fields/00000000-0000-4000-8000-000000000001`, {
      display_name: 'X',
    });
    expect(deleted.statusCode).toBe(404);
  });

  it('refuses deleting a field in use without its data; with it, removes and audits every value in one go', async () => {
    const field = F('dimensions');
    const usage = await usageOf(field);
    expect(usage).toBeGreaterThan(0);
    const refused = await test.call(ALICE, 'DELETE', `${A}/fields/${field}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(`Cannot delete: Field is used in ${usage} products`);
    const [product] = await productsByField(test, ACME.id, field, true);
    const [stored] = await test.sql<{ value_text: string }>(
      sql`select value_text from product_field_values where field_definition_id = ${field} and enhanced_product_id = ${product}`,
    );
    const version = await versionOf(test, product!);
    const res = await test.call(ALICE, 'DELETE', `${A}/fields/${field}?delete_values=true`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await usageOf(field)).toBe(0);
    expect(await versionOf(test, product!)).toBe(version + 1);
    const entry = (await historyRows(test, product!)).at(-1)!;
    expect(entry).toMatchObject({ change_type: 'field_removed', previous_value: stored!.value_text, new_value: null });
    const [audited] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from field_edit_history where field_name = 'dimensions' and change_reason = 'Field deleted in the Schema Manager'`,
    );
    expect(Number(audited!.n)).toBe(usage);
    const [doc] = await test.sql<{ has: boolean }>(
      sql`select custom_fields ? 'dimensions' as has from enhanced_products where id = ${product}`,
    );
    expect(doc!.has).toBe(false);
    expect((await test.call(ALICE, 'DELETE', `${A}/fields/${field}`)).statusCode).toBe(404);
  });

  it('deletes an unused field at once and never a core field', async () => {
    const created = (
      await test.call(ALICE, 'POST', `${A}/fields`, {
        field_name: 'unused_one',
        display_name: 'Unused',
        field_type: 'text',
        group_id: null,
        is_required: false,
        is_multiple: false,
      })
    ).json().field;
    expect((await test.call(ALICE, 'DELETE', `${A}/fields/${created.id}`)).statusCode).toBe(200);
    const core = await test.call(ALICE, 'DELETE', `${A}/fields/${F('clean_name')}?delete_values=true`);
    expect(core.statusCode).toBe(400);
    expect(core.json().detail).toBe('Core fields cannot be deleted');
    expect((await test.call(NINA, 'DELETE', `/companies/${NORTHWIND.id}/fields/${F('keywords')}`)).statusCode).toBe(
      404,
    );
  });
});

describe('field migration', () => {
  it('answers honestly that migration is not available', async () => {
    const check = await test.call(ALICE, 'POST', `${A}/scheme-manager/fields/${F('color')}/validate-migration`, {
      target_field_type: 'select',
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ valid: false, affected_products: await usageOf(F('color')) });
    expect(check.json().data.errors[0]).toMatch(/^Field migration is not available yet/);
    const run = await test.call(ALICE, 'POST', `${A}/scheme-manager/fields/${F('color')}/migrate`, {
      target_field_type: 'select',
    });
    expect(run.statusCode).toBe(409);
    expect(run.json().detail).toBe('Field migration is not available yet');
  });
});
