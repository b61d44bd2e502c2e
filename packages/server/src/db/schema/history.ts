// Audit trails: per-field edit history (revertable) and review decisions (spec part 1 §3, part 2 §7.3).
import { type AnyPgColumn, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { fieldDefinitions } from './catalog';
import { users, companyId } from './companies';
import { createdAt, id, tstz } from './columns';
import { changeType, reviewStatus, updatedByType } from './enums';
import { enhancedProducts } from './products';

/**
 * One change of one product field. previous_value/new_value are JSON (string, number, boolean,
 * string array or null) so a revert restores the typed value.
 */
export const fieldEditHistory = pgTable(
  'field_edit_history',
  {
    id: id(),
    company_id: companyId(),
    enhanced_product_id: uuid('enhanced_product_id')
      .notNull()
      .references(() => enhancedProducts.id, { onDelete: 'cascade' }),
    field_definition_id: uuid('field_definition_id').references(() => fieldDefinitions.id, {
      onDelete: 'set null',
    }),
    field_name: text('field_name').notNull(),
    field_display_name: text('field_display_name'),
    change_type: changeType('change_type').notNull(),
    previous_value: jsonb('previous_value'),
    new_value: jsonb('new_value'),
    change_summary: text('change_summary'),
    change_reason: text('change_reason'),
    updated_by_type: updatedByType('updated_by_type').notNull().default('user'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    is_reverted: boolean('is_reverted').notNull().default(false),
    /** The 'revert' entry that undid this one. */
    reverted_by_history_id: uuid('reverted_by_history_id').references((): AnyPgColumn => fieldEditHistory.id, {
      onDelete: 'set null',
    }),
    reverted_at: tstz('reverted_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('field_edit_history_company_product_idx').on(t.company_id, t.enhanced_product_id, t.created_at),
    index('field_edit_history_product_field_idx').on(t.enhanced_product_id, t.field_definition_id, t.created_at),
  ],
);

/** One review decision on an enhanced product (review history and dashboard activity). */
export const reviewHistory = pgTable(
  'review_history',
  {
    id: id(),
    company_id: companyId(),
    enhanced_product_id: uuid('enhanced_product_id')
      .notNull()
      .references(() => enhancedProducts.id, { onDelete: 'cascade' }),
    product_id: text('product_id').notNull(),
    previous_status: reviewStatus('previous_status'),
    review_status: reviewStatus('review_status').notNull(),
    review_notes: text('review_notes'),
    /** Field edits submitted with the review, as sent. */
    field_changes: jsonb('field_changes'),
    reviewer_user_id: uuid('reviewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('review_history_company_created_idx').on(t.company_id, t.created_at),
    index('review_history_company_product_idx').on(t.company_id, t.enhanced_product_id),
  ],
);
