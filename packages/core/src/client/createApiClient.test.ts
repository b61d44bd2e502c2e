import { afterAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { healthRoutes, type HealthResponse } from '../contract/health';
import { isApiError, type ApiError } from './ApiError';
import { API_TIMEOUT_MS, createApiClient } from './createApiClient';
import { testRoutes } from '../test/routes';
import { sendJson, startTestServer } from '../test/httpServer';

const server = await startTestServer();
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const item = { id: 'p/1', name: 'Widget', active: true };

const rejection = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => expect.fail('expected the call to reject'),
    (error: unknown) => {
      expect(isApiError(error)).toBe(true);
      return error as ApiError;
    },
  );

describe('createApiClient: successful calls against a real server', () => {
  const client = createApiClient({ baseUrl: `${server.origin}/`, getAccessToken: async () => 'tok' });

  it('parses a JSON answer with the route schema under /api/v2', async () => {
    const health = {
      status: 'healthy',
      database: { status: 'up', kind: 'pglite' },
      version: '1.0.0',
      timestamp: 'now',
    };
    server.handle((_, res) => sendJson(res, 200, { ...health, extra: 'stripped' }));
    const result = await client.request(healthRoutes.getHealth);
    expectTypeOf(result).toEqualTypeOf<HealthResponse>();
    expect(result).toEqual(health);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/v2/health' });
    expect(server.requests[0]?.headers.accept).toBe('application/json');
  });

  it('encodes path parameters', async () => {
    server.handle((_, res) => sendJson(res, 200, item));
    const result = await client.request(testRoutes.getItem, { params: { companyId: 'acme co', itemId: 'p/1?x#y' } });
    expect(result).toEqual(item);
    expect(server.requests[0]?.url).toBe('/api/v2/companies/acme%20co/items/p%2F1%3Fx%23y');
  });

  it('serialises the query: skips undefined, booleans as text, arrays as repeated keys, filter pairs as they are', async () => {
    server.handle((_, res) => sendJson(res, 200, { items: [], total: 0 }));
    await client.request(testRoutes.listItems, {
      query: {
        search_text: 'blue shirt',
        limit: 20,
        include_custom_fields: true,
        review_status: ['pending', 'approved'],
        filters: { filter_field_1: 'brand', filter_value_1: 'Acme & Co' },
        filter_field_2: 'color',
        filter_value_2: 'red',
      },
    });
    const query = new URL(server.requests[0]!.url, server.origin).searchParams;
    expect([...query]).toEqual([
      ['search_text', 'blue shirt'],
      ['limit', '20'],
      ['include_custom_fields', 'true'],
      ['review_status', 'pending'],
      ['review_status', 'approved'],
      ['filter_field_1', 'brand'],
      ['filter_value_1', 'Acme & Co'],
      ['filter_field_2', 'color'],
      ['filter_value_2', 'red'],
    ]);

    await client.request(testRoutes.listItems, { query: { search_text: undefined, include_custom_fields: false } });
    expect(server.requests[1]?.url).toBe('/api/v2/items?include_custom_fields=false');
    await client.request(testRoutes.listItems);
    expect(server.requests[2]?.url).toBe('/api/v2/items');
  });

  it('sends a JSON body with its content type', async () => {
    server.handle((req, res) => sendJson(res, 201, { ...item, name: (JSON.parse(req.body) as { name: string }).name }));
    const created = await client.request(testRoutes.createItem, { body: { name: 'Gadget', tags: ['new'] } });
    expect(created.name).toBe('Gadget');
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ name: 'Gadget', tags: ['new'] });
  });

  it('resolves a 207 (a partial outcome) with its parsed body, and sends an Idempotency-Key when given one', async () => {
    server.handle((_, res) => sendJson(res, 207, item));
    const partial = await client.request(testRoutes.createItem, {
      body: { name: 'Widget', tags: [] },
      idempotencyKey: 'import-2024-05-01-batch-3',
    });
    expect(partial).toEqual(item);
    expect(server.requests[0]?.headers['idempotency-key']).toBe('import-2024-05-01-batch-3');
    await client.request(testRoutes.createItem, { body: { name: 'Widget', tags: [] } });
    expect(server.requests[1]?.headers['idempotency-key']).toBeUndefined();
  });

  it('gives undefined for 204', async () => {
    server.handle((_, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(client.request(testRoutes.deleteItem, { params: { itemId: '9' } })).resolves.toBeUndefined();
    expect(server.requests[0]).toMatchObject({ method: 'DELETE', url: '/api/v2/items/9' });
  });

  it('returns the text of a text route, and a download as a blob with the Content-Disposition name', async () => {
    const csv = 'id,name\np1,"Widget, large"\n';
    server.handle((_, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="products_export_20240301.csv"',
      });
      res.end(csv);
    });
    const text = await client.request(testRoutes.exportItems, { query: { scope: 'all' } });
    expectTypeOf(text).toEqualTypeOf<string>();
    expect(text).toBe(csv);
    expect(server.requests[0]?.headers.accept).toBe('text/csv');

    const file = await client.download(testRoutes.exportItems, { query: { scope: 'filtered' } });
    expect(file.filename).toBe('products_export_20240301.csv');
    expect(file.blob.type).toMatch(/^text\/csv/);
    expect(await file.blob.text()).toBe(csv);
    expect(server.requests[1]?.url).toBe('/api/v2/items/export?scope=filtered');
  });

  it('rejects an answer that fails the route schema with invalid_response', async () => {
    server.handle((_, res) => sendJson(res, 200, { id: 'p1', name: 42 }));
    const error = await rejection(client.request(testRoutes.getItem, { params: { companyId: 'c', itemId: 'p1' } }));
    expect(error).toMatchObject({
      status: 200,
      code: 'invalid_response',
      routeId: 'getItem',
      body: { id: 'p1', name: 42 },
    });
    expect(error.message).toContain('name');

    server.handle((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"id": ');
    });
    const malformed = await rejection(client.request(testRoutes.getItem, { params: { companyId: 'c', itemId: 'p1' } }));
    expect(malformed.code).toBe('invalid_response');
  });
});

