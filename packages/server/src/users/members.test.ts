// Create, get, remove a user, change a role, and the stat cards' counts (issue #20, spec part 3 §2, §3, §6, §7).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyStats, User, UserResponse } from '@curate/core/contract';
import {
  ACME,
  ALICE,
  demoUserId,
  NINA,
  NORTHWIND,
  startFeatureTest,
  SUPER,
  TOM,
  type FeatureTest,
} from '../test/featureTest';
import type { Principal } from '../auth/principal';
import { changeUserRole, LAST_ADMIN_DEMOTE, LAST_ADMIN_REMOVE, ALREADY_MEMBER, OWN_ROLE, REMOVE_SELF } from './members';
import { EMAIL_TAKEN, USER_NOT_FOUND } from './service';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest();
});
afterAll(async () => {
  await test?.close();
});

const usersOf = async (companyId: string) =>
  test.sql<{ id: string; email: string; role: string; username: string }>(
    sql`select id, email, role, username from users where company_id = ${companyId} order by email`,
  );
const audit = (action: string, targetId: string) =>
  test.sql<{ actor_email: string; details: Record<string, unknown> }>(
    sql`select actor_email, details from admin_audit_log where action = ${action} and target_id = ${targetId}`,
  );
const stats = async (email = ALICE, company = ACME.id) => {
  const res = await test.call(email, 'GET', `/companies/${company}/stats`);
  expect(res.statusCode, res.body).toBe(200);
  return CompanyStats.parse(res.json());
};
const create = (email: string, body: unknown, company = ACME.id) =>
  test.call(email, 'POST', `/companies/${company}/users`, body);
const setRole = (email: string, userId: string, role: string, company = ACME.id) =>
  test.call(email, 'PUT', `/companies/${company}/users/${userId}/role`, { role });
const remove = (email: string, userId: string, company = ACME.id) =>
  test.call(email, 'DELETE', `/companies/${company}/users/${userId}`);

describe('POST /companies/{cid}/users', () => {
  it('creates an active user of the company with the role, a free username and an audit entry', async () => {
    const res = await create(ALICE, { email: ' dana.doe@acme.test ', name: ' Dana Doe ', role: 'tenant-admin' });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = UserResponse.parse(res.json());
    expect(user).toMatchObject({
      email: 'dana.doe@acme.test',
      full_name: 'Dana Doe',
      role: 'tenant-admin',
      is_active: true,
      company_id: ACME.id,
      username: 'dana.doe',
    });
    expect(await audit('user.create', user.id)).toEqual([
      expect.objectContaining({ actor_email: ALICE, details: expect.objectContaining({ role: 'tenant-admin' }) }),
    ]);
    // The role defaults to tenant-user; a taken username base gets a suffix.
    const again = await create(ALICE, { email: 'dana.doe@other-mail.test', name: 'Dana Two' });
    expect(again.statusCode, again.body).toBe(201);
    expect(UserResponse.parse(again.json()).user).toMatchObject({ role: 'tenant-user', username: 'dana.doe-2' });
  });

  it("refuses bad input, a member's address and an address in use elsewhere, saving nothing", async () => {
    const before = await usersOf(ACME.id);
    const cases: [unknown, number, string][] = [
      [{ email: 'erin@acme.test', name: '  ' }, 422, 'Please fill in all required fields'],
      [{ email: '', name: 'Erin' }, 422, 'Please enter your email address'],
      [{ email: 'not-an-email', name: 'Erin' }, 422, 'Please enter a valid email address'],
      [{ email: 'erin@acme.test', name: 'Erin', role: 'super-admin' }, 422, 'Role must be tenant-user or tenant-admin'],
      [{ email: TOM.toUpperCase(), name: 'Tom Again' }, 409, ALREADY_MEMBER],
      [{ email: NINA, name: 'Nina Here' }, 409, EMAIL_TAKEN],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(ALICE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body).toContain(message);
    }
    expect(await usersOf(ACME.id)).toEqual(before);
    expect((await usersOf(NORTHWIND.id)).filter((u) => u.email === NINA)).toHaveLength(1);
  });
});

describe('GET /companies/{cid}/users/{userId} and the stats', () => {
  it('answers a user of the company, 404 for anyone else', async () => {
    const res = await test.call(ALICE, 'GET', `/companies/${ACME.id}/users/${demoUserId(TOM)}`);
    expect(res.statusCode).toBe(200);
    expect(User.parse(res.json())).toMatchObject({ email: TOM, role: 'tenant-user' });
    const nina = await test.call(ALICE, 'GET', `/companies/${ACME.id}/users/${demoUserId(NINA)}`);
    expect(nina.statusCode).toBe(404);
    expect(nina.json().detail).toBe(USER_NOT_FOUND);
  });

  it('counts the users by role as the table holds them', async () => {
    const rows = await usersOf(ACME.id);
    expect(await stats()).toEqual({
      total_users: rows.length,
      users_by_role: {
        'tenant-admin': rows.filter((u) => u.role === 'tenant-admin').length,
        'tenant-user': rows.filter((u) => u.role === 'tenant-user').length,
      },
    });
    expect((await stats(SUPER, NORTHWIND.id)).total_users).toBe((await usersOf(NORTHWIND.id)).length);
  });
});

