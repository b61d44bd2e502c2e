// Field merge and AI merge suggestions on the seeded demo (spec part 2 §3, §4.4, §5.5, §7.4): the merge
// moves exactly what the preview showed, conflicts keep the target's value, every move is audited;
// suggestions pair near-duplicates of one data type with a rationale naming the evidence.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MergePreview, MergeSuggestionsResponse, envelope } from '@curate/core/contract';
import {
  ACME,
  ALICE,
  demoFieldId,
  historyRows,
  NINA,
  NORTHWIND,
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

const A = `/companies/${ACME.id}`;
const F = (name: string) => demoFieldId(ACME.code, name);
const valuesOf = async (fieldId: string) =>
  new Map(
    (
      await test.sql<{ product: string; value: string }>(
        sql`select enhanced_product_id as product, value_text as value from product_field_values where field_definition_id = ${fieldId}`,
      )
    ).map((row) => [row.product, row.value]),
  );
const preview = async (source: string, target: string) => {
  const res = await test.call(ALICE, 'POST', `${A}/scheme-manager/fields/merge-preview`, {
    source_field_id: source,
    target_field_id: target,
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(MergePreview).parse(res.json()).data;
};
const suggestions = async (status = 'pending') => {
  const res = await test.call(ALICE, 'GET', `${A}/schema/merge/suggestions?status=${status}`);
  expect(res.statusCode, res.body).toBe(200);
  return MergeSuggestionsResponse.parse(res.json()).suggestions;
};

describe('merge rules (spec part 2 §5.5)', () => {
  const merge = (body: object, email = ALICE) => test.call(email, 'POST', `${A}/scheme-manager/fields/merge`, body);

  it('refuses different data types, a field into itself, an unused field, core and foreign fields', async () => {
    const types = await merge({ source_field_id: F('colour'), target_field_id: F('weight_lbs') });
    expect(types.statusCode).toBe(400);
    expect(types.json().detail).toBe(
      'No compatible target fields found. Both fields must have the same data type (string)',
    );
    const self = await merge({ source_field_id: F('color'), target_field_id: F('color') });
    expect(self.statusCode).toBe(422);
    expect(self.json().detail[0].msg).toBe('Source and target must be different fields');
    const unused = (
      await test.call(ALICE, 'POST', `${A}/fields`, {
        field_name: 'shade',
        display_name: 'Shade',
        field_type: 'text',
        group_id: null,
        is_required: false,
        is_multiple: false,
      })
    ).json().field;
    const empty = await merge({ source_field_id: unused.id, target_field_id: F('color') });
    expect(empty.json().detail).toBe("Both fields must be in use to be merged: 'Shade' is used by no product");
    expect((await merge({ source_field_id: F('brand'), target_field_id: F('clean_name') })).json().detail).toBe(
      'Core fields cannot be merged',
    );
    const foreign = await merge({
      source_field_id: F('colour'),
      target_field_id: demoFieldId(NORTHWIND.code, 'color'),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await merge({ source_field_id: F('colour'), target_field_id: F('color') }, TOM)).statusCode).toBe(403);
    expect((await merge({ source_field_id: F('colour'), target_field_id: F('color') }, NINA)).statusCode).toBe(404);
  });
});

describe('merge preview and merge', () => {
  it('moves exactly the values the preview showed, keeps the target in conflicts, audits every move', async () => {
    const source = F('colour');
    const target = F('color');
    const before = { source: await valuesOf(source), target: await valuesOf(target) };
    const conflicts = [...before.source.keys()].filter((p) => before.target.has(p));
    const moving = [...before.source.keys()].filter((p) => !before.target.has(p));
    // Give the demo at least one value to move and one real conflict of different values.
    if (moving.length === 0 || conflicts.length === 0) throw new Error('seed: colour needs moves and conflicts');
    const data = await preview(source, target);
    expect(data).toMatchObject({
      source_field: { id: source, field_name: 'colour', usage_count: before.source.size },
      target_field: { id: target, field_name: 'color', usage_count: before.target.size },
      affected_products: before.source.size,
      conflict_count: conflicts.length,
      values_to_move: moving.length,
    });
    expect(data.sample_values.map((c) => c.product_id).sort()).toEqual([...conflicts].sort());
    for (const c of data.sample_values) {
      expect(c.source_value).toBe(before.source.get(c.product_id));
      expect(c.target_value).toBe(before.target.get(c.product_id));
    }
    const version = await versionOf(test, moving[0]!);
    const res = await test.call(ALICE, 'POST', `${A}/scheme-manager/fields/merge`, {
      source_field_id: source,
      target_field_id: target,
      user_id: 'system',
      delete_source_field: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      moved_values: moving.length,
      conflicts: conflicts.length,
      affected_products: before.source.size,
      source_field_deleted: true,
    });
    const after = await valuesOf(target);
    for (const p of moving) expect(after.get(p)).toBe(before.source.get(p));
    for (const p of conflicts) expect(after.get(p)).toBe(before.target.get(p));
    expect(after.size).toBe(before.target.size + moving.length);
    expect(await test.sql(sql`select 1 from field_definitions where id = ${source}`)).toHaveLength(0);
    expect(await versionOf(test, moving[0]!)).toBe(version + 1);
    const history = await historyRows(test, moving[0]!);
    // Both entries are written in the merge's transaction, at the same instant: their order is not defined.
    const merged = history.slice(-2).sort((a, b) => String(a.change_type).localeCompare(String(b.change_type)));
    expect(merged.map((h) => [h.change_type, h.previous_value, h.new_value])).toEqual([
      ['field_added', null, before.source.get(moving[0]!)],
      ['field_removed', before.source.get(moving[0]!), null],
    ]);
    expect(merged.every((h) => h.change_reason === 'Field merge: colour into color')).toBe(true);
    // The deleted source's entries keep its name but no definition (as its foreign key would leave them).
    expect(merged.map((h) => h.field_definition_id)).toEqual([target, null]);
    const dropped = (await historyRows(test, conflicts[0]!)).at(-1)!;
    expect(dropped).toMatchObject({ change_type: 'field_removed', previous_value: before.source.get(conflicts[0]!) });
    const [doc] = await test.sql<{ doc: Record<string, unknown> }>(
      sql`select custom_fields as doc from enhanced_products where id = ${moving[0]}`,
    );
    expect(doc!.doc.color).toBe(before.source.get(moving[0]!));
    expect(doc!.doc.colour).toBeUndefined();
  });
});

describe('AI merge suggestions', () => {
  it('pairs near-duplicates of one data type, never across types, with a rationale naming the evidence', async () => {
    const res = await test.call(ALICE, 'POST', `${A}/schema/merge/ai-suggestions`, {});
    expect(res.statusCode, res.body).toBe(200);
    const found = MergeSuggestionsResponse.parse(res.json()).suggestions;
    const pair = found.find((s) => s.source_field.name === 'weight_lb');
    expect(pair).toMatchObject({ status: 'pending', target_field: { name: 'weight_lbs' } });
    expect(pair!.confidence).toBeGreaterThan(0.8);
    expect(pair!.rationale).toMatch(
      /^\d+% of values shared; names differ only by a suffix \('weight_lb' \/ 'weight_lbs'\)/,
    );
    expect(pair!.source_field.usage.product_count).toBeGreaterThan(0);
    for (const s of found) expect(s.source_field.data_type).toBe(s.target_field.data_type);
    expect((await suggestions()).map((s) => s.id)).toEqual(found.map((s) => s.id));
  });

  it('dismisses (gone from pending, not suggested again) and accepts into a pre-filled merge', async () => {
    const [first, ...rest] = await suggestions();
    expect(first).toBeDefined();
    const dismissed = await test.call(ALICE, 'POST', `${A}/schema/merge/suggestions/${first!.id}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await suggestions()).map((s) => s.id)).not.toContain(first!.id);
    expect((await suggestions('dismissed')).map((s) => s.id)).toContain(first!.id);
    const again = await test.call(ALICE, 'POST', `${A}/schema/merge/suggestions/${first!.id}/dismiss`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Suggestion not found');
    await test.call(ALICE, 'POST', `${A}/schema/merge/ai-suggestions`, {});
    expect((await suggestions()).map((s) => s.id)).not.toContain(first!.id);
    if (rest.length === 0) return;
    const accept = await test.call(ALICE, 'POST', `${A}/schema/merge/suggestions/${rest[0]!.id}/accept`, {
      delete_source_field: true,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json()).toMatchObject({
      redirect_to_merge: true,
      merge_preview_data: {
        source_field_id: rest[0]!.source_field.id,
        target_field_id: rest[0]!.target_field.id,
        delete_source_field: true,
      },
    });
    expect((await suggestions()).map((s) => s.id)).not.toContain(rest[0]!.id);
  });

  it("refuses tenant users, other companies' suggestions and the internal call to tenants", async () => {
    const [one] = await suggestions('dismissed');
    expect((await test.call(TOM, 'GET', `${A}/schema/merge/suggestions`)).statusCode).toBe(403);
    expect((await test.call(TOM, 'POST', `${A}/schema/merge/suggestions/${one!.id}/dismiss`)).statusCode).toBe(403);
    const foreign = await test.call(
      NINA,
      'POST',
      `/companies/${NORTHWIND.id}/schema/merge/suggestions/${one!.id}/dismiss`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await test.call(ALICE, 'POST', '/internal/openai/merge-analysis', { company_id: ACME.id })).statusCode,
    ).toBe(403);
  });
});
