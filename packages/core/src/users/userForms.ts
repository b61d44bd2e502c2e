// Pure checks and views of User Management — spec part 3 §2, §3, §5, §6.
import { type CompanyStats, type Invitation, type Role, type TenantRole, UserCreate } from '../contract/index';
import { DEFAULT_TENANT_ROLE } from './constants';
import { usersMessages as m, type UsersMessages } from '../messages/index';

/** The Create User / Invite form as typed. */
export interface NewUserDraft {
  email: string;
  name: string;
  role: TenantRole;
}

export const emptyNewUserDraft: NewUserDraft = { email: '', name: '', role: DEFAULT_TENANT_ROLE };

/** Create User needs both email and full name before its button is enabled (spec part 3 §2, §5). */
export const canSubmitNewUser = (draft: NewUserDraft): boolean => draft.email.trim() !== '' && draft.name.trim() !== '';

/**
 * The body to send, or the first message to show: 'Please fill in all required fields' when either field
 * is blank (spec part 3 §5), else the contract's own messages ('Please enter a valid email address', ...).
 */
export function newUserBody(
  draft: NewUserDraft,
  messages: Pick<UsersMessages, 'required'> = m,
): { body: { email: string; name: string; role: TenantRole }; error: null } | { body: null; error: string } {
  if (!canSubmitNewUser(draft)) return { body: null, error: messages.required };
  const parsed = UserCreate.safeParse({ email: draft.email, name: draft.name, role: draft.role });
  if (!parsed.success) return { body: null, error: parsed.error.issues[0]?.message ?? messages.required };
  return { body: { email: parsed.data.email, name: parsed.data.name, role: parsed.data.role }, error: null };
}

/**
 * 'Admin' for tenant-admin (and the value admin), 'User' for tenant-user, 'Super Admin' for the platform role
 * (spec part 3 §6); `messages` gives the provider's words (default English).
 */
export function roleLabel(
  role: Role | string,
  messages: Pick<UsersMessages, 'roleUser' | 'roleAdmin' | 'roleSuperAdmin'> = m,
): string {
  if (role === 'super-admin') return messages.roleSuperAdmin;
  if (role === 'tenant-admin' || role === 'admin') return messages.roleAdmin;
  return messages.roleUser;
}

/** The role a change offers by default: the other one. */
export const otherRole = (role: Role): TenantRole => (role === 'tenant-admin' ? 'tenant-user' : 'tenant-admin');

/** The four stat cards: Total Users, Admins, Users, Pending Invitations (spec part 3 §2). */
export interface UserStatCards {
  totalUsers: number;
  admins: number;
  users: number;
  pendingInvitations: number;
}

export function userStatCards(stats: CompanyStats | undefined, invitations: readonly Invitation[]): UserStatCards {
  const byRole = stats?.users_by_role ?? {};
  return {
    totalUsers: stats?.total_users ?? 0,
    admins: (byRole['tenant-admin'] ?? 0) + (byRole.admin ?? 0),
    users: byRole['tenant-user'] ?? 0,
    pendingInvitations: pendingInvitations(invitations).length,
  };
}

/** The invitations the Pending Invitations tab lists: pending ones, newest first. */
export const pendingInvitations = (invitations: readonly Invitation[]): Invitation[] =>
  invitations.filter((invitation) => invitation.status === 'pending');

/**
 * Whether the signed-in user may act on a row: nobody changes the role of or removes themselves (spec
 * part 3 §2); those buttons are disabled on the own row.
 */
export const isOwnRow = (rowUserId: string, currentUserId: string | null | undefined): boolean =>
  currentUserId !== null && currentUserId !== undefined && rowUserId === currentUserId;
