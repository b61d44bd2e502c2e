import * as z from 'zod/mini';
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
export const FieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]).check(
  z.meta({
    id: 'FieldValue',
    description: 'A stored field value: text, number, boolean, a list of texts (multi-value field) or null.',
  }),
);
export type FieldValue = z.infer<typeof FieldValue>;

/**
 * An enhanced product's version: it grows by one with every saved change. A client may send the version it
 * read as `expected_version`; the server answers 409 conflict when the product changed since (decision, issue #4).
 */
export const ProductVersion = z.int().check(z.gte(1));

/** A web source the AI used for a field value — spec part 1 §3. */
export const Source = z
  .object({
    id: Id,
    field_definition_id: z.nullable(Id),
    field_name: z.nullable(z.string()),
    source_url: z.nullable(z.string()),
    source_domain: z.nullable(z.string()),
    source_title: z.nullable(z.string()),
    source_quality: z.nullable(QualityScore),
    value_found: z.nullable(z.string()),
    source_quote: z.nullable(z.string()),
    excerpt: z.nullable(z.string()),
  })
  .check(z.meta({ id: 'Source', description: 'A web source the AI used for a field value.' }));
export type Source = z.infer<typeof Source>;

/**
 * Something a reviewer must look at, as the latest enhancement raised it (its result_data.flags): kind
 * 'contradiction', 'low_confidence', 'unsourced', 'not_applied' or 'no_text' (an open list); field_name '*' for the
 * record as a whole; quotes: the texts involved (a contradiction's two sides), verbatim.
 */
export const ReviewFlag = z
  .object({
    field_name: z.string(),
    kind: z.string(),
    message: z.string(),
    quotes: z.optional(z.array(z.string())),
  })
  .check(
    z.meta({
      id: 'ReviewFlag',
      description:
        'A flag for review: kind contradiction, low_confidence, unsourced, not_applied or no_text; field_name * for ' +
        'the record; quotes: the texts involved, verbatim.',
    }),
  );
export type ReviewFlag = z.infer<typeof ReviewFlag>;

/** Who last wrote a field value; 'user' marks a manual edit — spec part 1 §3. */
export const UpdatedByType = z.enum(['user', 'ai', 'system']);
export type UpdatedByType = z.infer<typeof UpdatedByType>;

/**
 * One field value of an enhanced product — spec part 1 §3. A multi-value field keeps its values in
 * value_text as a JSON array of strings (see parseMultiValue / serializeMultiValue).
 */
export const ProductField = z
  .object({
    id: Id,
    field_definition_id: Id,
    field_name: z.string(),
    display_name: z.string(),
    field_type: FieldType,
    data_type: DataTypeInput,
    is_multiple: z.boolean(),
    group_id: z.nullable(Id),
    group_name: z.nullable(z.string()),
    group_display_name: z.nullable(z.string()),
    sort_order: z.int(),
    value_text: z.nullable(z.string()),
    value_number: z.nullable(z.number()),
    value_boolean: z.nullable(z.boolean()),
    value_date: z.nullable(DateOrTimestamp),
    value_product_id: z.nullable(z.string()),
    updated_at: z.nullable(Timestamp),
    updated_by_type: z.nullable(UpdatedByType),
    sources: z._default(z.array(Source), []),
    /**
     * 0-1: how sure the latest enhancement was of this value; null when it did not rate it or a person set the
     * value. The product detail answers it; other answers (a field edit's) leave it out.
     */
    confidence: z.optional(
      z.nullable(z.number().check(z.gte(0), z.lte(1))).check(
        z.meta({
          description:
            'Confidence of the latest enhancement in the value, 0-1; null when not rated or set by a person.',
        }),
      ),
    ),
    /** The latest enhancement's flags on this field, until a person edits it (the product detail answers them). */
    flags: z.optional(
      z.array(ReviewFlag).check(
        z.meta({
          description: 'Flags of the latest enhancement on the field, until a person edits it.',
        }),
      ),
    ),
  })
  .check(z.meta({ id: 'ProductField', description: 'One field value of an enhanced product, with its sources.' }));
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
  field_definition_id: z.nullish(Id),
  field_name: z.nullable(z.string()),
  field_display_name: z.nullable(z.string()),
  change_summary: z.nullable(z.string()),
  change_reason: z.nullable(z.string()),
  previous_value: z.optional(FieldValue),
  old_value: z.optional(FieldValue),
  new_value: z.optional(FieldValue),
  user_full_name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  updated_by: z.nullable(z.string()),
  created_at: Timestamp,
  is_reverted: z._default(z.boolean(), false),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Shape shared by catalogue items and product details, before alias normalisation. */
export const EnhancedProductShape = z.object({
  id: Id,
  product_id: z.nullish(z.string()),
  customer_product_id: z.nullish(z.string()),
  name: z.nullish(z.string()),
  /** May be a JSON-array string; see displayCleanName. */
  clean_name: z.nullable(z.string()),
  short_description: z.nullable(z.string()),
  description: z.nullish(z.string()),
  long_description: z.nullish(z.string()),
  review_status: StoredReviewStatus,
  review_notes: z.nullish(z.string()),
  reviewed_at: z.nullish(Timestamp),
  reviewed_by_user_id: z.nullish(Id),
  quality_confidence_score: z.nullable(QualityScore),
  source_count: z._default(Count, 0),
  raw_product_id: z.nullish(Id),
  custom_fields: z.optional(z.record(z.string(), z.unknown())),
  key_custom_fields: z.nullish(
    z.looseObject({ clean_name: z.nullish(z.string()), short_description: z.nullish(z.string()) }),
  ),
  edit_history: z.optional(z.array(AuditEntry)),
  enhanced_at: z.nullish(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** For optimistic concurrency: send it back as `expected_version` with an edit. */
  version: z.optional(ProductVersion),
});

const canonicalAliases = {
  product_id: z.string(),
  customer_product_id: z.string(),
  description: z.nullable(z.string()),
  long_description: z.nullable(z.string()),
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
  z
    .extend(EnhancedProductShape, canonicalAliases)
    .check(z.meta({ id: 'Product', description: 'An enhanced product (catalogue item).' })),
  fillProductAliases,
);
export type EnhancedProduct = z.infer<typeof EnhancedProduct>;

const WithFields = z.extend(EnhancedProductShape, {
  fields: z.array(ProductField),
  /** The latest enhancement's flags on the record as a whole ('*') or on fields the product holds no value of. */
  review_flags: z.optional(
    z.array(ReviewFlag).check(
      z.meta({
        description: 'Flags of the latest enhancement on the record (*) or on fields without a value.',
      }),
    ),
  ),
});

/** An enhanced product with its field values, as the detail call answers. */
export const EnhancedProductWithFields = normalised(
  WithFields,
  z
    .extend(WithFields, canonicalAliases)
    .check(z.meta({ id: 'ProductWithFields', description: 'An enhanced product with its field values.' })),
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
