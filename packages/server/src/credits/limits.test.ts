import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingNotifications } from '../db/schema';
import { createCreditCompany, ledgerFigures, outcome, setSuspended, tally } from '../test/credits';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { release, reserve } from './index';
import { utcWindows } from './windows';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const at = (iso: string) => new Date(iso);
const start = (companyId: string, now?: Date) =>
  reserve(database.db, { companyId, jobId: randomUUID(), idempotencyKey: randomUUID(), now });
const startMany = (companyId: string, count: number, now?: Date) =>
  Promise.all(Array.from({ length: count }, () => outcome(start(companyId, now))));
const notifications = (companyId: string) =>
  database.db.select().from(billingNotifications).where(eq(billingNotifications.company_id, companyId));

describe('UTC spending windows', () => {
  it('put 23:59:59.999 in its day and month, and 00:00:00.000 in the next', () => {
    const before = utcWindows(at('2026-11-30T23:59:59.999Z'));
    const after = utcWindows(at('2026-12-01T00:00:00.000Z'));
    expect([before.daily.key, before.monthly.key]).toEqual(['2026-11-30', '2026-11']);
    expect([after.daily.key, after.monthly.key]).toEqual(['2026-12-01', '2026-12']);
    expect(before.daily.end).toEqual(after.daily.start);
    expect(before.monthly.end).toEqual(after.monthly.start);
  });
});

describe('hard_stop limits', () => {
  it('5. daily limit 100 under 50 concurrent attempts: exactly 6 succeed (90 credits), 44 get 429, never one over', async () => {
    const company = await createCreditCompany(database, 10_000, { daily_spend_limit: 100 });
    const now = at('2026-11-25T12:00:00Z');
    expect(tally(await startMany(company, 50, now))).toEqual({ ok: 6, '429': 44 });
    expect((await ledgerFigures(database, company)).balance).toBe(10_000 - 90);
  });

  it("5. the administrator's internal daily limit 60 under 50 concurrent attempts: exactly 4 succeed", async () => {
    const company = await createCreditCompany(database, 10_000, { internal_daily_limit: 60, daily_spend_limit: 100 });
    expect(tally(await startMany(company, 50, at('2026-11-25T12:00:00Z')))).toEqual({ ok: 4, '429': 46 });
  });

  it('5. daily window boundary: full at 23:59:59.999 UTC, open again at 00:00:00.000 UTC', async () => {
    const company = await createCreditCompany(database, 10_000, { daily_spend_limit: 30 });
    const lastMs = at('2026-11-25T23:59:59.999Z');
    expect(tally(await startMany(company, 3, at('2026-11-25T00:00:00.000Z')))).toEqual({ ok: 2, '429': 1 });
    expect(await outcome(start(company, lastMs))).toBe(429);
    expect(tally(await startMany(company, 3, at('2026-11-26T00:00:00.000Z')))).toEqual({ ok: 2, '429': 1 });
  });

  it('5. monthly window boundary: full at 2026-11-30T23:59:59.999Z, open again at 2026-12-01T00:00Z', async () => {
    const company = await createCreditCompany(database, 10_000, { monthly_spend_limit: 45 });
    await startMany(company, 2, at('2026-11-01T00:00:00.000Z'));
    expect(await outcome(start(company, at('2026-11-30T23:59:59.999Z')))).toBe('ok');
    expect(await outcome(start(company, at('2026-11-30T23:59:59.999Z')))).toBe(429);
    expect(await outcome(start(company, at('2026-12-01T00:00:00.000Z')))).toBe('ok');
  });

  it('answers 429 with the spec text, naming the limit', async () => {
    const company = await createCreditCompany(database, 10_000, { monthly_spend_limit: 10 });
    await expect(start(company)).rejects.toMatchObject({
      status: 429,
      code: 'spending_limit_exceeded',
      detail: 'Daily or monthly spending limit exceeded. Please check your billing settings.',
      extra: { limit_scope: 'customer', limit_period: 'monthly', limit: 10, spent: 0 },
    });
  });

  it('a released (refunded) job gives its room back to the limit', async () => {
    const company = await createCreditCompany(database, 10_000, { daily_spend_limit: 30 });
    const now = at('2026-11-25T10:00:00Z');
    const first = await start(company, now);
    await start(company, now);
    expect(await outcome(start(company, now))).toBe(429);
    await release(database.db, { companyId: company, jobId: first.reservation.job_id, reason: 'failed', now });
    expect(await outcome(start(company, now))).toBe('ok');
  });
});

