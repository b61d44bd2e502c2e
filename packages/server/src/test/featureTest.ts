// Test support for the review, product, field and raw-product calls: a seeded database, the development
// provider for real tokens of the demo accounts, the app, and small helpers to find demo rows.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { demoCompanyId, demoUserId } from '../seed/accounts';
import { demoUuid } from '../seed/random';
import { buildTestApp, type TestAppOptions } from './app';
import { createTestDatabase, type TestDatabase } from './database';
import { startTestDevIdp, type TestDevIdp } from './idp';
import { rows } from './sql';

/** The demo tenants' ids and codes. */
export const ACME = { id: demoCompanyId('acme-tools'), code: 'acme-tools' } as const;
export const NORTHWIND = { id: demoCompanyId('northwind-supply'), code: 'northwind-supply' } as const;

/** Demo accounts by role. */
export const SUPER = 'admin@curate.dev';
export const ALICE = 'alice.admin@acme.test';
export const TOM = 'tom.user@acme.test';
export const NINA = 'nina.admin@northwind.test';
export const OSCAR = 'oscar.user@northwind.test';

/** The seeded id of a field definition of a demo company. */
export const demoFieldId = (companyCode: string, fieldName: string) => demoUuid(companyCode, 'field', fieldName);
/** The seeded id of a field group of a demo company. */
export const demoGroupId = (companyCode: string, groupName: string) => demoUuid(companyCode, 'field_group', groupName);
/** The seeded id of the n-th enhanced product of a demo company. */
export const demoProductId = (companyCode: string, index: number) => demoUuid(companyCode, 'enhanced_product', index);
export { demoUserId };

/** A running test setup. */
export interface FeatureTest {
  app: FastifyInstance;
  database: TestDatabase;
  idp: TestDevIdp;
  /** Calls /api/v2{path} as the demo account `email` (no token when null). */
  call(
    email: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** Raw SQL rows, outside any tenant scope. */
  sql<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
}

/** Starts a seeded database, the development provider and the app, and signs the given demo accounts in. */
export async function startFeatureTest(
  emails: readonly string[] = [SUPER, ALICE, TOM, NINA],
  appOptions: Pick<TestAppOptions, 'jobs' | 'env' | 'logger'> = {},
): Promise<FeatureTest> {
  const database = await createTestDatabase({ seed: true });
  const idp = await startTestDevIdp(database);
  // DEBUG_TEST_LOG=1 prints the server's error log (e.g. the cause of a 500) to stderr.
  const logger = appOptions.logger
    ? { logger: appOptions.logger }
    : process.env.DEBUG_TEST_LOG
      ? { logger: { level: 'error', stream: process.stderr } }
      : {};
  const { app, close } = await buildTestApp({
    database,
    ...appOptions,
    env: { ...idp.env, ...appOptions.env },
    ...logger,
  });
  await app.ready();
  const tokens = new Map<string, string>();
  for (const email of emails) tokens.set(email, await idp.accessToken(email));
  return {
    app,
    database,
    idp,
    call(email, method, path, payload) {
      const token = email ? tokens.get(email) : undefined;
      if (email && !token) throw new Error(`No token for ${email}: pass it to startFeatureTest`);
      return app.inject({
        method,
        url: `/api/v2${path}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    sql: (query) => rows(database, query),
    async close() {
      await close();
      await idp.close();
      await database.cleanup();
    },
  };
}

/** Ids of a company's enhanced products in a review status, in a stable order, from `skip`. */
export async function productsWithStatus(
  test: FeatureTest,
  companyId: string,
  status: string,
  count = 1,
  skip = 0,
): Promise<string[]> {
  const found = await test.sql<{ id: string }>(
    sql`select id from enhanced_products where company_id = ${companyId} and review_status = ${status}
        order by product_id limit ${count} offset ${skip}`,
  );
  return found.map((row) => row.id);
}

/** Ids of a company's products that hold (or lack) a value of a field, in a stable order. */
export async function productsByField(
  test: FeatureTest,
  companyId: string,
  fieldId: string,
  has: boolean,
  count = 1,
  skip = 0,
): Promise<string[]> {
  const found = await test.sql<{ id: string }>(
    sql`select p.id from enhanced_products p where p.company_id = ${companyId}
        and ${has ? sql`exists` : sql`not exists`} (select 1 from product_field_values v where v.enhanced_product_id = p.id and v.field_definition_id = ${fieldId})
        order by p.product_id limit ${count} offset ${skip}`,
  );
  return found.map((row) => row.id);
}

/** A product's audit entries, oldest first, straight from the table. */
export async function historyRows(test: FeatureTest, productId: string) {
  return test.sql<{
    id: string;
    field_definition_id: string | null;
    change_type: string;
    previous_value: unknown;
    new_value: unknown;
    user_id: string | null;
    change_reason: string | null;
    is_reverted: boolean;
  }>(sql`select id, field_definition_id, change_type, previous_value, new_value, user_id, change_reason, is_reverted
         from field_edit_history where enhanced_product_id = ${productId} order by created_at, id`);
}

/** A product's version. */
export async function versionOf(test: FeatureTest, productId: string): Promise<number> {
  const [row] = await test.sql<{ version: number }>(sql`select version from enhanced_products where id = ${productId}`);
  return Number(row?.version);
}

/**
 * The statements tenant transactions run while `work` runs (drizzle's logger on the sessions transactions
 * open), without begin/commit and the tenant-scope settings: how many round trips the data needs.
 */
export async function dataStatements(test: FeatureTest, work: () => Promise<unknown>): Promise<string[]> {
  const session = (
    test.database.db as unknown as { session: { options: { logger?: { logQuery(query: string): void } } } }
  ).session;
  const logged: string[] = [];
  session.options.logger = { logQuery: (query) => logged.push(query) };
  try {
    await work();
  } finally {
    delete session.options.logger;
  }
  return logged.filter((query) => !/^\s*(begin|commit|rollback|set local role|select set_config)/i.test(query));
}
