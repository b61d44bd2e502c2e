// The product detail dialog as a pure reducer — spec part 1 §2, §4 (edit tracking, detail dialog). No DOM,
// no calls: useProductDetail performs the calls and dispatches their outcome. Edits use the edit tracking
// shared with the review dialog (product-fields/editTracking).
import type { ProductField } from '../contract/index';
import {
  SAVE_SUCCEEDED_MESSAGE,
  addMultiValue,
  editFieldValue,
  emptyEdits,
  hasEditProblems,
  recordFieldAdded,
  recordSaveFailure,
  removeField,
  removeMultiValue,
  restoreField,
  type FieldDraft,
  type FieldEdits,
} from '../product-fields/index';

/**
 * Where the detail dialog is: 'viewing' / 'editing' follow the mode toggle; 'saving' while a save runs;
 * 'confirmingDelete' while the delete confirmation asks; 'deleting' while the delete runs; 'deleted' after.
 */
export type ProductDetailStatus = 'viewing' | 'editing' | 'saving' | 'confirmingDelete' | 'deleting' | 'deleted';

/** The View Mode / Edit Mode toggle. */
export type ProductDetailMode = 'view' | 'edit';

/** A message of the dialog (spec part 1 §8); hidden after DETAIL_MESSAGE_MS. */
export interface ProductDetailMessage {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

export interface ProductDetailState {
  status: ProductDetailStatus;
  mode: ProductDetailMode;
  /** Unsaved edits and the unsaved-changes flag (shared edit tracking). */
  edits: FieldEdits;
  /** The audit entry whose revert is running; null when none. */
  revertingId: string | null;
  message: ProductDetailMessage | null;
  /** Counter behind message ids. */
  messageSeq: number;
}

type EditedField = Parameters<typeof editFieldValue>[1];

export type ProductDetailAction =
  | { type: 'setMode'; mode: ProductDetailMode }
  | { type: 'editField'; field: EditedField; draft: FieldDraft }
  | { type: 'removeField'; fieldId: string }
  | { type: 'restoreField'; fieldId: string }
  | { type: 'removeValue'; field: EditedField; index: number }
  | { type: 'addValue'; field: EditedField; value: string }
  /** An existing field picked in the add-field box (see addedField); pending until saved (issue #14). */
  | { type: 'addField'; field: ProductField }
  | { type: 'save' }
  /** `text`: the success message (default the English one; the hook passes the provider's). */
  | { type: 'saveSucceeded'; text?: string }
  /**
   * `message` names the failed call's fields (`fieldIds`) and says why; `savedFieldIds`: the fields whose
   * calls succeeded before it (they stay saved and leave the edits — issue #14).
   */
  | { type: 'saveFailed'; message: string; fieldIds?: readonly string[]; savedFieldIds?: readonly string[] }
  | { type: 'askDelete' }
  | { type: 'cancelDelete' }
  | { type: 'delete' }
  | { type: 'deleteSucceeded' }
  | { type: 'deleteFailed'; message: string }
  | { type: 'revert'; historyId: string }
  | { type: 'revertSucceeded'; historyId: string }
  | { type: 'revertFailed'; historyId: string; message: string }
  | { type: 'showMessage'; kind: ProductDetailMessage['kind']; text: string }
  | { type: 'dismissMessage'; id: number }
  | { type: 'reset' };

/** View mode, no edits, nothing running — also the state after opening another product or closing (spec part 1 §4). */
export const initialProductDetail: ProductDetailState = Object.freeze({
  status: 'viewing',
  mode: 'view',
  edits: emptyEdits,
  revertingId: null,
  message: null,
  messageSeq: 0,
});

const withMessage = (
  state: ProductDetailState,
  kind: ProductDetailMessage['kind'],
  text: string,
): ProductDetailState => {
  const id = state.messageSeq + 1;
  return { ...state, messageSeq: id, message: { id, kind, text } };
};

const modeStatus = (state: ProductDetailState): ProductDetailStatus => (state.mode === 'edit' ? 'editing' : 'viewing');
const isIdle = (state: ProductDetailState) => state.status === 'viewing' || state.status === 'editing';

/** Applies an edit only in edit mode, never while a call runs. */
function edit(state: ProductDetailState, change: (edits: FieldEdits) => FieldEdits): ProductDetailState {
  if (state.status !== 'editing') return state;
  const edits = change(state.edits);
  return edits === state.edits ? state : { ...state, edits };
}

/** The detail dialog reducer — spec part 1 §2, §4. */
export function productDetailSession(state: ProductDetailState, action: ProductDetailAction): ProductDetailState {
  switch (action.type) {
    case 'setMode':
      if (!isIdle(state)) return state;
      return { ...state, mode: action.mode, status: action.mode === 'edit' ? 'editing' : 'viewing' };
    case 'editField':
      return edit(state, (e) => editFieldValue(e, action.field, action.draft));
    case 'removeField':
      return edit(state, (e) => removeField(e, action.fieldId));
    case 'restoreField':
      return edit(state, (e) => restoreField(e, action.fieldId));
    case 'removeValue':
      return edit(state, (e) => removeMultiValue(e, action.field, action.index));
    case 'addValue':
      return edit(state, (e) => addMultiValue(e, action.field, action.value));
    case 'addField':
      return edit(state, (e) => recordFieldAdded(e, action.field));

    case 'save':
      // A second save is blocked while one runs; Save exists only in edit mode with unsaved changes — spec part 1 §2, §4.
      return canSaveDetail(state)
        ? { ...state, status: 'saving', edits: { ...state.edits, saveFailure: null } }
        : state;
    case 'saveSucceeded':
      if (state.status !== 'saving') return state;
      return withMessage(
        { ...state, status: 'editing', edits: emptyEdits },
        'success',
        action.text ?? SAVE_SUCCEEDED_MESSAGE,
      );
    case 'saveFailed':
      if (state.status !== 'saving') return state;
      return withMessage(
        {
          ...state,
          status: 'editing',
          edits: recordSaveFailure(state.edits, action.savedFieldIds ?? [], {
            fieldIds: action.fieldIds ?? [],
            message: action.message,
          }),
        },
        'error',
        action.message,
      );

    case 'askDelete':
      return isIdle(state) && state.revertingId === null ? { ...state, status: 'confirmingDelete' } : state;
    case 'cancelDelete':
      return state.status === 'confirmingDelete' ? { ...state, status: modeStatus(state) } : state;
    case 'delete':
      return state.status === 'confirmingDelete' ? { ...state, status: 'deleting' } : state;
    case 'deleteSucceeded':
      // After a delete the dialog closes — spec part 1 §4; nothing is left to save.
      return state.status === 'deleting' ? { ...state, status: 'deleted', edits: emptyEdits } : state;
    case 'deleteFailed':
      if (state.status !== 'deleting') return state;
      return withMessage({ ...state, status: modeStatus(state) }, 'error', action.message);

    case 'revert':
      return isIdle(state) && state.revertingId === null ? { ...state, revertingId: action.historyId } : state;
    case 'revertSucceeded':
      return state.revertingId === action.historyId ? { ...state, revertingId: null } : state;
    case 'revertFailed':
      if (state.revertingId !== action.historyId) return state;
      return withMessage({ ...state, revertingId: null }, 'error', action.message);

    case 'showMessage':
      return withMessage(state, action.kind, action.text);
    case 'dismissMessage':
      return state.message?.id === action.id ? { ...state, message: null } : state;
    case 'reset':
      return { ...initialProductDetail, messageSeq: state.messageSeq };
  }
}

/** Whether Save Changes may run: edit mode, unsaved changes, no save or revert running — spec part 1 §2, §4. */
export const canSaveDetail = (state: ProductDetailState): boolean =>
  state.status === 'editing' && state.edits.dirty && state.revertingId === null && !hasEditProblems(state.edits);

/** Whether Revert may be pressed: no save, delete or other revert running. */
export const canRevertNow = (state: ProductDetailState): boolean => isIdle(state) && state.revertingId === null;
