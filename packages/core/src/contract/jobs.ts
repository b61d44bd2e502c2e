import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { text } from './text';
import {
  CompanyParams,
  Count,
  Id,
  JsonObject,
  ListPaginationQuery,
  Timestamp,
  aliasedEnum,
  jsonOrText,
  normalised,
} from './common';
import { DEFAULT_ESTIMATED_COMPLETION_MINUTES, DEFAULT_MAX_RETRIES, ENHANCEMENT_TIMEOUT_SECONDS } from './constants';
import { ReviewFlag } from './product-entities';
import { RawProductParams } from './raw-products';
import { DEFAULT_ENHANCEMENT_CONFIG, EnhanceableFieldInput, EnhancementToneInput } from './settings';

zodWithoutEvalInBrowsers();

/** Status of an enhancement job (dashboard reading) — spec part 2 §4.3. */
export const JobStatus = z.enum(['queued', 'processing', 'running', 'completed', 'failed', 'cancelled']);
export type JobStatus = z.infer<typeof JobStatus>;

/** A job status as sent or stored; the API reference's 'created' reads as queued, 'canceled' as cancelled. */
export const JobStatusInput = aliasedEnum(JobStatus, { created: 'queued', canceled: 'cancelled' });

/** Statuses in which a job may be cancelled — spec part 2 §4.3. */
export const CANCELLABLE_JOB_STATUSES = ['queued', 'processing', 'running'] as const satisfies readonly JobStatus[];
/** Statuses after which a job no longer changes (progress polling stops) — spec part 3 §3-4. */
export const FINAL_JOB_STATUSES = ['completed', 'failed', 'cancelled'] as const satisfies readonly JobStatus[];

/** Kind of enhancement job; only single-product jobs exist — spec part 2 §3. */
export const JobType = z.enum(['single_product']);
export type JobType = z.infer<typeof JobType>;

const Percent = z.number().check(z.gte(0), z.lte(100));

/** A pipeline's 0-1 rating of how sure it is of a value. */
const Confidence = z.number().check(z.gte(0), z.lte(1));

/** Something a reviewer must look at on a field (result_data.flags): the product detail's ReviewFlag. */
export const JobValueFlag = ReviewFlag;
export type JobValueFlag = ReviewFlag;

/** A value read from the record that no field of the company's schema holds (result_data.suggestions). */
export const JobFieldSuggestion = z
  .object({
    /** The property as read ('Weight', 'Cord Length'). */
    name: z.string(),
    value: z.string(),
    source_id: z.string(),
    quote: z.string(),
    confidence: Confidence,
  })
  .check(
    z.meta({
      description:
        'A value read from the record that no field of the schema holds (name as read, value, source_id, quote, confidence 0-1).',
    }),
  );
export type JobFieldSuggestion = z.infer<typeof JobFieldSuggestion>;

/** One value the job wrote, in the order written (result_data.values_detail). */
export const JobValueDetail = z
  .object({
    field_name: z.string(),
    /** 0-1; null when the pipeline did not rate it. */
    confidence: z.nullable(Confidence),
    /** The source it was read from ('input' for the record, 's1', ... for pages); null when unsourced. */
    source_id: z.nullable(z.string()),
    /** The exact text of that source it was read from; null when unsourced. */
    quote: z.nullable(z.string()),
  })
  .check(
    z.meta({
      description:
        "One value written: field_name, confidence 0-1 (null when not rated), source_id ('input' for the record, 's1', ... for pages; null when unsourced), quote (the source's exact text; null when unsourced).",
    }),
  );
export type JobValueDetail = z.infer<typeof JobValueDetail>;

/** Where a completed job's time went, in ms (result_data.timing). */
export const JobTiming = z
  .looseObject({
    /** From the job's creation to the start of its first attempt. */
    queue_wait_ms: z.optional(z.number().check(z.gte(0))),
    /** The research stage (web pages read). */
    research_ms: z.optional(z.number().check(z.gte(0))),
    /** The generate stage: the model's calls, a wait for a call slot or the budget included. */
    model_ms: z.optional(z.number().check(z.gte(0))),
    /** From the end of the pipeline to the write of the job's row (a wait to be written with others included). */
    persist_ms: z.optional(z.number().check(z.gte(0))),
  })
  .check(
    z.meta({
      description:
        'Where the job took its time, in ms: queue_wait_ms (creation to the first attempt), research_ms, model_ms ' +
        "(the generate stage), persist_ms (the pipeline's end to the job's row written). Every key is optional.",
    }),
  );
export type JobTiming = z.infer<typeof JobTiming>;

/**
 * What a completed enhancement recorded: quality_score, score_reasons, stages, dropped, the count of
 * values and sourced_values, the sources read, and the review's material — flags, suggestions, the record's
 * language and each value's confidence and quote (values_detail), and where its time went (timing). Every
 * key is optional (older jobs and the demo data's have fewer); other keys pass through.
 */
