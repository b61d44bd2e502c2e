import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { text } from './text';
import {
  CompanyParams,
  Count,
  Id,
  ListPaginationQuery,
  SuccessResponse,
  Timestamp,
  blankableUrl,
  optionalQuery,
  queryBoolean,
  requiredText,
  optionalText,
} from './common';
import { DEFAULT_SOURCE_SYSTEM } from './constants';
import { FieldUpdatesResult } from './product-fields';

zodWithoutEvalInBrowsers();

/** Processing state of a raw product — spec part 2 §3. */
export const ProcessingStatus = z.enum(['imported', 'pending_enhancement', 'enhancing', 'completed', 'failed']);
export type ProcessingStatus = z.infer<typeof ProcessingStatus>;

/** Extra key/value data (unmapped CSV columns, brand, category); numbers and booleans are kept as text. */
export const AdditionalFields = z.record(
  text('name'),
  z.pipe(z.union([text('long'), z.number(), z.boolean()]), z.transform(String)),
);

/**
 * Body importing one raw product — spec part 2 §3, §5.1. Product ID and description are required; the image URL
 * (source_url) may be empty, otherwise an http(s) URL with a domain. Bulk rows send source_system 'csv_upload'.
 */
export const RawProductImport = z.strictObject({
  customer_product_id: requiredText('Missing required Product ID'),
  source_system: z._default(text('name').check(z.trim(), z.minLength(1)), DEFAULT_SOURCE_SYSTEM),
  import_batch_id: optionalText('name'),
  source_url: blankableUrl('Invalid Image URL format'),
  source_file_name: optionalText('name'),
  source_file_row: z.pipe(
    z.nullish(z.number().check(z.int(), z.gte(1))),
    z.transform((v) => v ?? null),
  ),
  product_name: optionalText('name'),
  product_details: requiredText('Missing required Description', 'long'),
  additional_fields: z._default(AdditionalFields, {}),
});
export type RawProductImport = z.input<typeof RawProductImport>;

/** Import query: allow_override re-enhances products that already exist (the force-override checkbox) — spec part 2 §7.1. */
export const RawProductImportQuery = z.object({ allow_override: z._default(queryBoolean, false) });
export type RawProductImportQuery = z.infer<typeof RawProductImportQuery>;

/**
 * What an import did to the stored raw product (idempotent on company and customer_product_id): created it,
 * updated it (its content differed), or nothing (the same content was stored already).
 */
export const ImportOutcome = z.enum(['created', 'updated', 'unchanged']);
export type ImportOutcome = z.infer<typeof ImportOutcome>;

/** Import answer — spec part 2 §3, plus the outcome and whether the product needs an enhancement job. */
export const RawProductImportResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  product_id: Id,
  outcome: ImportOutcome,
  /** False for unchanged content without allow_override: starting a job would spend credits for nothing. */
  needs_enhancement: z.boolean(),
  product: z.object({
    id: Id,
    customer_product_id: z.string(),
    company_id: Id,
    processing_status: ProcessingStatus,
    import_batch_id: z.nullable(z.string()),
    field_data_stored: z.boolean(),
    created_at: Timestamp,
  }),
});
export type RawProductImportResponse = z.infer<typeof RawProductImportResponse>;

/** Rows of one batch import call at most; more answer 413 (the client splits a file into batches). */
export const IMPORT_BATCH_MAX_ROWS = 1000;
/** Body size of one batch import call at most (1,000 rows of long text); larger bodies answer 413 unread. */
export const IMPORT_BATCH_MAX_BYTES = 16 * 1024 * 1024;

/** Body of a batch import: up to 1,000 rows in file order, imported in one transaction. */
export const RawProductBatchImport = z.strictObject({
  rows: z.array(RawProductImport).check(z.minLength(1, 'At least one row')),
  /** Start an enhancement job for every new or changed row (every row with allow_override); default true. */
  enhance: z._default(z.boolean(), true),
});
export type RawProductBatchImport = z.input<typeof RawProductBatchImport>;

