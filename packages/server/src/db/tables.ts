// The schema's tables as data: names, the tenant rule's exceptions, and a truncate-everything helper.
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import * as schema from './schema';

/** Every table the schema module declares. */
export const ALL_TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** The SQL name of a table. */
export const tableName = (table: PgTable): string => getTableConfig(table).name;

/**
 * Tables without a company_id, and why. Every other table is tenant-owned: it must carry a
 * company_id referencing companies and an index led by company_id (enforced by schema.test.ts).
 */
export const NON_TENANT_TABLES: Readonly<Record<string, string>> = {
  companies: 'the tenants themselves',
  user_preferences: "one row per user, reached through the user's id",
  idp_records: "the development identity provider's sessions and grants; the tenant role may not touch them",
  model_budgets: "the model endpoint's request and token budgets, shared by every company",
  worker_heartbeats: 'the processes running enhancement workers, seen by /metrics',
};

/** Tenant tables whose company_id may be null, and why. */
export const NULLABLE_COMPANY_TABLES: Readonly<Record<string, string>> = {
  users: 'the platform super-admin belongs to no company',
};

/**
 * Empties every table, the append-only ledger included (tests, `pnpm seed --reset`). TRUNCATE of credit_ledger is
 * refused by a trigger for every role (migration 0014): the owner switches it off for this one statement, in the
 * same transaction, so it is never off for anybody else.
 */
export async function truncateAllTables(database: Database): Promise<void> {
  const names = ALL_TABLES.map((table) => `"${tableName(table)}"`).join(', ');
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('ALTER TABLE "credit_ledger" DISABLE TRIGGER "credit_ledger_no_truncate"'));
    await tx.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
    await tx.execute(sql.raw('ALTER TABLE "credit_ledger" ENABLE TRIGGER "credit_ledger_no_truncate"'));
  });
}
