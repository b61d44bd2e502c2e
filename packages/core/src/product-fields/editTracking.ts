// Edit tracking shared by the review dialog and the catalogue detail dialog — spec part 1 §4 "Edit tracking".
// Pure functions over an immutable FieldEdits value; fields are keyed by field definition id.
import { textProblem, type FieldDefinition, type ProductField } from '../contract/index';
import { productFieldsMessages, type ProductFieldsMessages } from '../messages/index';
import { applyDraftToField, draftsEqual, storedDraft, type FieldDraft } from './fieldValues';

/** Unsaved edits of one product. */
export interface FieldEdits {
  /** Field definition id → edited value, only where it differs from the stored one (multi-value: the whole new list). */
  readonly pending: Readonly<Record<string, FieldDraft>>;
  /** Field definition ids marked for removal; they can be restored until saved. */
  readonly removed: readonly string[];
  /**
   * Existing fields added to the product and not saved yet, as empty fields (see addedField); they show in
   * the field list, take edits like any field and are added by Save Changes (issue #14).
   */
  readonly added: readonly ProductField[];
  /** The unsaved-changes flag — spec part 1 §4. */
  readonly dirty: boolean;
  /** Why the last save stopped, and at which fields; cleared by the next save and with the edits (issue #14). */
  readonly saveFailure?: SaveFailure | null;
}

/** A failed save as the dialogs show it: the fields of the failed call and the message naming them (issue #14). */
export interface SaveFailure {
  readonly fieldIds: readonly string[];
  readonly message: string;
}

type EditableField = Pick<
  ProductField,
  | 'field_definition_id'
  | 'field_type'
  | 'data_type'
  | 'is_multiple'
  | 'value_text'
  | 'value_number'
  | 'value_boolean'
  | 'value_date'
  | 'value_product_id'
>;

/**
 * What is wrong with an edited value under the API's text rule (issue #11), or undefined: a value, or
 * any value of a list, with a control character, a lone surrogate or over 20,000 characters — the
 * server's 'long' kind for field values, so the user sees the message before anything is sent.
 */
export function fieldDraftProblem(draft: FieldDraft): string | undefined {
  const texts = Array.isArray(draft) ? draft : typeof draft === 'string' ? [draft] : [];
  for (const text of texts) {
    const problem = textProblem(text, 'long');
    if (problem) return problem;
  }
  return undefined;
}

/** The text-rule problem of each pending edit, by field definition id (fields marked for removal skipped). */
export function editProblems(edits: FieldEdits): Readonly<Record<string, string>> {
  const problems: Record<string, string> = {};
  for (const [id, draft] of Object.entries(edits.pending)) {
    const problem = edits.removed.includes(id) ? undefined : fieldDraftProblem(draft);
    if (problem) problems[id] = problem;
  }
  return problems;
}

/** Whether any pending edit breaks the text rule; such edits are never sent (save and decisions wait). */
export const hasEditProblems = (edits: FieldEdits): boolean => Object.keys(editProblems(edits)).length > 0;

/**
 * The line beside Save Changes while edits break the text rule (issue #11): 'Fix 1 edited field before
 * saving', 'Fix 2 edited fields before saving'; null when there is nothing to fix. It also says why Save,
 * Approve and Reject wait when the marked field is scrolled out of sight or the dialog is in view mode.
 */
export function editProblemsNotice(
  problems: Readonly<Record<string, string>>,
  m: ProductFieldsMessages = productFieldsMessages,
): string | null {
  const count = Object.keys(problems).length;
  if (count === 0) return null;
  return m.fixEdits(count);
}

/** No edits; the flag is clear (after save, on opening another product, on closing — spec part 1 §4). */
export const emptyEdits: FieldEdits = Object.freeze({
  pending: Object.freeze({}),
  removed: Object.freeze([]),
  added: Object.freeze([]),
  dirty: false,
  saveFailure: null,
});

/** Whether any change is left to save. */
export function hasChanges(edits: FieldEdits): boolean {
  return Object.keys(edits.pending).length > 0 || edits.removed.length > 0 || edits.added.length > 0;
}

