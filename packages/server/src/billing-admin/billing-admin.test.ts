import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_NOT_FOUND, FORBIDDEN_FOR_ROLE } from '../auth/access';
import { reserve } from '../credits';
import { enhancementJobs } from '../db/schema';
import { createCreditCompany, ledgerFigures, outcome } from '../test/credits';
import { ACME, ALICE, NORTHWIND, SUPER, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';

// Super-admin billing calls — spec part 3 §2, §3, §5, §6, §7 'Super-admin billing and companies' (issue #15).
// Reads use the seeded demo companies; every write works on a company of its own.
let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest([SUPER, ALICE, TOM]);
});
afterAll(async () => {
  await test?.close();
});

const UNKNOWN = '3f0c7a52-9d1e-4b7a-8c55-0a1b2c3d4e5f';
const admin = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) =>
  test.call(SUPER, method, path, payload);

/** A fresh company with a billing account and `balance` credits granted through the ledger. */
const newCompany = (balance = 1000, settings = {}) => createCreditCompany(test.database, balance, settings);

const start = (companyId: string) =>
  reserve(test.database.db, { companyId, jobId: randomUUID(), idempotencyKey: randomUUID() });

/** The company's notifications, newest first; the balance ones (tested in ../credits) only when asked. */
async function notifications(companyId: string, { balance = false } = {}) {
  const rows = await test.sql<{ type: string; message: string; severity: string; priority: string; data: unknown }>(
    sql`select type, message, severity, priority, data from billing_notifications where company_id = ${companyId}
        order by created_at desc, id`,
  );
  return balance ? rows : rows.filter((row) => !['low_balance', 'overdraft', 'near_overdraft'].includes(row.type));
}

/** The `msg` of each validation item of a 422 answer. */
const messages = (body: { detail: unknown }) => (body.detail as { msg: string }[]).map((item) => item.msg);

describe('who may call', () => {
  const calls: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
    ['overview', 'GET', '/billing/overview'],
    ['account', 'GET', `/billing/accounts/${ACME.id}`],
    ['transactions', 'GET', `/billing/companies/${ACME.id}/transactions`],
    ['credits', 'POST', `/billing/companies/${ACME.id}/credits`, { amount: 100 }],
    ['limits', 'PUT', `/billing/companies/${ACME.id}/internal-limits`, { internal_daily_limit: 1 }],
    ['overages', 'PUT', `/billing/companies/${ACME.id}/overages`, { allow_overages: true }],
    ['status', 'PUT', `/billing/companies/${ACME.id}/status`, { suspended: true, reason: 'x' }],
    ['token usage', 'GET', `/billing/companies/${ACME.id}/token-usage`],
    ['export', 'GET', `/billing/usage/export?company_id=${ACME.id}`],
  ];

  it.each(calls)('%s: 403 to a tenant admin and a tenant user of the company, nothing changed', async (...call) => {
    const [, method, path, payload] = call;
    const before = await ledgerFigures(test.database, ACME.id);
    for (const who of [ALICE, TOM]) {
      const res = await test.call(who, method, path, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: FORBIDDEN_FOR_ROLE, code: 'forbidden' });
    }
    expect(await ledgerFigures(test.database, ACME.id)).toEqual(before);
    const [company] = await test.sql<{ suspended: boolean }>(
      sql`select account_suspended as suspended from companies where id = ${ACME.id}`,
    );
    expect(company!.suspended).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await test.call(null, 'GET', '/billing/overview')).statusCode).toBe(401);
  });

  it.each(calls.filter(([name]) => name !== 'overview'))(
    "%s: 404 'Company not found' for an unknown company",
    async (_name, method, path, payload) => {
      const res = await admin(method, path.replace(ACME.id, UNKNOWN), payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: COMPANY_NOT_FOUND, code: 'not_found' });
    },
  );
});

