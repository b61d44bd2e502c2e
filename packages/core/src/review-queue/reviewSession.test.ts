import { describe, expect, it } from 'vitest';
import {
  APPROVED_MESSAGE,
  REJECTED_MESSAGE,
  RELOAD_BELOW_REMAINING,
  REVIEW_AUTO_ADVANCE_MS,
  SUBMIT_FAILED_PREFIX,
} from './constants';
import { upcomingProductId } from './reviewNavigation';
import { canDecide, canSave, canStep, isDialogOpen, reviewSession } from './reviewSession';
import { initialReviewSession, type ReviewSessionAction, type ReviewSessionState } from './reviewSessionTypes';
import { addedField, saveFailureAt, withAddedFields } from '../product-fields/index';
import { definition, detailFor, queueItem, uid } from '../test/fixtures';

const run = (state: ReviewSessionState, ...actions: ReviewSessionAction[]) => actions.reduce(reviewSession, state);

const stats = { total_pending: 25, total_approved: 10, total_rejected: 4 };

/** A session with `count` products loaded (ids uid(1..count)), `total` pending, product `open` open and loaded. */
function sessionWith({
  count = 5,
  total = count,
  page = 0,
  pageSize = 20,
  open = 1,
}: {
  count?: number;
  total?: number;
  page?: number;
  pageSize?: number;
  open?: number | null;
} = {}) {
  const first = page * pageSize + 1;
  const products = Array.from({ length: count }, (_, i) => queueItem(first + i));
  let state = run(
    initialReviewSession({ pageSize }),
    { type: 'queueLoaded', products, total, page },
    { type: 'statsLoaded', stats },
  );
  if (open !== null)
    state = run(state, { type: 'open', productId: uid(open) }, { type: 'productLoaded', detail: detailFor(open) });
  return state;
}

const editing = (state: ReviewSessionState) => run(state, { type: 'setMode', mode: 'edit' });
const F1 = uid(101); // single-value text field 'value 1'
const F2 = uid(102); // multi-value field ['red', 'blue']

const approve = (state: ReviewSessionState, productId = state.currentId!) =>
  run(state, { type: 'submit', verdict: 'approved' }, { type: 'submitSucceeded', productId, verdict: 'approved' });

describe('reviewSession: opening and modes', () => {
  it('starts idle with nothing open', () => {
    const state = initialReviewSession();
    expect(state.status).toBe('idle');
    expect(state.pageSize).toBe(20);
    expect(isDialogOpen(state)).toBe(false);
  });

  it('opens a product in view mode and takes its detail only when it is the open one', () => {
    let state = sessionWith({ open: null });
    state = run(state, { type: 'open', productId: uid(2) });
    expect(state.status).toBe('viewing');
    expect(state.mode).toBe('view');
    expect(isDialogOpen(state)).toBe(true);
    state = run(state, { type: 'productLoaded', detail: detailFor(3) });
    expect(state.detail).toBeNull();
    state = run(state, { type: 'productLoaded', detail: detailFor(2) });
    expect(state.detail?.product.id).toBe(uid(2));
  });

  it('toggles between View Mode and Edit Mode', () => {
    let state = editing(sessionWith());
    expect(state.status).toBe('editing');
    expect(state.mode).toBe('edit');
    state = run(state, { type: 'setMode', mode: 'view' });
    expect(state.status).toBe('viewing');
  });

  it('switching product resets the dialog to view mode (spec §4)', () => {
    let state = editing(sessionWith());
    state = run(state, { type: 'editField', fieldId: F1, draft: 'changed' });
    state = run(state, { type: 'open', productId: uid(3) });
    expect(state.mode).toBe('view');
    expect(state.status).toBe('viewing');
    expect(state.currentId).toBe(uid(3));
    expect(state.detail).toBeNull();
  });

  it('ignores edits in view mode', () => {
    const state = sessionWith();
    expect(run(state, { type: 'editField', fieldId: F1, draft: 'changed' })).toBe(state);
    expect(run(state, { type: 'removeField', fieldId: F1 })).toBe(state);
  });
});

