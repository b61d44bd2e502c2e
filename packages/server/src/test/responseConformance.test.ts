import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@curate/core/contract';
import { withTestRoutes } from './auth';
import { registerRoute } from '../http/register-route';
import { buildTestApp } from './app';
import { createTestDatabase, type TestDatabase } from './database';
import { takeConformance } from './responseConformance';

// The hook of buildTestApp (issue #13): it reports answers that break the document, and lets conforming ones pass.

const thing = defineRoute({
  id: 'testConformingThing',
  method: 'GET',
  path: '/test/conformance/:mode',
  params: z.object({ mode: z.enum(['ok', 'wrong-body', 'undeclared-status', 'wrong-type']) }),
  response: z.object({ id: z.string(), count: z.number().int() }),
  auth: 'public',
  summary: 'Test-only: answers right or wrong on demand.',
  tag: 'test',
});

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp({ database, accessMatrix: withTestRoutes([thing]) });
  registerRoute(app.app, thing, async (request, reply) => {
    const { mode } = request.params;
    // Strings skip the serializer: what a route that writes its own answer would send.
    if (mode === 'wrong-body') return reply.type('application/json').send('{"id":5,"count":1}');
    if (mode === 'undeclared-status') return reply.code(409).send({ detail: 'Taken', code: 'conflict' });
    if (mode === 'wrong-type') return reply.type('text/plain').send('id=1');
    return { id: 'a', count: 1 };
  });
});

afterAll(async () => {
  await app?.close();
  await database?.cleanup();
});

const get = (path: string) => app.app.inject({ method: 'GET', url: `/api/v2${path}` });

describe('response conformance hook', () => {
  it('counts conforming answers, error answers included, and reports none', async () => {
    takeConformance();
    expect((await get('/test/conformance/ok')).statusCode).toBe(200);
    expect((await get('/test/conformance/nope')).statusCode).toBe(422);
    expect((await get('/test/no-such-route')).statusCode).toBe(404);
    const tally = takeConformance();
    expect(tally.mismatches).toEqual([]);
    expect(tally.checked).toBe(3);
    expect([...tally.operations].sort()).toEqual(['GET /api/v2/test/conformance/{mode}', 'no route']);
  });

  it('reports a body that breaks the schema, an undocumented status and an undocumented content type', async () => {
    takeConformance();
    await get('/test/conformance/wrong-body');
    await get('/test/conformance/undeclared-status');
    await get('/test/conformance/wrong-type');
    const { mismatches } = takeConformance();
    expect(mismatches).toHaveLength(3);
    expect(mismatches[0]).toMatch(/wrong-body -> 200: does not match .*\/id must be string/);
    expect(mismatches[1]).toMatch(/undeclared-status -> 409: status 409 is not documented/);
    expect(mismatches[2]).toMatch(/wrong-type -> 200: content type 'text\/plain' is not documented/);
  });
});
