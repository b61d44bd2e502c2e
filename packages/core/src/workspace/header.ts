// What the workspace header and settings dropdown show — spec part 1 §2, part 2 §2.7, part 3 §2 'Workspace header'.
import type { Role } from '../contract/index';
import { workspaceMessages, type WorkspaceMessages } from '../messages/index';

/** The parts of a user the header reads (the /users/me profile, or identity-provider data). */
export interface HeaderUser {
  full_name?: string | null;
  email?: string | null;
  username?: string | null;
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The name in the welcome line: full name, else email, else 'User' (`messages.user`; English by default). */
export function welcomeName(
  user: HeaderUser | null | undefined,
  messages: WorkspaceMessages = workspaceMessages,
): string {
  return text(user?.full_name) ?? text(user?.email) ?? messages.user;
}

/** The welcome line, e.g. 'Welcome, Alice Admin' (`messages.welcome`; English by default). */
export function welcomeLine(
  user: HeaderUser | null | undefined,
  messages: WorkspaceMessages = workspaceMessages,
): string {
  return messages.welcome(welcomeName(user, messages));
}

/** The role badge text: Super Admin, Admin or User (part 3 §6: tenant-admin, also spelled admin, reads Admin). */
export function roleBadgeLabel(role: Role | null | undefined, messages: WorkspaceMessages = workspaceMessages): string {
  if (role === 'super-admin') return messages.roleSuperAdmin;
  if (role === 'tenant-admin') return messages.roleAdmin;
  return messages.roleUser;
}

/** The highest of the user's roles (super-admin, then tenant-admin, then tenant-user); null when none. */
export function primaryRole(roles: readonly Role[]): Role | null {
  for (const role of ['super-admin', 'tenant-admin', 'tenant-user'] as const) if (roles.includes(role)) return role;
  return null;
}

/** Whether the header shows a credit balance: for everyone but the super-admin (part 3 §2). */
export function showsBalance(roles: readonly Role[]): boolean {
  return !roles.includes('super-admin');
}

/** A balance is shown red when it is negative (part 1 §2). */
export function isNegativeBalance(balance: number): boolean {
  return balance < 0;
}

/** The settings dropdown's name line: full name, else 'Unknown User' (part 2 §2.7; `messages.unknownUser`). */
export function settingsDisplayName(
  user: HeaderUser | null | undefined,
  messages: WorkspaceMessages = workspaceMessages,
): string {
  return text(user?.full_name) ?? messages.unknownUser;
}

/** The settings dropdown's second line: email, else username, else null (part 2 §2.7). */
export function settingsSecondaryLine(user: HeaderUser | null | undefined): string | null {
  return text(user?.email) ?? text(user?.username);
}

/** Whether the Review Queue tab shows its red count badge: when the pending count is above 0 (part 1 §2). */
export function showsReviewCount(count: number | null | undefined): count is number {
  return typeof count === 'number' && count > 0;
}