describe('reviewSession: edit tracking (spec §4)', () => {
  it('sets the unsaved-changes flag on any edit', () => {
    const state = run(editing(sessionWith()), { type: 'editField', fieldId: F1, draft: 'value 1!' });
    expect(state.edits.dirty).toBe(true);
    expect(state.edits.pending[F1]).toBe('value 1!');
  });

  it('sets the flag on adding a field; the field is pending, not on the stored product (issue #14)', () => {
    const added = addedField(definition(7, { display_name: 'Warranty' }));
    const state = run(editing(sessionWith()), { type: 'addField', field: added });
    expect(state.edits.dirty).toBe(true);
    expect(state.edits.added.map((f) => f.display_name)).toEqual(['Warranty']);
    expect(state.detail?.product.fields.map((f) => f.display_name)).not.toContain('Warranty');
    expect(withAddedFields(state.detail!.product.fields, state.edits).map((f) => f.display_name)).toContain('Warranty');
  });

  it('edits an added field, drops it (and its value) on Remove, and forgets it on closing (issue #14)', () => {
    const added = addedField(definition(7, { display_name: 'Warranty' }));
    const state = run(
      editing(sessionWith()),
      { type: 'addField', field: added },
      { type: 'editField', fieldId: added.field_definition_id, draft: '2 years' },
    );
    expect(state.edits.pending[added.field_definition_id]).toBe('2 years');
    const dropped = run(state, { type: 'removeField', fieldId: added.field_definition_id });
    expect(dropped.edits).toMatchObject({ added: [], pending: {}, removed: [], dirty: false });
    expect(run(state, { type: 'close' }).edits.added).toEqual([]);
  });

  it('after a save the added field is on the product with its value (issue #14)', () => {
    const added = addedField(definition(7, { display_name: 'Warranty' }));
    const state = run(
      editing(sessionWith()),
      { type: 'addField', field: added },
      { type: 'editField', fieldId: added.field_definition_id, draft: '2 years' },
      { type: 'save' },
      { type: 'saveSucceeded', productId: uid(1) },
    );
    expect(state.edits.dirty).toBe(false);
    const saved = state.detail!.product.fields.find((f) => f.field_definition_id === added.field_definition_id);
    expect(saved).toMatchObject({ value_text: '2 years', updated_by_type: 'user' });
  });

  it('sets the flag on removing a field', () => {
    const state = run(editing(sessionWith()), { type: 'removeField', fieldId: F1 });
    expect(state.edits.dirty).toBe(true);
    expect(state.edits.removed).toEqual([F1]);
  });

  it('sets the flag on removing a multi-value item', () => {
    const state = run(editing(sessionWith()), { type: 'removeValue', fieldId: F2, index: 0 });
    expect(state.edits.dirty).toBe(true);
    expect(state.edits.pending[F2]).toEqual(['blue']);
  });

  it('adds multi-value items trimmed, skipping empty values and duplicates (spec §5)', () => {
    let state = run(editing(sessionWith()), { type: 'addValue', fieldId: F2, value: '  green ' });
    expect(state.edits.pending[F2]).toEqual(['red', 'blue', 'green']);
    const before = state;
    state = run(
      state,
      { type: 'addValue', fieldId: F2, value: 'red' },
      { type: 'addValue', fieldId: F2, value: '   ' },
    );
    expect(state).toBe(before);
  });

  it('clears the flag on save', () => {
    let state = run(editing(sessionWith()), { type: 'editField', fieldId: F1, draft: 'new' }, { type: 'save' });
    expect(state.status).toBe('saving');
    state = run(state, { type: 'saveSucceeded', productId: uid(1) });
    expect(state.edits.dirty).toBe(false);
    expect(state.status).toBe('editing');
  });

  it('clears the flag on opening another product', () => {
    const state = run(
      editing(sessionWith()),
      { type: 'removeField', fieldId: F1 },
      { type: 'open', productId: uid(2) },
    );
    expect(state.edits.dirty).toBe(false);
    expect(state.edits.removed).toEqual([]);
  });

  it('clears the flag on closing', () => {
    const state = run(editing(sessionWith()), { type: 'editField', fieldId: F1, draft: 'x' }, { type: 'close' });
    expect(state.status).toBe('closed');
    expect(state.edits.dirty).toBe(false);
    expect(isDialogOpen(state)).toBe(false);
  });

  it('reverting a single-value edit to its original removes it from pending changes, and the flag clears when nothing is left', () => {
    let state = run(editing(sessionWith()), { type: 'editField', fieldId: F1, draft: 'typo' });
    state = run(state, { type: 'editField', fieldId: F1, draft: 'value 1' });
    expect(state.edits.pending).toEqual({});
    expect(state.edits.dirty).toBe(false);
  });

  it('keeps the flag after a revert while another change is left', () => {
    let state = run(
      editing(sessionWith()),
      { type: 'removeValue', fieldId: F2, index: 1 },
      { type: 'editField', fieldId: F1, draft: 'typo' },
    );
    state = run(state, { type: 'editField', fieldId: F1, draft: 'value 1' });
    expect(Object.keys(state.edits.pending)).toEqual([F2]);
    expect(state.edits.dirty).toBe(true);
  });

  it('restores a field marked removed before saving', () => {
    let state = run(editing(sessionWith()), { type: 'removeField', fieldId: F1 });
    state = run(state, { type: 'restoreField', fieldId: F1 });
    expect(state.edits.removed).toEqual([]);
    expect(state.edits.dirty).toBe(false);
    expect(state.detail?.product.fields.map((f) => f.field_definition_id)).toContain(F1);
  });

  it('after saving, removed fields leave the list and values update', () => {
    let state = editing(sessionWith());
    state = run(
      state,
      { type: 'removeField', fieldId: F1 },
      { type: 'addValue', fieldId: F2, value: 'green' },
      { type: 'save' },
      { type: 'saveSucceeded', productId: uid(1) },
    );
    const fields = state.detail!.product.fields;
    expect(fields.map((f) => f.field_definition_id)).toEqual([F2]);
    expect(JSON.parse(fields[0]!.value_text!)).toEqual(['red', 'blue', 'green']);
    expect(fields[0]!.updated_by_type).toBe('user');
    expect(state.edits.removed).toEqual([]);
  });

  it('blocks a second save while one runs', () => {
    const saving = run(editing(sessionWith()), { type: 'editField', fieldId: F1, draft: 'new' }, { type: 'save' });
    expect(run(saving, { type: 'save' })).toBe(saving);
    // Edits are not taken while the save runs either.
    expect(run(saving, { type: 'editField', fieldId: F1, draft: 'other' })).toBe(saving);
  });

  it('offers Save only in edit mode with unsaved changes (spec §2)', () => {
    const state = editing(sessionWith());
    expect(canSave(state)).toBe(false);
    expect(run(state, { type: 'save' })).toBe(state);
    const dirty = run(state, { type: 'editField', fieldId: F1, draft: 'new' });
    expect(canSave(dirty)).toBe(true);
    expect(canSave(run(dirty, { type: 'setMode', mode: 'view' }))).toBe(false);
  });

  it('neither saves nor decides while an edit breaks the text rule, so it is never sent (issue #11)', () => {
    const bad = run(editing(sessionWith()), { type: 'editField', fieldId: F1, draft: 'bell\u0007' });
    expect(bad.edits.dirty).toBe(true);
    expect(canSave(bad)).toBe(false);
    expect(canDecide(bad)).toBe(false);
    expect(run(bad, { type: 'save' })).toBe(bad);
    const mended = run(bad, { type: 'editField', fieldId: F1, draft: 'bell' });
    expect(canSave(mended)).toBe(true);
    expect(canDecide(mended)).toBe(true);
  });

  it('keeps the edits when a save fails and says which field and why (issue #14; the spec only logs it)', () => {
    const message = 'Failed to save "Field 1": not allowed';
    const state = run(
      editing(sessionWith()),
      { type: 'editField', fieldId: F1, draft: 'new' },
      { type: 'save' },
      { type: 'saveFailed', productId: uid(1), message, fieldIds: [F1] },
    );
    expect(state.status).toBe('editing');
    expect(state.edits.pending[F1]).toBe('new');
    expect(state.edits.dirty).toBe(true);
    expect(state.message).toMatchObject({ kind: 'error', text: message });
    expect(saveFailureAt(state.edits, F1)).toBe(message);
    expect(saveFailureAt(run(state, { type: 'save' }).edits, F1)).toBeUndefined();
  });

  it('keeps the parts saved before a failed call: they leave the edits and show their values (issue #14)', () => {
    const state = run(
      editing(sessionWith()),
      { type: 'editField', fieldId: F1, draft: 'new' },
      { type: 'removeValue', fieldId: F2, index: 0 },
      { type: 'save' },
      { type: 'saveFailed', productId: uid(1), message: 'Failed', fieldIds: [F2], savedFieldIds: [F1] },
    );
    expect(Object.keys(state.edits.pending)).toEqual([F2]);
    expect(state.edits.dirty).toBe(true);
    expect(state.detail!.product.fields.find((f) => f.field_definition_id === F1)?.value_text).toBe('new');
  });

  it('says the changes were saved', () => {
    const state = run(
      editing(sessionWith()),
      { type: 'editField', fieldId: F1, draft: 'new' },
      { type: 'save' },
      { type: 'saveSucceeded', productId: uid(1) },
    );
    expect(state.message).toMatchObject({ kind: 'success', text: 'Changes saved successfully! 💾' });
  });
});

