// Credits moved by hand: the super-admin's grants and signed adjustments (spec part 3 §5, §7
// POST /billing/companies/{id}/credits).
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { creditLedger } from '../db/schema';
import { HttpError } from '../http/http-error';
import { appendEntry, balanceFloor, type CreditActor, type LedgerEntry, lockAccount } from './account';
import { notifyBalance } from './balanceAlerts';
import { invalidInput } from './errors';

export interface AdjustInput {
  companyId: string;
  /** Signed whole credits: positive adds, negative removes; never 0. */
  amount: number;
  /** Shown to the customer as the entry's description; required. */
  reason: string;
  /** Internal notes, not shown to the customer. */
  notes?: string | null;
  referenceId?: string | null;
  /** A retry with the same key returns the first entry instead of moving credits again. */
  idempotencyKey?: string | null;
  actor?: CreditActor | null;
  /** Ledger type of a credit; default 'adjustment' (a debit is always an adjustment). */
  transactionType?: 'adjustment' | 'purchase' | 'bonus';
  now?: Date;
}

export interface AdjustResult {
  entry: LedgerEntry;
  balance: number;
  replayed: boolean;
}

/**
 * Adds or removes credits by hand. A removal may not take the balance below the overage floor
 * (409 with current_balance): the floor holds for every movement. 422 for 0, a fraction or no reason.
 */
export async function adjust(db: AppDb, input: AdjustInput): Promise<AdjustResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) {
    throw invalidInput('amount', 'Must be a whole number of credits other than 0');
  }
  const reason = input.reason.trim();
  if (!reason) throw invalidInput('description', 'Required');
  const now = input.now ?? new Date();
  const key = input.idempotencyKey ? `grant:${input.idempotencyKey}` : null;
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.companyId);
    if (key) {
      const [earlier] = await tx
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.company_id, input.companyId), eq(creditLedger.idempotency_key, key)))
        .limit(1);
      if (earlier) return { entry: earlier, balance: account.current_balance, replayed: true };
    }
    const floor = balanceFloor(account);
    if (input.amount < 0 && account.current_balance + input.amount < floor) {
      throw HttpError.conflict(`Removing ${-input.amount} credits would take the balance below ${floor}`, {
        current_balance: account.current_balance,
      });
    }
    const before = account.current_balance;
    const entry = await appendEntry(tx, account, {
      type: input.amount < 0 ? 'adjustment' : (input.transactionType ?? 'adjustment'),
      amount: input.amount,
      actor: input.actor,
      activityType: 'admin_adjustment',
      description: reason,
      notes: input.notes,
      referenceId: input.referenceId,
      idempotencyKey: key,
      now,
    });
    if (input.amount < 0) await notifyBalance(tx, account, before);
    return { entry, balance: entry.balance_after, replayed: false };
  });
}

/** Adds credits (a positive adjust); 422 for an amount that is not a whole number above 0. */
export async function grant(db: AppDb, input: AdjustInput): Promise<AdjustResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw invalidInput('amount', 'Must be a whole number of credits above 0');
  }
  return adjust(db, input);
}
