// Reading the signed-in user from ID-token claims — spec part 1 §3 (user fallback fields) and §6 (roles).
import type { AuthClaimNames } from './config';

/** A user's role (spec part 1 §6). */
export type Role = 'super-admin' | 'tenant-admin' | 'tenant-user';

/** ID-token claims; `sub` is always present. */
export type IdClaims = Record<string, unknown> & { sub: string };

/** The identity-provider profile of the signed-in user (spec part 1 §3). */
export interface AuthUserProfile {
  sub: string;
  email: string | null;
  name: string | null;
  nickname: string | null;
  picture: string | null;
}

/** Who the signed-in user is, as the guards and the host need it. */
export interface AuthIdentity {
  user: AuthUserProfile;
  roles: Role[];
  isSuperAdmin: boolean;
  organizationId: string | null;
  companyCode: string | null;
}

/** Spellings of roles that providers and the saved role use (mirrors @curate/core RoleInput). */
const ROLE_SPELLINGS: Record<string, Role> = {
  'super-admin': 'super-admin',
  super_admin: 'super-admin',
  'tenant-admin': 'tenant-admin',
  tenant_admin: 'tenant-admin',
  admin: 'tenant-admin',
  'tenant-user': 'tenant-user',
  tenant_user: 'tenant-user',
  user: 'tenant-user',
  reviewer: 'tenant-user',
};

function asStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Raw role values from the first configured roles claim that holds any (custom claim first, then 'roles'). */
export function readRoleClaim(claims: Record<string, unknown>, names: readonly string[]): string[] {
  for (const name of names) {
    const values = asStrings(claims[name]);
    if (values.length > 0) return values;
  }
  return [];
}

/**
 * Normalised roles: super_admin -> super-admin, admin -> tenant-admin, user/reviewer -> tenant-user; a tenant-admin
 * also counts as tenant-user; the configured super-admin subject is super-admin (spec part 1 §6). Unknown values drop.
 */
export function normaliseRoles(
  raw: readonly string[],
  options: { sub?: string; superAdminSubject?: string | null } = {},
): Role[] {
  const roles = new Set<Role>();
  for (const value of raw) {
    const role = ROLE_SPELLINGS[value.trim().toLowerCase()];
    if (role) roles.add(role);
  }
  if (options.superAdminSubject && options.sub === options.superAdminSubject) roles.add('super-admin');
  if (roles.has('tenant-admin')) roles.add('tenant-user');
  return (['super-admin', 'tenant-admin', 'tenant-user'] as const).filter((r) => roles.has(r));
}

/** The organization id claim; a Keycloak-style object or list yields its first entry. */
export function readOrganizationId(claims: Record<string, unknown>, name: string): string | null {
  const value = claims[name];
  if (Array.isArray(value)) return asString(value[0]);
  if (typeof value === 'object' && value !== null) return asString(Object.keys(value)[0]);
  return asString(value);
}

/** Everything the app needs about the user, from claims plus an optional saved role used when claims carry none. */
export function readIdentity(
  claims: IdClaims,
  options: { claimNames: AuthClaimNames; superAdminSubject?: string | null; savedRole?: string | null },
): AuthIdentity {
  const fromClaims = readRoleClaim(claims, options.claimNames.roles);
  const raw = fromClaims.length > 0 ? fromClaims : asStrings(options.savedRole);
  const roles = normaliseRoles(raw, { sub: claims.sub, superAdminSubject: options.superAdminSubject });
  return {
    user: {
      sub: claims.sub,
      email: asString(claims.email),
      name: asString(claims.name),
      nickname: asString(claims.nickname),
      picture: asString(claims.picture),
    },
    roles,
    isSuperAdmin: roles.includes('super-admin'),
    organizationId: readOrganizationId(claims, options.claimNames.organization),
    companyCode: asString(claims[options.claimNames.companyCode]),
  };
}

/** Whether `roles` satisfy `required`: super-admin satisfies every role, tenant-admin also tenant-user (spec §6). */
export function hasRole(roles: readonly Role[], required: Role): boolean {
  if (roles.includes('super-admin')) return true;
  if (required === 'tenant-user') return roles.includes('tenant-user') || roles.includes('tenant-admin');
  return roles.includes(required);
}
