import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/index';
import { definition, field, multiField, uid } from '../test/fixtures';
import {
  addedField,
  applySavedEdits,
  editFieldValue,
  emptyEdits,
  hasChanges,
  recordFieldAdded,
  removeField,
  splitSavedEdits,
  withAddedFields,
} from './editTracking';
import { fieldInputKind, fieldOptionLabel, fieldOptions, selectChoices, toggleChoice } from './fieldValues';
import { SavePlanError, buildSavePlan, editsAsFieldChanges, isEmptyPlan, saveStepFailureMessage } from './savePlan';

const fields = [field(1), multiField(2, ['red', 'blue'])];
const warranty = addedField(definition(7, { display_name: 'Warranty' }));
const tags = addedField(definition(8, { display_name: 'Tags', is_multiple: true, field_type: 'multiselect' }));

describe('adding an existing field is a pending edit (issue #14)', () => {
  it('shows as an empty field after the product fields, sets the flag, and Remove simply drops it', () => {
    const edits = recordFieldAdded(emptyEdits, warranty);
    expect(edits.dirty).toBe(true);
    expect(hasChanges(edits)).toBe(true);
    const shown = withAddedFields(fields, edits);
    expect(shown.map((f) => f.display_name)).toEqual(['Field 1', 'Field 2', 'Warranty']);
    expect(shown[2]).toMatchObject({ value_text: null, sources: [], updated_by_type: null });
    const edited = editFieldValue(edits, warranty, '2 years');
    const dropped = removeField(edited, warranty.field_definition_id);
    expect(dropped).toMatchObject({ added: [], pending: {}, removed: [], dirty: false });
    expect(recordFieldAdded(edits, warranty)).toBe(edits);
  });

  it('is saved by one POST with its entered value (null when none), never by a field update', () => {
    let edits = recordFieldAdded(recordFieldAdded(emptyEdits, warranty), tags);
    edits = editFieldValue(edits, warranty, '2 years');
    edits = editFieldValue(edits, fields[0]!, 'changed');
    const plan = buildSavePlan(fields, edits);
    expect(plan.additions).toEqual([
      { fieldId: warranty.field_definition_id, value: '2 years' },
      { fieldId: tags.field_definition_id, value: null },
    ]);
    expect(plan.fieldUpdates).toEqual([{ fieldId: uid(101), value: 'changed' }]);
    expect(plan.bulkUpdates).toEqual({});
    expect(isEmptyPlan(buildSavePlan(fields, recordFieldAdded(emptyEdits, warranty)))).toBe(false);
    // A multi-value field added with values sends its list.
    const listed = editFieldValue(recordFieldAdded(emptyEdits, tags), tags, ['a', ' a ', 'b']);
    expect(buildSavePlan(fields, listed).additions).toEqual([{ fieldId: tags.field_definition_id, value: ['a', 'b'] }]);
  });

  it('goes with an approval as a field change when it has a value', () => {
    const edits = editFieldValue(recordFieldAdded(recordFieldAdded(emptyEdits, warranty), tags), warranty, '2 years');
    expect(editsAsFieldChanges(fields, edits)).toEqual({ [warranty.field_definition_id]: '2 years' });
  });

  it('is on the product, with its value, after a save', () => {
    const edits = editFieldValue(recordFieldAdded(emptyEdits, warranty), warranty, '2 years');
    const saved = applySavedEdits(fields, edits);
    expect(saved.map((f) => f.display_name)).toEqual(['Field 1', 'Field 2', 'Warranty']);
    expect(saved[2]).toMatchObject({ value_text: '2 years', updated_by_type: 'user' });
  });
});

