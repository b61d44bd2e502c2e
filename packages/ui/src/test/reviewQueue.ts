// Realistic review-queue data and an in-memory fake of the review calls, for stories and tests.
import type {
  FieldDefinition,
  ProductDetailResponse,
  ProductField,
  RawField,
  RawProduct,
  ReviewQueueProduct,
  ReviewQueueStats,
} from '@curate/core';
import {
  COLOR_COUNTS,
  GROUPS,
  bottleFields,
  checkedBottleFields,
  checkedReviewFlags,
  colorDefinition,
  fid,
  fieldDefinitions,
  makeField,
  type CheckState,
} from './productFields';
import { apiFailure, type FixtureRoutes } from './fixtureApi';

export const COMPANY_ID = '3c9e0000-0000-4000-8000-00000000ac1e';

const NAMES: Array<[name: string, score: number, sources: number, description: string | null]> = [
  [
    'Stainless steel water bottle 750 ml',
    8.4,
    4,
    'Vacuum-insulated bottle that keeps drinks cold for 24 hours and hot for 12, with a leak-proof lid and powder-coated finish.',
  ],
  ['["Bamboo cutting board, large", "Bamboo board XL"]', 6.9, 3, 'Large bamboo board with juice groove.'],
  ['Wireless ergonomic mouse', 9.1, 6, null],
  ['Cotton crew-neck T-shirt, navy, M', 4.7, 2, 'Classic fit tee in organic cotton.'],
  ['LED desk lamp with USB-C port', 7.6, 5, 'Dimmable lamp with five colour temperatures.'],
  ['Cast iron skillet 26 cm', 3.2, 1, null],
  ['Noise-cancelling headphones', 8.8, 7, 'Over-ear headphones with 30-hour battery.'],
  ['Yoga mat, 6 mm, non-slip', 5.5, 3, null],
  ['Ceramic pour-over coffee dripper', 7.9, 4, null],
  ['Kids waterproof rain jacket, 6Y', 6.1, 2, null],
  ['Mechanical keyboard, brown switches', 9.4, 8, null],
  ['Glass food storage set (5 pieces)', 2.8, 1, null],
  ['Trail running shoes, size 42', 7.2, 5, null],
  ['Electric kettle 1.7 l, brushed steel', 8.0, 4, null],
  ['Linen duvet cover, queen', 6.6, 3, null],
  ['Portable Bluetooth speaker', 7.7, 6, null],
  ['Silicone baking mat set', 5.9, 2, null],
  ['Hardshell carry-on suitcase', 8.2, 5, null],
  ['Kids wooden building blocks (100)', 6.3, 2, null],
  ['Smart plug with energy monitoring', 7.4, 4, null],
  ['Chef knife 20 cm, VG-10 steel', 9.0, 6, null],
  ['Merino wool hiking socks (3 pairs)', 6.8, 3, null],
  ['Insulated lunch bag', 5.1, 2, null],
  ['Cordless drill 18 V', 8.6, 7, null],
  ['Reusable beeswax wraps', 4.2, 1, null],
  ['Wall-mounted bike rack', 6.0, 2, null],
];

/** Queue item n (0-based). Item 3 has no raw fields (limited input data); item 5 has no raw product. */
export function queueProduct(n: number): ReviewQueueProduct {
  const [clean_name, score, sources, description] = NAMES[n % NAMES.length]!;
  const day = String(28 - (n % 27)).padStart(2, '0');
  return {
    id: fid(10, n),
    product_id: `SKU-${10482 + n * 7}`,
    raw_product_id: n === 5 ? null : fid(11, n),
    clean_name,
    short_description: description,
    quality_confidence_score: score,
    review_status: 'pending',
    source_count: sources,
    enhanced_at: `2025-02-${day}T12:00:00.000Z`,
    updated_at: `2025-02-${day}T12:00:00.000Z`,
  };
}

/** A page's worth of queue items. */
export const queueProducts = (count = NAMES.length): ReviewQueueProduct[] =>
  Array.from({ length: count }, (_, n) => queueProduct(n));

