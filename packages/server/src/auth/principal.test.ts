import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { companies, users } from '../db/schema';
import { demoCompanyId, demoUserId } from '../seed/accounts';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { AuthConfig } from './config';
import { resolvePrincipal, tokenRoles } from './principal';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(async () => {
  await database?.cleanup();
});

const config: AuthConfig = {
  ...loadConfig({ OIDC_ISSUER: 'https://idp.example.com' }).auth,
  superAdminSubject: 'ops|root',
};
const forbidden = (detail: string) => expect.objectContaining({ status: 403, code: 'forbidden', detail });

async function userRow(email: string) {
  const [row] = await database.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  return row!;
}

describe('resolvePrincipal', () => {
  it('links the users row by e-mail on first sign-in, then finds it by subject', async () => {
    expect((await userRow('alice.admin@acme.test')).idp_subject).toBeNull();
    const first = await resolvePrincipal(
      database,
      { sub: 'idp|alice', email: 'Alice.Admin@acme.test', org_id: 'org_acme' },
      config,
    );
    expect(first).toMatchObject({
      userId: demoUserId('alice.admin@acme.test'),
      subject: 'idp|alice',
      role: 'tenant-admin',
      companyId: demoCompanyId('acme-tools'),
      companyCode: 'acme-tools',
      companyName: 'Acme Tools',
      orgId: 'org_acme',
    });
    expect((await userRow('alice.admin@acme.test')).idp_subject).toBe('idp|alice');
    // The e-mail claim no longer matters once linked.
    const again = await resolvePrincipal(database, { sub: 'idp|alice', email: 'changed@elsewhere.test' }, config);
    expect(again.userId).toBe(first.userId);
  });

  it('never takes over a row linked to another subject, nor links an unverified address', async () => {
    await expect(
      resolvePrincipal(database, { sub: 'idp|mallory', email: 'alice.admin@acme.test' }, config),
    ).rejects.toEqual(forbidden('User not found or inactive'));
    await expect(
      resolvePrincipal(database, { sub: 'idp|mallory', email: 'tom.user@acme.test', email_verified: false }, config),
    ).rejects.toEqual(forbidden('User not found or inactive'));
    expect((await userRow('tom.user@acme.test')).idp_subject).toBeNull();
  });

  it('refuses unknown users, inactive users and users of an inactive company', async () => {
    await expect(resolvePrincipal(database, { sub: 'idp|x', email: 'nobody@acme.test' }, config)).rejects.toEqual(
      forbidden('User not found or inactive'),
    );
    await database.db.update(users).set({ is_active: false }).where(eq(users.email, 'oscar.user@northwind.test'));
    await expect(
      resolvePrincipal(database, { sub: 'idp|oscar', email: 'oscar.user@northwind.test' }, config),
    ).rejects.toEqual(forbidden('User not found or inactive'));
    await database.db.update(users).set({ is_active: true }).where(eq(users.email, 'oscar.user@northwind.test'));
    await database.db.update(companies).set({ is_active: false }).where(eq(companies.company_code, 'northwind-supply'));
    try {
      await expect(
        resolvePrincipal(database, { sub: 'idp|oscar', email: 'oscar.user@northwind.test' }, config),
      ).rejects.toEqual(forbidden('User not found or inactive'));
    } finally {
      await database.db
        .update(companies)
        .set({ is_active: true })
        .where(eq(companies.company_code, 'northwind-supply'));
    }
  });

  it("refuses a token whose organization claim names another company than the user's", async () => {
    await expect(
      resolvePrincipal(database, { sub: 'idp|nina', email: 'nina.admin@northwind.test', org_id: 'org_acme' }, config),
    ).rejects.toEqual(forbidden("Token organization does not match the user's company"));
    const custom = { ...config, orgClaim: 'https://example.com/org' };
    const nina = await resolvePrincipal(
      database,
      { sub: 'idp|nina', email: 'nina.admin@northwind.test', 'https://example.com/org': 'org_northwind' },
      custom,
    );
    expect(nina).toMatchObject({ role: 'tenant-admin', companyCode: 'northwind-supply' });
  });

  it('takes the role from the users row, not from the token', async () => {
    const tom = await resolvePrincipal(
      database,
      { sub: 'idp|tom', email: 'tom.user@acme.test', 'https://curate.dev/roles': ['super-admin'] },
      config,
    );
    expect(tom).toMatchObject({ role: 'tenant-user', companyCode: 'acme-tools', tokenRoles: ['super-admin'] });
  });

  it('recognises the super-admin by its row or by SUPER_ADMIN_SUBJECT, with no company', async () => {
    const seeded = await resolvePrincipal(database, { sub: 'idp|sam', email: 'admin@curate.dev' }, config);
    expect(seeded).toMatchObject({
      role: 'super-admin',
      companyId: null,
      companyCode: null,
      orgId: null,
      userId: demoUserId('admin@curate.dev'),
    });

    // An external provider's super-admin signs in for the first time: a row is created for the configured subject.
    const ops = await resolvePrincipal(
      database,
      { sub: 'ops|root', email: 'ops@curate.example.com', name: 'Ops' },
      config,
    );
    expect(ops).toMatchObject({
      role: 'super-admin',
      companyId: null,
      email: 'ops@curate.example.com',
      fullName: 'Ops',
      username: 'ops',
    });
    const row = await userRow('ops@curate.example.com');
    expect(row).toMatchObject({ role: 'super-admin', company_id: null, idp_subject: 'ops|root' });
    expect((await resolvePrincipal(database, { sub: 'ops|root' }, config)).userId).toBe(row.id);
  });

  it('writes last_login at most once a minute', async () => {
    const email = 'nina.admin@northwind.test';
    await database.db
      .update(users)
      .set({ last_login: sql`now() - interval '30 seconds'` })
      .where(eq(users.email, email));
    const before = (await userRow(email)).last_login!;
    await resolvePrincipal(database, { sub: 'idp|nina', email }, config);
    expect((await userRow(email)).last_login).toEqual(before);

    await database.db
      .update(users)
      .set({ last_login: sql`now() - interval '2 minutes'` })
      .where(eq(users.email, email));
    const stale = (await userRow(email)).last_login!;
    await resolvePrincipal(database, { sub: 'idp|nina', email }, config);
    expect((await userRow(email)).last_login!.getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });
});

describe('tokenRoles', () => {
  it('reads the first roles claim present, as a list', () => {
    expect(tokenRoles({ roles: 'admin' }, ['https://curate.dev/roles', 'roles'])).toEqual(['admin']);
    expect(
      tokenRoles({ 'https://curate.dev/roles': ['tenant-user', 7], roles: ['x'] }, [
        'https://curate.dev/roles',
        'roles',
      ]),
    ).toEqual(['tenant-user']);
    expect(tokenRoles({}, ['roles'])).toEqual([]);
  });
});
