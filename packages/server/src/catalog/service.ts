// Catalogue listing, product update and delete — spec part 1 §2 'Catalogue screen', 'Product detail
// dialog', §7 (GET /products, PUT and DELETE /products/{id}); issue #5.
import { and, eq, inArray } from 'drizzle-orm';
import {
  parseFilterPairs,
  type EnhancedProduct,
  type ProductListQuery,
  type ProductListResponse,
  type ProductResponse,
  type ProductUpdate,
  type SuccessResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { withTenant, type TenantTx } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { enhancedProducts, fieldDefinitions } from '../db/schema';
import { definitionColumns } from '../products/definitionColumns';
import { HttpError } from '../http/http-error';
import { CORE_COLUMNS, type FieldDef } from '../products/definitions';
import { applyFieldChanges, type FieldChange } from '../products/fieldChanges';
import { normaliseFieldValue } from '../products/fieldValues';
import { toEnhancedProduct } from '../products/mappers';
import { lockProduct, PRODUCT_NOT_FOUND, saveProduct, type ProductChanges } from '../products/productLock';
import { selectSourceCounts } from '../products/queries';
import type { ProductRef } from '../products/service';
import { catalogueWhere, selectCataloguePage, selectDefinitionsByName, type CatalogRow } from './queries';

/** A catalogue row as answered; `custom_fields` (field_name to value) only when asked for. */
function toCatalogueItem(row: CatalogRow, sourceCount: number, withCustomFields: boolean): EnhancedProduct {
  const product = toEnhancedProduct({ ...row, search_text: null }, sourceCount);
  return withCustomFields ? { ...product, custom_fields: row.custom_fields } : product;
}

/**
 * GET /products: one page of the catalogue with the exact total — spec part 1 §7. Filters: search_text,
 * review_status, quality bounds and filter_field_{n} / filter_value_{n} pairs (filters.ts); order by
 * sort_by. The exact total comes with the page (queries.ts selectCataloguePage).
 */
export async function listProducts(
  database: Database,
  principal: Principal,
  companyId: string,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  return withTenant(database, principal, async (tx) => {
    const defs = await selectDefinitionsByName(tx, companyId);
    const where = catalogueWhere(companyId, { ...query, filters: parseFilterPairs(query) }, defs);
    const { rows, total } = await selectCataloguePage(tx, where, query.sort_by, query.limit, query.offset);
    const counts = await selectSourceCounts(
      tx,
      companyId,
      rows.map((row) => row.id),
    );
    return {
      products: rows.map((row) => toCatalogueItem(row, counts.get(row.id) ?? 0, query.include_custom_fields)),
      total,
      limit: query.limit,
      offset: query.offset,
      has_more: query.offset + rows.length < total,
    };
  });
}

/** 422 message of a PUT naming a field the company does not have. */
const unknownUpdateField = (name: string) => `Unknown field '${name}'`;

async function definitionsNamed(
  tx: TenantTx,
  companyId: string,
  names: readonly string[],
): Promise<Map<string, FieldDef>> {
  if (names.length === 0) return new Map();
  const rows = await tx
    .select(definitionColumns)
    .from(fieldDefinitions)
    .where(and(eq(fieldDefinitions.company_id, companyId), inArray(fieldDefinitions.field_name, [...names])));
  return new Map(rows.map((row) => [row.field_name, row]));
}

/**
 * PUT /products/{id}: edits the name, descriptions, review notes and custom fields (by field name; null
 * removes a value) under the product lock, in one transaction. Each changed field is checked against its
 * definition and audited like any field edit (products/fieldChanges.ts); review_notes is saved with the
 * product and not audited (it is not a field). The version is bumped once when anything changed.
 * 422 'Unknown field ...' for a name the company lacks; 404 for another company's product.
 */
export async function updateProduct(
  database: Database,
  principal: Principal,
  ref: ProductRef,
  body: z.output<typeof ProductUpdate>,
): Promise<ProductResponse> {
  return withTenant(database, principal, async (tx) => {
    const locked = await lockProduct(tx, ref.companyId, ref.productId, body.expected_version);
    const sent: [string, unknown][] = [
      ...CORE_COLUMNS.filter((name) => body[name] !== undefined).map((name): [string, unknown] => [name, body[name]]),
      ...Object.entries(body.custom_fields ?? {}),
    ];
    // The name and descriptions are edited through their own keys, with their own rules, never as custom fields.
    const coreInCustom = Object.keys(body.custom_fields ?? {}).find((name) =>
      (CORE_COLUMNS as readonly string[]).includes(name),
    );
    if (coreInCustom)
      throw new HttpError(
        422,
        'validation_error',
        `'${coreInCustom}' is edited with its own key, not in custom_fields`,
      );
    const defs = await definitionsNamed(
      tx,
      ref.companyId,
      sent.map(([name]) => name),
    );
    const direct: ProductChanges = {};
    const changes: FieldChange[] = [];
    for (const [name, value] of sent) {
      const def = defs.get(name);
      const isCoreText = (CORE_COLUMNS as readonly string[]).includes(name);
      if (!def && isCoreText) direct[name as (typeof CORE_COLUMNS)[number]] = (value as string | null) ?? null;
      else if (!def) throw new HttpError(422, 'validation_error', unknownUpdateField(name));
      else
        changes.push({
          def,
          next: normaliseFieldValue(def, value as Parameters<typeof normaliseFieldValue>[1]),
          op: 'set',
        });
    }
    const outcome = await applyFieldChanges({ tx, product: locked, userId: principal.userId, reason: null }, changes);
    const notesChanged = body.review_notes !== undefined && body.review_notes !== locked.review_notes;
    const changed = outcome.applied.length > 0 || notesChanged || Object.keys(direct).length > 0;
    const product = changed
      ? await saveProduct(tx, locked, {
          ...direct,
          ...outcome.core,
          ...(notesChanged ? { review_notes: body.review_notes } : {}),
        })
      : locked;
    const counts = await selectSourceCounts(tx, ref.companyId, [product.id]);
    return { product: toCatalogueItem(product, counts.get(product.id) ?? 0, true) };
  });
}

/** DELETE /products/{id}: removes the product with its values, sources and history (cascade); 404 when not the company's. */
export async function deleteProduct(
  database: Database,
  principal: Principal,
  ref: ProductRef,
): Promise<SuccessResponse> {
  return withTenant(database, principal, async (tx) => {
    const deleted = await tx
      .delete(enhancedProducts)
      .where(and(eq(enhancedProducts.company_id, ref.companyId), eq(enhancedProducts.id, ref.productId)))
      .returning({ id: enhancedProducts.id });
    if (deleted.length === 0) throw HttpError.notFound(PRODUCT_NOT_FOUND);
    return { success: true };
  });
}
