import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingNotifications } from '../db/schema';
import { createCreditCompany, ledgerFigures, outcome, tally } from '../test/credits';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { BillingAccount } from './account';
import { balanceAlerts } from './balanceAlerts';
import { adjust, grant, reserve } from './index';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const start = (companyId: string) =>
  outcome(reserve(database.db, { companyId, jobId: randomUUID(), idempotencyKey: randomUUID() }));
const types = async (companyId: string) =>
  (
    await database.db
      .select({ type: billingNotifications.type })
      .from(billingNotifications)
      .where(eq(billingNotifications.company_id, companyId))
  )
    .map((row) => row.type)
    .sort();

describe('balance notifications (spec part 3 §8: low balance, overdraft, near overdraft)', () => {
  it('120 concurrent starts from 1,050 credits with a -300 allowance: 90 succeed, and each line crossed is told once', async () => {
    const company = await createCreditCompany(database, 1_050, { allow_overages: true, max_negative_balance: 300 });
    expect(tally(await Promise.all(Array.from({ length: 120 }, () => start(company))))).toEqual({ ok: 90, '402': 30 });
    const figures = await ledgerFigures(database, company);
    expect(figures).toMatchObject({ balance: -300, ledgerSum: -300 });
    // Below 1,000 (the default threshold), below 0, below -240 (80% of the allowance): one each, not one per start.
    expect(await types(company)).toEqual(['low_balance', 'near_overdraft', 'overdraft']);
  });

  it('tells a crossing again after credits came back, and a removal by the administrator counts too', async () => {
    const company = await createCreditCompany(database, 1_010);
    expect(await start(company)).toBe('ok'); // 995: low
    expect(await start(company)).toBe('ok'); // 980: still low, nothing new
    expect(await types(company)).toEqual(['low_balance']);
    await grant(database.db, { companyId: company, amount: 100, reason: 'top-up' }); // 1,080
    await adjust(database.db, { companyId: company, amount: -200, reason: 'correction' }); // 880: low again
    expect(await types(company)).toEqual(['low_balance', 'low_balance']);
  });

  it('says nothing for a debit that stays on one side of every line, or without overages for the near line', () => {
    const account = (current_balance: number, extra: Partial<BillingAccount> = {}) =>
      ({
        company_id: 'c',
        current_balance,
        low_balance_threshold: 1_000,
        allow_overages: false,
        max_negative_balance: 1_000,
        ...extra,
      }) as BillingAccount;
    expect(balanceAlerts(account(1_985), 2_000)).toEqual([]);
    expect(balanceAlerts(account(500), 515)).toEqual([]);
    expect(balanceAlerts(account(-15), 0).map((a) => a.type)).toEqual(['overdraft']);
    expect(balanceAlerts(account(-810, { allow_overages: true }), -795).map((a) => a.type)).toEqual(['near_overdraft']);
    expect(balanceAlerts(account(-810), -795)).toEqual([]);
    expect(balanceAlerts(account(990), 1_005)[0]?.message).toBe('Low balance: 990 credits left (below 1000).');
  });
});
