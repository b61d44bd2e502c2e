// Per-field value statistics of a company's custom fields in one query each: the most common values
// (overview sample values, merge analysis) and usage (value rows, last write).
import { sql } from 'drizzle-orm';
import type { TenantTx } from '../auth/tenantScope';
import { fieldDefinitions, productFieldValues } from '../db/schema';
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
 */
export async function selectTopValues(
  tx: TenantTx,
  companyId: string,
  perField: number,
  normalise = false,
): Promise<FieldValueCount[]> {
  const item = normalise ? sql.raw('lower(btrim(x.value))') : sql.raw('x.value');
  return rowsOf<FieldValueCount>(
    tx,
    sql`
      select id, value, count from (
        select v.field_definition_id as id, ${item} as value, count(*)::int as count,
          row_number() over (partition by v.field_definition_id order by count(*) desc, ${item}) as rank
        from ${productFieldValues} v
        join ${fieldDefinitions} d on d.id = v.field_definition_id and d.company_id = ${companyId}
        cross join lateral jsonb_array_elements_text(case when d.is_multiple
          then custom_field_multi_value(v.value_text)
          else jsonb_build_array(coalesce(v.value_number::text, v.value_boolean::text, v.value_date::text,
            v.value_product_id, v.value_text)) end) as x(value)
        where v.company_id = ${companyId} and x.value is not null and not d.is_core_field
        group by 1, 2
      ) ranked
      where rank <= ${perField}
      order by id, count desc, value`,
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
