// Audit history of a product and of one field, and reverting an entry as a new audited change
// (spec part 1 §2 'Audit History', §7; docs/decisions.md "Revert", issue #4).
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FieldValueInput, HistoryResponse, RevertResponse } from '@curate/core/contract';
import type { Principal } from '../auth/principal';
import { withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { fieldDefinitions, fieldEditHistory } from '../db/schema';
import { definitionColumns } from './definitionColumns';
import { HttpError } from '../http/http-error';
import { loadDefinitions } from './definitions';
import { normaliseFieldValue, type StoredValue } from './fieldValues';
import { toAuditEntry } from './mappers';
import { lockProduct, PRODUCT_NOT_FOUND } from './productLock';
import { selectHistory } from './queries';
import { applyAndSave, type ProductRef } from './service';

/** Answer for a history id that is not an entry of this product. */
export const HISTORY_NOT_FOUND = 'History entry not found';
/** Answer for reverting an entry a second time. */
export const ALREADY_REVERTED = 'This change has already been reverted';
/** Answer for reverting an entry whose field definition was deleted. */
export const FIELD_GONE = 'This change cannot be reverted: its field no longer exists';

/** GET /products/{id}/history: every audit entry of the product, newest first. */
export async function getProductHistory(
  database: Database,
  principal: Principal,
  ref: ProductRef,
): Promise<HistoryResponse> {
  return withTenant(database, principal, async (tx) => {
    const history = await selectHistory(tx, ref.companyId, ref.productId);
    if (!history) throw HttpError.notFound(PRODUCT_NOT_FOUND);
    return { history: history.map(toAuditEntry) };
  });
}

/** GET /products/{id}/fields/{fieldId}/history: the entries of one field; 404 for an unknown product or field. */
export async function getProductFieldHistory(
  database: Database,
  principal: Principal,
  ref: ProductRef & { fieldId: string },
): Promise<HistoryResponse> {
  return withTenant(database, principal, async (tx) => {
    const history = await selectHistory(tx, ref.companyId, ref.productId, ref.fieldId);
    if (!history) throw HttpError.notFound(PRODUCT_NOT_FOUND);
    if (history.length === 0) await loadDefinitions(tx, ref.companyId, [ref.fieldId]);
    return { history: history.map(toAuditEntry) };
  });
}

/** The value an entry's previous_value restores, as a field value input. */
function restoredInput(value: unknown): FieldValueInput {
  if (Array.isArray(value)) return value.map(String);
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return JSON.stringify(value);
}

/**
 * POST /products/{id}/history/{historyId}/revert: restores the entry's previous value as a new audited
 * change (change_type 'revert', previous_value = the value it replaces) and marks the entry is_reverted,
 * in one transaction under the product lock. 404 for an entry of another product; 409 when the entry
 * was already reverted, its field is gone, or the old value no longer fits the field's definition.
 */
export async function revertHistoryEntry(
  database: Database,
  principal: Principal,
  ref: ProductRef & { historyId: string },
): Promise<RevertResponse> {
  return withTenant(database, principal, async (tx) => {
    const locked = await lockProduct(tx, ref.companyId, ref.productId);
    const [entry] = await tx
      .select()
      .from(fieldEditHistory)
      .where(
        and(
          eq(fieldEditHistory.company_id, ref.companyId),
          eq(fieldEditHistory.enhanced_product_id, ref.productId),
          eq(fieldEditHistory.id, ref.historyId),
        ),
      )
      .limit(1);
    if (!entry) throw HttpError.notFound(HISTORY_NOT_FOUND);
    if (entry.is_reverted) throw HttpError.conflict(ALREADY_REVERTED);
    const [def] = entry.field_definition_id
      ? await tx
          .select(definitionColumns)
          .from(fieldDefinitions)
          .where(
            and(eq(fieldDefinitions.company_id, ref.companyId), eq(fieldDefinitions.id, entry.field_definition_id)),
          )
          .limit(1)
      : [];
    if (!def) throw HttpError.conflict(FIELD_GONE);
    let next: StoredValue;
    try {
      next = normaliseFieldValue(def, restoredInput(entry.previous_value));
    } catch (error) {
      if (error instanceof HttpError && error.status === 422)
        throw HttpError.conflict(`This change cannot be reverted: ${String(error.detail)}`);
      throw error;
    }
    // Whose value comes back: the model's when the field's entry before this one is the model's, or there is none
    // (the enhancement's value); the field then no longer reads 'Manual Override'.
    const [before] = await tx
      .select({ by: fieldEditHistory.updated_by_type })
      .from(fieldEditHistory)
      .where(
        and(
          eq(fieldEditHistory.company_id, ref.companyId),
          eq(fieldEditHistory.enhanced_product_id, ref.productId),
          eq(fieldEditHistory.field_definition_id, def.id),
          lt(fieldEditHistory.created_at, entry.created_at),
        ),
      )
      .orderBy(desc(fieldEditHistory.created_at), desc(fieldEditHistory.id))
      .limit(1);
    const by = !before || before.by === 'ai' ? 'ai' : 'user';
    const reason = entry.change_summary ? `Revert of: ${entry.change_summary}` : 'Revert of an earlier change';
    const { product, applied } = await applyAndSave(tx, locked, principal.userId, reason, [
      { def, next, op: 'revert', by },
    ]);
    const revert = applied[0]!;
    await tx
      .update(fieldEditHistory)
      .set({ is_reverted: true, reverted_by_history_id: revert.historyId, reverted_at: sql`clock_timestamp()` })
      .where(and(eq(fieldEditHistory.company_id, ref.companyId), eq(fieldEditHistory.id, entry.id)));
    return {
      success: true,
      message: `Reverted ${def.display_name}`,
      history_id: revert.historyId,
      version: product.version,
    };
  });
}
