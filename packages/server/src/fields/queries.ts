// Reads and writes of the field definition and field group calls (spec part 1 §3, §7).
import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { FieldListQuery } from '@curate/core/contract';
import type { TenantTx } from '../auth/tenantScope';
import { enhancedProducts, fieldDefinitions, fieldGroups, fieldUsageCounts, productFieldValues } from '../db/schema';
import { coreColumnOf, type CoreColumn, type FieldDef } from '../products/definitions';
import { valueKind } from '../products/fieldValues';
import { outer } from '../products/queries';
import { fieldColumns } from '../products/definitionColumns';

/** A definition row with its group name. */
export type FieldRecord = Awaited<ReturnType<typeof selectFields>>[number];

/** `text` with LIKE's wildcards escaped, for a contains match. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The company's definitions matching the filters (or the given ids), by group order, then field order and name. */
export async function selectFields(
  tx: TenantTx,
  companyId: string,
  filters: Partial<FieldListQuery> & { ids?: string[] } = {},
) {
  const search = filters.search?.trim();
  const where: (SQL | undefined)[] = [
    eq(fieldDefinitions.company_id, companyId),
    search
      ? or(
          ilike(fieldDefinitions.field_name, likeContains(search)),
          ilike(fieldDefinitions.display_name, likeContains(search)),
        )
      : undefined,
    filters.group_id === undefined ? undefined : eq(fieldDefinitions.group_id, filters.group_id),
    filters.is_active === undefined ? undefined : eq(fieldDefinitions.is_active, filters.is_active),
    filters.ids === undefined ? undefined : inArray(fieldDefinitions.id, filters.ids),
  ];
  return tx
    .select(fieldColumns)
    .from(fieldDefinitions)
    .leftJoin(fieldGroups, eq(fieldGroups.id, fieldDefinitions.group_id))
    .where(and(...where))
    .orderBy(
      sql`${fieldGroups.sort_order} asc nulls last`,
      asc(fieldDefinitions.sort_order),
      asc(fieldDefinitions.display_name),
    );
}

/**
 * How many products use each field: the usage rollup of the custom fields (field_usage_counts, kept by the
 * value triggers of migration 0010),
 * and for core fields the products whose column is set.
 */
export async function selectUsageCounts(
  tx: TenantTx,
  companyId: string,
  fields: readonly FieldRecord[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const custom = fields.filter((field) => coreColumnOf(field) === null).map((field) => field.id);
  if (custom.length > 0) {
    // The company's rollup rows (one per used field) read whole: cheaper than a list of hundreds of ids.
    const wanted = new Set(custom);
    const rows = await tx
      .select({ id: fieldUsageCounts.field_definition_id, count: fieldUsageCounts.products })
      .from(fieldUsageCounts)
      .where(eq(fieldUsageCounts.company_id, companyId));
    for (const row of rows) if (wanted.has(row.id)) counts.set(row.id, Number(row.count));
  }
  const core = fields.filter((field) => coreColumnOf(field) !== null);
  if (core.length > 0) {
    const [row] = await tx
      .select({
        clean_name: sql<number>`count(${enhancedProducts.clean_name})::int`,
        short_description: sql<number>`count(${enhancedProducts.short_description})::int`,
        long_description: sql<number>`count(${enhancedProducts.long_description})::int`,
      })
      .from(enhancedProducts)
      .where(eq(enhancedProducts.company_id, companyId));
    for (const field of core) counts.set(field.id, Number(row?.[coreColumnOf(field)!] ?? 0));
  }
  return counts;
}

/** The definition with this field name in the company, if any. */
export async function selectFieldIdByName(
  tx: TenantTx,
  companyId: string,
  fieldName: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: fieldDefinitions.id })
    .from(fieldDefinitions)
    .where(and(eq(fieldDefinitions.company_id, companyId), eq(fieldDefinitions.field_name, fieldName)))
    .limit(1);
  return row?.id;
}

