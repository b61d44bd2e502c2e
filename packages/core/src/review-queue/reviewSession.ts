// The review dialog as a pure reducer — spec part 1 §4 (review dialog, edit tracking). No DOM, no calls:
// the hooks dispatch call results and perform `effect`s; every rule is a unit test in reviewSession.test.ts.
import type { ProductField } from '../contract/index';
import {
  addMultiValue,
  applySavedEdits,
  editFieldValue,
  emptyEdits,
  hasEditProblems,
  recordFieldAdded,
  recordSaveFailure,
  removeField,
  removeMultiValue,
  restoreField,
  SAVE_SUCCEEDED_MESSAGE,
  splitSavedEdits,
  withAddedFields,
  type FieldEdits,
} from '../product-fields/index';
import { APPROVED_MESSAGE, REJECTED_MESSAGE, SUBMIT_FAILED_PREFIX } from './constants';
import { moveReviewCounters } from './queueUpdates';
import { advanceAfterDecision, closeDialog, openProduct, receivePage, stepProduct } from './reviewNavigation';
import {
  OUTSIDE_QUEUE,
  type ReviewMessage,
  type ReviewSessionAction,
  type ReviewSessionState,
} from './reviewSessionTypes';

const withMessage = (state: ReviewSessionState, kind: ReviewMessage['kind'], text: string): ReviewSessionState => {
  const id = state.messageSeq + 1;
  return { ...state, messageSeq: id, message: { id, kind, text } };
};

/** The status the mode toggle stands for. */
const modeStatus = (state: ReviewSessionState) => (state.mode === 'edit' ? 'editing' : 'viewing');

/** Applies an edit to a field of the current product, only in edit mode (not while saving). */
function editCurrent(
  state: ReviewSessionState,
  fieldId: string,
  edit: (edits: FieldEdits, field: ProductField) => FieldEdits,
): ReviewSessionState {
  if (state.status !== 'editing' || !state.detail) return state;
  const field = withAddedFields(state.detail.product.fields, state.edits).find(
    (f) => f.field_definition_id === fieldId,
  );
  if (!field) return state;
  const edits = edit(state.edits, field);
  return edits === state.edits ? state : { ...state, edits };
}

