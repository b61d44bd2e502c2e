// Realistic catalogue data and an in-memory fake of the catalogue calls, for stories and tests.
import type { EnhancedProduct, FieldDefinition, FieldGroup, ReviewStatus } from '@curate/core';
import { fid } from './productFields';
import {
  apiFailure,
  createFixtureClient,
  type FixtureClient,
  type FixtureHandler,
  type FixtureRoutes,
} from './fixtureApi';

export const COMPANY_ID = '3c9e0000-0000-4000-8000-00000000ca7a';

type Row = [
  name: string,
  brand: string,
  material: string,
  capacity: number | null,
  dishwasher: boolean | null,
  score: number,
  description: string | null,
];
const ROWS: Row[] = [
  [
    'Stainless steel water bottle 750 ml',
    'Hydro Flask',
    'Stainless steel',
    750,
    false,
    8.4,
    'Vacuum-insulated bottle that keeps drinks cold for 24 hours and hot for 12.',
  ],
  [
    '["Bamboo cutting board, large", "Bamboo board XL"]',
    'Totally Bamboo',
    'Bamboo',
    null,
    false,
    6.9,
    'Large bamboo board with a juice groove.',
  ],
  ['Insulated travel mug 470 ml', 'Yeti', 'Stainless steel', 470, true, 9.1, 'Leak-proof lid, fits most cup holders.'],
  [
    'Glass food storage set (5 pieces)',
    'Pyrex',
    'Borosilicate glass',
    2500,
    true,
    4.7,
    'Oven-safe glass containers with snap lids.',
  ],
  ['Ceramic pour-over coffee dripper', 'Hario', 'Ceramic', 600, true, 7.6, null],
  [
    'Cast iron skillet 26 cm',
    'Lodge',
    'Cast iron',
    null,
    false,
    3.2,
    'Pre-seasoned skillet for stove, oven and campfire.',
  ],
  [
    'Electric kettle 1.7 l, brushed steel',
    'Bosch',
    'Stainless steel',
    1700,
    null,
    8.0,
    'Rapid boil with keep-warm function.',
  ],
  ['Silicone baking mat set', 'Silpat', 'Silicone', null, true, 5.9, null],
  ['Kids water bottle 350 ml', 'CamelBak', 'Tritan plastic', 350, true, 6.3, 'Spill-proof bite valve, BPA-free.'],
  ['French press 1 l', 'Bodum', 'Borosilicate glass', 1000, true, 7.2, 'Classic press with a stainless steel filter.'],
  ['Enamel camping mug', 'GSI Outdoors', 'Enamelled steel', 350, false, 5.1, null],
  ['Reusable beeswax wraps (3)', 'Bee\u2019s Wrap', 'Beeswax cotton', null, false, 4.2, null],
];
const STATUSES: ReviewStatus[] = [
  'approved',
  'approved',
  'pending',
  'approved',
  'rejected',
  'skipped',
  'approved',
  'pending',
];

/** Catalogue item n (0-based), cycling through twelve realistic products. */
export function catalogProduct(n: number): EnhancedProduct {
  const [clean_name, brand, material, capacity, dishwasher, score, description] = ROWS[n % ROWS.length]!;
  const day = String(28 - (n % 27)).padStart(2, '0');
  const sku = `SKU-${20410 + n * 3}`;
  return {
    id: fid(20, n),
    product_id: sku,
    customer_product_id: sku,
    name: clean_name.startsWith('[') ? 'BAMBOO BOARD LG' : clean_name.toUpperCase(),
    clean_name,
    short_description: description,
    description: null,
    long_description: null,
    review_status: STATUSES[n % STATUSES.length]!,
    quality_confidence_score: Math.max(0, Math.min(10, score - (n % 5) * 0.1)),
    source_count: 2 + (n % 5),
    custom_fields: { brand, material, capacity_ml: capacity, dishwasher_safe: dishwasher },
    enhanced_at: `2025-02-${day}T09:30:00.000Z`,
    created_at: `2025-01-${day}T08:00:00.000Z`,
    updated_at: `2025-03-${day.replace(/^[23]/, '1')}T14:20:00.000Z`,
  };
}

/** `count` catalogue items. */
export const catalogProducts = (count: number): EnhancedProduct[] =>
  Array.from({ length: count }, (_, n) => catalogProduct(n));

export const CATALOG_GROUPS: FieldGroup[] = [
  {
    id: fid(21, 1),
    name: 'basics',
    display_name: 'Basic Information',
    description: null,
    sort_order: 1,
    field_count: 1,
    created_at: '2025-01-01T00:00:00.000Z',
  },
  {
    id: fid(21, 2),
    name: 'specs',
    display_name: 'Specifications',
    description: null,
    sort_order: 2,
    field_count: 3,
    created_at: '2025-01-01T00:00:00.000Z',
  },
];

const def = (
  n: number,
  field_name: string,
  display_name: string,
  extra: Partial<FieldDefinition>,
): FieldDefinition => ({
  id: fid(22, n),
  field_name,
  display_name,
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
  usage_count: 40,
  ...extra,
});

