// API keys: a tenant admin creates, lists and revokes them (the secret answered once, only its hash stored); a
// key authenticates as `Authorization: Bearer cur_…` or `X-API-Key`, in its own company only, within its scopes
// over every route of the contract; revoked and expired keys answer 401; writes and audit entries name the key.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_SCOPES,
  ApiKeyCreated,
  ApiKeyListResponse,
  type ApiKeyScope,
  apiRoutes,
  HistoryResponse,
  UserListResponse,
} from '@curate/core/contract';
import { FORBIDDEN_FOR_ROLE } from '../auth/access';
import { ACCESS_MATRIX } from '../auth/accessMatrix';
import { apiKeyScopeFor, roleOfScopes, scopeRefused, scopesAllow } from '../auth/apiKeys';
import { INVALID_TOKEN } from '../auth/authenticate';
import {
  ACME,
  ALICE,
  demoProductId,
  NINA,
  NORTHWIND,
  SUPER,
  startFeatureTest,
  TOM,
  type FeatureTest,
} from '../test/featureTest';
import { API_KEY_NOT_FOUND } from './apiKeys';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest([SUPER, ALICE, TOM, NINA]);
});
afterAll(async () => {
  await test?.close();
});

const keysPath = (company = ACME.id) => `/companies/${company}/api-keys`;

