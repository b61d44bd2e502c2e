// Company management by the super-admin — spec part 3 §2 'Company management', §3, §4, §5, §7 (issue #20):
// the company list with user counts, a new company with its billing account and first admin in one
// transaction, a company with its users, activate/deactivate, and adding a user. Every change is audited
// (users/audit.ts) in the transaction that makes it. The access matrix lets only the super-admin in.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  CompanyCreate,
  CompanyCreateResponse,
  CompanyUser,
  CompanyUserAdd,
  CompanyUserResponse,
  ManagedCompany,
  ManagedCompanyDetail,
  ManagedCompanyListResponse,
  ManagedCompanyResponse,
  ManagedCompanyUpdate,
} from '@curate/core/contract';
import type { z } from 'zod';
import { COMPANY_NOT_FOUND } from '../auth/access';
import type { Principal } from '../auth/principal';
import { type TenantTx, withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { billingAccounts, companies, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { recordAdminAction } from '../users/audit';
import { uniqueViolation } from '../users/dbErrors';
import { createCompanyUser, USERNAME_TAKEN } from '../users/members';
import { EMAIL_TAKEN } from '../users/service';
import { freeUsername } from '../users/username';

/** Answer when the company code is in use (codes are unique: they name the workspace URL). */
export const companyCodeTaken = (code: string) => `A company with the code '${code}' already exists`;

// Spelled out: drizzle leaves columns unqualified in a one-table select, which a correlated subquery misreads.
const userCount = sql<number>`(select count(*)::int from "users" u where u."company_id" = "companies"."id" and not u."is_api_key")`;
const companyColumns = {
  id: companies.id,
  company_name: companies.company_name,
  company_code: companies.company_code,
  logo_url: companies.logo_url,
  org_id: companies.org_id,
  is_active: companies.is_active,
  account_suspended: companies.account_suspended,
  user_count: userCount,
  created_at: companies.created_at,
};
type CompanyRow = Omit<ManagedCompany, 'created_at' | 'user_count'> & {
  created_at: Date | string;
  user_count: number | string;
};
const toCompany = (row: CompanyRow): ManagedCompany => ({
  ...row,
  user_count: Number(row.user_count),
  created_at: new Date(row.created_at).toISOString(),
});

/** Options of createManagedCompany. */
export interface CompanyCreateOptions {
  /**
   * Whether the development identity provider serves sign-in: the company then gets an organization id of
   * its own (the sign-in screen sends it, and the provider puts it in tokens). With an external provider
   * org_id stays null until set to the provider's organization id (docs/identity-providers.md).
   */
  devOrganizations: boolean;
}

/** A new organization id for the development provider, shaped like Auth0's (org_ + 16 characters). */
export const newDevOrganizationId = () => `org_${randomBytes(8).toString('hex')}`;

const actorOf = (principal: Principal) => ({ userId: principal.userId, email: principal.email });

/** One company as the super-admin sees it, or null. */
async function companyById(tx: TenantTx, companyId: string): Promise<ManagedCompany | null> {
  const [row] = await tx.select(companyColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ? toCompany(row) : null;
}

/** The company's users, oldest first (the first admin leads). */
async function usersOf(tx: TenantTx, companyId: string): Promise<CompanyUser[]> {
  const rows = await tx
    .select({ id: users.id, full_name: users.full_name, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.is_api_key, false)))
    .orderBy(asc(users.created_at), asc(users.email));
  return rows as CompanyUser[];
}

/** GET /admin/companies: every company, newest first, with its user count. */
export async function listManagedCompanies(
  database: Database,
  principal: Principal,
): Promise<ManagedCompanyListResponse> {
  const rows = await withTenant(database, principal, (tx) =>
    tx.select(companyColumns).from(companies).orderBy(desc(companies.created_at), asc(companies.company_code)),
  );
  return { companies: rows.map(toCompany) };
}

/**
 * POST /admin/companies: the company, its billing account (the §9 defaults, balance 0) and its first
 * tenant-admin, in one transaction with their audit entries. The admin signs in at the identity provider
 * with this e-mail address: the development provider reads the users row (and the company's organization
 * id, see CompanyCreateOptions), an external provider's account is linked on first sign-in by its verified
 * e-mail (auth/principal.ts). A taken code or address is a 409
 * and nothing is saved.
 */
export async function createManagedCompany(
  database: Database,
  principal: Principal,
  body: z.output<typeof CompanyCreate>,
  options: CompanyCreateOptions,
): Promise<CompanyCreateResponse> {
  const username = await freeUsername(database, body.admin_email);
  return withTenant(database, principal, async (tx) => {
    const [codeTaken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.company_code, body.company_code))
      .limit(1);
    if (codeTaken) throw HttpError.conflict(companyCodeTaken(body.company_code));
    const [emailTaken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${body.admin_email})`)
      .limit(1);
    if (emailTaken) throw HttpError.conflict(EMAIL_TAKEN);
    let companyId: string;
    let adminId: string;
    try {
      const [company] = await tx
        .insert(companies)
        .values({
          company_name: body.company_name,
          company_code: body.company_code,
          logo_url: body.logo_url,
          org_id: options.devOrganizations ? newDevOrganizationId() : null,
        })
        .returning({ id: companies.id });
      companyId = company!.id;
      await tx.insert(billingAccounts).values({ company_id: companyId });
      const [admin] = await tx
        .insert(users)
        .values({
          company_id: companyId,
          email: body.admin_email,
          username,
          full_name: body.admin_name,
          role: 'tenant-admin',
        })
        .returning({ id: users.id });
      adminId = admin!.id;
    } catch (error) {
      // A concurrent creation took the code or the address between the checks and the inserts.
      const constraint = uniqueViolation(error);
      if (constraint === 'companies_company_code_key') throw HttpError.conflict(companyCodeTaken(body.company_code));
      if (constraint === 'users_email_key') throw HttpError.conflict(EMAIL_TAKEN);
      if (constraint === 'users_username_key') throw HttpError.conflict(USERNAME_TAKEN);
      throw error;
    }
    const actor = actorOf(principal);
    await recordAdminAction(tx, {
      companyId,
      actor,
      action: 'company.create',
      target: { type: 'company', id: companyId },
      details: {
        company_name: body.company_name,
        company_code: body.company_code,
        logo_url: body.logo_url,
        admin_email: body.admin_email,
        admin_user_id: adminId,
      },
    });
    await recordAdminAction(tx, {
      companyId,
      actor,
      action: 'user.create',
      target: { type: 'user', id: adminId },
      details: { email: body.admin_email, full_name: body.admin_name, role: 'tenant-admin' },
    });
    const [admin_user] = (await usersOf(tx, companyId)).filter((user) => user.id === adminId);
    return { company: (await companyById(tx, companyId))!, admin_user };
  });
}

/** GET /admin/companies/{id}: the company and its users; 404 when there is none. */
export async function getManagedCompany(
  database: Database,
  principal: Principal,
  companyId: string,
): Promise<ManagedCompanyDetail> {
  return withTenant(database, principal, async (tx) => {
    const company = await companyById(tx, companyId);
    if (!company) throw HttpError.notFound(COMPANY_NOT_FOUND);
    return { company, users: await usersOf(tx, companyId) };
  });
}

/**
 * PUT /admin/companies/{id}: activates or deactivates the company (spec part 3 §4). The users of an
 * inactive company are refused by every token route (auth/principal.ts); nothing else changes.
 */
export async function updateManagedCompany(
  database: Database,
  principal: Principal,
  companyId: string,
  body: z.output<typeof ManagedCompanyUpdate>,
): Promise<ManagedCompanyResponse> {
  return withTenant(database, principal, async (tx) => {
    const [current] = await tx
      .select({ is_active: companies.is_active })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update')
      .limit(1);
    if (!current) throw HttpError.notFound(COMPANY_NOT_FOUND);
    if (current.is_active !== body.is_active) {
      await tx
        .update(companies)
        .set({ is_active: body.is_active, updated_at: new Date() })
        .where(eq(companies.id, companyId));
      await recordAdminAction(tx, {
        companyId,
        actor: actorOf(principal),
        action: body.is_active ? 'company.activate' : 'company.deactivate',
        target: { type: 'company', id: companyId },
        details: { from: current.is_active, to: body.is_active },
      });
    }
    return { company: (await companyById(tx, companyId))! };
  });
}

/**
 * POST /admin/companies/{id}/users: a user of the company with the role, as a tenant-admin's Create User
 * makes it (users/members.ts: 409 for a member's or a taken address, audited); 404 for an unknown company.
 */
export async function addManagedCompanyUser(
  database: Database,
  principal: Principal,
  companyId: string,
  body: z.output<typeof CompanyUserAdd>,
): Promise<CompanyUserResponse> {
  const exists = await withTenant(database, principal, (tx) => companyById(tx, companyId));
  if (!exists) throw HttpError.notFound(COMPANY_NOT_FOUND);
  const { user } = await createCompanyUser(database, principal, companyId, body);
  return {
    user: { id: user.id, full_name: user.full_name, email: user.email, role: user.role as CompanyUser['role'] },
  };
}
