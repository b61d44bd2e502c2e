// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '../contract/index';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, callsTo, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import { TENANT_ROLE_OPTIONS, USER_TOAST_DURATION_MS } from './constants';
import { USER_MESSAGES } from './messages';
import { useInvitations } from './useInvitations';
import { invitationTokenFromHash, useInvitationLink } from './useInvitationLink';
import { useUsers } from './useUsers';
import { canSubmitNewUser, isOwnRow, newUserBody, roleLabel, userStatCards } from './userForms';

const COMPANY = uid(880);
const T = '2026-01-02T03:04:05.000Z';
const user = (n: number, role: 'tenant-admin' | 'tenant-user') => ({
  id: uid(n),
  username: `u${n}`,
  email: `u${n}@acme.test`,
  full_name: `User ${n}`,
  role,
  is_active: true,
  company_id: COMPANY,
  created_at: T,
  last_login: null,
});
const invitation = (n: number, status: Invitation['status']): Invitation => ({
  id: uid(n),
  invitee_email: `i${n}@acme.test`,
  invitee_name: `Invitee ${n}`,
  role: 'tenant-user',
  status,
  created_at: T,
  expires_at: T,
});

let server: TestServer | undefined;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

describe('the pure checks of User Management (spec part 3 §2, §5, §6)', () => {
  it('needs both email and full name, then the contract checks the address', () => {
    expect(canSubmitNewUser({ email: 'a@b.test', name: ' ', role: 'tenant-user' })).toBe(false);
    expect(canSubmitNewUser({ email: ' ', name: 'Ann', role: 'tenant-user' })).toBe(false);
    expect(canSubmitNewUser({ email: 'a@b.test', name: 'Ann', role: 'tenant-user' })).toBe(true);
    expect(newUserBody({ email: '', name: 'Ann', role: 'tenant-user' }).error).toBe(
      'Please fill in all required fields',
    );
    expect(newUserBody({ email: 'nope', name: 'Ann', role: 'tenant-user' }).error).toBe(
      'Please enter a valid email address',
    );
    expect(newUserBody({ email: ' a@b.test ', name: ' Ann ', role: 'tenant-admin' })).toEqual({
      body: { email: 'a@b.test', name: 'Ann', role: 'tenant-admin' },
      error: null,
    });
  });

  it('offers only User and Admin, labels roles, and marks the own row', () => {
    expect(TENANT_ROLE_OPTIONS.map((o) => o.label)).toEqual(['User', 'Admin']);
    expect([roleLabel('tenant-admin'), roleLabel('admin'), roleLabel('tenant-user'), roleLabel('super-admin')]).toEqual(
      ['Admin', 'Admin', 'User', 'Super Admin'],
    );
    expect(isOwnRow(uid(1), uid(1))).toBe(true);
    expect(isOwnRow(uid(1), uid(2))).toBe(false);
    expect(isOwnRow(uid(1), null)).toBe(false);
    expect(USER_TOAST_DURATION_MS).toBe(3000);
  });

  it('counts the four stat cards', () => {
    const cards = userStatCards({ total_users: 5, users_by_role: { 'tenant-admin': 2, 'tenant-user': 3 } }, [
      invitation(1, 'pending'),
      invitation(2, 'revoked'),
      invitation(3, 'pending'),
      invitation(4, 'expired'),
    ]);
    expect(cards).toEqual({ totalUsers: 5, admins: 2, users: 3, pendingInvitations: 2 });
    expect(userStatCards(undefined, [])).toEqual({ totalUsers: 0, admins: 0, users: 0, pendingInvitations: 0 });
  });
});

