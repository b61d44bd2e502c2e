import * as z from 'zod';
import { zodWithoutEvalInBrowsers } from './jitless';
import { Count, DateOrTimestamp, Id, QualityScore, StoredReviewStatus, Timestamp, normalised } from './common';
import { DataTypeInput, FieldType } from './fields';
import { text } from './text';

zodWithoutEvalInBrowsers();

/** A field value as sent: text, number, boolean, a list (multi-value) or null (removes the value). */
export const FieldValueInput = z.union([text('long'), z.number(), z.boolean(), z.array(text('long')), z.null()]);
export type FieldValueInput = z.infer<typeof FieldValueInput>;

/**
 * A field value as the audit trail stores it (`previous_value`, `old_value`, `new_value`): text, number,
 * boolean, a list of texts (multi-value field) or null. Named, so the OpenAPI document has one component for it.
 */
export const FieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]).meta({
  id: 'FieldValue',
  description: 'A stored field value: text, number, boolean, a list of texts (multi-value field) or null.',
});
export type FieldValue = z.infer<typeof FieldValue>;

/**
 * An enhanced product's version: it grows by one with every saved change. A client may send the version it
 * read as `expected_version`; the server answers 409 conflict when the product changed since (decision, issue #4).
 */
export const ProductVersion = z.number().int().min(1);

/** A web source the AI used for a field value — spec part 1 §3. */
export const Source = z.object({
  id: Id,
  field_definition_id: Id.nullable(),
  field_name: z.string().nullable(),
  source_url: z.string().nullable(),
  source_domain: z.string().nullable(),
  source_title: z.string().nullable(),
  source_quality: QualityScore.nullable(),
  value_found: z.string().nullable(),
  source_quote: z.string().nullable(),
  excerpt: z.string().nullable(),
});
export type Source = z.infer<typeof Source>;

/** Who last wrote a field value; 'user' marks a manual edit — spec part 1 §3. */
export const UpdatedByType = z.enum(['user', 'ai', 'system']);
export type UpdatedByType = z.infer<typeof UpdatedByType>;

/**
 * One field value of an enhanced product — spec part 1 §3. A multi-value field keeps its values in
 * value_text as a JSON array of strings (see parseMultiValue / serializeMultiValue).
 */
export const ProductField = z.object({
  id: Id,
  field_definition_id: Id,
  field_name: z.string(),
  display_name: z.string(),
  field_type: FieldType,
  data_type: DataTypeInput,
  is_multiple: z.boolean(),
  group_id: Id.nullable(),
  group_name: z.string().nullable(),
  group_display_name: z.string().nullable(),
  sort_order: z.number().int(),
  value_text: z.string().nullable(),
  value_number: z.number().nullable(),
  value_boolean: z.boolean().nullable(),
  value_date: DateOrTimestamp.nullable(),
  value_product_id: z.string().nullable(),
  updated_at: Timestamp.nullable(),
  updated_by_type: UpdatedByType.nullable(),
  sources: z.array(Source).default([]),
});
export type ProductField = z.infer<typeof ProductField>;

/** Kinds of audit entries; both spellings the spec lists are kept — spec part 1 §3. */
export const AuditChangeType = z.enum([
  'field_added',
  'field_update',
  'field_updated',
  'field_removed',
  'field_remove',
  'revert',
  'field_reverted',
]);
export type AuditChangeType = z.infer<typeof AuditChangeType>;

