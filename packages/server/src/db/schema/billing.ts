// Credits: billing accounts, the append-only credit ledger and billing notifications (spec part 3 §3, §9).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyId } from './companies';
import { createdAt, id, tstz, updatedAt } from './columns';
import {
  creditReservationStatus,
  limitMode,
  notificationPriority,
  notificationSeverity,
  transactionType,
  userRole,
} from './enums';

/**
 * One per company. Credits are whole numbers. max_negative_balance is stored positive (the API shows
 * it negated); spend limits null mean no limit. Suspension lives on companies.account_suspended.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: id(),
    company_id: companyId(),
    current_balance: integer('current_balance').notNull().default(0),
    credits_expiration: tstz('credits_expiration'),
    active_plan: text('active_plan').notNull().default('prepaid'),
    allow_overages: boolean('allow_overages').notNull().default(false),
    max_negative_balance: integer('max_negative_balance').notNull().default(1000),
    daily_spend_limit: integer('daily_spend_limit'),
    monthly_spend_limit: integer('monthly_spend_limit'),
    daily_limit_mode: limitMode('daily_limit_mode').notNull().default('hard_stop'),
    monthly_limit_mode: limitMode('monthly_limit_mode').notNull().default('hard_stop'),
    internal_daily_limit: integer('internal_daily_limit'),
    internal_monthly_limit: integer('internal_monthly_limit'),
    internal_limit_mode: limitMode('internal_limit_mode').notNull().default('hard_stop'),
    low_balance_threshold: integer('low_balance_threshold').notNull().default(1000),
    is_active: boolean('is_active').notNull().default(true),
    /** Net credits spent on enhancements (debits minus refunds). */
    total_credits_used: integer('total_credits_used').notNull().default(0),
    last_usage_at: tstz('last_usage_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_accounts_company_key').on(t.company_id),
    check('billing_accounts_max_negative_range', sql`${t.max_negative_balance} between 0 and 100000`),
    check(
      'billing_accounts_limits_non_negative',
      sql`coalesce(${t.daily_spend_limit}, 0) >= 0 and coalesce(${t.monthly_spend_limit}, 0) >= 0
        and coalesce(${t.internal_daily_limit}, 0) >= 0 and coalesce(${t.internal_monthly_limit}, 0) >= 0`,
    ),
  ],
);

/**
 * Append-only credit ledger: a trigger (migration 0001) rejects UPDATE and DELETE, another (0014) TRUNCATE;
 * the tenant role writes it only through the credit functions of 0014. amount is signed;
 * balance_after is the account balance once this entry applied. User and job references are
 * snapshots without foreign keys, so deleting a user or job never needs to touch the ledger.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    company_id: companyId('restrict'),
    transaction_type: transactionType('transaction_type').notNull(),
    amount: integer('amount').notNull(),
    balance_after: integer('balance_after').notNull(),
    initiated_by_user_id: uuid('initiated_by_user_id'),
    initiated_by_name: text('initiated_by_name'),
    initiated_by_role: userRole('initiated_by_role'),
    /** e.g. enhancement, bulk_enhancement, credit_purchase, admin_adjustment, job_refund. */
    activity_type: text('activity_type'),
    reference_id: text('reference_id'),
    description: text('description'),
    /** Internal notes of an admin adjustment (not shown to the customer). */
    notes: text('notes'),
    usd_amount: numeric('usd_amount', { precision: 12, scale: 2, mode: 'number' }),
    job_id: uuid('job_id'),
    idempotency_key: text('idempotency_key'),
    created_at: createdAt(),
  },
  (t) => [
    index('credit_ledger_company_created_idx').on(t.company_id, t.created_at),
    index('credit_ledger_company_type_created_idx').on(t.company_id, t.transaction_type, t.created_at),
    index('credit_ledger_company_user_idx').on(t.company_id, t.initiated_by_user_id),
    index('credit_ledger_job_idx').on(t.job_id),
    uniqueIndex('credit_ledger_company_idempotency_key').on(t.company_id, t.idempotency_key),
    check('credit_ledger_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/** A message to a company about its billing (low balance, spend_limit_exceeded, ...). */
export const billingNotifications = pgTable(
  'billing_notifications',
  {
    id: id(),
    company_id: companyId(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    severity: notificationSeverity('severity').notNull().default('info'),
    priority: notificationPriority('priority').notNull().default('normal'),
    data: jsonb('data'),
    is_read: boolean('is_read').notNull().default(false),
    read_at: tstz('read_at'),
    /** Set for a notice sent once per occasion (e.g. a soft limit's threshold in one period); unique per company. */
    dedupe_key: text('dedupe_key'),
    created_at: createdAt(),
  },
  (t) => [
    index('billing_notifications_company_read_idx').on(t.company_id, t.is_read, t.created_at),
    uniqueIndex('billing_notifications_company_dedupe_key').on(t.company_id, t.dedupe_key),
  ],
);

/**
 * The credits held for one enhancement job (server/src/credits): reserved at start (a ledger debit),
 * then settled exactly once, captured on success (no ledger entry: the debit stands) or released on
 * failure, cancel or the stale-reservation sweep (a ledger refund). One per job and per idempotency key.
 */
export const creditReservations = pgTable(
  'credit_reservations',
  {
    id: id(),
    company_id: companyId('restrict'),
    job_id: uuid('job_id').notNull(),
    /** The caller's key: a retried start with the same key gets this reservation back. */
    idempotency_key: text('idempotency_key').notNull(),
    /** Credits held, positive. */
    amount: integer('amount').notNull(),
    status: creditReservationStatus('status').notNull().default('reserved'),
    reserve_entry_id: uuid('reserve_entry_id')
      .notNull()
      .references(() => creditLedger.id),
    release_entry_id: uuid('release_entry_id').references(() => creditLedger.id),
    release_reason: text('release_reason'),
    reserved_at: tstz('reserved_at').notNull(),
    settled_at: tstz('settled_at'),
  },
  (t) => [
    uniqueIndex('credit_reservations_company_idempotency_key').on(t.company_id, t.idempotency_key),
    // One open or captured reservation per job; a job re-run after a refund reserves again (issue #16).
    uniqueIndex('credit_reservations_company_job_key').on(t.company_id, t.job_id).where(sql`${t.status} <> 'released'`),
    index('credit_reservations_company_reserved_idx').on(t.company_id, t.reserved_at),
    index('credit_reservations_open_idx').on(t.reserved_at).where(sql`${t.status} = 'reserved'`),
    check('credit_reservations_amount_positive', sql`${t.amount} > 0`),
    check(
      'credit_reservations_settlement',
      sql`(${t.status} = 'reserved') = (${t.settled_at} is null) and (${t.status} = 'released') = (${t.release_entry_id} is not null)`,
    ),
  ],
);
