import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { pgError, rows } from '../test/sql';
import * as schema from './schema';
import { ALL_TABLES, NON_TENANT_TABLES, NULLABLE_COMPANY_TABLES, tableName } from './tables';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const schemaTables = ALL_TABLES.map(tableName);
const tenantTables = schemaTables.filter((name) => !(name in NON_TENANT_TABLES));

describe('tenant isolation in the schema', () => {
  it('names only real tables in its exception lists', () => {
    for (const name of [...Object.keys(NON_TENANT_TABLES), ...Object.keys(NULLABLE_COMPANY_TABLES)]) {
      expect(schemaTables).toContain(name);
    }
    expect(tenantTables.length).toBeGreaterThan(15);
  });

  it('gives every tenant table a company_id (NOT NULL unless listed) referencing companies', async () => {
    const columns = await rows<{ table_name: string; is_nullable: string }>(
      database,
      sql`select table_name, is_nullable from information_schema.columns
          where table_schema = 'public' and column_name = 'company_id'`,
    );
    const fks = await rows<{ table_name: string }>(
      database,
      sql`select c.conrelid::regclass::text as table_name
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and c.confrelid = 'companies'::regclass
            and array_length(c.conkey, 1) = 1 and a.attname = 'company_id'`,
    );
    const nullable = new Map(columns.map((c) => [c.table_name, c.is_nullable === 'YES']));
    const referencing = new Set(fks.map((f) => f.table_name));
    for (const table of tenantTables) {
      expect(nullable.has(table), `${table} has company_id`).toBe(true);
      expect(nullable.get(table), `${table}.company_id nullability`).toBe(table in NULLABLE_COMPANY_TABLES);
      expect(referencing.has(table), `${table}.company_id references companies`).toBe(true);
    }
  });

  it('gives every tenant table an index led by company_id', async () => {
    const leading = await rows<{ table_name: string; index_name: string }>(
      database,
      sql`select i.indrelid::regclass::text as table_name, i.indexrelid::regclass::text as index_name
          from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
          where a.attname = 'company_id'`,
    );
    const indexed = new Set(leading.map((r) => r.table_name));
    for (const table of tenantTables) expect(indexed.has(table), `${table}: index led by company_id`).toBe(true);
  });

  it('indexes enhanced products for the list sorts and filters', async () => {
    const defs = await rows<{ indexdef: string }>(
      database,
      sql`select indexdef from pg_indexes where tablename = 'enhanced_products'`,
    );
    const text = defs.map((d) => d.indexdef).join('\n');
    for (const column of ['updated_at', 'created_at', 'review_status', 'product_id', 'quality_confidence_score']) {
      expect(text).toMatch(new RegExp(`\\(company_id, ${column}`));
    }
  });
});

describe('constraints', () => {
  const company = (code: string) => ({ company_code: code, company_name: code.toUpperCase() });

  it('refuses a duplicate company_code and a malformed one', async () => {
    await database.db.insert(schema.companies).values(company('dup-co'));
    expect((await pgError(database.db.insert(schema.companies).values(company('dup-co')))).code).toBe('23505');
    expect((await pgError(database.db.insert(schema.companies).values(company('Bad Code')))).code).toBe('23514');
  });

  it('refuses duplicate emails case-insensitively and duplicate usernames', async () => {
    const [co] = await database.db.insert(schema.companies).values(company('users-co')).returning();
    const base = { company_id: co!.id, role: 'tenant-user' as const };
    await database.db.insert(schema.users).values({ ...base, email: 'pat@users.test', username: 'pat' });
    const sameEmail = database.db.insert(schema.users).values({ ...base, email: 'PAT@users.test', username: 'pat2' });
    expect((await pgError(sameEmail)).constraint).toBe('users_email_key');
    const sameName = database.db.insert(schema.users).values({ ...base, email: 'other@users.test', username: 'pat' });
    expect((await pgError(sameName)).constraint).toBe('users_username_key');
  });

  it('ties company_id to the role: only the super-admin has none', async () => {
    const [co] = await database.db.insert(schema.companies).values(company('roles-co')).returning();
    const noCompany = database.db
      .insert(schema.users)
      .values({ email: 'x@roles.test', username: 'x', role: 'tenant-admin' });
    expect((await pgError(noCompany)).constraint).toBe('users_company_matches_role');
    const superWithCompany = database.db
      .insert(schema.users)
      .values({ company_id: co!.id, email: 'y@roles.test', username: 'y', role: 'super-admin' });
    expect((await pgError(superWithCompany)).constraint).toBe('users_company_matches_role');
    await database.db.insert(schema.users).values({ email: 'root@roles.test', username: 'root', role: 'super-admin' });
  });

  it('keeps field names unique per company but not across companies', async () => {
    const [a, b] = await database.db
      .insert(schema.companies)
      .values([company('fields-a'), company('fields-b')])
      .returning();
    const field = { field_name: 'brand', display_name: 'Brand' };
    await database.db.insert(schema.fieldDefinitions).values([
      { ...field, company_id: a!.id },
      { ...field, company_id: b!.id },
    ]);
    const again = database.db.insert(schema.fieldDefinitions).values({ ...field, company_id: a!.id });
    expect((await pgError(again)).constraint).toBe('field_definitions_company_field_name_key');
  });

  it('applies the spec defaults and reads numeric scores as numbers', async () => {
    const [co] = await database.db.insert(schema.companies).values(company('defaults-co')).returning();
    const [account] = await database.db.insert(schema.billingAccounts).values({ company_id: co!.id }).returning();
    expect(account).toMatchObject({
      current_balance: 0,
      active_plan: 'prepaid',
      allow_overages: false,
      max_negative_balance: 1000,
      daily_limit_mode: 'hard_stop',
      monthly_limit_mode: 'hard_stop',
      internal_limit_mode: 'hard_stop',
      low_balance_threshold: 1000,
    });
    const [config] = await database.db
      .insert(schema.companyEnhancementConfig)
      .values({ company_id: co!.id })
      .returning();
    expect(config).toMatchObject({
      tone: 'professional',
      fields: ['short_description', 'long_description', 'attributes'],
      custom_instructions: 'Focus on technical specifications and manufacturing details',
    });
    const [field] = await database.db
      .insert(schema.fieldDefinitions)
      .values({ company_id: co!.id, field_name: 'size', display_name: 'Size' })
      .returning();
    expect(field).toMatchObject({ sort_order: 999, max_length: 1000, min_length: 0, is_active: true });
    const [product] = await database.db
      .insert(schema.enhancedProducts)
      .values({ company_id: co!.id, product_id: 'SKU-1', quality_confidence_score: 7.5 })
      .returning();
    expect(product).toMatchObject({ review_status: 'pending', version: 1, quality_confidence_score: 7.5 });
    const outOfRange = database.db
      .insert(schema.enhancedProducts)
      .values({ company_id: co!.id, product_id: 'SKU-2', quality_confidence_score: 10.5 });
    expect((await pgError(outOfRange)).constraint).toBe('enhanced_products_score_range');
  });
});
