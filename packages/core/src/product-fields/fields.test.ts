import { describe, expect, it } from 'vitest';
import { field, multiField, uid } from '../test/fixtures';
import {
  addMultiValue,
  applySavedEdits,
  editFieldValue,
  emptyEdits,
  removeField,
  removeMultiValue,
  restoreField,
} from './editTracking';
import { groupFields, OTHER_FIELDS_KEY } from './fieldGroups';
import {
  cleanMultiValues,
  draftToApiValue,
  fieldDisplayValues,
  fieldInputKind,
  parseListLikeText,
  storedDraft,
} from './fieldValues';
import { buildSavePlan, editsAsFieldChanges, isEmptyPlan } from './savePlan';

const G1 = uid(701);
const G2 = uid(702);

describe('groupFields (spec part 1 §2, §3)', () => {
  it("groups by field group in sort order, with ungrouped fields in 'Other Fields' (999) last", () => {
    const fields = [
      field(1, { group_id: G2, group_display_name: 'Dimensions', sort_order: 2 }),
      field(2, { group_id: null }),
      field(3, { group_id: G1, group_display_name: 'Basics', sort_order: 5 }),
      field(4, { group_id: G2, group_display_name: 'Dimensions', sort_order: 1 }),
      field(5, { group_id: uid(703), group_display_name: 'Zzz late group' }),
    ];
    const groups = groupFields(fields, [
      { id: G1, display_name: 'Basics', sort_order: 1 },
      { id: G2, display_name: 'Dimensions', sort_order: 2 },
    ]);
    expect(groups.map((g) => [g.displayName, g.sortOrder, g.fields.length])).toEqual([
      ['Basics', 1, 1],
      ['Dimensions', 2, 2],
      ['Zzz late group', 999, 1],
      ['Other Fields', 999, 1],
    ]);
    expect(groups[1]!.fields.map((f) => f.field_name)).toEqual(['field_4', 'field_1']);
    expect(groups[3]!.key).toBe(OTHER_FIELDS_KEY);
    expect(groups[3]!.groupId).toBeNull();
  });

  it('can list empty groups too', () => {
    const groups = groupFields([], [{ id: G1, display_name: 'Basics', sort_order: 1 }], { includeEmptyGroups: true });
    expect(groups.map((g) => g.displayName)).toEqual(['Basics']);
  });
});

