import { describe, expect, it } from 'vitest';
import type { ProductField, ReviewFlag } from '../contract/index';
import { detailFieldGroups } from '../product-detail/detailFields';
import {
  CHECK_FIELDS_KEY,
  LOW_CONFIDENCE_BELOW,
  checkFirstGroups,
  fieldCheck,
  reviewChecks,
  reviewFieldOrder,
} from './fieldChecks';

const SPECS = { id: 'g-specs', display_name: 'Specifications', sort_order: 2 };
const BASICS = { id: 'g-basics', display_name: 'Basic Information', sort_order: 1 };

const CONTRADICTION: ReviewFlag = {
  field_name: 'capacity_gal',
  kind: 'contradiction',
  message: 'Capacity (gal): the record states "40 gal" and "holds 50 gallon."',
  quotes: ['40 gal', 'holds 50 gallon.', 'Tank: 50 gal'],
};

let seq = 0;
function field(
  field_name: string,
  init: Partial<ProductField> = {},
  group: { id: string; display_name: string } | null = null,
): ProductField {
  seq += 1;
  return {
    id: `v-${field_name}`,
    field_definition_id: `d-${field_name}`,
    field_name,
    display_name: field_name,
    field_type: 'text',
    data_type: 'string',
    is_multiple: false,
    group_id: group?.id ?? null,
    group_name: group ? group.display_name.toLowerCase() : null,
    group_display_name: group?.display_name ?? null,
    sort_order: seq,
    value_text: 'x',
    value_number: null,
    value_boolean: null,
    value_date: null,
    value_product_id: null,
    updated_at: '2025-03-02T14:20:00.000Z',
    updated_by_type: 'ai',
    sources: [],
    ...init,
  };
}

describe('fieldCheck', () => {
  it('needs no check for a value rated at or above 75% and without flags, or not rated at all', () => {
    expect(fieldCheck(field('brand', { confidence: LOW_CONFIDENCE_BELOW, flags: [] }))).toEqual({
      needsCheck: false,
      kind: null,
      confidence: 0.75,
      percent: 75,
      notes: [],
    });
    // Older products (no job result) carry neither key.
    expect(fieldCheck(field('brand')).needsCheck).toBe(false);
  });

  it('names a contradiction, with the quotes its message does not already hold', () => {
    const check = fieldCheck(field('capacity_gal', { confidence: 0.9, flags: [CONTRADICTION] }));
    expect(check).toMatchObject({ needsCheck: true, kind: 'contradiction', percent: 90 });
    expect(check.notes).toEqual([{ kind: 'contradiction', message: CONTRADICTION.message, quotes: ['Tank: 50 gal'] }]);
  });

  it('reports a low confidence as a whole percentage, and other flags as flagged', () => {
    expect(fieldCheck(field('weight', { confidence: 0.624 }))).toMatchObject({
      needsCheck: true,
      kind: 'low_confidence',
      percent: 62,
      notes: [],
    });
    const unsourced = {
      field_name: 'material',
      kind: 'unsourced',
      message: 'material: the quote is not in the source',
    };
    expect(fieldCheck(field('material', { confidence: 0.8, flags: [unsourced] }))).toMatchObject({
      kind: 'flagged',
      notes: [{ kind: 'unsourced', message: unsourced.message, quotes: [] }],
    });
  });

  it("drops the confidence and the low-confidence flag of a person's value, not a contradiction", () => {
    const low = { field_name: 'weight', kind: 'low_confidence', message: 'weight: possibly 120' };
    expect(fieldCheck(field('weight', { confidence: 0.3, flags: [low], updated_by_type: 'user' }))).toMatchObject({
      needsCheck: false,
      confidence: null,
    });
    expect(
      fieldCheck(field('capacity_gal', { confidence: 0.3, flags: [low, CONTRADICTION], updated_by_type: 'user' })),
    ).toMatchObject({ needsCheck: true, kind: 'contradiction', confidence: null, notes: [{ kind: 'contradiction' }] });
  });
});

describe('reviewFieldOrder', () => {
  it('puts flagged fields first, then low confidences lowest first, then the rest as given', () => {
    const fields = [
      field('a', { confidence: 0.95 }),
      field('b', { confidence: 0.7 }),
      field('c', { confidence: 0.5 }),
      field('d', { flags: [{ ...CONTRADICTION, field_name: 'd' }], confidence: 0.99 }),
      field('e'),
      field('f', { confidence: 0.5 }),
    ];
    expect(reviewFieldOrder(fields).map((f) => f.field_name)).toEqual(['d', 'c', 'f', 'b', 'a', 'e']);
  });
});

describe('checkFirstGroups', () => {
  const fields = () => [
    field('brand', { confidence: 0.9 }, BASICS),
    field('model', { confidence: 0.6 }, BASICS),
    field('capacity', { confidence: 0.2 }, SPECS),
    field('weight', { flags: [{ ...CONTRADICTION, field_name: 'weight' }] }, SPECS),
    field('notes'),
  ];

  it('shows the fields that need a check first, in review order, and the others in their groups', () => {
    const groups = checkFirstGroups(fields(), [BASICS, SPECS]);
    expect(groups.map((g) => [g.key, g.fields.map((f) => f.field_name)])).toEqual([
      [CHECK_FIELDS_KEY, ['weight', 'capacity', 'model']],
      ['g-basics', ['brand']],
      ['other', ['notes']],
    ]);
  });

  it('keeps a group it emptied in edit mode (a field may be added to it), and the usual groups without checks', () => {
    const editing = detailFieldGroups(fields(), [BASICS, SPECS], { editing: true });
    expect(editing.map((g) => g.key)).toEqual([CHECK_FIELDS_KEY, 'g-basics', 'g-specs', 'other']);
    expect(editing.find((g) => g.key === 'g-specs')!.fields).toEqual([]);
    const plain = [field('brand', {}, BASICS), field('notes')];
    expect(checkFirstGroups(plain, [BASICS]).map((g) => g.key)).toEqual(['g-basics', 'other']);
  });
});

describe('reviewChecks', () => {
  it("counts the fields to check and the flags on fields without a value, not the record's own", () => {
    const notApplied = { field_name: '*', kind: 'not_applied', message: 'Custom instruction not applied: Mention it.' };
    const summary = reviewChecks({ review_flags: [notApplied, CONTRADICTION] }, [
      field('model', { confidence: 0.6 }),
      field('brand', { confidence: 0.9 }),
    ]);
    expect(summary).toEqual({
      count: 2,
      reviewFlags: [
        { kind: 'not_applied', message: notApplied.message, quotes: [] },
        { kind: 'contradiction', message: CONTRADICTION.message, quotes: ['Tank: 50 gal'] },
      ],
    });
    expect(reviewChecks(null, [])).toEqual({ count: 0, reviewFlags: [] });
  });
});
