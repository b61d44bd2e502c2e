// The usage and value rollups the Schema Manager reads (migration 0010) follow every write path: a product
// edit, a new value, a cleared value, a product deleted, a field's multiplicity changed, a merge, a field
// deleted with its data. After each, the rollups equal the aggregates recomputed from the value rows, and
// the overview's usage counts and sample values say the same.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, SchemaOverview } from '@curate/core/contract';
import { ACME, ALICE, demoFieldId, startFeatureTest, type FeatureTest } from '../test/featureTest';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest([ALICE]);
});
afterAll(async () => {
  await test?.close();
});

const A = `/companies/${ACME.id}`;
const F = (name: string) => demoFieldId(ACME.code, name);

type Count = { field: string; value: string | null; products: number };
const sorted = (rows: Count[]) =>
  rows
    .map((row) => ({ ...row, products: Number(row.products) }))
    .sort((a, b) => `${a.field}/${a.value}`.localeCompare(`${b.field}/${b.value}`));

/** The rollups beside the same counts computed from the value rows now. */
async function expectRollupsFresh() {
  const usage = await test.sql<Count>(
    sql`select field_definition_id as field, null as value, products from field_usage_counts`,
  );
  const usageNow = await test.sql<Count>(
    sql`select field_definition_id as field, null as value, count(*)::int as products
        from product_field_values group by 1`,
  );
  expect(sorted(usage)).toEqual(sorted(usageNow));
  const values = await test.sql<Count>(
    sql`select field_definition_id as field, value, products from field_value_counts`,
  );
  const valuesNow = await test.sql<Count>(
    sql`select v.field_definition_id as field, x.value, count(*)::int as products
        from product_field_values v join field_definitions d on d.id = v.field_definition_id
        cross join lateral field_value_items(d.is_multiple, v) as x(value) group by 1, 2`,
  );
  expect(sorted(values)).toEqual(sorted(valuesNow));
  expect(values.length).toBeGreaterThan(0);
}

async function overviewField(name: string) {
  const res = await test.call(ALICE, 'GET', `${A}/scheme-manager`);
  expect(res.statusCode, res.body).toBe(200);
  const data = envelope(SchemaOverview).parse(res.json()).data;
  return [...data.groups.flatMap((g) => g.fields), ...data.ungrouped_fields].find((f) => f.field_name === name);
}

const productsWith = async (field: string, present: boolean) =>
  (
    await test.sql<{ id: string }>(
      sql`select p.id from enhanced_products p where p.company_id = ${ACME.id}
          and ${present ? sql`` : sql`not`} exists (select 1 from product_field_values v
            where v.enhanced_product_id = p.id and v.field_definition_id = ${F(field)})
          order by p.id limit 3`,
    )
  ).map((row) => row.id);

const edit = async (productId: string, customFields: Record<string, unknown>) => {
  const res = await test.call(ALICE, 'PUT', `${A}/products/${productId}`, { custom_fields: customFields });
  expect(res.statusCode, res.body).toBe(200);
};

describe('usage and value rollups (migration 0010)', () => {
  it('start equal to the value rows after the seed', async () => {
    await expectRollupsFresh();
  });

  it('follow product edits: a new value, a changed value, a cleared value', async () => {
    const before = await overviewField('material');
    const [without] = await productsWith('material', false);
    await edit(without!, { material: 'Unobtainium' });
    let field = await overviewField('material');
    expect(field!.usage_count).toBe(before!.usage_count! + 1);
    await expectRollupsFresh();

    // Two more products take the new value: it becomes the most common of the field only if it leads.
    const [one, two] = await productsWith('material', true);
    await edit(one!, { material: 'Unobtainium' });
    await edit(two!, { material: 'Unobtainium' });
    field = await overviewField('material');
    expect(field!.usage_count).toBe(before!.usage_count! + 1);
    const [count] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from product_field_values
          where field_definition_id = ${F('material')} and value_text = 'Unobtainium'`,
    );
    const sample = field!.sample_values!.find((s) => s.value === 'Unobtainium');
    if (sample) expect(sample.count).toBe(Number(count!.n));
    await expectRollupsFresh();

    await edit(without!, { material: null });
    field = await overviewField('material');
    expect(field!.usage_count).toBe(before!.usage_count!);
    await expectRollupsFresh();
  });

  it("follow a deleted product and a field's multiplicity", async () => {
    const [product] = await productsWith('color', true);
    const before = await overviewField('color');
    const res = await test.call(ALICE, 'DELETE', `${A}/products/${product}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await overviewField('color'))!.usage_count).toBe(before!.usage_count! - 1);
    await expectRollupsFresh();

    // A stored list reads as one value while the field is single, as its items once it is multiple.
    const [other] = await productsWith('color', true);
    await test.sql(
      sql`update product_field_values set value_text = '["Teal","Navy"]'
          where enhanced_product_id = ${other} and field_definition_id = ${F('color')}`,
    );
    await expectRollupsFresh();
    const navy = () =>
      test.sql(sql`select 1 from field_value_counts where field_definition_id = ${F('color')} and value = 'Navy'`);
    expect(await navy()).toHaveLength(0);
    await test.sql(sql`update field_definitions set is_multiple = not is_multiple where id = ${F('color')}`);
    expect(await navy()).toHaveLength(1);
    await expectRollupsFresh();
    await test.sql(sql`update field_definitions set is_multiple = not is_multiple where id = ${F('color')}`);
    await expectRollupsFresh();
  });

  it('follow a merge (values moved and dropped) and a field deleted with its data', async () => {
    const target = await overviewField('color');
    const source = await overviewField('colour');
    const preview = await test.call(ALICE, 'POST', `${A}/scheme-manager/fields/merge-preview`, {
      source_field_id: F('colour'),
      target_field_id: F('color'),
    });
    const moving = preview.json().data.values_to_move as number;
    const res = await test.call(ALICE, 'POST', `${A}/scheme-manager/fields/merge`, {
      source_field_id: F('colour'),
      target_field_id: F('color'),
      user_id: 'system',
      delete_source_field: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(source!.usage_count).toBeGreaterThan(0);
    expect((await overviewField('color'))!.usage_count).toBe(target!.usage_count! + moving);
    expect(await overviewField('colour')).toBeUndefined();
    await expectRollupsFresh();
    // The merge writes the products' custom_fields documents itself: they equal a fresh computation.
    const stale = await test.sql(
      sql`select id from enhanced_products where custom_fields <> product_custom_fields_doc(id)`,
    );
    expect(stale).toHaveLength(0);

    const weight = await overviewField('weight_lb');
    expect(weight!.usage_count).toBeGreaterThan(0);
    const del = await test.call(ALICE, 'DELETE', `${A}/fields/${F('weight_lb')}?delete_values=true`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await test.sql(sql`select 1 from field_usage_counts where field_definition_id = ${F('weight_lb')}`)).toEqual(
      [],
    );
    await expectRollupsFresh();
  });
});
