// Who is calling: the users row behind a verified access token (the database decides role and company).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { Role } from '@curate/core/contract';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { AuthConfig } from './config';

/** The signed-in caller, attached to every `auth: 'token'` request as `request.principal`. */
export interface Principal {
  /** users.id. */
  userId: string;
  /** Token subject (`sub`), linked to users.idp_subject. */
  subject: string;
  email: string;
  username: string;
  fullName: string | null;
  /** From the users row; 'super-admin' also when `sub` is SUPER_ADMIN_SUBJECT (spec part 1 §6). */
  role: Role;
  /** The caller's company; null for the super-admin. */
  companyId: string | null;
  companyCode: string | null;
  companyName: string | null;
  /** The company's identity-provider organization id. */
  orgId: string | null;
  /** Roles the token's roles claim names; informational only (the users row is the source of truth). */
  tokenRoles: string[];
  /** Set when the caller authenticated with an API key: the key, whose scopes bound every route it may call. */
  apiKey?: { id: string; name: string; scopes: string[] };
}

/** Answer for an unknown, unlinkable or deactivated caller. */
export const USER_NOT_FOUND_OR_INACTIVE = 'User not found or inactive';

/** last_login is written at most this often per user. */
export const LAST_LOGIN_INTERVAL_MS = 60_000;

type UserRow = Awaited<ReturnType<typeof findUser>>[number];

function findUser(database: Database, where: ReturnType<typeof eq>) {
  return database.db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      fullName: users.full_name,
      role: users.role,
      isActive: users.is_active,
      idpSubject: users.idp_subject,
      lastLogin: users.last_login,
      companyId: users.company_id,
      companyCode: companies.company_code,
      companyName: companies.company_name,
      orgId: companies.org_id,
      companyActive: companies.is_active,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(where)
    .limit(1);
}

const claimText = (claims: JWTPayload, name: string): string | undefined => {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** The roles claim: the first of `names` present, as a list (a single string counts as one role). */
export function tokenRoles(claims: JWTPayload, names: readonly string[]): string[] {
  for (const name of names) {
    const value = claims[name];
    if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
    if (typeof value === 'string') return [value];
  }
  return [];
}

/** Links an unlinked row to `subject` (first sign-in); a row already linked to another subject is refused. */
async function linkByEmail(
  database: Database,
  claims: JWTPayload,
  subject: string,
  superAdmin: boolean,
): Promise<UserRow | undefined> {
  const email = claimText(claims, 'email');
  if (!email) return undefined;
  const [row] = await findUser(database, sql`lower(${users.email}) = lower(${email})`);
  if (!row) return undefined;
  // Never take over an account linked to someone else, and never link on an address the provider says is unverified.
  if (row.idpSubject !== null || claims.email_verified === false) throw HttpError.forbidden(USER_NOT_FOUND_OR_INACTIVE);
  if (superAdmin && row.role !== 'super-admin') throw HttpError.forbidden(USER_NOT_FOUND_OR_INACTIVE);
  await database.db
    .update(users)
    .set({ idp_subject: subject })
    .where(and(eq(users.id, row.id), isNull(users.idp_subject)));
  return { ...row, idpSubject: subject };
}

/** Creates the users row of the configured super-admin on its first sign-in (external providers; spec part 1 §6). */
async function provisionSuperAdmin(
  database: Database,
  claims: JWTPayload,
  subject: string,
  config: AuthConfig,
): Promise<UserRow> {
  const email =
    claimText(claims, 'email') ?? config.superAdminEmail ?? `${subject.replace(/[^\w.-]+/g, '_')}@super-admin.invalid`;
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '')
      .slice(0, 40) || 'super-admin';
  const [taken] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, base)).limit(1);
  const username = taken
    ? `${base}-${
        subject
          .replace(/[^a-z0-9]/gi, '')
          .slice(-6)
          .toLowerCase() || 'sa'
      }`
    : base;
  await database.db.insert(users).values({
    email,
    username,
    full_name: claimText(claims, 'name') ?? null,
    role: 'super-admin',
    company_id: null,
    idp_subject: subject,
  });
  const [row] = await findUser(database, eq(users.idp_subject, subject));
  return row!;
}

/**
 * Resolves the caller of a verified token: the users row by idp_subject = sub, else (first sign-in) by
 * the email claim, then linked. Unknown or inactive users, users of an inactive company, and tokens
 * whose organization claim names another company are refused with 403. Runs outside any tenant scope:
 * finding the caller is what establishes the scope.
 */
export async function resolvePrincipal(database: Database, claims: JWTPayload, config: AuthConfig): Promise<Principal> {
  const subject = claims.sub!;
  const configuredSuperAdmin = config.superAdminSubject !== null && subject === config.superAdminSubject;
  let [row] = await findUser(database, eq(users.idp_subject, subject));
  row ??= await linkByEmail(database, claims, subject, configuredSuperAdmin);
  if (!row && configuredSuperAdmin) row = await provisionSuperAdmin(database, claims, subject, config);
  if (!row?.isActive) throw HttpError.forbidden(USER_NOT_FOUND_OR_INACTIVE);

  const superAdmin = configuredSuperAdmin || row.role === 'super-admin';
  if (!superAdmin) {
    if (!row.companyId || row.companyActive === false) throw HttpError.forbidden(USER_NOT_FOUND_OR_INACTIVE);
    const org = claimText(claims, config.orgClaim);
    if (org !== undefined && org !== row.orgId)
      throw HttpError.forbidden("Token organization does not match the user's company");
  }
  await touchLastLogin(database, row);
  return {
    userId: row.id,
    subject,
    email: row.email,
    username: row.username,
    fullName: row.fullName,
    role: superAdmin ? 'super-admin' : row.role,
    companyId: superAdmin ? null : row.companyId,
    companyCode: superAdmin ? null : row.companyCode,
    companyName: superAdmin ? null : row.companyName,
    orgId: superAdmin ? null : row.orgId,
    tokenRoles: tokenRoles(claims, config.rolesClaims),
  };
}

/** Records the sign-in time, at most once per LAST_LOGIN_INTERVAL_MS. */
async function touchLastLogin(database: Database, row: UserRow): Promise<void> {
  if (row.lastLogin && Date.now() - row.lastLogin.getTime() < LAST_LOGIN_INTERVAL_MS) return;
  await database.db
    .update(users)
    .set({ last_login: sql`now()` })
    .where(
      and(
        eq(users.id, row.id),
        sql`(${users.last_login} is null or ${users.last_login} < now() - make_interval(secs => ${LAST_LOGIN_INTERVAL_MS / 1000}))`,
      ),
    );
}