describe('GET /billing/overview', () => {
  it('lists every company with balance, net spend, suspension, low balance and last usage, and the totals', async () => {
    const res = await admin('GET', '/billing/overview');
    expect(res.statusCode).toBe(200);
    const { companies, summary } = res.json().data;
    // Net spend: every reservation not refunded (captured, or held by a running enhancement).
    const facts = await test.sql<{ id: string; balance: number; used: string; last: Date | null }>(
      sql`select c.id, a.current_balance as balance, a.last_usage_at as last,
            (select coalesce(sum(amount), 0) from credit_reservations r where r.company_id = c.id and r.status <> 'released') as used
          from companies c left join billing_accounts a on a.company_id = c.id`,
    );
    expect(companies).toHaveLength(facts.length);
    const acme = companies.find((c: { company_id: string }) => c.company_id === ACME.id);
    const northwind = companies.find((c: { company_id: string }) => c.company_id === NORTHWIND.id);
    const acmeFacts = facts.find((f) => f.id === ACME.id)!;
    expect(acme).toEqual({
      company_id: ACME.id,
      company_name: 'Acme Tools',
      company_code: 'acme-tools',
      current_balance: acmeFacts.balance,
      total_credits_used: Number(acmeFacts.used),
      account_suspended: false,
      suspension_reason: null,
      is_low_balance: acmeFacts.balance < 1000,
      last_usage_at: acmeFacts.last ? new Date(acmeFacts.last).toISOString() : null,
    });
    expect(acme.total_credits_used).toBeGreaterThan(0);
    expect(northwind).toMatchObject({ company_code: 'northwind-supply', is_low_balance: true });
    expect(summary).toMatchObject({
      total_companies: facts.length,
      total_balance: facts.reduce((sum, f) => sum + (f.balance ?? 0), 0),
      total_used: facts.reduce((sum, f) => sum + Number(f.used), 0),
      companies_with_low_balance: companies.filter((c: { is_low_balance: boolean }) => c.is_low_balance).length,
    });
  });

  // The last 30 UTC days, today included, as the daily rollup counts them.
  const last30Days = (company?: string) =>
    test.sql<{ n: number; total: string; min: number; max: number }>(
      sql`select count(*)::int as n, sum(tokens_used) as total, min(tokens_used) as min, max(tokens_used) as max
          from enhancement_jobs where status = 'completed' and tokens_used is not null
          and (completed_at at time zone 'UTC')::date >= (now() at time zone 'UTC')::date - 29
          and (${company ?? null}::uuid is null or company_id = ${company ?? null}::uuid)`,
    );

  it('gives the token figures of the last 30 days', async () => {
    const { data } = (await admin('GET', '/billing/overview')).json();
    const [facts] = await last30Days();
    expect(facts!.n).toBeGreaterThan(0);
    expect(data.token_statistics).toEqual({
      total_tokens_consumed: Number(facts!.total),
      average_tokens_per_enhancement: Math.round(Number(facts!.total) / facts!.n),
      min_tokens: facts!.min,
      max_tokens: facts!.max,
    });
    expect(data.summary.token_statistics).toEqual(data.token_statistics);
  });
});

describe('the daily token rollup', () => {
  it('follows the jobs: a completion adds, a re-run takes off (min and max read again), a delete removes', async () => {
    const company = await newCompany(1000);
    const figures = async () => (await admin('GET', `/billing/accounts/${company}`)).json().data.token_statistics;
    expect(await figures()).toBeNull();
    const at = new Date();
    const rows = await test.sql<{ id: string }>(
      sql`insert into enhancement_jobs (company_id, status, tokens_used, completed_at)
          values (${company}, 'completed', 1000, ${at}), (${company}, 'completed', 3000, ${at}),
                 (${company}, 'running', null, null)
          returning id`,
    );
    expect(await figures()).toEqual({
      total_tokens_consumed: 4000,
      average_tokens_per_enhancement: 2000,
      min_tokens: 1000,
      max_tokens: 3000,
    });
    await test.sql(sql`update enhancement_jobs set status = 'completed', tokens_used = 500, completed_at = ${at}
                       where id = ${rows[2]!.id}`);
    await test.sql(sql`update enhancement_jobs set status = 'queued', tokens_used = null where id = ${rows[1]!.id}`);
    expect(await figures()).toEqual({
      total_tokens_consumed: 1500,
      average_tokens_per_enhancement: 750,
      min_tokens: 500,
      max_tokens: 1000,
    });
    await test.sql(sql`delete from enhancement_jobs where company_id = ${company}`);
    expect(await figures()).toBeNull();
  });
});

