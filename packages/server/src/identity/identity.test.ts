import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevIdp, type TestDevIdp } from '../test/idp';
import { companies, users } from '../db/schema';
import { buildTestApp } from '../test/app';
import { demoCompanyId, demoUserId } from '../seed/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { DETECT_COMPANY_INACTIVE_MESSAGE, DETECT_NOT_FOUND_MESSAGE } from './service';

const ACME = { id: demoCompanyId('acme-tools'), company_code: 'acme-tools', company_name: 'Acme Tools' };
const NORTHWIND = {
  id: demoCompanyId('northwind-supply'),
  company_code: 'northwind-supply',
  company_name: 'Northwind Supply',
};

let database: TestDatabase;
let idp: TestDevIdp;
let app: FastifyInstance;
let close: () => Promise<void>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  idp = await startTestDevIdp(database);
  ({ app, close } = await buildTestApp({ database, env: idp.env }));
  for (const email of [
    'admin@curate.dev',
    'alice.admin@acme.test',
    'tom.user@acme.test',
    'nina.admin@northwind.test',
  ]) {
    tokens[email] = await idp.accessToken(email);
  }
});
afterAll(async () => {
  await close?.();
  await idp?.close();
  await database?.cleanup();
});

const get = (url: string, email: string) =>
  app.inject({ method: 'GET', url: `/api/v2${url}`, headers: { authorization: `Bearer ${tokens[email]}` } });

let clientNumber = 0;
/** Each detection test calls from its own address, so the per-address rate limit does not couple tests. */
const detect = (email: unknown, remoteAddress = `10.0.0.${++clientNumber}`) =>
  app.inject({ method: 'POST', url: '/api/v2/public/detect-user-auth', payload: { email }, remoteAddress });

describe('POST /public/detect-user-auth', () => {
  it("answers 'superadmin' for the super-admin, whatever the letter case", async () => {
    const res = await detect('ADMIN@curate.dev');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth_type: 'superadmin' });
  });

  it("answers 'organization' with org_id and company_code for a tenant user", async () => {
    expect((await detect('alice.admin@acme.test')).json()).toEqual({
      auth_type: 'organization',
      org_id: 'org_acme',
      company_code: 'acme-tools',
    });
    expect((await detect(' oscar.user@northwind.test ')).json()).toEqual({
      auth_type: 'organization',
      org_id: 'org_northwind',
      company_code: 'northwind-supply',
    });
  });

  it("answers 'not_found' with the spec's message for unknown and deactivated users", async () => {
    const unknown = await detect('nobody@acme.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ auth_type: 'not_found', error: DETECT_NOT_FOUND_MESSAGE });
    expect(DETECT_NOT_FOUND_MESSAGE).toBe('User not found. Please contact your administrator for access.');

    await database.db.update(users).set({ is_active: false }).where(eq(users.email, 'oscar.user@northwind.test'));
    try {
      expect((await detect('oscar.user@northwind.test')).json()).toEqual({
        auth_type: 'not_found',
        error: DETECT_NOT_FOUND_MESSAGE,
      });
    } finally {
      await database.db.update(users).set({ is_active: true }).where(eq(users.email, 'oscar.user@northwind.test'));
    }
  });

  it("answers 'not_found' with the access-denied message, not 'User not found', for a deactivated company", async () => {
    await database.db.update(companies).set({ is_active: false }).where(eq(companies.id, NORTHWIND.id));
    try {
      expect((await detect('oscar.user@northwind.test')).json()).toEqual({
        auth_type: 'not_found',
        error: DETECT_COMPANY_INACTIVE_MESSAGE,
      });
      expect(DETECT_COMPANY_INACTIVE_MESSAGE).toBe(
        'Access denied: your company is inactive. Please contact your administrator for access.',
      );
    } finally {
      await database.db.update(companies).set({ is_active: true }).where(eq(companies.id, NORTHWIND.id));
    }
  });

  it("validates the address with the login screen's messages (spec part 1 §5)", async () => {
    const blank = await detect('  ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail[0]).toMatchObject({ loc: ['body', 'email'], msg: 'Please enter your email address' });
    expect((await detect('not-an-address')).json().detail[0].msg).toBe('Please enter a valid email address');
  });

  it('is rate-limited per client address: the 11th request in a minute answers 429 rate_limited', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 10; i++) expect((await detect(`probe${i}@acme.test`, address)).statusCode).toBe(200);
    const limited = await detect('probe10@acme.test', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: expect.stringMatching(/^Too many requests, retry in \d+ s$/),
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected, and token routes are not limited.
    expect((await detect('alice.admin@acme.test', '192.0.2.78')).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) expect((await get('/users/me', 'tom.user@acme.test')).statusCode).toBe(200);
  });
});