/** Whether the company has this field group. */
export async function groupExists(tx: TenantTx, companyId: string, groupId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: fieldGroups.id })
    .from(fieldGroups)
    .where(and(eq(fieldGroups.company_id, companyId), eq(fieldGroups.id, groupId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts a definition; returns its id. */
export async function insertField(tx: TenantTx, values: typeof fieldDefinitions.$inferInsert): Promise<string> {
  const [row] = await tx.insert(fieldDefinitions).values(values).returning({ id: fieldDefinitions.id });
  return row!.id;
}

/** Most distinct values a value list answers. */
export const FIELD_VALUES_LIMIT = 1000;

/** The text of one stored value of a custom field of this kind. */
function valueExpression(def: FieldDef): SQL {
  const v = productFieldValues;
  switch (valueKind(def)) {
    case 'number':
      return sql`coalesce(${v.value_number}::text, ${v.value_text})`;
    case 'boolean':
      return sql`coalesce(${v.value_boolean}::text, ${v.value_text})`;
    case 'date':
      return sql`coalesce(${v.value_date}::text, ${v.value_text})`;
    case 'product_id':
      return sql`coalesce(${v.value_product_id}, ${v.value_text})`;
    default:
      return sql`${v.value_text}`;
  }
}

/**
 * Distinct values of a field with the number of products holding each, most used first (spec part 1 §3
 * "filter value option"). A multi-value field counts each list item; a core field reads its product column.
 */
export async function selectFieldValues(
  tx: TenantTx,
  companyId: string,
  def: FieldDef,
): Promise<{ value: string; count: number }[]> {
  const column: CoreColumn | null = coreColumnOf(def);
  if (column !== null) {
    const value = enhancedProducts[column];
    const rows = await tx
      .select({ value: sql<string>`${value}`, count: sql<number>`count(*)::int` })
      .from(enhancedProducts)
      .where(and(eq(enhancedProducts.company_id, companyId), isNotNull(value)))
      .groupBy(value)
      .orderBy(sql`2 desc`, sql`1 asc`)
      .limit(FIELD_VALUES_LIMIT);
    return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  }
  const v = productFieldValues;
  const where = sql`${v.company_id} = ${companyId} and ${v.field_definition_id} = ${def.id}`;
  const result = def.is_multiple
    ? await tx.execute(sql`
        select item as value, count(distinct ${v.enhanced_product_id})::int as count
        from ${v}
        cross join lateral jsonb_array_elements_text(
          case when ${v.value_text} ~ '^\\s*\\[' then ${v.value_text}::jsonb else jsonb_build_array(${v.value_text}) end
        ) as item
        where ${where} and ${v.value_text} is not null
        group by item order by 2 desc, 1 asc limit ${FIELD_VALUES_LIMIT}`)
    : await tx.execute(sql`
        select value, count(*)::int as count
        from (select ${valueExpression(def)} as value from ${v} where ${where}) as stored
        where value is not null
        group by value order by 2 desc, 1 asc limit ${FIELD_VALUES_LIMIT}`);
  const rows = (result as unknown as { rows: { value: string; count: number }[] }).rows;
  return rows.map((row) => ({ value: String(row.value), count: Number(row.count) }));
}

/** The company's field groups with their field counts, by sort order then name. */
export async function selectGroups(tx: TenantTx, companyId: string) {
  return tx
    .select({
      id: fieldGroups.id,
      name: fieldGroups.name,
      display_name: fieldGroups.display_name,
      description: fieldGroups.description,
      sort_order: fieldGroups.sort_order,
      created_at: fieldGroups.created_at,
      field_count: sql<number>`(select count(*)::int from ${fieldDefinitions} d where d.company_id = ${companyId} and d.group_id = ${outer(fieldGroups.id)})`,
    })
    .from(fieldGroups)
    .where(eq(fieldGroups.company_id, companyId))
    .orderBy(asc(fieldGroups.sort_order), asc(fieldGroups.display_name));
}