async function createKey(scopes: ApiKeyScope[], name = `Key ${randomUUID().slice(0, 8)}`, expires_at?: string) {
  const res = await test.call(ALICE, 'POST', keysPath(), { name, scopes, ...(expires_at ? { expires_at } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return ApiKeyCreated.parse(res.json());
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls /api/v2{path} with the key in `Authorization: Bearer` (default) or `X-API-Key`. */
const withKey = (
  secret: string,
  method: Method,
  path: string,
  payload?: unknown,
  header: 'bearer' | 'x-api-key' = 'bearer',
) =>
  test.app.inject({
    method,
    url: `/api/v2${path}`,
    headers: header === 'bearer' ? { authorization: `Bearer ${secret}` } : { 'x-api-key': secret },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('managing keys', () => {
  it('creates a key whose secret is answered once and stored only as its SHA-256', async () => {
    const { api_key, secret } = await createKey(['read', 'import_enhance'], 'PIM sync');
    expect(secret).toMatch(/^cur_[A-Za-z0-9_-]{43}$/);
    expect(api_key).toMatchObject({
      company_id: ACME.id,
      name: 'PIM sync',
      prefix: secret.slice(0, 12),
      scopes: ['read', 'import_enhance'],
      created_by: 'Alice Anderson',
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
    });
    const [row] = await test.sql<Record<string, unknown>>(sql`select * from api_keys where id = ${api_key.id}`);
    expect(row!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await test.call(ALICE, 'GET', keysPath());
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain(String(row!.secret_hash));
    const keys = ApiKeyListResponse.parse(listed.json()).api_keys;
    expect(keys[0]).toEqual(api_key);
    expect(Object.keys(keys[0]!)).not.toContain('secret');
  });

  it('lists newest first, refuses bad input, and keeps key rows out of the Users tab', async () => {
    const older = await createKey(['read']);
    const newer = await createKey(['review']);
    const keys = ApiKeyListResponse.parse((await test.call(ALICE, 'GET', keysPath())).json()).api_keys;
    expect(keys.findIndex((key) => key.id === newer.api_key.id)).toBeLessThan(
      keys.findIndex((key) => key.id === older.api_key.id),
    );
    for (const body of [
      { name: '', scopes: ['read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['superpower'] },
      { name: 'bad\u0000name', scopes: ['read'] },
      { name: 'x', scopes: ['read'], expires_at: '2020-01-01T00:00:00Z' },
    ]) {
      const res = await test.call(ALICE, 'POST', keysPath(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const people = UserListResponse.parse(
      (await test.call(ALICE, 'GET', `/companies/${ACME.id}/users?limit=100`)).json(),
    );
    expect(people.users.some((user) => user.email.endsWith('@api-keys.invalid'))).toBe(false);
    const stats = (await test.call(ALICE, 'GET', `/companies/${ACME.id}/stats`)).json() as { total_users: number };
    expect(stats.total_users).toBe(people.total);
  });

  it('lets only the company admin create; the super-admin lists and revokes any company; others get 403 or 404', async () => {
    const { api_key } = await createKey(['read']);
    expect((await test.call(TOM, 'GET', keysPath())).statusCode).toBe(403);
    expect((await test.call(TOM, 'POST', keysPath(), { name: 'x', scopes: ['read'] })).statusCode).toBe(403);
    expect((await test.call(NINA, 'GET', keysPath())).statusCode).toBe(404);
    expect((await test.call(NINA, 'DELETE', `${keysPath()}/${api_key.id}`)).statusCode).toBe(404);
    expect((await test.call(SUPER, 'POST', keysPath(), { name: 'x', scopes: ['read'] })).statusCode).toBe(403);
    const listed = await test.call(SUPER, 'GET', keysPath());
    expect(listed.statusCode).toBe(200);
    expect(ApiKeyListResponse.parse(listed.json()).api_keys.map((key) => key.id)).toContain(api_key.id);
    // A key of one company is not found under another's path.
    expect((await test.call(NINA, 'DELETE', `${keysPath(NORTHWIND.id)}/${api_key.id}`)).statusCode).toBe(404);
    const revoked = await test.call(SUPER, 'DELETE', `${keysPath()}/${api_key.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await test.call(ALICE, 'DELETE', `${keysPath()}/${randomUUID()}`)).json()).toMatchObject({
      detail: API_KEY_NOT_FOUND,
    });
  });

  it('records creation and revocation in the admin audit log', async () => {
    const { api_key } = await createKey(['admin'], 'ERP nightly');
    expect((await test.call(ALICE, 'DELETE', `${keysPath()}/${api_key.id}`)).statusCode).toBe(200);
    // Revoking again changes nothing and records nothing.
    expect((await test.call(ALICE, 'DELETE', `${keysPath()}/${api_key.id}`)).statusCode).toBe(200);
    const entries = await test.sql<{ action: string; actor_email: string; details: Record<string, unknown> }>(
      sql`select action, actor_email, details from admin_audit_log where target_id = ${api_key.id} order by created_at`,
    );
    expect(entries).toEqual([
      {
        action: 'api_key.create',
        actor_email: ALICE,
        details: expect.objectContaining({ name: 'ERP nightly', scopes: ['admin'] }),
      },
      { action: 'api_key.revoke', actor_email: ALICE, details: expect.objectContaining({ name: 'ERP nightly' }) },
    ]);
  });
});

describe('authenticating with a key', () => {
  it('accepts the key as a bearer token and in X-API-Key, and records when it was last used', async () => {
    const { api_key, secret } = await createKey(['read']);
    const bearer = await withKey(secret, 'GET', `/companies/${ACME.id}/products?limit=1`);
    expect(bearer.statusCode, bearer.body).toBe(200);
    const header = await withKey(secret, 'GET', `/companies/${ACME.id}/products?limit=1`, undefined, 'x-api-key');
    expect(header.statusCode, header.body).toBe(200);
    const me = await withKey(secret, 'GET', '/users/me');
    expect(me.json()).toMatchObject({ full_name: api_key.name, role: 'tenant-user' });
    const [row] = await test.sql<{ last_used_at: unknown }>(
      sql`select last_used_at from api_keys where id = ${api_key.id}`,
    );
    expect(row!.last_used_at).not.toBeNull();
  });

  it('answers 401 for an unknown, revoked or expired key, as for a bad token', async () => {
    const unknown = await withKey(`cur_${'A'.repeat(43)}`, 'GET', '/users/me', undefined, 'x-api-key');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: INVALID_TOKEN, code: 'unauthorized' });
    expect(unknown.headers['www-authenticate']).toContain('invalid_token');

    const revoked = await createKey(['read']);
    expect((await withKey(revoked.secret, 'GET', '/users/me')).statusCode).toBe(200);
    await test.call(ALICE, 'DELETE', `${keysPath()}/${revoked.api_key.id}`);
    for (const header of ['bearer', 'x-api-key'] as const) {
      const res = await withKey(revoked.secret, 'GET', '/users/me', undefined, header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ detail: INVALID_TOKEN });
    }

    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const expiring = await createKey(['read'], 'Short-lived', soon);
    expect(expiring.api_key.expires_at).toBe(soon);
    expect((await withKey(expiring.secret, 'GET', '/users/me')).statusCode).toBe(200);
    await test.sql(sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.api_key.id}`);
    const expired = await withKey(expiring.secret, 'GET', '/users/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ detail: INVALID_TOKEN });
  });

  it("fixes the company: another company's path and objects answer 404", async () => {
    const { secret } = await createKey(['admin']);
    const other = await withKey(secret, 'GET', `/companies/${NORTHWIND.id}/products?limit=1`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ detail: 'Company not found' });
    const byCode = await withKey(secret, 'GET', `/companies/code/${NORTHWIND.code}`);
    expect(byCode.statusCode).toBe(404);
    const foreignProduct = await withKey(
      secret,
      'GET',
      `/companies/${ACME.id}/products/${demoProductId(NORTHWIND.code, 0)}`,
    );
    expect(foreignProduct.statusCode).toBe(404);
    expect((await withKey(secret, 'GET', '/admin/companies')).statusCode).toBe(403);
  });

  it("writes with the key's name as the author, in product history and the admin audit log", async () => {
    const { api_key, secret } = await createKey(['review'], 'Review bot');
    const productId = demoProductId(ACME.code, 3);
    const edited = await withKey(secret, 'PUT', `/companies/${ACME.id}/products/${productId}`, {
      clean_name: 'Renamed by the review bot',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const history = HistoryResponse.parse(
      (await test.call(ALICE, 'GET', `/companies/${ACME.id}/products/${productId}/history`)).json(),
    ).history;
    expect(history.some((entry) => entry.user_full_name === 'Review bot')).toBe(true);

    const admin = await createKey(['admin'], 'Provisioning script');
    const invited = await withKey(admin.secret, 'POST', `/companies/${ACME.id}/invitations`, {
      email: `invitee-${randomUUID().slice(0, 8)}@acme.test`,
      name: 'Ivy Invitee',
      role: 'tenant-user',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [entry] = await test.sql<{ name: string | null }>(
      sql`select u.full_name as name from admin_audit_log a join users u on u.id = a.actor_user_id
          where a.action = 'invitation.create' order by a.created_at desc limit 1`,
    );
    expect(entry!.name).toBe('Provisioning script');
    expect(api_key.name).toBe('Review bot');
  });
});

/** A path of the route with each parameter filled: the key's company, else a well-formed unknown id. */
function pathOf(path: string): string {
  return path
    .replace(':companyId', ACME.id)
    .replace(':companyCode', ACME.code)
    .replace(/:[A-Za-z]+/g, () => randomUUID());
}

describe('scopes over every route', () => {
  it('derives the scope each route needs, and the role from the scopes', () => {
    expect(apiKeyScopeFor(apiRoutes.listProducts, ACCESS_MATRIX.listProducts)).toBe('read');
    expect(apiKeyScopeFor(apiRoutes.importRawProduct, ACCESS_MATRIX.importRawProduct)).toBe('import_enhance');
    expect(apiKeyScopeFor(apiRoutes.submitReview, ACCESS_MATRIX.submitReview)).toBe('review');
    expect(apiKeyScopeFor(apiRoutes.listCompanyUsers, ACCESS_MATRIX.listCompanyUsers)).toBe('admin');
    expect(apiKeyScopeFor(apiRoutes.getHealth, ACCESS_MATRIX.getHealth)).toBeNull();
    expect(scopesAllow(['import_enhance'], 'read')).toBe(true);
    expect(scopesAllow(['import_enhance'], 'review')).toBe(false);
    expect(scopesAllow(['admin'], 'review')).toBe(true);
    expect(roleOfScopes(['read', 'review'])).toBe('tenant-user');
    expect(roleOfScopes(['admin'])).toBe('tenant-admin');
  });

  it('allows each route to the scopes that cover it and refuses the others with 403', async () => {
    const secrets = Object.fromEntries(
      await Promise.all(API_KEY_SCOPES.map(async (scope) => [scope, (await createKey([scope])).secret] as const)),
    ) as Record<ApiKeyScope, string>;
    const tokenRoutes = Object.values(apiRoutes).filter((route) => route.auth === 'token');
    expect(tokenRoutes.length).toBeGreaterThan(90);
    const outcomes: string[] = [];
    for (const route of tokenRoutes) {
      const rule = ACCESS_MATRIX[route.id as keyof typeof ACCESS_MATRIX];
      const needed = apiKeyScopeFor(route, rule)!;
      for (const scope of API_KEY_SCOPES) {
        const res = await withKey(
          secrets[scope],
          route.method as Method,
          pathOf(route.path),
          route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        );
        const roleAllowed = rule.allow !== 'public' && rule.allow.includes(roleOfScopes([scope]));
        const allowed = scopesAllow([scope], needed) && roleAllowed;
        const detail = res.headers['content-type']?.startsWith('application/json')
          ? (res.json() as { detail?: unknown }).detail
          : undefined;
        if (allowed) {
          if (res.statusCode === 401 || res.statusCode === 403)
            outcomes.push(`${route.id} with ${scope}: ${res.statusCode} ${JSON.stringify(detail)}`);
        } else {
          const expected = scopesAllow([scope], needed) ? FORBIDDEN_FOR_ROLE : scopeRefused(needed);
          if (res.statusCode !== 403 || detail !== expected)
            outcomes.push(
              `${route.id} with ${scope}: expected 403 '${expected}', got ${res.statusCode} ${JSON.stringify(detail)}`,
            );
        }
      }
    }
    expect(outcomes).toEqual([]);
  });
});
