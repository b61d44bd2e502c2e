// Defense in depth: tenant queries run as the restricted role under PostgreSQL row-level security.
import { sql } from 'drizzle-orm';
import type { AppDb, Database } from '../db/client';
import type { Principal } from './principal';

/** The NOLOGIN role the row-level security policies bind (migration 0002_row_level_security). */
export const TENANT_ROLE = 'curate_app';

/** The transaction handed to `withTenant`'s callback. */
export type TenantTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** What the scope needs of a principal. */
export type TenantScope = Pick<Principal, 'role' | 'companyId'>;

/**
 * Runs `work` in a transaction as role curate_app with app.company_id and app.role set for that
 * transaction only, so the policies of every tenant table restrict it to the principal's company
 * (the super-admin sees every company). The connecting role (owner or superuser) bypasses row-level
 * security; the role switch is what makes the policies apply. Every tenant query of a request runs
 * inside it, with its own company filter as well: the policies catch a filter that was forgotten.
 * Query only through `tx` inside `work`: on PGlite (one connection) a query on `database.db` waits for
 * this transaction to end, i.e. forever.
 */
export async function withTenant<T>(
  database: Database,
  principal: TenantScope,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const superAdmin = principal.role === 'super-admin';
  if (!superAdmin && !principal.companyId) throw new Error('withTenant: a tenant principal without a company');
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local role ${TENANT_ROLE}`));
    await tx.execute(
      sql`select set_config('app.company_id', ${superAdmin ? '' : principal.companyId}, true), set_config('app.role', ${principal.role}, true)`,
    );
    return work(tx);
  });
}