describe('GET /users/me', () => {
  it('answers each role from the users row and its company', async () => {
    expect((await get('/users/me', 'admin@curate.dev')).json()).toEqual({
      id: demoUserId('admin@curate.dev'),
      email: 'admin@curate.dev',
      full_name: 'Sam Rivera',
      username: 'admin',
      role: 'super-admin',
      roles: ['super-admin'],
      org_id: null,
      company_id: null,
      company_code: null,
      company_name: null,
      picture: null,
    });
    expect((await get('/users/me', 'alice.admin@acme.test')).json()).toMatchObject({
      id: demoUserId('alice.admin@acme.test'),
      role: 'tenant-admin',
      org_id: 'org_acme',
      company_id: ACME.id,
      company_code: 'acme-tools',
      company_name: 'Acme Tools',
    });
    expect((await get('/users/me', 'tom.user@acme.test')).json()).toMatchObject({
      role: 'tenant-user',
      username: 'tom.user',
      company_code: 'acme-tools',
    });
    expect((await get('/users/me', 'nina.admin@northwind.test')).json()).toMatchObject({
      role: 'tenant-admin',
      company_id: NORTHWIND.id,
    });
  });

  it('links the provider subject and records the sign-in', async () => {
    const [row] = await database.db.select().from(users).where(eq(users.email, 'tom.user@acme.test'));
    expect(row).toMatchObject({ idp_subject: demoUserId('tom.user@acme.test') });
    expect(row!.last_login!.getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  it("refuses the same provider's ID token (audience = the client id)", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: { authorization: `Bearer ${await idp.idToken('tom.user@acme.test')}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid or expired token', code: 'unauthorized' });
  });
});

describe('companies', () => {
  it('lists every company for the super-admin and only the own one for a tenant', async () => {
    expect((await get('/companies', 'admin@curate.dev')).json()).toEqual({ companies: [ACME, NORTHWIND] });
    expect((await get('/companies', 'tom.user@acme.test')).json()).toEqual({ companies: [ACME] });
    expect((await get('/companies', 'nina.admin@northwind.test')).json()).toEqual({ companies: [NORTHWIND] });
  });

  it('answers a company by id to its users and the super-admin, 404 to anyone else', async () => {
    expect((await get(`/companies/${ACME.id}`, 'tom.user@acme.test')).json()).toEqual(ACME);
    expect((await get(`/companies/${NORTHWIND.id}`, 'admin@curate.dev')).json()).toEqual(NORTHWIND);
    const other = await get(`/companies/${NORTHWIND.id}`, 'alice.admin@acme.test');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Company not found', code: 'not_found' });
    const missing = await get('/companies/00000000-0000-0000-0000-000000000009', 'admin@curate.dev');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Company not found', code: 'not_found' });
  });

  it('answers a company by code, with "Company with code \'{code}\' not found" otherwise (spec part 1 §5)', async () => {
    expect((await get('/companies/by-code/acme-tools', 'tom.user@acme.test')).json()).toEqual(ACME);
    expect((await get('/companies/by-code/ACME-TOOLS', 'alice.admin@acme.test')).json()).toEqual(ACME);
    expect((await get('/companies/by-code/northwind-supply', 'admin@curate.dev')).json()).toEqual(NORTHWIND);

    const other = await get('/companies/by-code/northwind-supply', 'tom.user@acme.test');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: "Company with code 'northwind-supply' not found", code: 'not_found' });
    const unknown = await get('/companies/by-code/no-such-co', 'admin@curate.dev');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Company with code 'no-such-co' not found", code: 'not_found' });
    // A tenant probing an unknown code gets the very same answer as for an existing foreign one.
    expect((await get('/companies/by-code/no-such-co', 'tom.user@acme.test')).json()).toEqual(unknown.json());
  });
});