describe('a save that stops part-way (issue #14)', () => {
  it('splits the edits into the saved parts and the rest, which keeps the flag', () => {
    let edits = recordFieldAdded(emptyEdits, warranty);
    edits = editFieldValue(edits, fields[0]!, 'changed');
    edits = removeField(edits, uid(102));
    const { saved, remaining } = splitSavedEdits(edits, [warranty.field_definition_id, uid(101)]);
    expect(saved).toMatchObject({ added: [warranty], pending: { [uid(101)]: 'changed' }, removed: [] });
    expect(remaining).toMatchObject({ added: [], pending: {}, removed: [uid(102)], dirty: true });
    expect(splitSavedEdits(edits, [warranty.field_definition_id, uid(101), uid(102)]).remaining.dirty).toBe(false);
  });

  it("names the failed call's fields by display name with the server's reason", () => {
    const cause = new ApiError({
      status: 422,
      code: 'validation_error',
      message: "'Color' must be one of: Red, Blue",
      routeId: 'updateProductField',
    });
    const nameOf = (id: string) => (id === uid(101) ? 'Color' : id === uid(102) ? 'Tags' : undefined);
    const update = new SavePlanError({ kind: 'update', fieldIds: [uid(101)] }, [], 3, cause);
    expect(saveStepFailureMessage(update, nameOf)).toBe(
      `Failed to save changes. Please try again. ❌\n"Color": 'Color' must be one of: Red, Blue`,
    );
    const bulk = new SavePlanError({ kind: 'bulk', fieldIds: [uid(101), uid(102)] }, [], 3, cause);
    expect(saveStepFailureMessage(bulk, nameOf)).toMatch(
      /^Failed to save changes\. Please try again\. ❌\n"Color", "Tags": /,
    );
    const add = new SavePlanError({ kind: 'add', fieldIds: [uid(101)] }, [], 3, new Error('offline'));
    expect(saveStepFailureMessage(add, nameOf)).toBe('Failed to add field. Please try again.\n"Color": offline');
    const removal = new SavePlanError(
      { kind: 'remove', fieldIds: [uid(102)] },
      [{ kind: 'add', fieldIds: [uid(1)] }],
      4,
      cause,
    );
    expect(saveStepFailureMessage(removal, nameOf)).toMatch(/^Failed to remove field\. Please try again\.\n"Tags": /);
    expect(removal.savedFieldIds).toEqual([uid(1)]);
  });
});

describe('every field type gets its input (issue #14)', () => {
  const options = fieldOptions(
    ['Red', 'Blue', 'Green'],
    [
      { value: 'Red', count: 12 },
      { value: 'Purple', count: 1 },
    ],
  );

  it('maps field types to input kinds', () => {
    expect(fieldInputKind(field(1, { field_type: 'select' }), undefined, options)).toBe('select');
    expect(fieldInputKind(field(1, { field_type: 'select' }))).toBe('text'); // no allowed values known
    expect(fieldInputKind(multiField(2, []), undefined, options)).toBe('multiselect');
    expect(fieldInputKind(multiField(2, []))).toBe('multi');
    expect(fieldInputKind(field(1, { field_type: 'number', data_type: 'number' }), undefined, options)).toBe('number');
    expect(fieldInputKind(field(1, { field_type: 'boolean', data_type: 'boolean' }))).toBe('boolean');
    expect(fieldInputKind(field(1, { field_type: 'checkbox' }))).toBe('boolean');
    expect(fieldInputKind(field(1, { field_type: 'date', data_type: 'date' }))).toBe('date');
    expect(fieldInputKind(field(1, { field_type: 'datetime' }))).toBe('date');
    expect(fieldInputKind(field(1, { field_type: 'url', data_type: 'url' }))).toBe('url');
    expect(fieldInputKind(field(1, { field_type: 'email' }))).toBe('email');
    expect(fieldInputKind(field(1, { field_type: 'phone' }))).toBe('tel');
    expect(fieldInputKind(field(1, { field_type: 'textarea' }))).toBe('multiline');
  });

  it('lists allowed values in order with their product counts where known', () => {
    expect(options).toEqual([{ value: 'Red', count: 12 }, { value: 'Blue' }, { value: 'Green' }]);
    expect(options.map(fieldOptionLabel)).toEqual(['Red (12)', 'Blue', 'Green']);
    expect(fieldOptions(null)).toEqual([]);
  });

  it('keeps a current value outside the list as a marked choice', () => {
    expect(selectChoices(options, 'Purple').map((c) => [c.value, c.outside ?? false])).toEqual([
      ['Red', false],
      ['Blue', false],
      ['Green', false],
      ['Purple', true],
    ]);
    expect(selectChoices(options, '')).toHaveLength(3);
  });

  it('switches multi-select choices on and off in the order of the list', () => {
    expect(toggleChoice(options, ['Green'], 'Red', true)).toEqual(['Red', 'Green']);
    expect(toggleChoice(options, ['Red', 'Green', 'Legacy'], 'Red', false)).toEqual(['Green', 'Legacy']);
  });
});