describe('reviewSession: approve and reject (spec §4)', () => {
  it('approving moves the counters: pending down, approved up', () => {
    const state = approve(sessionWith());
    expect(state.stats).toEqual({ total_pending: 24, total_approved: 11, total_rejected: 4 });
    expect(state.message).toMatchObject({ kind: 'success', text: APPROVED_MESSAGE });
  });

  it('rejecting moves the counters: pending down, rejected up', () => {
    const state = run(
      sessionWith(),
      { type: 'submit', verdict: 'rejected' },
      { type: 'submitSucceeded', productId: uid(1), verdict: 'rejected' },
    );
    expect(state.stats).toEqual({ total_pending: 24, total_approved: 10, total_rejected: 5 });
    expect(state.message?.text).toBe(REJECTED_MESSAGE);
  });

  it('the decided product leaves the queue', () => {
    const state = approve(sessionWith({ count: 5, total: 30 }));
    expect(state.products.map((p) => p.id)).not.toContain(uid(1));
    expect(state.products).toHaveLength(4);
    expect(state.total).toBe(29);
  });

  it('waits 300 ms before the next product opens automatically', () => {
    expect(REVIEW_AUTO_ADVANCE_MS).toBe(300);
    let state = approve(sessionWith({ open: 2 }));
    expect(state.status).toBe('advancing');
    expect(state.currentId).toBe(uid(2)); // the decided product stays on screen during the delay
    expect(canDecide(state)).toBe(false);
    state = run(state, { type: 'advance' });
    expect(state.status).toBe('viewing');
    expect(state.currentId).toBe(uid(3));
  });

  it('opens the next product in view mode with no edits', () => {
    let state = run(editing(sessionWith()), { type: 'editField', fieldId: F1, draft: 'kept with the approval' });
    state = run(approve(state), { type: 'advance' });
    expect(state.mode).toBe('view');
    expect(state.edits.dirty).toBe(false);
  });

  it('loads the next page when the loaded page runs out and more exist', () => {
    let state = run(approve(sessionWith({ count: 5, total: 30, open: 5 })), { type: 'advance' });
    expect(state.effect).toEqual({ type: 'loadPage', page: 0 });
    expect(state.status).toBe('advancing');
    state = run(state, { type: 'effectHandled' });
    // The reviewed product left the server's list, so offset 0 now continues with the products that followed.
    const refreshed = [1, 2, 3, 4, 6, 7, 8].map((n) => queueItem(n));
    state = run(state, { type: 'queueLoaded', products: refreshed, total: 29, page: 0 });
    expect(state.currentId).toBe(uid(6));
    expect(state.status).toBe('viewing');
  });

  it('loads the next page when a whole page was reviewed', () => {
    let state = sessionWith({ count: 1, total: 21, open: 1 });
    state = run(approve(state), { type: 'advance' });
    expect(state.effect).toEqual({ type: 'loadPage', page: 0 });
    state = run(
      state,
      { type: 'effectHandled' },
      { type: 'queueLoaded', products: [queueItem(21), queueItem(22)], total: 20, page: 0 },
    );
    expect(state.currentId).toBe(uid(21));
  });

  it('goes back to the last page that has products when the current one is gone', () => {
    let state = sessionWith({ count: 1, total: 21, page: 1, open: 21 });
    state = run(approve(state), { type: 'advance' });
    expect(state.effect).toEqual({ type: 'loadPage', page: 0 });
    state = run(state, { type: 'queueLoaded', products: [queueItem(1), queueItem(2)], total: 20, page: 0 });
    expect(state.currentId).toBe(uid(1));
  });

  it('closes the dialog when none remain', () => {
    const state = run(approve(sessionWith({ count: 1, total: 1 })), { type: 'advance' });
    expect(state.status).toBe('closed');
    expect(state.currentId).toBeNull();
    expect(state.stats?.total_pending).toBe(24);
  });

  it('closes the dialog after deciding a product that was not in the queue, keeping the success message (issue #14)', () => {
    // The catalogue's edit action opens an approved product on the Review tab, with pending products queued.
    let state = run(sessionWith({ open: null }), { type: 'open', productId: uid(90) });
    state = run(state, { type: 'productLoaded', detail: detailFor(90) });
    state = approve(state);
    expect(state.status).toBe('advancing');
    expect(upcomingProductId(state)).toBeNull();
    state = run(state, { type: 'advance' });
    expect(isDialogOpen(state)).toBe(false);
    expect(state.products).toHaveLength(5);
    expect(state.message).toMatchObject({ kind: 'success', text: APPROVED_MESSAGE });
  });

  it('closes the dialog when an awaited page comes back empty and nothing is pending', () => {
    let state = run(approve(sessionWith({ count: 1, total: 2 })), { type: 'advance' });
    state = run(state, { type: 'queueLoaded', products: [], total: 0, page: 0 });
    expect(state.status).toBe('closed');
  });

  it('reloads the queue when fewer than 3 items remain after advancing', () => {
    expect(RELOAD_BELOW_REMAINING).toBe(3);
    const state = run(approve(sessionWith({ count: 3, total: 40 })), { type: 'advance' });
    expect(state.products).toHaveLength(2);
    expect(state.currentId).toBe(uid(2));
    expect(state.effect).toEqual({ type: 'reload' });
  });

  it('does not reload while 3 or more items remain', () => {
    const state = run(approve(sessionWith({ count: 4, total: 40 })), { type: 'advance' });
    expect(state.products).toHaveLength(3);
    expect(state.effect).toBeNull();
  });

  it('keeps the open product when a reload arrives', () => {
    let state = run(approve(sessionWith({ count: 3, total: 40 })), { type: 'advance' });
    state = run(
      state,
      { type: 'effectHandled' },
      { type: 'queueLoaded', products: [2, 3, 4, 5].map((n) => queueItem(n)), total: 39, page: 0 },
    );
    expect(state.currentId).toBe(uid(2));
    expect(state.products).toHaveLength(4);
  });

  it('wraps to the first remaining product when only earlier ones are left', () => {
    const state = run(approve(sessionWith({ count: 4, total: 4, open: 4 })), { type: 'advance' });
    expect(state.currentId).toBe(uid(1));
  });

  it('blocks a second decision while one is sent', () => {
    const submitting = run(sessionWith(), { type: 'submit', verdict: 'approved' });
    expect(submitting.status).toBe('submitting');
    expect(run(submitting, { type: 'submit', verdict: 'rejected' })).toBe(submitting);
    expect(run(submitting, { type: 'open', productId: uid(3) })).toBe(submitting);
  });

  it('remembers when the decision was made until the next product opens (the auto-advance counts from it)', () => {
    const submitting = run(sessionWith(), { type: 'submit', verdict: 'approved', at: 1_000 });
    expect(submitting.decidedAt).toBe(1_000);
    const decided = run(submitting, { type: 'submitSucceeded', productId: uid(1), verdict: 'approved' });
    expect(decided).toMatchObject({ status: 'advancing', decidedAt: 1_000 });
    expect(run(decided, { type: 'advance' })).toMatchObject({ status: 'viewing', currentId: uid(2), decidedAt: null });
  });

  it('reports a failed submission and returns to the mode it was in', () => {
    const state = run(
      editing(sessionWith()),
      { type: 'submit', verdict: 'approved', at: 1_000 },
      { type: 'submitFailed', productId: uid(1), message: 'Product is locked' },
    );
    expect(state.decidedAt).toBeNull();
    expect(state.status).toBe('editing');
    expect(state.message).toMatchObject({ kind: 'error', text: `${SUBMIT_FAILED_PREFIX}Product is locked` });
    expect(state.stats).toEqual(stats);
  });

  it('moves the counters but stays closed when the dialog was closed while the decision was sent', () => {
    const state = run(
      sessionWith(),
      { type: 'submit', verdict: 'approved' },
      { type: 'close' },
      { type: 'submitSucceeded', productId: uid(1), verdict: 'approved' },
    );
    expect(state.status).toBe('closed');
    expect(state.stats?.total_approved).toBe(11);
    expect(run(state, { type: 'advance' }).status).toBe('closed');
  });
});

