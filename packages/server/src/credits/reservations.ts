// Reserve at enhancement start, capture on success, release on failure or cancel: each exactly once,
// whatever the order of events (docs/decisions.md "Credits (issue #15)").
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { insertMany } from '../db/insertMany';
import { billingAccounts, creditLedger, creditReservations } from '../db/schema';
import { HttpError } from '../http/http-error';
import { balanceFloor, type CreditActor, type CreditTx, lockAccount, rowOf, suspension, SYSTEM_ACTOR } from './account';
import { BILLING_ACCOUNT_NOT_FOUND, ENHANCEMENT_CREDITS, RESERVATION_NOT_FOUND } from './constants';
import { accountSuspended, insufficientCredits, invalidInput, spendingLimitExceeded } from './errors';
import { notifyBalance } from './balanceAlerts';
import { evaluateLimits, hasLimits, notifyAlerts, spendInWindows } from './limits';
import { utcWindows } from './windows';
import { countCredits } from '../observability/metrics';

export type CreditReservation = typeof creditReservations.$inferSelect;

export interface ReserveInput {
  companyId: string;
  jobId: string;
  /** The caller's key for this start; a retry with the same key returns the first reservation. */
  idempotencyKey: string;
  /** Credits to hold; default 15 (spec part 3 §9). */
  amount?: number;
  actor?: CreditActor | null;
  /** The clock; default now. Spending windows are the UTC day and month of this instant. */
  now?: Date;
}

export interface ReserveResult {
  reservation: CreditReservation;
  /** True when an earlier call with the same key (or for the same job) made the reservation. */
  replayed: boolean;
}

/**
 * Holds `amount` credits for a job. Under the account's row lock, in one transaction, in this order:
 * an earlier reservation with the same key or job is returned as it is; a suspended company is refused
 * (403); an internal or customer hard_stop limit that would be exceeded refuses (429); a balance that
 * would fall below the overage floor refuses (402). Otherwise a ledger debit and the reservation are
 * written, and soft_alert thresholds reached are notified. A key already used for another job is 409.
 */
export async function reserve(db: AppDb, input: ReserveInput): Promise<ReserveResult> {
  const amount = input.amount ?? ENHANCEMENT_CREDITS;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw invalidInput('amount', 'Must be a whole number above 0');
  if (!input.idempotencyKey.trim()) throw invalidInput('idempotency_key', 'Required');
  const now = input.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.companyId);
    const [earlier] = await tx
      .select()
      .from(creditReservations)
      .where(
        and(
          eq(creditReservations.company_id, input.companyId),
          or(
            eq(creditReservations.idempotency_key, input.idempotencyKey),
            // A released reservation does not hold the job: a re-run after a refund reserves again (issue #16).
            and(eq(creditReservations.job_id, input.jobId), ne(creditReservations.status, 'released')),
          ),
        ),
      )
      .limit(1);
    if (earlier) {
      if (earlier.job_id !== input.jobId)
        throw HttpError.conflict('This idempotency key was used to start another job');
      return { reservation: earlier, replayed: true };
    }

    // Read after the lock is granted, so a suspension committed while this call waited still applies.
    const company = await suspension(tx, input.companyId);
    if (company.suspended) throw accountSuspended(company.reason);
    const windows = utcWindows(now);
    const spent = hasLimits(account) ? await spendInWindows(tx, input.companyId, windows) : { daily: 0, monthly: 0 };
    const { breach, alerts } = evaluateLimits(account, spent, amount, windows);
    if (breach) throw spendingLimitExceeded(breach);
    const floor = balanceFloor(account);
    if (account.current_balance - amount < floor) {
      throw insufficientCredits(account.current_balance, amount, account.current_balance - floor);
    }

    // The debit and the reservation are written by the database function credit_reserve (migration 0014),
    // which the tenant role may call for its own company only; it checks the floor again under the lock.
    const before = account.current_balance;
    const actor = input.actor;
    const made = (await tx.execute(
      sql`select * from credit_reserve(${input.companyId}::uuid, ${input.jobId}::uuid, ${input.idempotencyKey}::text,
            ${amount}::integer, ${actor?.userId ?? null}::uuid, ${actor?.name ?? null}::text,
            ${actor?.role ?? null}::user_role, ${now.toISOString()}::timestamptz)`,
    )) as unknown as { rows: Record<string, unknown>[] };
    if (!made.rows[0]) throw HttpError.notFound(BILLING_ACCOUNT_NOT_FOUND);
    const reservation = rowOf(creditReservations, made.rows[0]);
    account.current_balance = before - amount;
    await notifyAlerts(tx, input.companyId, alerts);
    await notifyBalance(tx, account, before);
    return { reservation, replayed: false };
  });
  if (!result.replayed) countCredits('reserved', result.reservation.amount);
  return result;
}

