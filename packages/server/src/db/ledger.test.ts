import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { pgError, rows } from '../test/sql';
import * as schema from './schema';

let database: TestDatabase;
let companyA: string;
let companyB: string;
beforeAll(async () => {
  database = await createTestDatabase();
  const inserted = await database.db
    .insert(schema.companies)
    .values([
      { company_code: 'ledger-a', company_name: 'Ledger A' },
      { company_code: 'ledger-b', company_name: 'Ledger B' },
    ])
    .returning();
  companyA = inserted[0]!.id;
  companyB = inserted[1]!.id;
  await database.db.insert(schema.creditLedger).values([
    { company_id: companyA, transaction_type: 'purchase', amount: 100, balance_after: 100, idempotency_key: 'k1' },
    { company_id: companyA, transaction_type: 'enhancement', amount: -15, balance_after: 85, idempotency_key: 'k2' },
  ]);
});
afterAll(async () => {
  await database?.cleanup();
});

describe('credit ledger', () => {
  it('accepts appended entries', async () => {
    const entries = await database.db
      .select()
      .from(schema.creditLedger)
      .where(eq(schema.creditLedger.company_id, companyA));
    expect(entries.map((e) => e.balance_after).sort()).toEqual([100, 85].sort());
  });

  it('rejects UPDATE', async () => {
    const update = database.db
      .update(schema.creditLedger)
      .set({ amount: -1 })
      .where(eq(schema.creditLedger.company_id, companyA));
    const error = await pgError(update);
    expect(error.message).toMatch(/append-only/);
    expect(error.code).toBe('23001');
  });

  it('rejects DELETE, also as raw SQL', async () => {
    expect((await pgError(database.db.delete(schema.creditLedger))).message).toMatch(/append-only/);
    expect((await pgError(database.db.execute(sql`delete from credit_ledger where amount < 0`))).message).toMatch(
      /append-only/,
    );
    const [count] = await rows<{ n: number }>(database, sql`select count(*)::int as n from credit_ledger`);
    expect(count?.n).toBe(2);
  });

  it('refuses deleting a company that has ledger entries', async () => {
    const error = await pgError(database.db.delete(schema.companies).where(eq(schema.companies.id, companyA)));
    expect(error.message).toMatch(/foreign key/);
  });

  it('keeps idempotency keys unique per company only', async () => {
    const again = database.db.insert(schema.creditLedger).values({
      company_id: companyA,
      transaction_type: 'enhancement',
      amount: -15,
      balance_after: 70,
      idempotency_key: 'k2',
    });
    expect((await pgError(again)).constraint).toBe('credit_ledger_company_idempotency_key');
    await database.db.insert(schema.creditLedger).values({
      company_id: companyB,
      transaction_type: 'purchase',
      amount: 50,
      balance_after: 50,
      idempotency_key: 'k2',
    });
  });
});
