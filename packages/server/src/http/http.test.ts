import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorBody, defineRoute } from '@curate/core/contract';
import { HttpError, registerRoute } from './index';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { buildTestApp } from '../test/app';
import { withTestRoutes } from '../test/auth';
import type { Principal } from '../auth/principal';

const Item = z.object({ id: z.number(), name: z.string() });

const testRoutes = {
  createItem: defineRoute({
    id: 'testCreateItem',
    method: 'POST',
    path: '/test/groups/:groupId/items',
    params: z.object({ groupId: z.coerce.number().int().positive() }),
    query: z.object({ mode: z.enum(['draft', 'final']).optional() }),
    body: z.object({ name: z.string().min(1), tags: z.array(z.string()).default([]) }),
    response: Item,
    status: 201,
    auth: 'public',
    summary: 'Test-only: create an item.',
    tag: 'test',
  }),
  spend: defineRoute({
    id: 'testSpend',
    method: 'POST',
    path: '/test/spend',
    response: Item,
    auth: 'public',
    summary: 'x',
    tag: 'test',
  }),
  boom: defineRoute({
    id: 'testBoom',
    method: 'GET',
    path: '/test/boom',
    response: Item,
    auth: 'public',
    summary: 'x',
    tag: 'test',
  }),
  badShape: defineRoute({
    id: 'testBadShape',
    method: 'GET',
    path: '/test/bad-shape',
    response: Item,
    auth: 'public',
    summary: 'x',
    tag: 'test',
  }),
  secret: defineRoute({
    id: 'testSecret',
    method: 'GET',
    path: '/test/secret',
    response: Item,
    auth: 'token',
    summary: 'x',
    tag: 'test',
  }),
  remove: defineRoute({
    id: 'testRemove',
    method: 'DELETE',
    path: '/test/items/:id',
    params: z.object({ id: z.string() }),
    response: z.void(),
    status: 204,
    auth: 'public',
    summary: 'x',
    tag: 'test',
  }),
  exportCsv: defineRoute({
    id: 'testExport',
    method: 'GET',
    path: '/test/export',
    response: z.string(),
    responseType: 'text',
    contentType: 'text/csv',
    auth: 'public',
    summary: 'x',
    tag: 'test',
  }),
  upload: defineRoute({
    id: 'testUpload',
    method: 'POST',
    path: '/test/upload',
    body: z.object({ data: z.string() }),
    response: z.object({ size: z.number() }),
    auth: 'public',
    summary: 'x',
    tag: 'test',
  }),
} as const;

async function setup(options: Parameters<typeof buildTestApp>[0] = {}) {
  const lines: string[] = [];
  const handle = await buildTestApp({
    database,
    logger: { stream: { write: (line) => lines.push(line) } },
    accessMatrix: withTestRoutes(Object.values(testRoutes)),
    ...options,
  });
  const { app } = handle;
  registerRoute(app, testRoutes.createItem, async (request) => ({
    id: request.params.groupId * 100 + request.body.tags.length,
    name: `${request.body.name}:${request.query.mode ?? 'none'}`,
  }));
  registerRoute(
    app,
    testRoutes.spend,
    async () => {
      throw new HttpError(402, 'insufficient_credits', 'Not enough credits', {
        current_balance: 3,
        required_credits: 5,
      });
    },
    { errors: [402] },
  );
  registerRoute(app, testRoutes.boom, async () => {
    throw new Error('connection to db-secret-host refused');
  });
  registerRoute(app, testRoutes.badShape, async () => ({ id: 'not a number' }) as never);
  registerRoute(app, testRoutes.secret, async () => ({ id: 1, name: 'secret' }));
  registerRoute(app, testRoutes.remove, async () => undefined);
  registerRoute(app, testRoutes.exportCsv, async () => 'sku,name\nA1,Widget\n', {
    filename: () => 'products_export_2024-01-02.csv',
  });
  registerRoute(app, testRoutes.upload, async (request) => ({ size: request.body.data.length }), {
    bodyLimit: 64 * 1024,
  });
  return { ...handle, lines };
}

