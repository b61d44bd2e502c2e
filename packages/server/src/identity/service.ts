// Identity answers: sign-in detection, the current user, and the companies a caller may open.
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq, sql } from 'drizzle-orm';
import {
  companyNotFoundMessage,
  type Company,
  type CompanyListResponse,
  type CurrentUser,
  type DetectUserAuthResponse,
} from '@curate/core/contract';
import { COMPANY_NOT_FOUND } from '../auth/access';
import type { AuthConfig } from '../auth/config';
import type { Principal } from '../auth/principal';
import { withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';
import { HttpError } from '../http/http-error';

/** The not_found answer's message — spec part 1 §8. */
export const DETECT_NOT_FOUND_MESSAGE = 'User not found. Please contact your administrator for access.';

/**
 * The not_found answer's message for an active user of a deactivated company: the spec's access-denied
 * wording, not 'User not found' (the user exists; their company may not sign in).
 */
export const DETECT_COMPANY_INACTIVE_MESSAGE =
  'Access denied: your company is inactive. Please contact your administrator for access.';

/** Detection answers take at least this long, so found and unknown addresses answer alike. */
export const DETECT_MIN_DURATION_MS = 100;

/**
 * How an e-mail address signs in (spec part 1 §2, §7): 'superadmin', 'organization' with org_id and
 * company_code for an active user of an active company, else 'not_found' (with its own message for an
 * active user of a deactivated company). One query whatever the
 * address, and a minimum answer time, so timing does not tell known addresses from unknown ones.
 */
export async function detectUserAuth(
  database: Database,
  config: AuthConfig,
  email: string,
): Promise<DetectUserAuthResponse> {
  const started = performance.now();
  const [row] = await database.db
    .select({
      role: users.role,
      active: users.is_active,
      orgId: companies.org_id,
      companyCode: companies.company_code,
      companyActive: companies.is_active,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.company_id))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  let answer: DetectUserAuthResponse = { auth_type: 'not_found', error: DETECT_NOT_FOUND_MESSAGE };
  const configuredSuperAdmin =
    config.superAdminEmail !== null && config.superAdminEmail.toLowerCase() === email.toLowerCase();
  if ((row?.active && row.role === 'super-admin') || (configuredSuperAdmin && (!row || row.active))) {
    answer = { auth_type: 'superadmin' };
  } else if (row?.active && row.companyActive && row.companyCode) {
    answer = { auth_type: 'organization', org_id: row.orgId, company_code: row.companyCode };
  } else if (row?.active && row.role !== 'super-admin' && row.companyCode && row.companyActive === false) {
    answer = { auth_type: 'not_found', error: DETECT_COMPANY_INACTIVE_MESSAGE };
  }
  const rest = DETECT_MIN_DURATION_MS - (performance.now() - started);
  if (rest > 0) await sleep(rest);
  return answer;
}

/** GET /users/me: the principal with its company — spec part 1 §3, §7. */
export function currentUser(principal: Principal): CurrentUser {
  return {
    id: principal.userId,
    email: principal.email,
    full_name: principal.fullName,
    username: principal.username,
    role: principal.role,
    roles: [principal.role],
    org_id: principal.orgId,
    company_id: principal.companyId,
    company_code: principal.companyCode,
    company_name: principal.companyName,
    picture: null,
  };
}

const companyColumns = { id: companies.id, company_code: companies.company_code, company_name: companies.company_name };

/** GET /companies: every company for the super-admin, the own company for a tenant (part 3 §7). */
export async function listCompanies(database: Database, principal: Principal): Promise<CompanyListResponse> {
  return withTenant(database, principal, async (tx) => {
    const query = tx.select(companyColumns).from(companies);
    const rows = await (principal.role === 'super-admin'
      ? query
      : query.where(eq(companies.id, principal.companyId!))
    ).orderBy(asc(companies.company_name));
    return { companies: rows };
  });
}

/** GET /companies/:companyId; 404 'Company not found' (the access check already refused other tenants). */
export async function getCompany(database: Database, principal: Principal, companyId: string): Promise<Company> {
  const [row] = await withTenant(database, principal, (tx) =>
    tx.select(companyColumns).from(companies).where(eq(companies.id, companyId)).limit(1),
  );
  if (!row) throw HttpError.notFound(COMPANY_NOT_FOUND);
  return row;
}

/** GET /companies/by-code/:companyCode; 404 "Company with code '{code}' not found" — spec part 1 §5. */
export async function getCompanyByCode(
  database: Database,
  principal: Principal,
  companyCode: string,
): Promise<Company> {
  const [row] = await withTenant(database, principal, (tx) =>
    tx.select(companyColumns).from(companies).where(eq(companies.company_code, companyCode)).limit(1),
  );
  if (!row) throw HttpError.notFound(companyNotFoundMessage(companyCode));
  return row;
}