/** What happened to one row's enhancement in a batch. */
export const BatchEnhancement = z.enum([
  /** A job was queued and 15 credits reserved. */
  'queued',
  /** Unchanged content without allow_override, or enhance false: no job, no credits. */
  'not_needed',
  /** An enhanced product exists for this id and allow_override was not given (the enhance call's skipped). */
  'skipped',
  /** The enhancement was refused (402, 429 or 403): the row is imported, no job. */
  'refused',
]);
export type BatchEnhancement = z.infer<typeof BatchEnhancement>;

/** One row's result, in the order of the body's rows. */
export const BatchRowResult = z.object({
  /** Position of the row in the body, from 0. */
  index: z.int().check(z.gte(0)),
  customer_product_id: z.string(),
  source_file_row: z.nullable(z.int()),
  raw_product_id: Id,
  outcome: ImportOutcome,
  enhancement: BatchEnhancement,
  job_id: z.nullable(Id),
  existing_product_id: z.nullable(Id),
});
export type BatchRowResult = z.infer<typeof BatchRowResult>;

/** Why enhancement stopped or was refused within a batch: the credit service's answer and the row. */
export const BatchEnhancementRefusal = z.object({
  index: z.int().check(z.gte(0)),
  status: z.int(),
  code: z.string(),
  detail: z.string(),
  current_balance: z.optional(z.number()),
  required_credits: z.optional(z.number()),
});
export type BatchEnhancementRefusal = z.infer<typeof BatchEnhancementRefusal>;

/** The status of a batch import that did not do all it was asked (docs/api.md 'Partial outcomes'). */
export const PARTIAL_OUTCOME_STATUS = 207;

/**
 * What a batch that did not complete left out: why (the refusal), how many rows were sent and imported, the
 * indices of the rows not imported (after a 402/429 stop) and of the imported rows whose enhancement was refused.
 */
export const BatchPartialOutcome = z.object({
  reason: BatchEnhancementRefusal,
  received: Count,
  imported: Count,
  not_imported: z.array(z.int().check(z.gte(0))),
  not_enhanced: z.array(z.int().check(z.gte(0))),
});
export type BatchPartialOutcome = z.infer<typeof BatchPartialOutcome>;

/**
 * Batch import answer. A 402 or 429 at row k stops the batch there (spec part 2 §4.2: the run stops): rows
 * 0..k are imported and reported, row k without a job, later rows are neither imported nor reported
 * (`stopped`). A 403 (suspended) imports every row without jobs (`refused`): the run goes on, §4.2. Either
 * answers 207 (PARTIAL_OUTCOME_STATUS) with `partial` set; a batch that did all it was asked answers 200
 * with `partial` null.
 */
export const RawProductBatchImportResponse = z.object({
  success: z.boolean(),
  import_batch_id: z.nullable(z.string()),
  results: z.array(BatchRowResult),
  created: Count,
  updated: Count,
  unchanged: Count,
  /** Jobs queued by this call. */
  enhancing: Count,
  stopped: z.nullable(BatchEnhancementRefusal),
  refused: z.nullable(BatchEnhancementRefusal),
  warnings: z.array(z.object({ type: z.string(), message: z.string() })),
  /** Set (and the status 207) when the batch stopped early or its enhancement was refused; null on 200. */
  partial: z.optional(z.nullable(BatchPartialOutcome)),
});
export type RawProductBatchImportResponse = z.infer<typeof RawProductBatchImportResponse>;

/** Body of an import preview: the rows a batch import would send (up to 1,000); nothing is written. */
export const RawProductImportPreview = z.strictObject({
  rows: z.array(RawProductImport).check(z.minLength(1, 'At least one row')),
});
export type RawProductImportPreview = z.input<typeof RawProductImportPreview>;