// One embedded database for the file: these tests exercise HTTP behaviour, not data.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.cleanup();
});

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function app(options?: Parameters<typeof buildTestApp>[0]) {
  const handle = await setup(options);
  close = handle.close;
  return handle;
}

describe('registerRoute', () => {
  it('validates and parses params, query and body, answering the declared status', async () => {
    const { app: server } = await app();
    const res = await server.inject({
      method: 'POST',
      url: '/api/v2/test/groups/7/items?mode=final',
      payload: { name: 'Widget', tags: ['a', 'b'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 702, name: 'Widget:final' });
  });

  it('answers validation failures with 422 and a {loc, msg} list naming body, query or path', async () => {
    const { app: server } = await app();
    const body = await server.inject({
      method: 'POST',
      url: '/api/v2/test/groups/7/items',
      payload: { name: '', tags: ['a', 3] },
    });
    expect(body.statusCode).toBe(422);
    const parsed = ApiErrorBody.parse(body.json());
    expect(parsed.code).toBe('validation_error');
    expect(parsed.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'name'], msg: expect.any(String) }),
      expect.objectContaining({ loc: ['body', 'tags', 1], msg: expect.any(String) }),
    ]);

    const query = await server.inject({
      method: 'POST',
      url: '/api/v2/test/groups/7/items?mode=nope',
      payload: { name: 'x' },
    });
    expect(query.statusCode).toBe(422);
    expect(query.json().detail[0].loc).toEqual(['query', 'mode']);

    const path = await server.inject({ method: 'POST', url: '/api/v2/test/groups/abc/items', payload: { name: 'x' } });
    expect(path.statusCode).toBe(422);
    expect(path.json().detail[0].loc).toEqual(['path', 'groupId']);
  });

  it('answers a missing body with 422 at loc ["body"]', async () => {
    const { app: server } = await app();
    const res = await server.inject({ method: 'POST', url: '/api/v2/test/groups/1/items' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body']);
  });

  it('answers 204 with no body when a handler returns nothing', async () => {
    const { app: server } = await app();
    const res = await server.inject({ method: 'DELETE', url: '/api/v2/test/items/abc' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('sends text downloads with their content type and an attachment file name', async () => {
    const { app: server } = await app();
    const res = await server.inject({ method: 'GET', url: '/api/v2/test/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products_export_2024-01-02.csv"');
    expect(res.body).toBe('sku,name\nA1,Widget\n');
  });
});

describe('error answers', () => {
  it('answers unknown routes with 404 and a known path with another method with 405, in the error shape', async () => {
    const { app: server } = await app();
    for (const [method, url] of [
      ['GET', '/api/v2/nope'],
      ['GET', '/'],
      ['POST', '/api/v2/nope/1'],
    ] as const) {
      const res = await server.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found', code: 'not_found' });
    }
    const wrongMethod = await server.inject({ method: 'DELETE', url: '/api/v2/health?x=<script>' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect(wrongMethod.json()).toEqual({ detail: 'Method Not Allowed', code: 'method_not_allowed' });
    const withParams = await server.inject({ method: 'PUT', url: '/api/v2/test/groups/7/items' });
    expect(withParams.statusCode).toBe(405);
    expect(withParams.headers.allow).toBe('POST');
  });

  it('answers malformed JSON with 400 Invalid JSON body', async () => {
    const { app: server } = await app();
    const res = await server.inject({
      method: 'POST',
      url: '/api/v2/test/groups/1/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Invalid JSON body', code: 'bad_request' });
  });

  it('answers an unsupported content type with 415', async () => {
    const { app: server } = await app();
    const res = await server.inject({
      method: 'POST',
      url: '/api/v2/test/groups/1/items',
      headers: { 'content-type': 'application/xml' },
      payload: '<item/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Unsupported media type', code: 'unsupported_media_type' });
  });

  it('answers a text/plain or form body on a JSON route with 415, not 422', async () => {
    const { app: server } = await app();
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded']) {
      const res = await server.inject({
        method: 'POST',
        url: '/api/v2/test/groups/1/items',
        headers: { 'content-type': type },
        payload: '{"name":"x"}',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ detail: 'Unsupported media type', code: 'unsupported_media_type' });
    }
  });

  it('answers a body above the limit with 413, and honours a per-route limit', async () => {
    const { app: server } = await app({ env: { BODY_LIMIT_BYTES: '1024' } });
    const big = { name: 'x'.repeat(2048) };
    const res = await server.inject({ method: 'POST', url: '/api/v2/test/groups/1/items', payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large', code: 'payload_too_large' });

    const upload = await server.inject({
      method: 'POST',
      url: '/api/v2/test/upload',
      payload: { data: 'x'.repeat(4096) },
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toEqual({ size: 4096 });
  });

  it('maps HttpError to its status, code, detail and extra fields', async () => {
    const { app: server } = await app();
    const res = await server.inject({ method: 'POST', url: '/api/v2/test/spend' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      detail: 'Not enough credits',
      code: 'insufficient_credits',
      current_balance: 3,
      required_credits: 5,
    });
  });

  it('answers an unexpected throw with a bare 500 and logs the stack server-side only', async () => {
    const { app: server, lines } = await app();
    const res = await server.inject({ method: 'GET', url: '/api/v2/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' });
    expect(res.body).not.toContain('db-secret-host');
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.err?.message?.includes('db-secret-host'));
    expect(logged?.level).toBe(50);
    expect(logged?.err.stack).toContain('http.test.ts');
  });

  it('answers a response that breaks the contract with 500 and logs it as a schema failure', async () => {
    const { app: server, lines } = await app();
    const res = await server.inject({ method: 'GET', url: '/api/v2/test/bad-shape' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error', code: 'internal_error' });
    const logged = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'Response does not match the contract schema');
    expect(logged?.level).toBe(50);
    expect(logged?.issues?.length).toBeGreaterThan(0);
  });
});

describe('token routes', () => {
  it('reject a request without a bearer token with 401 before running the handler', async () => {
    const { app: server } = await app();
    const res = await server.inject({ method: 'GET', url: '/api/v2/test/secret' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated', code: 'unauthorized' });
    const basic = await server.inject({
      method: 'GET',
      url: '/api/v2/test/secret',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('reject a malformed bearer token with 401 and a WWW-Authenticate challenge', async () => {
    const { app: server } = await app();
    const res = await server.inject({
      method: 'GET',
      url: '/api/v2/test/secret',
      headers: { authorization: 'Bearer abc' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid or expired token', code: 'unauthorized' });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="curate", error="invalid_token"');
  });

  it('run the handler once authentication has set a principal', async () => {
    const principal = { userId: 'u', role: 'tenant-user', companyId: null } as unknown as Principal;
    const { app: server } = await app({
      authenticate: async (request) => {
        request.principal = principal;
      },
    });
    const res = await server.inject({
      method: 'GET',
      url: '/api/v2/test/secret',
      headers: { authorization: 'Bearer abc' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('use the authenticate hook given to buildApp', async () => {
    const { app: server } = await app({
      authenticate: async () => {
        throw HttpError.forbidden('Account suspended', { reason: 'suspended' });
      },
    });
    const res = await server.inject({
      method: 'GET',
      url: '/api/v2/test/secret',
      headers: { authorization: 'Bearer abc' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Account suspended', code: 'forbidden', reason: 'suspended' });
    const open = await server.inject({ method: 'GET', url: '/api/v2/health' });
    expect(open.statusCode).toBe(200);
  });
});
