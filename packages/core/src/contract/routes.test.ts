import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API_PREFIX, API_VERSION, DEPRECATION_NOTICE_DAYS, type RouteDef } from './route';
import { apiRoutes, routeGroups } from './routes';

const routes = Object.entries(apiRoutes) as [string, RouteDef][];

/** Every call of section 7 of the three spec parts, with the path parameters named as the contract names them. */
const SPEC_CALLS = [
  // part 1 §7
  'POST /public/detect-user-auth',
  'GET /users/me',
  'GET /health',
  'GET /companies/:companyId',
  'GET /companies/by-code/:companyCode',
  'GET /companies/:companyId/review-queue',
  'GET /companies/:companyId/review-queue/stats',
  'POST /companies/:companyId/products/:productId/review',
  'PUT /companies/:companyId/products/:productId/review',
  'GET /companies/:companyId/raw-products/:rawProductId',
  'GET /companies/:companyId/raw-products/:rawProductId/fields',
  'GET /companies/:companyId/products/:productId',
  'GET /companies/:companyId/products',
  'PUT /companies/:companyId/products/:productId',
  'DELETE /companies/:companyId/products/:productId',
  'GET /companies/:companyId/products/export',
  'GET /companies/:companyId/products/:productId/sources',
  'PUT /companies/:companyId/products/:productId/fields/:fieldId',
  'POST /companies/:companyId/products/:productId/fields',
  'DELETE /companies/:companyId/products/:productId/fields/:fieldId',
  'POST /companies/:companyId/products/:productId/bulk-update-fields',
  'GET /companies/:companyId/fields',
  'POST /companies/:companyId/fields',
  'GET /companies/:companyId/fields/:fieldId/values',
  'GET /companies/:companyId/field-groups',
  'GET /companies/:companyId/products/:productId/history',
  'GET /companies/:companyId/products/:productId/fields/:fieldId/history',
  'POST /companies/:companyId/products/:productId/history/:historyId/revert',
  // part 2 §7
  'POST /companies/:companyId/raw-products/import',
  'POST /companies/:companyId/raw-products/:rawProductId/enhance',
  'GET /companies/:companyId/enhancement-jobs',
  'GET /companies/:companyId/enhancement-jobs/:jobId',
  'DELETE /companies/:companyId/enhancement-jobs/:jobId',
  'POST /companies/:companyId/enhancement-jobs/:jobId/rerun',
  'GET /companies/:companyId/dashboard/stats',
  'GET /companies/:companyId/dashboard/activity',
  'GET /companies/:companyId/raw-products',
  'GET /enhancement/tones',
  'GET /enhancement/fields',
  'PUT /companies/:companyId/users/:userId',
  'GET /companies/by-code/:companyCode/enhancement-config',
  'PUT /companies/by-code/:companyCode/enhancement-config',
  'PUT /companies/:companyId/raw-products/:rawProductId/fields',
  'GET /companies/:companyId/review-history',
  'GET /companies/:companyId/users',
  'POST /companies/:companyId/users',
  'GET /companies/:companyId/users/:userId',
  'GET /companies/:companyId/scheme-manager',
  'PUT /companies/:companyId/scheme-manager/fields/reorder',
  'PUT /companies/:companyId/field-groups/reorder',
  'POST /companies/:companyId/field-groups',
  'PUT /companies/:companyId/field-groups/:groupId',
  'DELETE /companies/:companyId/field-groups/:groupId',
  'PUT /companies/:companyId/fields/:fieldId',
  'DELETE /companies/:companyId/fields/:fieldId',
  'POST /companies/:companyId/scheme-manager/fields/merge-preview',
  'POST /companies/:companyId/scheme-manager/fields/merge',
  'POST /companies/:companyId/scheme-manager/fields/:fieldId/validate-migration',
  'POST /companies/:companyId/scheme-manager/fields/:fieldId/migrate',
  'POST /companies/:companyId/schema/merge/ai-suggestions',
  'GET /companies/:companyId/schema/merge/suggestions',
  'POST /companies/:companyId/schema/merge/suggestions/:suggestionId/accept',
  'POST /companies/:companyId/schema/merge/suggestions/:suggestionId/dismiss',
  'POST /internal/openai/merge-analysis',
  // part 3 §7
  'DELETE /companies/:companyId/users/:userId',
  'PUT /companies/:companyId/users/:userId/role',
  'GET /companies/:companyId/invitations',
  'POST /companies/:companyId/invitations',
  'DELETE /companies/:companyId/invitations/:invitationId',
  'GET /companies/:companyId/stats',
  'GET /companies/:companyId/billing/account',
  'GET /companies/:companyId/billing/transactions',
  'PUT /companies/:companyId/billing/limits',
  'GET /companies/:companyId/billing/usage',
  'GET /companies/:companyId/billing/usage/export',
  'GET /companies/:companyId/billing/notifications',
  'PUT /companies/:companyId/billing/notifications/:notificationId/read',
  'GET /admin/companies',
  'POST /admin/companies',
  'GET /admin/companies/:companyId',
  'PUT /admin/companies/:companyId',
  'POST /admin/companies/:companyId/users',
  'GET /billing/overview',
  'GET /billing/accounts/:companyId',
  'GET /billing/companies/:companyId/transactions',
  'POST /billing/companies/:companyId/credits',
  'PUT /billing/companies/:companyId/internal-limits',
  'PUT /billing/companies/:companyId/overages',
  'PUT /billing/companies/:companyId/status',
  'GET /billing/companies/:companyId/token-usage',
  'GET /billing/usage/export',
  'GET /realtime/job/:jobId/progress',
  'GET /realtime/billing/:companyId',
  'POST /realtime/billing/:companyId/invalidate-cache',
  'GET /companies',
  'PUT /companies/:companyId/raw-products/:rawProductId',
  'DELETE /companies/:companyId/raw-products/:rawProductId',
] as const;

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);