export const reviewStats: ReviewQueueStats = { total_pending: NAMES.length, total_approved: 148, total_rejected: 12 };

/** The detail answer of a queue item: its enhanced fields, sources and history. */
export function productDetail(
  item: ReviewQueueProduct,
  fields: ProductField[] = bottleFields(),
): ProductDetailResponse {
  return {
    product: {
      id: item.id,
      product_id: item.product_id,
      customer_product_id: item.product_id,
      name: item.clean_name,
      clean_name: item.clean_name,
      short_description: item.short_description ?? null,
      description: null,
      long_description: null,
      review_status: 'pending',
      quality_confidence_score: item.quality_confidence_score,
      source_count: item.source_count,
      raw_product_id: item.raw_product_id,
      enhanced_at: item.enhanced_at,
      created_at: '2025-02-20T09:15:00.000Z',
      updated_at: item.updated_at ?? '2025-02-20T09:15:00.000Z',
      fields,
    },
    sources: [],
    history: [],
  };
}

/** The detail answer of a queue item whose latest enhancement left `state` to check (see checkedBottleFields). */
export function checkedProductDetail(item: ReviewQueueProduct, state: CheckState): ProductDetailResponse {
  const detail = productDetail(item, checkedBottleFields(state));
  return { ...detail, product: { ...detail.product, review_flags: checkedReviewFlags(state) } };
}

/** The raw product behind a queue item. */
export function rawProduct(item: ReviewQueueProduct): RawProduct {
  return {
    id: item.raw_product_id ?? fid(11, 999),
    customer_product_id: item.product_id,
    product_name: 'SS BOTTLE 750ML BLK',
    product_details: 'stainless bottle, double wall, 750ml, black, screw lid',
    source_system: 'csv_upload',
    import_batch_id: 'csv_upload_20250220_0915',
    source_url: 'https://supplier.example.com/catalog/ss-bottle-750',
    source_file_name: 'bulk_upload.csv',
    source_file_row: 42,
    processing_status: 'completed',
    enhanced_product_id: item.id,
    imported_at: '2025-02-20T09:15:00.000Z',
    created_at: '2025-02-20T09:15:02.000Z',
    processed_at: '2025-02-20T09:18:40.000Z',
    updated_at: '2025-02-20T09:18:40.000Z',
  };
}

/** The raw input fields: the four special ones and two extra CSV columns (spec part 1 §3). */
export function rawFields(item: ReviewQueueProduct): RawField[] {
  return [
    { field_name: 'raw_product_name', display_name: 'Product Name', values: ['SS BOTTLE 750ML BLK'] },
    {
      field_name: 'raw_product_details',
      display_name: 'Product Details',
      values: ['stainless bottle, double wall, 750ml, black, screw lid\nfits most cup holders'],
    },
    {
      field_name: 'raw_image_url',
      display_name: 'Image URL',
      values: ['https://images.example.com/catalog/ss-bottle-750-front.jpg'],
    },
    { field_name: 'raw_product_id', display_name: 'Product ID', values: [item.product_id] },
    { field_name: 'brand', display_name: 'Brand', values: ['HYDRO FLASK'] },
    { field_name: 'category', display_name: 'Category', values: ['Kitchen > Drinkware'] },
  ];
}

/** Options of the fake review API. */
export interface ReviewFixtureOptions {
  /** Pending products; default all 26. */
  products?: ReviewQueueProduct[];
  /** Route handlers replacing the fake's, by route id. */
  overrides?: FixtureRoutes;
}

