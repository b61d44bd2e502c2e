// Invitations (issue #20, spec part 3 §2, §3, §7): create with an expiry and a one-time link (only its
// hash stored), list, revoke; the link previewed, accepted once, and the invitee signing in through the
// development identity provider as a member of the company. Without SMTP_URL the link is answered.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CurrentUser,
  INVITATION_LINK_MESSAGES,
  InvitationAccepted,
  InvitationCreated,
  InvitationListResponse,
  InvitationPreview,
} from '@curate/core/contract';
import { ACME, ALICE, NINA, NORTHWIND, startFeatureTest, TOM, type FeatureTest } from '../test/featureTest';
import { ALREADY_MEMBER } from './members';
import { INVITATION_ACCEPTED, INVITATION_NOT_FOUND, INVITATION_PENDING } from './invitations';

let test: FeatureTest;
beforeAll(async () => {
  test = await startFeatureTest(undefined, { env: { APP_PUBLIC_URL: 'https://curate.example.com' } });
});
afterAll(async () => {
  await test?.close();
});

const invite = (email: string, body: unknown, company = ACME.id) =>
  test.call(email, 'POST', `/companies/${company}/invitations`, body);
const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');
const preview = (token: string) => test.call(null, 'POST', '/public/invitations/preview', { token });
const accept = (token: string) => test.call(null, 'POST', '/public/invitations/accept', { token });
const list = async (email = ALICE, company = ACME.id) => {
  const res = await test.call(email, 'GET', `/companies/${company}/invitations`);
  expect(res.statusCode, res.body).toBe(200);
  return InvitationListResponse.parse(res.json()).invitations;
};
const stored = (id: string) =>
  test.sql<Record<string, unknown>>(sql`select * from invitations where id = ${id}`).then((rows) => rows[0]!);

async function created(email: string, name = 'Erin Example', role = 'tenant-user') {
  const res = await invite(ALICE, { email, name, role });
  expect(res.statusCode, res.body).toBe(201);
  const body = InvitationCreated.parse(res.json());
  expect(body.email_sent).toBe(false);
  return { ...body, token: tokenOf(body.invite_url!) };
}

