// Managing a company's people — spec part 3 §2 (User Management), §3, §6, §7 (issue #20): one user, create,
// remove, change role, and the stat cards' counts. Every change runs under the tenant's row-level
// security in one transaction with its audit entry; the role rules lock the company row first, so two
// admins demoting each other at once cannot leave the company without an admin.
import { and, count, eq, sql } from 'drizzle-orm';
import type { CompanyStats, User, UserCreate, UserResponse, UserRoleChange } from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { type TenantTx, withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { companies, invitations, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { recordAdminAction } from './audit';
import { uniqueViolation } from './dbErrors';
import { EMAIL_TAKEN, isPerson, USER_NOT_FOUND, userById } from './service';
import { freeUsername } from './username';

/** Answer when an admin tries to change their own role (spec part 3 §2). */
export const OWN_ROLE = 'You cannot change your own role';
/** Answer when an admin tries to remove themselves (spec part 3 §2). */
export const REMOVE_SELF = 'You cannot remove yourself';
/** Answer when the change would leave the company without a tenant-admin. */
export const LAST_ADMIN_DEMOTE = 'The last admin of a company cannot be demoted';
export const LAST_ADMIN_REMOVE = 'The last admin of a company cannot be removed';
/** Answer when the e-mail address is already one of this company's users. */
export const ALREADY_MEMBER = 'This person is already a member of this company';
/** Answer when a chosen username is taken. */
export const USERNAME_TAKEN = 'This username is already taken';

const actorOf = (principal: Principal) => ({ userId: principal.userId, email: principal.email });

/** The company's users with this e-mail address (case-insensitive), within the tenant scope. */
export async function memberByEmail(tx: TenantTx, companyId: string, email: string): Promise<{ id: string } | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.company_id, companyId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row ?? null;
}

/** Serialises role changes and removals of one company (row lock on the company until the transaction ends). */
async function lockCompany(tx: TenantTx, companyId: string): Promise<void> {
  await tx.execute(sql`select id from ${companies} where id = ${companyId} for update`);
}

async function adminCount(tx: TenantTx, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.role, 'tenant-admin'), isPerson));
  return Number(row?.n ?? 0);
}

/** GET /companies/{cid}/users/{userId}; 404 for anyone not of this company. */
export async function getCompanyUser(
  database: Database,
  principal: Principal,
  companyId: string,
  userId: string,
): Promise<User> {
  const user = await withTenant(database, principal, (tx) => userById(tx, companyId, userId));
  if (!user) throw HttpError.notFound(USER_NOT_FOUND);
  return user;
}

/**
 * POST /companies/{cid}/users: an active account of the company, who signs in at the identity provider
 * with this e-mail address (linked on first sign-in). 409 for a member's address, an address in use
 * elsewhere, or a taken username. A pending invitation for the address is revoked with it.
 */
export async function createCompanyUser(
  database: Database,
  principal: Principal,
  companyId: string,
  body: z.output<typeof UserCreate>,
): Promise<UserResponse> {
  const username = body.username ?? (await freeUsername(database, body.email));
  return withTenant(database, principal, async (tx) => {
    if (await memberByEmail(tx, companyId, body.email)) throw HttpError.conflict(ALREADY_MEMBER);
    let id: string;
    try {
      const [row] = await tx
        .insert(users)
        .values({ company_id: companyId, email: body.email, username, full_name: body.name, role: body.role })
        .returning({ id: users.id });
      id = row!.id;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_username_key') throw HttpError.conflict(USERNAME_TAKEN);
      if (constraint !== null) throw HttpError.conflict(EMAIL_TAKEN);
      throw error;
    }
    const revoked = await tx
      .update(invitations)
      .set({ status: 'revoked', revoked_at: new Date() })
      .where(
        and(
          eq(invitations.company_id, companyId),
          eq(invitations.status, 'pending'),
          sql`lower(${invitations.invitee_email}) = lower(${body.email})`,
        ),
      )
      .returning({ id: invitations.id });
    await recordAdminAction(tx, {
      companyId,
      actor: actorOf(principal),
      action: 'user.create',
      target: { type: 'user', id },
      details: {
        email: body.email,
        full_name: body.name,
        role: body.role,
        revoked_invitations: revoked.map((r) => r.id),
      },
    });
    return { user: (await userById(tx, companyId, id))! };
  });
}

