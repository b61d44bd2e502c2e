import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { truncateAllTables } from '../db/tables';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { rows } from '../test/sql';
import { DEMO_ACCOUNTS, demoCompanyId, demoUserId, seedDemoData, seedIfEmpty } from './index';

// Both databases are seeded relative to the same moment, so every column is reproducible.
const now = new Date('2026-03-02T10:00:00.000Z');
let seeded: TestDatabase;
let empty: TestDatabase;
beforeAll(async () => {
  [seeded, empty] = await Promise.all([createTestDatabase({ seed: { now } }), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([seeded?.cleanup(), empty?.cleanup()]);
});

const productsOf = (database: TestDatabase) =>
  rows<{ id: string; product_id: string; clean_name: string; score: string }>(
    database,
    sql`select id, product_id, clean_name, quality_confidence_score::text as score
        from enhanced_products order by company_id, product_id`,
  );

describe('demo seed', () => {
  it('creates the two companies, the five demo accounts and per-company content', async () => {
    const companies = await rows<{ id: string; company_code: string; org_id: string }>(
      seeded,
      sql`select id, company_code, org_id from companies order by company_code`,
    );
    expect(companies).toEqual([
      { id: demoCompanyId('acme-tools'), company_code: 'acme-tools', org_id: 'org_acme' },
      { id: demoCompanyId('northwind-supply'), company_code: 'northwind-supply', org_id: 'org_northwind' },
    ]);
    const users = await rows<{ id: string; email: string; role: string; company_code: string | null }>(
      seeded,
      sql`select u.id, u.email, u.role, c.company_code from users u left join companies c on c.id = u.company_id`,
    );
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      expect(users).toContainEqual({
        id: demoUserId(account.email),
        email: account.email,
        role: account.role,
        company_code: account.company_code,
      });
    }
    const counts = await rows<Record<string, number>>(
      seeded,
      sql`select
        (select count(*)::int from raw_products) as raw,
        (select count(*)::int from enhanced_products) as enhanced,
        (select count(*)::int from field_groups) as groups,
        (select count(*)::int from field_definitions) as fields,
        (select count(*)::int from enhancement_jobs) as jobs,
        (select count(*)::int from billing_accounts) as accounts,
        (select count(*)::int from company_enhancement_config) as configs,
        (select count(*)::int from merge_suggestions where status = 'pending') as suggestions`,
    );
    expect(counts[0]).toEqual({
      raw: 408,
      enhanced: 400,
      groups: 8,
      fields: 42,
      jobs: 408,
      accounts: 2,
      configs: 2,
      suggestions: 2,
    });
  });

  it('spreads review statuses 50/30/15/5 and quality scores over 3.0-9.8 with one decimal', async () => {
    const statuses = await rows<{ review_status: string; n: number }>(
      seeded,
      sql`select review_status::text, count(*)::int as n from enhanced_products
          where company_id = ${demoCompanyId('acme-tools')} group by 1 order by 1`,
    );
    expect(statuses).toEqual([
      { review_status: 'approved', n: 60 },
      { review_status: 'pending', n: 100 },
      { review_status: 'rejected', n: 30 },
      { review_status: 'skipped', n: 10 },
    ]);
    const scores = (await productsOf(seeded)).map((p) => p.score);
    expect(scores.every((s) => /^\d\.\d$/.test(s) && Number(s) >= 3 && Number(s) <= 9.8)).toBe(true);
    expect(new Set(scores).size).toBeGreaterThan(40);
  });

  it('gives every product 1-5 sources, typed field values and some audited manual edits', async () => {
    const [stats] = await rows<Record<string, number>>(
      seeded,
      sql`select
        (select min(n)::int from (select count(s.id) as n from enhanced_products e
           left join sources s on s.enhanced_product_id = e.id group by e.id) t) as min_sources,
        (select max(n)::int from (select count(*) as n from sources group by enhanced_product_id) t) as max_sources,
        (select count(*)::int from product_field_values v join field_definitions d on d.id = v.field_definition_id
           where d.is_multiple and v.value_text not like '[%') as bad_multi,
        (select count(*)::int from product_field_values where value_number is not null) as numbers,
        (select count(*)::int from product_field_values where value_boolean is not null) as booleans,
        (select count(*)::int from product_field_values where value_date is not null) as dates,
        (select count(*)::int from product_field_values where updated_by_type = 'user') as user_values,
        (select count(*)::int from field_edit_history) as edits,
        (select count(*)::int from field_edit_history h join field_edit_history r on r.id = h.reverted_by_history_id
           where h.is_reverted and r.change_type = 'revert') as reverts`,
    );
    expect(stats).toMatchObject({ min_sources: 1, max_sources: 5, bad_multi: 0 });
    expect(stats!.numbers).toBeGreaterThan(0);
    expect(stats!.booleans).toBeGreaterThan(0);
    expect(stats!.dates).toBeGreaterThan(0);
    expect(stats!.user_values).toBeGreaterThan(10);
    expect(stats!.edits).toBeGreaterThanOrEqual(stats!.user_values ?? 0);
    expect(stats!.reverts).toBe(2);
  });

  it('ends each ledger at the account balance, every balance_after being the running sum', async () => {
    const ledger = await rows<{ company_id: string; amount: number; balance_after: number }>(
      seeded,
      sql`select company_id, amount, balance_after from credit_ledger order by company_id, created_at, id`,
    );
    const accounts = await rows<{ company_id: string; current_balance: number }>(
      seeded,
      sql`select company_id, current_balance from billing_accounts`,
    );
    const running = new Map<string, number>();
    for (const entry of ledger) {
      const balance = (running.get(entry.company_id) ?? 0) + entry.amount;
      expect(entry.balance_after).toBe(balance);
      running.set(entry.company_id, balance);
    }
    expect(Object.fromEntries(accounts.map((a) => [a.company_id, a.current_balance]))).toEqual({
      [demoCompanyId('acme-tools')]: 4250,
      [demoCompanyId('northwind-supply')]: 90,
    });
    for (const account of accounts) expect(running.get(account.company_id)).toBe(account.current_balance);
    const types = await rows<{ transaction_type: string }>(
      seeded,
      sql`select distinct transaction_type from credit_ledger`,
    );
    expect(types.map((t) => t.transaction_type).sort()).toEqual([
      'adjustment',
      'bonus',
      'enhancement',
      'purchase',
      'refund',
    ]);
  });

  it('has jobs in every lifecycle state, the failed one eligible for re-run', async () => {
    const jobs = await rows<{ status: string; n: number }>(
      seeded,
      sql`select status::text, count(*)::int as n from enhancement_jobs group by 1 order by 1`,
    );
    expect(jobs).toEqual([
      { status: 'cancelled', n: 2 },
      { status: 'completed', n: 400 },
      { status: 'failed', n: 2 },
      { status: 'queued', n: 2 },
      { status: 'running', n: 2 },
    ]);
    const [failed] = await rows<{ retry_count: number; max_retries: number; billing_status: string }>(
      seeded,
      sql`select retry_count, max_retries, billing_status from enhancement_jobs where status = 'failed' limit 1`,
    );
    expect(failed).toEqual({ retry_count: 3, max_retries: 3, billing_status: 'refunded' });
  });

  it('is deterministic and seedIfEmpty seeds only an empty database', async () => {
    expect(await seedIfEmpty(seeded, { now })).toBe(false);
    expect(await seedIfEmpty(empty, { now })).toBe(true);
    const [a, b] = await Promise.all([productsOf(seeded), productsOf(empty)]);
    expect(b).toEqual(a);
    expect(a).toHaveLength(400);
  });

  it('reseeds identically after truncating everything (pnpm seed --reset); another seed differs', async () => {
    const before = await productsOf(empty);
    await truncateAllTables(empty);
    expect(await productsOf(empty)).toEqual([]);
    await seedDemoData(empty, { now });
    expect(await productsOf(empty)).toEqual(before);
    await truncateAllTables(empty);
    await seedDemoData(empty, { now, seed: 7, productsPerCompany: 20 });
    const other = await productsOf(empty);
    expect(other).toHaveLength(40);
    expect(other.map((p) => p.clean_name)).not.toEqual(before.slice(0, 40).map((p) => p.clean_name));
  });
});
