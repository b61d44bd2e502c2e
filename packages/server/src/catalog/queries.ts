// Catalogue reads: the shared WHERE of listing and export, page, total, export batches, definitions.
// Every read goes through catalog_products (migration 0003), the tenant view that keeps the trigram and
// jsonb indexes usable under row-level security; company_id is filtered as well.
import { and, asc, desc, eq, getViewSelectedFields, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ProductFilter, ProductSortBy, ReviewStatus } from '@curate/core/contract';
import type { TenantTx } from '../auth/tenantScope';
import { catalogProducts, fieldDefinitions, fieldGroups } from '../db/schema';
import { definitionColumns, type FieldDef } from '../products/definitions';
import type { ProductRow } from '../products/productLock';
import { containsPattern, filterConditions, resolveFilters } from './filters';

/** The catalogue filters shared by the listing and the filtered export. */
export interface CatalogueFilters {
  search_text?: string | undefined;
  review_status?: ReviewStatus | undefined;
  min_quality_score?: number | undefined;
  max_quality_score?: number | undefined;
  filters: readonly ProductFilter[];
}

/** A catalogue row: the product without its search column. */
export type CatalogRow = Omit<ProductRow, 'search_text'>;

const { search_text: _searchColumn, ...rowColumns } = getViewSelectedFields(catalogProducts);

/** The company's field definitions by field_name (custom and core), in display order (group, then field). */
export async function selectDefinitionsByName(tx: TenantTx, companyId: string): Promise<Map<string, FieldDef>> {
  const rows = await tx
    .select(definitionColumns)
    .from(fieldDefinitions)
    .leftJoin(fieldGroups, eq(fieldGroups.id, fieldDefinitions.group_id))
    .where(eq(fieldDefinitions.company_id, companyId))
    .orderBy(sql`coalesce(${fieldGroups.sort_order}, 999)`, asc(fieldGroups.name), asc(fieldDefinitions.sort_order), asc(fieldDefinitions.field_name));
  return new Map(rows.map((row) => [row.field_name, row]));
}

/**
 * The WHERE of a catalogue query: company; search_text as a case-insensitive substring of the product id,
 * customer product id, name and descriptions (search_text column, trigram index); status; score bounds;
 * the custom-field filters (see filters.ts). Throws 422 for an unknown filter field or a bad value.
 */
export function catalogueWhere(companyId: string, query: CatalogueFilters, defs: ReadonlyMap<string, FieldDef>): SQL {
  const search = query.search_text?.trim();
  return and(
    eq(catalogProducts.company_id, companyId),
    search ? sql`${catalogProducts.search_text} like lower(${containsPattern(search)})` : undefined,
    query.review_status ? eq(catalogProducts.review_status, query.review_status) : undefined,
    query.min_quality_score === undefined ? undefined : gte(catalogProducts.quality_confidence_score, query.min_quality_score),
    query.max_quality_score === undefined ? undefined : lte(catalogProducts.quality_confidence_score, query.max_quality_score),
    ...filterConditions(resolveFilters(query.filters, defs)),
  )!;
}

/**
 * Sort orders: updated_at and created_at newest first; product_id A to Z; quality_confidence_score
 * best first with unscored products last. Ties break on id so pages never overlap.
 */
function orderOf(sortBy: ProductSortBy): SQL[] {
  switch (sortBy) {
    case 'created_at':
      return [desc(catalogProducts.created_at), desc(catalogProducts.id)];
    case 'product_id':
      return [asc(catalogProducts.product_id), asc(catalogProducts.id)];
    case 'quality_confidence_score':
      return [sql`${catalogProducts.quality_confidence_score} desc nulls last`, desc(catalogProducts.id)];
    default:
      return [desc(catalogProducts.updated_at), desc(catalogProducts.id)];
  }
}

/**
 * One page of matching products in the chosen order, each with the number of matches (`count(*) over ()`:
 * the matches are gathered for the sort anyway, so the total costs no second scan).
 */
export async function selectCataloguePage(
  tx: TenantTx,
  where: SQL,
  sortBy: ProductSortBy,
  limit: number,
  offset: number,
): Promise<(CatalogRow & { total: number })[]> {
  return tx
    .select({ ...rowColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(catalogProducts)
    .where(where)
    .orderBy(...orderOf(sortBy))
    .limit(limit)
    .offset(offset);
}

/** How many products match. */
export async function countCatalogue(tx: TenantTx, where: SQL): Promise<number> {
  const [row] = await tx.select({ total: sql<number>`count(*)::int` }).from(catalogProducts).where(where);
  return Number(row?.total ?? 0);
}

/**
 * The next export batch after `afterProductId` in product_id order (keyset paging on the company's unique
 * (company_id, product_id) index, so each batch costs the same wherever it is).
 */
export async function selectExportBatch(tx: TenantTx, where: SQL, afterProductId: string | null, size: number): Promise<CatalogRow[]> {
  return tx
    .select(rowColumns)
    .from(catalogProducts)
    .where(afterProductId === null ? where : and(where, gt(catalogProducts.product_id, afterProductId)))
    .orderBy(asc(catalogProducts.product_id))
    .limit(size);
}
