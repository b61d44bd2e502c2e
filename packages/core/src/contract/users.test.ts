import { describe, expect, it } from 'vitest';
import {
  CompanyStats,
  Invitation,
  InvitationCreate,
  User,
  UserCreate,
  UserListQuery,
  UserRoleChange,
  UserUpdate,
  userNotFoundMessage,
} from './users';
import { T1, issueMessages, issuePaths, uid } from '../test/contractFixtures';

const user = {
  id: uid(10),
  username: 'ana',
  email: 'ana@acme.example',
  full_name: 'Ana Lima',
  role: 'tenant-admin',
  is_active: true,
  company_id: uid(1),
  created_at: T1,
  last_login: null,
};

describe('users', () => {
  it('accepts a user and the role spellings of the API reference', () => {
    expect(User.parse(user).role).toBe('tenant-admin');
    expect(User.parse({ ...user, role: 'reviewer' }).role).toBe('tenant-user');
    expect(User.safeParse({ ...user, role: 'owner' }).success).toBe(false);
    expect(User.safeParse({ ...user, is_active: 'yes' }).success).toBe(false);
  });

  it('creates users as tenant-user by default and never as super-admin', () => {
    expect(UserCreate.parse({ email: 'lee@acme.example', name: 'Lee Chen' })).toEqual({
      email: 'lee@acme.example',
      name: 'Lee Chen',
      role: 'tenant-user',
    });
    expect(UserCreate.parse({ email: 'lee@acme.example', name: 'Lee Chen', role: 'admin' }).role).toBe('tenant-admin');
    expect(issuePaths(UserCreate.safeParse({ email: 'lee@acme.example', name: 'Lee', role: 'super-admin' }))).toEqual([
      'role',
    ]);
    expect(issueMessages(UserCreate.safeParse({ email: 'lee@acme.example' }))).toEqual([
      'Please fill in all required fields',
    ]);
    expect(issuePaths(UserCreate.safeParse({ email: 'lee@acme.example', name: 'x'.repeat(201) }))).toEqual(['name']);
    expect(
      issuePaths(UserCreate.safeParse({ email: 'lee@acme.example', name: 'Lee', username: 'u'.repeat(51) })),
    ).toEqual(['username']);
  });

  it('edits only non-empty full name and e-mail, never the username', () => {
    expect(UserUpdate.parse({ full_name: ' Ana M. Lima ' })).toEqual({ full_name: 'Ana M. Lima' });
    expect(UserUpdate.safeParse({}).success).toBe(false);
    expect(UserUpdate.safeParse({ full_name: '' }).success).toBe(false);
    expect(UserUpdate.safeParse({ username: 'ana2' }).success).toBe(false);
    expect(UserUpdate.safeParse({ email: 'not-an-email' }).success).toBe(false);
  });

  it('changes roles between tenant roles only', () => {
    expect(UserRoleChange.parse({ role: 'tenant-user' })).toEqual({ role: 'tenant-user' });
    expect(UserRoleChange.safeParse({ role: 'super-admin' }).success).toBe(false);
  });

  it('looks a user up by username through the list', () => {
    expect(UserListQuery.parse({ username: 'ana' })).toEqual({ username: 'ana', limit: 50, offset: 0 });
    expect(userNotFoundMessage('ana')).toBe('User ana not found');
  });
});

describe('invitations and stats', () => {
  it('accepts invitations and counts by role', () => {
    const invitation = {
      id: uid(20),
      invitee_email: 'kim@acme.example',
      status: 'pending',
      created_at: T1,
      expires_at: '2024-05-08T10:00:00Z',
    };
    expect(Invitation.parse(invitation).status).toBe('pending');
    expect(Invitation.safeParse({ ...invitation, status: 'sent' }).success).toBe(false);
    expect(InvitationCreate.parse({ email: 'kim@acme.example', name: 'Kim', role: 'user' }).role).toBe('tenant-user');
    expect(
      CompanyStats.parse({ total_users: 5, users_by_role: { 'tenant-admin': 1, 'tenant-user': 4 } }).total_users,
    ).toBe(5);
    expect(CompanyStats.safeParse({ total_users: 5, users_by_role: { 'tenant-admin': -1 } }).success).toBe(false);
  });
});