export interface ReserveManyInput {
  companyId: string;
  /** New jobs of the caller's transaction, in the order their credits are to be held (each job id is its key). */
  jobIds: readonly string[];
  /** Credits per job; default 15. */
  amount?: number;
  actor?: CreditActor | null;
  now?: Date;
}

export interface ReserveManyResult {
  /** How many of `jobIds`, from the first, now hold credits. */
  reserved: number;
  /** Why the next one was refused (403 suspended, 429 limit, 402 balance), as `reserve` would have thrown it. */
  refusal: HttpError | null;
}

/**
 * Holds `amount` credits for each of `jobIds` in order, under one account lock: exactly the reservations that
 * `reserve` called once per job would make, stopping at the first it would refuse, but with one ledger insert,
 * one reservation insert and one balance update for them all (an import batch's jobs, issue #18). The jobs are
 * new, so there is nothing to replay. Soft-limit and balance notifications are written once, for the end state.
 */
export async function reserveMany(db: AppDb, input: ReserveManyInput): Promise<ReserveManyResult> {
  const amount = input.amount ?? ENHANCEMENT_CREDITS;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw invalidInput('amount', 'Must be a whole number above 0');
  const now = input.now ?? new Date();
  if (input.jobIds.length === 0) return { reserved: 0, refusal: null };
  const result = await db.transaction(async (tx): Promise<ReserveManyResult> => {
    const account = await lockAccount(tx, input.companyId);
    const company = await suspension(tx, input.companyId);
    if (company.suspended) return { reserved: 0, refusal: accountSuspended(company.reason) };
    const windows = utcWindows(now);
    const spent = hasLimits(account) ? await spendInWindows(tx, input.companyId, windows) : { daily: 0, monthly: 0 };
    const floor = balanceFloor(account);
    const before = account.current_balance;
    let reserved = 0;
    let refusal: HttpError | null = null;
    let alerts: ReturnType<typeof evaluateLimits>['alerts'] = [];
    for (; reserved < input.jobIds.length; reserved++) {
      const held = reserved * amount;
      const evaluated = evaluateLimits(
        account,
        { daily: spent.daily + held, monthly: spent.monthly + held },
        amount,
        windows,
      );
      if (evaluated.breach) {
        refusal = spendingLimitExceeded(evaluated.breach);
        break;
      }
      const balance = before - held;
      if (balance - amount < floor) {
        refusal = insufficientCredits(balance, amount, balance - floor);
        break;
      }
      alerts = evaluated.alerts;
    }
    if (reserved === 0) return { reserved, refusal };

    const jobIds = input.jobIds.slice(0, reserved);
    const [updated] = await tx
      .update(billingAccounts)
      .set({
        current_balance: sql`${billingAccounts.current_balance} - ${reserved * amount}`,
        total_credits_used: sql`${billingAccounts.total_credits_used} + ${reserved * amount}`,
        last_usage_at: now,
      })
      .where(eq(billingAccounts.id, account.id))
      .returning({ balance: billingAccounts.current_balance });
    const entryIds = jobIds.map(() => randomUUID());
    await insertMany(
      tx,
      creditLedger,
      jobIds.map((jobId, i) => ({
        id: entryIds[i]!,
        balance_after: before - (i + 1) * amount,
        reference_id: jobId,
        job_id: jobId,
        idempotency_key: `reserve:${jobId}`,
      })),
      {
        company_id: input.companyId,
        transaction_type: 'enhancement',
        amount: -amount,
        initiated_by_user_id: input.actor?.userId ?? null,
        initiated_by_name: input.actor?.name ?? null,
        initiated_by_role: input.actor?.role ?? null,
        activity_type: 'enhancement',
        description: `Enhancement: ${amount} credits reserved`,
        created_at: now,
      },
    );
    await insertMany(
      tx,
      creditReservations,
      jobIds.map((jobId, i) => ({ job_id: jobId, idempotency_key: jobId, reserve_entry_id: entryIds[i]! })),
      { company_id: input.companyId, amount, reserved_at: now },
    );
    account.current_balance = updated!.balance;
    await notifyAlerts(tx, input.companyId, alerts);
    await notifyBalance(tx, account, before);
    return { reserved, refusal };
  });
  countCredits('reserved', result.reserved * amount);
  return result;
}

export interface SettleInput {
  companyId: string;
  jobId: string;
  now?: Date;
}