describe('reviewSession: next and previous', () => {
  it('steps through the loaded page', () => {
    let state = run(sessionWith(), { type: 'next' });
    expect(state.currentId).toBe(uid(2));
    state = run(state, { type: 'previous' }, { type: 'previous' });
    expect(state.currentId).toBe(uid(1));
  });

  it('is blocked while there are unsaved changes', () => {
    const state = run(editing(sessionWith()), { type: 'editField', fieldId: F1, draft: 'new' });
    expect(canStep(state)).toBe(false);
    expect(run(state, { type: 'next' })).toBe(state);
  });

  it('crosses to the next page and to the last product of the previous one', () => {
    let state = run(sessionWith({ count: 2, total: 4, pageSize: 2, open: 2 }), { type: 'next' });
    expect(state.effect).toEqual({ type: 'loadPage', page: 1 });
    state = run(
      state,
      { type: 'effectHandled' },
      { type: 'queueLoaded', products: [queueItem(3), queueItem(4)], total: 4, page: 1 },
    );
    expect(state.currentId).toBe(uid(3));
    state = run(state, { type: 'previous' });
    expect(state.effect).toEqual({ type: 'loadPage', page: 0 });
    state = run(state, { type: 'queueLoaded', products: [queueItem(1), queueItem(2)], total: 4, page: 0 });
    expect(state.currentId).toBe(uid(2));
  });

  it('names the product to prefetch: the one that opens next', () => {
    const state = sessionWith({ open: 2 });
    expect(upcomingProductId(state)).toBe(uid(3));
    expect(upcomingProductId(approve(state))).toBe(uid(3));
    expect(upcomingProductId(sessionWith({ count: 2, open: 2 }))).toBeNull();
  });
});

