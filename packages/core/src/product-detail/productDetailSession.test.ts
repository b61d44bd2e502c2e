import { describe, expect, it } from 'vitest';
import {
  SAVE_FAILED_MESSAGE,
  SAVE_SUCCEEDED_MESSAGE,
  addedField,
  emptyEdits,
  saveFailureAt,
} from '../product-fields/index';
import { definition, field, multiField } from '../test/fixtures';
import {
  canRevertNow,
  canSaveDetail,
  initialProductDetail,
  productDetailSession,
  type ProductDetailAction,
  type ProductDetailState,
} from './productDetailSession';

const text = field(1);
const list = multiField(2, ['red', 'blue']);
const run = (actions: ProductDetailAction[], from: ProductDetailState = initialProductDetail) =>
  actions.reduce(productDetailSession, from);
const editing = run([{ type: 'setMode', mode: 'edit' }]);

describe('productDetailSession: modes and edit tracking (spec part 1 §4)', () => {
  it('starts in view mode and ignores edits there', () => {
    expect(initialProductDetail).toMatchObject({ status: 'viewing', mode: 'view' });
    expect(run([{ type: 'editField', field: text, draft: 'changed' }]).edits).toBe(emptyEdits);
  });

  it('sets the unsaved flag on an edit and clears it when the value goes back to the original', () => {
    const edited = run([{ type: 'editField', field: text, draft: 'changed' }], editing);
    expect(edited.edits.dirty).toBe(true);
    expect(canSaveDetail(edited)).toBe(true);
    const back = run([{ type: 'editField', field: text, draft: 'value 1' }], edited);
    expect(back.edits.dirty).toBe(false);
    expect(canSaveDetail(back)).toBe(false);
  });

  it('does not save an edit that breaks the text rule (issue #11)', () => {
    const bad = run([{ type: 'editField', field: text, draft: 'x'.repeat(20_001) }], editing);
    expect(canSaveDetail(bad)).toBe(false);
    expect(run([{ type: 'save' }], bad)).toBe(bad);
  });

  it('removes and restores fields, removes and adds multi-values, records added fields', () => {
    const s = run(
      [
        { type: 'removeField', fieldId: text.field_definition_id },
        { type: 'removeValue', field: list, index: 0 },
        { type: 'addValue', field: list, value: '  green ' },
        { type: 'addField', field: addedField(definition(3)) },
      ],
      editing,
    );
    expect(s.edits.removed).toEqual([text.field_definition_id]);
    expect(s.edits.pending[list.field_definition_id]).toEqual(['blue', 'green']);
    expect(s.edits.added.map((f) => f.field_definition_id)).toEqual([field(3).field_definition_id]);
    const restored = run([{ type: 'restoreField', fieldId: text.field_definition_id }], s);
    expect(restored.edits.removed).toEqual([]);
  });

  it('keeps edits when switching to view mode, clears them on reset (another product, closing)', () => {
    const edited = run(
      [
        { type: 'editField', field: text, draft: 'changed' },
        { type: 'setMode', mode: 'view' },
      ],
      editing,
    );
    expect(edited.edits.dirty).toBe(true);
    expect(run([{ type: 'reset' }], edited)).toMatchObject({ mode: 'view', status: 'viewing', edits: emptyEdits });
  });
});