describe('GET /billing/accounts/{companyId} and the transactions', () => {
  it("answers the admin view: spend as the tenant's own view counts it, the allowance negative", async () => {
    const res = await admin('GET', `/billing/accounts/${ACME.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const tenant = (await test.call(ALICE, 'GET', `/companies/${ACME.id}/billing/account`)).json().data;
    expect(data).toMatchObject({
      company_id: ACME.id,
      company_name: 'Acme Tools',
      current_balance: tenant.current_balance,
      daily_spent: tenant.today_usage,
      monthly_spent: tenant.month_usage,
      internal_daily_limit: 3000,
      internal_limit_mode: tenant.internal_limit_mode,
      daily_spend_limit: tenant.daily_spend_limit,
      monthly_spend_limit: tenant.monthly_spend_limit,
      allow_overages: true,
      max_negative_balance: -1000,
      low_balance_threshold: 1000,
      is_active: true,
      account_suspended: false,
    });
    expect(data.token_statistics).not.toBeNull();
  });

  it('counts an open reservation in daily and monthly spent; a new company without enhancements has none', async () => {
    const company = await newCompany(100);
    const before = (await admin('GET', `/billing/accounts/${company}`)).json().data;
    expect(before).toMatchObject({ daily_spent: 0, monthly_spent: 0, current_balance: 100, token_statistics: null });
    await start(company);
    const after = (await admin('GET', `/billing/accounts/${company}`)).json().data;
    expect(after).toMatchObject({ daily_spent: 15, monthly_spent: 15, current_balance: 85 });
  });

  it('pages the history newest first, 20 by default', async () => {
    const page = (await admin('GET', `/billing/companies/${ACME.id}/transactions`)).json().data;
    const [count] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from credit_ledger where company_id = ${ACME.id}`,
    );
    expect(page.total).toBe(count!.n);
    expect(page.transactions).toHaveLength(Math.min(20, count!.n));
    const times = page.transactions.map((t: { created_at: string }) => Date.parse(t.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const next = (await admin('GET', `/billing/companies/${ACME.id}/transactions?limit=3&offset=2`)).json().data;
    expect(next.transactions.map((t: { id: string }) => t.id)).toEqual(
      page.transactions.slice(2, 5).map((t: { id: string }) => t.id),
    );
  });
});

describe('POST /billing/companies/{companyId}/credits', () => {
  it('adds and removes credits as adjustments by the super-admin, tells the tenant, and the ledger sums to the balance', async () => {
    const company = await newCompany(1000);
    const added = await admin('POST', `/billing/companies/${company}/credits`, {
      amount: 250,
      description: 'Goodwill credit',
      notes: 'Ticket 4411, approved by finance',
      reference_id: 'T-4411',
    });
    expect(added.statusCode).toBe(200);
    const { data } = added.json();
    expect(data.current_balance).toBe(1250);
    expect(data.transaction).toMatchObject({
      transaction_type: 'adjustment',
      amount: 250,
      balance_after: 1250,
      initiated_by_name: 'Sam Rivera',
      initiated_by_role: 'super-admin',
      activity_type: 'admin_adjustment',
      reference_id: 'T-4411',
      description: 'Goodwill credit',
    });
    expect(data.transaction).not.toHaveProperty('notes');
    const [stored] = await test.sql<{ notes: string; by: string }>(
      sql`select notes, initiated_by_user_id as by from credit_ledger where id = ${data.transaction.id}`,
    );
    expect(stored!.notes).toBe('Ticket 4411, approved by finance');
    expect(stored!.by).toBe(data.transaction.initiated_by_user_id);

    const removed = await admin('POST', `/billing/companies/${company}/credits`, { amount: -1100, description: '' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.current_balance).toBe(150);
    expect(removed.json().data.transaction).toMatchObject({
      amount: -1100,
      transaction_type: 'adjustment',
      description: 'Credits removed by administrator: 1,100 credits',
      reference_id: null,
    });
    // The removal also crossed the low-balance threshold; its two notes share one instant, so sort by type.
    const notes = await notifications(company, { balance: true });
    expect(notes.map((n) => [n.type, n.message]).sort()).toEqual([
      ['credits_added', 'Credits added: 250 credits were added to your account.'],
      ['credits_deducted', 'Credits deducted: 1,100 credits were removed from your account.'],
      ['low_balance', 'Low balance: 150 credits left (below 1000).'],
    ]);
    const figures = await ledgerFigures(test.database, company);
    expect(figures).toMatchObject({ balance: 150, ledgerSum: 150, entries: 3 });
    const history = (await admin('GET', `/billing/companies/${company}/transactions`)).json().data;
    expect(history.transactions.map((t: { amount: number }) => t.amount)).toEqual([-1100, 250, 1000]);
  });

  it('keeps the ledger equal to the balance under concurrent adjustments and reservations', async () => {
    const company = await newCompany(200);
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        admin('POST', `/billing/companies/${company}/credits`, { amount: i % 2 === 0 ? 50 : -30 }).then(
          (res) => res.statusCode,
        ),
      ),
      ...Array.from({ length: 8 }, () => outcome(start(company))),
    ]);
    expect(results.every((r) => r === 200 || r === 'ok' || r === 409 || r === 402)).toBe(true);
    const figures = await ledgerFigures(test.database, company);
    expect(figures.balance).toBe(figures.ledgerSum);
    expect(figures.lowest).toBeGreaterThanOrEqual(0);
  });

  it('generates a description for an added amount sent without one', async () => {
    const company = await newCompany(0);
    const res = await admin('POST', `/billing/companies/${company}/credits`, { amount: 2500 });
    expect(res.json().data.transaction.description).toBe('Credits added by administrator: 2,500 credits');
  });

  it.each([
    ['0', { amount: 0 }, 'Amount must be at least 1'],
    ['a fraction', { amount: 12.5 }, 'Amount must be a whole number of credits'],
    ['text', { amount: '100' }, 'Please fill in all required fields'],
    ['nothing', {}, 'Please fill in all required fields'],
  ])('refuses %s with 422 and its message, applying nothing', async (_what, body, message) => {
    const company = await newCompany(300);
    const res = await admin('POST', `/billing/companies/${company}/credits`, body);
    expect(res.statusCode).toBe(422);
    expect(messages(res.json())).toContain(message);
    expect(res.json().detail[0].loc).toEqual(['body', 'amount']);
    expect(await ledgerFigures(test.database, company)).toMatchObject({ balance: 300, ledgerSum: 300, entries: 1 });
    expect(await notifications(company)).toEqual([]);
  });

  it('refuses a removal below the overage floor with 409, applying nothing', async () => {
    const company = await newCompany(100);
    const res = await admin('POST', `/billing/companies/${company}/credits`, { amount: -101 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', current_balance: 100 });
    expect(await ledgerFigures(test.database, company)).toMatchObject({ balance: 100, ledgerSum: 100, entries: 1 });
    expect(await notifications(company)).toEqual([]);
  });

  it('refuses an amount that would take the balance beyond what an account holds (422, not a 500)', async () => {
    const company = await newCompany(100);
    const res = await admin('POST', `/billing/companies/${company}/credits`, { amount: 2_147_483_600 });
    expect(res.statusCode).toBe(422);
    expect(await ledgerFigures(test.database, company)).toMatchObject({ balance: 100, entries: 1 });
  });
});

describe('PUT /billing/companies/{companyId}/internal-limits', () => {
  it('sets the maxima and the mode; empty is no limit; the next reservation enforces them; the tenant is told', async () => {
    const company = await newCompany(1000);
    const res = await admin('PUT', `/billing/companies/${company}/internal-limits`, {
      internal_daily_limit: 20,
      internal_monthly_limit: '',
      internal_limit_mode: 'hard_stop',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      internal_daily_limit: 20,
      internal_monthly_limit: null,
      internal_limit_mode: 'hard_stop',
    });
    expect(await outcome(start(company))).toBe('ok');
    expect(await outcome(start(company))).toBe(429);
    const [note] = await notifications(company);
    expect(note).toMatchObject({
      type: 'limits_updated',
      message: 'Spending limits set by your administrator: daily 20 credits, monthly no limit (hard stop).',
      severity: 'info',
    });
    const cleared = await admin('PUT', `/billing/companies/${company}/internal-limits`, {
      internal_daily_limit: null,
      internal_monthly_limit: null,
    });
    expect(cleared.json().data).toMatchObject({ internal_daily_limit: null, internal_limit_mode: 'hard_stop' });
    expect(await outcome(start(company))).toBe('ok');
  });

  it.each([
    ['a negative limit', { internal_daily_limit: -1 }, 'Limit must be at least 0'],
    ['a fraction', { internal_monthly_limit: 10.5 }, 'Limit must be a whole number of credits'],
    ['a number no column holds', { internal_daily_limit: 1e12 }, 'Limit must be at most 2,147,483,647 credits'],
    ['an unknown mode', { internal_limit_mode: 'block' }, undefined],
  ])('refuses %s with 422, applying nothing', async (_what, body, message) => {
    const company = await newCompany(100, { internal_daily_limit: 500 });
    const res = await admin('PUT', `/billing/companies/${company}/internal-limits`, body);
    expect(res.statusCode).toBe(422);
    if (message) expect(messages(res.json())).toContain(message);
    const account = (await admin('GET', `/billing/accounts/${company}`)).json().data;
    expect(account.internal_daily_limit).toBe(500);
    expect(await notifications(company)).toEqual([]);
  });
});

describe('PUT /billing/companies/{companyId}/overages', () => {
  it('sets overages and the allowance (either sign, answered negative), which the floor then follows', async () => {
    const company = await newCompany(100);
    const res = await admin('PUT', `/billing/companies/${company}/overages`, {
      allow_overages: true,
      max_negative_balance: -500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ allow_overages: true, max_negative_balance: -500 });
    const [stored] = await test.sql<{ max: number }>(
      sql`select max_negative_balance as max from billing_accounts where company_id = ${company}`,
    );
    expect(stored!.max).toBe(500);
    const deep = await admin('POST', `/billing/companies/${company}/credits`, { amount: -600 });
    expect(deep.json().data.current_balance).toBe(-500);
    expect((await admin('POST', `/billing/companies/${company}/credits`, { amount: -1 })).statusCode).toBe(409);

    const positive = await admin('PUT', `/billing/companies/${company}/overages`, {
      allow_overages: true,
      max_negative_balance: 2000,
    });
    expect(positive.json().data.max_negative_balance).toBe(-2000);
    const fallback = await admin('PUT', `/billing/companies/${company}/overages`, { allow_overages: false });
    expect(fallback.json().data).toMatchObject({ allow_overages: false, max_negative_balance: -1000 });
    expect(await outcome(start(company))).toBe(402);
  });

  it.each([
    ['not a multiple of 100', -150, 'Max negative balance must be a multiple of 100'],
    ['beyond 100000', -100_100, 'Max negative balance must be between 0 and 100000'],
  ])('refuses an allowance %s with 422, applying nothing', async (_what, value, message) => {
    const company = await newCompany(100, { allow_overages: false, max_negative_balance: 300 });
    const res = await admin('PUT', `/billing/companies/${company}/overages`, {
      allow_overages: true,
      max_negative_balance: value,
    });
    expect(res.statusCode).toBe(422);
    expect(messages(res.json())).toContain(message);
    const account = (await admin('GET', `/billing/accounts/${company}`)).json().data;
    expect(account).toMatchObject({ allow_overages: false, max_negative_balance: -300 });
  });
});

describe('PUT /billing/companies/{companyId}/status', () => {
  it('suspends with a reason, which the very next reservation obeys, and activates again', async () => {
    const company = await newCompany(1000);
    const res = await admin('PUT', `/billing/companies/${company}/status`, {
      suspended: true,
      reason: 'Invoice 2026-11 unpaid',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ account_suspended: true, suspension_reason: 'Invoice 2026-11 unpaid' });
    const refused = await reserve(test.database.db, {
      companyId: company,
      jobId: randomUUID(),
      idempotencyKey: randomUUID(),
    }).catch((error: unknown) => error as { status: number; detail: string });
    expect(refused).toMatchObject({ status: 403, detail: 'Account suspended: Invoice 2026-11 unpaid' });
    expect((refused as { detail: string }).detail).toContain('suspended');
    const row = (await admin('GET', '/billing/overview'))
      .json()
      .data.companies.find((c: { company_id: string }) => c.company_id === company);
    expect(row).toMatchObject({ account_suspended: true, suspension_reason: 'Invoice 2026-11 unpaid' });

    const active = await admin('PUT', `/billing/companies/${company}/status`, { suspended: false, reason: null });
    expect(active.json().data).toMatchObject({ account_suspended: false, suspension_reason: null });
    expect(await outcome(start(company))).toBe('ok');
    expect((await notifications(company)).map((n) => [n.type, n.message, n.priority])).toEqual([
      ['account_activated', 'Account activated: enhancements can run again.', 'normal'],
      ['account_suspended', 'Account suspended: Invoice 2026-11 unpaid', 'high'],
    ]);
    // Activating an active account changes nothing and tells nobody.
    await admin('PUT', `/billing/companies/${company}/status`, { suspended: false });
    expect(await notifications(company)).toHaveLength(2);
  });

  it.each([
    ['no reason', { suspended: true }],
    ['an empty reason', { suspended: true, reason: '' }],
    ['a blank reason', { suspended: true, reason: '   ' }],
  ])("refuses a suspension with %s: 422 'Please provide a suspension reason'", async (_what, body) => {
    const company = await newCompany(100);
    const res = await admin('PUT', `/billing/companies/${company}/status`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'reason'], msg: 'Please provide a suspension reason', type: 'custom' },
    ]);
    expect(await outcome(start(company))).toBe('ok');
  });
});

