// Per-field value statistics of a company's custom fields in one query each: the most common values
// (overview sample values, merge analysis, from the rollup of migration 0010) and usage (value rows, last write).
import { sql } from 'drizzle-orm';
import type { TenantTx } from '../auth/tenantScope';
import { fieldDefinitions, fieldValueCounts, productFieldValues } from '../db/schema';
import { rowsOf } from './sqlRows';

/** One value of one field with the number of products holding it. */
export interface FieldValueCount {
  id: string;
  value: string;
  count: number;
}

/**
 * The `perField` most common values of every custom field of the company (list items one by one), most
 * used first; `normalise` trims and lowercases them first (the merge analysis compares them that way).
 * Reads the value rollup (field_value_counts, kept by the value triggers of migration 0010).
 */
export async function selectTopValues(
  tx: TenantTx,
  companyId: string,
  perField: number,
  normalise = false,
): Promise<FieldValueCount[]> {
  const item = normalise ? sql.raw('lower(btrim(s.value))') : sql.raw('s.value');
  return rowsOf<FieldValueCount>(
    tx,
    sql`
      select id, value, count from (
        select s.field_definition_id as id, ${item} as value, sum(s.products)::int as count,
          row_number() over (partition by s.field_definition_id order by sum(s.products) desc, ${item}) as rank
        from ${fieldValueCounts} s
        where s.company_id = ${companyId}
        group by 1, 2
      ) ranked
      where rank <= ${perField}
      order by id, count desc, value`,
  );
}

/**
 * The `perField` most common values of each custom field, most used first: one bounded index read per
 * field of the rollup (field_value_counts_top_idx, whose order `products desc nulls last` the query must
 * repeat to read only those rows), whatever the number of products or values — the overview's sample values.
 */
export async function selectSampleValues(
  tx: TenantTx,
  companyId: string,
  perField: number,
): Promise<FieldValueCount[]> {
  return rowsOf<FieldValueCount>(
    tx,
    sql`
      select d.id, s.value, s.products as count
      from ${fieldDefinitions} d
      cross join lateral (
        select s.value, s.products from ${fieldValueCounts} s
        where s.company_id = ${companyId} and s.field_definition_id = d.id
        order by s.products desc nulls last, s.value
        limit ${perField}) s
      where d.company_id = ${companyId} and not d.is_core_field
      order by d.id, s.products desc, s.value`,
  );
}

/** Value rows and the latest write per custom field of the company. */
export async function selectUsageStats(
  tx: TenantTx,
  companyId: string,
): Promise<Map<string, { records: number; lastUsedAt: string | null }>> {
  const rows = await rowsOf<{ id: string; records: number; last_used_at: string | Date | null }>(
    tx,
    sql`select field_definition_id as id, count(*)::int as records, max(updated_at) as last_used_at
        from ${productFieldValues} where company_id = ${companyId} group by 1`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        records: Number(row.records),
        lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
      },
    ]),
  );
}