/** What importing a row would do: a new product, changed content, or the same content as stored. */
export const ImportPreviewStatus = z.enum(['new', 'changed', 'unchanged']);
export type ImportPreviewStatus = z.infer<typeof ImportPreviewStatus>;

/**
 * Import preview answer: per row (body order) whether it is new, changed or unchanged, and the counts. New and
 * changed rows start an enhancement (15 credits each), and so do the unchanged rows never enhanced (unenhanced:
 * their start was refused for credits or a limit, or never made); every row does when allow_override is given.
 */
export const RawProductImportPreviewResponse = z.object({
  results: z.array(
    z.object({
      index: z.int().check(z.gte(0)),
      customer_product_id: z.string(),
      status: ImportPreviewStatus,
    }),
  ),
  new: Count,
  changed: Count,
  unchanged: Count,
  /** Of the unchanged rows, those never enhanced, which the import enhances too. */
  unenhanced: z._default(Count, 0),
});
export type RawProductImportPreviewResponse = z.infer<typeof RawProductImportPreviewResponse>;

/** An imported raw product — spec part 1 §3, part 2 §3. */
export const RawProduct = z
  .object({
    id: Id,
    company_id: z.optional(Id),
    customer_product_id: z.string(),
    product_name: z.nullish(z.string()),
    product_details: z.nullish(z.string()),
    source_system: z.nullable(z.string()),
    import_batch_id: z.nullable(z.string()),
    source_url: z.nullable(z.string()),
    source_file_name: z.nullable(z.string()),
    source_file_row: z.nullable(z.int()),
    processing_status: ProcessingStatus,
    enhanced_product_id: z.nullable(Id),
    imported_at: z.nullable(Timestamp),
    created_at: Timestamp,
    processed_at: z.nullable(Timestamp),
    updated_at: Timestamp,
  })
  .check(z.meta({ id: 'RawProduct', description: 'An imported raw product.' }));
export type RawProduct = z.infer<typeof RawProduct>;

/** One input field of a raw product with its values — spec part 1 §3 (see RAW_SPECIAL_FIELDS). */
export const RawField = z.object({ field_name: z.string(), display_name: z.string(), values: z.array(z.string()) });
export type RawField = z.infer<typeof RawField>;

/** Raw fields answer; empty for products imported before input data was preserved. */
export const RawFieldsResponse = z.object({ fields: z.array(RawField) });
export type RawFieldsResponse = z.infer<typeof RawFieldsResponse>;

/** Raw product list query — spec part 2 §7.1. */
export const RawProductListQuery = z.extend(ListPaginationQuery, {
  import_batch_id: optionalQuery(text('name')),
  processing_status: optionalQuery(ProcessingStatus),
});
export type RawProductListQuery = z.infer<typeof RawProductListQuery>;

/** One page of raw products. */
export const RawProductListResponse = z.object({
  raw_products: z.array(RawProduct),
  total: Count,
  limit: z.int(),
  offset: Count,
});
export type RawProductListResponse = z.infer<typeof RawProductListResponse>;

