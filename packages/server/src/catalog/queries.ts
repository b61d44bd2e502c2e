// Catalogue reads: the shared WHERE of listing and export, page, total, export batches, definitions.
// Every read goes through catalog_products (migration 0003), the tenant view that keeps the catalogue's GIN
// index (migration 0004) usable under row-level security; company_id is filtered as well.
import { and, asc, desc, eq, getViewSelectedFields, gt, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ProductFilter, ProductSortBy, ReviewStatus } from '@curate/core/contract';
import type { TenantTx } from '../auth/tenantScope';
import { catalogProducts, fieldDefinitions, fieldGroups } from '../db/schema';
import { definitionColumns } from '../products/definitionColumns';
import type { FieldDef } from '../products/definitions';
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
    .orderBy(
      sql`coalesce(${fieldGroups.sort_order}, 999)`,
      asc(fieldGroups.name),
      asc(fieldDefinitions.sort_order),
      asc(fieldDefinitions.field_name),
    );
  return new Map(rows.map((row) => [row.field_name, row]));
}

/** The WHERE of a catalogue query, and whether a search or custom-field filter narrows it. */
export interface CatalogueWhere {
  condition: SQL;
  /** True when search text or a custom-field filter is present: the GIN index finds the matches. */
  narrowed: boolean;
}

/**
 * The WHERE of a catalogue query: company; search_text as a case-insensitive substring of the product id,
 * customer product id, name and descriptions (search_text column, trigrams); status; score bounds; the
 * custom-field filters (see filters.ts). Throws 422 for an unknown filter field or a bad value.
 */
export function catalogueWhere(
  companyId: string,
  query: CatalogueFilters,
  defs: ReadonlyMap<string, FieldDef>,
): CatalogueWhere {
  const search = query.search_text?.trim();
  const filters = filterConditions(resolveFilters(query.filters, defs));
  const condition = and(
    eq(catalogProducts.company_id, companyId),
    search ? sql`${catalogProducts.search_text} like lower(${containsPattern(search)})` : undefined,
    query.review_status ? eq(catalogProducts.review_status, query.review_status) : undefined,
    query.min_quality_score === undefined
      ? undefined
      : gte(catalogProducts.quality_confidence_score, query.min_quality_score),
    query.max_quality_score === undefined
      ? undefined
      : lte(catalogProducts.quality_confidence_score, query.max_quality_score),
    ...filters,
  )!;
  return { condition, narrowed: Boolean(search) || filters.length > 0 };
}

type SortColumns = Record<'id' | 'created_at' | 'updated_at' | 'product_id' | 'quality_confidence_score', SQLWrapper>;

/**
 * Sort orders: updated_at and created_at newest first; product_id A to Z; quality_confidence_score
 * best first with unscored products last. Ties break on id (product_id is unique in a company), so pages
 * never overlap. Each order follows a (company_id, ...) btree index, so an unnarrowed page reads just its
 * rows from that index.
 */
function orderOf(sortBy: ProductSortBy, t: SortColumns): SQL[] {
  switch (sortBy) {
    case 'created_at':
      return [desc(t.created_at), desc(t.id)];
    case 'product_id':
      return [asc(t.product_id)];
    case 'quality_confidence_score':
      return [sql`${t.quality_confidence_score} desc nulls last`, sql`${t.id} desc nulls last`];
    default:
      return [desc(t.updated_at), desc(t.id)];
  }
}

/**
 * One page of matching products in the chosen order, and the exact number of matches. Two plans:
 * - narrowed (search or custom-field filters): the matches are gathered first through the catalogue's GIN
 *   index (company, status, trigrams and the custom-field document intersected in one index scan), then
 *   sorted and counted together (`count(*) over ()`). The `offset 0` subquery keeps PostgreSQL from walking
 *   a sort index instead, which it would otherwise pick for LIMIT 20, misjudging how rare the matches are.
 * - otherwise (company, status, score bounds only): the page is read in index order and the total is a
 *   separate count (an index-only scan).
 */
export async function selectCataloguePage(
  tx: TenantTx,
  where: CatalogueWhere,
  sortBy: ProductSortBy,
  limit: number,
  offset: number,
): Promise<{ rows: CatalogRow[]; total: number }> {
  if (!where.narrowed) {
    const rows = await tx
      .select(rowColumns)
      .from(catalogProducts)
      .where(where.condition)
      .orderBy(...orderOf(sortBy, catalogProducts))
      .limit(limit)
      .offset(offset);
    return { rows, total: await countCatalogue(tx, where.condition) };
  }
  const page = await narrowedPageQuery(tx, where, sortBy, limit, offset);
  // Past the end the page is empty and carries no total: count then.
  const total = page[0]?.total ?? (offset === 0 ? 0 : await countCatalogue(tx, where.condition));
  return { rows: page.map(({ total: _total, ...row }) => row), total };
}

/** The narrowed plan of selectCataloguePage: matches through the GIN index, then sorted and counted. */
export function narrowedPageQuery(
  tx: TenantTx,
  where: CatalogueWhere,
  sortBy: ProductSortBy,
  limit: number,
  offset: number,
) {
  // `offset 0` (as SQL: drizzle leaves out a numeric 0) keeps this subquery from being merged into the outer one.
  const fence = sql`0` as unknown as number;
  const matches = tx.select(rowColumns).from(catalogProducts).where(where.condition).offset(fence).as('matches');
  const columns = Object.fromEntries(
    Object.keys(rowColumns).map((key) => [key, matches[key as keyof typeof rowColumns]]),
  ) as unknown as typeof rowColumns;
  return tx
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matches)
    .orderBy(...orderOf(sortBy, matches))
    .limit(limit)
    .offset(offset);
}

/** How many products match. */
async function countCatalogue(tx: TenantTx, where: SQL): Promise<number> {
  const [row] = await tx.select({ total: sql<number>`count(*)::int` }).from(catalogProducts).where(where);
  return Number(row?.total ?? 0);
}

/**
 * The next export batch after `afterProductId` in product_id order (keyset paging on the company's unique
 * (company_id, product_id) index, so each batch costs the same wherever it is).
 */
export async function selectExportBatch(
  tx: TenantTx,
  where: CatalogueWhere,
  afterProductId: string | null,
  size: number,
): Promise<CatalogRow[]> {
  return tx
    .select(rowColumns)
    .from(catalogProducts)
    .where(
      afterProductId === null ? where.condition : and(where.condition, gt(catalogProducts.product_id, afterProductId)),
    )
    .orderBy(asc(catalogProducts.product_id))
    .limit(size);
}