export interface ReleaseInput extends SettleInput {
  /** Why the credits go back (job failed, cancelled, ...); recorded on the refund entry. */
  reason: string;
  actor?: CreditActor | null;
}

export interface SettleResult {
  /** How the reservation ended: by this call (`changed`) or by an earlier one. */
  status: 'captured' | 'released';
  changed: boolean;
  reservation: CreditReservation;
}

const byJob = (companyId: string, jobId: string) =>
  and(eq(creditReservations.company_id, companyId), eq(creditReservations.job_id, jobId));

/**
 * The job's reservation (its open or captured one, else its latest released one: a re-run job has had
 * several), locked until the transaction ends unless `lock` is false; 404 when there is none.
 */
async function findReservation(
  tx: CreditTx,
  companyId: string,
  jobId: string,
  lock = true,
): Promise<CreditReservation> {
  const query = tx
    .select()
    .from(creditReservations)
    .where(byJob(companyId, jobId))
    .orderBy(sql`${creditReservations.status} = 'released'`, desc(creditReservations.reserved_at))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw HttpError.notFound(RESERVATION_NOT_FOUND);
  return row;
}

const settled = (reservation: CreditReservation, changed: boolean): SettleResult => ({
  status: reservation.status === 'reserved' ? 'captured' : reservation.status,
  changed,
  reservation,
});

/**
 * The job succeeded: its reserved credits are spent for good (the reservation's debit stands; no new
 * ledger entry). A reservation already released stays released: the answer says so (`changed` false).
 */
export async function capture(db: AppDb, input: SettleInput): Promise<SettleResult> {
  const now = input.now ?? new Date();
  const result = await db.transaction(async (tx) => {
    const reservation = await findReservation(tx, input.companyId, input.jobId);
    if (reservation.status !== 'reserved') return settled(reservation, false);
    const [row] = await tx
      .update(creditReservations)
      .set({ status: 'captured', settled_at: now })
      .where(eq(creditReservations.id, reservation.id))
      .returning();
    return settled(row!, true);
  });
  if (result.changed) countCredits('captured', result.reservation.amount);
  return result;
}

/**
 * `capture` for several jobs in one statement (the jobs a worker completed together, issue #18): each job's open
 * reservation becomes captured; a reservation already captured or released stays as it is, and a job without
 * one is passed over. Answers how many were captured by this call.
 */
export async function captureMany(db: AppDb, input: { jobIds: readonly string[]; now?: Date }): Promise<number> {
  if (input.jobIds.length === 0) return 0;
  const rows = await db
    .update(creditReservations)
    .set({ status: 'captured', settled_at: input.now ?? new Date() })
    .where(and(inArray(creditReservations.job_id, [...input.jobIds]), eq(creditReservations.status, 'reserved')))
    .returning({ id: creditReservations.id, amount: creditReservations.amount });
  countCredits(
    'captured',
    rows.reduce((sum, row) => sum + row.amount, 0),
  );
  return rows.length;
}

/**
 * The job failed or was cancelled: its credits go back as a refund entry (+amount). A reservation
 * already captured stays captured, and one already released is not refunded twice (`changed` false).
 * Locks the account, then the reservation (the order every credit operation follows): the refund and the
 * reservation's release are written by the database function credit_release_reservation (migration 0014),
 * which takes both locks and decides under them, so the tenant role writes neither table itself.
 */
export async function release(db: AppDb, input: ReleaseInput): Promise<SettleResult> {
  const reason = input.reason.trim();
  if (!reason) throw invalidInput('reason', 'Required');
  const now = input.now ?? new Date();
  const actor = input.actor ?? SYSTEM_ACTOR;
  const outcome = await db.transaction(async (tx) => {
    await lockAccount(tx, input.companyId);
    // Read without a lock: a settled reservation stays settled; an open one is decided by the function.
    const reservation = await findReservation(tx, input.companyId, input.jobId, false);
    if (reservation.status !== 'reserved') return settled(reservation, false);
    const result = (await tx.execute(
      sql`select credit_release_reservation(${reservation.id}::uuid, ${reason}::text, ${actor.userId ?? null}::uuid,
            ${actor.name ?? null}::text, ${actor.role ?? null}::user_role, ${now.toISOString()}::timestamptz) as changed`,
    )) as unknown as { rows: { changed: boolean }[] };
    const [row] = await tx.select().from(creditReservations).where(eq(creditReservations.id, reservation.id));
    return settled(row!, result.rows[0]?.changed === true);
  });
  if (outcome.changed) countCredits('released', outcome.reservation.amount);
  return outcome;
}
