import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, apiRoutes, type RouteDef } from '@curate/core/contract';
import { ACME, ALICE, SUPER, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';
import {
  encodeQueryValue,
  oneHostileField,
  plausibleFor,
  RAW_HOSTILE_BODIES,
  valueFor,
  type Resolve,
  type SchemaNode,
} from './hostileInputs';

// Issue #11: walks the server's own OpenAPI document and, for every operation that takes a body or a query,
// sends generated hostile values as the tenant admin: never a 5xx, always the error shape, and nothing
// changed in the database when the answer is 4xx. New routes are covered without editing this file.
// FUZZ_SEED replays a run; FUZZ_RUNS sets the generated inputs per operation (default 25).
// A second test fills each path parameter in turn with well-formed ids that name no row, as each role.

/** One account of each role: super-admin, tenant-admin and tenant-user (both of ACME). */
const ROLES = [SUPER, ALICE, TOM] as const;

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: { in: string; name: string; schema: SchemaNode; required?: boolean }[];
  body?: SchemaNode;
}

let test: FeatureTest;
const tokens = new Map<string, { token: string; at: number }>();
/**
 * A role's access token, minted again after two minutes: the development provider's tokens live five, and on a
 * loaded machine the tests below run longer than that. A sign-in writes the provider's records, so it is called
 * before a digest is taken, never between one and the next.
 */
async function bearer(email: string): Promise<string> {
  const held = tokens.get(email);
  if (held && Date.now() - held.at < 120_000) return held.token;
  const token = await test.idp.accessToken(email);
  tokens.set(email, { token, at: Date.now() });
  return token;
}
let operations: Operation[];
let resolve: Resolve;
let ids: string[];
const pathValues = new Map<string, string>();

/**
 * One digest of every row of every table of the app's schema, in a fixed order (an UPDATE moves a row in
 * its table): equal digests, unchanged data. Leaves out
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
  test = await startFeatureTest([]);
  for (const email of ROLES) {
    // The first signed-in call records the sign-in (subject, last_login): not the doing of any input below.
    await test.app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: { authorization: `Bearer ${await bearer(email)}` },
    });
  }
  const doc = (await test.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          parameters?: Operation['parameters'];
          requestBody?: { content: Record<string, { schema: SchemaNode }> };
        }
      >
    >;
    components?: { schemas?: Record<string, SchemaNode> };
  };
  const components = doc.components?.schemas ?? {};
  resolve = (node) => (node.$ref ? (components[node.$ref.split('/').pop()!] ?? {}) : node);
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      id: op.operationId,
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
          `(select md5(coalesce(string_agg(r, ',' order by r), '')) from (select ${name === 'users' ? "(to_jsonb(t) - array['last_login', 'updated_at'])" : 't'}::text as r from ${name} t) rows) as "${name}"`,
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
  pathValues.set(
    'groupId',
    await one(sql`select id from field_groups where company_id = ${ACME.id} order by name limit 1`),
  );
  pathValues.set('userId', await one(sql`select id from users where company_id = ${ACME.id} order by email limit 1`));
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
          const token = await bearer(ALICE);
          const before = await digest();
          const res = await test.app.inject({
            method: operation.method as 'GET',
            url,
            headers: {
              authorization: `Bearer ${token}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
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

/** Well-formed values of a path parameter's kind that name no row. */
function unknownValuesFor(schema: SchemaNode): string[] {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return ['0', '1', '999999999', '2147483648'];
  if (schema.format === 'uuid' || /[0-9a-f]\{8\}/i.test(schema.pattern ?? '')) {
    return [
      '00000000-0000-0000-0000-000000000000',
      '7D9F3C1E-5B2A-4C8D-9E6F-0A1B2C3D4E5F',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ];
  }
  return ['no-such-company', '0'];
}

/** The first value fast-check draws for an arbitrary, the same in every run. */
const first = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { seed: SEED, numRuns: 1 })[0]!;

/**
 * A body the operation's contract schema accepts, drawn from plausible and generated values, so the request
 * gets past validation to the lookup of its ids; undefined when the operation takes none or none was found.
 */
function validBodyFor(operation: Operation): unknown {
  const schema = (apiRoutes as Record<string, RouteDef>)[operation.id]?.body;
  if (!operation.body || !schema) return undefined;
  const candidates = [
    ...fc.sample(plausibleFor(operation.body, resolve, ids), { seed: SEED, numRuns: 50 }),
    ...fc.sample(valueFor(operation.body, resolve, ids), { seed: SEED, numRuns: 1000 }),
  ];
  // A generated string is never an e-mail address: each candidate is tried with one as well.
  const withAddress = candidates.flatMap((candidate) =>
    candidate && typeof candidate === 'object' && 'email' in candidate
      ? [candidate, { ...candidate, email: 'someone@example.com' }]
      : [candidate],
  );
  return withAddress.find((candidate) => schema.safeParse(JSON.parse(JSON.stringify(candidate) ?? 'null')).success);
}

describe('unknown ids in every path parameter of the OpenAPI document', () => {
  it('answer 404 or 403 in the error shape, as every role, and change nothing', async () => {
    const withParams = operations.filter((op) => op.parameters.some((p) => p.in === 'path'));
    expect(withParams.length).toBeGreaterThan(30);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const operation of withParams) {
      const query = Object.fromEntries(
        operation.parameters
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => [p.name, first(plausibleFor(p.schema, resolve, ids))]),
      );
      const pairs = Object.entries(query).map(([key, value]) => `${encodeQueryValue(key)}=${encodeQueryValue(value)}`);
      const search = pairs.length > 0 ? `?${pairs.join('&')}` : '';
      const valid = validBodyFor(operation);
      if (operation.body && valid === undefined) failures.push(`${operation.method} ${operation.path}: no valid body`);
      const body = operation.body ? toJsonBytes(valid ?? first(plausibleFor(operation.body, resolve, ids))) : undefined;
      const auth = new Map<string, string>();
      for (const email of ROLES) auth.set(email, await bearer(email));
      const before = await digest();
      for (const param of operation.parameters.filter((p) => p.in === 'path')) {
        for (const unknown of unknownValuesFor(param.schema)) {
          const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
            name === param.name ? encodeURIComponent(unknown) : (pathValues.get(name) ?? unknown),
          );
          for (const email of ROLES) {
            const res = await test.app.inject({
              method: operation.method as 'GET',
              url: `${path}${search}`,
              headers: {
                authorization: `Bearer ${auth.get(email)}`,
                ...(body ? { 'content-type': 'application/json' } : {}),
              },
              ...(body ? { payload: body } : {}),
            });
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const where = `${email} ${operation.method} ${path} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
            if (![403, 404].includes(res.statusCode) || !ApiErrorBody.safeParse(res.json()).success)
              failures.push(where);
          }
        }
      }
      const changed = changedTables(before, await digest());
      if (changed.length > 0) failures.push(`${operation.method} ${operation.path} changed ${changed.join(', ')}`);
    }
    const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(`unknown ids: ${withParams.length} operations, statuses ${seen.join(', ')}`);
    expect(failures).toEqual([]);
  }, 600_000);
});
