import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enhancedProducts } from '../db/schema';
import { MIGRATIONS_DIR } from '../db/paths';
import { ALL_TABLES, NON_TENANT_TABLES, tableName } from '../db/tables';
import { demoCompanyId } from '../seed/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { pgError, rows } from '../test/sql';
import { withTenant, type TenantTx } from './tenantScope';

const ACME = demoCompanyId('acme-tools');
const NORTHWIND = demoCompanyId('northwind-supply');
const acmeUser = { role: 'tenant-user' as const, companyId: ACME };
const northwindAdmin = { role: 'tenant-admin' as const, companyId: NORTHWIND };
const superAdmin = { role: 'super-admin' as const, companyId: null };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database?.cleanup();
});

async function txRows<T = Record<string, unknown>>(tx: TenantTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

const countBy = (list: { company_id: string }[]) =>
  list.reduce<Record<string, number>>((acc, row) => {
    acc[row.company_id] = (acc[row.company_id] ?? 0) + 1;
    return acc;
  }, {});

describe('row-level security', () => {
  it('is enabled, with a policy, on every tenant table and on companies and user_preferences', async () => {
    const tables = await rows<{ relname: string; relrowsecurity: boolean; policies: number }>(
      database,
      sql`select c.relname, c.relrowsecurity, (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r'`,
    );
    const byName = new Map(tables.map((t) => [t.relname, t]));
    const expected = ALL_TABLES.map(tableName);
    expect(expected.filter((name) => !(name in NON_TENANT_TABLES)).length).toBeGreaterThan(15);
    for (const name of expected) {
      expect(byName.get(name)?.relrowsecurity, `${name}: row level security`).toBe(true);
      expect(byName.get(name)?.policies, `${name}: policies`).toBeGreaterThan(0);
    }
  });

  it('lets an unfiltered query inside withTenant see only the principal company rows', async () => {
    const all = countBy(await rows<{ company_id: string }>(database, sql`select company_id from enhanced_products`));
    expect(all[ACME]).toBeGreaterThan(0);
    expect(all[NORTHWIND]).toBeGreaterThan(0);

    const seen = await withTenant(database, acmeUser, (tx) =>
      txRows<{ company_id: string }>(tx, sql`select * from enhanced_products`),
    );
    expect(countBy(seen)).toEqual({ [ACME]: all[ACME] });
    // The query builder is bound the same way.
    const built = await withTenant(database, northwindAdmin, (tx) =>
      tx.select({ company_id: enhancedProducts.company_id }).from(enhancedProducts),
    );
    expect(countBy(built)).toEqual({ [NORTHWIND]: all[NORTHWIND] });
  });

  it('hides other tenants everywhere: companies, users (and the company-less super-admin), billing', async () => {
    await withTenant(database, acmeUser, async (tx) => {
      expect(await txRows(tx, sql`select id from companies`)).toEqual([{ id: ACME }]);
      const people = await txRows<{ company_id: string | null }>(tx, sql`select company_id from users`);
      expect(people.length).toBeGreaterThan(0);
      expect(new Set(people.map((p) => p.company_id))).toEqual(new Set([ACME]));
      expect(await txRows(tx, sql`select 1 from credit_ledger where company_id = ${NORTHWIND}`)).toEqual([]);
      expect(
        await txRows(
          tx,
          sql`select 1 from user_preferences p join users u on u.id = p.user_id where u.company_id is distinct from ${ACME}`,
        ),
      ).toEqual([]);
    });
  });

  it('refuses to write another company rows: insert fails, update and delete touch nothing', async () => {
    const insert = withTenant(database, acmeUser, (tx) =>
      tx.execute(sql`insert into enhanced_products (company_id, product_id) values (${NORTHWIND}, 'SMUGGLED-1')`),
    );
    const error = await pgError(insert);
    expect(error.code).toBe('42501');
    expect(error.message).toMatch(/row-level security/);

    // Moving an own row into another company is refused too (WITH CHECK).
    const move = withTenant(database, acmeUser, (tx) =>
      tx.execute(
        sql`update enhanced_products set company_id = ${NORTHWIND} where id = (select id from enhanced_products limit 1)`,
      ),
    );
    expect((await pgError(move)).code).toBe('42501');

    const [before] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from enhanced_products where company_id = ${NORTHWIND}`,
    );
    await withTenant(database, acmeUser, async (tx) => {
      await tx.execute(sql`update enhanced_products set review_notes = 'hijacked' where company_id = ${NORTHWIND}`);
      await tx.execute(sql`delete from field_groups where company_id = ${NORTHWIND}`);
    });
    const [after] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from enhanced_products where company_id = ${NORTHWIND} and review_notes is distinct from 'hijacked'`,
    );
    expect(after!.n).toBe(before!.n);
    const [groups] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from field_groups where company_id = ${NORTHWIND}`,
    );
    expect(groups!.n).toBeGreaterThan(0);
  });

  it('lets the super-admin see and write every company', async () => {
    const seen = await withTenant(database, superAdmin, (tx) =>
      txRows<{ company_id: string }>(tx, sql`select company_id from enhanced_products`),
    );
    expect(Object.keys(countBy(seen)).sort()).toEqual([ACME, NORTHWIND].sort());
    const people = await withTenant(database, superAdmin, (tx) =>
      txRows<{ company_id: string | null }>(tx, sql`select company_id from users`),
    );
    expect(people.some((p) => p.company_id === null)).toBe(true);
    await withTenant(database, superAdmin, (tx) =>
      tx.execute(
        sql`insert into field_groups (company_id, name, display_name) values (${NORTHWIND}, 'platform_group', 'Platform')`,
      ),
    );
  });

  it('applies only inside withTenant: the owner connection bypasses it, and nothing leaks past the transaction', async () => {
    const [outside] = await rows<{ n: number; who: string }>(
      database,
      sql`select count(distinct company_id)::int as n, current_user as who from enhanced_products`,
    );
    expect(outside!.n).toBe(2);
    const inside = await withTenant(database, acmeUser, (tx) =>
      txRows<{ who: string; company: string; role: string }>(
        tx,
        sql`select current_user as who, current_setting('app.company_id', true) as company, current_setting('app.role', true) as role`,
      ),
    );
    expect(inside).toEqual([{ who: 'curate_app', company: ACME, role: 'tenant-user' }]);
    const [after] = await rows<{ who: string; company: string | null }>(
      database,
      sql`select current_user as who, current_setting('app.company_id', true) as company`,
    );
    expect(after!.who).toBe(outside!.who);
    expect(after!.company ?? '').toBe('');
  });

  it('rolls back the whole unit of work when it fails', async () => {
    await expect(
      withTenant(database, acmeUser, async (tx) => {
        await tx.execute(
          sql`insert into field_groups (company_id, name, display_name) values (${ACME}, 'rolled_back', 'Rolled back')`,
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await rows(database, sql`select 1 from field_groups where name = 'rolled_back'`)).toEqual([]);
  });

  it('refuses a tenant principal without a company', async () => {
    await expect(withTenant(database, { role: 'tenant-user', companyId: null }, async () => 1)).rejects.toThrow(
      /without a company/,
    );
  });

  it('creates the curate_app role only when missing (the migration can run again in the same cluster)', async () => {
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0002_row_level_security.sql'), 'utf8');
    const createRole = migration.split('--> statement-breakpoint')[0]!;
    expect(createRole).toMatch(/CREATE ROLE curate_app NOLOGIN/);
    await database.db.execute(sql.raw(createRole));
    const [role] = await rows<{ rolcanlogin: boolean; rolbypassrls: boolean }>(
      database,
      sql`select rolcanlogin, rolbypassrls from pg_roles where rolname = 'curate_app'`,
    );
    expect(role).toEqual({ rolcanlogin: false, rolbypassrls: false });
  });
});

describe('the money (migration 0014): the tenant role writes credits only through the credit functions', () => {
  const acmeAdmin = { role: 'tenant-admin' as const, companyId: ACME };
  const balances = () =>
    rows<{ company_id: string; current_balance: number; total_credits_used: number; entries: number }>(
      database,
      sql`select b.company_id, b.current_balance, b.total_credits_used,
            (select count(*)::int from credit_ledger l where l.company_id = b.company_id) as entries
          from billing_accounts b order by b.company_id`,
    );
  const refusal = async (principal: Parameters<typeof withTenant>[1], statement: ReturnType<typeof sql>) => {
    let done = false;
    const error = await pgError(
      withTenant(database, principal, async (tx) => {
        await tx.execute(statement);
        done = true;
        throw new Error('rolled back');
      }),
    ).catch(() => ({ code: 'ran', message: '' }));
    return done ? { code: 'ran', message: 'the statement ran' } : error;
  };
  const APPEND = (company: string) =>
    sql`select * from credit_append_entry(${company}::uuid, 'adjustment', 100000, 0, null, 'me', null, 'admin_adjustment', 'free money', null, null, null, null, now())`;

  it('refuses every direct write of a balance, a ledger row, a reservation or an account, and every trigger change', async () => {
    const before = await balances();
    const forbidden: [string, ReturnType<typeof sql>][] = [
      [
        'insert a +100,000 adjustment',
        sql`insert into credit_ledger (company_id, transaction_type, amount, balance_after) values (${ACME}, 'adjustment', 100000, 100000)`,
      ],
      ['raise the balance', sql`update billing_accounts set current_balance = current_balance + 100000`],
      ['lower the usage', sql`update billing_accounts set total_credits_used = 0`],
      ['delete the billing account', sql`delete from billing_accounts where company_id = ${ACME}`],
      ['update a ledger row', sql`update credit_ledger set amount = 100000`],
      ['delete ledger rows', sql`delete from credit_ledger`],
      ['truncate the ledger', sql`truncate credit_ledger`],
      ['truncate the accounts', sql`truncate billing_accounts cascade`],
      ['reopen a reservation', sql`update credit_reservations set status = 'reserved', settled_at = null`],
      [
        'insert a reservation',
        sql`insert into credit_reservations (company_id, job_id, idempotency_key, amount, reserve_entry_id, reserved_at)
            select company_id, gen_random_uuid(), 'smuggled', 15, id, now() from credit_ledger limit 1`,
      ],
      ['delete a reservation', sql`delete from credit_reservations`],
      ['drop the append-only trigger', sql.raw('drop trigger credit_ledger_append_only on credit_ledger')],
      ['drop the truncate trigger', sql.raw('drop trigger credit_ledger_no_truncate on credit_ledger')],
      ['disable the triggers', sql.raw('alter table credit_ledger disable trigger all')],
      ['rename a trigger', sql.raw('alter trigger credit_ledger_append_only on credit_ledger rename to gone')],
      ['drop the trigger function', sql.raw('drop function credit_ledger_reject_change() cascade')],
      ['switch row-level security off', sql.raw('alter table billing_accounts disable row level security')],
      [
        'call the internal movement',
        sql`select * from credit_apply_entry(${ACME}::uuid, 'adjustment', 100000, 0, null, null, null, null, null, null, null, null, null, now())`,
      ],
    ];
    // What only the super-admin's scope may do.
    const tenantForbidden: [string, ReturnType<typeof sql>][] = [
      ['move credits by hand', APPEND(ACME)],
      ['change the overage floor', sql`update billing_accounts set max_negative_balance = 100000`],
      ['change the internal limit', sql`update billing_accounts set internal_daily_limit = null`],
      ['open a second account', sql`insert into billing_accounts (company_id) values (${ACME})`],
    ];
    for (const principal of [acmeAdmin, acmeUser]) {
      for (const [what, statement] of [...forbidden, ...tenantForbidden]) {
        const error = await refusal(principal, statement);
        expect(error.code, `${principal.role}: ${what} (${error.message})`).toBe('42501');
      }
    }
    // The super-admin's scope may move credits through credit_append_entry, not past it.
    for (const [what, statement] of forbidden) {
      const error = await refusal(superAdmin, statement);
      expect(error.code, `super-admin: ${what} (${error.message})`).toBe('42501');
    }
    expect(
      (
        await refusal(
          superAdmin,
          sql`insert into billing_accounts (company_id, current_balance) values (${ACME}, 100000)`,
        )
      ).code,
    ).toBe('42501');
    expect(await balances()).toEqual(before);
  });

  it("lets a tenant admin set its own limits, and the super-admin's scope move credits and open an empty account", async () => {
    await withTenant(database, acmeAdmin, (tx) =>
      tx.execute(sql`update billing_accounts set daily_spend_limit = 5000, allow_overages = allow_overages`),
    );
    const [moved] = await withTenant(database, superAdmin, (tx) => txRows<{ amount: number }>(tx, APPEND(NORTHWIND)));
    expect(moved!.amount).toBe(100000);
    const fresh = await rows<{ id: string }>(
      database,
      sql`insert into companies (company_code, company_name) values ('money-fresh', 'Fresh') returning id`,
    );
    await withTenant(database, superAdmin, (tx) =>
      tx.execute(sql`insert into billing_accounts (company_id) values (${fresh[0]!.id})`),
    );
  });

  it("makes the credit functions refuse another company's rows", async () => {
    const [theirs] = await rows<{ id: string }>(
      database,
      sql`select id from credit_reservations where company_id = ${NORTHWIND} limit 1`,
    );
    expect(theirs).toBeDefined();
    const attempts = [
      APPEND(NORTHWIND),
      sql`select * from credit_reserve(${NORTHWIND}::uuid, gen_random_uuid(), 'theirs', 15, null, null, null, now())`,
      sql`select credit_release_reservation(${theirs!.id}::uuid, 'not mine', null, null, null, now())`,
    ];
    for (const attempt of attempts) {
      const error = await refusal(acmeAdmin, attempt);
      expect(error.code, error.message).toBe('42501');
      expect(error.message).toMatch(/scope|super-admin/);
    }
  });

  it('refuses TRUNCATE of the ledger to the owner role too', async () => {
    const [who] = await rows<{ who: string }>(database, sql`select current_user as who`);
    expect(who!.who).not.toBe('curate_app');
    for (const statement of [
      'truncate credit_ledger cascade',
      'truncate credit_reservations, credit_ledger',
      'truncate companies cascade',
    ]) {
      const error = await pgError(database.db.execute(sql.raw(statement)));
      expect(error.code, statement).toBe('23001');
      expect(error.message).toMatch(/append-only: TRUNCATE/);
    }
    const [left] = await rows<{ n: number }>(database, sql`select count(*)::int as n from credit_ledger`);
    expect(left!.n).toBeGreaterThan(0);
  });

  it('runs again on a migrated database and still refuses', async () => {
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0014_credit_writes_through_functions.sql'), 'utf8');
    await database.db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });
    const [fn] = await rows<{ owner: string; definer: boolean; config: string[] }>(
      database,
      sql`select pg_get_userbyid(proowner) as owner, prosecdef as definer, proconfig as config
          from pg_proc where proname = 'credit_append_entry'`,
    );
    expect(fn).toMatchObject({ owner: 'curate_credit', definer: true, config: ['search_path=pg_catalog, public'] });
    expect((await refusal(acmeAdmin, sql`update billing_accounts set current_balance = 1`)).code).toBe('42501');
    expect((await pgError(database.db.execute(sql`truncate credit_ledger cascade`))).code).toBe('23001');
  });
});
