// Test-only: a fake catalogue API on a real HTTP server (products, fields, field groups, values, export).
import type { EnhancedProduct, FieldDefinition, FieldGroup } from '../contract/index';
import { sendJson, startTestServer, type RecordedRequest, type TestServer } from './httpServer';
import { pathOf, queryOf } from './fakeApi';
import { definition, uid } from './fixtures';

export const COMPANY = uid(900);
export const base = `/companies/${COMPANY}`;

/** Catalogue item n (1-based): id uid(n), SKU-{10000+n}. */
export function catalogItem(n: number, extra: Partial<EnhancedProduct> = {}): EnhancedProduct {
  return {
    id: uid(n),
    product_id: `SKU-${10000 + n}`,
    customer_product_id: `SKU-${10000 + n}`,
    name: `RAW PRODUCT ${n}`,
    clean_name: `Product ${n}`,
    short_description: `Description ${n}`,
    description: null,
    long_description: null,
    review_status: 'approved',
    quality_confidence_score: 7.5,
    source_count: 2,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-02T10:00:00.000Z',
    ...extra,
  };
}

/** A catalogue field definition: definition(n) named `field_name`, used in 10 products. */
export function fieldDef(
  n: number,
  field_name: string,
  display_name: string,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition {
  return definition(n, { field_name, display_name, usage_count: 10, ...extra });
}

export const SPECS: FieldGroup = {
  id: uid(300),
  name: 'specs',
  display_name: 'Specifications',
  description: null,
  sort_order: 1,
  field_count: 2,
  created_at: '2025-01-01T00:00:00.000Z',
};
export const FIELDS = [
  fieldDef(1, 'material', 'Material', { group_id: SPECS.id }),
  fieldDef(2, 'capacity_ml', 'Capacity (ml)', { group_id: SPECS.id, field_type: 'number', data_type: 'number' }),
  fieldDef(3, 'brand', 'Brand', { field_type: 'select' }),
];

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
export type CatalogRoutes = Record<string, (request: RecordedRequest) => Answer>;

/** A catalogue of `total` products served in pages, plus fields, groups, brand values and a CSV export. */
export function catalogRoutes(total: number, extra: CatalogRoutes = {}): CatalogRoutes {
  const all = Array.from({ length: total }, (_, i) => catalogItem(i + 1));
  return {
    [`GET ${base}/products`]: (r) => {
      const { limit, offset } = queryOf(r);
      const page = all.slice(Number(offset), Number(offset) + Number(limit));
      return {
        body: {
          products: page,
          total,
          limit: Number(limit),
          offset: Number(offset),
          has_more: Number(offset) + page.length < total,
        },
      };
    },
    [`GET ${base}/fields`]: () => ({ body: { fields: FIELDS, total: FIELDS.length } }),
    [`GET ${base}/field-groups`]: () => ({ body: { groups: [SPECS] } }),
    [`GET ${base}/fields/${FIELDS[2]!.id}/values`]: () => ({
      body: {
        values: [
          { value: 'Hydro Flask', count: 12 },
          { value: 'Yeti', count: 4 },
        ],
      },
    }),
    [`GET ${base}/products/export`]: () => ({
      body: 'product_id,name\r\nSKU-10001,Product 1\r\n',
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="products_export_20250302_141503.csv"',
      },
    }),
    ...extra,
  };
}

/** Starts the fake; JSON bodies unless the answer sets its own Content-Type (then the body is sent as text). */
export async function startCatalogApi(routes: CatalogRoutes): Promise<TestServer> {
  const server = await startTestServer();
  server.handle((request, response) => {
    const answer = routes[`${request.method} ${pathOf(request)}`];
    if (!answer) return sendJson(response, 404, { detail: 'Not found', code: 'not_found' });
    const { status = 200, body, headers } = answer(request);
    if (!headers?.['Content-Type']) return sendJson(response, status, body);
    response.writeHead(status, headers);
    response.end(String(body));
  });
  return server;
}
