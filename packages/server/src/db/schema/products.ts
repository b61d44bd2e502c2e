// Raw (imported) and enhanced products, typed custom-field values and their sources
// (spec part 1 §3, part 2 §3).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  pgView,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fieldDefinitions } from './catalog';
import { users, companyId } from './companies';
import { createdAt, id, tstz, updatedAt } from './columns';
import { processingStatus, reviewStatus, updatedByType } from './enums';

/** One preserved input field of a raw product (spec part 1 §3). */
export interface RawInputField {
  field_name: string;
  display_name: string;
  values: string[];
}

/** An imported product record (spec part 2 §3, import payload and raw product). */
export const rawProducts = pgTable(
  'raw_products',
  {
    id: id(),
    company_id: companyId(),
    customer_product_id: text('customer_product_id').notNull(),
    source_system: text('source_system').notNull().default('catalog_upload'),
    import_batch_id: text('import_batch_id'),
    /** The image URL of the import payload. */
    source_url: text('source_url'),
    source_file_name: text('source_file_name'),
    source_file_row: integer('source_file_row'),
    product_name: text('product_name'),
    product_details: text('product_details'),
    /** Unmapped CSV columns, brand and category. */
    additional_fields: jsonb('additional_fields').$type<Record<string, string>>(),
    /**
     * The input fields preserved at import (raw_product_id, raw_product_name, raw_product_details, raw_image_url,
     * then one per additional column), in that order; null for a product imported before input data was
     * preserved ('Limited Input Data Available'). Kept on the row, not as rows of their own, so an import writes
     * one row per product (issue #18).
     */
    input_fields: jsonb('input_fields').$type<RawInputField[]>(),
    processing_status: processingStatus('processing_status').notNull().default('imported'),
    enhanced_product_id: uuid('enhanced_product_id').references((): AnyPgColumn => enhancedProducts.id, {
      onDelete: 'set null',
    }),
    imported_at: tstz('imported_at').notNull().defaultNow(),
    processed_at: tstz('processed_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('raw_products_company_customer_product_id_key').on(t.company_id, t.customer_product_id),
    index('raw_products_company_created_idx').on(t.company_id, t.created_at),
    index('raw_products_company_batch_idx').on(t.company_id, t.import_batch_id),
    index('raw_products_company_status_idx').on(t.company_id, t.processing_status),
  ],
);

/** The columns of enhanced_products, fresh builders per call (the table and the catalog_products view). */
const enhancedProductColumns = () => ({
  id: id(),
  company_id: companyId(),
  product_id: text('product_id').notNull(),
  customer_product_id: text('customer_product_id'),
  raw_product_id: uuid('raw_product_id').references((): AnyPgColumn => rawProducts.id, {
    onDelete: 'set null',
  }),
  clean_name: text('clean_name'),
  short_description: text('short_description'),
  /** Shown as `description` in the catalogue. */
  long_description: text('long_description'),
  /** The 'Attributes' enhancement: name to value. */
  attributes: jsonb('attributes').$type<Record<string, string>>(),
  /** 0-10, one decimal. */
  quality_confidence_score: numeric('quality_confidence_score', { precision: 3, scale: 1, mode: 'number' }),
  review_status: reviewStatus('review_status').notNull().default('pending'),
  review_notes: text('review_notes'),
  reviewed_at: tstz('reviewed_at'),
  reviewed_by_user_id: uuid('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  enhanced_at: tstz('enhanced_at'),
  version: integer('version').notNull().default(1),
  /**
   * Lower-cased product id, customer product id, name and descriptions: the catalogue's text search
   * column, behind a pg_trgm GIN index (issue #5).
   */
  search_text: text('search_text').generatedAlwaysAs(
    sql`lower(coalesce(product_id, '') || ' ' || coalesce(customer_product_id, '') || ' ' || coalesce(clean_name, '') || ' ' || coalesce(short_description, '') || ' ' || coalesce(long_description, ''))`,
  ),
  /**
   * The product's custom-field values by field name (multi-value fields as arrays), kept equal to its
   * product_field_values rows by a trigger in the same transaction (migration 0003, issue #5).
   */
  custom_fields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * An AI-enhanced product. product_id is the customer's product id (also kept as customer_product_id).
 * version increments on every update for optimistic concurrency.
 */
export const enhancedProducts = pgTable('enhanced_products', enhancedProductColumns(), (t) => [
  uniqueIndex('enhanced_products_company_product_id_key').on(t.company_id, t.product_id),
  index('enhanced_products_company_updated_idx').on(t.company_id, t.updated_at),
  index('enhanced_products_company_created_idx').on(t.company_id, t.created_at),
  index('enhanced_products_company_status_idx').on(t.company_id, t.review_status, t.enhanced_at),
  // The dashboard's counts per review status and whole score, from the index alone (dashboard/service.ts).
  index('enhanced_products_company_status_score_idx').on(t.company_id, t.review_status, t.quality_confidence_score),
  // The catalogue's quality sort: best first, unscored last, id breaking ties (queries.ts orderOf).
  index('enhanced_products_company_score_idx').on(
    t.company_id,
    t.quality_confidence_score.desc().nullsLast(),
    t.id.desc(),
  ),
  index('enhanced_products_raw_product_idx').on(t.raw_product_id),
  // One GIN index answers the catalogue's company, status, search and custom-field conditions together
  // (btree_gin, pg_trgm, jsonb_path_ops; migration 0004): see catalog/queries.ts.
  index('enhanced_products_catalog_idx').using(
    'gin',
    t.company_id,
    t.review_status,
    t.search_text.op('gin_trgm_ops'),
    t.custom_fields.op('jsonb_path_ops'),
  ),
  check(
    'enhanced_products_score_range',
    sql`${t.quality_confidence_score} is null or ${t.quality_confidence_score} between 0 and 10`,
  ),
]);

/**
 * One row per product and custom field. A multi-value field (is_multiple) keeps its values in
 * value_text as a JSON array of strings, as the API returns it (spec part 1 §3).
 */
export const productFieldValues = pgTable(
  'product_field_values',
  {
    id: id(),
    company_id: companyId(),
    enhanced_product_id: uuid('enhanced_product_id')
      .notNull()
      .references(() => enhancedProducts.id, { onDelete: 'cascade' }),
    field_definition_id: uuid('field_definition_id')
      .notNull()
      .references(() => fieldDefinitions.id, { onDelete: 'cascade' }),
    value_text: text('value_text'),
    value_number: doublePrecision('value_number'),
    value_boolean: boolean('value_boolean'),
    value_date: date('value_date', { mode: 'string' }),
    value_product_id: text('value_product_id'),
    updated_by_type: updatedByType('updated_by_type').notNull().default('ai'),
    updated_by_user_id: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_field_values_product_field_key').on(t.enhanced_product_id, t.field_definition_id),
    index('product_field_values_company_field_idx').on(t.company_id, t.field_definition_id),
    index('product_field_values_company_product_idx').on(t.company_id, t.enhanced_product_id),
  ],
);

/** Where the AI found a value, per product and field definition (spec part 1 §3). */
export const sources = pgTable(
  'sources',
  {
    id: id(),
    company_id: companyId(),
    enhanced_product_id: uuid('enhanced_product_id')
      .notNull()
      .references(() => enhancedProducts.id, { onDelete: 'cascade' }),
    field_definition_id: uuid('field_definition_id').references(() => fieldDefinitions.id, {
      onDelete: 'set null',
    }),
    /** Kept so a source still names its field if the definition is deleted. */
    field_name: text('field_name'),
    source_url: text('source_url'),
    source_domain: text('source_domain'),
    source_title: text('source_title'),
    /** 0-10, one decimal. */
    source_quality: numeric('source_quality', { precision: 3, scale: 1, mode: 'number' }),
    value_found: text('value_found'),
    source_quote: text('source_quote'),
    excerpt: text('excerpt'),
    created_at: createdAt(),
  },
  (t) => [
    index('sources_company_product_idx').on(t.company_id, t.enhanced_product_id),
    index('sources_product_field_idx').on(t.enhanced_product_id, t.field_definition_id),
    check('sources_quality_range', sql`${t.source_quality} is null or ${t.source_quality} between 0 and 10`),
  ],
);

/**
 * Read-only view of enhanced_products restricted to the tenant of the transaction (app.company_id, or all
 * for the super-admin): the catalogue reads through it so its trigram and jsonb indexes stay usable under
 * row-level security (migration 0003_catalogue_search, issue #5). Managed by that migration, not drizzle-kit.
 */
export const catalogProducts = pgView('catalog_products', enhancedProductColumns()).existing();