function shapeKeys(schema: z.ZodMiniType | undefined): string[] {
  if (schema === undefined) return [];
  expect(schema).toBeInstanceOf(z.ZodMiniObject);
  return Object.keys((schema as z.ZodMiniObject).shape);
}

/** Paths inside a schema where a one-way transform sits (z.encode cannot pass those); codecs are two-way. */
function oneWayTransforms(schema: z.core.$ZodType, at = '$', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (child: unknown, where: string) =>
    child ? oneWayTransforms(child as z.core.$ZodType, where, seen) : [];
  switch (def.type) {
    case 'transform':
      return [at];
    case 'pipe':
      return [...walk(def.in, `${at}<in>`), ...walk(def.out, `${at}<out>`)];
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) => walk(child, `${at}.${key}`)),
        ...walk(def.catchall, `${at}.*`),
      ];
    case 'array':
      return walk(def.element, `${at}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((child, i) => walk(child, `${at}|${i}`));
    case 'record':
      return [...walk(def.keyType, `${at}{key}`), ...walk(def.valueType, `${at}{}`)];
    case 'intersection':
      return [...walk(def.left, at), ...walk(def.right, at)];
    case 'lazy':
      return walk((def.getter as () => unknown)(), at);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, at);
    default:
      return [];
  }
}

describe('apiRoutes', () => {
  it('keys every route by its id, with no key lost when the features are merged', () => {
    for (const [key, route] of routes) expect(route.id).toBe(key);
    const total = Object.values(routeGroups).reduce((n, group) => n + Object.keys(group).length, 0);
    expect(routes).toHaveLength(total);
  });

  it('declares each (method, path) once, every path starting with /', () => {
    const seen = new Map<string, string>();
    for (const [key, route] of routes) {
      expect(route.path, key).toMatch(/^\/[a-z0-9\-/:A-Za-z_]*$/);
      const call = `${route.method} ${route.path}`;
      expect(seen.get(call), `${key} repeats ${call}`).toBeUndefined();
      seen.set(call, key);
    }
  });

  it('has a params key for every :param of the path, and no other', () => {
    for (const [key, route] of routes) {
      expect(shapeKeys(route.params).sort(), key).toEqual(pathParams(route.path).sort());
    }
  });

  it('covers every call of section 7 of the three spec parts', () => {
    const declared = new Set(routes.map(([, r]) => `${r.method} ${r.path}`));
    expect(SPEC_CALLS.filter((call) => !declared.has(call))).toEqual([]);
  });

  it('is public only for health, sign-in detection and the invitation link (its token is the credential)', () => {
    expect(
      routes
        .filter(([, r]) => r.auth === 'public')
        .map(([key]) => key)
        .sort(),
    ).toEqual(['acceptInvitation', 'detectUserAuth', 'getHealth', 'previewInvitation']);
  });

  it('sends no body with GET or DELETE, and has a summary and tag everywhere', () => {
    for (const [key, route] of routes) {
      if (route.method === 'GET' || route.method === 'DELETE') expect(route.body, key).toBeUndefined();
      expect(route.summary.length, key).toBeGreaterThan(5);
      expect(route.tag, key).toMatch(/^[a-z-]+$/);
    }
  });

  it('declares the CSV downloads as text/csv string responses', () => {
    const csv = routes.filter(([, r]) => r.responseType === 'text');
    expect(csv.map(([key]) => key).sort()).toEqual(['exportAdminUsage', 'exportBillingUsage', 'exportProducts']);
    for (const [, route] of csv) {
      expect(route.contentType).toBe('text/csv');
      expect(route.response.parse('sku,name\nSKU-1,Drill\n')).toBe('sku,name\nSKU-1,Drill\n');
      expect(route.response.safeParse({}).success).toBe(false);
    }
  });

  it('has no one-way transform in any response, so the server can z.encode every answer', () => {
    const found = routes.flatMap(([key, route]) => oneWayTransforms(route.response).map((where) => `${key} ${where}`));
    expect(found).toEqual([]);
  });

  it('turns every schema into JSON Schema for the OpenAPI document (requests as input, answers as output)', () => {
    for (const [key, route] of routes) {
      for (const slot of ['params', 'query', 'body'] as const) {
        const schema = route[slot];
        if (schema)
          expect(
            () => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }),
            `${key}.${slot}`,
          ).not.toThrow();
      }
      expect(
        () => z.toJSONSchema(route.response, { io: 'output', unrepresentable: 'throw' }),
        `${key}.response`,
      ).not.toThrow();
    }
  });

  it('names every schema the OpenAPI document hoists (recursive ones), so no $ref points to a generated schemaN', () => {
    const unnamed: string[] = [];
    for (const [key, route] of routes) {
      const slots = [
        ['params', route.params, 'input'],
        ['query', route.query, 'input'],
        ['body', route.body, 'input'],
        ['response', route.response, 'output'],
      ] as const;
      for (const [slot, schema, io] of slots) {
        if (!schema) continue;
        // The settings fastify-type-provider-zod uses: cycles become $refs, reused schemas are inlined.
        const json = z.toJSONSchema(schema, { io, cycles: 'ref', reused: 'inline', unrepresentable: 'any' });
        const generated = Object.keys(json.$defs ?? {}).filter((name) => /^__schema\d+$/.test(name));
        if (generated.length > 0) unnamed.push(`${key}.${slot}: give the recursive schema a .meta({ id })`);
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('carries the API version whose major is the version of the path', () => {
    expect(API_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(API_PREFIX).toBe(`/api/v${API_VERSION.split('.')[0]}`);
  });

  it('deprecates a call only with real dates, a sunset after the notice, and a replacement that exists', () => {
    const day = (value: string) => Date.parse(`${value}T00:00:00Z`);
    for (const [key, route] of routes) {
      const deprecation = route.deprecated;
      if (!deprecation) continue;
      expect(deprecation.since, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(day(deprecation.since)), key).toBe(false);
      if (deprecation.sunset)
        expect(day(deprecation.sunset) - day(deprecation.since), key).toBeGreaterThanOrEqual(
          DEPRECATION_NOTICE_DAYS * 24 * 60 * 60 * 1000,
        );
      if (deprecation.replacement) expect(Object.keys(apiRoutes), key).toContain(deprecation.replacement);
    }
  });

  it('validates every company-scoped path parameter as a uuid', () => {
    for (const [key, route] of routes) {
      if (!route.params) continue;
      const shape = (route.params as z.ZodMiniObject).shape as Record<string, z.ZodMiniType>;
      for (const [name, schema] of Object.entries(shape)) {
        if (name === 'companyCode') continue;
        expect(schema.safeParse('not-a-uuid').success, `${key}.${name}`).toBe(false);
        expect(schema.safeParse('9b2f4c1e-3d5a-4e8b-9c7d-1a2b3c4d5e6f').success, `${key}.${name}`).toBe(true);
      }
    }
  });
});
