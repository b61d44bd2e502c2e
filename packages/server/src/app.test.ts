import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@curate/core/contract';
import { registerRoute } from './http/index';
import { createTestDatabase, type TestDatabase } from './test/database';
import { buildTestApp } from './test/app';
import { withTestRoutes } from './test/auth';

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
  const handle = await buildTestApp({ database, accessMatrix: withTestRoutes([tokenRoute, csvRoute]), ...options });
  close = handle.close;
  return handle;
}

const tokenRoute = defineRoute({
  id: 'testGetThing',
  method: 'GET',
  path: '/test/things/:thingId',
  params: z.object({ thingId: z.string() }),
  query: z.object({ limit: z.coerce.number().int().default(20) }),
  response: z.object({ id: z.string() }),
  auth: 'token',
  summary: 'Test-only: one thing.',
  tag: 'test',
});

const csvRoute = defineRoute({
  id: 'testExport',
  method: 'GET',
  path: '/test/export',
  response: z.string(),
  responseType: 'text',
  contentType: 'text/csv',
  auth: 'public',
  summary: 'Test-only: a CSV download.',
  tag: 'test',
});

describe('OpenAPI document', () => {
  it('is served at /api/v2/openapi.json from the contract schemas', async () => {
    const { app: server } = await app();
    registerRoute(server, tokenRoute, async (request) => ({ id: request.params.thingId }));
    registerRoute(server, csvRoute, async () => 'sku\n');
    const res = await server.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info).toMatchObject({ title: 'Curate API', version: expect.any(String) });

    const health = doc.paths['/api/v2/health'].get;
    expect(health).toMatchObject({ operationId: 'getHealth', tags: ['health'], summary: expect.any(String) });
    expect(Object.keys(health.responses)).toEqual(expect.arrayContaining(['200', '503', '4XX', '5XX']));
    expect(health.responses['200'].content['application/json'].schema.properties.status.enum).toEqual([
      'healthy',
      'unhealthy',
    ]);
    expect(health.security).toEqual([]);
    expect(health.responses['200'].description).toBe('Success');
    expect(health.responses['4XX']).toEqual({ $ref: '#/components/responses/ClientError' });
    expect(doc.components.responses.ClientError.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(doc.components.schemas.Error.properties.code.enum).toContain('not_found');

    const thing = doc.paths['/api/v2/test/things/{thingId}'].get;
    expect(thing.operationId).toBe('testGetThing');
    expect(thing.security).toEqual([{ bearerAuth: [] }, { openIdConnect: [] }, { apiKeyHeader: [] }]);
    expect(thing.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'thingId', required: true }),
        expect.objectContaining({ in: 'query', name: 'limit' }),
      ]),
    );
    const csv = doc.paths['/api/v2/test/export'].get.responses['200'];
    expect(csv.content['text/csv'].schema).toEqual({ type: 'string' });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v2/openapi.json']).toBeUndefined();
  });
});