describe('soft_alert limits', () => {
  it('6. daily soft limit 100, 20 concurrent reservations: all succeed, 2 notifications (80 %, 100 %); 20 more the next day: 2 more', async () => {
    const company = await createCreditCompany(database, 10_000, {
      daily_spend_limit: 100,
      daily_limit_mode: 'soft_alert',
    });
    expect(tally(await startMany(company, 20, at('2026-11-25T08:00:00Z')))).toEqual({ ok: 20 });
    expect(tally(await startMany(company, 10, at('2026-11-25T20:00:00Z')))).toEqual({ ok: 10 });
    const firstDay = await notifications(company);
    expect(firstDay.map((n) => n.type).sort()).toEqual(['spend_limit_exceeded', 'spend_limit_warning']);
    expect(firstDay.find((n) => n.type === 'spend_limit_warning')?.message).toBe(
      'Daily spending limit warning: 90 of 100 credits used (90%).',
    );
    expect(firstDay.find((n) => n.type === 'spend_limit_exceeded')).toMatchObject({
      message: 'Daily spending limit reached: 105 of 100 credits used (105%).',
      severity: 'error',
      priority: 'high',
    });
    await startMany(company, 20, at('2026-11-26T08:00:00Z'));
    expect(await notifications(company)).toHaveLength(4);
  });

  it('6. internal soft limit: notified once per threshold in the month, the reservations go through', async () => {
    const company = await createCreditCompany(database, 10_000, {
      internal_monthly_limit: 150,
      internal_limit_mode: 'soft_alert',
    });
    expect(tally(await startMany(company, 30, at('2026-11-10T08:00:00Z')))).toEqual({ ok: 30 });
    expect((await notifications(company)).map((n) => n.dedupe_key).sort()).toEqual([
      'limit:internal:monthly:100:2026-11',
      'limit:internal:monthly:80:2026-11',
    ]);
  });
});

describe('precedence and suspension', () => {
  it('7. suspended, no balance and the daily limit reached: 403 (not 402 or 429), detail contains "suspended"', async () => {
    const company = await createCreditCompany(database, 0, { daily_spend_limit: 0 });
    expect(await outcome(start(company))).toBe(429);
    await setSuspended(database, company, true);
    await expect(start(company)).rejects.toMatchObject({
      status: 403,
      code: 'account_suspended',
      detail: expect.stringContaining('suspended'),
    });
  });

  it('7. a limit reached with no balance: 429 before 402', async () => {
    const company = await createCreditCompany(database, 0, { internal_daily_limit: 0 });
    expect(await outcome(start(company))).toBe(429);
  });

  it('8. suspension takes effect on the very next request, and so does reactivation', async () => {
    const company = await createCreditCompany(database, 100);
    expect(await outcome(start(company))).toBe('ok');
    await setSuspended(database, company, true, 'Unpaid invoice');
    await expect(start(company)).rejects.toMatchObject({ status: 403, detail: 'Account suspended: Unpaid invoice' });
    await setSuspended(database, company, false);
    expect(await outcome(start(company))).toBe('ok');
  });

  it('a retried start of a job reserved before the suspension gets its reservation back', async () => {
    const company = await createCreditCompany(database, 100);
    const input = { companyId: company, jobId: randomUUID(), idempotencyKey: 'start' };
    const first = await reserve(database.db, input);
    await setSuspended(database, company, true);
    expect(await reserve(database.db, input)).toMatchObject({
      replayed: true,
      reservation: { id: first.reservation.id },
    });
  });
});
