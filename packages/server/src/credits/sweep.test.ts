import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditCompany, ledgerFigures, outcome, setSuspended } from '../test/credits';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { rows } from '../test/sql';
import { capture, grant, RESERVATION_TIMEOUT_MS, release, reserve, sweepStaleReservations } from './index';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

const MINUTE = 60_000;

describe('sweepStaleReservations', () => {
  it('9. a reservation left by a dead worker is released by the sweep after the 30 min timeout, once', async () => {
    const company = await createCreditCompany(database, 100);
    const t0 = new Date('2026-11-25T10:00:00Z');
    const { reservation } = await reserve(database.db, {
      companyId: company,
      jobId: randomUUID(),
      idempotencyKey: 'crashed',
      now: t0,
    });
    const later = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    expect(await sweepStaleReservations(database.db, { now: later(29) })).toEqual({ released: 0 });
    expect((await ledgerFigures(database, company)).balance).toBe(85);
    expect(RESERVATION_TIMEOUT_MS).toBe(30 * MINUTE);
    expect(await sweepStaleReservations(database.db, { now: later(31) })).toEqual({ released: 1 });
    expect(await sweepStaleReservations(database.db, { now: later(32) })).toEqual({ released: 0 });
    expect(await ledgerFigures(database, company)).toMatchObject({ balance: 100, ledgerSum: 100 });
    // The worker comes back and reports success: too late, the credits were refunded.
    expect(await capture(database.db, { companyId: company, jobId: reservation.job_id })).toMatchObject({
      status: 'released',
      changed: false,
    });
    const [refund] = await rows(
      database,
      sql`select * from credit_ledger where company_id = ${company} and transaction_type = 'refund'`,
    );
    expect(refund).toMatchObject({
      amount: 15,
      balance_after: 100,
      initiated_by_name: 'system',
      activity_type: 'job_refund',
    });
  });

  it('leaves settled reservations alone', async () => {
    const company = await createCreditCompany(database, 100);
    const t0 = new Date('2026-11-25T10:00:00Z');
    const job = async () =>
      (await reserve(database.db, { companyId: company, jobId: randomUUID(), idempotencyKey: randomUUID(), now: t0 }))
        .reservation.job_id;
    await capture(database.db, { companyId: company, jobId: await job() });
    await release(database.db, { companyId: company, jobId: await job(), reason: 'failed' });
    await sweepStaleReservations(database.db, { olderThanMs: MINUTE, now: new Date(t0.getTime() + 2 * MINUTE) });
    expect(await ledgerFigures(database, company)).toMatchObject({ balance: 85, ledgerSum: 85, entries: 4 });
  });
});