describe('productDetailSession: save (spec part 1 §4, §8)', () => {
  const dirty = run([{ type: 'editField', field: text, draft: 'changed' }], editing);

  it('blocks a second save while one runs, and edits while saving', () => {
    const saving = run([{ type: 'save' }], dirty);
    expect(saving.status).toBe('saving');
    expect(run([{ type: 'save' }], saving)).toBe(saving);
    expect(run([{ type: 'editField', field: text, draft: 'other' }], saving)).toBe(saving);
    expect(run([{ type: 'setMode', mode: 'view' }], saving)).toBe(saving);
  });

  it('does not save without changes', () => {
    expect(run([{ type: 'save' }], editing)).toBe(editing);
  });

  it('clears the edits and says so on success; keeps them with the failure message on failure', () => {
    const saved = run([{ type: 'save' }, { type: 'saveSucceeded' }], dirty);
    expect(saved).toMatchObject({
      status: 'editing',
      edits: emptyEdits,
      message: { kind: 'success', text: SAVE_SUCCEEDED_MESSAGE },
    });
    const failed = run([{ type: 'save' }, { type: 'saveFailed', message: SAVE_FAILED_MESSAGE }], dirty);
    expect(failed).toMatchObject({ status: 'editing', message: { kind: 'error', text: SAVE_FAILED_MESSAGE } });
    expect(failed.edits.dirty).toBe(true);
  });

  it('keeps the parts saved before a failed call out of the edits and marks the failed field (issue #14)', () => {
    const both = run(
      [
        { type: 'editField', field: text, draft: 'changed' },
        { type: 'removeValue', field: list, index: 0 },
      ],
      editing,
    );
    const message = 'Failed to save "Field 2": no';
    const failed = run(
      [
        { type: 'save' },
        {
          type: 'saveFailed',
          message,
          fieldIds: [list.field_definition_id],
          savedFieldIds: [text.field_definition_id],
        },
      ],
      both,
    );
    expect(Object.keys(failed.edits.pending)).toEqual([list.field_definition_id]);
    expect(failed.edits.dirty).toBe(true);
    expect(saveFailureAt(failed.edits, list.field_definition_id)).toBe(message);
    expect(saveFailureAt(failed.edits, text.field_definition_id)).toBeUndefined();
  });

  it('adds an existing field as a pending edit, dropped by Remove and by reset (issue #14)', () => {
    const added = run([{ type: 'addField', field: addedField(definition(3)) }], editing);
    expect(added.edits.dirty).toBe(true);
    expect(run([{ type: 'removeField', fieldId: field(3).field_definition_id }], added).edits).toMatchObject({
      added: [],
      dirty: false,
    });
    expect(run([{ type: 'reset' }], added).edits).toBe(emptyEdits);
  });
});

describe('productDetailSession: delete and revert (spec part 1 §2, §4)', () => {
  it('asks before deleting; cancel returns to the mode; success ends in deleted', () => {
    const asking = run([{ type: 'askDelete' }], editing);
    expect(asking.status).toBe('confirmingDelete');
    expect(run([{ type: 'cancelDelete' }], asking).status).toBe('editing');
    expect(run([{ type: 'delete' }], editing)).toBe(editing); // never without the confirmation
    expect(run([{ type: 'delete' }, { type: 'deleteSucceeded' }], asking).status).toBe('deleted');
    const failed = run(
      [{ type: 'delete' }, { type: 'deleteFailed', message: 'Failed to delete product. Please try again.' }],
      asking,
    );
    expect(failed).toMatchObject({
      status: 'editing',
      message: { kind: 'error', text: 'Failed to delete product. Please try again.' },
    });
  });

  it('runs one revert at a time and blocks save and delete meanwhile', () => {
    const dirty = run([{ type: 'editField', field: text, draft: 'changed' }], editing);
    const reverting = run([{ type: 'revert', historyId: 'h1' }], dirty);
    expect(reverting.revertingId).toBe('h1');
    expect(canRevertNow(reverting)).toBe(false);
    expect(canSaveDetail(reverting)).toBe(false);
    expect(run([{ type: 'revert', historyId: 'h2' }, { type: 'askDelete' }], reverting)).toBe(reverting);
    expect(run([{ type: 'revertSucceeded', historyId: 'h1' }], reverting).revertingId).toBeNull();
    const failed = run(
      [{ type: 'revertFailed', historyId: 'h1', message: 'Failed to revert change. Please try again.' }],
      reverting,
    );
    expect(failed).toMatchObject({
      revertingId: null,
      message: { text: 'Failed to revert change. Please try again.' },
    });
  });

  it('dismisses only the message shown', () => {
    const s = run([
      { type: 'showMessage', kind: 'error', text: 'one' },
      { type: 'showMessage', kind: 'error', text: 'two' },
    ]);
    expect(run([{ type: 'dismissMessage', id: 1 }], s).message?.text).toBe('two');
    expect(run([{ type: 'dismissMessage', id: 2 }], s).message).toBeNull();
  });
});
