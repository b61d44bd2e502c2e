import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevIdp, type TestDevIdp } from '../test/idp';
import { companies, enhancementJobs } from '../db/schema';
import { buildTestApp } from '../test/app';
import { demoCompanyId } from '../seed/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { grant, release, reserve, utcWindows } from '../credits';

const ACME = demoCompanyId('acme-tools');
const NORTHWIND = demoCompanyId('northwind-supply');
const UNKNOWN = '00000000-0000-0000-0000-000000000009';

const SUPER = 'admin@curate.dev';
const ACME_ADMIN = 'alice.admin@acme.test';
const ACME_USER = 'tom.user@acme.test';
const NORTHWIND_ADMIN = 'nina.admin@northwind.test';

let database: TestDatabase;
let idp: TestDevIdp;
let app: FastifyInstance;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // The demo data dated in 2024, so none of its ledger rows fall in the current UTC day or month:
  // the spend figures are then exactly the rows these tests insert. Balances do not depend on the date.
  database = await createTestDatabase({ seed: { now: new Date('2024-03-15T12:00:00Z') } });
  idp = await startTestDevIdp(database);
  ({ app, close } = await buildTestApp({ database, env: idp.env }));
  for (const email of [SUPER, ACME_ADMIN, ACME_USER, NORTHWIND_ADMIN]) tokens[email] = await idp.accessToken(email);
});
afterAll(async () => {
  await close?.();
  await idp?.close();
  await database?.cleanup();
});

const call = (method: 'GET' | 'POST', url: string, email: string) =>
  app.inject({ method, url: `/api/v2${url}`, headers: { authorization: `Bearer ${tokens[email]}` } });
const get = (url: string, email: string) => call('GET', url, email);

const COMPANY_NOT_FOUND = { detail: 'Company not found', code: 'not_found' };
const JOB_NOT_FOUND = { detail: 'Job not found', code: 'not_found' };

async function activeJobs(companyId: string): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(enhancementJobs)
    .where(
      and(
        eq(enhancementJobs.company_id, companyId),
        inArray(enhancementJobs.status, ['created', 'queued', 'processing', 'running']),
      ),
    );
  return Number(row!.n);
}