/** One audited change of a product — spec part 1 §3. */
export const AuditEntry = z.object({
  id: Id,
  change_type: AuditChangeType,
  field_definition_id: Id.nullish(),
  field_name: z.string().nullable(),
  field_display_name: z.string().nullable(),
  change_summary: z.string().nullable(),
  change_reason: z.string().nullable(),
  previous_value: FieldValue.optional(),
  old_value: FieldValue.optional(),
  new_value: FieldValue.optional(),
  user_full_name: z.string().nullable(),
  username: z.string().nullable(),
  updated_by: z.string().nullable(),
  created_at: Timestamp,
  is_reverted: z.boolean().default(false),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Shape shared by catalogue items and product details, before alias normalisation. */
export const EnhancedProductShape = z.object({
  id: Id,
  product_id: z.string().nullish(),
  customer_product_id: z.string().nullish(),
  name: z.string().nullish(),
  /** May be a JSON-array string; see displayCleanName. */
  clean_name: z.string().nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullish(),
  long_description: z.string().nullish(),
  review_status: StoredReviewStatus,
  review_notes: z.string().nullish(),
  reviewed_at: Timestamp.nullish(),
  reviewed_by_user_id: Id.nullish(),
  quality_confidence_score: QualityScore.nullable(),
  source_count: Count.default(0),
  raw_product_id: Id.nullish(),
  custom_fields: z.record(z.string(), z.unknown()).optional(),
  key_custom_fields: z
    .looseObject({ clean_name: z.string().nullish(), short_description: z.string().nullish() })
    .nullish(),
  edit_history: z.array(AuditEntry).optional(),
  enhanced_at: Timestamp.nullish(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** For optimistic concurrency: send it back as `expected_version` with an edit. */
  version: ProductVersion.optional(),
});

const canonicalAliases = {
  product_id: z.string(),
  customer_product_id: z.string(),
  description: z.string().nullable(),
  long_description: z.string().nullable(),
};

type ProductAliases = {
  product_id?: string | null;
  customer_product_id?: string | null;
  description?: string | null;
  long_description?: string | null;
};

/** Fills product_id/customer_product_id and description/long_description from each other — spec part 1 §3, part 2 §3. */
function fillProductAliases<T extends ProductAliases>(p: T, payload: z.core.ParsePayload<T>) {
  const productId = p.product_id ?? p.customer_product_id;
  if (productId == null) {
    payload.issues.push({
      code: 'custom',
      path: ['product_id'],
      message: 'product_id or customer_product_id is required',
      input: p,
    });
    return z.NEVER;
  }
  const description = p.description ?? p.long_description ?? null;
  return {
    ...p,
    product_id: productId,
    customer_product_id: p.customer_product_id ?? productId,
    description,
    long_description: p.long_description ?? description,
  };
}

/** An enhanced product (catalogue item) — spec part 1 §3, part 2 §3. */
export const EnhancedProduct = normalised(
  EnhancedProductShape,
  EnhancedProductShape.extend(canonicalAliases),
  fillProductAliases,
);
export type EnhancedProduct = z.infer<typeof EnhancedProduct>;

const WithFields = EnhancedProductShape.extend({ fields: z.array(ProductField) });

/** An enhanced product with its field values, as the detail call answers. */
export const EnhancedProductWithFields = normalised(
  WithFields,
  WithFields.extend(canonicalAliases),
  fillProductAliases,
);
export type EnhancedProductWithFields = z.infer<typeof EnhancedProductWithFields>;

/** The name to show for a clean_name that may be a JSON-array string: its first element — spec part 1 §3. */
export function displayCleanName(cleanName: string | null | undefined): string | null {
  if (cleanName == null) return null;
  const text = cleanName.trim();
  if (!text.startsWith('[')) return cleanName;
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed.length > 0 ? String(parsed[0]) : null;
  } catch {
    // not JSON: shown as written
  }
  return cleanName;
}

/** The values of a multi-value field from its value_text (a JSON array of strings); plain text is one value. */
export function parseMultiValue(valueText: string | null | undefined): string[] {
  if (valueText == null || valueText.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(valueText);
    if (Array.isArray(parsed)) return parsed.filter((v) => v != null).map(String);
  } catch {
    // not JSON: a single value
  }
  return [valueText];
}

/** value_text for a multi-value field: values trimmed, empty ones dropped, duplicates skipped — spec part 1 §5. */
export function serializeMultiValue(values: readonly string[]): string {
  const kept: string[] = [];
  for (const value of values) {
    const v = value.trim();
    if (v !== '' && !kept.includes(v)) kept.push(v);
  }
  return JSON.stringify(kept);
}
