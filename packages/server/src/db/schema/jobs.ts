// Enhancement jobs and the per-company enhancement settings (spec part 2 §3, §4.3).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_CUSTOM_INSTRUCTIONS } from '../defaults';
import { users, companyId } from './companies';
import { createdAt, id, tstz, updatedAt } from './columns';
import { enhancementTone, jobBillingStatus, jobStatus } from './enums';
import { enhancedProducts, rawProducts } from './products';

/** One enhancement of one raw product. Token counts feed the token analytics (spec part 3 §3). */
export const enhancementJobs = pgTable(
  'enhancement_jobs',
  {
    id: id(),
    company_id: companyId(),
    raw_product_id: uuid('raw_product_id').references(() => rawProducts.id, { onDelete: 'set null' }),
    enhanced_product_id: uuid('enhanced_product_id').references(() => enhancedProducts.id, {
      onDelete: 'set null',
    }),
    customer_product_id: text('customer_product_id'),
    job_type: text('job_type').notNull().default('single_product'),
    status: jobStatus('status').notNull().default('queued'),
    /** 0-100. */
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    error_message: text('error_message'),
    retry_count: integer('retry_count').notNull().default(0),
    max_retries: integer('max_retries').notNull().default(3),
    billing_status: jobBillingStatus('billing_status').notNull().default('none'),
    credits_reserved: integer('credits_reserved').notNull().default(0),
    force_enhancement: boolean('force_enhancement').notNull().default(false),
    enhancement_config: jsonb('enhancement_config'),
    result_data: jsonb('result_data'),
    prompt_tokens: integer('prompt_tokens'),
    completion_tokens: integer('completion_tokens'),
    /** actual_tokens_used of the token analytics. */
    tokens_used: integer('tokens_used'),
    estimated_completion_seconds: integer('estimated_completion_seconds'),
    processing_time_seconds: doublePrecision('processing_time_seconds'),
    initiated_by_user_id: uuid('initiated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    started_at: tstz('started_at'),
    completed_at: tstz('completed_at'),
    updated_at: updatedAt(),
    /**
     * The worker process (its worker_heartbeats row) running the job's current attempt, set when it is claimed;
     * an attempt whose process stopped beating is handed to another (jobs/heartbeat.ts).
     */
    worker_id: text('worker_id'),
  },
  (t) => [
    index('enhancement_jobs_company_created_idx').on(t.company_id, t.created_at),
    index('enhancement_jobs_company_status_idx').on(t.company_id, t.status, t.created_at),
    index('enhancement_jobs_company_completed_idx').on(t.company_id, t.completed_at),
    index('enhancement_jobs_raw_product_idx').on(t.raw_product_id),
    check('enhancement_jobs_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

/** The company's enhancement settings; one row per company (spec part 2 §3 defaults). */
export const companyEnhancementConfig = pgTable(
  'company_enhancement_config',
  {
    id: id(),
    company_id: companyId(),
    tone: enhancementTone('tone').notNull().default('professional'),
    fields: jsonb('fields')
      .$type<string[]>()
      .notNull()
      .default(sql`'["short_description","long_description","attributes"]'::jsonb`),
    custom_instructions: text('custom_instructions').default(DEFAULT_CUSTOM_INSTRUCTIONS),
    updated_by_user_id: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('company_enhancement_config_company_key').on(t.company_id)],
);

/**
 * The tokens of completed enhancements per company and UTC day (issue #20): the token analytics' rollup, so the
 * super-admin overview's 30-day figures read at most 30 rows a company, never the jobs. Kept by statement
 * triggers on enhancement_jobs (migration 0010) in the writing transaction: counts and sums move by deltas;
 * min and max of a day something left are read again from its jobs.
 */
export const tokenUsageDaily = pgTable(
  'token_usage_daily',
  {
    company_id: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    enhancements: integer('enhancements').notNull().default(0),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    min_tokens: integer('min_tokens'),
    max_tokens: integer('max_tokens'),
  },
  // Migration 0010 also adds token_usage_daily_day_idx on (day) INCLUDE (every other column): the overview's
  // 30 days of all companies are read from that index alone (drizzle cannot declare INCLUDE).
  (t) => [primaryKey({ name: 'token_usage_daily_pkey', columns: [t.company_id, t.day] })],
);

/**
 * The model endpoint's request and token budgets (AI_RPM, AI_TPM), shared by every process on this database:
 * one token bucket per endpoint, its levels refilled by the time since `updated_at` (the database's clock) and
 * drawn from by one atomic statement per model call (jobs/modelBudget.ts). No company: it is the platform's.
 */
export const modelBudgets = pgTable('model_budgets', {
  name: text('name').primaryKey(),
  request_level: doublePrecision('request_level').notNull(),
  token_level: doublePrecision('token_level').notNull(),
  updated_at: tstz('updated_at').notNull().defaultNow(),
});

/**
 * One row per process running enhancement workers, upserted every third of WORKER_LOST_SECONDS while it runs and
 * removed when it stops (jobs/heartbeat.ts): GET /metrics reads how many were seen recently and how long ago the
 * last one was. No company: it is the platform's.
 */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  worker_id: text('worker_id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  /** Workers (or model calls in flight allowed) in that process. */
  workers: integer('workers').notNull(),
  started_at: tstz('started_at').notNull().defaultNow(),
  seen_at: tstz('seen_at').notNull().defaultNow(),
});
