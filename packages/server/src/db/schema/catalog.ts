// The per-company custom-field schema: field groups, field definitions, merge suggestions (spec part 2 §3).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, companyId } from './companies';
import { createdAt, id, tstz, updatedAt } from './columns';
import { dataType, fieldType, mergeSuggestionStatus } from './enums';

/** A field group. name is internal and fixed after creation; sort_order 0-999, default 999. */
export const fieldGroups = pgTable(
  'field_groups',
  {
    id: id(),
    company_id: companyId(),
    name: text('name').notNull(),
    display_name: text('display_name').notNull(),
    description: text('description'),
    sort_order: integer('sort_order').notNull().default(999),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('field_groups_company_name_key').on(t.company_id, t.name),
    index('field_groups_company_sort_idx').on(t.company_id, t.sort_order),
    check('field_groups_sort_order_range', sql`${t.sort_order} between 0 and 999`),
  ],
);

/**
 * A field definition. field_name is unique per company and immutable. Core fields (is_core_field)
 * describe the enhanced_products columns clean_name, short_description and long_description.
 */
export const fieldDefinitions = pgTable(
  'field_definitions',
  {
    id: id(),
    company_id: companyId(),
    field_name: text('field_name').notNull(),
    display_name: text('display_name').notNull(),
    help_text: text('help_text'),
    description: text('description'),
    field_type: fieldType('field_type').notNull().default('text'),
    data_type: dataType('data_type').notNull().default('string'),
    group_id: uuid('group_id').references(() => fieldGroups.id, { onDelete: 'set null' }),
    is_required: boolean('is_required').notNull().default(false),
    is_multiple: boolean('is_multiple').notNull().default(false),
    is_core_field: boolean('is_core_field').notNull().default(false),
    min_value: doublePrecision('min_value'),
    max_value: doublePrecision('max_value'),
    min_length: integer('min_length').default(0),
    max_length: integer('max_length').default(1000),
    /** Allowed values for select types: a JSON array of strings. */
    allowed_values: jsonb('allowed_values').$type<string[]>(),
    placeholder: text('placeholder'),
    sort_order: integer('sort_order').notNull().default(999),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('field_definitions_company_field_name_key').on(t.company_id, t.field_name),
    index('field_definitions_company_group_sort_idx').on(t.company_id, t.group_id, t.sort_order),
    check('field_definitions_field_name_format', sql`${t.field_name} ~ '^[A-Za-z0-9_]+$'`),
    check('field_definitions_field_name_length', sql`char_length(${t.field_name}) <= 100`),
    check('field_definitions_display_name_length', sql`char_length(${t.display_name}) <= 200`),
    check('field_definitions_sort_order_range', sql`${t.sort_order} between 0 and 999`),
    check('field_definitions_min_length', sql`${t.min_length} is null or ${t.min_length} >= 0`),
    check('field_definitions_max_length', sql`${t.max_length} is null or ${t.max_length} >= 1`),
  ],
);

/** An AI merge suggestion between two field definitions of one company (spec part 2 §3). */
export const mergeSuggestions = pgTable(
  'merge_suggestions',
  {
    id: id(),
    company_id: companyId(),
    source_field_id: uuid('source_field_id')
      .notNull()
      .references(() => fieldDefinitions.id, { onDelete: 'cascade' }),
    target_field_id: uuid('target_field_id')
      .notNull()
      .references(() => fieldDefinitions.id, { onDelete: 'cascade' }),
    status: mergeSuggestionStatus('status').notNull().default('pending'),
    /** 0-1. */
    confidence: numeric('confidence', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    rationale: text('rationale'),
    decided_by_user_id: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decided_at: tstz('decided_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('merge_suggestions_company_status_idx').on(t.company_id, t.status, t.created_at),
    uniqueIndex('merge_suggestions_pair_key').on(t.company_id, t.source_field_id, t.target_field_id),
    check('merge_suggestions_confidence_range', sql`${t.confidence} between 0 and 1`),
    check('merge_suggestions_distinct_fields', sql`${t.source_field_id} <> ${t.target_field_id}`),
  ],
);

/**
 * Products holding a value of each custom field (the Schema Manager's usage count), kept by the
 * statement-level triggers on product_field_values (migration 0010); never written by the app.
 */
export const fieldUsageCounts = pgTable(
  'field_usage_counts',
  {
    company_id: companyId(),
    field_definition_id: uuid('field_definition_id')
      .notNull()
      .references(() => fieldDefinitions.id, { onDelete: 'cascade' }),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.field_definition_id] })],
);

/**
 * Products holding each value of each custom field (list items one by one, the first 200 characters),
 * for the sample values of the Schema Manager; kept by the same triggers (migration 0010).
 */
export const fieldValueCounts = pgTable(
  'field_value_counts',
  {
    company_id: companyId(),
    field_definition_id: uuid('field_definition_id')
      .notNull()
      .references(() => fieldDefinitions.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.field_definition_id, t.value] }),
    index('field_value_counts_top_idx').on(t.company_id, t.field_definition_id, t.products.desc(), t.value),
  ],
);