describe('deprecated calls', () => {
  const oldThing = defineRoute({
    id: 'testOldThing',
    method: 'GET',
    path: '/test/old-things/:thingId',
    params: z.object({ thingId: z.string().max(5) }),
    response: z.object({ id: z.string() }),
    auth: 'public',
    summary: 'Test-only: the old way to read a thing.',
    tag: 'test',
    deprecated: { since: '2027-01-15', sunset: '2027-07-15', replacement: 'testGetThing' },
  });

  it('are marked in the document and answer Deprecation and Sunset, errors included', async () => {
    const { app: server } = await app({ accessMatrix: withTestRoutes([tokenRoute, csvRoute, oldThing]) });
    registerRoute(server, oldThing, async (request) => ({ id: request.params.thingId }));
    const res = await server.inject({ method: 'GET', url: '/api/v2/test/old-things/a1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.deprecation).toBe(`@${Date.UTC(2027, 0, 15) / 1000}`);
    expect(res.headers.sunset).toBe('Thu, 15 Jul 2027 00:00:00 GMT');
    const refused = await server.inject({ method: 'GET', url: '/api/v2/test/old-things/toolong' });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers.deprecation).toBeDefined();

    const doc = (await server.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json();
    const operation = doc.paths['/api/v2/test/old-things/{thingId}'].get;
    expect(operation.deprecated).toBe(true);
    expect(operation.description).toBe(
      'Deprecated since 2027-01-15. It may stop answering from 2027-07-15. Call `testGetThing` instead.',
    );
    expect(Object.keys(operation.responses['200'].headers)).toEqual(['Deprecation', 'Sunset']);
    expect(doc.paths['/api/v2/health'].get.deprecated).toBeUndefined();
  });

  it('cannot set a sunset sooner than the notice allows, nor a date that is not one', async () => {
    const { app: server } = await app({ accessMatrix: withTestRoutes([tokenRoute, csvRoute, oldThing]) });
    const handler = async () => ({ id: 'x' });
    expect(() =>
      registerRoute(server, { ...oldThing, deprecated: { since: '2027-01-15', sunset: '2027-03-01' } }, handler),
    ).toThrow(/testOldThing: the sunset must come at least 180 days after the deprecation/);
    expect(() => registerRoute(server, { ...oldThing, deprecated: { since: 'soon' } }, handler)).toThrow(
      /deprecated.since must be a YYYY-MM-DD date/,
    );
  });
});

describe('CORS', () => {
  it('allows the configured origins with credentials, and no others', async () => {
    const { app: server } = await app({ env: { CORS_ORIGINS: 'http://localhost:5173' } });
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/api/v2/health',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');

    const allowed = await server.inject({
      method: 'GET',
      url: '/api/v2/health',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');

    const foreign = await server.inject({
      method: 'GET',
      url: '/api/v2/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps CORS headers on error answers so the browser can read them', async () => {
    const { app: server } = await app();
    registerRoute(server, tokenRoute, async (request) => ({ id: request.params.thingId }));
    const res = await server.inject({
      method: 'GET',
      url: '/api/v2/test/things/1',
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
  });
});

describe('logging', () => {
  it('writes one JSON line per request with the request id, and no headers, bodies or query', async () => {
    const lines: string[] = [];
    const { app: server } = await app({ logger: { stream: { write: (line) => lines.push(line) } } });
    const res = await server.inject({
      method: 'GET',
      url: '/api/v2/health?token=query-secret',
      headers: {
        authorization: 'Bearer super-secret-token',
        cookie: 'session=cookie-secret',
        'x-request-id': 'req-abc-123',
      },
    });
    expect(res.headers['x-request-id']).toBe('req-abc-123');
    const entries = lines.map((line) => JSON.parse(line));
    const mine = entries.filter((entry) => entry.reqId === 'req-abc-123');
    expect(mine).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        route: '/api/v2/health',
        url: '/api/v2/health',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(mine[0]).not.toHaveProperty('req');
    expect(lines.join('\n')).not.toMatch(/super-secret-token|cookie-secret|query-secret/);
    const missing = await server.inject({ method: 'GET', url: '/api/v2/nope', headers: { 'x-request-id': 'req-404' } });
    expect(missing.statusCode).toBe(404);
    expect(lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === 'req-404')).toEqual([
      expect.objectContaining({ level: 40, route: null, url: '/api/v2/nope', status: 404 }),
    ]);
  });

  it('redacts authorization and cookies wherever a line carries request headers', async () => {
    const lines: string[] = [];
    const { app: server } = await app({ logger: { stream: { write: (line) => lines.push(line) } } });
    server.log.info(
      { req: { method: 'GET', url: '/x', headers: { authorization: 'Bearer abc', cookie: 'c=1' } } },
      'x',
    );
    const entry = JSON.parse(lines.find((line) => line.includes('"msg":"x"'))!);
    expect(entry.req.headers).toEqual({ authorization: '[Redacted]', cookie: '[Redacted]' });
  });

  it("writes pino-pretty's readable lines with LOG_FORMAT=pretty", async () => {
    const lines: string[] = [];
    const { app: server } = await app({
      logger: { stream: { write: (line) => lines.push(line) }, format: 'pretty' },
    });
    await server.inject({ method: 'GET', url: '/api/v2/health', headers: { 'x-request-id': 'req-pretty' } });
    await new Promise((resolve) => setImmediate(resolve));
    const text = lines.join('');
    expect(text).toContain('GET /api/v2/health 200');
    expect(text).toContain('INFO');
    expect(text).toContain('req-pretty');
    expect(() => JSON.parse(lines[0]!)).toThrow();
  });

  it('gives each request a fresh UUID when the caller sends no usable id', async () => {
    const { app: server } = await app();
    const res = await server.inject({
      method: 'GET',
      url: '/api/v2/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('listening', () => {
  it('answers over real HTTP on localhost', async () => {
    const { app: server } = await app();
    await server.listen({ port: 0, host: 'localhost' });
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://localhost:${port}/api/v2/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'healthy' });
    const ipv4 = await fetch(`http://127.0.0.1:${port}/api/v2/nope`);
    expect(ipv4.status).toBe(404);
  });
});
