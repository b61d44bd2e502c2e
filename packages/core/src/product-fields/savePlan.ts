import type { FieldUpdates, FieldValueInput, ProductField } from '../contract/index';
import { isRemoved, type FieldEdits } from './editTracking';
import { draftToApiValue } from './fieldValues';

type PlanField = Parameters<typeof draftToApiValue>[0] & Pick<ProductField, 'field_definition_id'>;

/** The calls that save a product's edits — spec part 1 §7. */
export interface SavePlan {
  /** PUT products/{id}/fields/{fieldId} with `value`, one per edited single-value field. */
  fieldUpdates: Array<{ fieldId: string; value: FieldValueInput }>;
  /** POST products/{id}/bulk-update-fields: every edited multi-value field with its complete list (cleaned). */
  bulkUpdates: FieldUpdates;
  /** DELETE products/{id}/fields/{fieldId}, one per field marked removed. */
  removals: string[];
}

/** Turns the edits of a product into the calls that save them. Edits of removed fields are not sent. */
export function buildSavePlan(fields: readonly PlanField[], edits: FieldEdits): SavePlan {
  const byId = new Map(fields.map((f) => [f.field_definition_id, f]));
  const plan: SavePlan = { fieldUpdates: [], bulkUpdates: {}, removals: edits.removed.filter((id) => byId.has(id)) };
  for (const [fieldId, draft] of Object.entries(edits.pending)) {
    const field = byId.get(fieldId);
    if (!field || isRemoved(edits, fieldId)) continue;
    const value = draftToApiValue(field, draft);
    if (field.is_multiple) plan.bulkUpdates[fieldId] = Array.isArray(value) ? value : [];
    else plan.fieldUpdates.push({ fieldId, value });
  }
  return plan;
}

/** Whether a plan makes no call. */
export const isEmptyPlan = (plan: SavePlan): boolean =>
  plan.fieldUpdates.length === 0 && plan.removals.length === 0 && Object.keys(plan.bulkUpdates).length === 0;

/**
 * The edits as a review submission's field_changes (field definition id → new value; null removes the
 * field), so approving never drops unsaved edits (decision, issue #4).
 */
export function editsAsFieldChanges(fields: readonly PlanField[], edits: FieldEdits): Record<string, FieldValueInput> {
  const plan = buildSavePlan(fields, edits);
  const changes: Record<string, FieldValueInput> = {};
  for (const { fieldId, value } of plan.fieldUpdates) changes[fieldId] = value;
  for (const [fieldId, values] of Object.entries(plan.bulkUpdates)) changes[fieldId] = values;
  for (const fieldId of plan.removals) changes[fieldId] = null;
  return changes;
}
