import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserve, SYSTEM_ACTOR } from '../credits';
import { ACME, ALICE, NINA, NORTHWIND, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';

// Tenant billing calls — spec part 3 §2, §3, §5, §7 (issue #15), on the seeded demo companies.
let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest([ALICE, TOM, NINA]);
});
afterAll(async () => {
  await test?.close();
});

const acme = (path: string) => `/companies/${ACME.id}/billing${path}`;

async function ledgerSum(companyId: string) {
  const [row] = await test.sql<{ sum: string; balance: number }>(
    sql`select (select coalesce(sum(amount), 0) from credit_ledger where company_id = ${companyId}) as sum,
      (select current_balance from billing_accounts where company_id = ${companyId}) as balance`,
  );
  return { sum: Number(row!.sum), balance: Number(row!.balance) };
}

describe('GET billing/account and billing/usage', () => {
  it("answers the tenant's view: balance = ledger sum, limits with the administrator's maxima, the allowance negative", async () => {
    const res = await test.call(TOM, 'GET', acme('/account'));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const { sum, balance } = await ledgerSum(ACME.id);
    expect(data.current_balance).toBe(balance);
    expect(sum).toBe(balance);
    expect(data).toMatchObject({
      company_id: ACME.id,
      allow_overages: true,
      max_negative_balance: -1000,
      daily_spend_limit: 1500,
      internal_daily_limit: 3000,
      account_suspended: false,
    });
  });

  it('counts today’s enhancements from reservations not released, and a new one moves the counters by 15', async () => {
    const before = (await test.call(ALICE, 'GET', acme('/usage'))).json().data;
    await reserve(test.database.db, {
      companyId: ACME.id,
      jobId: '7a1e0000-0000-4000-8000-000000000001',
      idempotencyKey: 'billing-test-1',
      actor: SYSTEM_ACTOR,
    });
    const after = (await test.call(ALICE, 'GET', acme('/usage'))).json().data;
    expect(after.today_usage).toBe(before.today_usage + 15);
    expect(after.month_usage).toBe(before.month_usage + 15);
    expect(after.today_enhancements).toBe(before.today_enhancements + 1);
    expect(after.daily_spend_limit).toBe(1500);
    const account = (await test.call(ALICE, 'GET', acme('/account'))).json().data;
    expect(account.today_usage).toBe(after.today_usage);
    // The chart's 30 days end today with the same figures; the day of the month's start sums to month_usage.
    expect(after.daily).toHaveLength(30);
    const today = after.daily.at(-1);
    expect(today).toEqual({
      date: new Date().toISOString().slice(0, 10),
      credits_used: after.today_usage,
      enhancements: after.today_enhancements,
    });
    expect(before.daily.at(-1).credits_used + 15).toBe(today.credits_used);
    const dates = after.daily.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(30);
    // This month's days in the chart (all of them but on the 31st) sum to no more than month_usage.
    const thisMonth = after.daily.filter((d: { date: string }) => d.date.slice(0, 7) === today.date.slice(0, 7));
    const monthSum = thisMonth.reduce((sum: number, d: { credits_used: number }) => sum + d.credits_used, 0);
    if (thisMonth.length === Number(today.date.slice(8))) expect(monthSum).toBe(after.month_usage);
    else expect(monthSum).toBeLessThanOrEqual(after.month_usage);
  });

  it("refuses another company's billing: 404 to a tenant naming Acme from Northwind", async () => {
    expect((await test.call(NINA, 'GET', acme('/account'))).statusCode).toBe(404);
    expect((await test.call(NINA, 'GET', `/companies/${NORTHWIND.id}/billing/account`)).statusCode).toBe(200);
  });
});

