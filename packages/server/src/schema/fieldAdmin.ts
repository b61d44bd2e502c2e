// Field definition writes of the Schema Manager: update, delete (a field in use only with its data,
// audited), reorder inside a group, and the migration calls that answer it is not available — spec part 2
// §2.9, §4.5, §5.5, §7.4.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  dataTypeForFieldType,
  type FieldDefinitionResponse,
  type FieldDefinitionUpdate,
  type FieldMigrationValidation,
  type FieldReorder,
  type SuccessResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { enhancedProducts, fieldDefinitions, fieldGroups, productFieldValues } from '../db/schema';
import { groupExists, selectUsageCounts, selectFields } from '../fields/queries';
import { fieldById, GROUP_NOT_FOUND } from '../fields/service';
import { HttpError } from '../http/http-error';
import { FIELD_NOT_FOUND } from '../products/definitions';
import { valueJson, valueText } from './valueSql';

/** 400 when an update sends another field name: it is immutable — spec part 2 §3. */
export const FIELD_NAME_FIXED = 'Field name cannot be changed after creation';
/** 409 changing the stored type of a field in use — spec part 2 §4.5 ("the type is locked"). */
export const typeLockedMessage = (count: number) => `Cannot change the type of a field used in ${count} products`;
/** 409 deleting a field in use without its data — spec part 2 §4.5 (the card's tooltip). */
export const fieldInUseMessage = (count: number) => `Cannot delete: Field is used in ${count} products`;
/** 400 for the core fields, which stand for product columns (docs/decisions.md "Core fields"). */
export const CORE_FIELD_DELETE = 'Core fields cannot be deleted';
export const CORE_FIELD_TYPE = 'The type of a core field cannot be changed';
/** Reorder refusals: a field of another group, a field listed twice or left out. */
export const FIELD_NOT_IN_GROUP = 'Every field of field_orders must belong to the group being reordered';
export const DUPLICATE_FIELD_ORDER = 'Each field may appear only once in field_orders';
export const INCOMPLETE_FIELD_ORDER = 'field_orders must list every field of the group';
/** What the migration calls answer: the UI only announces migration — spec part 2 §2.9. */
export const MIGRATION_NOT_AVAILABLE = 'Field migration is not available yet';

const SELECT_TYPES = new Set(['select', 'multiselect']);
const canonical = (type: string) =>
  type === 'text' ? 'string' : type === 'integer' || type === 'decimal' ? 'number' : type;

/** The definition row locked for this transaction; 404 when unknown (or another company's). */
async function lockField(tx: TenantTx, companyId: string, fieldId: string) {
  const [row] = await tx
    .select()
    .from(fieldDefinitions)
    .where(and(eq(fieldDefinitions.company_id, companyId), eq(fieldDefinitions.id, fieldId)))
    .for('update');
  if (!row) throw HttpError.notFound(FIELD_NOT_FOUND);
  return row;
}

/** Products using the field (value rows, or the product column for a core field). */
async function usageOf(tx: TenantTx, companyId: string, fieldId: string): Promise<number> {
  const [record] = await selectFields(tx, companyId, { ids: [fieldId] });
  return (await selectUsageCounts(tx, companyId, [record!])).get(fieldId) ?? 0;
}

/**
 * PUT /fields/{id}: every sent property; the name is immutable, the group must exist, and a field in use
 * keeps its data type and multiplicity (409). Changing the field type of an unused field takes the data
 * type it implies unless one is sent. Allowed values are kept for select types only.
 */
