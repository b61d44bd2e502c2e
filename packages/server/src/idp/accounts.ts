// Reads sign-in accounts for the development identity provider from the users and companies tables.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';
import type { DevAccount } from './claims';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const accountColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  fullName: users.full_name,
  role: users.role,
  isActive: users.is_active,
  orgId: companies.org_id,
  companyCode: companies.company_code,
  companyName: companies.company_name,
};

/** Account lookups; reads only, without a tenant context (the provider signs people in across companies). */
export interface AccountStore {
  /** The active account with this email (case-insensitive), or undefined. */
  findActiveByEmail(email: string): Promise<DevAccount | undefined>;
  /** The active account with this users.id, or undefined (also for a malformed id). */
  findActiveById(id: string): Promise<DevAccount | undefined>;
  /** The name of the company with this organization id, or undefined. */
  companyNameForOrganization(orgId: string): Promise<string | undefined>;
}

/** An AccountStore over the application database. */
export function createAccountStore(database: Database): AccountStore {
  const { db } = database;
  const select = () => db.select(accountColumns).from(users).leftJoin(companies, eq(users.company_id, companies.id));
  return {
    async findActiveByEmail(email) {
      const [row] = await select()
        .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, eq(users.is_active, true)))
        .limit(1);
      return row;
    },
    async findActiveById(id) {
      if (!UUID.test(id)) return undefined;
      const [row] = await select()
        .where(and(eq(users.id, id), eq(users.is_active, true)))
        .limit(1);
      return row;
    },
    async companyNameForOrganization(orgId) {
      const [row] = await db
        .select({ name: companies.company_name })
        .from(companies)
        .where(eq(companies.org_id, orgId))
        .limit(1);
      return row?.name;
    },
  };
}
