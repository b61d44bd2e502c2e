// Concurrency of product edits: every change locks the product row, checks an optional expected version
// and bumps the version once (docs/decisions.md "Concurrency", issue #4).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../auth/tenantScope';
import { enhancedProducts } from '../db/schema';
import { HttpError } from '../http/http-error';

/** Answer for a product id that is unknown (or belongs to another company). */
export const PRODUCT_NOT_FOUND = 'Product not found';

/** The 409 answer when `expected_version` is not the product's version any more. */
export const PRODUCT_CONFLICT = 'This product was changed by someone else. Reload it and apply your change again.';

/** An enhanced_products row. */
export type ProductRow = typeof enhancedProducts.$inferSelect;

/** Columns a product change may set besides version and updated_at. */
export type ProductChanges = {
  [K in
    | 'clean_name'
    | 'short_description'
    | 'long_description'
    | 'review_status'
    | 'review_notes'
    | 'reviewed_at'
    | 'reviewed_by_user_id']?: ProductRow[K] | SQL;
};

const byCompanyAndId = (companyId: string, productId: string) =>
  and(eq(enhancedProducts.company_id, companyId), eq(enhancedProducts.id, productId));

/** The product (no lock); 404 'Product not found'. */
export async function findProduct(tx: TenantTx, companyId: string, productId: string): Promise<ProductRow> {
  const [row] = await tx.select().from(enhancedProducts).where(byCompanyAndId(companyId, productId)).limit(1);
  if (!row) throw HttpError.notFound(PRODUCT_NOT_FOUND);
  return row;
}

/**
 * The product, locked (SELECT ... FOR UPDATE) until the transaction ends, so two writers of one product
 * never interleave; 404 when unknown; 409 conflict (with `current_version`) when `expectedVersion` is
 * given and differs from the stored version.
 */
export async function lockProduct(
  tx: TenantTx,
  companyId: string,
  productId: string,
  expectedVersion?: number,
): Promise<ProductRow> {
  const [row] = await tx
    .select()
    .from(enhancedProducts)
    .where(byCompanyAndId(companyId, productId))
    .limit(1)
    .for('update');
  if (!row) throw HttpError.notFound(PRODUCT_NOT_FOUND);
  checkVersion(row, expectedVersion);
  return row;
}

/** 409 conflict (with `current_version`) when `expectedVersion` is given and differs from the product's version. */
export function checkVersion(row: ProductRow, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && expectedVersion !== row.version) {
    throw HttpError.conflict(PRODUCT_CONFLICT, { current_version: row.version });
  }
}

/** Saves `changes` on a locked product, bumps its version by one and its updated_at; returns the new row. */
export async function saveProduct(
  tx: TenantTx,
  product: ProductRow,
  changes: ProductChanges = {},
): Promise<ProductRow> {
  const [row] = await tx
    .update(enhancedProducts)
    .set({ ...changes, version: sql`${enhancedProducts.version} + 1`, updated_at: sql`clock_timestamp()` })
    .where(byCompanyAndId(product.company_id, product.id))
    .returning();
  if (!row) throw HttpError.notFound(PRODUCT_NOT_FOUND);
  return row;
}
