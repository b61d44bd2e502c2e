// Applying field changes to a locked product: values written and audited in the caller's transaction
// (spec part 1 §1 "every edit is audited and can be reverted"; issue #4 "in the same transaction").
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TenantTx } from '../auth/tenantScope';
import { fieldEditHistory, productFieldValues } from '../db/schema';
import { HttpError } from '../http/http-error';
import { coreColumnOf, type FieldDef } from './definitions';
import { columnsFor, displayValue, sameValue, storedValueOf, type StoredValue } from './fieldValues';
import type { ProductChanges, ProductRow } from './productLock';

/** 'set' writes a value (null removes the field), 'add' adds a field the product lacks, 'revert' restores an audited value. */
export type ChangeOp = 'set' | 'add' | 'revert';

/** One checked change: the definition, the value to store (see normaliseFieldValue) and the kind of call. */
export interface FieldChange {
  def: FieldDef;
  next: StoredValue;
  op: ChangeOp;
  /** Whose value `next` is: a revert to the model's value restores 'ai' (no 'Manual Override'); default 'user'. */
  by?: 'ai' | 'user';
}

/** Audit change types this server writes (spec part 1 §3 lists both spellings; these are the ones written). */
export type WrittenChangeType = 'field_added' | 'field_update' | 'field_removed' | 'revert';

/** A change that was written, with its audit entry. */
export interface AppliedChange {
  def: FieldDef;
  historyId: string;
  changeType: WrittenChangeType;
  previous: StoredValue;
  next: StoredValue;
  by: 'ai' | 'user';
}

/** Where changes apply: the transaction, the locked product, the acting user and the reason recorded. */
export interface ChangeScope {
  tx: TenantTx;
  product: ProductRow;
  userId: string;
  reason: string | null;
}

/** What applyFieldChanges wrote, and the core columns the caller saves with the version bump. */
export interface ChangeOutcome {
  applied: AppliedChange[];
  core: ProductChanges;
}

interface Current {
  present: boolean;
  value: StoredValue;
}

/** The current value of each definition on the product: core ones from its columns, others in one query. */
async function currentValues(scope: ChangeScope, defs: readonly FieldDef[]): Promise<Map<string, Current>> {
  const current = new Map<string, Current>();
  const custom: FieldDef[] = [];
  for (const def of defs) {
    const column = coreColumnOf(def);
    if (column === null) custom.push(def);
    else current.set(def.id, { present: scope.product[column] !== null, value: scope.product[column] });
  }
  if (custom.length === 0) return current;
  const rows = await scope.tx
    .select({
      field_definition_id: productFieldValues.field_definition_id,
      value_text: productFieldValues.value_text,
      value_number: productFieldValues.value_number,
      value_boolean: productFieldValues.value_boolean,
      value_date: productFieldValues.value_date,
      value_product_id: productFieldValues.value_product_id,
    })
    .from(productFieldValues)
    .where(
      and(
        eq(productFieldValues.company_id, scope.product.company_id),
        eq(productFieldValues.enhanced_product_id, scope.product.id),
        inArray(
          productFieldValues.field_definition_id,
          custom.map((def) => def.id),
        ),
      ),
    );
  const byDef = new Map(rows.map((row) => [row.field_definition_id, row]));
  for (const def of custom) {
    const row = byDef.get(def.id);
    current.set(def.id, row ? { present: true, value: storedValueOf(def, row) } : { present: false, value: null });
  }
  return current;
}

/** The audit change type of a change, or null when it changes nothing; 409 when adding a field the product has. */
function changeTypeOf(change: FieldChange, current: Current): WrittenChangeType | null {
  if (change.op === 'revert') return 'revert';
  if (change.op === 'add') {
    if (current.present) throw HttpError.conflict(`This product already has the field '${change.def.display_name}'`);
    return change.next === null && coreColumnOf(change.def) !== null ? null : 'field_added';
  }
  if (change.next === null) return current.present ? 'field_removed' : null;
  if (!current.present) return 'field_added';
  return sameValue(current.value, change.next) ? null : 'field_update';
}