describe('the audit trail', () => {
  it('records each super-admin billing write with who, what and why; a refused one records nothing', async () => {
    const company = await newCompany(1000);
    await admin('POST', `/billing/companies/${company}/credits`, {
      amount: 250,
      description: 'Goodwill',
      notes: 'ticket 42',
    });
    await admin('PUT', `/billing/companies/${company}/internal-limits`, { internal_daily_limit: 100 });
    await admin('PUT', `/billing/companies/${company}/overages`, { allow_overages: true, max_negative_balance: 500 });
    await admin('PUT', `/billing/companies/${company}/status`, { suspended: true, reason: 'Chargeback' });
    expect((await admin('PUT', `/billing/companies/${company}/status`, { suspended: true })).statusCode).toBe(422);
    expect((await admin('POST', `/billing/companies/${company}/credits`, { amount: -999_999 })).statusCode).toBe(409);
    const rows = await test.sql<{
      action: string;
      actor_email: string;
      target_type: string;
      reason: string | null;
      details: Record<string, unknown>;
    }>(
      sql`select action, actor_email, target_type, reason, details from admin_audit_log
          where company_id = ${company} order by created_at, id`,
    );
    expect(rows.map((r) => [r.action, r.actor_email, r.target_type, r.reason])).toEqual([
      ['billing.credits', SUPER, 'company', 'Goodwill'],
      ['billing.internal_limits', SUPER, 'company', null],
      ['billing.overages', SUPER, 'company', null],
      ['billing.status', SUPER, 'company', 'Chargeback'],
    ]);
    expect(rows[0]!.details).toMatchObject({ amount: 250, balance_after: 1250, notes: 'ticket 42' });
    expect(rows[3]!.details).toEqual({ from: 'active', to: 'suspended' });
  });
});