/** Body editing a raw product's input data; at least one key. */
export const RawProductUpdate = z
  .strictObject({
    product_name: z.optional(optionalText('name')),
    product_details: z.optional(requiredText('Missing required Description', 'long')),
    source_url: z.optional(blankableUrl('Invalid Image URL format')),
    additional_fields: z.optional(AdditionalFields),
  })
  .check(z.refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' }));
export type RawProductUpdate = z.input<typeof RawProductUpdate>;

/** Answer carrying one raw product. */
export const RawProductResponse = z.object({ raw_product: RawProduct });
export type RawProductResponse = z.infer<typeof RawProductResponse>;

/** Body replacing raw field values: raw field name to its complete list of values — spec part 2 §7.3. */
export const RawFieldsUpdate = z.strictObject({
  field_updates: z.record(text('name').check(z.minLength(1)), z.array(text('long'))),
  change_reason: z.optional(text('note').check(z.trim())),
});
export type RawFieldsUpdate = z.input<typeof RawFieldsUpdate>;

/** Path parameters naming one raw product. */
export const RawProductParams = z.extend(CompanyParams, { rawProductId: Id });

export const rawProductRoutes = {
  importRawProduct: defineRoute({
    id: 'importRawProduct',
    idempotent: true,
    method: 'POST',
    path: '/companies/:companyId/raw-products/import',
    status: 201,
    params: CompanyParams,
    query: RawProductImportQuery,
    body: RawProductImport,
    response: RawProductImportResponse,
    auth: 'token',
    summary: 'Import one raw product (form or CSV row).',
    tag: 'raw-products',
  }),
  importRawProductBatch: defineRoute({
    id: 'importRawProductBatch',
    idempotent: true,
    method: 'POST',
    path: '/companies/:companyId/raw-products/import-batch',
    params: CompanyParams,
    query: RawProductImportQuery,
    body: RawProductBatchImport,
    response: RawProductBatchImportResponse,
    auth: 'token',
    summary:
      'Import up to 1,000 raw products in one transaction, starting their enhancement row by row (unchanged rows start none; a 402 or 429 stops the batch at its row, a 403 imports without jobs: either answers 207 with `partial`; over 1,000 rows or 16 MiB: 413).',
    tag: 'raw-products',
  }),
  previewRawProductImport: defineRoute({
    id: 'previewRawProductImport',
    method: 'POST',
    path: '/companies/:companyId/raw-products/import-preview',
    params: CompanyParams,
    body: RawProductImportPreview,
    response: RawProductImportPreviewResponse,
    auth: 'token',
    summary:
      'Dry run of a batch import: whether each of up to 1,000 rows is new, changed or unchanged, writing nothing (over 1,000 rows or 16 MiB: 413).',
    tag: 'raw-products',
  }),
  listRawProducts: defineRoute({
    id: 'listRawProducts',
    method: 'GET',
    path: '/companies/:companyId/raw-products',
    params: CompanyParams,
    query: RawProductListQuery,
    response: RawProductListResponse,
    auth: 'token',
    summary: 'Raw products by batch and processing status.',
    tag: 'raw-products',
  }),
  getRawProduct: defineRoute({
    id: 'getRawProduct',
    method: 'GET',
    path: '/companies/:companyId/raw-products/:rawProductId',
    params: RawProductParams,
    response: RawProduct,
    auth: 'token',
    summary: 'One raw product.',
    tag: 'raw-products',
  }),
  updateRawProduct: defineRoute({
    id: 'updateRawProduct',
    method: 'PUT',
    path: '/companies/:companyId/raw-products/:rawProductId',
    params: RawProductParams,
    body: RawProductUpdate,
    response: RawProductResponse,
    auth: 'token',
    summary: "Edit a raw product's input data.",
    tag: 'raw-products',
  }),
  deleteRawProduct: defineRoute({
    id: 'deleteRawProduct',
    method: 'DELETE',
    path: '/companies/:companyId/raw-products/:rawProductId',
    params: RawProductParams,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Delete a raw product.',
    tag: 'raw-products',
  }),
  getRawProductFields: defineRoute({
    id: 'getRawProductFields',
    method: 'GET',
    path: '/companies/:companyId/raw-products/:rawProductId/fields',
    params: RawProductParams,
    response: RawFieldsResponse,
    auth: 'token',
    summary: 'Input fields of a raw product.',
    tag: 'raw-products',
  }),
  updateRawProductFields: defineRoute({
    id: 'updateRawProductFields',
    method: 'PUT',
    path: '/companies/:companyId/raw-products/:rawProductId/fields',
    params: RawProductParams,
    body: RawFieldsUpdate,
    response: FieldUpdatesResult,
    auth: 'token',
    summary: 'Replace input field values of a raw product.',
    tag: 'raw-products',
  }),
} as const;
