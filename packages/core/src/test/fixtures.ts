// Test-only builders for the review-queue and product-fields tests; not exported from the package.
import type {
  FieldDefinition,
  ProductDetailResponse,
  ProductField,
  RawProduct,
  ReviewQueueProduct,
  Source,
} from '../contract/index';

/** A distinct uuid per number. */
export const uid = (n: number): string => `7a1c2f1e-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const T0 = '2025-03-02T10:00:00.000Z';

/** A queue item; `n` gives its id (uid(n)) and SKU. */
export function queueItem(n: number, extra: Partial<ReviewQueueProduct> = {}): ReviewQueueProduct {
  return {
    id: uid(n),
    product_id: `SKU-${10000 + n}`,
    raw_product_id: uid(5000 + n),
    clean_name: `Product ${n}`,
    short_description: null,
    quality_confidence_score: 7.5,
    review_status: 'pending',
    source_count: 2,
    enhanced_at: T0,
    updated_at: T0,
    ...extra,
  };
}

/** A source; `n` gives its id. */
export function source(n: number, extra: Partial<Source> = {}): Source {
  return {
    id: uid(9000 + n),
    field_definition_id: null,
    field_name: null,
    source_url: `https://shop${n}.example.com/p/${n}`,
    source_domain: `shop${n}.example.com`,
    source_title: `Shop ${n}`,
    source_quality: 8,
    value_found: 'value',
    source_quote: null,
    excerpt: 'An excerpt.',
    ...extra,
  };
}

/** A text field; `n` gives its definition id (uid(100 + n)). */
export function field(n: number, extra: Partial<ProductField> = {}): ProductField {
  return {
    id: uid(200 + n),
    field_definition_id: uid(100 + n),
    field_name: `field_${n}`,
    display_name: `Field ${n}`,
    field_type: 'text',
    data_type: 'string',
    is_multiple: false,
    group_id: null,
    group_name: null,
    group_display_name: null,
    sort_order: n,
    value_text: `value ${n}`,
    value_number: null,
    value_boolean: null,
    value_date: null,
    value_product_id: null,
    updated_at: T0,
    updated_by_type: 'ai',
    sources: [],
    ...extra,
  };
}

/** A multi-value field holding `values`. */
export const multiField = (n: number, values: string[], extra: Partial<ProductField> = {}): ProductField =>
  field(n, { is_multiple: true, field_type: 'multiselect', value_text: JSON.stringify(values), ...extra });

/** A product detail answer for queue item `n` with the given fields. */
export function detailFor(
  n: number,
  fields: ProductField[] = [field(1), multiField(2, ['red', 'blue'])],
): ProductDetailResponse {
  const item = queueItem(n);
  return {
    product: {
      id: item.id,
      product_id: item.product_id,
      customer_product_id: item.product_id,
      name: item.clean_name,
      clean_name: item.clean_name,
      short_description: null,
      description: null,
      long_description: null,
      review_status: 'pending',
      quality_confidence_score: item.quality_confidence_score,
      source_count: item.source_count,
      raw_product_id: item.raw_product_id,
      created_at: T0,
      updated_at: T0,
      fields,
    },
    sources: [],
    history: [],
  };
}

/** The raw product behind queue item `n`. */
export function rawProductFor(n: number, extra: Partial<RawProduct> = {}): RawProduct {
  return {
    id: uid(5000 + n),
    customer_product_id: `SKU-${10000 + n}`,
    product_name: `Raw product ${n}`,
    product_details: 'Steel, 750 ml',
    source_system: 'csv_upload',
    import_batch_id: 'csv_upload_20250301',
    source_url: 'https://images.example.com/p.jpg',
    source_file_name: 'bulk_upload.csv',
    source_file_row: n + 1,
    processing_status: 'completed',
    enhanced_product_id: uid(n),
    imported_at: T0,
    created_at: T0,
    processed_at: T0,
    updated_at: T0,
    ...extra,
  };
}

/** A field definition; `n` gives its id (uid(100 + n)), the id field(n) has as field_definition_id. */
export function definition(n: number, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return {
    id: uid(100 + n),
    field_name: `field_${n}`,
    display_name: `Field ${n}`,
    description: null,
    help_text: null,
    placeholder: null,
    field_type: 'text',
    data_type: 'string',
    group_id: null,
    group_name: null,
    is_required: false,
    is_multiple: false,
    is_core_field: false,
    min_value: null,
    max_value: null,
    min_length: null,
    max_length: null,
    allowed_values: null,
    sort_order: n,
    is_active: true,
    ...extra,
  };
}
