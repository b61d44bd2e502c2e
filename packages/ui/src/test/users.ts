// Stories and tests only: an in-memory User Management API (a test double; the real one is the Curate server).
import type { ApiKey, Invitation, User } from '@curate/core/contract';
import { apiFailure, createFixtureClient, never, type FixtureClient } from './fixtureApi';

export const USERS_COMPANY_ID = '3c9e0020-0000-4000-8000-0000000000e1';
const uuid = (n: number) => `6e2c8b01-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = (n: number) => new Date(Date.UTC(2026, 0, 20) - n * 86_400_000).toISOString();

/** The signed-in admin of the fixtures. */
export const ME_ID = uuid(1);

const person = (n: number, name: string, email: string, role: User['role'], age: number): User => ({
  id: uuid(n),
  username: email.split('@')[0]!,
  email,
  full_name: name,
  role,
  is_active: true,
  company_id: USERS_COMPANY_ID,
  created_at: day(age),
  last_login: null,
});

/** Realistic people of a company, oldest first; the first is the signed-in admin. */
export const FIXTURE_USERS: User[] = [
  person(1, 'Alice Anderson', 'alice.admin@acme.test', 'tenant-admin', 90),
  person(2, 'Tom Baker', 'tom.user@acme.test', 'tenant-user', 60),
  person(3, 'Priya Shah', 'priya.shah@acme.test', 'tenant-user', 30),
  person(4, 'Marco Rossi', 'marco.rossi@acme.test', 'tenant-admin', 12),
];

export const FIXTURE_INVITATIONS: Invitation[] = [
  {
    id: uuid(101),
    invitee_email: 'new.hire@acme.test',
    invitee_name: 'New Hire',
    role: 'tenant-user',
    status: 'pending',
    created_at: day(2),
    expires_at: day(-5),
  },
  {
    id: uuid(102),
    invitee_email: 'lena.ops@acme.test',
    invitee_name: 'Lena Ops',
    role: 'tenant-admin',
    status: 'pending',
    created_at: day(1),
    expires_at: day(-6),
  },
  {
    id: uuid(103),
    invitee_email: 'gone@acme.test',
    invitee_name: 'Gone Away',
    role: 'tenant-user',
    status: 'revoked',
    created_at: day(9),
    expires_at: day(2),
  },
];

/** What the fixture API does: 'ready' (default), 'loading' (never answers), 'error' (lists fail), 'empty' (only me). */
export interface UsersFixtureOptions {
  state?: 'ready' | 'loading' | 'error' | 'empty';
  /** Whether invitations go out by mail (no link answered); default false. */
  emailSent?: boolean;
  /** A detail every write answers with 409. */
  writeError?: string;
}

/** An in-memory API of users, stats and invitations that applies creates, role changes, removals and revokes. */
export function usersFixtureClient({
  state = 'ready',
  emailSent = false,
  writeError,
}: UsersFixtureOptions = {}): FixtureClient {
  const users = state === 'empty' ? [FIXTURE_USERS[0]!] : FIXTURE_USERS.map((u) => ({ ...u }));
  const invitations = state === 'empty' ? [] : FIXTURE_INVITATIONS.map((i) => ({ ...i }));
  let next = 500;
  const read = <T>(answer: () => T) => {
    if (state === 'loading') return never();
    if (state === 'error') throw apiFailure(500, 'Internal error');
    return answer();
  };
  const write = <T>(answer: () => T) => {
    if (writeError) throw apiFailure(409, writeError);
    return answer();
  };
  return createFixtureClient({
    listCompanyUsers: () => read(() => ({ users, total: users.length })),
    getCompanyStats: () =>
      read(() => ({
        total_users: users.length,
        users_by_role: {
          'tenant-admin': users.filter((u) => u.role === 'tenant-admin').length,
          'tenant-user': users.filter((u) => u.role === 'tenant-user').length,
        },
      })),
    listInvitations: () => read(() => ({ invitations })),
    createCompanyUser: ({ body }) =>
      write(() => {
        const { email, name, role } = body as { email: string; name: string; role: User['role'] };
        const user = person(next++, name, email, role, 0);
        users.push(user);
        return { user };
      }),
    changeUserRole: ({ params, body }) =>
      write(() => {
        const user = users.find((u) => u.id === params.userId)!;
        user.role = (body as { role: User['role'] }).role;
        return { user };
      }),
    deleteCompanyUser: ({ params }) =>
      write(() => {
        users.splice(
          users.findIndex((u) => u.id === params.userId),
          1,
        );
        return { success: true };
      }),
    createInvitation: ({ body }) =>
      write(() => {
        const { email, name, role } = body as { email: string; name: string; role: User['role'] };
        const invitation: Invitation = {
          id: uuid(next++),
          invitee_email: email,
          invitee_name: name,
          role,
          status: 'pending',
          created_at: day(0),
          expires_at: day(-7),
        };
        invitations.unshift(invitation);
        return {
          invitation,
          invite_url: emailSent
            ? null
            : 'https://curate.example.com/invitation#token=Xq3v9Lk2fA0pQm8sT1wZ5rB7nC4dE6gH9jK2lM5oP8u',
          email_sent: emailSent,
        };
      }),
    revokeInvitation: ({ params }) =>
      write(() => {
        invitations.find((i) => i.id === params.invitationId)!.status = 'revoked';
        return { success: true };
      }),
  });
}

const keyTime = (iso: string) => new Date(iso).toISOString();

/** The company's API keys, newest first: one active, one expired, one revoked. */
export const FIXTURE_API_KEYS: ApiKey[] = [
  {
    id: uuid(201),
    company_id: USERS_COMPANY_ID,
    name: 'PIM sync',
    prefix: 'cur_7fK2pQ9x',
    scopes: ['read', 'import_enhance'],
    created_by: 'Alice Anderson',
    created_at: keyTime('2026-01-12T09:30:00Z'),
    expires_at: keyTime('2030-12-31T22:59:59Z'),
    last_used_at: keyTime('2026-01-14T16:05:00Z'),
    revoked_at: null,
  },
  {
    id: uuid(202),
    company_id: USERS_COMPANY_ID,
    name: 'Holiday campaign export',
    prefix: 'cur_Qm3vT8aL',
    scopes: ['read'],
    created_by: 'Marco Rossi',
    created_at: keyTime('2025-11-02T10:00:00Z'),
    expires_at: keyTime('2025-12-31T22:59:59Z'),
    last_used_at: null,
    revoked_at: null,
  },
  {
    id: uuid(203),
    company_id: USERS_COMPANY_ID,
    name: 'Old shop connector',
    prefix: 'cur_Zr1bN5cW',
    scopes: ['read', 'review'],
    created_by: 'Alice Anderson',
    created_at: keyTime('2025-08-20T08:15:00Z'),
    expires_at: null,
    last_used_at: keyTime('2025-12-01T07:45:00Z'),
    revoked_at: keyTime('2025-12-02T11:00:00Z'),
  },
];

/** The secret the fixture API answers for a new key. */
export const FIXTURE_API_KEY_SECRET = 'cur_Hx4nW8rPk2Vd9sLm3QaZ7tYb1cFe6gJu0oNi5wXyR';

/** What the API-key fixture API does: as UsersFixtureOptions; 'empty' lists no keys. */
export type ApiKeysFixtureOptions = Pick<UsersFixtureOptions, 'state' | 'writeError'>;

/** An in-memory API of a company's keys that applies creates (answering FIXTURE_API_KEY_SECRET) and revokes. */
export function apiKeysFixtureClient({ state = 'ready', writeError }: ApiKeysFixtureOptions = {}): FixtureClient {
  const keys = state === 'empty' ? [] : FIXTURE_API_KEYS.map((k) => ({ ...k }));
  let next = 300;
  const write = <T>(answer: () => T) => {
    if (writeError) throw apiFailure(409, writeError);
    return answer();
  };
  return createFixtureClient({
    listApiKeys: () => {
      if (state === 'loading') return never();
      if (state === 'error') throw apiFailure(500, 'Internal error');
      return { api_keys: keys };
    },
    createApiKey: ({ body }) =>
      write(() => {
        const { name, scopes, expires_at } = body as Pick<ApiKey, 'name' | 'scopes' | 'expires_at'>;
        const api_key: ApiKey = {
          id: uuid(next++),
          company_id: USERS_COMPANY_ID,
          name,
          prefix: FIXTURE_API_KEY_SECRET.slice(0, 12),
          scopes,
          created_by: 'Alice Anderson',
          created_at: new Date().toISOString(),
          expires_at: expires_at ?? null,
          last_used_at: null,
          revoked_at: null,
        };
        keys.unshift(api_key);
        return { api_key, secret: FIXTURE_API_KEY_SECRET };
      }),
    revokeApiKey: ({ params }) =>
      write(() => {
        keys.find((k) => k.id === params.keyId)!.revoked_at = new Date().toISOString();
        return { success: true };
      }),
  });
}