export const JobResultData = z
  .looseObject({
    /** The quality score given, 0-10. */
    quality_score: z.optional(z.number()),
    /** How many values were written. */
    values: z.optional(Count),
    /** How many of them cite a source. */
    sourced_values: z.optional(Count),
    values_detail: z.optional(z.array(JobValueDetail)),
    flags: z.optional(z.array(JobValueFlag)),
    suggestions: z.optional(z.array(JobFieldSuggestion)),
    /** The record's language as detected (BCP 47 primary tag: 'en', 'de'); null when not detected. */
    language: z.optional(z.nullable(z.string())),
    timing: z.optional(JobTiming),
  })
  .check(
    z.meta({
      id: 'JobResultData',
      description:
        'What a completed enhancement recorded: quality_score, score_reasons, stages, dropped, values (count), ' +
        'sourced_values, sources; flags (contradictions, doubtful or unsourced values, for review), suggestions ' +
        '(values no schema field holds), language, values_detail (each value: field_name, confidence 0-1, ' +
        'source_id, quote) and timing (ms in the queue, research, the model and persisting). Every key is ' +
        'optional; other keys pass through.',
    }),
  );
export type JobResultData = z.infer<typeof JobResultData>;

const jobShape = {
  company_id: z.optional(Id),
  raw_product_id: Id,
  enhanced_product_id: z.nullable(Id),
  customer_product_id: z.nullish(z.string()),
  job_type: z._default(JobType, 'single_product'),
  status: JobStatusInput,
  message: z.nullish(z.string()),
  created_at: Timestamp,
  started_at: z.nullish(Timestamp),
  completed_at: z.nullish(Timestamp),
  processing_time_seconds: z.nullish(z.number().check(z.gte(0))),
  error_message: z.nullish(z.string()),
  retry_count: z._default(Count, 0),
  max_retries: z._default(Count, DEFAULT_MAX_RETRIES),
  /** 'refunded' makes a failed job eligible for re-run. */
  billing_status: z.nullish(z.string()),
  enhancement_config: z.nullish(JsonObject),
  result_data: z.nullish(jsonOrText(JobResultData)),
  /** Tokens the job's model calls used (a real tokenizer's count for the local provider); null before it ends. */
  prompt_tokens: z.nullish(Count),
  completion_tokens: z.nullish(Count),
  tokens_used: z.nullish(Count),
  estimated_completion_minutes: z.nullish(z.union([z.number(), z.string()])),
  estimated_completion_seconds: z.nullish(z.number()),
};

/** An enhancement job. `id`/`job_id` and `progress`/`progress_percentage` (0-100) are each read from the other — spec part 2 §3. */
export const EnhancementJob = normalised(
  z.object({
    ...jobShape,
    id: z.optional(Id),
    job_id: z.optional(Id),
    progress: z.nullish(Percent),
    progress_percentage: z.nullish(Percent),
  }),
  z
    .object({ ...jobShape, id: Id, job_id: Id, progress: Percent, progress_percentage: Percent })
    .check(z.meta({ id: 'Job', description: 'An enhancement job.' })),
  (job, payload) => {
    const id = job.id ?? job.job_id;
    if (id === undefined) {
      payload.issues.push({ code: 'custom', path: ['id'], message: 'id or job_id is required', input: job });
      return z.NEVER;
    }
    const progress = job.progress ?? job.progress_percentage ?? 0;
    return { ...job, id, job_id: id, progress, progress_percentage: progress };
  },
);
export type EnhancementJob = z.infer<typeof EnhancementJob>;

/** Whether a job may be cancelled — spec part 2 §4.3. */
export function isJobCancellable(job: Pick<EnhancementJob, 'status'>): boolean {
  return (CANCELLABLE_JOB_STATUSES as readonly JobStatus[]).includes(job.status);
}

/** Whether a job may be re-run: failed AND (retries used up OR credits refunded) — spec part 2 §4.3. */
export function isJobRerunnable(
  job: Pick<EnhancementJob, 'status' | 'retry_count' | 'max_retries' | 'billing_status'>,
): boolean {
  return job.status === 'failed' && (job.retry_count >= job.max_retries || job.billing_status === 'refunded');
}

/** Per-job enhancement settings; omitted parts take the defaults — spec part 2 §3. Labels are accepted for tone and fields. */
export const EnhancementJobConfig = z.strictObject({
  processing: z.prefault(
    z.strictObject({ timeout_seconds: z._default(z.int().check(z.gte(1)), ENHANCEMENT_TIMEOUT_SECONDS) }),
    {},
  ),
  enhancement: z.prefault(
    z.strictObject({
      tone: z._default(EnhancementToneInput, DEFAULT_ENHANCEMENT_CONFIG.tone),
      fields: z._default(z.array(EnhanceableFieldInput).check(z.minLength(1)), [...DEFAULT_ENHANCEMENT_CONFIG.fields]),
      custom_instructions: z.optional(text('long')),
    }),
    {},
  ),
});
export type EnhancementJobConfig = z.input<typeof EnhancementJobConfig>;

/**
 * Body starting an enhancement — spec part 2 §3, §7.1. force_enhancement re-enhances an existing product;
 * without enhancement_config the company's saved settings apply.
 */