/** The review dialog reducer — spec part 1 §4. */
export function reviewSession(state: ReviewSessionState, action: ReviewSessionAction): ReviewSessionState {
  switch (action.type) {
    case 'queueLoaded':
      return receivePage(state, action);
    case 'statsLoaded':
      return { ...state, stats: action.stats };
    case 'open':
      if (state.status === 'saving' || state.status === 'submitting') return state;
      return openProduct(state, action.productId);
    case 'close':
      return closeDialog(state);
    case 'next':
      return stepProduct(state, 1);
    case 'previous':
      return stepProduct(state, -1);
    case 'productLoaded':
      return action.detail.product.id === state.currentId ? { ...state, detail: action.detail } : state;

    case 'setMode':
      if (state.status !== 'viewing' && state.status !== 'editing') return state;
      return { ...state, mode: action.mode, status: action.mode === 'edit' ? 'editing' : 'viewing' };
    case 'editField':
      return editCurrent(state, action.fieldId, (edits, field) => editFieldValue(edits, field, action.draft));
    case 'removeField':
      return editCurrent(state, action.fieldId, (edits) => removeField(edits, action.fieldId));
    case 'restoreField':
      return editCurrent(state, action.fieldId, (edits) => restoreField(edits, action.fieldId));
    case 'removeValue':
      return editCurrent(state, action.fieldId, (edits, field) => removeMultiValue(edits, field, action.index));
    case 'addValue':
      return editCurrent(state, action.fieldId, (edits, field) => addMultiValue(edits, field, action.value));
    case 'addField': {
      // Picking an existing field joins the pending edits; Save Changes adds it (issue #14).
      if (state.status !== 'editing' || !state.detail) return state;
      const present = state.detail.product.fields.some(
        (f) => f.field_definition_id === action.field.field_definition_id,
      );
      return present ? state : { ...state, edits: recordFieldAdded(state.edits, action.field) };
    }

    case 'save':
      // A second save is blocked while one runs; Save exists only in edit mode with unsaved changes — spec part 1 §2, §4.
      return canSave(state) ? { ...state, status: 'saving', edits: { ...state.edits, saveFailure: null } } : state;
    case 'saveSucceeded': {
      if (state.status !== 'saving' || action.productId !== state.currentId || !state.detail) return state;
      const { product } = state.detail;
      const fields = applySavedEdits(product.fields, state.edits);
      const saved = {
        ...state,
        status: 'editing' as const,
        edits: emptyEdits,
        detail: { ...state.detail, product: { ...product, fields } },
      };
      return withMessage(saved, 'success', action.text ?? SAVE_SUCCEEDED_MESSAGE);
    }
    case 'saveFailed': {
      // The calls that succeeded stay saved; the rest stays unsaved and the message names the field (issue #14).
      if (state.status !== 'saving' || action.productId !== state.currentId || !state.detail) return state;
      const { product } = state.detail;
      const savedIds = action.savedFieldIds ?? [];
      const fields = applySavedEdits(product.fields, splitSavedEdits(state.edits, savedIds).saved);
      const failed = {
        ...state,
        status: 'editing' as const,
        edits: recordSaveFailure(state.edits, savedIds, { fieldIds: action.fieldIds ?? [], message: action.message }),
        detail: { ...state.detail, product: { ...product, fields } },
      };
      return withMessage(failed, 'error', action.message);
    }

    case 'submit':
      if ((state.status !== 'viewing' && state.status !== 'editing') || state.currentId === null) return state;
      return { ...state, status: 'submitting', verdict: action.verdict, decidedAt: action.at ?? null };
    case 'submitSucceeded': {
      const index = state.products.findIndex((p) => p.id === action.productId);
      const decided: ReviewSessionState = {
        ...state,
        products: index === -1 ? state.products : state.products.filter((p) => p.id !== action.productId),
        total: Math.max(0, state.total - 1),
        stats: state.stats && moveReviewCounters(state.stats, action.verdict),
      };
      const text = action.text ?? (action.verdict === 'approved' ? APPROVED_MESSAGE : REJECTED_MESSAGE);
      if (state.status !== 'submitting' || action.productId !== state.currentId)
        return withMessage(decided, 'success', text);
      const advancing = {
        ...decided,
        status: 'advancing' as const,
        edits: emptyEdits,
        decidedIndex: index === -1 ? OUTSIDE_QUEUE : index,
      };
      return withMessage(advancing, 'success', text);
    }
    case 'submitFailed':
      if (state.status !== 'submitting' || action.productId !== state.currentId) return state;
      return withMessage(
        { ...state, status: modeStatus(state), verdict: null, decidedAt: null },
        'error',
        action.text ?? SUBMIT_FAILED_PREFIX + action.message,
      );
    case 'advance':
      return advanceAfterDecision(state);

    case 'effectHandled':
      return state.effect ? { ...state, effect: null } : state;
    case 'showMessage':
      return withMessage(state, action.kind, action.text);
    case 'dismissMessage':
      return state.message?.id === action.id ? { ...state, message: null } : state;
  }
}

/** Whether the Save Changes button shows: edit mode with unsaved changes — spec part 1 §2. */
export const canSave = (state: ReviewSessionState): boolean =>
  state.status === 'editing' && state.edits.dirty && !hasEditProblems(state.edits);

/** Whether Approve / Reject may be pressed. */
export const canDecide = (state: ReviewSessionState): boolean =>
  (state.status === 'viewing' || state.status === 'editing') &&
  state.currentId !== null &&
  !hasEditProblems(state.edits);

/** Whether the dialog is shown. */
export const isDialogOpen = (state: ReviewSessionState): boolean =>
  state.status !== 'idle' && state.status !== 'closed' && state.currentId !== null;

/** Whether Next / Previous may be used: no call running and no unsaved changes. */
export const canStep = (state: ReviewSessionState): boolean =>
  (state.status === 'viewing' || state.status === 'editing') && !state.edits.dirty;
