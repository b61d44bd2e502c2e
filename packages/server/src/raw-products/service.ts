// Raw product reads: the review dialog's original input (spec part 1 §2, §3, §7) and the list of part 2 §7.1.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  RAW_SPECIAL_FIELDS,
  type RawFieldsResponse,
  type RawProduct,
  type RawProductListQuery,
  type RawProductListResponse,
} from '@curate/core/contract';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { rawProducts } from '../db/schema';
import { HttpError } from '../http/http-error';
import { iso, isoOrNull } from '../products/mappers';

/** Answer for a raw product id that is unknown (or another company's). */
export const RAW_PRODUCT_NOT_FOUND = 'Raw product not found';

export async function findRawProduct(tx: Pick<TenantTx, 'select'>, companyId: string, rawProductId: string) {
  const [row] = await tx
    .select()
    .from(rawProducts)
    .where(and(eq(rawProducts.company_id, companyId), eq(rawProducts.id, rawProductId)))
    .limit(1);
  if (!row) throw HttpError.notFound(RAW_PRODUCT_NOT_FOUND);
  return row;
}

/** The answer shape of a stored raw product. */
export function toRawProduct(row: typeof rawProducts.$inferSelect): RawProduct {
  return {
    id: row.id,
    company_id: row.company_id,
    customer_product_id: row.customer_product_id,
    product_name: row.product_name,
    product_details: row.product_details,
    source_system: row.source_system,
    import_batch_id: row.import_batch_id,
    source_url: row.source_url,
    source_file_name: row.source_file_name,
    source_file_row: row.source_file_row,
    processing_status: row.processing_status,
    enhanced_product_id: row.enhanced_product_id,
    imported_at: isoOrNull(row.imported_at),
    created_at: iso(row.created_at),
    processed_at: isoOrNull(row.processed_at),
    updated_at: iso(row.updated_at),
  };
}

/** GET /raw-products — by batch and processing status, newest first, paged — spec part 2 §7.1. */
export async function listRawProducts(
  database: Database,
  principal: Principal,
  companyId: string,
  query: RawProductListQuery,
): Promise<RawProductListResponse> {
  return withTenant(database, principal, async (tx) => {
    const where = and(
      eq(rawProducts.company_id, companyId),
      query.import_batch_id ? eq(rawProducts.import_batch_id, query.import_batch_id) : undefined,
      query.processing_status ? eq(rawProducts.processing_status, query.processing_status) : undefined,
    );
    const rows = await tx
      .select()
      .from(rawProducts)
      .where(where)
      .orderBy(desc(rawProducts.created_at), asc(rawProducts.source_file_row), desc(rawProducts.id))
      .limit(query.limit)
      .offset(query.offset);
    const [total] = await tx.select({ n: count() }).from(rawProducts).where(where);
    return {
      raw_products: rows.map(toRawProduct),
      total: Number(total?.n ?? 0),
      limit: query.limit,
      offset: query.offset,
    };
  });
}

/** GET /raw-products/{id}: the imported record; 404 'Raw product not found'. */
export async function getRawProduct(
  database: Database,
  principal: Principal,
  companyId: string,
  rawProductId: string,
): Promise<RawProduct> {
  return withTenant(database, principal, async (tx) => {
    return toRawProduct(await findRawProduct(tx, companyId, rawProductId));
  });
}

/**
 * GET /raw-products/{id}/fields: the preserved input fields, the special ones (raw_product_id,
 * raw_product_name, raw_product_details, raw_image_url) first; an empty list for products imported
 * before input data was preserved ('Limited Input Data Available'); 404 when the raw product is unknown.
 */
export async function getRawProductFields(
  database: Database,
  principal: Principal,
  companyId: string,
  rawProductId: string,
): Promise<RawFieldsResponse> {
  return withTenant(database, principal, async (tx) => {
    const row = await findRawProduct(tx, companyId, rawProductId);
    const rank = (name: string) => {
      const index = (RAW_SPECIAL_FIELDS as readonly string[]).indexOf(name);
      return index === -1 ? RAW_SPECIAL_FIELDS.length : index;
    };
    const fields = [...(row.input_fields ?? [])].sort(
      (a, b) =>
        rank(a.field_name) - rank(b.field_name) ||
        (a.field_name < b.field_name ? -1 : a.field_name > b.field_name ? 1 : 0),
    );
    return {
      fields: fields.map((field) => ({
        field_name: field.field_name,
        display_name: field.display_name || field.field_name,
        values: field.values.map(String),
      })),
    };
  });
}
