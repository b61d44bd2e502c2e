// Company management by the super-admin (issue #20, spec part 3 §2, §3, §5, §7): list, create with the first
// admin (who then signs in at the development provider), get with users, activate/deactivate, add a user.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyCreateResponse,
  CompanyUserResponse,
  ManagedCompanyDetail,
  ManagedCompanyListResponse,
  ManagedCompanyResponse,
} from '@curate/core/contract';
import {
  ACME,
  ALICE,
  NINA,
  NORTHWIND,
  SUPER,
  TOM,
  demoUserId,
  startFeatureTest,
  type FeatureTest,
} from '../test/featureTest';
import { COMPANY_NOT_FOUND } from '../auth/access';
import { ALREADY_MEMBER } from '../users/members';
import { EMAIL_TAKEN } from '../users/service';
import type { Principal } from '../auth/principal';
import { companyCodeTaken, createManagedCompany } from './service';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest([SUPER, ALICE, TOM, NINA]);
});
afterAll(async () => {
  await test?.close();
});

const globex = {
  company_name: ' Globex Corporation ',
  company_code: 'globex-eu',
  logo_url: 'https://cdn.globex.example/logo.png',
  admin_email: ' Hank.Scorpio@globex.example ',
  admin_name: ' Hank Scorpio ',
};
const counts = async () =>
  (
    await test.sql<{ companies: number; users: number; accounts: number; audit: number }>(
      sql`select (select count(*)::int from companies) as companies, (select count(*)::int from users) as users,
        (select count(*)::int from billing_accounts) as accounts, (select count(*)::int from admin_audit_log) as audit`,
    )
  )[0]!;
const audit = (companyId: string) =>
  test.sql<{ action: string; actor_email: string; target_type: string; details: Record<string, unknown> }>(
    sql`select action, actor_email, target_type, details from admin_audit_log where company_id = ${companyId} order by created_at, action`,
  );

