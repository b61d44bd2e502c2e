// Test support for the credit service: a company with a billing account, and the ledger invariants.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { grant } from '../credits';
import type { Database } from '../db/client';
import { billingAccounts, companies } from '../db/schema';
import { rows } from './sql';

/** Billing settings of a test account; every other column keeps its default. */
export type AccountSettings = Partial<Omit<typeof billingAccounts.$inferInsert, 'company_id' | 'current_balance'>>;

/** A new company with a billing account holding `balance` credits, granted through the ledger. */
export async function createCreditCompany(
  database: Database,
  balance: number,
  settings: AccountSettings = {},
  now?: Date,
): Promise<string> {
  const code = `credits-${randomUUID().slice(0, 8)}`;
  const [company] = await database.db
    .insert(companies)
    .values({ company_code: code, company_name: `Credits ${code}` })
    .returning();
  await database.db.insert(billingAccounts).values({ company_id: company!.id, ...settings });
  if (balance > 0) {
    await grant(database.db, { companyId: company!.id, amount: balance, reason: 'Opening balance', now });
  }
  return company!.id;
}

/** The account's balance, the sum of its ledger entries and the lowest balance_after ever written. */
export async function ledgerFigures(
  database: Database,
  companyId: string,
): Promise<{ balance: number; ledgerSum: number; lowest: number | null; entries: number }> {
  const [account] = await database.db
    .select({ balance: billingAccounts.current_balance })
    .from(billingAccounts)
    .where(eq(billingAccounts.company_id, companyId));
  const [sums] = await rows<{ sum: number; lowest: number | null; entries: number }>(
    database,
    sql`select coalesce(sum(amount), 0)::int as sum, min(balance_after)::int as lowest, count(*)::int as entries
        from credit_ledger where company_id = ${companyId}`,
  );
  return { balance: account!.balance, ledgerSum: sums!.sum, lowest: sums!.lowest, entries: sums!.entries };
}

/** Sets the company's suspension. */
export async function setSuspended(database: Database, companyId: string, suspended: boolean, reason?: string) {
  await database.db
    .update(companies)
    .set({ account_suspended: suspended, suspension_reason: suspended ? (reason ?? null) : null })
    .where(eq(companies.id, companyId));
}

/** The status of a rejected promise's HttpError, or 'ok'. */
export async function outcome(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number') return status;
    throw error;
  }
}

/** How many times each value occurs. */
export function tally<T extends string | number>(values: readonly T[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[String(v)] = (counts[String(v)] ?? 0) + 1;
  return counts;
}