export async function updateField(
  database: Database,
  principal: Principal,
  companyId: string,
  fieldId: string,
  body: z.output<typeof FieldDefinitionUpdate>,
): Promise<FieldDefinitionResponse> {
  return withTenant(database, principal, async (tx) => {
    const field = await lockField(tx, companyId, fieldId);
    if (body.field_name !== undefined && body.field_name !== field.field_name)
      throw HttpError.badRequest(FIELD_NAME_FIXED);
    const fieldType = body.field_type ?? field.field_type;
    const dataType =
      body.data_type ??
      (body.field_type && body.field_type !== field.field_type ? dataTypeForFieldType(fieldType) : field.data_type);
    const isMultiple = body.is_multiple ?? field.is_multiple;
    const typeChanges =
      fieldType !== field.field_type ||
      canonical(dataType) !== canonical(field.data_type) ||
      isMultiple !== field.is_multiple;
    if (typeChanges) {
      if (field.is_core_field) throw HttpError.badRequest(CORE_FIELD_TYPE);
      const storageChanges = canonical(dataType) !== canonical(field.data_type) || isMultiple !== field.is_multiple;
      const usage = storageChanges ? await usageOf(tx, companyId, fieldId) : 0;
      if (usage > 0) throw HttpError.conflict(typeLockedMessage(usage));
    }
    if (body.group_id && !(await groupExists(tx, companyId, body.group_id))) throw HttpError.notFound(GROUP_NOT_FOUND);
    const allowed = body.allowed_values === undefined ? field.allowed_values : body.allowed_values;
    const pick = <K extends keyof typeof body>(key: K) => (body[key] === undefined ? {} : { [key]: body[key] ?? null });
    await tx
      .update(fieldDefinitions)
      .set({
        ...pick('display_name'),
        ...pick('description'),
        ...pick('help_text'),
        ...pick('placeholder'),
        ...pick('group_id'),
        ...pick('is_required'),
        ...pick('is_active'),
        ...pick('min_value'),
        ...pick('max_value'),
        ...pick('min_length'),
        ...pick('max_length'),
        ...pick('sort_order'),
        field_type: fieldType,
        data_type: dataType as typeof field.data_type,
        is_multiple: isMultiple,
        allowed_values: SELECT_TYPES.has(fieldType) && allowed && allowed.length > 0 ? allowed : null,
        updated_at: sql`clock_timestamp()`,
      })
      .where(and(eq(fieldDefinitions.company_id, companyId), eq(fieldDefinitions.id, fieldId)));
    return { field: await fieldById(tx, companyId, fieldId) };
  });
}

/**
 * DELETE /fields/{id}: an unused field at once; a field in use only with delete_values (the editor's
 * confirmed 'Delete Field & Data'), which removes every value with an audit entry per product and bumps
 * those products' versions, in one transaction — spec part 2 §4.5. Core fields cannot be deleted.
 */
