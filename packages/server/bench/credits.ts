// Credits benchmark (issue #15): reservations per second on a real PostgreSQL with 50 concurrent clients,
// the credit service (account row lock, every check in one transaction) against a naive read-then-write
// baseline (same checks and writes, no lock, the balance written back as read minus 15), and the
// overspend each allows when 2,000 attempts compete for 1,000 reservations' worth of credits.
// Then the balance poll's latency (GET /realtime/billing/{companyId}, real HTTP) for the company the service
// run left with 5,000+ reservations this month, against the billing account call the dashboard used to poll.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL; without one it says so and exits 0.
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type CreditTx, suspension } from '../src/credits/account';
import { ENHANCEMENT_CREDITS } from '../src/credits/constants';
import { evaluateLimits, hasLimits, spendInWindows } from '../src/credits/limits';
import { grant, reserve } from '../src/credits/index';
import { utcWindows } from '../src/credits/windows';
import { buildApp } from '../src/app';
import type { Principal } from '../src/auth/principal';
import { loadConfig } from '../src/config';
import { type AppDb, type Database, openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { billingAccounts, companies, creditLedger, creditReservations } from '../src/db/schema';
import { percentile } from './support';

const CLIENTS = 50;
const POLLS = 2_000;
const POLL_CLIENTS = 10;
const POLL_WARMUP = 100;
const THROUGHPUT_ATTEMPTS = 5_000;
const CONTENDED_ATTEMPTS = 2_000;
const CONTENDED_RESERVATIONS = 1_000;

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('[bench credits] no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): skipped');
  process.exit(0);
}

type Reserve = (db: AppDb, companyId: string) => Promise<boolean>;

/** The credit service: true when the reservation was made, false on a 402/429/403 answer. */
const service: Reserve = async (db, companyId) => {
  try {
    await reserve(db, { companyId, jobId: randomUUID(), idempotencyKey: randomUUID() });
    return true;
  } catch (error) {
    if (typeof (error as { status?: unknown }).status === 'number') return false;
    throw error;
  }
};

/** The baseline: the same reads, checks and writes, but the balance is read without a lock and written back. */
const naive: Reserve = async (db, companyId) =>
  db.transaction(async (tx: CreditTx) => {
    const [account] = await tx.select().from(billingAccounts).where(eq(billingAccounts.company_id, companyId));
    if (!account || (await suspension(tx, companyId)).suspended) return false;
    const now = new Date();
    const windows = utcWindows(now);
    const spent = hasLimits(account) ? await spendInWindows(tx, companyId, windows) : { daily: 0, monthly: 0 };
    if (evaluateLimits(account, spent, ENHANCEMENT_CREDITS, windows).breach) return false;
    if (account.current_balance < ENHANCEMENT_CREDITS) return false;
    const balance = account.current_balance - ENHANCEMENT_CREDITS;
    await tx.update(billingAccounts).set({ current_balance: balance }).where(eq(billingAccounts.id, account.id));
    const jobId = randomUUID();
    const [entry] = await tx
      .insert(creditLedger)
      .values({
        company_id: companyId,
        transaction_type: 'enhancement',
        amount: -ENHANCEMENT_CREDITS,
        balance_after: balance,
        job_id: jobId,
        created_at: now,
      })
      .returning({ id: creditLedger.id });
    await tx.insert(creditReservations).values({
      company_id: companyId,
      job_id: jobId,
      idempotency_key: randomUUID(),
      amount: ENHANCEMENT_CREDITS,
      reserve_entry_id: entry!.id,
      reserved_at: now,
    });
    return true;
  });

/** Times `count` GETs of `url` from POLL_CLIENTS concurrent clients after a warm-up; sorted ms. */
async function timeGets(url: string, count: number): Promise<number[]> {
  const get = async () => {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < POLL_WARMUP; i++) await get();
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: POLL_CLIENTS }, async () => {
      while (next < count) {
        next += 1;
        times.push(await get());
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

/** p50 and p95 of the balance poll and of the billing account call for one company, over real HTTP. */
async function pollLatency(database: Database, companyId: string) {
  const principal = {
    userId: randomUUID(),
    subject: 'bench',
    email: 'bench@example.test',
    username: 'bench',
    fullName: 'Bench',
    role: 'tenant-user',
    companyId,
    companyCode: 'bench',
  } as Principal;
  const app = await buildApp({
    database,
    config: loadConfig({ PORT: '0' }),
    logger: false,
    authenticate: async (request) => {
      request.principal = principal;
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as { port: number };
    const api = `http://127.0.0.1:${port}/api/v2`;
    const poll = await timeGets(`${api}/realtime/billing/${companyId}`, POLLS);
    const account = await timeGets(`${api}/companies/${companyId}/billing/account`, POLLS);
    return {
      poll: { p50: percentile(poll, 50), p95: percentile(poll, 95) },
      account: { p50: percentile(account, 50), p95: percentile(account, 95) },
    };
  } finally {
    await app.close();
  }
}

/** Runs `attempts` reservations from CLIENTS concurrent clients; the number made and the elapsed time. */
async function run(db: AppDb, fn: Reserve, companyId: string, attempts: number) {
  let next = 0;
  let made = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < attempts) {
        next += 1;
        if (await fn(db, companyId)) made += 1;
      }
    }),
  );
  return { made, seconds: (performance.now() - started) / 1000 };
}

