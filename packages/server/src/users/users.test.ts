// GET /companies/{cid}/users and PUT /companies/{cid}/users/{userId} (issue #17, spec part 2 §5.6, §7.2, part 3 §7).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserListResponse, UserResponse } from '@curate/core/contract';
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
import { EMAIL_CHANGE_FORBIDDEN, EMAIL_TAKEN, USER_NOT_FOUND } from './service';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest();
});
afterAll(async () => {
  await test?.close();
});

const list = async (email = ALICE, company = ACME.id, query = '') => {
  const res = await test.call(email, 'GET', `/companies/${company}/users${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return UserListResponse.parse(res.json());
};
const put = (email: string, userId: string, body: unknown, company = ACME.id) =>
  test.call(email, 'PUT', `/companies/${company}/users/${userId}`, body);
const stored = async (userId: string) =>
  (
    await test.sql<{ full_name: string; email: string }>(sql`select full_name, email from users where id = ${userId}`)
  )[0]!;

describe('GET /companies/{cid}/users', () => {
  it("lists the company's users oldest first, with the total, and narrows by username", async () => {
    const page = await list();
    const [count] = await test.sql<{ n: number }>(
      sql`select count(*)::int as n from users where company_id = ${ACME.id}`,
    );
    expect(page.total).toBe(Number(count!.n));
    expect(page.users.map((u) => u.email)).toEqual(expect.arrayContaining([ALICE, TOM]));
    expect(page.users.every((u) => u.company_id === ACME.id)).toBe(true);
    const created = page.users.map((u) => Date.parse(u.created_at));
    expect(created).toEqual([...created].sort((a, b) => a - b));
    const tom = page.users.find((u) => u.email === TOM)!;
    const one = await list(ALICE, ACME.id, `?username=${tom.username!}`);
    expect(one).toMatchObject({ total: 1, users: [{ id: tom.id, email: TOM, role: 'tenant-user' }] });
    expect((await list(ALICE, ACME.id, '?username=nobody-here')).total).toBe(0);
    expect((await list(ALICE, ACME.id, '?limit=1')).users).toHaveLength(1);
  });

  it("refuses tenant-users (403) and other companies (404); the super-admin sees any company's", async () => {
    expect((await test.call(TOM, 'GET', `/companies/${ACME.id}/users`)).statusCode).toBe(403);
    expect((await test.call(ALICE, 'GET', `/companies/${NORTHWIND.id}/users`)).statusCode).toBe(404);
    const northwind = await list(SUPER, NORTHWIND.id);
    expect(northwind.users.map((u) => u.email)).toContain(NINA);
    expect(northwind.users.every((u) => u.company_id === NORTHWIND.id)).toBe(true);
  });
});

describe('PUT /companies/{cid}/users/{userId}', () => {
  const tomId = demoUserId(TOM);

  it('saves a trimmed full name and e-mail and answers the user', async () => {
    const res = await put(ALICE, tomId, { full_name: '  Tom Userman  ', email: ' tom.userman@acme.test ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(UserResponse.parse(res.json()).user).toMatchObject({
      id: tomId,
      full_name: 'Tom Userman',
      email: 'tom.userman@acme.test',
    });
    expect(await stored(tomId)).toEqual({ full_name: 'Tom Userman', email: 'tom.userman@acme.test' });
    expect((await put(ALICE, tomId, { email: TOM })).statusCode).toBe(200);
  });

  it("answers the spec's messages for bad input and saves nothing of it (§5.6)", async () => {
    const before = await stored(tomId);
    const cases: [unknown, string][] = [
      [{ full_name: '   ' }, 'Please fill in all required fields'],
      [{ full_name: 'x'.repeat(201) }, 'Full name must be at most 200 characters'],
      [{ full_name: 'Valid Name', email: 'not-an-email' }, 'Please enter a valid email address'],
      [{}, 'Nothing to update'],
      [{ full_name: 'A', username: 'renamed' }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await put(ALICE, tomId, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      if (message) expect(res.body).toContain(message);
    }
    expect(await stored(tomId)).toEqual(before);
  });

  it('refuses an e-mail address another user has (409), whatever its case', async () => {
    const before = await stored(tomId);
    const res = await put(ALICE, tomId, { full_name: 'Changed Too', email: ALICE.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(EMAIL_TAKEN);
    expect(await stored(tomId)).toEqual(before);
  });

  it('lets a tenant-user change only their own full name', async () => {
    expect((await put(TOM, tomId, { full_name: 'Tom Himself' })).statusCode).toBe(200);
    expect((await stored(tomId)).full_name).toBe('Tom Himself');
    const other = await put(TOM, demoUserId(ALICE), { full_name: 'Hijacked' });
    expect(other.statusCode).toBe(403);
    const email = await put(TOM, tomId, { email: 'tom.new@acme.test' });
    expect(email.statusCode).toBe(403);
    expect(email.json().detail).toBe(EMAIL_CHANGE_FORBIDDEN);
    expect((await put(TOM, tomId, { full_name: 'Tom Same Mail', email: TOM })).statusCode).toBe(200);
    expect((await stored(demoUserId(ALICE))).full_name).not.toBe('Hijacked');
  });

  it('answers 404 for a user of another company, and for another company', async () => {
    const nina = await put(ALICE, demoUserId(NINA), { full_name: 'Nope' });
    expect(nina.statusCode).toBe(404);
    expect(nina.json().detail).toBe(USER_NOT_FOUND);
    expect((await put(ALICE, demoUserId(NINA), { full_name: 'Nope' }, NORTHWIND.id)).statusCode).toBe(404);
    expect((await stored(demoUserId(NINA))).full_name).not.toBe('Nope');
  });
});