/** The value a field shows while edited: its pending value, else the stored one. */
export function currentDraft(edits: FieldEdits, field: EditableField): FieldDraft {
  return edits.pending[field.field_definition_id] ?? storedDraft(field);
}

/** Whether a field is marked for removal. */
export const isRemoved = (edits: FieldEdits, fieldId: string): boolean => edits.removed.includes(fieldId);

/** Whether a field was added since the last save (not on the product yet). */
export const isAdded = (edits: FieldEdits, fieldId: string): boolean =>
  edits.added.some((f) => f.field_definition_id === fieldId);

/** Whether a field has a pending value. */
export const isPending = (edits: FieldEdits, fieldId: string): boolean => Object.hasOwn(edits.pending, fieldId);

function withoutPending(pending: FieldEdits['pending'], fieldId: string) {
  const { [fieldId]: _dropped, ...rest } = pending;
  return rest;
}

/**
 * Sets a field's edited value. Any edit sets the flag; a single-value field edited back to its stored
 * value leaves the pending changes, and the flag clears when nothing is left — spec part 1 §4.
 */
export function editFieldValue(edits: FieldEdits, field: EditableField, draft: FieldDraft): FieldEdits {
  const id = field.field_definition_id;
  if (!field.is_multiple && draftsEqual(draft, storedDraft(field))) {
    if (!isPending(edits, id)) return edits;
    const next = { ...edits, pending: withoutPending(edits.pending, id) };
    return { ...next, dirty: hasChanges(next) };
  }
  return { ...edits, pending: { ...edits.pending, [id]: draft }, dirty: true };
}

/**
 * Marks a field for removal and sets the flag — spec part 1 §4. A field added since the last save is simply
 * dropped, with its value; the flag clears when nothing is left.
 */
export function removeField(edits: FieldEdits, fieldId: string): FieldEdits {
  if (isAdded(edits, fieldId)) {
    const next = {
      ...edits,
      added: edits.added.filter((f) => f.field_definition_id !== fieldId),
      pending: withoutPending(edits.pending, fieldId),
    };
    return { ...next, dirty: hasChanges(next) };
  }
  if (isRemoved(edits, fieldId)) return edits;
  return { ...edits, removed: [...edits.removed, fieldId], dirty: true };
}

/** Restores a field marked for removal (before saving); the flag clears when nothing is left — spec part 1 §4. */
export function restoreField(edits: FieldEdits, fieldId: string): FieldEdits {
  if (!isRemoved(edits, fieldId)) return edits;
  const next = { ...edits, removed: edits.removed.filter((id) => id !== fieldId) };
  return { ...next, dirty: hasChanges(next) };
}

const asList = (draft: FieldDraft): string[] =>
  Array.isArray(draft) ? draft : typeof draft === 'string' && draft !== '' ? [draft] : [];

/** Removes one value of a multi-value field and sets the flag — spec part 1 §4. */
export function removeMultiValue(edits: FieldEdits, field: EditableField, index: number): FieldEdits {
  const list = asList(currentDraft(edits, field));
  if (index < 0 || index >= list.length) return edits;
  const next = list.filter((_, i) => i !== index);
  return { ...edits, pending: { ...edits.pending, [field.field_definition_id]: next }, dirty: true };
}

/** Adds a value to a multi-value field: trimmed; an empty value or a duplicate is skipped — spec part 1 §5. */
export function addMultiValue(edits: FieldEdits, field: EditableField, value: string): FieldEdits {
  const v = value.trim();
  const list = asList(currentDraft(edits, field));
  if (v === '' || list.includes(v)) return edits;
  return { ...edits, pending: { ...edits.pending, [field.field_definition_id]: [...list, v] }, dirty: true };
}

/**
 * The empty field a definition gives while its addition is pending: no value, no sources, not yet edited;
 * its id is the definition's until the product has the field.
 */