async function newCompany(db: AppDb, balance: number): Promise<string> {
  const code = `bench-${randomUUID().slice(0, 8)}`;
  const [company] = await db.insert(companies).values({ company_code: code, company_name: code }).returning();
  await db.insert(billingAccounts).values({ company_id: company!.id });
  await grant(db, { companyId: company!.id, amount: balance, reason: 'bench' });
  return company!.id;
}

async function ledgerGap(db: AppDb, companyId: string): Promise<number> {
  const result = (await db.execute(
    sql`select (select current_balance from billing_accounts where company_id = ${companyId})
              - (select sum(amount) from credit_ledger where company_id = ${companyId})::int as gap`,
  )) as unknown as { rows: { gap: number }[] };
  return Number(result.rows[0]?.gap ?? 0);
}

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const name = `curate_bench_${randomBytes(6).toString('hex')}`;
await admin.query(`CREATE DATABASE "${name}"`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
const database = await openDatabase({ url: dbUrl.toString(), maxConnections: CLIENTS });
try {
  await migrateDatabase(database);
  const db = database.db;
  await run(db, service, await newCompany(db, 1_000_000), 500); // warm-up
  const figures = {} as Record<'service' | 'naive', { rate: number; made: number; overspend: number; gap: number }>;
  let busy = '';
  for (const [label, fn] of [
    ['service', service],
    ['naive', naive],
  ] as const) {
    const ample = await newCompany(db, 1_000_000);
    const throughput = await run(db, fn, ample, THROUGHPUT_ATTEMPTS);
    if (label === 'service') busy = ample;
    const scarce = await newCompany(db, CONTENDED_RESERVATIONS * ENHANCEMENT_CREDITS);
    const contended = await run(db, fn, scarce, CONTENDED_ATTEMPTS);
    figures[label] = {
      rate: throughput.made / throughput.seconds,
      made: contended.made,
      overspend: Math.max(contended.made - CONTENDED_RESERVATIONS, 0),
      gap: await ledgerGap(db, scarce),
    };
  }
  console.table(figures);
  const latency = await pollLatency(database, busy);
  console.table(latency);
  const suite = {
    title: 'Credits: reservations on PostgreSQL',
    issue: 15,
    command: 'pnpm bench (packages/server: tsx bench/credits.ts; needs BENCH_DATABASE_URL or TEST_DATABASE_URL)',
    rows: [
      {
        name: `Reservations per second, ${CLIENTS} concurrent clients, ${THROUGHPUT_ATTEMPTS} attempts (PostgreSQL)`,
        value: figures.service.rate,
        unit: '/s',
        baseline: { name: 'naive read-then-write', value: figures.naive.rate },
        note: 'account row lock, all checks in the transaction',
      },
      {
        name: `Reservations made from ${CONTENDED_RESERVATIONS} reservations' credits, ${CONTENDED_ATTEMPTS} attempts`,
        value: figures.service.made,
        unit: '',
        baseline: { name: 'naive read-then-write', value: figures.naive.made },
        note: `overspend: service ${figures.service.overspend}, naive ${figures.naive.overspend} reservations without credits`,
      },
      {
        name: 'Balance minus the sum of the ledger after the contended run',
        value: figures.service.gap,
        unit: 'credits',
        baseline: { name: 'naive read-then-write', value: figures.naive.gap },
        ratio: undefined,
        note: 'lost updates of the naive balance write',
      },
      {
        name: `Balance poll p95, ${POLLS} requests from ${POLL_CLIENTS} clients (PostgreSQL, ${THROUGHPUT_ATTEMPTS} reservations this month)`,
        value: latency.poll.p95,
        unit: 'ms',
        baseline: {
          name: 'GET billing/account p95 (the call the dashboard polled before)',
          value: latency.account.p95,
        },
        note: `p50 ${latency.poll.p50.toFixed(2)} ms vs ${latency.account.p50.toFixed(2)} ms; real HTTP on loopback`,
      },
    ],
    notes: [
      `The naive baseline runs the same checks and writes without the row lock: it reads the balance and writes back read − ${ENHANCEMENT_CREDITS}. Overspend = reservations made beyond the ${CONTENDED_RESERVATIONS} the credits paid for.`,
    ],
  };
  const out = process.env.CURATE_BENCH_OUT;
  if (out) writeFileSync(path.join(out, 'server-credits.json'), JSON.stringify(suite, null, 2));
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
