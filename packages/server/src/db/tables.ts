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
};

/** Tenant tables whose company_id may be null, and why. */
export const NULLABLE_COMPANY_TABLES: Readonly<Record<string, string>> = {
  users: 'the platform super-admin belongs to no company',
};

/** Empties every table (the append-only ledger included: TRUNCATE is not a row operation). */
export async function truncateAllTables(database: Database): Promise<void> {
  const names = ALL_TABLES.map((table) => `"${tableName(table)}"`).join(', ');
  await database.db.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
}