/** Fields of each filter input kind: select (Brand), text (Material), number (Capacity), boolean (Dishwasher Safe), free (Manufacturer Website). */
export const CATALOG_FIELDS: FieldDefinition[] = [
  def(1, 'brand', 'Brand', { field_type: 'select', group_id: CATALOG_GROUPS[0]!.id }),
  def(2, 'material', 'Material', { group_id: CATALOG_GROUPS[1]!.id }),
  def(3, 'capacity_ml', 'Capacity (ml)', {
    field_type: 'number',
    data_type: 'number',
    group_id: CATALOG_GROUPS[1]!.id,
  }),
  def(4, 'dishwasher_safe', 'Dishwasher Safe', {
    field_type: 'boolean',
    data_type: 'boolean',
    group_id: CATALOG_GROUPS[1]!.id,
  }),
  def(5, 'manufacturer_website', 'Manufacturer Website', { field_type: 'url', data_type: 'url' }),
];

/** Whether a product passes one filter (text contains, number exact or 'a-b', boolean, exact value). */
function passes(product: EnhancedProduct, field: string, value: string): boolean {
  const actual = product.custom_fields?.[field];
  const kind = CATALOG_FIELDS.find((f) => f.field_name === field);
  if (value === '') return actual != null;
  if (kind?.data_type === 'number') {
    const [min, max = min] = value.split('-').map(Number);
    return typeof actual === 'number' && actual >= min! && actual <= max!;
  }
  if (kind?.data_type === 'boolean') return String(actual) === value;
  if (kind?.field_type === 'text')
    return String(actual ?? '')
      .toLowerCase()
      .includes(value.toLowerCase());
  return String(actual ?? '') === value;
}

const SORTS: Record<string, (a: EnhancedProduct, b: EnhancedProduct) => number> = {
  updated_at: (a, b) => b.updated_at.localeCompare(a.updated_at),
  created_at: (a, b) => b.created_at.localeCompare(a.created_at),
  product_id: (a, b) => a.product_id.localeCompare(b.product_id),
  quality_confidence_score: (a, b) => (b.quality_confidence_score ?? 0) - (a.quality_confidence_score ?? 0),
};

/** GET /products over `products`: search, status, filter pairs, sort and paging, as the server answers. */
export function listProductsHandler(products: readonly EnhancedProduct[]): FixtureHandler {
  return ({ query = {} }) => {
    const q = query as Record<string, string | number | undefined>;
    const search = String(q.search_text ?? '').toLowerCase();
    const pairs = Object.keys(q)
      .filter((k) => k.startsWith('filter_field_'))
      .map((k) => [String(q[k]), String(q[k.replace('field', 'value')] ?? '')] as const);
    const matched = products
      .filter(
        (p) => !search || `${p.clean_name} ${p.short_description ?? ''} ${p.product_id}`.toLowerCase().includes(search),
      )
      .filter((p) => !q.review_status || p.review_status === q.review_status)
      .filter((p) => pairs.every(([field, value]) => passes(p, field, value)))
      .sort(SORTS[String(q.sort_by ?? 'updated_at')]);
    const limit = Number(q.limit ?? 20);
    const offset = Number(q.offset ?? 0);
    const page = matched.slice(offset, offset + limit);
    return { products: page, total: matched.length, limit, offset, has_more: offset + page.length < matched.length };
  };
}

/** Options of the catalogue fixtures. */
export interface CatalogFixtureOptions {
  /** The catalogue; default 53 products. */
  products?: EnhancedProduct[];
  /** Route handlers replacing the defaults (by route id). */
  overrides?: FixtureRoutes;
  /** Answers an export; default a small CSV named products_export_20250302_141503.csv. */
  download?: (query: Record<string, unknown>) => Promise<{ blob: Blob; filename: string | undefined }>;
}

export const EXPORT_FILE_NAME = 'products_export_20250302_141503.csv';

/** The fake catalogue API: products, fields, field groups, field values and the export. */
export function catalogFixtureClient({
  products = catalogProducts(53),
  overrides = {},
  download,
}: CatalogFixtureOptions = {}): FixtureClient {
  const brandCounts = new Map<string, number>();
  for (const p of products)
    brandCounts.set(String(p.custom_fields?.brand), (brandCounts.get(String(p.custom_fields?.brand)) ?? 0) + 1);
  const client = createFixtureClient({
    listProducts: listProductsHandler(products),
    listFields: () => ({ fields: CATALOG_FIELDS, total: CATALOG_FIELDS.length }),
    listFieldGroups: () => ({ groups: CATALOG_GROUPS }),
    getFieldValues: ({ params }) => {
      if (params.fieldId !== CATALOG_FIELDS[0]!.id) return { values: [] };
      return { values: [...brandCounts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count) };
    },
    ...overrides,
  });
  const answer =
    download ??
    (async () => ({
      blob: new Blob(['product_id,name\r\nSKU-20410,Stainless steel water bottle 750 ml\r\n'], { type: 'text/csv' }),
      filename: EXPORT_FILE_NAME,
    }));
  client.download = (async (route: { id: string }, options: { query?: Record<string, unknown> } = {}) => {
    client.calls.push({ routeId: route.id, params: {}, query: options.query });
    return answer(options.query ?? {});
  }) as FixtureClient['download'];
  return client;
}

/** An export that fails as the server would. */
export const failingExport = async (): Promise<never> => {
  throw apiFailure(500, 'Export worker unavailable', 'exportProducts');
};