describe('invitations of a company', () => {
  it('creates a pending invitation with an expiry and answers the link; only its hash is stored', async () => {
    const before = Date.now();
    const { invitation, invite_url, token } = await created('erin@acme.test', 'Erin Example', 'tenant-admin');
    expect(invitation).toMatchObject({ invitee_email: 'erin@acme.test', status: 'pending', role: 'tenant-admin' });
    expect(invite_url).toMatch(/^https:\/\/curate\.example\.com\/invitation#token=[\w-]{43}$/);
    const expires = Date.parse(invitation.expires_at!);
    expect(expires - before).toBeGreaterThan(6.9 * 24 * 3_600_000);
    expect(expires - before).toBeLessThan(7.1 * 24 * 3_600_000);
    const row = await stored(invitation.id);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const audit = await test.sql<{ actor_email: string }>(
      sql`select actor_email from admin_audit_log where action = 'invitation.create' and target_id = ${invitation.id}`,
    );
    expect(audit).toEqual([{ actor_email: ALICE }]);
    expect((await list()).map((i) => i.id)).toContain(invitation.id);
  });

  it("refuses a member's address, a second pending invitation and bad input, saving nothing", async () => {
    const count = async () =>
      Number((await test.sql<{ n: number }>(sql`select count(*)::int as n from invitations`))[0]!.n);
    const before = await count();
    const cases: [unknown, number, string][] = [
      [{ email: TOM, name: 'Tom' }, 409, ALREADY_MEMBER],
      [{ email: 'ERIN@acme.test', name: 'Erin Again' }, 409, INVITATION_PENDING],
      [{ email: 'x@acme.test', name: '' }, 422, 'Please fill in all required fields'],
      [{ email: 'nope', name: 'X' }, 422, 'Please enter a valid email address'],
      [{ email: 'x@acme.test', name: 'X', role: 'super-admin' }, 422, 'Role must be tenant-user or tenant-admin'],
    ];
    for (const [body, status, message] of cases) {
      const res = await invite(ALICE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('is previewed and accepted once: the account joins the company and signs in at the provider', async () => {
    const { token, invitation } = await created('frank@acme.test', 'Frank Field');
    const shown = await preview(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(InvitationPreview.parse(shown.json())).toMatchObject({
      company_name: 'Acme Tools',
      invitee_email: 'frank@acme.test',
      invitee_name: 'Frank Field',
      role: 'tenant-user',
      status: 'pending',
    });
    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(InvitationAccepted.parse(res.json())).toMatchObject({ email: 'frank@acme.test', company_code: ACME.code });
    expect(await stored(invitation.id)).toMatchObject({ status: 'accepted' });
    const [user] = await test.sql<{ company_id: string; role: string; full_name: string }>(
      sql`select company_id, role, full_name from users where email = 'frank@acme.test'`,
    );
    expect(user).toEqual({ company_id: ACME.id, role: 'tenant-user', full_name: 'Frank Field' });

    // The person signs in at the development provider with that address and is a member of Acme.
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: { authorization: `Bearer ${await test.idp.accessToken('frank@acme.test')}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(CurrentUser.parse(me.json())).toMatchObject({ company_code: ACME.code, role: 'tenant-user' });

    // Reused: a clear refusal, and the preview says so.
    const again = await accept(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(INVITATION_LINK_MESSAGES.accepted);
    expect(InvitationPreview.parse((await preview(token)).json()).status).toBe('accepted');
    expect((await test.call(ALICE, 'DELETE', `/companies/${ACME.id}/invitations/${invitation.id}`)).json().detail).toBe(
      INVITATION_ACCEPTED,
    );
  });

  it('accepts a link once when two accepts race', async () => {
    const { token } = await created('gina@acme.test', 'Gina Race');
    const results = await Promise.all([accept(token), accept(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const users = await test.sql(sql`select id from users where email = 'gina@acme.test'`);
    expect(users).toHaveLength(1);
  });

  it('refuses an expired link and lists it as expired; a new invitation replaces it', async () => {
    const { token, invitation } = await created('hank@acme.test', 'Hank Late');
    await test.sql(sql`update invitations set expires_at = now() - interval '1 hour' where id = ${invitation.id}`);
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(INVITATION_LINK_MESSAGES.expired);
    expect((await list()).find((i) => i.id === invitation.id)!.status).toBe('expired');
    expect((await test.sql(sql`select id from users where email = 'hank@acme.test'`)).length).toBe(0);
    const fresh = await created('hank@acme.test', 'Hank Again');
    expect(fresh.invitation.status).toBe('pending');
  });

  it('revokes: the link is refused, the revocation audited', async () => {
    const { token, invitation } = await created('ivy@acme.test', 'Ivy Revoked');
    const res = await test.call(ALICE, 'DELETE', `/companies/${ACME.id}/invitations/${invitation.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list()).find((i) => i.id === invitation.id)!.status).toBe('revoked');
    const refused = await accept(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(INVITATION_LINK_MESSAGES.revoked);
    const audit = await test.sql(
      sql`select 1 from admin_audit_log where action = 'invitation.revoke' and target_id = ${invitation.id}`,
    );
    expect(audit).toHaveLength(1);
  });

  it('answers an unknown or malformed link with the invalid-link message', async () => {
    const unknown = await accept('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(INVITATION_LINK_MESSAGES.invalid);
    expect((await preview('A'.repeat(43))).statusCode).toBe(404);
    const short = await accept('abc');
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('This invitation link is not valid');
  });

  it("refuses tenant-users (403) and other companies' admins (404); 0 bytes of Acme's invitations leak", async () => {
    const [pending] = (await list()).filter((i) => i.status === 'pending');
    const paths = [
      ['GET', `/companies/${ACME.id}/invitations`],
      ['POST', `/companies/${ACME.id}/invitations`, { email: 'zed@acme.test', name: 'Zed' }],
      ['DELETE', `/companies/${ACME.id}/invitations/${pending!.id}`],
    ] as const;
    for (const [method, path, body] of paths) {
      expect((await test.call(TOM, method, path, body)).statusCode).toBe(403);
      const foreign = await test.call(NINA, method, path, body);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(pending!.invitee_email);
    }
    const viaOwn = await test.call(NINA, 'DELETE', `/companies/${NORTHWIND.id}/invitations/${pending!.id}`);
    expect(viaOwn.statusCode).toBe(404);
    expect(viaOwn.json().detail).toBe(INVITATION_NOT_FOUND);
    expect((await list()).find((i) => i.id === pending!.id)!.status).toBe('pending');
    expect((await list(NINA, NORTHWIND.id)).every((i) => !i.invitee_email.endsWith('@acme.test'))).toBe(true);
  });
});
