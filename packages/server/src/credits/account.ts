// The account row lock and the one way credits move: a ledger entry and the balance change together.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../db/client';
import { billingAccounts, companies, creditLedger } from '../db/schema';
import { HttpError } from '../http/http-error';
import { BILLING_ACCOUNT_NOT_FOUND } from './constants';

/** The transaction a credit operation runs in (a nested call on a caller's transaction is a savepoint). */
export type CreditTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
export type BillingAccount = typeof billingAccounts.$inferSelect;
export type LedgerEntry = typeof creditLedger.$inferSelect;
type TransactionType = LedgerEntry['transaction_type'];

/** Who asked for a credit movement, copied onto the ledger entry (a snapshot, no foreign key). */
export interface CreditActor {
  userId?: string | null;
  name?: string | null;
  role?: 'super-admin' | 'tenant-admin' | 'tenant-user' | null;
}

/** The actor of movements nobody asked for (the stale-reservation sweep). */
export const SYSTEM_ACTOR: CreditActor = { userId: null, name: 'system', role: null };

/**
 * The company's billing account, locked (SELECT ... FOR UPDATE) until the transaction ends: every
 * credit movement of a company takes this lock first, so checks and writes never interleave.
 * 404 when the company has no billing account.
 */
export async function lockAccount(tx: CreditTx, companyId: string): Promise<BillingAccount> {
  const [account] = await tx
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.company_id, companyId))
    .limit(1)
    .for('update');
  if (!account) throw HttpError.notFound(BILLING_ACCOUNT_NOT_FOUND);
  return account;
}

/** Whether the company is suspended now, and why (read after the account lock, so it is current). */
export async function suspension(
  tx: CreditTx,
  companyId: string,
): Promise<{ suspended: boolean; reason: string | null }> {
  const [company] = await tx
    .select({ suspended: companies.account_suspended, reason: companies.suspension_reason })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return { suspended: company?.suspended ?? false, reason: company?.reason ?? null };
}

/** What a ledger entry records besides the amount and the resulting balance. */
export interface EntryInput {
  type: TransactionType;
  /** Signed whole credits, never 0. */
  amount: number;
  actor: CreditActor | null | undefined;
  activityType: string;
  description: string;
  notes?: string | null;
  referenceId?: string | null;
  jobId?: string | null;
  /** The ledger's own key (namespaced by the caller: 'reserve:…', 'release:…', 'grant:…'). */
  idempotencyKey?: string | null;
  /** Change of total_credits_used (enhancement spend); default 0. */
  usedDelta?: number;
  now: Date;
}

/**
 * Applies `amount` to the locked account and appends the matching ledger entry; returns the entry. Both writes
 * are made by the database function credit_append_entry (migration 0014): the tenant role may write neither the
 * balance nor the ledger itself, and the function refuses a company outside the transaction's scope (and, in a
 * tenant's scope, a credit added by anyone but the super-admin).
 */
export async function appendEntry(tx: CreditTx, account: BillingAccount, input: EntryInput): Promise<LedgerEntry> {
  const usedDelta = input.usedDelta ?? 0;
  const result = (await tx.execute(
    sql`select * from credit_append_entry(${account.company_id}::uuid, ${input.type}::transaction_type,
          ${input.amount}::integer, ${usedDelta}::integer, ${input.actor?.userId ?? null}::uuid,
          ${input.actor?.name ?? null}::text, ${input.actor?.role ?? null}::user_role, ${input.activityType}::text,
          ${input.description}::text, ${input.notes ?? null}::text, ${input.referenceId ?? null}::text,
          ${input.jobId ?? null}::uuid, ${input.idempotencyKey ?? null}::text, ${input.now.toISOString()}::timestamptz)`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const raw = result.rows[0];
  if (!raw) throw HttpError.notFound(BILLING_ACCOUNT_NOT_FOUND);
  const entry = rowOf(creditLedger, raw);
  account.current_balance = entry.balance_after;
  return entry;
}

/** A row a raw query returned (SQL column names, driver values) as the query builder would answer it. */
export function rowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** The lowest balance the account may reach: minus max_negative_balance with overages, else 0 (spec part 3 §4). */
export function balanceFloor(account: Pick<BillingAccount, 'allow_overages' | 'max_negative_balance'>): number {
  return account.allow_overages ? -account.max_negative_balance : 0;
}

/** Available credits (spec part 3 §4): balance above the floor, never below 0. */
export function availableCredits(
  account: Pick<BillingAccount, 'current_balance' | 'allow_overages' | 'max_negative_balance'>,
): number {
  return Math.max(account.current_balance - balanceFloor(account), 0);
}