describe('reviewSession: messages', () => {
  it('dismisses only the message it was asked to', () => {
    let state = run(sessionWith(), {
      type: 'showMessage',
      kind: 'error',
      text: 'Failed to add field. Please try again.',
    });
    const first = state.message!.id;
    state = run(state, { type: 'showMessage', kind: 'success', text: 'second' });
    expect(run(state, { type: 'dismissMessage', id: first }).message?.text).toBe('second');
    expect(run(state, { type: 'dismissMessage', id: state.message!.id }).message).toBeNull();
  });
});

describe('reviewSession: multi-value edits', () => {
  it('removes values by position and saves the cleaned list', () => {
    let state = editing(sessionWith());
    state = run(state, { type: 'removeValue', fieldId: F2, index: 5 });
    expect(state.edits.dirty).toBe(false);
    state = run(state, { type: 'removeValue', fieldId: F2, index: 1 }, { type: 'removeValue', fieldId: F2, index: 0 });
    expect(state.edits.pending[F2]).toEqual([]);
  });

  it('ignores edits of a field the product does not have', () => {
    const state = editing(sessionWith());
    expect(run(state, { type: 'editField', fieldId: uid(999), draft: 'x' })).toBe(state);
    expect(run(state, { type: 'addField', field: addedField(definition(1)) })).toBe(state);
    expect(run(sessionWith(), { type: 'addField', field: addedField(definition(9)) }).edits.added).toEqual([]);
  });
});
