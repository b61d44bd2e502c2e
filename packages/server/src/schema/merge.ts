// Field merge of the Schema Manager: preview (values to move, conflicts with both values) and merge
// (values moved, conflicts keep the target's value, the source deleted when asked, every moved or dropped
// value audited, one transaction) — spec part 2 §3, §4.4, §5.5, §7.4.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  MERGE_PREVIEW_CONFLICT_LIMIT,
  type MergeFieldRef,
  type MergePreview,
  type MergePreviewRequest,
  type MergeRequest,
  type MergeResult,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { enhancedProducts, fieldDefinitions, productFieldValues } from '../db/schema';
import { selectFields, selectUsageCounts, type FieldRecord } from '../fields/queries';
import { toFieldDefinition } from '../fields/service';
import { HttpError } from '../http/http-error';
import { FIELD_NOT_FOUND } from '../products/definitions';
import { rowsOf } from './sqlRows';
import { valueJson, valueText, valueTextFor } from './valueSql';

/** 400 for fields of different data types — spec part 2 §5.5 (verbatim, the source's type in brackets). */
export const incompatibleTypesMessage = (dataType: string) =>
  `No compatible target fields found. Both fields must have the same data type (${dataType})`;
/** 400 when a field holds no value: both fields must have usage above 0 — spec part 2 §5.5. */
export const unusedFieldMessage = (displayName: string) =>
  `Both fields must be in use to be merged: '${displayName}' is used by no product`;
/** 400 for a core field, which stands for a product column. */
export const CORE_FIELD_MERGE = 'Core fields cannot be merged';
/** 400 merging a field into itself (the contract refuses it too). */
export const SAME_FIELD_MERGE = 'Source and target must be different fields';

interface MergePair {
  source: FieldRecord;
  target: FieldRecord;
  sourceRef: MergeFieldRef;
  targetRef: MergeFieldRef;
}

const ref = (row: FieldRecord, usage: number): MergeFieldRef => {
  const def = toFieldDefinition(row);
  return {
    id: def.id,
    field_name: def.field_name,
    display_name: def.display_name,
    field_type: def.field_type,
    data_type: def.data_type,
    usage_count: usage,
  };
};

/** Both definitions (locked when merging, in id order), checked against the rules of §5.5. */
export async function loadMergePair(
  tx: TenantTx,
  companyId: string,
  sourceId: string,
  targetId: string,
  lock: boolean,
) {
  if (sourceId === targetId) throw HttpError.badRequest(SAME_FIELD_MERGE);
  if (lock) {
    const locked = await tx
      .select({ id: fieldDefinitions.id })
      .from(fieldDefinitions)
      .where(and(eq(fieldDefinitions.company_id, companyId), inArray(fieldDefinitions.id, [sourceId, targetId])))
      .orderBy(asc(fieldDefinitions.id))
      .for('update');
    if (locked.length !== 2) throw HttpError.notFound(FIELD_NOT_FOUND);
  }
  const rows = await selectFields(tx, companyId, { ids: [sourceId, targetId] });
  const source = rows.find((row) => row.id === sourceId);
  const target = rows.find((row) => row.id === targetId);
  if (!source || !target) throw HttpError.notFound(FIELD_NOT_FOUND);
  if (source.is_core_field || target.is_core_field) throw HttpError.badRequest(CORE_FIELD_MERGE);
  const sourceRef = ref(source, 0);
  const targetRef = ref(target, 0);
  if (sourceRef.data_type !== targetRef.data_type)
    throw HttpError.badRequest(incompatibleTypesMessage(sourceRef.data_type));
  const usage = await selectUsageCounts(tx, companyId, [source, target]);
  sourceRef.usage_count = usage.get(sourceId) ?? 0;
  targetRef.usage_count = usage.get(targetId) ?? 0;
  for (const [row, r] of [
    [source, sourceRef],
    [target, targetRef],
  ] as const)
    if (r.usage_count === 0) throw HttpError.badRequest(unusedFieldMessage(row.display_name));
  return { source, target, sourceRef, targetRef } satisfies MergePair;
}

/** Source values of products that also hold a target value. */
const conflictWhere = (companyId: string, sourceId: string, targetId: string) => sql`
  v.company_id = ${companyId} and v.field_definition_id = ${sourceId} and exists (
    select 1 from ${productFieldValues} t
    where t.company_id = ${companyId} and t.enhanced_product_id = v.enhanced_product_id
      and t.field_definition_id = ${targetId})`;

