// Product detail, sources and field edits — spec part 1 §7 (GET /products/{id}, /sources, PUT/POST/DELETE
// fields, bulk-update-fields). Every edit locks the product, is checked against its definition, and is
// written with its audit entry in one tenant transaction.
import type {
  BulkFieldUpdate,
  FieldUpdatesResult,
  FieldValueInput,
  FieldValueUpdate,
  FieldValueUpdateResponse,
  ProductDetailResponse,
  ProductField,
  ProductFieldAdd,
  ProductFieldAddResponse,
  ProductFieldDeleteResponse,
  ProductSourcesResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { coreColumnOf, loadDefinitions } from './definitions';
import { applyFieldChanges, type AppliedChange, type FieldChange } from './fieldChanges';
import { normaliseFieldValue } from './fieldValues';
import { sourcesByField, toAuditEntry, toEnhancedProduct, toProductField, toSource } from './mappers';
import { checkVersion, lockProduct, PRODUCT_NOT_FOUND, saveProduct, type ProductRow } from './productLock';
import { selectFieldRows, selectFieldSources, selectProductWithSources, selectSources } from './queries';
import { flaggedFieldNames, withReviewChecks } from './reviewChecks';

/** Names the product of a call. */
export interface ProductRef {
  companyId: string;
  productId: string;
}

/**
 * GET /products/{id}: the product with its fields (by group), its sources, the latest enhancement's confidences
 * and flags and, on request, its history — spec part 1 §3, §7. Two statements however many fields.
 */
export async function getProductDetail(
  database: Database,
  principal: Principal,
  ref: ProductRef,
  includeHistory: boolean,
): Promise<ProductDetailResponse> {
  return withTenant(database, principal, async (tx) => {
    const found = await selectProductWithSources(tx, ref.companyId, ref.productId, includeHistory);
    if (!found) throw HttpError.notFound(PRODUCT_NOT_FOUND);
    // A field the enhancement flagged (a contradiction, a doubtful reading) is answered even with no value, so the
    // reviewer sees it first and can fill it in.
    const rows = await selectFieldRows(
      tx,
      ref.companyId,
      ref.productId,
      undefined,
      flaggedFieldNames(found.enhancement),
    );
    const allSources = found.sources.map(toSource);
    const byField = sourcesByField(allSources);
    const answered = rows
      .filter((row) => {
        const column = coreColumnOf(row);
        return column === null || found.product[column] !== null;
      })
      .map((row) => toProductField(row, found.product, byField.get(row.id) ?? []));
    // Each value's confidence and flags, and the record's flags, from the latest completed enhancement.
    const { fields, review_flags } = withReviewChecks(answered, found.enhancement);
    return {
      product: { ...toEnhancedProduct(found.product, allSources.length), fields, review_flags },
      sources: allSources,
      ...(found.history ? { history: found.history.map(toAuditEntry) } : {}),
    };
  });
}

/** GET /products/{id}/sources — spec part 1 §7. */
export async function getProductSources(
  database: Database,
  principal: Principal,
  ref: ProductRef,
): Promise<ProductSourcesResponse> {
  return withTenant(database, principal, async (tx) => {
    const list = await selectSources(tx, ref.companyId, ref.productId);
    if (!list) throw HttpError.notFound(PRODUCT_NOT_FOUND);
    return { sources: list.map(toSource) };
  });
}

/** One field of a product as now stored (after a change), with its sources. */
export async function loadField(tx: TenantTx, product: ProductRow, fieldId: string): Promise<ProductField | null> {
  const [row] = await selectFieldRows(tx, product.company_id, product.id, [fieldId]);
  if (!row) return null;
  const fieldSources = (await selectFieldSources(tx, product.company_id, product.id, fieldId)).map(toSource);
  return toProductField(row, product, fieldSources);
}

/**
 * Field changes keyed by definition id, checked against their definitions: 404 'Field not found' for an
 * unknown id, 422 naming the field for a value that breaks its rules. Nothing is written yet.
 */
export async function checkedChanges(
  tx: TenantTx,
  companyId: string,
  values: Record<string, FieldValueInput>,
): Promise<FieldChange[]> {
  const defs = await loadDefinitions(tx, companyId, Object.keys(values));
  return Object.entries(values).map(([id, value]) => {
    const def = defs.get(id)!;
    return { def, next: normaliseFieldValue(def, value), op: 'set' as const };
  });
}

/** Applies changes on a locked product and, when any was written, saves it with a version bump. */
export async function applyAndSave(
  tx: TenantTx,
  product: ProductRow,
  userId: string,
  reason: string | null,
  changes: readonly FieldChange[],
): Promise<{ product: ProductRow; applied: AppliedChange[] }> {
  const outcome = await applyFieldChanges({ tx, product, userId, reason }, changes);
  if (outcome.applied.length === 0) return { product, applied: [] };
  return { product: await saveProduct(tx, product, outcome.core), applied: outcome.applied };
}

/** The value of a field update body: `value`, else the first typed variant sent (spec part 1 §7). */
function sentValue(body: z.output<typeof FieldValueUpdate>): FieldValueInput {
  for (const key of ['value', 'value_text', 'value_number', 'value_boolean'] as const) {
    if (body[key] !== undefined) return body[key];
  }
  return null;
}

const reasonOf = (text: string | null | undefined) => (text && text.trim() !== '' ? text.trim() : null);

/** PUT /products/{id}/fields/{fieldId}: sets (or with null removes) one field; answers the audit entry id. */
export async function updateProductField(
  database: Database,
  principal: Principal,
  ref: ProductRef & { fieldId: string },
  body: z.output<typeof FieldValueUpdate>,
): Promise<FieldValueUpdateResponse> {
  return withTenant(database, principal, async (tx) => {
    // The product, then the field (404 for either unknown), then the version sent (409).
    const locked = await lockProduct(tx, ref.companyId, ref.productId);
    const changes = await checkedChanges(tx, ref.companyId, { [ref.fieldId]: sentValue(body) });
    checkVersion(locked, body.expected_version);
    const { product, applied } = await applyAndSave(tx, locked, principal.userId, reasonOf(body.notes), changes);
    const removed = changes[0]!.next === null;
    return {
      success: true,
      edit_history_id: applied[0]?.historyId ?? null,
      field: removed ? null : await loadField(tx, product, ref.fieldId),
      version: product.version,
    };
  });
}

/** POST /products/{id}/fields: adds a field the product lacks (with or without a value); 409 when present. */
export async function addProductField(
  database: Database,
  principal: Principal,
  ref: ProductRef,
  body: z.output<typeof ProductFieldAdd>,
): Promise<ProductFieldAddResponse> {
  return withTenant(database, principal, async (tx) => {
    const locked = await lockProduct(tx, ref.companyId, ref.productId, body.expected_version);
    const defs = await loadDefinitions(tx, ref.companyId, [body.field_definition_id]);
    const def = defs.get(body.field_definition_id)!;
    const change: FieldChange = { def, next: normaliseFieldValue(def, body.value), op: 'add' };
    const { product, applied } = await applyAndSave(tx, locked, principal.userId, reasonOf(body.notes), [change]);
    const field = await loadField(tx, product, def.id);
    return { success: true, field: field!, edit_history_id: applied[0]?.historyId ?? null, version: product.version };
  });
}

/** DELETE /products/{id}/fields/{fieldId}: removes the field's value (audited); a field without value answers success. */
export async function deleteProductField(
  database: Database,
  principal: Principal,
  ref: ProductRef & { fieldId: string },
  expectedVersion: number | undefined,
): Promise<ProductFieldDeleteResponse> {
  return withTenant(database, principal, async (tx) => {
    const locked = await lockProduct(tx, ref.companyId, ref.productId, expectedVersion);
    const changes = await checkedChanges(tx, ref.companyId, { [ref.fieldId]: null });
    const { product, applied } = await applyAndSave(tx, locked, principal.userId, null, changes);
    return { success: true, edit_history_id: applied[0]?.historyId ?? null, version: product.version };
  });
}

/** A bulk list for one field: the list itself for a multi-value field, its only item (or nothing) otherwise. */
function bulkValue(isMultiple: boolean, displayName: string, values: string[]): FieldValueInput {
  if (isMultiple) return values;
  const kept = values.filter((value) => value.trim() !== '');
  if (kept.length > 1)
    throw new HttpError(422, 'validation_error', `'${displayName}' takes a single value, not a list`);
  return kept[0] ?? null;
}

/**
 * POST /products/{id}/bulk-update-fields: every listed field gets its complete new list (an empty list
 * removes it) — spec part 1 §7. All or nothing: one bad value refuses the whole call (422 naming the field).
 */
export async function bulkUpdateProductFields(
  database: Database,
  principal: Principal,
  ref: ProductRef,
  body: z.output<typeof BulkFieldUpdate>,
): Promise<FieldUpdatesResult> {
  return withTenant(database, principal, async (tx) => {
    const locked = await lockProduct(tx, ref.companyId, ref.productId, body.expected_version);
    const defs = await loadDefinitions(tx, ref.companyId, Object.keys(body.field_updates));
    const changes = Object.entries(body.field_updates).map(([id, values]): FieldChange => {
      const def = defs.get(id)!;
      return { def, next: normaliseFieldValue(def, bulkValue(def.is_multiple, def.display_name, values)), op: 'set' };
    });
    const { product, applied } = await applyAndSave(
      tx,
      locked,
      principal.userId,
      reasonOf(body.change_reason),
      changes,
    );
    return { success: true, ...countChanges(applied), errors: [], version: product.version };
  });
}

/** updated_fields (set or changed), removed_fields, created_values (values not held before: list items, or 1 per single value). */
export function countChanges(
  applied: readonly AppliedChange[],
): Pick<FieldUpdatesResult, 'updated_fields' | 'removed_fields' | 'created_values'> {
  let updated = 0;
  let removed = 0;
  let created = 0;
  for (const change of applied) {
    if (change.next === null) {
      removed += 1;
      continue;
    }
    updated += 1;
    if (Array.isArray(change.next)) {
      const before = Array.isArray(change.previous) ? change.previous : [];
      created += change.next.filter((value) => !before.includes(value)).length;
    } else created += 1;
  }
  return { updated_fields: updated, removed_fields: removed, created_values: created };
}
