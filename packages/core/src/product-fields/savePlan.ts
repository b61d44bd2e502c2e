import type { FieldUpdates, FieldValueInput, ProductField } from '../contract/index';
import { isApiError } from '../client/index';
import { isRemoved, withAddedFields, type FieldEdits } from './editTracking';
import { draftToApiValue } from './fieldValues';
import { failureDetail } from './messages';
import { productFieldsMessages, type ProductFieldsMessages } from '../messages/index';

type PlanField = Parameters<typeof draftToApiValue>[0] & Pick<ProductField, 'field_definition_id'>;

/** The calls that save a product's edits — spec part 1 §7. */
export interface SavePlan {
  /**
   * POST products/{id}/fields, one per field added since the last save, with its entered value (null when
   * none) — the spec's body carries `value`, so an added field is saved in one call (issue #14).
   */
  additions: Array<{ fieldId: string; value: FieldValueInput }>;
  /** PUT products/{id}/fields/{fieldId} with `value`, one per edited single-value field. */
  fieldUpdates: Array<{ fieldId: string; value: FieldValueInput }>;
  /** POST products/{id}/bulk-update-fields: every edited multi-value field with its complete list (cleaned). */
  bulkUpdates: FieldUpdates;
  /** DELETE products/{id}/fields/{fieldId}, one per field marked removed. */
  removals: string[];
}

/** An empty value (blank text, an empty list) adds a field without a value. */
const addedValue = (value: FieldValueInput): FieldValueInput =>
  value === '' || (Array.isArray(value) && value.length === 0) ? null : value;

/**
 * Turns the edits of a product into the calls that save them. Edits of removed fields are not sent; an added
 * field's value goes with its addition. `fields` are the product's stored fields (added ones come from the edits).
 */
export function buildSavePlan(fields: readonly PlanField[], edits: FieldEdits): SavePlan {
  const stored = new Set(fields.map((f) => f.field_definition_id));
  const byId = new Map(withAddedFields(fields, edits).map((f) => [f.field_definition_id, f]));
  const plan: SavePlan = {
    additions: [],
    fieldUpdates: [],
    bulkUpdates: {},
    removals: edits.removed.filter((id) => stored.has(id)),
  };
  for (const field of edits.added) {
    const id = field.field_definition_id;
    if (stored.has(id)) continue;
    const draft = edits.pending[id];
    plan.additions.push({ fieldId: id, value: draft === undefined ? null : addedValue(draftToApiValue(field, draft)) });
  }
  const adding = new Set(plan.additions.map((a) => a.fieldId));
  for (const [fieldId, draft] of Object.entries(edits.pending)) {
    const field = byId.get(fieldId);
    if (!field || isRemoved(edits, fieldId) || adding.has(fieldId)) continue;
    const value = draftToApiValue(field, draft);
    if (field.is_multiple) plan.bulkUpdates[fieldId] = Array.isArray(value) ? value : [];
    else plan.fieldUpdates.push({ fieldId, value });
  }
  return plan;
}

/** Whether a plan makes no call. */
export const isEmptyPlan = (plan: SavePlan): boolean =>
  plan.additions.length === 0 &&
  plan.fieldUpdates.length === 0 &&
  plan.removals.length === 0 &&
  Object.keys(plan.bulkUpdates).length === 0;

/**
 * The edits as a review submission's field_changes (field definition id → new value; null removes the
 * field), so approving never drops unsaved edits (decision, issue #4), an added field's value included.
 */
export function editsAsFieldChanges(fields: readonly PlanField[], edits: FieldEdits): Record<string, FieldValueInput> {
  const plan = buildSavePlan(fields, edits);
  const changes: Record<string, FieldValueInput> = {};
  for (const { fieldId, value } of plan.additions) if (value !== null) changes[fieldId] = value;
  for (const { fieldId, value } of plan.fieldUpdates) changes[fieldId] = value;
  for (const [fieldId, values] of Object.entries(plan.bulkUpdates)) changes[fieldId] = values;
  for (const fieldId of plan.removals) changes[fieldId] = null;
  return changes;
}

/** One call of a save plan: what it does and the fields it saves. */
export interface SavePlanStep {
  kind: 'add' | 'update' | 'bulk' | 'remove';
  /** Field definition ids the call saves (several for the bulk update). */
  fieldIds: readonly string[];
}

/**
 * A save plan that stopped at a failed call: which call (`step`), the calls that succeeded before it
 * (`saved`, they stay saved), the product version after them, and the call's own error (`cause`).
 */
export class SavePlanError extends Error {
  readonly step: SavePlanStep;
  readonly saved: readonly SavePlanStep[];
  readonly version: number | undefined;
  constructor(step: SavePlanStep, saved: readonly SavePlanStep[], version: number | undefined, cause: unknown) {
    super(failureDetail(cause), { cause });
    this.name = 'SavePlanError';
    this.step = step;
    this.saved = saved;
    this.version = version;
  }
  /** Field definition ids of the calls that succeeded. */
  get savedFieldIds(): string[] {
    return this.saved.flatMap((s) => s.fieldIds);
  }
}

export const isSavePlanError = (error: unknown): error is SavePlanError => error instanceof SavePlanError;

/** The call's own error of a failed save (the SavePlanError's cause), else the error itself. */
export const saveCause = (error: unknown): unknown => (isSavePlanError(error) ? error.cause : error);

/**
 * What the user is told when a save fails at a field — spec part 1 §8's words, and a second line naming the
 * field and the server's reason: 'Failed to save changes. Please try again. ❌' / 'Failed to add
 * field. Please try again.' / 'Failed to remove field. Please try again.', then '"Color": {server detail}'.
 * The field is named by its display name (`nameOf`).
 */
export function saveStepFailureMessage(
  error: SavePlanError,
  nameOf: (fieldId: string) => string | undefined,
  m: ProductFieldsMessages = productFieldsMessages,
  unknownError?: string,
): string {
  const names = error.step.fieldIds.map((id) => `"${nameOf(id) ?? id}"`).join(', ');
  const detail = failureDetail(error.cause, unknownError);
  if (error.step.kind === 'add') return m.addFieldFailedAt(names, detail);
  if (error.step.kind === 'remove') return m.removeFieldFailedAt(names, detail);
  return m.saveFieldFailed(names, detail);
}

/** Whether a save failed because someone else changed the product meanwhile (409). */
export const isSaveConflict = (error: unknown): boolean => {
  const cause = saveCause(error);
  return isApiError(cause) && cause.status === 409;
};