describe('GET /admin/companies', () => {
  it('lists every company with its user count, status fields and creation time', async () => {
    const res = await test.call(SUPER, 'GET', '/admin/companies');
    expect(res.statusCode, res.body).toBe(200);
    const { companies } = ManagedCompanyListResponse.parse(res.json());
    const acme = companies.find((c) => c.id === ACME.id);
    expect(acme).toMatchObject({ company_code: ACME.code, company_name: 'Acme Tools', is_active: true, user_count: 2 });
    expect(companies.map((c) => c.company_code)).toEqual(expect.arrayContaining([ACME.code, NORTHWIND.code]));
    // Newest first.
    const times = companies.map((c) => Date.parse(c.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses tenants', async () => {
    for (const email of [ALICE, TOM]) expect((await test.call(email, 'GET', '/admin/companies')).statusCode).toBe(403);
  });
});

describe('POST /admin/companies', () => {
  let created: CompanyCreateResponse;

  it('creates the company, its billing account and first admin in one go, audited', async () => {
    const before = await counts();
    const res = await test.call(SUPER, 'POST', '/admin/companies', globex);
    expect(res.statusCode, res.body).toBe(201);
    created = CompanyCreateResponse.parse(res.json());
    expect(created.company).toMatchObject({
      company_name: 'Globex Corporation',
      company_code: 'globex-eu',
      logo_url: 'https://cdn.globex.example/logo.png',
      // An external provider (the tests' OIDC_ISSUER): the organization id is set there, not here.
      org_id: null,
      is_active: true,
      account_suspended: false,
      user_count: 1,
    });
    expect(created.admin_user).toMatchObject({
      email: 'Hank.Scorpio@globex.example',
      full_name: 'Hank Scorpio',
      role: 'tenant-admin',
    });
    expect(await counts()).toEqual({
      companies: before.companies + 1,
      users: before.users + 1,
      accounts: before.accounts + 1,
      audit: before.audit + 2,
    });
    const [account] = await test.sql<{ current_balance: number; max_negative_balance: number }>(
      sql`select current_balance, max_negative_balance from billing_accounts where company_id = ${created.company.id}`,
    );
    expect(account).toEqual({ current_balance: 0, max_negative_balance: 1000 });
    expect(await audit(created.company.id)).toEqual([
      expect.objectContaining({
        action: 'company.create',
        actor_email: SUPER,
        target_type: 'company',
        details: expect.objectContaining({ company_code: 'globex-eu', admin_email: 'Hank.Scorpio@globex.example' }),
      }),
      expect.objectContaining({ action: 'user.create', actor_email: SUPER, target_type: 'user' }),
    ]);
  });

  it('lets the first admin sign in at the development provider and work in their company', async () => {
    const token = await test.idp.accessToken('hank.scorpio@globex.example');
    const headers = { authorization: `Bearer ${token}` };
    const me = await test.app.inject({ method: 'GET', url: '/api/v2/users/me', headers });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email: 'Hank.Scorpio@globex.example' });
    const users = await test.app.inject({
      method: 'GET',
      url: `/api/v2/companies/${created.company.id}/users`,
      headers,
    });
    expect(users.statusCode, users.body).toBe(200);
    const billing = await test.app.inject({
      method: 'GET',
      url: `/api/v2/companies/${created.company.id}/billing/account`,
      headers,
    });
    expect(billing.statusCode, billing.body).toBe(200);
    // Another company stays closed to them.
    const foreign = await test.app.inject({ method: 'GET', url: `/api/v2/companies/${ACME.id}/users`, headers });
    expect(foreign.statusCode).toBe(404);
  });

  it('gives the company an organization id of its own when the development provider serves sign-in', async () => {
    const superAdmin = { role: 'super-admin', companyId: null, userId: demoUserId(SUPER), email: SUPER } as Principal;
    const { company } = await createManagedCompany(
      test.database,
      superAdmin,
      { ...globex, company_code: 'initech', admin_email: 'bill@initech.example', logo_url: null },
      { devOrganizations: true },
    );
    expect(company.org_id).toMatch(/^org_[0-9a-f]{16}$/);
    // The provider's token then carries it, and the API accepts it as the admin's organization.
    const token = await test.idp.accessToken('bill@initech.example');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims.org_id).toBe(company.org_id);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('refuses bad input, a taken code and a taken address with the spec messages, saving nothing', async () => {
    const before = await counts();
    const cases: [unknown, number, string][] = [
      [{ ...globex, company_code: 'Globex EU' }, 422, 'Lowercase letters, numbers, and hyphens only'],
      [{ ...globex, company_code: 'globex_eu' }, 422, 'Lowercase letters, numbers, and hyphens only'],
      [{ ...globex, company_name: '  ' }, 422, 'Please fill in all required fields'],
      [{ ...globex, admin_name: '' }, 422, 'Please fill in all required fields'],
      [{ ...globex, admin_email: 'hank' }, 422, 'Please enter a valid email address'],
      [{ ...globex, logo_url: 'logo.png' }, 422, 'Logo URL must be a valid URL'],
      [{ ...globex, company_code: 'globex-eu', admin_email: 'new@globex.example' }, 409, companyCodeTaken('globex-eu')],
      [{ ...globex, company_code: ACME.code, admin_email: 'new@globex.example' }, 409, companyCodeTaken(ACME.code)],
      [{ ...globex, company_code: 'globex-us', admin_email: ALICE.toUpperCase() }, 409, EMAIL_TAKEN],
      [{ ...globex, company_code: 'globex-us', admin_email: SUPER }, 409, EMAIL_TAKEN],
    ];
    for (const [body, status, message] of cases) {
      const res = await test.call(SUPER, 'POST', '/admin/companies', body);
      expect(res.statusCode, `${JSON.stringify(body)} -> ${res.body}`).toBe(status);
      expect(res.body).toContain(message);
    }
    expect(await counts()).toEqual(before);
    expect((await test.call(ALICE, 'POST', '/admin/companies', { ...globex, company_code: 'x' })).statusCode).toBe(403);
  });
});

describe('GET and PUT /admin/companies/{id}', () => {
  it('returns a company with its users, oldest first', async () => {
    const res = await test.call(SUPER, 'GET', `/admin/companies/${ACME.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = ManagedCompanyDetail.parse(res.json());
    expect(detail.company).toMatchObject({ id: ACME.id, user_count: detail.users.length });
    expect(detail.users.map((u) => [u.email, u.role])).toEqual([
      [ALICE, 'tenant-admin'],
      [TOM, 'tenant-user'],
    ]);
    const missing = await test.call(SUPER, 'GET', '/admin/companies/3f0c7a52-9d1e-4b7a-8c55-0a1b2c3d4e5f');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(COMPANY_NOT_FOUND);
  });

  it('deactivates a company (its users are refused) and activates it again, each change audited once', async () => {
    const off = await test.call(SUPER, 'PUT', `/admin/companies/${NORTHWIND.id}`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(ManagedCompanyResponse.parse(off.json()).company.is_active).toBe(false);
    expect((await test.call(NINA, 'GET', '/users/me')).statusCode).toBe(403);
    // Repeating the same state changes nothing and records nothing.
    expect((await test.call(SUPER, 'PUT', `/admin/companies/${NORTHWIND.id}`, { is_active: false })).statusCode).toBe(
      200,
    );
    const on = await test.call(SUPER, 'PUT', `/admin/companies/${NORTHWIND.id}`, { is_active: true });
    expect(ManagedCompanyResponse.parse(on.json()).company.is_active).toBe(true);
    expect((await test.call(NINA, 'GET', '/users/me')).statusCode).toBe(200);
    const entries = (await audit(NORTHWIND.id)).filter((e) => e.action.startsWith('company.'));
    expect(entries.map((e) => [e.action, e.actor_email, e.details])).toEqual([
      ['company.deactivate', SUPER, { from: true, to: false }],
      ['company.activate', SUPER, { from: false, to: true }],
    ]);
    const bad = await test.call(SUPER, 'PUT', `/admin/companies/${NORTHWIND.id}`, { is_active: 'no' });
    expect(bad.statusCode).toBe(422);
    const missing = await test.call(SUPER, 'PUT', '/admin/companies/3f0c7a52-9d1e-4b7a-8c55-0a1b2c3d4e5f', {
      is_active: true,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /admin/companies/{id}/users', () => {
  it('adds a user with the role, audited, and refuses a member, a taken address and missing fields', async () => {
    const res = await test.call(SUPER, 'POST', `/admin/companies/${ACME.id}/users`, {
      email: 'lee.new@acme.test',
      name: 'Lee New',
      role: 'tenant-admin',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = CompanyUserResponse.parse(res.json());
    expect(user).toMatchObject({ email: 'lee.new@acme.test', full_name: 'Lee New', role: 'tenant-admin' });
    const [entry] = (await audit(ACME.id)).filter((e) => e.action === 'user.create');
    expect(entry).toMatchObject({
      actor_email: SUPER,
      details: expect.objectContaining({ email: 'lee.new@acme.test' }),
    });
    const detail = ManagedCompanyDetail.parse((await test.call(SUPER, 'GET', `/admin/companies/${ACME.id}`)).json());
    expect(detail.users.map((u) => u.email)).toContain('lee.new@acme.test');

    const cases: [string, unknown, number, string][] = [
      [ACME.id, { email: TOM, name: 'Tom', role: 'tenant-user' }, 409, ALREADY_MEMBER],
      [ACME.id, { email: NINA, name: 'Nina', role: 'tenant-user' }, 409, EMAIL_TAKEN],
      [ACME.id, { email: 'x@acme.test', name: 'X' }, 422, 'Role must be tenant-user or tenant-admin'],
      [ACME.id, { email: 'x@acme.test', name: ' ', role: 'tenant-user' }, 422, 'Please fill in all required fields'],
      [
        '3f0c7a52-9d1e-4b7a-8c55-0a1b2c3d4e5f',
        { email: 'y@x.test', name: 'Y', role: 'tenant-user' },
        404,
        COMPANY_NOT_FOUND,
      ],
    ];
    for (const [companyId, body, status, message] of cases) {
      const r = await test.call(SUPER, 'POST', `/admin/companies/${companyId}/users`, body);
      expect(r.statusCode, r.body).toBe(status);
      expect(r.body).toContain(message);
    }
    expect(
      (
        await test.call(ALICE, 'POST', `/admin/companies/${ACME.id}/users`, {
          email: 'z@acme.test',
          name: 'Z',
          role: 'tenant-user',
        })
      ).statusCode,
    ).toBe(403);
  });
});
