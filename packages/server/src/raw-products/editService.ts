// Editing imported input (spec part 2 §7.3, part 3 §7): PUT a raw product's content, PUT its raw fields,
// DELETE it. Each change is one transaction under the tenant's row-level security; the raw_products columns
// and the preserved input fields (raw_products.input_fields) stay in step (the special fields mirror the columns).
import { and, eq } from 'drizzle-orm';
import {
  blankableUrl,
  type FieldUpdatesResult,
  type RawFieldsUpdate,
  type RawProductResponse,
  type RawProductUpdate,
  type SuccessResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { rawProducts } from '../db/schema';
import { rawFieldsOf } from './importRows';
import { findRawProduct, toRawProduct } from './service';

type Stored = typeof rawProducts.$inferSelect;

/** The input fields of a stored raw product, rebuilt from its columns. */
function inputFieldsOf(row: Stored) {
  return rawFieldsOf({
    customer_product_id: row.customer_product_id,
    product_name: row.product_name,
    product_details: row.product_details ?? '',
    source_url: row.source_url,
    additional_fields: row.additional_fields ?? {},
    source_system: row.source_system,
    import_batch_id: row.import_batch_id,
    source_file_name: row.source_file_name,
    source_file_row: row.source_file_row,
  }).filter((field) => field.values.some((value) => value !== ''));
}

async function save(tx: TenantTx, current: Stored, changes: Partial<Stored>): Promise<Stored> {
  const [row] = await tx
    .update(rawProducts)
    .set({ ...changes, input_fields: inputFieldsOf({ ...current, ...changes }), updated_at: new Date() })
    .where(and(eq(rawProducts.id, current.id), eq(rawProducts.company_id, current.company_id)))
    .returning();
  return row!;
}

/** PUT /raw-products/{id}: replaces the given content keys; 404 'Raw product not found'. */
export async function updateRawProduct(
  database: Database,
  principal: Principal,
  companyId: string,
  rawProductId: string,
  body: z.output<typeof RawProductUpdate>,
): Promise<RawProductResponse> {
  return withTenant(database, principal, async (tx) => {
    const current = await findRawProduct(tx, companyId, rawProductId);
    return { raw_product: toRawProduct(await save(tx, current, body)) };
  });
}

const IMAGE_URL = blankableUrl('Invalid Image URL format');

/** The column a special raw field mirrors. */
const SPECIAL_COLUMNS = {
  raw_product_name: 'product_name',
  raw_product_details: 'product_details',
  raw_image_url: 'source_url',
} as const;

/**
 * PUT /raw-products/{id}/fields — spec part 2 §7.3: each named raw field gets exactly the given values (an
 * empty list removes it). The special fields write their column (one value); raw_product_id cannot change and
 * the description cannot be removed: those are reported in `errors` and nothing else of the call is refused.
 * Other names are additional fields (values joined by ', ').
 */
export async function updateRawProductFields(
  database: Database,
  principal: Principal,
  companyId: string,
  rawProductId: string,
  body: z.output<typeof RawFieldsUpdate>,
): Promise<FieldUpdatesResult> {
  return withTenant(database, principal, async (tx) => {
    const current = await findRawProduct(tx, companyId, rawProductId);
    const changes: Partial<Stored> = {};
    const additional = { ...(current.additional_fields ?? {}) };
    const labels = current.input_fields ?? [];
    const keyOf = (name: string) => labels.find((l) => l.field_name === name)?.display_name ?? name;
    const errors: string[] = [];
    let updated = 0;
    let removed = 0;
    let created = 0;
    for (const [name, raw] of Object.entries(body.field_updates)) {
      const values = raw.map((v) => v.trim()).filter(Boolean);
      if (name === 'raw_product_id') {
        errors.push('raw_product_id: the Product ID cannot be changed');
        continue;
      }
      if (name in SPECIAL_COLUMNS) {
        const column = SPECIAL_COLUMNS[name as keyof typeof SPECIAL_COLUMNS];
        if (values.length > 1) {
          errors.push(`${name}: takes one value`);
          continue;
        }
        if (column === 'product_details' && values.length === 0) {
          errors.push(`${name}: Missing required Description`);
          continue;
        }
        if (column === 'source_url' && !IMAGE_URL.safeParse(values[0] ?? '').success) {
          errors.push(`${name}: Invalid Image URL format`);
          continue;
        }
        changes[column] = values[0] ?? null;
      } else {
        const key = keyOf(name);
        if (values.length === 0) {
          if (!(key in additional)) continue;
          delete additional[key];
          removed++;
          continue;
        }
        if (!(key in additional)) created += values.length;
        additional[key] = values.join(', ');
      }
      updated++;
    }
    if (updated + removed > 0) await save(tx, current, { ...changes, additional_fields: additional });
    return {
      success: errors.length === 0,
      updated_fields: updated,
      removed_fields: removed,
      created_values: created,
      errors,
    };
  });
}

/** DELETE /raw-products/{id}: its raw fields go with it; jobs and enhanced products keep their rows. */
export async function deleteRawProduct(
  database: Database,
  principal: Principal,
  companyId: string,
  rawProductId: string,
): Promise<SuccessResponse> {
  return withTenant(database, principal, async (tx) => {
    const current = await findRawProduct(tx, companyId, rawProductId);
    await tx.delete(rawProducts).where(and(eq(rawProducts.id, current.id), eq(rawProducts.company_id, companyId)));
    return { success: true, message: 'Raw product deleted' };
  });
}
