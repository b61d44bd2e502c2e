import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../auth/tenantScope';
import { createCreditCompany, ledgerFigures, outcome } from '../test/credits';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { pgError, rows } from '../test/sql';
import { adjust, grant } from './index';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const SUPER_ADMIN = { userId: null, name: 'Platform Admin', role: 'super-admin' as const };

describe('grant and adjust', () => {
  it('adds and removes whole credits with a reason, actor and notes on the entry', async () => {
    const company = await createCreditCompany(database, 0);
    await grant(database.db, { companyId: company, amount: 500, reason: 'Welcome credits', actor: SUPER_ADMIN });
    const removed = await adjust(database.db, {
      companyId: company,
      amount: -120,
      reason: 'Correction',
      notes: 'double import on 24 Nov',
      referenceId: 'TICKET-7',
      actor: SUPER_ADMIN,
    });
    expect(removed).toMatchObject({ balance: 380, replayed: false });
    expect(removed.entry).toMatchObject({
      transaction_type: 'adjustment',
      amount: -120,
      balance_after: 380,
      description: 'Correction',
      notes: 'double import on 24 Nov',
      reference_id: 'TICKET-7',
      initiated_by_name: 'Platform Admin',
      initiated_by_role: 'super-admin',
      activity_type: 'admin_adjustment',
    });
    expect(await ledgerFigures(database, company)).toMatchObject({ balance: 380, ledgerSum: 380, entries: 2 });
  });

  it('refuses 0, fractions and a missing reason (422); grant refuses a negative amount', async () => {
    const company = await createCreditCompany(database, 100);
    for (const amount of [0, 2.5, Number.NaN]) {
      expect(await outcome(adjust(database.db, { companyId: company, amount, reason: 'x' }))).toBe(422);
    }
    expect(await outcome(adjust(database.db, { companyId: company, amount: 10, reason: '  ' }))).toBe(422);
    expect(await outcome(grant(database.db, { companyId: company, amount: -10, reason: 'x' }))).toBe(422);
    expect((await ledgerFigures(database, company)).entries).toBe(1);
  });

  it('refuses a removal below the overage floor (409) and allows one down to it', async () => {
    const company = await createCreditCompany(database, 100, { allow_overages: true, max_negative_balance: 200 });
    expect(await outcome(adjust(database.db, { companyId: company, amount: -301, reason: 'too much' }))).toBe(409);
    expect((await adjust(database.db, { companyId: company, amount: -300, reason: 'to the floor' })).balance).toBe(
      -200,
    );
  });

  it('returns the first entry for a retry with the same idempotency key', async () => {
    const company = await createCreditCompany(database, 0);
    const input = { companyId: company, amount: 50, reason: 'Purchase', idempotencyKey: 'order-1' };
    const results = await Promise.all(Array.from({ length: 10 }, () => grant(database.db, input)));
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await ledgerFigures(database, company)).toMatchObject({ balance: 50, entries: 1 });
  });
});

describe('the append-only ledger', () => {
  it('10. the app role (curate_app) may not UPDATE or DELETE ledger rows, nor delete reservations', async () => {
    const company = await createCreditCompany(database, 100);
    const asApp = (statement: ReturnType<typeof sql>) =>
      withTenant(database, { role: 'super-admin', companyId: null }, (tx) => tx.execute(statement));
    for (const statement of [
      sql`update credit_ledger set amount = 1000 where company_id = ${company}`,
      sql`delete from credit_ledger where company_id = ${company}`,
      sql`delete from credit_reservations where company_id = ${company}`,
    ]) {
      expect((await pgError(asApp(statement))).code).toBe('42501');
    }
    // The owner is stopped by the trigger (migration 0001).
    expect((await pgError(database.db.execute(sql`update credit_ledger set amount = 1000`))).message).toMatch(
      /append-only/,
    );
    const [row] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from credit_ledger where company_id = ${company}`,
    );
    expect(row?.n).toBe(1);
    expect(await ledgerFigures(database, company)).toMatchObject({ balance: 100, ledgerSum: 100 });
  });
});
