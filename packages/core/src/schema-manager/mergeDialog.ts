// The Field Merge dialog as a reducer: source → target → preview → execute; changing the source clears
// the target and the preview, changing the target clears the preview — spec part 2 §4.4, §5.5. Pure.
import { isMergeCompatible, type FieldDefinition, type MergePreview, type MergeResult } from '../contract/index';
import { MERGE_SEARCH_LIMIT } from './constants';

/** Where the dialog is. */
export type MergeStep = 'source' | 'target' | 'ready' | 'previewing' | 'previewed' | 'executing' | 'done';

export interface MergeDialogState {
  step: MergeStep;
  source: FieldDefinition | null;
  target: FieldDefinition | null;
  preview: MergePreview | null;
  result: MergeResult | null;
  error: string | null;
}

export type MergeDialogAction =
  | { type: 'reset' }
  | { type: 'selectSource'; field: FieldDefinition | null }
  | { type: 'selectTarget'; field: FieldDefinition | null }
  | { type: 'previewStarted' }
  | { type: 'previewLoaded'; preview: MergePreview }
  | { type: 'previewFailed'; message: string }
  | { type: 'executeStarted' }
  | { type: 'executed'; result: MergeResult }
  | { type: 'executeFailed'; message: string };

export const initialMergeDialog: MergeDialogState = {
  step: 'source',
  source: null,
  target: null,
  preview: null,
  result: null,
  error: null,
};

export function mergeDialogReducer(state: MergeDialogState, action: MergeDialogAction): MergeDialogState {
  switch (action.type) {
    case 'reset':
      return initialMergeDialog;
    case 'selectSource':
      return { ...initialMergeDialog, source: action.field, step: action.field ? 'target' : 'source' };
    case 'selectTarget':
      if (!state.source) return state;
      return {
        ...state,
        target: action.field,
        preview: null,
        result: null,
        error: null,
        step: action.field ? 'ready' : 'target',
      };
    case 'previewStarted':
      return state.source && state.target ? { ...state, step: 'previewing', error: null } : state;
    case 'previewLoaded':
      return state.step === 'previewing' ? { ...state, step: 'previewed', preview: action.preview } : state;
    case 'previewFailed':
      return state.step === 'previewing' ? { ...state, step: 'ready', error: action.message } : state;
    case 'executeStarted':
      return state.step === 'previewed' ? { ...state, step: 'executing', error: null } : state;
    case 'executed':
      return state.step === 'executing' ? { ...state, step: 'done', result: action.result } : state;
    case 'executeFailed':
      return state.step === 'executing' ? { ...state, step: 'previewed', error: action.message } : state;
  }
}

/** Fields that may receive `source`: in use, different, same data type — spec part 2 §5.5. */
export function compatibleTargets(
  fields: readonly FieldDefinition[],
  source: FieldDefinition | null,
): FieldDefinition[] {
  if (!source) return [];
  return fields.filter((field) =>
    isMergeCompatible(
      { id: source.id, data_type: source.data_type, usage_count: source.usage_count },
      { id: field.id, data_type: field.data_type, usage_count: field.usage_count },
    ),
  );
}

/** Field search of the dialog: display name, field name, help text and group name; at most 10 results. */
export function searchMergeFields(
  fields: readonly FieldDefinition[],
  term: string,
  groupNames: ReadonlyMap<string, string> = new Map(),
): FieldDefinition[] {
  const needle = term.trim().toLowerCase();
  const found = needle
    ? fields.filter((field) =>
        [field.display_name, field.field_name, field.help_text ?? '', groupNames.get(field.group_id ?? '') ?? ''].some(
          (text) => text.toLowerCase().includes(needle),
        ),
      )
    : [...fields];
  return found.slice(0, MERGE_SEARCH_LIMIT);
}