describe('PUT /companies/{cid}/users/{userId}/role', () => {
  it('makes a user admin and back, audited, and refuses other roles', async () => {
    const tom = demoUserId(TOM);
    const up = await setRole(ALICE, tom, 'admin');
    expect(up.statusCode, up.body).toBe(200);
    expect(UserResponse.parse(up.json()).user.role).toBe('tenant-admin');
    expect((await setRole(ALICE, tom, 'tenant-user')).statusCode).toBe(200);
    expect((await audit('user.role_change', tom)).map((e) => e.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'tenant-user', to: 'tenant-admin' }),
        expect.objectContaining({ from: 'tenant-admin', to: 'tenant-user' }),
      ]),
    );
    const superRole = await setRole(ALICE, tom, 'super-admin');
    expect(superRole.statusCode).toBe(422);
    expect(superRole.body).toContain('Role must be tenant-user or tenant-admin');
    expect((await usersOf(ACME.id)).find((u) => u.id === tom)!.role).toBe('tenant-user');
  });

  it("refuses changing one's own role (403) and demoting the last admin (409)", async () => {
    const own = await setRole(ALICE, demoUserId(ALICE), 'tenant-user');
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(OWN_ROLE);
    // Nina is Northwind's only admin: not even the super-admin demotes or removes her.
    const demote = await setRole(SUPER, demoUserId(NINA), 'tenant-user', NORTHWIND.id);
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe(LAST_ADMIN_DEMOTE);
    const removal = await remove(SUPER, demoUserId(NINA), NORTHWIND.id);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().detail).toBe(LAST_ADMIN_REMOVE);
    expect((await usersOf(NORTHWIND.id)).find((u) => u.email === NINA)!.role).toBe('tenant-admin');
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const tom = demoUserId(TOM);
    const alice = demoUserId(ALICE);
    // Acme's admins: Alice, Dana (created above) and Tom; remove Dana's admin role first so two remain.
    const dana = (await usersOf(ACME.id)).find((u) => u.email === 'dana.doe@acme.test')!;
    expect((await setRole(ALICE, dana.id, 'tenant-user')).statusCode).toBe(200);
    expect((await setRole(ALICE, tom, 'tenant-admin')).statusCode).toBe(200);
    // Both callers already past the access check as admins: only the company lock stands between them.
    const asAdmin = (userId: string, email: string): Principal => ({
      userId,
      subject: userId,
      email,
      username: email,
      fullName: null,
      role: 'tenant-admin',
      companyId: ACME.id,
      companyCode: ACME.code,
      companyName: 'Acme Tools',
      orgId: null,
      tokenRoles: [],
    });
    const change = { role: 'tenant-user' } as const;
    const results = await Promise.allSettled([
      changeUserRole(test.database, asAdmin(tom, TOM), ACME.id, alice, change),
      changeUserRole(test.database, asAdmin(alice, ALICE), ACME.id, tom, change),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, detail: LAST_ADMIN_DEMOTE });
    expect((await usersOf(ACME.id)).filter((u) => u.role === 'tenant-admin')).toHaveLength(1);
    // Back to Alice as the admin and Tom as a user, for the tests after this one.
    await test.sql(sql`update users set role = 'tenant-admin' where id = ${alice}`);
    await test.sql(sql`update users set role = 'tenant-user' where id = ${tom}`);
  });
});

describe('DELETE /companies/{cid}/users/{userId}', () => {
  it('removes a user, audited; nobody removes themselves', async () => {
    const self = await remove(ALICE, demoUserId(ALICE));
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toBe(REMOVE_SELF);
    const dana = (await usersOf(ACME.id)).find((u) => u.email === 'dana.doe@acme.test')!;
    const before = await stats();
    const res = await remove(ALICE, dana.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await usersOf(ACME.id)).some((u) => u.id === dana.id)).toBe(false);
    expect((await stats()).total_users).toBe(before.total_users - 1);
    expect(await audit('user.delete', dana.id)).toEqual([
      expect.objectContaining({
        actor_email: ALICE,
        details: expect.objectContaining({ email: 'dana.doe@acme.test' }),
      }),
    ]);
    expect((await remove(ALICE, dana.id)).statusCode).toBe(404);
  });
});

describe('across tenants and roles', () => {
  it("refuses a tenant-user (403) and another company's admin (404), changing nothing", async () => {
    const before = await usersOf(ACME.id);
    const tom = demoUserId(TOM);
    const attempts = [
      ['GET', `/companies/${ACME.id}/stats`],
      ['GET', `/companies/${ACME.id}/users/${tom}`],
      ['POST', `/companies/${ACME.id}/users`, { email: 'x1@acme.test', name: 'X' }],
      ['PUT', `/companies/${ACME.id}/users/${tom}/role`, { role: 'tenant-admin' }],
      ['DELETE', `/companies/${ACME.id}/users/${demoUserId(ALICE)}`],
    ] as const;
    for (const [method, path, body] of attempts) {
      expect((await test.call(TOM, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
      const foreign = await test.call(NINA, method, path, body);
      expect(foreign.statusCode, `${method} ${path}`).toBe(404);
      expect(foreign.body).not.toContain(TOM);
    }
    // Nina naming Acme's user under her own company: not found either.
    expect((await setRole(NINA, tom, 'tenant-admin', NORTHWIND.id)).statusCode).toBe(404);
    expect((await remove(NINA, tom, NORTHWIND.id)).statusCode).toBe(404);
    expect(await usersOf(ACME.id)).toEqual(before);
  });
});