/**
 * PUT /companies/{cid}/users/{userId}/role: tenant-user or tenant-admin only (the contract refuses other
 * roles). Nobody changes their own role (403); the company's last tenant-admin is not demoted (409).
 */
export async function changeUserRole(
  database: Database,
  principal: Principal,
  companyId: string,
  userId: string,
  body: z.output<typeof UserRoleChange>,
): Promise<UserResponse> {
  if (userId === principal.userId) throw HttpError.forbidden(OWN_ROLE);
  return withTenant(database, principal, async (tx) => {
    await lockCompany(tx, companyId);
    const current = await userById(tx, companyId, userId);
    if (!current) throw HttpError.notFound(USER_NOT_FOUND);
    if (current.role === body.role) return { user: current };
    if (current.role === 'tenant-admin' && (await adminCount(tx, companyId)) <= 1)
      throw HttpError.conflict(LAST_ADMIN_DEMOTE);
    await tx
      .update(users)
      .set({ role: body.role, updated_at: new Date() })
      .where(and(eq(users.company_id, companyId), eq(users.id, userId)));
    await recordAdminAction(tx, {
      companyId,
      actor: actorOf(principal),
      action: 'user.role_change',
      target: { type: 'user', id: userId },
      details: { email: current.email, from: current.role, to: body.role },
    });
    return { user: (await userById(tx, companyId, userId))! };
  });
}

/**
 * DELETE /companies/{cid}/users/{userId}: the account is deleted (their past edits, reviews and jobs keep
 * their content, without the link to the person). Nobody removes themselves (403); the last tenant-admin
 * stays (409). The identity provider then refuses the account's sessions (it reads the users table).
 */
export async function deleteCompanyUser(
  database: Database,
  principal: Principal,
  companyId: string,
  userId: string,
): Promise<{ success: true; message: string }> {
  if (userId === principal.userId) throw HttpError.forbidden(REMOVE_SELF);
  return withTenant(database, principal, async (tx) => {
    await lockCompany(tx, companyId);
    const current = await userById(tx, companyId, userId);
    if (!current) throw HttpError.notFound(USER_NOT_FOUND);
    if (current.role === 'tenant-admin' && (await adminCount(tx, companyId)) <= 1)
      throw HttpError.conflict(LAST_ADMIN_REMOVE);
    await recordAdminAction(tx, {
      companyId,
      actor: actorOf(principal),
      action: 'user.delete',
      target: { type: 'user', id: userId },
      details: { email: current.email, full_name: current.full_name, role: current.role },
    });
    await tx.delete(users).where(and(eq(users.company_id, companyId), eq(users.id, userId)));
    return { success: true, message: 'User removed successfully' };
  });
}

/** GET /companies/{cid}/stats: total_users and users_by_role (both tenant roles always present) — spec part 3 §3. */
export async function getCompanyStats(
  database: Database,
  principal: Principal,
  companyId: string,
): Promise<CompanyStats> {
  const rows = await withTenant(database, principal, (tx) =>
    tx
      .select({ role: users.role, n: count() })
      .from(users)
      .where(and(eq(users.company_id, companyId), isPerson))
      .groupBy(users.role),
  );
  const users_by_role: Record<string, number> = { 'tenant-admin': 0, 'tenant-user': 0 };
  for (const row of rows) users_by_role[row.role] = Number(row.n);
  return { total_users: rows.reduce((sum, row) => sum + Number(row.n), 0), users_by_role };
}