async function preview(tx: TenantTx, companyId: string, pair: MergePair): Promise<MergePreview> {
  const { source, target } = pair;
  const [counts] = await rowsOf<{ conflicts: number }>(
    tx,
    sql`select count(*)::int as conflicts from ${productFieldValues} v where ${conflictWhere(companyId, source.id, target.id)}`,
  );
  const conflicts = await rowsOf<{
    product_id: string;
    product_name: string | null;
    source_value: string | null;
    target_value: string | null;
  }>(
    tx,
    sql`
      select v.enhanced_product_id as product_id, p.clean_name as product_name,
        ${valueText(source.is_multiple)} as source_value,
        (select ${valueText(target.is_multiple)} from ${productFieldValues} v
          where v.company_id = ${companyId} and v.enhanced_product_id = p.id and v.field_definition_id = ${target.id}) as target_value
      from ${productFieldValues} v
      join ${enhancedProducts} p on p.id = v.enhanced_product_id and p.company_id = ${companyId}
      where ${conflictWhere(companyId, source.id, target.id)}
      order by p.clean_name asc nulls last, p.id
      limit ${MERGE_PREVIEW_CONFLICT_LIMIT}`,
  );
  const conflictCount = Number(counts?.conflicts ?? 0);
  return {
    source_field: pair.sourceRef,
    target_field: pair.targetRef,
    sample_values: conflicts,
    affected_products: pair.sourceRef.usage_count,
    conflict_count: conflictCount,
    values_to_move: pair.sourceRef.usage_count - conflictCount,
  };
}

/** POST /scheme-manager/fields/merge-preview. */
export async function previewFieldMerge(
  database: Database,
  principal: Principal,
  companyId: string,
  body: z.output<typeof MergePreviewRequest>,
): Promise<{ success: boolean; data: MergePreview }> {
  return withTenant(database, principal, async (tx) => {
    const pair = await loadMergePair(tx, companyId, body.source_field_id, body.target_field_id, false);
    return { success: true, data: await preview(tx, companyId, pair) };
  });
}

/** The moved value as the target stores it, as audit jsonb. */
function movedJson(sourceMultiple: boolean, targetMultiple: boolean) {
  if (sourceMultiple === targetMultiple) return valueJson(targetMultiple);
  return sourceMultiple ? sql`to_jsonb(${valueText(true)})` : sql.raw('jsonb_build_array(v.value_text)');
}

/** The moved value as the product's custom_fields document holds it (product_custom_fields_doc, migration 0003). */
function movedDocValue(sourceMultiple: boolean, targetMultiple: boolean) {
  const text = valueTextFor(sourceMultiple, targetMultiple);
  return targetMultiple
    ? sql`custom_field_multi_value(${text})`
    : sql`coalesce(to_jsonb(v.value_number), to_jsonb(v.value_boolean), to_jsonb(v.value_date::text), to_jsonb(v.value_product_id), to_jsonb(${text}))`;
}

/**
 * POST /scheme-manager/fields/merge: in one transaction, locks both definitions, then one set-based
 * statement: the products holding a source value get their version bumped and their custom_fields
 * document rewritten (the source's key removed, the target's added for a moved value) in one update,
 * every source value whose product has no target value moves to the target, each move audited on both
 * fields with INSERT … SELECT; a product holding both keeps the target's value. With delete_source_field
 * the conflicting source values are removed in the same statement (audited) and the source deleted.
 * The value triggers keep the usage rollups; the custom_fields triggers stand aside for this transaction
 * (curate.custom_fields_synced, migration 0010), as the update above already wrote the documents.
 * The audit names the caller; user_id is accepted as the spec sends it (docs/decisions.md, issue #19).
 */