describe('field values and inputs (spec part 1 §5)', () => {
  it('chooses the input by type, with the multi-line rule for text', () => {
    expect(fieldInputKind(field(1))).toBe('text');
    expect(fieldInputKind(field(1, { value_text: 'First. Second.' }))).toBe('multiline');
    expect(fieldInputKind(field(1), 'now\ntwo lines')).toBe('multiline');
    expect(fieldInputKind(field(1, { field_type: 'textarea', value_text: 'short' }))).toBe('multiline');
    expect(fieldInputKind(field(1, { field_type: 'number', data_type: 'number' }))).toBe('number');
    expect(fieldInputKind(field(1, { field_type: 'checkbox', data_type: 'boolean' }))).toBe('boolean');
    expect(fieldInputKind(field(1, { field_type: 'date', data_type: 'date' }))).toBe('date');
    expect(fieldInputKind(field(1, { field_type: 'url', data_type: 'url' }))).toBe('url');
    expect(fieldInputKind(field(1, { field_type: 'email' }))).toBe('email');
    expect(fieldInputKind(multiField(1, []))).toBe('multi');
  });

  it('reads stored values as drafts and shows them', () => {
    expect(storedDraft(field(1, { data_type: 'number', field_type: 'number', value_number: 2.5 }))).toBe('2.5');
    expect(
      storedDraft(field(1, { data_type: 'date', field_type: 'date', value_date: '2024-05-01T10:00:00.000Z' })),
    ).toBe('2024-05-01');
    expect(storedDraft(multiField(1, ['a', 'b']))).toEqual(['a', 'b']);
    expect(fieldDisplayValues(field(1, { data_type: 'boolean', field_type: 'boolean', value_boolean: false }))).toEqual(
      ['No'],
    );
    expect(fieldDisplayValues(field(1, { value_text: null }))).toEqual([]);
  });

  it('saves drafts as typed values', () => {
    const number = field(1, { field_type: 'number', data_type: 'number' });
    expect(draftToApiValue(number, '42')).toBe(42);
    expect(draftToApiValue(number, '')).toBeNull();
    expect(draftToApiValue(number, 'abc')).toBe('abc');
    expect(draftToApiValue(field(1, { field_type: 'boolean', data_type: 'boolean' }), true)).toBe(true);
    expect(draftToApiValue(field(1), 'text')).toBe('text');
  });

  it('multi-value saves drop empty values, trim new ones and skip duplicates', () => {
    expect(cleanMultiValues([' red ', '', 'blue', 'red', '  '])).toEqual(['red', 'blue']);
  });

  it('parses list-like URL text into values (spec part 1 §5)', () => {
    expect(parseListLikeText("['https://a.example.com', 'https://b.example.com']")).toEqual([
      'https://a.example.com',
      'https://b.example.com',
    ]);
    expect(parseListLikeText('["https://a.example.com"]')).toEqual(['https://a.example.com']);
    expect(parseListLikeText('https://a.example.com, https://b.example.com')).toEqual([
      'https://a.example.com',
      'https://b.example.com',
    ]);
    expect(parseListLikeText('red, blue')).toEqual(['red, blue']);
    const urls = multiField(1, [], { data_type: 'url', field_type: 'url' });
    expect(
      draftToApiValue(urls, ["['https://a.example.com', 'https://a.example.com']", 'https://c.example.com']),
    ).toEqual(['https://a.example.com', 'https://c.example.com']);
  });
});

describe('edit tracking and the save plan (spec part 1 §4, §7)', () => {
  const text = field(1);
  const colours = multiField(2, ['red', 'blue']);
  const weight = field(3, { field_type: 'number', data_type: 'number', value_number: 1.2, value_text: null });

  it('turns edits into field updates, one bulk update and removals; removed fields send nothing else', () => {
    let edits = editFieldValue(emptyEdits, text, 'new text');
    edits = editFieldValue(edits, weight, '1.5');
    edits = addMultiValue(edits, colours, 'green');
    edits = removeMultiValue(edits, colours, 0);
    edits = removeField(edits, weight.field_definition_id);
    const plan = buildSavePlan([text, colours, weight], edits);
    expect(plan.fieldUpdates).toEqual([{ fieldId: text.field_definition_id, value: 'new text' }]);
    expect(plan.bulkUpdates).toEqual({ [colours.field_definition_id]: ['blue', 'green'] });
    expect(plan.removals).toEqual([weight.field_definition_id]);
    expect(editsAsFieldChanges([text, colours, weight], edits)).toEqual({
      [text.field_definition_id]: 'new text',
      [colours.field_definition_id]: ['blue', 'green'],
      [weight.field_definition_id]: null,
    });
  });

  it('an empty plan makes no call', () => {
    expect(isEmptyPlan(buildSavePlan([text], emptyEdits))).toBe(true);
  });

  it('restoring the only change clears the flag; restoring with other changes keeps it', () => {
    let edits = removeField(emptyEdits, text.field_definition_id);
    expect(restoreField(edits, text.field_definition_id).dirty).toBe(false);
    edits = editFieldValue(edits, weight, '3');
    expect(restoreField(edits, text.field_definition_id).dirty).toBe(true);
  });

  it('applies saved edits: removed fields leave, values update and are marked as edited by a user', () => {
    let edits = editFieldValue(emptyEdits, weight, '2');
    edits = removeField(edits, text.field_definition_id);
    const saved = applySavedEdits([text, weight], edits);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ value_number: 2, updated_by_type: 'user' });
  });
});