export function addedField(
  definition: Pick<
    FieldDefinition,
    'id' | 'field_name' | 'display_name' | 'field_type' | 'data_type' | 'is_multiple' | 'group_id' | 'sort_order'
  > &
    Partial<Pick<FieldDefinition, 'group_name'>>,
): ProductField {
  return {
    id: definition.id,
    field_definition_id: definition.id,
    field_name: definition.field_name,
    display_name: definition.display_name,
    field_type: definition.field_type,
    data_type: definition.data_type,
    is_multiple: definition.is_multiple,
    group_id: definition.group_id,
    group_name: definition.group_name ?? null,
    group_display_name: null,
    sort_order: definition.sort_order,
    value_text: null,
    value_number: null,
    value_boolean: null,
    value_date: null,
    value_product_id: null,
    updated_at: null,
    updated_by_type: null,
    sources: [],
  };
}

/**
 * Adds an existing field to the pending changes and sets the flag — spec part 1 §4; nothing is sent until
 * Save Changes (issue #14). A field already added is left as it is.
 */
export function recordFieldAdded(edits: FieldEdits, field: ProductField): FieldEdits {
  if (isAdded(edits, field.field_definition_id)) return edits;
  return { ...edits, added: [...edits.added, field], dirty: true };
}

/** The product's fields with the fields added since the last save after them (those the product lacks). */
export function withAddedFields<F extends Pick<ProductField, 'field_definition_id'>>(
  fields: readonly F[],
  edits: FieldEdits,
): (F | ProductField)[] {
  if (edits.added.length === 0) return fields as F[];
  const present = new Set(fields.map((f) => f.field_definition_id));
  return [...fields, ...edits.added.filter((f) => !present.has(f.field_definition_id))];
}

/**
 * The edits split after a save that stopped part-way: `saved`, the edits of the fields whose calls succeeded
 * (they are on the server now), and `remaining`, the rest, still unsaved, with its flag (issue #14).
 */
export function splitSavedEdits(
  edits: FieldEdits,
  savedFieldIds: readonly string[],
): { saved: FieldEdits; remaining: FieldEdits } {
  const done = new Set(savedFieldIds);
  const pick = (keep: boolean): FieldEdits => {
    const next = {
      pending: Object.fromEntries(Object.entries(edits.pending).filter(([id]) => done.has(id) === keep)),
      removed: edits.removed.filter((id) => done.has(id) === keep),
      added: edits.added.filter((f) => done.has(f.field_definition_id) === keep),
    };
    return { ...next, dirty: hasChanges({ ...next, dirty: false }), saveFailure: null };
  };
  return { saved: pick(true), remaining: pick(false) };
}

/**
 * The edits after a save that stopped at a failed call: the saved parts leave the edits (they are on the
 * server), the rest stays unsaved with the failure to show — issue #14.
 */
export function recordSaveFailure(
  edits: FieldEdits,
  savedFieldIds: readonly string[],
  failure: SaveFailure,
): FieldEdits {
  return { ...splitSavedEdits(edits, savedFieldIds).remaining, saveFailure: failure };
}

/** The save failure message to show at a field, if the last save stopped there. */
export const saveFailureAt = (edits: FieldEdits, fieldId: string): string | undefined =>
  edits.saveFailure?.fieldIds.includes(fieldId) ? edits.saveFailure.message : undefined;

/** The fields after a successful save: removed fields leave the list and edited values update — spec part 1 §4. */
export function applySavedEdits<F extends EditableField & Pick<ProductField, 'updated_by_type'>>(
  fields: readonly F[],
  edits: FieldEdits,
): (F | ProductField)[] {
  const kept = fields.filter((f) => !isRemoved(edits, f.field_definition_id));
  const present = new Set(kept.map((f) => f.field_definition_id));
  const added = edits.added.filter((f) => !present.has(f.field_definition_id));
  return [...kept, ...added].map((f) =>
    isPending(edits, f.field_definition_id)
      ? applyDraftToField(f, edits.pending[f.field_definition_id]!)
      : isAdded(edits, f.field_definition_id)
        ? { ...f, updated_by_type: 'user' as const }
        : f,
  );
}
