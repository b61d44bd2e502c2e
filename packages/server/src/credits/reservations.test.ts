import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../auth/tenantScope';
import { creditReservations } from '../db/schema';
import { createCreditCompany, ledgerFigures, outcome, setSuspended, tally } from '../test/credits';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { rows } from '../test/sql';
import { capture, release, reserve, reserveMany } from './index';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const start = (companyId: string, key = randomUUID()) =>
  reserve(database.db, { companyId, jobId: randomUUID(), idempotencyKey: key });

describe('reserve', () => {
  it('1. balance 150, 1,000 concurrent reservation attempts: exactly 10 succeed, 990 get 402, the ledger sums to the balance', async () => {
    const company = await createCreditCompany(database, 150);
    const results = await Promise.all(Array.from({ length: 1000 }, () => outcome(start(company))));
    expect(tally(results)).toEqual({ ok: 10, '402': 990 });
    const figures = await ledgerFigures(database, company);
    expect(figures).toMatchObject({ balance: 0, ledgerSum: 0, lowest: 0, entries: 11 });
  });

  it('answers 402 with current_balance and required_credits', async () => {
    const company = await createCreditCompany(database, 10);
    await expect(start(company)).rejects.toMatchObject({
      status: 402,
      code: 'insufficient_credits',
      extra: { current_balance: 10, required_credits: 15 },
    });
  });

  it('2. overage floor: max negative balance 300, balance 0, overages allowed: exactly 20 of 100 concurrent succeed', async () => {
    const company = await createCreditCompany(database, 0, { allow_overages: true, max_negative_balance: 300 });
    const results = await Promise.all(Array.from({ length: 100 }, () => outcome(start(company))));
    expect(tally(results)).toEqual({ ok: 20, '402': 80 });
    expect(await ledgerFigures(database, company)).toMatchObject({ balance: -300, ledgerSum: -300, lowest: -300 });
  });

  it('without overages the floor is 0, whatever max_negative_balance says', async () => {
    const company = await createCreditCompany(database, 20, { allow_overages: false, max_negative_balance: 300 });
    expect(tally(await Promise.all(Array.from({ length: 5 }, () => outcome(start(company)))))).toEqual({
      ok: 1,
      '402': 4,
    });
  });

  it('3. 100 duplicate starts with one idempotency key: 1 reservation, 1 ledger entry', async () => {
    const company = await createCreditCompany(database, 1500);
    const jobId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => reserve(database.db, { companyId: company, jobId, idempotencyKey: 'start-1' })),
    );
    expect(new Set(results.map((r) => r.reservation.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const [debits] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from credit_ledger where company_id = ${company} and job_id = ${jobId}`,
    );
    expect(debits?.n).toBe(1);
    expect(await ledgerFigures(database, company)).toMatchObject({ balance: 1485, ledgerSum: 1485 });
  });

  it('returns the first reservation for a retry with a new key, and refuses a key reused for another job (409)', async () => {
    const company = await createCreditCompany(database, 100);
    const jobId = randomUUID();
    const first = await reserve(database.db, { companyId: company, jobId, idempotencyKey: 'a' });
    const retry = await reserve(database.db, { companyId: company, jobId, idempotencyKey: 'b' });
    expect(retry).toMatchObject({ replayed: true, reservation: { id: first.reservation.id } });
    await expect(
      reserve(database.db, { companyId: company, jobId: randomUUID(), idempotencyKey: 'a' }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await ledgerFigures(database, company)).balance).toBe(85);
  });

  it('records amount, balance_after, actor, description and references on the debit', async () => {
    const company = await createCreditCompany(database, 100);
    const jobId = randomUUID();
    const actor = { userId: randomUUID(), name: 'Alice Admin', role: 'tenant-admin' as const };
    await reserve(database.db, { companyId: company, jobId, idempotencyKey: 'k-1', actor });
    const [entry] = await rows(
      database,
      sql`select * from credit_ledger where company_id = ${company} and transaction_type = 'enhancement'`,
    );
    expect(entry).toMatchObject({
      amount: -15,
      balance_after: 85,
      initiated_by_user_id: actor.userId,
      initiated_by_name: 'Alice Admin',
      initiated_by_role: 'tenant-admin',
      activity_type: 'enhancement',
      reference_id: jobId,
      job_id: jobId,
      idempotency_key: 'reserve:k-1',
    });
  });

  it('refuses an amount of 0 or a fraction (422)', async () => {
    const company = await createCreditCompany(database, 100);
    for (const amount of [0, -15, 1.5]) {
      await expect(
        reserve(database.db, { companyId: company, jobId: randomUUID(), idempotencyKey: randomUUID(), amount }),
      ).rejects.toMatchObject({ status: 422 });
    }
  });
});

describe('capture and release', () => {
  it('4. 200 cancel-vs-complete races: each job ends with exactly one of capture or release', async () => {
    const company = await createCreditCompany(database, 3000);
    const jobs = await Promise.all(Array.from({ length: 200 }, () => start(company)));
    const races = await Promise.all(
      jobs.map(({ reservation }, i) => {
        const input = { companyId: company, jobId: reservation.job_id };
        const cancel = () => release(database.db, { ...input, reason: 'cancelled' });
        const complete = () => capture(database.db, input);
        return Promise.all(i % 2 ? [cancel(), complete()] : [complete(), cancel()]);
      }),
    );
    for (const pair of races) {
      expect(pair.filter((r) => r.changed)).toHaveLength(1);
      expect(pair[0]!.status).toBe(pair[1]!.status);
    }
    const captured = races.filter((pair) => pair[0]!.status === 'captured').length;
    const released = races.length - captured;
    const [refunds] = await rows<{ n: number; jobs: number }>(
      database,
      sql`select count(*)::int as n, count(distinct job_id)::int as jobs from credit_ledger
          where company_id = ${company} and transaction_type = 'refund'`,
    );
    expect(refunds).toEqual({ n: released, jobs: released });
    const figures = await ledgerFigures(database, company);
    expect(figures.balance).toBe(3000 - 15 * captured);
    expect(figures.ledgerSum).toBe(figures.balance);
    const statuses = await database.db
      .select({ status: creditReservations.status })
      .from(creditReservations)
      .where(eq(creditReservations.company_id, company));
    expect(tally(statuses.map((s) => s.status))).toEqual({
      ...(captured ? { captured } : {}),
      ...(released ? { released } : {}),
    });
  });

  it('a capture after a release (and a release after a capture) changes nothing and says what happened', async () => {
    const company = await createCreditCompany(database, 100);
    const a = (await start(company)).reservation.job_id;
    const b = (await start(company)).reservation.job_id;
    expect(await release(database.db, { companyId: company, jobId: a, reason: 'failed' })).toMatchObject({
      status: 'released',
      changed: true,
    });
    expect(await capture(database.db, { companyId: company, jobId: a })).toMatchObject({
      status: 'released',
      changed: false,
    });
    expect(await capture(database.db, { companyId: company, jobId: b })).toMatchObject({
      status: 'captured',
      changed: true,
    });
    expect(await release(database.db, { companyId: company, jobId: b, reason: 'late cancel' })).toMatchObject({
      status: 'captured',
      changed: false,
    });
    expect(await release(database.db, { companyId: company, jobId: a, reason: 'again' })).toMatchObject({
      changed: false,
    });
    expect(await ledgerFigures(database, company)).toMatchObject({ balance: 85, ledgerSum: 85, entries: 4 });
  });

  it('answers 404 for a job without a reservation', async () => {
    const company = await createCreditCompany(database, 100);
    await expect(capture(database.db, { companyId: company, jobId: randomUUID() })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('inside a tenant transaction', () => {
  it("reserves and releases as the app role under row-level security, and cannot reach another company's account (404)", async () => {
    const mine = await createCreditCompany(database, 100);
    const theirs = await createCreditCompany(database, 100);
    const jobId = randomUUID();
    const result = await withTenant(database, { role: 'tenant-admin', companyId: mine }, async (tx) => {
      const made = await reserve(tx, { companyId: mine, jobId, idempotencyKey: 'tenant' });
      const refunded = await release(tx, { companyId: mine, jobId, reason: 'cancelled' });
      const other = await outcome(reserve(tx, { companyId: theirs, jobId: randomUUID(), idempotencyKey: 'x' }));
      return { made: made.replayed, refunded: refunded.changed, other };
    });
    expect(result).toEqual({ made: false, refunded: true, other: 404 });
    expect(await ledgerFigures(database, mine)).toMatchObject({ balance: 100, ledgerSum: 100, entries: 3 });
    expect((await ledgerFigures(database, theirs)).entries).toBe(1);
  });
});

describe('reserveMany (an import batch: one account lock, one write of each kind)', () => {
  const many = (companyId: string, n: number) =>
    reserveMany(database.db, { companyId, jobIds: Array.from({ length: n }, () => randomUUID()) });

  it('holds as many as one reserve per job would, in order, and names the refusal of the next', async () => {
    const company = await createCreditCompany(database, 100);
    const result = await many(company, 10);
    expect(result.reserved).toBe(6);
    expect(result.refusal).toMatchObject({ status: 402, extra: { current_balance: 10, required_credits: 15 } });
    expect(await ledgerFigures(database, company)).toMatchObject({
      balance: 10,
      ledgerSum: 10,
      lowest: 10,
      entries: 7,
    });
    // Each debit's balance_after is the balance after it, in order: 85, 70, …, 10.
    const after = await rows<{ balance_after: number }>(
      database,
      sql`select balance_after from credit_ledger where company_id = ${company} and transaction_type = 'enhancement' order by balance_after desc`,
    );
    expect(after.map((r) => r.balance_after)).toEqual([85, 70, 55, 40, 25, 10]);
    // The reservations capture and release like any other.
    const [first] = await rows<{ job_id: string }>(
      database,
      sql`select job_id from credit_reservations where company_id = ${company} limit 1`,
    );
    expect((await release(database.db, { companyId: company, jobId: first!.job_id, reason: 'test' })).changed).toBe(
      true,
    );
    expect((await ledgerFigures(database, company)).balance).toBe(25);
  });

  it('stops at a hard_stop limit exactly where single reservations would (429)', async () => {
    const company = await createCreditCompany(database, 10_000, { daily_spend_limit: 100 });
    const result = await many(company, 10);
    expect(result.reserved).toBe(6);
    expect(result.refusal).toMatchObject({ status: 429, code: 'spending_limit_exceeded' });
    await expect(start(company)).rejects.toMatchObject({ status: 429 });
  });

  it('holds nothing for a suspended company (403), and nothing for an empty list', async () => {
    const company = await createCreditCompany(database, 1_000);
    await setSuspended(database, company, true, 'unpaid');
    expect((await many(company, 3)).refusal).toMatchObject({ status: 403 });
    expect((await ledgerFigures(database, company)).entries).toBe(1);
    expect(await many(company, 0)).toEqual({ reserved: 0, refusal: null });
  });

  it('concurrent batches and single starts never overspend', async () => {
    const company = await createCreditCompany(database, 300);
    const [batches, singles] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => many(company, 5))),
      Promise.all(Array.from({ length: 20 }, () => outcome(start(company)))),
    ]);
    const batched = batches.reduce((n, r) => n + r.reserved, 0);
    const single = tally(singles).ok ?? 0;
    expect(batched + single).toBe(20);
    expect(await ledgerFigures(database, company)).toMatchObject({ balance: 0, ledgerSum: 0, lowest: 0 });
  });
});
