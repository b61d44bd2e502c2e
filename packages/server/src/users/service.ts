// Users of a company — spec part 2 §2.7, §4.6, §5.6, §7.2 and part 3 §3, §7 (issue #17): the list the
// User Settings modal reads, and the edit of a user's full name and e-mail it sends. Both run under the
// tenant's row-level security and filter by the company the access layer checked.
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { User, UserListQuery, UserListResponse, UserResponse, UserUpdate } from '@curate/core/contract';
import type { z } from 'zod';
import { FORBIDDEN_FOR_ROLE } from '../auth/access';
import type { Principal } from '../auth/principal';
import { type TenantTx, withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { uniqueViolation } from './dbErrors';

/** Answer for a user id that is not one of the company's users. */
export const USER_NOT_FOUND = 'User not found';
/** Answer when the new e-mail address belongs to another user (addresses are unique case-insensitively). */
export const EMAIL_TAKEN = 'A user with this email address already exists';
/** Answer when a tenant-user tries to change an e-mail address (it is the sign-in identity). */
export const EMAIL_CHANGE_FORBIDDEN = 'Only an administrator can change an email address';

/** The columns of a User answer. */
export const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  full_name: users.full_name,
  role: users.role,
  is_active: users.is_active,
  company_id: users.company_id,
  created_at: users.created_at,
  last_login: users.last_login,
};

export type Row = { created_at: Date | string; last_login: Date | string | null } & Omit<
  User,
  'created_at' | 'last_login'
>;
const iso = (value: Date | string) => new Date(value).toISOString();
export const toUser = (row: Row): User => ({
  ...row,
  created_at: iso(row.created_at),
  last_login: row.last_login === null ? null : iso(row.last_login),
});

/** The company's people: every users row except those of API keys (auth/apiKeys.ts). */
export const isPerson = eq(users.is_api_key, false);

/** The user `userId` of company `companyId`, or null (an API key's row is not a user here). */
export async function userById(tx: TenantTx, companyId: string, userId: string): Promise<User | null> {
  const [row] = await tx
    .select(columns)
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.id, userId), isPerson))
    .limit(1);
  return row ? toUser(row as Row) : null;
}

/** GET /companies/{cid}/users — oldest first (the first admin is the earliest), paged; `username` narrows to one. */
export async function listCompanyUsers(
  database: Database,
  principal: Principal,
  companyId: string,
  query: UserListQuery,
): Promise<UserListResponse> {
  return withTenant(database, principal, async (tx) => {
    const conditions: SQL[] = [eq(users.company_id, companyId), isPerson];
    if (query.username !== undefined) conditions.push(sql`lower(${users.username}) = lower(${query.username})`);
    const where = and(...conditions);
    const rows = await tx
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(asc(users.created_at), asc(users.id))
      .limit(query.limit)
      .offset(query.offset);
    const [total] = await tx.select({ n: count() }).from(users).where(where);
    return { users: rows.map((row) => toUser(row as Row)), total: Number(total?.n ?? 0) };
  });
}

/**
 * PUT /companies/{cid}/users/{userId} — the full name and/or e-mail, both already trimmed and checked by
 * the contract (spec part 2 §5.6). Admins edit any user of the company; a tenant-user only their own full
 * name (403 otherwise). 404 for a user of another company, 409 for an e-mail in use; nothing is saved
 * unless everything is valid.
 */
export async function updateCompanyUser(
  database: Database,
  principal: Principal,
  companyId: string,
  userId: string,
  body: z.output<typeof UserUpdate>,
): Promise<UserResponse> {
  const admin = principal.role !== 'tenant-user';
  if (!admin && userId !== principal.userId) throw HttpError.forbidden(FORBIDDEN_FOR_ROLE);
  return withTenant(database, principal, async (tx) => {
    const current = await userById(tx, companyId, userId);
    if (!current) throw HttpError.notFound(USER_NOT_FOUND);
    const emailChanged = body.email !== undefined && body.email.toLowerCase() !== current.email.toLowerCase();
    if (emailChanged && !admin) throw HttpError.forbidden(EMAIL_CHANGE_FORBIDDEN);
    const changes = {
      ...(body.full_name === undefined ? {} : { full_name: body.full_name }),
      ...(emailChanged ? { email: body.email } : {}),
    };
    if (Object.keys(changes).length > 0) {
      try {
        await tx
          .update(users)
          .set({ ...changes, updated_at: new Date() })
          .where(and(eq(users.company_id, companyId), eq(users.id, userId)));
      } catch (error) {
        if (uniqueViolation(error) !== null) throw HttpError.conflict(EMAIL_TAKEN);
        throw error;
      }
    }
    const user = await userById(tx, companyId, userId);
    if (!user) throw HttpError.notFound(USER_NOT_FOUND);
    return { user };
  });
}