describe('createApiClient: bearer token', () => {
  it("awaits the getter on every 'token' call and sends its token; never on 'public' calls", async () => {
    let calls = 0;
    const client = createApiClient({
      baseUrl: server.origin,
      getAccessToken: async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return `token-${calls}`;
      },
    });
    server.handle((req, res) => sendJson(res, 200, req.url?.includes('detect') ? { auth_type: 'organization' } : item));
    await client.request(testRoutes.getItem, { params: { companyId: 'c', itemId: '1' } });
    await client.request(testRoutes.getItem, { params: { companyId: 'c', itemId: '2' } });
    await client.request(testRoutes.detectAuth, { body: { email: 'a@b.example' } });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      undefined,
    ]);
    expect(calls).toBe(2);
  });

  it('sends no Authorization header when the getter gives no token', async () => {
    const client = createApiClient({ baseUrl: server.origin, getAccessToken: async () => null });
    server.handle((_, res) => sendJson(res, 200, item));
    await client.request(testRoutes.getItem, { params: { companyId: 'c', itemId: '1' } });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('createApiClient: types', () => {
  it('types options and results from the route', () => {
    const client = createApiClient({ baseUrl: server.origin });
    // Compile-time checks only: the calls below are never made.
    const never = (): void => {
      expectTypeOf(
        client.request(testRoutes.deleteItem, { params: { itemId: '1' } }),
      ).resolves.toEqualTypeOf<undefined>();
      expectTypeOf(client.download(testRoutes.exportItems, { query: { scope: 'all' } })).resolves.toEqualTypeOf<{
        blob: Blob;
        filename: string | undefined;
      }>();
      // @ts-expect-error params are required for a route with path parameters
      void client.request(testRoutes.getItem);
      // @ts-expect-error a body field has the wrong type
      void client.request(testRoutes.createItem, { body: { name: 1, tags: [] } });
      // @ts-expect-error the route takes no query
      void client.request(healthRoutes.getHealth, { query: { a: 1 } });
    };
    expect(typeof never).toBe('function');
    expect(API_TIMEOUT_MS).toBe(30_000);
  });
});
