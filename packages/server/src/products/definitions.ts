// Field definitions as the product-field calls need them (spec part 1 §3), loaded once per request.
import { and, eq, inArray } from 'drizzle-orm';
import type { TenantTx } from '../auth/tenantScope';
import { fieldDefinitions } from '../db/schema';
import { definitionColumns } from './definitionColumns';
import { HttpError } from '../http/http-error';

/** Answer for a field definition id that is unknown (or belongs to another company). */
export const FIELD_NOT_FOUND = 'Field not found';

/** The enhanced_products columns behind the core field definitions (docs/decisions.md "Core fields"). */
export const CORE_COLUMNS = ['clean_name', 'short_description', 'long_description'] as const;
export type CoreColumn = (typeof CORE_COLUMNS)[number];

/** One field definition row as selected by `definitionColumns` (products/definitionColumns.ts). */
export type FieldDef = {
  id: string;
  field_name: string;
  display_name: string;
  field_type: (typeof fieldDefinitions.$inferSelect)['field_type'];
  data_type: (typeof fieldDefinitions.$inferSelect)['data_type'];
  group_id: string | null;
  sort_order: number;
  is_multiple: boolean;
  is_core_field: boolean;
  min_value: number | null;
  max_value: number | null;
  min_length: number | null;
  max_length: number | null;
  allowed_values: string[] | null;
};

/** The enhanced_products column a core definition stands for, or null for a custom field. */
export function coreColumnOf(def: Pick<FieldDef, 'field_name' | 'is_core_field'>): CoreColumn | null {
  return def.is_core_field && (CORE_COLUMNS as readonly string[]).includes(def.field_name)
    ? (def.field_name as CoreColumn)
    : null;
}

/** The company's definitions with these ids, by id; 404 'Field not found' when any is unknown. */
export async function loadDefinitions(
  tx: TenantTx,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, FieldDef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select(definitionColumns)
    .from(fieldDefinitions)
    .where(and(eq(fieldDefinitions.company_id, companyId), inArray(fieldDefinitions.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (byId.size !== wanted.length) throw HttpError.notFound(FIELD_NOT_FOUND);
  return byId;
}