export async function mergeFields(
  database: Database,
  principal: Principal,
  companyId: string,
  body: z.output<typeof MergeRequest>,
): Promise<MergeResult> {
  return withTenant(database, principal, async (tx) => {
    const { source, target } = await loadMergePair(tx, companyId, body.source_field_id, body.target_field_id, true);
    const reason = `Field merge: ${source.field_name} into ${target.field_name}`;
    const user = principal.userId;
    const drop = body.delete_source_field;
    // A source deleted below leaves its entries with no definition (the foreign key sets null): they are
    // written so at once, which spares that cascade an update of every entry this merge writes.
    const audit = (fieldId: string, def: FieldRecord) =>
      sql`v.company_id, v.enhanced_product_id, ${drop && fieldId === source.id ? null : fieldId}::uuid, ${def.field_name}::text, ${def.display_name}::text`;
    const history = sql.raw(`field_edit_history (company_id, enhanced_product_id, field_definition_id, field_name,
            field_display_name, change_type, previous_value, new_value, change_summary, change_reason,
            updated_by_type, user_id, created_at)`);
    await tx.execute(sql`select set_config('curate.custom_fields_synced', 'on', true)`);
    const [counts] = await rowsOf<{ moved: number; conflicts: number }>(
      tx,
      sql`
        with src as (
          select v.*, exists (
            select 1 from ${productFieldValues} t
            where t.company_id = ${companyId} and t.enhanced_product_id = v.enhanced_product_id
              and t.field_definition_id = ${target.id}) as conflict
          from ${productFieldValues} v
          where v.company_id = ${companyId} and v.field_definition_id = ${source.id}),
        products as (
          update ${enhancedProducts} p
          set version = p.version + 1, updated_at = clock_timestamp(), custom_fields = case
            when not v.conflict then (p.custom_fields - ${source.field_name}::text)
              || jsonb_strip_nulls(jsonb_build_object(${target.field_name}::text, ${movedDocValue(source.is_multiple, target.is_multiple)}))
            when ${drop}::boolean then p.custom_fields - ${source.field_name}::text
            else p.custom_fields end
          from src v
          where p.company_id = ${companyId} and p.id = v.enhanced_product_id
          returning p.id),
        moved as (
          update ${productFieldValues} p
          set field_definition_id = ${target.id}, value_text = ${valueTextFor(source.is_multiple, target.is_multiple)},
            updated_by_type = 'user', updated_by_user_id = ${user}, updated_at = clock_timestamp()
          from src v where p.id = v.id and not v.conflict
          returning v.*),
        dropped as (
          delete from ${productFieldValues} p
          using src v where ${drop}::boolean and p.id = v.id and v.conflict
          returning v.*),
        audit as (
          insert into ${history}
          select ${audit(source.id, source)}, 'field_removed'::change_type, ${valueJson(source.is_multiple)}, null::jsonb,
            ${`Merged ${source.display_name} into ${target.display_name}: moved "`} || left(${valueText(source.is_multiple)}, 200) || '"',
            ${reason}::text, 'user'::updated_by_type, ${user}::uuid, clock_timestamp()
          from moved v
          union all
          select ${audit(target.id, target)}, 'field_added'::change_type, null::jsonb,
            ${movedJson(source.is_multiple, target.is_multiple)},
            ${`Added ${target.display_name}: `} || left(${valueText(source.is_multiple)}, 200) || ${` (merged from ${source.display_name})`},
            ${reason}::text, 'user'::updated_by_type, ${user}::uuid, clock_timestamp()
          from moved v
          union all
          select ${audit(source.id, source)}, 'field_removed'::change_type, ${valueJson(source.is_multiple)}, null::jsonb,
            ${`Removed ${source.display_name} (was "`} || left(${valueText(source.is_multiple)}, 200) || ${`"): merged into ${target.display_name}, which kept its value`},
            ${reason}::text, 'user'::updated_by_type, ${user}::uuid, clock_timestamp()
          from dropped v)
        select (select count(*) from moved)::int as moved, (select count(*) from src where conflict)::int as conflicts,
          (select count(*) from products)::int as products`,
    );
    await tx.execute(sql`select set_config('curate.custom_fields_synced', 'off', true)`);
    const movedValues = Number(counts?.moved ?? 0);
    const conflicts = Number(counts?.conflicts ?? 0);
    if (drop)
      await tx
        .delete(fieldDefinitions)
        .where(and(eq(fieldDefinitions.company_id, companyId), eq(fieldDefinitions.id, source.id)));
    return {
      success: true,
      message: `Merged ${source.display_name} into ${target.display_name}: ${movedValues} value(s) moved, ${conflicts} conflict(s) kept the target's value`,
      affected_products: movedValues + (body.delete_source_field ? conflicts : 0),
      moved_values: movedValues,
      conflicts,
      source_field_deleted: body.delete_source_field,
    };
  });
}