export const EnhanceRequest = z.strictObject({
  raw_product_id: z.optional(Id),
  job_type: z._default(JobType, 'single_product'),
  force_enhancement: z._default(z.boolean(), false),
  enhancement_config: z.optional(EnhancementJobConfig),
});
export type EnhanceRequest = z.input<typeof EnhanceRequest>;

/** A warning attached to a job start (e.g. low balance). */
export const JobWarning = z.object({ message: z.string(), type: z.string() });
export type JobWarning = z.infer<typeof JobWarning>;

/**
 * Answer of an enhancement start; when skipped (product exists, no force) job_id is null and existing_product_id is
 * set; when already_queued (the raw product has a queued or running job, no force) job_id is that job and nothing
 * was charged.
 */
export const JobCreationResponse = z.object({
  success: z.optional(z.boolean()),
  job_id: z.nullable(Id),
  status: z.optional(JobStatusInput),
  message: z.optional(z.string()),
  estimated_completion_minutes: z._default(z.union([z.number(), z.string()]), DEFAULT_ESTIMATED_COMPLETION_MINUTES),
  warnings: z._default(z.array(JobWarning), []),
  skipped: z._default(z.boolean(), false),
  existing_product_id: z.nullish(Id),
  /** True when job_id is a job that was already queued or running for this raw product (no new job, no credits). */
  already_queued: z.optional(z.boolean()),
});
export type JobCreationResponse = z.infer<typeof JobCreationResponse>;

/**
 * The dashboard's job tabs: every job, the open ones (queued, processing or running; the API's 'created' among
 * them) or one final status. Failed jobs are found here however many newer jobs a bulk run has added.
 */
export const JobListFilter = z.enum(['all', 'active', 'completed', 'failed', 'cancelled']);
export type JobListFilter = z.infer<typeof JobListFilter>;
/** Every tab of the dashboard's job list, in order. */
export const JOB_LIST_FILTERS = JobListFilter.options;

/** Query of a job list: a page, newest first, of the jobs in one tab (default all). */
export const JobListQuery = z.extend(ListPaginationQuery, { status: z._default(JobListFilter, 'all') });
export type JobListQuery = z.input<typeof JobListQuery>;

/** How many of a company's jobs each tab holds. */
export const JobStatusCounts = z.object({
  all: Count,
  active: Count,
  completed: Count,
  failed: Count,
  cancelled: Count,
});
export type JobStatusCounts = z.infer<typeof JobStatusCounts>;

/** One page of jobs, newest first; total counts the jobs of the tab asked for, status_counts every tab's. */
export const JobListResponse = z.object({
  jobs: z.array(EnhancementJob),
  total: Count,
  status_counts: z.optional(JobStatusCounts),
});
export type JobListResponse = z.infer<typeof JobListResponse>;

/** Answer of a cancel (reserved credits are refunded) or a re-run. */
export const JobActionResponse = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  job_id: Id,
  job: z.optional(EnhancementJob),
});
export type JobActionResponse = z.infer<typeof JobActionResponse>;

const JobParams = z.extend(CompanyParams, { jobId: Id });

export const jobRoutes = {
  enhanceRawProduct: defineRoute({
    id: 'enhanceRawProduct',
    idempotent: true,
    method: 'POST',
    path: '/companies/:companyId/raw-products/:rawProductId/enhance',
    params: RawProductParams,
    body: EnhanceRequest,
    response: JobCreationResponse,
    auth: 'token',
    summary:
      'Start an enhancement job for a raw product (reserves credits); without force_enhancement, a queued or running job of the product is answered instead (already_queued).',
    tag: 'jobs',
  }),
  listEnhancementJobs: defineRoute({
    id: 'listEnhancementJobs',
    method: 'GET',
    path: '/companies/:companyId/enhancement-jobs',
    params: CompanyParams,
    query: JobListQuery,
    response: JobListResponse,
    auth: 'token',
    summary:
      'Recent enhancement jobs, newest first; status picks a tab (all, active, completed, failed, cancelled), status_counts counts each.',
    tag: 'jobs',
  }),
  getEnhancementJob: defineRoute({
    id: 'getEnhancementJob',
    method: 'GET',
    path: '/companies/:companyId/enhancement-jobs/:jobId',
    params: JobParams,
    response: EnhancementJob,
    auth: 'token',
    summary: 'One enhancement job.',
    tag: 'jobs',
  }),
  cancelEnhancementJob: defineRoute({
    id: 'cancelEnhancementJob',
    method: 'DELETE',
    path: '/companies/:companyId/enhancement-jobs/:jobId',
    params: JobParams,
    response: JobActionResponse,
    auth: 'token',
    summary: 'Cancel a queued or running job and refund its credits.',
    tag: 'jobs',
  }),
  rerunEnhancementJob: defineRoute({
    id: 'rerunEnhancementJob',
    idempotent: true,
    method: 'POST',
    path: '/companies/:companyId/enhancement-jobs/:jobId/rerun',
    params: JobParams,
    response: JobActionResponse,
    auth: 'token',
    summary: 'Reset and resubmit a failed job with 4 new attempts.',
    tag: 'jobs',
  }),
} as const;