describe('token usage and its export', () => {
  it('pages the completed enhancements with their tokens and the summary of the whole range', async () => {
    const [facts] = await test.sql<{ n: number; total: string; min: number; max: number }>(
      sql`select count(*)::int as n, coalesce(sum(tokens_used), 0) as total, min(tokens_used) as min, max(tokens_used) as max
          from enhancement_jobs where company_id = ${ACME.id} and status = 'completed'
          and completed_at >= now() - interval '30 days'`,
    );
    expect(facts!.n).toBeGreaterThan(5);
    const res = await admin('GET', `/billing/companies/${ACME.id}/token-usage?period=monthly&page=2&page_size=5`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.pagination).toEqual({ page: 2, page_size: 5, total: facts!.n, total_pages: Math.ceil(facts!.n / 5) });
    expect(data.summary).toEqual({
      total_tokens: Number(facts!.total),
      avg_tokens: Math.round(Number(facts!.total) / facts!.n),
      min_tokens: facts!.min,
      max_tokens: facts!.max,
    });
    expect(data.enhancements).toHaveLength(5);
    // The chart's series: one entry per UTC day with enhancements, oldest first, adding up to the range.
    const days = data.daily.map((d: { date: string }) => d.date);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    expect(data.daily.reduce((sum: number, d: { enhancements: number }) => sum + d.enhancements, 0)).toBe(facts!.n);
    expect(data.daily.reduce((sum: number, d: { tokens: number }) => sum + d.tokens, 0)).toBe(Number(facts!.total));
    expect(data.enhancements[0]).toMatchObject({ credits_consumed: 15 });
    expect(data.enhancements[0].product_name).toEqual(expect.any(String));
    expect(data.enhancements[0].sku).toEqual(expect.any(String));
    expect(data.enhancements[0].initiated_by).toEqual(expect.any(String));
    const times = data.enhancements.map((e: { completed_at: string }) => Date.parse(e.completed_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const all = (await admin('GET', `/billing/companies/${ACME.id}/token-usage?page_size=1`)).json().data;
    expect(all.pagination.total).toBeGreaterThanOrEqual(facts!.n);
    const old = (await admin('GET', `/billing/companies/${ACME.id}/token-usage?end_date=2000-01-01`)).json().data;
    expect(old.pagination).toMatchObject({ total: 0, total_pages: 0 });
  });

  it('answers an empty page with a zero summary for a company without enhancements, 400 for a reversed range', async () => {
    const company = await newCompany(0);
    const res = await admin('GET', `/billing/companies/${company}/token-usage?period=daily`);
    expect(res.json().data).toEqual({
      enhancements: [],
      daily: [],
      summary: { total_tokens: 0, avg_tokens: 0, min_tokens: 0, max_tokens: 0 },
      pagination: { page: 1, page_size: 20, total: 0, total_pages: 0 },
    });
    const reversed = await admin(
      'GET',
      `/billing/companies/${company}/token-usage?start_date=2026-11-20&end_date=2026-11-01`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().detail).toBe('start_date must be on or before end_date');
  });

  it('exports the range as formula-safe CSV named by company code and date', async () => {
    const company = await newCompany(0);
    const empty = await admin('GET', `/billing/usage/export?company_id=${company}&format=csv`);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toContain('text/csv');
    const [{ code } = { code: '' }] = await test.sql<{ code: string }>(
      sql`select company_code as code from companies where id = ${company}`,
    );
    expect(empty.headers['content-disposition']).toBe(
      `attachment; filename="token_usage_${code}_${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(empty.body).toBe(
      '\uFEFFjob_id,completed_at,product_name,sku,initiated_by,actual_tokens_used,credits_consumed\r\n',
    );

    await test.database.db.insert(enhancementJobs).values({
      company_id: company,
      customer_product_id: '=HYPERLINK("http://evil.test")',
      status: 'completed',
      completed_at: new Date(),
      tokens_used: 1234,
    });
    const lines = (await admin('GET', `/billing/usage/export?company_id=${company}`)).body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toMatch(/,1234,0$/);

    const acme = await admin('GET', `/billing/usage/export?company_id=${ACME.id}&start_date=2000-01-01`);
    const [count] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from enhancement_jobs where company_id = ${ACME.id} and status = 'completed'`,
    );
    expect(acme.body.trim().split('\r\n')).toHaveLength(count!.n + 1);
  });
});
