// Stored rows to the contract's answer shapes (spec part 1 §3); timestamps as ISO strings (docs/decisions.md).
import {
  displayCleanName,
  type AuditEntry,
  type EnhancedProduct,
  type ProductField,
  type Source,
} from '@curate/core/contract';
import { coreColumnOf } from './definitions';
import type { ProductRow } from './productLock';
import type { FieldRow, HistoryJson, SourceJson } from './queries';

/** A Date (or timestamp text) as an ISO string. */
export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** Same, keeping null. */
export const isoOrNull = (value: Date | string | null | undefined): string | null =>
  value == null ? null : iso(value);

/** An enhanced product as every product answer carries it (catalogue item shape, spec part 1 §3). */
export function toEnhancedProduct(row: ProductRow, sourceCount: number): EnhancedProduct {
  const name = displayCleanName(row.clean_name);
  return {
    id: row.id,
    product_id: row.product_id,
    customer_product_id: row.customer_product_id ?? row.product_id,
    name,
    clean_name: row.clean_name,
    short_description: row.short_description,
    description: row.long_description,
    long_description: row.long_description,
    review_status: row.review_status,
    review_notes: row.review_notes,
    reviewed_at: isoOrNull(row.reviewed_at),
    reviewed_by_user_id: row.reviewed_by_user_id,
    quality_confidence_score: row.quality_confidence_score,
    source_count: sourceCount,
    raw_product_id: row.raw_product_id,
    key_custom_fields: { clean_name: name, short_description: row.short_description },
    enhanced_at: isoOrNull(row.enhanced_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    version: row.version,
  };
}

/** A source as answered. */
export function toSource(source: SourceJson): Source {
  return { ...source, source_quality: source.source_quality == null ? null : Number(source.source_quality) };
}

/**
 * A product field as answered. Core fields take their value from the product's column, their id is the
 * definition id (they have no value row); they read as a user's when their latest audit entry is a user's
 * (at that entry's time), else as the model's (at the product's enhancement).
 * Ungrouped fields carry null group fields; the client shows them under 'Other Fields' (spec part 1 §3).
 */
export function toProductField(row: FieldRow, product: ProductRow, fieldSources: readonly Source[]): ProductField {
  const column = coreColumnOf(row);
  const base = {
    field_definition_id: row.id,
    field_name: row.field_name,
    display_name: row.display_name,
    field_type: row.field_type,
    data_type:
      row.data_type === 'text'
        ? 'string'
        : row.data_type === 'integer' || row.data_type === 'decimal'
          ? 'number'
          : row.data_type,
    is_multiple: row.is_multiple,
    group_id: row.group_id,
    group_name: row.group_id ? row.group_name : null,
    group_display_name: row.group_id ? row.group_display_name : null,
    sort_order: row.sort_order,
    sources: [...fieldSources],
  };
  if (column !== null) {
    return {
      ...base,
      id: row.id,
      value_text: product[column],
      value_number: null,
      value_boolean: null,
      value_date: null,
      value_product_id: null,
      updated_at: row.core_edited_at ?? iso(product.enhanced_at ?? product.created_at),
      updated_by_type: row.core_edited_at ? 'user' : 'ai',
    };
  }
  return {
    ...base,
    id: row.value_id ?? row.id,
    value_text: row.value_text,
    value_number: row.value_number,
    value_boolean: row.value_boolean,
    value_date: row.value_date,
    value_product_id: row.value_product_id,
    updated_at: isoOrNull(row.value_updated_at),
    updated_by_type: row.updated_by_type,
  };
}

/** Sources grouped by field definition id. */
export function sourcesByField(list: readonly Source[]): Map<string, Source[]> {
  const byField = new Map<string, Source[]>();
  for (const source of list) {
    if (!source.field_definition_id) continue;
    const entry = byField.get(source.field_definition_id);
    if (entry) entry.push(source);
    else byField.set(source.field_definition_id, [source]);
  }
  return byField;
}

/** An audit entry as answered: old_value mirrors previous_value; updated_by names the acting user (spec part 1 §3). */
export function toAuditEntry(entry: HistoryJson): AuditEntry {
  return {
    id: entry.id,
    change_type: entry.change_type,
    field_definition_id: entry.field_definition_id,
    field_name: entry.field_name,
    field_display_name: entry.field_display_name,
    change_summary: entry.change_summary,
    change_reason: entry.change_reason,
    previous_value: entry.previous_value,
    old_value: entry.previous_value,
    new_value: entry.new_value,
    user_full_name: entry.user_full_name,
    username: entry.username,
    updated_by: entry.user_full_name ?? entry.username ?? (entry.updated_by_type === 'ai' ? 'AI' : null),
    created_at: iso(entry.created_at),
    is_reverted: entry.is_reverted,
  };
}
