// Reads behind the product detail, sources and history calls: a constant number of statements however many
// fields, sources or audit entries a product has (sources and history come back as JSON lists).
import { and, asc, eq, getTableName, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../auth/tenantScope';
import {
  enhancedProducts,
  enhancementJobs,
  fieldEditHistory,
  fieldGroups,
  fieldDefinitions,
  productFieldValues,
  sources,
  users,
} from '../db/schema';
import { definitionColumns } from './definitionColumns';
import { CORE_COLUMNS, type FieldDef } from './definitions';
import type { ValueColumns, StoredValue } from './fieldValues';
import type { ProductRow } from './productLock';

/**
 * A column of the outer query as a table-qualified reference, for correlated subqueries: drizzle leaves
 * columns of a single-table select unqualified, which inside a subquery would name the inner table's column.
 */
export const outer = (column: PgColumn): SQL => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** A timestamptz expression as ISO 8601 text in UTC with milliseconds (the answers' timestamp form). */
export const isoText = (expression: SQL | SQL.Aliased | unknown) =>
  sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One source as the JSON list carries it (spec part 1 §3). */
export interface SourceJson {
  id: string;
  field_definition_id: string | null;
  field_name: string | null;
  source_url: string | null;
  source_domain: string | null;
  source_title: string | null;
  source_quality: number | null;
  value_found: string | null;
  source_quote: string | null;
  excerpt: string | null;
}

/** One audit entry as the JSON list carries it, with the acting user's names. */
export interface HistoryJson {
  id: string;
  change_type: (typeof fieldEditHistory.$inferSelect)['change_type'];
  field_definition_id: string | null;
  field_name: string;
  field_display_name: string | null;
  change_summary: string | null;
  change_reason: string | null;
  previous_value: StoredValue;
  new_value: StoredValue;
  user_id: string | null;
  updated_by_type: 'ai' | 'user';
  user_full_name: string | null;
  username: string | null;
  created_at: string;
  is_reverted: boolean;
}

/** Drivers parse json columns already; text is parsed here in case one does not. */
export function jsonList<T>(value: unknown): T[] {
  if (typeof value === 'string') return JSON.parse(value) as T[];
  return (value as T[] | null) ?? [];
}

/** The product's sources as a JSON list, best quality first (sources_company_product_idx). */
function sourcesJson(companyId: string): SQL<unknown> {
  return sql`coalesce((
    select json_agg(json_build_object(
      'id', s.id, 'field_definition_id', s.field_definition_id, 'field_name', s.field_name,
      'source_url', s.source_url, 'source_domain', s.source_domain, 'source_title', s.source_title,
      'source_quality', s.source_quality, 'value_found', s.value_found, 'source_quote', s.source_quote, 'excerpt', s.excerpt
    ) order by s.source_quality desc nulls last, s.created_at, s.id)
    from ${sources} s
    where s.company_id = ${companyId} and s.enhanced_product_id = ${outer(enhancedProducts.id)}
  ), '[]'::json)`;
}

/** The product's audit entries (optionally of one field) as a JSON list, newest first. */
function historyJson(companyId: string, fieldId?: string): SQL<unknown> {
  const ofField = fieldId === undefined ? sql`` : sql` and h.field_definition_id = ${fieldId}`;
  return sql`coalesce((
    select json_agg(json_build_object(
      'id', h.id, 'change_type', h.change_type, 'field_definition_id', h.field_definition_id,
      'field_name', h.field_name, 'field_display_name', h.field_display_name,
      'change_summary', h.change_summary, 'change_reason', h.change_reason,
      'previous_value', h.previous_value, 'new_value', h.new_value,
      'user_id', h.user_id, 'updated_by_type', h.updated_by_type,
      'user_full_name', u.full_name, 'username', u.username,
      'created_at', ${isoText(sql`h.created_at`)}, 'is_reverted', h.is_reverted
    ) order by h.created_at desc, h.id desc)
    from ${fieldEditHistory} h left join ${users} u on u.id = h.user_id
    where h.company_id = ${companyId} and h.enhanced_product_id = ${outer(enhancedProducts.id)}${ofField}
  ), '[]'::json)`;
}

/**
 * What the product's latest completed enhancement recorded for its review (jobs/persist.ts): when it completed,
 * each value's confidence (values_detail) and the flags it raised. Null when no enhancement completed.
 */
export interface LatestEnhancementJson {
  completed_at: string | null;
  values_detail: unknown;
  flags: unknown;
}

/** The latest completed enhancement job of the product, as LatestEnhancementJson (a correlated subquery). */
function latestEnhancementJson(companyId: string): SQL<unknown> {
  return sql`(
    select json_build_object(
      'completed_at', ${isoText(sql`j.completed_at`)},
      'values_detail', j.result_data -> 'values_detail',
      'flags', j.result_data -> 'flags'
    )
    from ${enhancementJobs} j
    where j.company_id = ${companyId} and j.enhanced_product_id = ${outer(enhancedProducts.id)} and j.status = 'completed'
    order by j.completed_at desc nulls last, j.created_at desc
    limit 1
  )`;
}

const productWhere = (companyId: string, productId: string) =>
  and(eq(enhancedProducts.company_id, companyId), eq(enhancedProducts.id, productId));

/**
 * The product with its sources, its latest completed enhancement's review material and (when asked) its
 * history, in one statement; undefined when not found.
 */
export async function selectProductWithSources(
  tx: TenantTx,
  companyId: string,
  productId: string,
  withHistory: boolean,
): Promise<
  | {
      product: ProductRow;
      sources: SourceJson[];
      history: HistoryJson[] | null;
      enhancement: LatestEnhancementJson | null;
    }
  | undefined
> {
  const [row] = await tx
    .select({
      product: enhancedProducts,
      sources: sourcesJson(companyId),
      history: withHistory ? historyJson(companyId) : sql`null`,
      enhancement: latestEnhancementJson(companyId),
    })
    .from(enhancedProducts)
    .where(productWhere(companyId, productId))
    .limit(1);
  if (!row) return undefined;
  const enhancement =
    typeof row.enhancement === 'string' ? JSON.parse(row.enhancement) : (row.enhancement as LatestEnhancementJson);
  return {
    product: row.product,
    sources: jsonList(row.sources),
    history: withHistory ? jsonList(row.history) : null,
    enhancement: enhancement ?? null,
  };
}

/** The product's sources (undefined when the product is not found). */
export async function selectSources(
  tx: TenantTx,
  companyId: string,
  productId: string,
): Promise<SourceJson[] | undefined> {
  const [row] = await tx
    .select({ sources: sourcesJson(companyId) })
    .from(enhancedProducts)
    .where(productWhere(companyId, productId))
    .limit(1);
  return row ? jsonList(row.sources) : undefined;
}

/** The product's audit entries, optionally of one field (undefined when the product is not found). */
export async function selectHistory(
  tx: TenantTx,
  companyId: string,
  productId: string,
  fieldId?: string,
): Promise<HistoryJson[] | undefined> {
  const [row] = await tx
    .select({ history: historyJson(companyId, fieldId) })
    .from(enhancedProducts)
    .where(productWhere(companyId, productId))
    .limit(1);
  return row ? jsonList(row.history) : undefined;
}

/** The source count of each product id (sources_company_product_idx). */
export async function selectSourceCounts(
  tx: TenantTx,
  companyId: string,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: sources.enhanced_product_id, count: sql<number>`count(*)::int` })
    .from(sources)
    .where(and(eq(sources.company_id, companyId), inArray(sources.enhanced_product_id, [...productIds])))
    .groupBy(sources.enhanced_product_id);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/**
 * One field row of a product: its definition, group, stored value (custom fields) and, for a core field, the
 * time of its latest audit entry when that entry is a user's (null when the model wrote it last).
 */
export type FieldRow = FieldDef &
  ValueColumns & {
    value_id: string | null;
    group_name: string | null;
    group_display_name: string | null;
    value_updated_at: Date | null;
    updated_by_type: 'ai' | 'user' | null;
    core_edited_at: string | null;
  };

/**
 * The product's fields in display order (group sort order, ungrouped last; field sort order; name): every
 * stored value row and every core definition (whose value lives on the product), optionally only `defIds`.
 * One statement; product_field_values_product_field_key serves each definition.
 */
export async function selectFieldRows(
  tx: TenantTx,
  companyId: string,
  productId: string,
  defIds?: readonly string[],
  /** Active fields to answer even without a value: those the latest enhancement flagged for review. */
  flaggedNames: readonly string[] = [],
): Promise<FieldRow[]> {
  // A core field's value is the user's when the field's latest audit entry is a user's (an edit, a removal or
  // a revert, as a custom field's value row takes 'user' on each); the model's entries (persist) and no entry
  // at all leave it the model's. The latest entry only: a re-enhancement after an edit is the model's again.
  const coreEditedAt = sql<string | null>`case when ${fieldDefinitions.is_core_field} then (
      select case when h.updated_by_type = 'user' and not h.is_reverted then ${isoText(sql`h.created_at`)} end
      from ${fieldEditHistory} h
      where h.company_id = ${companyId} and h.enhanced_product_id = ${productId} and h.field_definition_id = ${outer(fieldDefinitions.id)}
      order by h.created_at desc, h.id desc
      limit 1
    ) end`;
  const rows = await tx
    .select({
      ...definitionColumns,
      group_name: fieldGroups.name,
      group_display_name: fieldGroups.display_name,
      value_id: productFieldValues.id,
      value_text: productFieldValues.value_text,
      value_number: productFieldValues.value_number,
      value_boolean: productFieldValues.value_boolean,
      value_date: productFieldValues.value_date,
      value_product_id: productFieldValues.value_product_id,
      value_updated_at: productFieldValues.updated_at,
      updated_by_type: productFieldValues.updated_by_type,
      core_edited_at: coreEditedAt,
    })
    .from(fieldDefinitions)
    .leftJoin(
      productFieldValues,
      and(
        eq(productFieldValues.company_id, companyId),
        eq(productFieldValues.enhanced_product_id, productId),
        eq(productFieldValues.field_definition_id, fieldDefinitions.id),
      ),
    )
    .leftJoin(fieldGroups, eq(fieldGroups.id, fieldDefinitions.group_id))
    .where(
      and(
        eq(fieldDefinitions.company_id, companyId),
        or(
          isNotNull(productFieldValues.id),
          and(eq(fieldDefinitions.is_core_field, true), inArray(fieldDefinitions.field_name, [...CORE_COLUMNS])),
          flaggedNames.length
            ? and(eq(fieldDefinitions.is_active, true), inArray(fieldDefinitions.field_name, [...flaggedNames]))
            : undefined,
        ),
        defIds === undefined ? undefined : inArray(fieldDefinitions.id, [...defIds]),
      ),
    )
    .orderBy(
      sql`${fieldGroups.sort_order} asc nulls last`,
      asc(fieldDefinitions.sort_order),
      asc(fieldDefinitions.display_name),
    );
  return rows;
}

/** The sources of one field of a product (sources_product_field_idx). */
export async function selectFieldSources(
  tx: TenantTx,
  companyId: string,
  productId: string,
  fieldId: string,
): Promise<SourceJson[]> {
  return tx
    .select({
      id: sources.id,
      field_definition_id: sources.field_definition_id,
      field_name: sources.field_name,
      source_url: sources.source_url,
      source_domain: sources.source_domain,
      source_title: sources.source_title,
      source_quality: sources.source_quality,
      value_found: sources.value_found,
      source_quote: sources.source_quote,
      excerpt: sources.excerpt,
    })
    .from(sources)
    .where(
      and(
        eq(sources.company_id, companyId),
        eq(sources.enhanced_product_id, productId),
        eq(sources.field_definition_id, fieldId),
      ),
    )
    .orderBy(sql`${sources.source_quality} desc nulls last`, asc(sources.created_at), asc(sources.id));
}