describe('GET billing/transactions and the usage export', () => {
  it('pages the history newest first with type, date and user filters', async () => {
    const page = (await test.call(ALICE, 'GET', acme('/transactions?limit=5&offset=0'))).json().data;
    expect(page.transactions).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const times = page.transactions.map((t: { created_at: string }) => Date.parse(t.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const refunds = (await test.call(ALICE, 'GET', acme('/transactions?transaction_type=refund&limit=100'))).json()
      .data;
    expect(refunds.total).toBeGreaterThan(0);
    expect(refunds.transactions.every((t: { transaction_type: string }) => t.transaction_type === 'refund')).toBe(true);
    const old = (await test.call(ALICE, 'GET', acme('/transactions?end_date=2000-01-01'))).json().data;
    expect(old).toEqual({ transactions: [], total: 0 });
    const userId = page.transactions.find((t: { initiated_by_user_id: string | null }) => t.initiated_by_user_id)
      ?.initiated_by_user_id as string;
    const mine = (await test.call(ALICE, 'GET', acme(`/transactions?user_id=${userId}&limit=100`))).json().data;
    expect(mine.transactions.every((t: { initiated_by_user_id: string }) => t.initiated_by_user_id === userId)).toBe(
      true,
    );
  });

  it('answers 400 with a clear message for an unknown type and a reversed range', async () => {
    const unknown = await test.call(ALICE, 'GET', acme('/transactions?transaction_type=gift'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain("Unknown transaction type 'gift'");
    const reversed = await test.call(ALICE, 'GET', acme('/transactions?start_date=2026-11-20&end_date=2026-11-01'));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().detail).toBe('start_date must be on or before end_date');
  });

  it('exports the filtered history as CSV, one row per transaction, formula-safe, with a dated file name', async () => {
    const res = await test.call(ALICE, 'GET', acme('/usage/export?format=csv&transaction_type=purchase'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="credit_usage_\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const purchases = (await test.call(ALICE, 'GET', acme('/transactions?transaction_type=purchase&limit=100'))).json()
      .data.total;
    expect(lines[0]).toBe('date,type,description,amount,balance_after,user,activity,reference');
    expect(lines).toHaveLength(purchases + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'purchase')).toBe(true);
  });
});

describe('PUT billing/limits', () => {
  it("refuses a limit above the administrator's maximum with the spec's text, applying nothing", async () => {
    const res = await test.call(ALICE, 'PUT', acme('/limits'), { daily_spend_limit: 3500, monthly_spend_limit: 100 });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().detail)).toContain(
      'Cannot exceed maximum limit of 3000 credits set by administrator',
    );
    const account = (await test.call(ALICE, 'GET', acme('/account'))).json().data;
    expect(account.daily_spend_limit).toBe(1500);
    expect(account.monthly_spend_limit).toBe(20000);
  });

  it('sets limits, modes and overages within the maxima, and notes it among the notifications', async () => {
    const res = await test.call(ALICE, 'PUT', acme('/limits'), {
      daily_spend_limit: 2000,
      daily_limit_mode: 'soft_alert',
      monthly_spend_limit: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      daily_spend_limit: 2000,
      daily_limit_mode: 'soft_alert',
      monthly_spend_limit: null,
      allow_overages: true,
    });
    const notes = (await test.call(TOM, 'GET', acme('/notifications'))).json().data.notifications;
    const note = notes.find((n: { type: string }) => n.type === 'limits_updated');
    expect(note).toMatchObject({ is_read: false, severity: 'info' });
    const read = await test.call(TOM, 'PUT', acme(`/notifications/${note.id}/read`));
    expect(read.json()).toEqual({ success: true });
    const after = (await test.call(TOM, 'GET', acme('/notifications'))).json().data.notifications;
    expect(after.find((n: { id: string }) => n.id === note.id).is_read).toBe(true);
  });

  it('is for company admins: a tenant user gets 403, and a negative limit 422', async () => {
    expect((await test.call(TOM, 'PUT', acme('/limits'), { daily_spend_limit: 10 })).statusCode).toBe(403);
    expect((await test.call(ALICE, 'PUT', acme('/limits'), { daily_spend_limit: -5 })).statusCode).toBe(422);
    expect((await test.call(ALICE, 'PUT', acme('/limits'), {})).statusCode).toBe(422);
    // Fractions and numbers beyond the integer column are refused by the contract, never a 500.
    for (const daily_spend_limit of [12.5, 1e12]) {
      const res = await test.call(ALICE, 'PUT', acme('/limits'), { daily_spend_limit });
      expect(res.statusCode).toBe(422);
    }
  });

  it("answers 404 for another company's notification", async () => {
    const res = await test.call(ALICE, 'PUT', acme('/notifications/7a1e0000-0000-4000-8000-0000000000ff/read'));
    expect(res.statusCode).toBe(404);
  });
});