export async function deleteField(
  database: Database,
  principal: Principal,
  companyId: string,
  fieldId: string,
  deleteValues: boolean,
): Promise<SuccessResponse> {
  return withTenant(database, principal, async (tx) => {
    const field = await lockField(tx, companyId, fieldId);
    if (field.is_core_field) throw HttpError.badRequest(CORE_FIELD_DELETE);
    const usage = await usageOf(tx, companyId, fieldId);
    if (usage > 0 && !deleteValues) throw HttpError.conflict(fieldInUseMessage(usage));
    if (usage > 0) {
      // Product rows first, as product edits lock them, then the values with their audit entries.
      await tx.execute(sql`
        update ${enhancedProducts} set version = version + 1, updated_at = clock_timestamp()
        where company_id = ${companyId} and id in (
          select enhanced_product_id from ${productFieldValues}
          where company_id = ${companyId} and field_definition_id = ${fieldId})`);
      await tx.execute(sql`
        with v as (
          delete from ${productFieldValues}
          where company_id = ${companyId} and field_definition_id = ${fieldId}
          returning *)
        insert into field_edit_history (company_id, enhanced_product_id, field_definition_id, field_name,
          field_display_name, change_type, previous_value, new_value, change_summary, change_reason,
          updated_by_type, user_id, created_at)
        select v.company_id, v.enhanced_product_id, ${fieldId}::uuid, ${field.field_name}::text,
          ${field.display_name}::text, 'field_removed'::change_type, ${valueJson(field.is_multiple)}, null::jsonb,
          ${`Removed ${field.display_name} (was "`} || left(${valueText(field.is_multiple)}, 200) || '")',
          'Field deleted in the Schema Manager', 'user'::updated_by_type, ${principal.userId}::uuid, clock_timestamp()
        from v`);
    }
    await tx
      .delete(fieldDefinitions)
      .where(and(eq(fieldDefinitions.company_id, companyId), eq(fieldDefinitions.id, fieldId)));
    return {
      success: true,
      message:
        usage > 0
          ? `Field "${field.display_name}" and its data in ${usage} products deleted`
          : `Field "${field.display_name}" deleted`,
    };
  });
}

/**
 * PUT /scheme-manager/fields/reorder: the group's fields in the sent order (by sort_order, then list
 * position), renumbered from 1 — spec part 2 §4.5. The list must hold every field of the group exactly
 * once; the group's rows are locked first, so concurrent reorders apply one after the other.
 */
export async function reorderSchemaFields(
  database: Database,
  principal: Principal,
  companyId: string,
  body: z.output<typeof FieldReorder>,
): Promise<SuccessResponse> {
  const ids = body.field_orders.map((order) => order.field_id);
  if (new Set(ids).size !== ids.length) throw HttpError.badRequest(DUPLICATE_FIELD_ORDER);
  return withTenant(database, principal, async (tx) => {
    if (body.group_id !== null) {
      const [group] = await tx
        .select({ id: fieldGroups.id })
        .from(fieldGroups)
        .where(and(eq(fieldGroups.company_id, companyId), eq(fieldGroups.id, body.group_id)))
        .for('update');
      if (!group) throw HttpError.notFound(GROUP_NOT_FOUND);
    }
    const inGroup = await tx
      .select({ id: fieldDefinitions.id })
      .from(fieldDefinitions)
      .where(
        and(
          eq(fieldDefinitions.company_id, companyId),
          body.group_id === null ? isNull(fieldDefinitions.group_id) : eq(fieldDefinitions.group_id, body.group_id),
        ),
      )
      .orderBy(asc(fieldDefinitions.id))
      .for('update');
    const members = new Set(inGroup.map((row) => row.id));
    const strangers = ids.filter((id) => !members.has(id));
    if (strangers.length > 0) {
      const known = await tx
        .select({ id: fieldDefinitions.id })
        .from(fieldDefinitions)
        .where(and(eq(fieldDefinitions.company_id, companyId), inArray(fieldDefinitions.id, strangers)));
      throw known.length === strangers.length
        ? HttpError.badRequest(FIELD_NOT_IN_GROUP)
        : HttpError.notFound(FIELD_NOT_FOUND);
    }
    if (ids.length !== members.size) throw HttpError.badRequest(INCOMPLETE_FIELD_ORDER);
    const ordered = body.field_orders
      .map((order, index) => ({ ...order, index }))
      .sort((a, b) => a.sort_order - b.sort_order || a.index - b.index);
    const cases = sql.join(
      ordered.map((order, position) => sql`when ${order.field_id}::uuid then ${position + 1}::int`),
      sql` `,
    );
    await tx
      .update(fieldDefinitions)
      .set({ sort_order: sql`case ${fieldDefinitions.id} ${cases} end`, updated_at: sql`clock_timestamp()` })
      .where(and(eq(fieldDefinitions.company_id, companyId), inArray(fieldDefinitions.id, ids)));
    return { success: true, message: `Saved the order of ${ids.length} field(s)` };
  });
}

/** POST /scheme-manager/fields/{id}/validate-migration: answers honestly that migration is not available. */
export async function validateFieldMigration(
  database: Database,
  principal: Principal,
  companyId: string,
  fieldId: string,
): Promise<{ success: boolean; data: FieldMigrationValidation; message: string }> {
  return withTenant(database, principal, async (tx) => {
    await lockField(tx, companyId, fieldId);
    const usage = await usageOf(tx, companyId, fieldId);
    return {
      success: true,
      message: MIGRATION_NOT_AVAILABLE,
      data: {
        valid: false,
        affected_products: usage,
        convertible_values: 0,
        failing_values: usage,
        errors: [`${MIGRATION_NOT_AVAILABLE}: a field's type cannot be changed while products use it`],
        warnings: [],
      },
    };
  });
}

/** POST /scheme-manager/fields/{id}/migrate: 404 for an unknown field, else 409 'not available'. */
export async function migrateField(
  database: Database,
  principal: Principal,
  companyId: string,
  fieldId: string,
): Promise<never> {
  await withTenant(database, principal, (tx) => lockField(tx, companyId, fieldId));
  throw HttpError.conflict(MIGRATION_NOT_AVAILABLE);
}