/** The one-line change summary of an audit entry, e.g. 'Changed Color from "Red" to "Blue"'. */
export function changeSummary(
  type: WrittenChangeType,
  displayName: string,
  previous: StoredValue,
  next: StoredValue,
): string {
  switch (type) {
    case 'field_added':
      return next === null ? `Added ${displayName}` : `Added ${displayName}: ${displayValue(next)}`;
    case 'field_removed':
      return previous === null ? `Removed ${displayName}` : `Removed ${displayName} (was "${displayValue(previous)}")`;
    case 'revert':
      return next === null
        ? `Reverted ${displayName}: removed the value`
        : `Reverted ${displayName} to "${displayValue(next)}"`;
    default:
      return `Changed ${displayName} from "${displayValue(previous)}" to "${displayValue(next)}"`;
  }
}

/**
 * Writes `changes` on the locked product of `scope` and their audit entries (acting user, previous and
 * new value as jsonb, change type, summary and reason), all in `scope.tx`: one upsert, one delete and
 * one history insert whatever the number of fields. Changes that change nothing are skipped (no entry).
 * Core fields are not written here: their columns come back in `core` for saveProduct. Entries take
 * clock_timestamp(), so the history order is the order the writes happened under the row lock.
 */
export async function applyFieldChanges(scope: ChangeScope, changes: readonly FieldChange[]): Promise<ChangeOutcome> {
  const { tx, product, userId } = scope;
  const current = await currentValues(
    scope,
    changes.map((change) => change.def),
  );
  const applied: AppliedChange[] = [];
  const core: ProductChanges = {};
  const upserts: (typeof productFieldValues.$inferInsert)[] = [];
  const removals: string[] = [];
  for (const change of changes) {
    const { def, next } = change;
    const now = current.get(def.id)!;
    const changeType = changeTypeOf(change, now);
    if (changeType === null) continue;
    const column = coreColumnOf(def);
    if (column !== null) core[column] = next === null ? null : String(next);
    else if (next === null && change.op !== 'add') removals.push(def.id);
    else {
      upserts.push({
        company_id: product.company_id,
        enhanced_product_id: product.id,
        field_definition_id: def.id,
        ...columnsFor(def, next),
        updated_by_type: change.by ?? 'user',
        updated_by_user_id: change.by === 'ai' ? null : userId,
        updated_at: sql`clock_timestamp()` as unknown as Date,
      });
    }
    applied.push({ def, historyId: randomUUID(), changeType, previous: now.value, next, by: change.by ?? 'user' });
  }
  if (upserts.length > 0) {
    await tx
      .insert(productFieldValues)
      .values(upserts)
      .onConflictDoUpdate({
        target: [productFieldValues.enhanced_product_id, productFieldValues.field_definition_id],
        set: {
          value_text: sql`excluded.value_text`,
          value_number: sql`excluded.value_number`,
          value_boolean: sql`excluded.value_boolean`,
          value_date: sql`excluded.value_date`,
          value_product_id: sql`excluded.value_product_id`,
          updated_by_type: sql`excluded.updated_by_type`,
          updated_by_user_id: sql`excluded.updated_by_user_id`,
          updated_at: sql`excluded.updated_at`,
        },
      });
  }
  if (removals.length > 0) {
    await tx
      .delete(productFieldValues)
      .where(
        and(
          eq(productFieldValues.company_id, product.company_id),
          eq(productFieldValues.enhanced_product_id, product.id),
          inArray(productFieldValues.field_definition_id, removals),
        ),
      );
  }
  if (applied.length > 0) {
    await tx.insert(fieldEditHistory).values(
      applied.map((change) => ({
        id: change.historyId,
        company_id: product.company_id,
        enhanced_product_id: product.id,
        field_definition_id: change.def.id,
        field_name: change.def.field_name,
        field_display_name: change.def.display_name,
        change_type: change.changeType,
        previous_value: change.previous,
        new_value: change.next,
        change_summary: changeSummary(change.changeType, change.def.display_name, change.previous, change.next),
        change_reason: scope.reason,
        // Whose value the entry leaves (a core field's owner is read from its latest entry); the actor is user_id.
        updated_by_type: change.by,
        user_id: userId,
        created_at: sql`clock_timestamp()` as unknown as Date,
      })),
    );
  }
  return { applied, core };
}