describe('useUsers', () => {
  it('lists users and stats, creates, changes a role and removes, with the texts to toast', async () => {
    server = await startFakeApi({
      [`GET /companies/${COMPANY}/users`]: () => ({
        body: { users: [user(1, 'tenant-admin'), user(2, 'tenant-user')], total: 2 },
      }),
      [`GET /companies/${COMPANY}/stats`]: () => ({
        body: { total_users: 2, users_by_role: { 'tenant-admin': 1, 'tenant-user': 1 } },
      }),
      [`POST /companies/${COMPANY}/users`]: (request) => ({
        status: 201,
        body: { user: { ...user(3, 'tenant-user'), email: (JSON.parse(request.body) as { email: string }).email } },
      }),
      [`PUT /companies/${COMPANY}/users/${uid(2)}/role`]: () => ({ body: { user: user(2, 'tenant-admin') } }),
      [`DELETE /companies/${COMPANY}/users/${uid(2)}`]: () => ({
        status: 409,
        body: { detail: 'The last admin of a company cannot be removed', code: 'conflict' },
      }),
    });
    const { result } = renderHook(() => useUsers({ companyId: COMPANY }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.users.map((u) => u.email)).toEqual(['u1@acme.test', 'u2@acme.test']);
    await waitFor(() => expect(result.current.stats?.total_users).toBe(2));

    let message = '';
    await act(async () => {
      message = await result.current.createUser({ email: ' new@acme.test ', name: 'New One', role: 'tenant-user' });
    });
    expect(message).toBe('User new@acme.test created successfully');
    expect(JSON.parse(callsTo(server, 'POST', `/companies/${COMPANY}/users`)[0]!.body)).toEqual({
      email: 'new@acme.test',
      name: 'New One',
      role: 'tenant-user',
    });
    await act(async () => {
      message = await result.current.changeRole(result.current.users[1]!, 'tenant-admin');
    });
    expect(message).toBe('User 2 is now an Admin');
    await expect(result.current.removeUser(result.current.users[1]!)).rejects.toThrow(
      'The last admin of a company cannot be removed',
    );
  });

  it("prefixes a failed creation with 'Failed to create user: ' and sends nothing for a blank field", async () => {
    server = await startFakeApi({
      [`GET /companies/${COMPANY}/users`]: () => ({ body: { users: [], total: 0 } }),
      [`GET /companies/${COMPANY}/stats`]: () => ({ body: { total_users: 0, users_by_role: {} } }),
      [`POST /companies/${COMPANY}/users`]: () => ({
        status: 409,
        body: { detail: 'This person is already a member of this company', code: 'conflict' },
      }),
    });
    const { result } = renderHook(() => useUsers({ companyId: COMPANY }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await expect(result.current.createUser({ email: 'x@acme.test', name: '', role: 'tenant-user' })).rejects.toThrow(
      'Please fill in all required fields',
    );
    expect(callsTo(server, 'POST', `/companies/${COMPANY}/users`)).toHaveLength(0);
    await expect(result.current.createUser({ email: 'x@acme.test', name: 'X', role: 'tenant-user' })).rejects.toThrow(
      'Failed to create user: This person is already a member of this company',
    );
  });

  it("says 'Company ID not found...' without a company and reads nothing", async () => {
    server = await startFakeApi({});
    const { result } = renderHook(() => useUsers({ companyId: null }), { wrapper: apiWrapper(server.origin).wrapper });
    await expect(result.current.removeUser(user(2, 'tenant-user'))).rejects.toThrow(USER_MESSAGES.noCompany);
    expect(USER_MESSAGES.noCompany.startsWith('Company ID not found')).toBe(true);
    expect(server.requests).toHaveLength(0);
  });
});

describe('useInvitations', () => {
  it('lists pending invitations, invites (answering the link when not mailed) and revokes', async () => {
    server = await startFakeApi({
      [`GET /companies/${COMPANY}/invitations`]: () => ({
        body: { invitations: [invitation(1, 'pending'), invitation(2, 'accepted')] },
      }),
      [`POST /companies/${COMPANY}/invitations`]: () => ({
        status: 201,
        body: {
          invitation: invitation(3, 'pending'),
          invite_url: 'http://app.test/invitation#token=abc',
          email_sent: false,
        },
      }),
      [`DELETE /companies/${COMPANY}/invitations/${uid(1)}`]: () => ({
        status: 500,
        body: { detail: '', code: 'internal_error' },
      }),
    });
    const { result } = renderHook(() => useInvitations({ companyId: COMPANY }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.pending.map((i) => i.id)).toEqual([uid(1)]);
    let outcome = { message: '', inviteUrl: null as string | null };
    await act(async () => {
      outcome = await result.current.invite({ email: 'i3@acme.test', name: 'Invitee 3', role: 'tenant-user' });
    });
    expect(outcome).toEqual({
      message: 'Invitation created for i3@acme.test. Share the link below.',
      inviteUrl: 'http://app.test/invitation#token=abc',
    });
    await expect(result.current.revoke(result.current.pending[0]!)).rejects.toThrow('Failed to revoke invitation');
  });

  it("falls back to 'Failed to revoke invitation' when the server says nothing", async () => {
    server = await startFakeApi({
      [`GET /companies/${COMPANY}/invitations`]: () => ({ body: { invitations: [invitation(1, 'pending')] } }),
      [`DELETE /companies/${COMPANY}/invitations/${uid(1)}`]: () => ({ status: 500, body: {} }),
    });
    const { result } = renderHook(() => useInvitations({ companyId: COMPANY }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const error = await result.current.revoke(result.current.pending[0]!).catch((e: Error) => e);
    expect((error as Error).message).toBe('Failed to revoke invitation');
  });
});

describe('useInvitationLink', () => {
  it('reads the token from the fragment', () => {
    expect(invitationTokenFromHash('#token=abc-DEF_123')).toBe('abc-DEF_123');
    expect(invitationTokenFromHash('')).toBeNull();
    expect(invitationTokenFromHash('#token=')).toBeNull();
  });

  it('shows a pending link, accepts it once, and names a used one', async () => {
    let status = 'pending';
    server = await startFakeApi({
      'POST /public/invitations/preview': () => ({
        body: {
          company_name: 'Acme Tools',
          invitee_email: 'e@acme.test',
          invitee_name: 'E',
          role: 'tenant-user',
          status,
          expires_at: T,
        },
      }),
      'POST /public/invitations/accept': () => {
        status = 'accepted';
        return { body: { email: 'e@acme.test', company_code: 'acme-tools', org_id: null } };
      },
    });
    const token = 'T'.repeat(43);
    const { result } = renderHook(() => useInvitationLink({ token }), { wrapper: apiWrapper(server.origin).wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.invitation?.company_name).toBe('Acme Tools');
    let accepted: unknown;
    await act(async () => {
      accepted = await result.current.accept();
    });
    expect(accepted).toEqual({ email: 'e@acme.test', company_code: 'acme-tools', org_id: null });
    await waitFor(() => expect(result.current.state).toBe('accepted'));
    expect(JSON.parse(callsTo(server, 'POST', '/public/invitations/accept')[0]!.body)).toEqual({ token });

    const again = renderHook(() => useInvitationLink({ token }), { wrapper: apiWrapper(server.origin).wrapper });
    await waitFor(() => expect(again.result.current.state).toBe('used'));
    expect(again.result.current.message).toBe(
      'This invitation has already been used. Sign in with your email address instead.',
    );
  });

  it('says a missing or unknown token is not valid', async () => {
    server = await startFakeApi({});
    const none = renderHook(() => useInvitationLink({ token: null }), { wrapper: apiWrapper(server.origin).wrapper });
    expect(none.result.current.state).toBe('invalid');
    const unknown = renderHook(() => useInvitationLink({ token: 'U'.repeat(43) }), {
      wrapper: apiWrapper(server.origin).wrapper,
    });
    await waitFor(() => expect(unknown.result.current.state).toBe('invalid'));
    expect(unknown.result.current.message).toMatch(/^This invitation link is not valid/);
  });
});