describe('GET /realtime/billing/:companyId', () => {
  it('answers the seeded balances with no spend this month, to the own tenant and the super-admin', async () => {
    const acme = await get(`/realtime/billing/${ACME}`, ACME_USER);
    expect(acme.statusCode).toBe(200);
    expect(acme.json()).toEqual({
      success: true,
      data: {
        current_balance: 4250,
        daily_spent: 0,
        monthly_spent: 0,
        account_suspended: false,
        active_jobs: await activeJobs(ACME),
      },
      timestamp: expect.any(String),
    });
    expect(new Date(acme.json().timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await get(`/realtime/billing/${ACME}`, ACME_ADMIN)).json().data.current_balance).toBe(4250);
    expect((await get(`/realtime/billing/${NORTHWIND}`, NORTHWIND_ADMIN)).json().data).toMatchObject({
      current_balance: 90,
      daily_spent: 0,
    });
    expect((await get(`/realtime/billing/${NORTHWIND}`, SUPER)).json().data.current_balance).toBe(90);
    expect((await get(`/realtime/billing/${ACME}`, SUPER)).json().data.current_balance).toBe(4250);
    expect(await activeJobs(ACME)).toBe(2); // the seed's queued and running jobs
  });

  it('counts the reservations of the current UTC day and month that were not released, as the limits do', async () => {
    const now = new Date();
    const monthStart = utcWindows(now).monthly.start;
    const spend = async (companyId: string, amount: number, at: Date, released = false) => {
      const jobId = randomUUID();
      // Spend that stays is granted first, so the balance ends where the seed left it.
      if (!released) await grant(database.db, { companyId, amount, reason: 'test credits for spend', now: at });
      await reserve(database.db, { companyId, jobId, idempotencyKey: jobId, amount, now: at });
      if (released) await release(database.db, { companyId, jobId, reason: 'job failed', now: at });
    };
    const acme = [
      { amount: 15, at: now }, // today
      { amount: 30, at: monthStart }, // first instant of the month (also today on the 1st)
      { amount: 45, at: new Date(monthStart.getTime() - 1) }, // last instant of last month
      { amount: 60, at: new Date(monthStart.getTime() - 20 * 86_400_000) }, // last month
      { amount: 20, at: now, released: true }, // a refunded job gives its credits back
    ];
    for (const r of acme) await spend(ACME, r.amount, r.at, r.released);
    await spend(NORTHWIND, 75, now);

    const res = await get(`/realtime/billing/${ACME}`, ACME_USER);
    expect(res.statusCode).toBe(200);
    // The windows of the answer's own moment, so a run across midnight UTC still agrees.
    const at = utcWindows(new Date(res.json().timestamp));
    const spentSince = (start: Date) =>
      acme.filter((r) => !r.released && r.at >= start).reduce((sum, r) => sum + r.amount, 0);
    expect(spentSince(at.monthly.start)).toBe(45);
    expect(res.json().data).toEqual({
      current_balance: 4250, // the account's own balance, as the seed left it
      daily_spent: spentSince(at.daily.start),
      monthly_spent: spentSince(at.monthly.start),
      account_suspended: false,
      active_jobs: 2,
    });
    expect((await get(`/realtime/billing/${NORTHWIND}`, NORTHWIND_ADMIN)).json().data).toMatchObject({
      current_balance: 90,
      daily_spent: 75,
      monthly_spent: 75,
    });
    expect((await get(`/realtime/billing/${NORTHWIND}`, SUPER)).json().data).toMatchObject({
      daily_spent: 75,
      monthly_spent: 75,
    });
  });

  it('follows companies.account_suspended', async () => {
    await database.db
      .update(companies)
      .set({ account_suspended: true, suspension_reason: 'Suspended by admin' })
      .where(eq(companies.id, NORTHWIND));
    try {
      expect((await get(`/realtime/billing/${NORTHWIND}`, NORTHWIND_ADMIN)).json().data).toMatchObject({
        current_balance: 90,
        account_suspended: true,
      });
      expect((await get(`/realtime/billing/${NORTHWIND}`, SUPER)).json().data.account_suspended).toBe(true);
      expect((await get(`/realtime/billing/${ACME}`, ACME_USER)).json().data.account_suspended).toBe(false);
    } finally {
      await database.db
        .update(companies)
        .set({ account_suspended: false, suspension_reason: null })
        .where(eq(companies.id, NORTHWIND));
    }
    expect((await get(`/realtime/billing/${NORTHWIND}`, NORTHWIND_ADMIN)).json().data.account_suspended).toBe(false);
  });

  it("answers 404 'Company not found' for another tenant's company and an unknown one", async () => {
    for (const email of [ACME_USER, ACME_ADMIN]) {
      const other = await get(`/realtime/billing/${NORTHWIND}`, email);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(COMPANY_NOT_FOUND);
    }
    expect((await get(`/realtime/billing/${ACME}`, NORTHWIND_ADMIN)).json()).toEqual(COMPANY_NOT_FOUND);
    const unknown = await get(`/realtime/billing/${UNKNOWN}`, SUPER);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(COMPANY_NOT_FOUND);
  });

  it('needs a token', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v2/realtime/billing/${ACME}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /realtime/billing/:companyId/invalidate-cache', () => {
  it('answers {success: true} for the own company and, for the super-admin, any company', async () => {
    for (const [companyId, email] of [
      [ACME, ACME_USER],
      [ACME, ACME_ADMIN],
      [NORTHWIND, NORTHWIND_ADMIN],
      [ACME, SUPER],
      [NORTHWIND, SUPER],
    ] as const) {
      const res = await call('POST', `/realtime/billing/${companyId}/invalidate-cache`, email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
  });

  it("checks scope: 404 'Company not found' for another tenant's company and an unknown one", async () => {
    const other = await call('POST', `/realtime/billing/${NORTHWIND}/invalidate-cache`, ACME_USER);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(COMPANY_NOT_FOUND);
    const unknown = await call('POST', `/realtime/billing/${UNKNOWN}/invalidate-cache`, SUPER);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(COMPANY_NOT_FOUND);
  });
});

describe('GET /realtime/job/:jobId/progress', () => {
  const jobOf = async (companyId: string, status: 'running' | 'failed') => {
    const [job] = await database.db
      .select({ id: enhancementJobs.id })
      .from(enhancementJobs)
      .where(and(eq(enhancementJobs.company_id, companyId), eq(enhancementJobs.status, status)))
      .limit(1);
    return job!.id;
  };

  it("answers the status and progress of a job of the caller's company, and to the super-admin", async () => {
    const running = await jobOf(ACME, 'running');
    const expected = {
      success: true,
      data: {
        job_id: running,
        status: 'running',
        progress: 65,
        message: 'Generating long description',
        error_message: null,
      },
      timestamp: expect.any(String),
    };
    for (const email of [ACME_USER, ACME_ADMIN, SUPER]) {
      const res = await get(`/realtime/job/${running}/progress`, email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    const failed = await jobOf(NORTHWIND, 'failed');
    expect((await get(`/realtime/job/${failed}/progress`, NORTHWIND_ADMIN)).json().data).toEqual({
      job_id: failed,
      status: 'failed',
      progress: 40,
      message: null,
      error_message: 'AI provider timed out after 300 s (3 attempts)',
    });
  });

  it("answers a stored 'created' status as 'queued'", async () => {
    const [job] = await database.db
      .insert(enhancementJobs)
      .values({ company_id: ACME, status: 'created', customer_product_id: 'TEST-CREATED' })
      .returning({ id: enhancementJobs.id });
    try {
      expect((await get(`/realtime/job/${job!.id}/progress`, ACME_USER)).json().data).toMatchObject({
        status: 'queued',
        progress: 0,
      });
      expect((await get(`/realtime/billing/${ACME}`, ACME_USER)).json().data.active_jobs).toBe(3);
    } finally {
      await database.db.delete(enhancementJobs).where(eq(enhancementJobs.id, job!.id));
    }
  });

  it("answers 404 'Job not found' for another company's job and an unknown job", async () => {
    const northwindJob = await jobOf(NORTHWIND, 'running');
    for (const email of [ACME_USER, ACME_ADMIN]) {
      const other = await get(`/realtime/job/${northwindJob}/progress`, email);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(JOB_NOT_FOUND);
    }
    expect((await get(`/realtime/job/${await jobOf(ACME, 'running')}/progress`, NORTHWIND_ADMIN)).json()).toEqual(
      JOB_NOT_FOUND,
    );
    for (const email of [ACME_USER, SUPER]) {
      const unknown = await get(`/realtime/job/${UNKNOWN}/progress`, email);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(JOB_NOT_FOUND);
    }
  });

  it('refuses a malformed job id with 422', async () => {
    expect((await get('/realtime/job/not-a-uuid/progress', ACME_USER)).statusCode).toBe(422);
  });
});