/** An in-memory review API: the queue shrinks and the counters move as products are reviewed. */
export function reviewFixtureRoutes({
  products = queueProducts(),
  overrides = {},
}: ReviewFixtureOptions = {}): FixtureRoutes {
  let pending = [...products];
  const stats = { ...reviewStats, total_pending: pending.length };
  const details = new Map<string, ProductDetailResponse>();
  const definitions: FieldDefinition[] = [...fieldDefinitions(), colorDefinition()];
  const detailOf = (id: string) => {
    const item = products.find((p) => p.id === id);
    if (!item) throw apiFailure(404, 'Product not found');
    if (!details.has(id)) details.set(id, productDetail(item));
    return details.get(id)!;
  };
  const itemByRaw = (rawId: string) => products.find((p) => p.raw_product_id === rawId);
  const ok = { success: true, edit_history_id: null };
  return {
    getReviewQueue: ({ query }) => {
      const offset = Number(query?.offset ?? 0);
      const limit = Number(query?.limit ?? 20);
      return { products: pending.slice(offset, offset + limit), total: pending.length };
    },
    getReviewQueueStats: () => ({ ...stats, total_pending: pending.length }),
    getProduct: ({ params }) => detailOf(params.productId!),
    getRawProduct: ({ params }) => {
      const item = itemByRaw(params.rawProductId!);
      if (!item) throw apiFailure(404, 'Raw product not found');
      return rawProduct(item);
    },
    getRawProductFields: ({ params }) => {
      const item = itemByRaw(params.rawProductId!);
      return { fields: item && products.indexOf(item) !== 3 ? rawFields(item) : [] };
    },
    submitReview: ({ params, body }) => {
      const decision = (body as { review_status: string }).review_status;
      pending = pending.filter((p) => p.id !== params.productId);
      if (decision === 'approved') stats.total_approved += 1;
      if (decision === 'rejected') stats.total_rejected += 1;
      const { product } = detailOf(params.productId!);
      return { product: { ...product, review_status: decision }, changes_applied: 0 };
    },
    updateProductField: () => ({ ...ok, field: null }),
    deleteProductField: () => ok,
    bulkUpdateProductFields: () => ({
      success: true,
      updated_fields: 1,
      removed_fields: 0,
      created_values: 1,
      errors: [],
    }),
    addProductField: ({ params, body }) => {
      const { field_definition_id: defId, value } = body as { field_definition_id: string; value?: unknown };
      const def = definitions.find((d) => d.id === defId);
      if (!def) throw apiFailure(404, 'Field definition not found');
      const values = Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)];
      const refused = def.allowed_values && values.find((v) => !def.allowed_values!.includes(v));
      if (refused) throw apiFailure(422, `'${def.display_name}' does not allow '${refused}'`);
      const field = makeField(
        900 + definitions.indexOf(def),
        {
          field_name: def.field_name,
          display_name: def.display_name,
          field_definition_id: def.id,
          field_type: def.field_type,
          data_type: def.data_type,
          is_multiple: def.is_multiple,
          group_id: def.group_id,
          value_text: def.is_multiple ? JSON.stringify(values) : (values[0] ?? null),
          updated_by_type: 'user',
        },
        null,
      );
      const detail = detailOf(params.productId!);
      detail.product.fields = [...detail.product.fields, field];
      return { success: true, field, edit_history_id: null };
    },
    getFieldValues: ({ params }) => ({ values: params.fieldId === colorDefinition().id ? COLOR_COUNTS : [] }),
    listFieldGroups: () => ({
      groups: Object.values(GROUPS).map((g) => ({
        ...g,
        name: g.display_name.toLowerCase().replace(/\W+/g, '_'),
        description: null,
        field_count: 0,
        created_at: '2024-11-04T08:00:00.000Z',
      })),
    }),
    listFields: ({ query }) => {
      const search = String(query?.search ?? '').toLowerCase();
      const groupId = query?.group_id as string | undefined;
      const fields = definitions.filter(
        (d) =>
          (!groupId || d.group_id === groupId || d.group_id === null) &&
          (d.display_name.toLowerCase().includes(search) || d.field_name.includes(search)),
      );
      return { fields, total: fields.length };
    },
    createField: ({ body }) => {
      const input = body as Partial<FieldDefinition> & { field_name: string; display_name: string };
      const def: FieldDefinition = {
        ...fieldDefinitions()[0]!,
        ...input,
        id: fid(6, definitions.length + 1),
        usage_count: 0,
      } as FieldDefinition;
      definitions.push(def);
      return { field: def };
    },
    ...overrides,
  };
}
