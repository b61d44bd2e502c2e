import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import {
  CompanyParams,
  Count,
  Id,
  ListPaginationQuery,
  ReviewStatus,
  SuccessResponse,
  optionalQuery,
  queryBoolean,
  queryQualityScore,
} from './common';
import {
  AuditEntry,
  EnhancedProduct,
  EnhancedProductWithFields,
  FieldValueInput,
  ProductVersion,
  Source,
} from './product-entities';
import { text, textProblem } from './text';

zodWithoutEvalInBrowsers();

// ---------------------------------------------------------------- filter pairs

/** One active catalogue filter: a field name and its value text (text: contains; number: exact or 'a-b' range) — spec part 1 §5. */
export const ProductFilter = z.object({ field: text('search').check(z.minLength(1)), value: text('search') });
export type ProductFilter = z.infer<typeof ProductFilter>;

/** A number filter value read — see `readNumberFilter`. */
export type NumberFilterReading =
  | { ok: true; type: 'exact' | 'range'; min: number; max: number }
  | { ok: false; problem: 'not-a-number' | 'bad-range' | 'reversed-range' };

const SIGNED_NUMBER = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)`;
const EXACT_NUMBER = new RegExp(`^${SIGNED_NUMBER}$`);
const NUMBER_RANGE = new RegExp(`^(${SIGNED_NUMBER})\\s*-\\s*(${SIGNED_NUMBER})$`);

/**
 * A number filter value, read the same way by the Add Filter dialog and the server — spec part 1 §5: a
 * value containing '-' is an inclusive range 'a-b' ('1-5', '2.5 - 10', '-5--1'), otherwise an exact value.
 * One signed number ('-5') is that number, not a range. A range whose start is above its end is refused.
 */
export function readNumberFilter(text: string): NumberFilterReading {
  const value = text.trim();
  if (EXACT_NUMBER.test(value)) return { ok: true, type: 'exact', min: Number(value), max: Number(value) };
  if (!value.includes('-')) return { ok: false, problem: 'not-a-number' };
  const range = NUMBER_RANGE.exec(value);
  if (!range) return { ok: false, problem: 'bad-range' };
  const [min, max] = [Number(range[1]), Number(range[2])];
  return min > max ? { ok: false, problem: 'reversed-range' } : { ok: true, type: 'range', min, max };
}

const FILTER_KEY = /^filter_(field|value)_(\d+)$/;

/** Query pairs filter_field_{n} / filter_value_{n} for the filters, numbered from 0 — spec part 1 §7. */
export function buildFilterPairs(filters: readonly ProductFilter[]): Record<string, string> {
  const pairs: Record<string, string> = {};
  filters.forEach((filter, n) => {
    pairs[`filter_field_${n}`] = filter.field;
    pairs[`filter_value_${n}`] = filter.value;
  });
  return pairs;
}

function collectPairs(query: Record<string, unknown>) {
  const byIndex = new Map<number, { field?: unknown; value?: unknown }>();
  for (const [key, raw] of Object.entries(query)) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const n = Number(match[2]);
    const entry = byIndex.get(n) ?? {};
    entry[match[1] as 'field' | 'value'] = raw;
    byIndex.set(n, entry);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b);
}

/** The filters held in a query's filter_field_{n} / filter_value_{n} pairs, in index order; incomplete pairs are skipped. */
export function parseFilterPairs(query: Record<string, unknown>): ProductFilter[] {
  return collectPairs(query).flatMap(([, { field, value }]) =>
    typeof field === 'string' && field !== '' && typeof value === 'string' ? [{ field, value }] : [],
  );
}

function checkFilterPairs(query: Record<string, unknown>, ctx: z.core.$RefinementCtx) {
  for (const [n, { field, value }] of collectPairs(query)) {
    if (typeof field !== 'string' || field === '')
      ctx.addIssue({ code: 'custom', path: [`filter_field_${n}`], message: `filter_field_${n} must name a field` });
    if (typeof value !== 'string')
      ctx.addIssue({
        code: 'custom',
        path: [`filter_value_${n}`],
        message: `filter_value_${n} is required with filter_field_${n}`,
      });
    for (const [key, given] of [
      [`filter_field_${n}`, field],
      [`filter_value_${n}`, value],
    ] as const) {
      const problem = typeof given === 'string' ? textProblem(given, 'search') : undefined;
      if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
    }
  }
}

// ---------------------------------------------------------------- list, detail, export

/** Sort keys of the catalogue; default updated_at — spec part 2 §7.3. */
export const ProductSortBy = z.enum(['updated_at', 'created_at', 'product_id', 'quality_confidence_score']);
export type ProductSortBy = z.infer<typeof ProductSortBy>;

const catalogueFilters = {
  search_text: optionalQuery(text('search').check(z.trim())),
  review_status: optionalQuery(ReviewStatus),
  min_quality_score: optionalQuery(queryQualityScore),
  max_quality_score: optionalQuery(queryQualityScore),
};

/** Catalogue query: known keys plus filter_field_{n} / filter_value_{n} pairs (see buildFilterPairs / parseFilterPairs). */
export const ProductListQuery = z
  .catchall(
    z.extend(ListPaginationQuery, {
      ...catalogueFilters,
      sort_by: z._default(ProductSortBy, 'updated_at'),
      include_custom_fields: z._default(queryBoolean, false),
    }),
    z.unknown(),
  )
  .check(z.superRefine(checkFilterPairs));
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/** Catalogue page answer — spec part 1 §7, part 2 §7.3. */
export const ProductListResponse = z.object({
  products: z.array(EnhancedProduct),
  total: Count,
  limit: z.int(),
  offset: Count,
  has_more: z.boolean(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/** Detail query: include_history adds the audit history — spec part 1 §7. */
export const ProductDetailQuery = z.object({ include_history: z._default(queryBoolean, false) });
export type ProductDetailQuery = z.infer<typeof ProductDetailQuery>;

/** Product detail answer: the product with its fields, its sources and (on request) its history — spec part 1 §3. */
export const ProductDetailResponse = z.object({
  product: EnhancedProductWithFields,
  sources: z._default(z.array(Source), []),
  history: z.optional(z.array(AuditEntry)),
});
export type ProductDetailResponse = z.infer<typeof ProductDetailResponse>;

/** Export scope: the current filtered view (default) or every product — spec part 1 §2, part 2 §7.3. */
export const ExportScope = z.enum(['filtered', 'all']);
export type ExportScope = z.infer<typeof ExportScope>;

/** Export query; filters apply only with scope=filtered. */
export const ProductExportQuery = z
  .catchall(
    z.object({
      ...catalogueFilters,
      scope: z._default(ExportScope, 'filtered'),
      sort_by: optionalQuery(ProductSortBy),
    }),
    z.unknown(),
  )
  .check(z.superRefine(checkFilterPairs));
export type ProductExportQuery = z.infer<typeof ProductExportQuery>;

/** A file-name-safe UTC timestamp for the export's name, e.g. '20250302_141503'. */
export function catalogCsvTimestamp(date: Date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '_');
}

/** File name of a catalogue export — spec part 1 §7. */
export const productExportFileName = (timestamp: string) => `products_export_${timestamp}.csv`;

// ---------------------------------------------------------------- update, history

/** Body editing an enhanced product's own texts, notes and custom fields (keyed by field name); at least one key. */
export const ProductUpdate = z
  .strictObject({
    clean_name: z.optional(text('name').check(z.trim(), z.minLength(1))),
    short_description: z.optional(z.nullable(text('short'))),
    long_description: z.optional(z.nullable(text('long'))),
    review_notes: z.optional(z.nullable(text('note'))),
    custom_fields: z.optional(z.record(text('name'), FieldValueInput)),
    /** The version the client last read; a newer one on the server answers 409 instead of overwriting. */
    expected_version: z.optional(ProductVersion),
  })
  .check(z.refine((v) => Object.keys(v).some((key) => key !== 'expected_version'), { message: 'Nothing to update' }));
export type ProductUpdate = z.input<typeof ProductUpdate>;

/** Answer carrying one enhanced product. */
export const ProductResponse = z.object({ product: EnhancedProduct });
export type ProductResponse = z.infer<typeof ProductResponse>;

/** Sources of a product. */
export const ProductSourcesResponse = z.object({ sources: z.array(Source) });
export type ProductSourcesResponse = z.infer<typeof ProductSourcesResponse>;

/** Audit history entries, newest first. */
export const HistoryResponse = z.object({ history: z.array(AuditEntry) });
export type HistoryResponse = z.infer<typeof HistoryResponse>;

/** Answer of a revert: the entry written for the revert. */
export const RevertResponse = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  history_id: z.nullish(Id),
  version: z.optional(ProductVersion),
});
export type RevertResponse = z.infer<typeof RevertResponse>;

/** Path parameters naming one enhanced product (its id, not the customer product id). */
export const ProductParams = z.extend(CompanyParams, { productId: Id });
const HistoryParams = z.extend(ProductParams, { historyId: Id });

export const productRoutes = {
  listProducts: defineRoute({
    id: 'listProducts',
    method: 'GET',
    path: '/companies/:companyId/products',
    params: CompanyParams,
    query: ProductListQuery,
    response: ProductListResponse,
    auth: 'token',
    summary: 'Search, filter, sort and page the catalogue.',
    tag: 'products',
  }),
  exportProducts: defineRoute({
    id: 'exportProducts',
    method: 'GET',
    path: '/companies/:companyId/products/export',
    params: CompanyParams,
    query: ProductExportQuery,
    response: z.string(),
    responseType: 'text',
    contentType: 'text/csv',
    auth: 'token',
    summary: 'Download the filtered view or the whole catalogue as CSV.',
    tag: 'products',
  }),
  getProduct: defineRoute({
    id: 'getProduct',
    method: 'GET',
    path: '/companies/:companyId/products/:productId',
    params: ProductParams,
    query: ProductDetailQuery,
    response: ProductDetailResponse,
    auth: 'token',
    summary: 'One enhanced product with fields, sources and optional history.',
    tag: 'products',
  }),
  updateProduct: defineRoute({
    id: 'updateProduct',
    method: 'PUT',
    path: '/companies/:companyId/products/:productId',
    params: ProductParams,
    body: ProductUpdate,
    response: ProductResponse,
    auth: 'token',
    summary: 'Edit an enhanced product.',
    tag: 'products',
  }),
  deleteProduct: defineRoute({
    id: 'deleteProduct',
    method: 'DELETE',
    path: '/companies/:companyId/products/:productId',
    params: ProductParams,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Delete an enhanced product.',
    tag: 'products',
  }),
  getProductSources: defineRoute({
    id: 'getProductSources',
    method: 'GET',
    path: '/companies/:companyId/products/:productId/sources',
    params: ProductParams,
    response: ProductSourcesResponse,
    auth: 'token',
    summary: "Sources behind a product's values.",
    tag: 'products',
  }),
  getProductHistory: defineRoute({
    id: 'getProductHistory',
    method: 'GET',
    path: '/companies/:companyId/products/:productId/history',
    params: ProductParams,
    response: HistoryResponse,
    auth: 'token',
    summary: 'Audit history of a product.',
    tag: 'products',
  }),
  revertHistoryEntry: defineRoute({
    id: 'revertHistoryEntry',
    method: 'POST',
    path: '/companies/:companyId/products/:productId/history/:historyId/revert',
    params: HistoryParams,
    response: RevertResponse,
    auth: 'token',
    summary: 'Undo one audited change.',
    tag: 'products',
  }),
} as const;
