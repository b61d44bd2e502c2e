// Writing imported rows (spec part 2 §3, §7.1): idempotent on (company, customer_product_id). A row whose
// content equals the stored one is 'unchanged' and writes nothing; a differing one replaces the content and
// its input fields ('updated'); an unknown id is inserted ('created'). Used by the single and batch imports.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ImportOutcome, RawProductImport } from '@curate/core/contract';
import type { z } from 'zod';
import type { AppDb } from '../db/client';
import { insertMany } from '../db/insertMany';
import { enhancedProducts, rawProducts } from '../db/schema';

/** One import row as the contract parsed it. */
export type ImportRow = z.output<typeof RawProductImport>;
type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** The stored raw product a row became. */
export interface ImportedRow {
  id: string;
  customer_product_id: string;
  outcome: ImportOutcome;
  processing_status: (typeof rawProducts.$inferSelect)['processing_status'];
  import_batch_id: string | null;
  created_at: Date;
  /** The company's enhanced product for this customer product id, if any. */
  existing_product_id: string | null;
}

/** The content an import compares: what the enhancement reads (source metadata is not content); also the preview's. */
export function sameContent(stored: typeof rawProducts.$inferSelect, row: ImportRow): boolean {
  const a = stored.additional_fields ?? {};
  const b = row.additional_fields;
  const keys = Object.keys(b);
  return (
    (stored.product_name ?? null) === row.product_name &&
    (stored.product_details ?? null) === row.product_details &&
    (stored.source_url ?? null) === row.source_url &&
    Object.keys(a).length === keys.length &&
    keys.every((key) => a[key] === b[key])
  );
}

/** A raw field name for an additional column: lower case, words joined by underscores. */
export function rawFieldName(key: string): string {
  const name = key
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return name || 'field';
}

/** The raw input fields of a row (spec part 1 §3: the special fields, then one per additional column). */
export function rawFieldsOf(row: ImportRow): Array<{ field_name: string; display_name: string; values: string[] }> {
  const fields = [
    { field_name: 'raw_product_id', display_name: 'Product ID', values: [row.customer_product_id] },
    {
      field_name: 'raw_product_name',
      display_name: 'Product Name',
      values: row.product_name ? [row.product_name] : [],
    },
    { field_name: 'raw_product_details', display_name: 'Product Details', values: [row.product_details] },
    { field_name: 'raw_image_url', display_name: 'Image URL', values: row.source_url ? [row.source_url] : [] },
  ].filter((field) => field.values.length > 0);
  const taken = new Set(fields.map((field) => field.field_name));
  for (const [key, value] of Object.entries(row.additional_fields)) {
    if (!value.trim()) continue;
    let name = rawFieldName(key);
    for (let n = 2; taken.has(name); n++) name = `${rawFieldName(key)}_${n}`;
    taken.add(name);
    fields.push({ field_name: name, display_name: key, values: [value] });
  }
  return fields;
}

/** The raw_products columns an import row writes, every one named (null when the row has none). */
const contentOf = (row: ImportRow) => ({
  customer_product_id: row.customer_product_id,
  source_system: row.source_system,
  import_batch_id: row.import_batch_id ?? null,
  source_url: row.source_url ?? null,
  source_file_name: row.source_file_name ?? null,
  source_file_row: row.source_file_row ?? null,
  product_name: row.product_name ?? null,
  product_details: row.product_details,
  additional_fields: row.additional_fields,
  input_fields: rawFieldsOf(row),
});

/**
 * Writes `rows` (customer ids unique among them) for the company in the caller's transaction and answers
 * what each became, in the same order. `willEnhance` names the rows whose job the caller starts next: a
 * written one of them is written as pending_enhancement at once.
 */
export async function writeImportRows(
  tx: Tx,
  companyId: string,
  rows: readonly ImportRow[],
  willEnhance: (row: Pick<ImportedRow, 'outcome' | 'existing_product_id'>) => boolean = () => false,
): Promise<ImportedRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.customer_product_id);
  // The ids travel as one JSON parameter: an IN list of 1,000 parameters costs more to build and bind than to run.
  const idSet = sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
  const stored = await tx
    .select()
    .from(rawProducts)
    .where(and(eq(rawProducts.company_id, companyId), sql`${rawProducts.customer_product_id} in ${idSet}`))
    .for('update');
  const byId = new Map(stored.map((row) => [row.customer_product_id, row]));
  const enhanced = await tx
    .select({ id: enhancedProducts.id, product_id: enhancedProducts.product_id })
    .from(enhancedProducts)
    .where(and(eq(enhancedProducts.company_id, companyId), sql`${enhancedProducts.product_id} in ${idSet}`));
  const enhancedById = new Map(enhanced.map((row) => [row.product_id, row.id]));

  const existingOf = (row: ImportRow) =>
    enhancedById.get(row.customer_product_id) ?? byId.get(row.customer_product_id)?.enhanced_product_id ?? null;
  // A written row that is about to get its job is written as pending at once (no second write of the row).
  const statusOf = (outcome: ImportOutcome, row: ImportRow) =>
    willEnhance({ outcome, existing_product_id: existingOf(row) })
      ? ('pending_enhancement' as const)
      : ('imported' as const);
  const now = new Date();
  const fresh = rows.filter((row) => !byId.has(row.customer_product_id));
  const inserted = fresh.map((row) => ({
    ...contentOf(row),
    id: randomUUID(),
    processing_status: statusOf('created', row),
  }));
  const shared = {
    company_id: companyId,
    enhanced_product_id: null,
    imported_at: now,
    created_at: now,
    updated_at: now,
  };
  await insertMany(tx, rawProducts, inserted, shared);
  for (const row of inserted)
    byId.set(row.customer_product_id, { ...row, ...shared } as typeof rawProducts.$inferSelect);
  const isFresh = new Set(fresh);
  const changed: Array<{ id: string; row: ImportRow }> = [];
  const results = rows.map((row): ImportedRow => {
    const current = byId.get(row.customer_product_id)!;
    const isNew = isFresh.has(row);
    const outcome: ImportOutcome = isNew ? 'created' : sameContent(current, row) ? 'unchanged' : 'updated';
    if (outcome === 'updated') changed.push({ id: current.id, row });
    return {
      id: current.id,
      customer_product_id: row.customer_product_id,
      outcome,
      processing_status: outcome === 'updated' ? statusOf(outcome, row) : current.processing_status,
      import_batch_id: outcome === 'unchanged' ? current.import_batch_id : row.import_batch_id,
      created_at: current.created_at,
      existing_product_id: existingOf(row),
    };
  });
  for (const { id, row } of changed) {
    await tx
      .update(rawProducts)
      .set({
        ...contentOf(row),
        processing_status: statusOf('updated', row),
        imported_at: now,
        updated_at: now,
      })
      .where(eq(rawProducts.id, id));
  }
  return results;
}
