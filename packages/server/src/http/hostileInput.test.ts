import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '@curate/core/contract';
import { ACME, ALICE, startFeatureTest, type FeatureTest } from '../test/featureTest';
import {
  encodeQueryValue,
  oneHostileField,
  RAW_HOSTILE_BODIES,
  valueFor,
  type Resolve,
  type SchemaNode,
} from './hostileInputs';

// Issue #11: walks the server's own OpenAPI document and, for every operation that takes a body or a query,
// sends generated hostile values as the tenant admin: never a 5xx, always the error shape, and nothing
// changed in the database when the answer is 4xx. New routes are covered without editing this file.
// FUZZ_SEED replays a run; FUZZ_RUNS sets the generated inputs per operation (default 25).

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema: SchemaNode; required?: boolean }[];
  body?: SchemaNode;
}

let test: FeatureTest;
let token: string;
let operations: Operation[];
let resolve: Resolve;
let ids: string[];
const pathValues = new Map<string, string>();

/**
 * One digest of every row of every table of the app's schema: equal digests, unchanged data. Leaves out
 * users.last_login (and the updated_at it moves), which any authenticated call may refresh (auth/principal.ts).
 */
let digestQuery: ReturnType<typeof sql.raw>;
async function digest(): Promise<Record<string, string>> {
  const [row] = await test.sql<Record<string, string>>(digestQuery);
  return row!;
}
const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before).filter((name) => before[name] !== after[name]);

beforeAll(async () => {
  test = await startFeatureTest([ALICE]);
  token = await test.idp.accessToken(ALICE);
  // The first signed-in call records the sign-in (subject, last_login): not the doing of any input below.
  await test.app.inject({ method: 'GET', url: '/api/v2/users/me', headers: { authorization: `Bearer ${token}` } });
  const doc = (await test.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: SchemaNode }> } }
      >
    >;
    components?: { schemas?: Record<string, SchemaNode> };
  };
  const components = doc.components?.schemas ?? {};
  resolve = (node) => (node.$ref ? (components[node.$ref.split('/').pop()!] ?? {}) : node);
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );

  const tables = await test.sql<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  digestQuery = sql.raw(
    `select ${tables
      .map(
        ({ name }) =>
          `(select md5(coalesce(string_agg(${name === 'users' ? "(to_jsonb(t) - array['last_login', 'updated_at'])" : 't'}::text, ','), '')) from ${name} t) as "${name}"`,
      )
      .join(', ')}`,
  );

  const one = async (query: ReturnType<typeof sql>) => (await test.sql<{ id: string }>(query))[0]!.id;
  pathValues.set('companyId', ACME.id);
  pathValues.set('companyCode', ACME.code);
  pathValues.set(
    'productId',
    await one(sql`select id from enhanced_products where company_id = ${ACME.id} order by product_id limit 1`),
  );
  pathValues.set(
    'fieldId',
    await one(sql`select id from field_definitions where company_id = ${ACME.id} order by field_name limit 1`),
  );
  pathValues.set(
    'rawProductId',
    await one(sql`select id from raw_products where company_id = ${ACME.id} order by customer_product_id limit 1`),
  );
  ids = [...pathValues.values()].filter((value) => /^[0-9a-f-]{36}$/.test(value));
}, 300_000);

afterAll(async () => {
  await test?.close();
});

/** The URL of an operation: its path parameters filled with real rows of the admin's company, and a query. */
function urlOf(operation: Operation, query: Record<string, unknown>): string {
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => pathValues.get(name) ?? '00000000-0000-4000-8000-000000000000',
  );
  const pairs = Object.entries(query).map(([key, value]) => `${encodeQueryValue(key)}=${encodeQueryValue(value)}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

const toJsonBytes = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');

/** A generated request for an operation: a query from its parameters, and a body from its schema or a raw hostile one. */
function requestsFor(operation: Operation): fc.Arbitrary<{ url: string; body?: Buffer }> {
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const query = fc.record(
    Object.fromEntries([
      ...queryParams.map((p) => [p.name, valueFor(p.schema, resolve, ids)] as const),
      ['filter_field_0', fc.constantFrom('\u0000', 'color', 'x'.repeat(300))] as const,
      ['unknown', fc.constantFrom('\ud800', 'x')] as const,
    ]),
    { requiredKeys: [] },
  );
  const body: fc.Arbitrary<Buffer | undefined> = operation.body
    ? fc.oneof(
        { weight: 5, arbitrary: oneHostileField(operation.body, resolve, ids).map(toJsonBytes) },
        { weight: 2, arbitrary: valueFor(operation.body, resolve, ids).map(toJsonBytes) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_HOSTILE_BODIES) },
      )
    : fc.constant(undefined);
  return fc.record({ url: query.map((q) => urlOf(operation, q)), body });
}

describe('hostile inputs on every operation of the OpenAPI document', () => {
  it('never answer 5xx, always answer errors in the error shape, and change nothing when refusing', async () => {
    const withInput = operations.filter((op) => op.body || op.parameters.some((p) => p.in === 'query'));
    expect(withInput.length).toBeGreaterThan(10);
    const statuses = new Map<number, number>();
    let inputs = 0;
    for (const operation of withInput) {
      await fc.assert(
        fc.asyncProperty(requestsFor(operation), async ({ url, body }) => {
          const before = await digest();
          const res = await test.app.inject({
            method: operation.method as 'GET',
            url,
            headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { payload: body } : {}),
          });
          inputs += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${operation.method} ${url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(ApiErrorBody.safeParse(res.json()).success, where).toBe(true);
            expect(changedTables(before, await digest()), `data changed by a refused request: ${where}`).toEqual([]);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(
      `hostile inputs: ${withInput.length} operations of ${operations.length}, ${inputs} inputs, statuses ${seen.join(', ')} (seed ${SEED})`,
    );
    expect([...statuses.keys()].some((status) => status === 422)).toBe(true);
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
  }, 600_000);
});