/** A small seeded generator (mulberry32), so a failing sequence can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

const OPERATIONS = 10_000;
const SEED = 15;

describe('random operations', () => {
  it(`9. a seeded random sequence of ${OPERATIONS.toLocaleString('en')} operations (reserve, capture, release, grant, crash, sweep, suspend) keeps every invariant`, async () => {
    const rng = seeded(SEED);
    let clock = new Date('2026-11-29T12:00:00Z').getTime();
    const companies = [
      {
        id: await createCreditCompany(database, 600, {}, new Date(clock)),
        floor: 0,
        dailyLimit: null as number | null,
      },
      {
        id: await createCreditCompany(
          database,
          0,
          { allow_overages: true, max_negative_balance: 300 },
          new Date(clock),
        ),
        floor: -300,
        dailyLimit: null,
      },
      {
        id: await createCreditCompany(
          database,
          300,
          { daily_spend_limit: 150, monthly_spend_limit: 900, monthly_limit_mode: 'soft_alert' },
          new Date(clock),
        ),
        floor: 0,
        dailyLimit: 150,
      },
    ];
    const open: { companyId: string; jobId: string }[] = [];
    const all: { companyId: string; jobId: string }[] = [];
    const seen: Record<string, number> = {};
    const count = (key: string) => {
      seen[key] = (seen[key] ?? 0) + 1;
    };

    const operation = async (now: Date) => {
      const roll = rng.next();
      const company = rng.pick(companies);
      if (roll < 0.45) {
        const job = { companyId: company.id, jobId: randomUUID() };
        const key = randomUUID();
        const result = await outcome(reserve(database.db, { ...job, idempotencyKey: key, now }));
        count(`reserve ${result}`);
        if (result === 'ok') {
          all.push(job);
          // A retried start now and then: it must not reserve twice.
          if (rng.next() < 0.1)
            expect((await reserve(database.db, { ...job, idempotencyKey: key, now })).replayed).toBe(true);
          // The worker dies (crash) for some: nobody settles the job but the sweep.
          if (rng.next() < 0.1) count('crash');
          else open.push(job);
        } else expect([402, 403, 429]).toContain(result);
      } else if (roll < 0.67 && open.length) {
        const job = open.splice(rng.int(open.length), 1)[0]!;
        count(`capture ${(await capture(database.db, { ...job, now })).changed}`);
      } else if (roll < 0.85 && open.length) {
        const job = open.splice(rng.int(open.length), 1)[0]!;
        count(`release ${(await release(database.db, { ...job, reason: 'failed', now })).changed}`);
      } else if (roll < 0.89 && all.length) {
        // A late or duplicate event for any job: capture or release, which must change nothing twice.
        const job = rng.pick(all);
        const late =
          rng.next() < 0.5
            ? capture(database.db, { ...job, now })
            : release(database.db, { ...job, reason: 'late', now });
        count(`late ${(await late).changed}`);
      } else if (roll < 0.93) {
        await grant(database.db, { companyId: company.id, amount: 15 * (1 + rng.int(4)), reason: 'top-up', now });
        count('grant');
      } else if (roll < 0.97) {
        count(`sweep ${(await sweepStaleReservations(database.db, { olderThanMs: 10 * MINUTE, now })).released}`);
      } else {
        await setSuspended(database, company.id, rng.next() < 0.2);
        count('suspension');
      }
    };

    const checkInvariants = async () => {
      for (const company of companies) {
        const figures = await ledgerFigures(database, company.id);
        expect(figures.ledgerSum, 'balance = sum of entries').toBe(figures.balance);
        expect(figures.lowest ?? 0, 'never below the floor').toBeGreaterThanOrEqual(company.floor);
        const [settlement] = await rows<{ bad: number; used: number; account_used: number }>(
          database,
          sql`select
                (select count(*)::int from credit_reservations r where r.company_id = ${company.id} and
                   (select count(*) from credit_ledger l where l.company_id = r.company_id and l.job_id = r.job_id
                      and l.transaction_type = 'refund') <> case when r.status = 'released' then 1 else 0 end) as bad,
                (select coalesce(sum(amount), 0)::int from credit_reservations
                   where company_id = ${company.id} and status <> 'released') as used,
                (select total_credits_used from billing_accounts where company_id = ${company.id}) as account_used`,
        );
        expect(settlement!.bad, 'each reservation settled at most once, a refund only for a release').toBe(0);
        expect(settlement!.account_used).toBe(settlement!.used);
        if (company.dailyLimit !== null) {
          const days = await rows<{ spent: number }>(
            database,
            sql`select sum(amount)::int as spent from credit_reservations where company_id = ${company.id}
                and status <> 'released' group by (reserved_at at time zone 'UTC')::date`,
          );
          for (const day of days) expect(day.spent, 'hard daily limit').toBeLessThanOrEqual(company.dailyLimit);
        }
      }
    };

    const BATCH = 5;
    for (let done = 0; done < OPERATIONS; done += BATCH) {
      clock += 1000 * (1 + rng.int(60));
      const now = new Date(clock);
      await Promise.all(Array.from({ length: BATCH }, () => operation(now)));
      if ((done + BATCH) % 2000 === 0) await checkInvariants();
    }
    await sweepStaleReservations(database.db, { olderThanMs: 10 * MINUTE, now: new Date(clock + 3_600_000) });
    await checkInvariants();
    const [left] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from credit_reservations where status = 'reserved'`,
    );
    expect(left?.n, 'no reservation left open after the final sweep').toBe(0);
    console.log(`[credits] ${OPERATIONS} random operations (seed ${SEED}):`, JSON.stringify(seen));
    expect(seen['reserve ok']).toBeGreaterThan(1000);
    expect(seen['reserve 402']).toBeGreaterThan(0);
    expect(seen['reserve 429']).toBeGreaterThan(0);
    expect(seen['reserve 403']).toBeGreaterThan(0);
  }, 300_000);
});
