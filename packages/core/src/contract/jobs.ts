import * as z from 'zod';
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
  normalised,
} from './common';
import { DEFAULT_ESTIMATED_COMPLETION_MINUTES, DEFAULT_MAX_RETRIES, ENHANCEMENT_TIMEOUT_SECONDS } from './constants';
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

const Percent = z.number().min(0).max(100);

const jobShape = {
  company_id: Id.optional(),
  raw_product_id: Id,
  enhanced_product_id: Id.nullable(),
  customer_product_id: z.string().nullish(),
  job_type: JobType.default('single_product'),
  status: JobStatusInput,
  message: z.string().nullish(),
  created_at: Timestamp,
  started_at: Timestamp.nullish(),
  completed_at: Timestamp.nullish(),
  processing_time_seconds: z.number().min(0).nullish(),
  error_message: z.string().nullish(),
  retry_count: Count.default(0),
  max_retries: Count.default(DEFAULT_MAX_RETRIES),
  /** 'refunded' makes a failed job eligible for re-run. */
  billing_status: z.string().nullish(),
  enhancement_config: JsonObject.nullish(),
  result_data: JsonObject.nullish(),
  /** Tokens the job's model calls used (a real tokenizer's count for the local provider); null before it ends. */
  prompt_tokens: Count.nullish(),
  completion_tokens: Count.nullish(),
  tokens_used: Count.nullish(),
  estimated_completion_minutes: z.union([z.number(), z.string()]).nullish(),
  estimated_completion_seconds: z.number().nullish(),
};

/** An enhancement job. `id`/`job_id` and `progress`/`progress_percentage` (0-100) are each read from the other — spec part 2 §3. */
export const EnhancementJob = normalised(
  z.object({
    ...jobShape,
    id: Id.optional(),
    job_id: Id.optional(),
    progress: Percent.nullish(),
    progress_percentage: Percent.nullish(),
  }),
  z.object({ ...jobShape, id: Id, job_id: Id, progress: Percent, progress_percentage: Percent }),
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
  processing: z
    .strictObject({ timeout_seconds: z.number().int().min(1).default(ENHANCEMENT_TIMEOUT_SECONDS) })
    .prefault({}),
  enhancement: z
    .strictObject({
      tone: EnhancementToneInput.default(DEFAULT_ENHANCEMENT_CONFIG.tone),
      fields: z
        .array(EnhanceableFieldInput)
        .min(1)
        .default([...DEFAULT_ENHANCEMENT_CONFIG.fields]),
      custom_instructions: text('long').optional(),
    })
    .prefault({}),
});
export type EnhancementJobConfig = z.input<typeof EnhancementJobConfig>;

/**
 * Body starting an enhancement — spec part 2 §3, §7.1. force_enhancement re-enhances an existing product;
 * without enhancement_config the company's saved settings apply.
 */
export const EnhanceRequest = z.strictObject({
  raw_product_id: Id.optional(),
  job_type: JobType.default('single_product'),
  force_enhancement: z.boolean().default(false),
  enhancement_config: EnhancementJobConfig.optional(),
});
export type EnhanceRequest = z.input<typeof EnhanceRequest>;

/** A warning attached to a job start (e.g. low balance). */
export const JobWarning = z.object({ message: z.string(), type: z.string() });
export type JobWarning = z.infer<typeof JobWarning>;

/** Answer of an enhancement start; when skipped (product exists, no force) job_id is null and existing_product_id is set. */
export const JobCreationResponse = z.object({
  success: z.boolean().optional(),
  job_id: Id.nullable(),
  status: JobStatusInput.optional(),
  message: z.string().optional(),
  estimated_completion_minutes: z.union([z.number(), z.string()]).default(DEFAULT_ESTIMATED_COMPLETION_MINUTES),
  warnings: z.array(JobWarning).default([]),
  skipped: z.boolean().default(false),
  existing_product_id: Id.nullish(),
});
export type JobCreationResponse = z.infer<typeof JobCreationResponse>;

/** One page of jobs, newest first. */
export const JobListResponse = z.object({ jobs: z.array(EnhancementJob), total: Count });
export type JobListResponse = z.infer<typeof JobListResponse>;

/** Answer of a cancel (reserved credits are refunded) or a re-run. */
export const JobActionResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  job_id: Id,
  job: EnhancementJob.optional(),
});
export type JobActionResponse = z.infer<typeof JobActionResponse>;

const JobParams = CompanyParams.extend({ jobId: Id });

export const jobRoutes = {
  enhanceRawProduct: defineRoute({
    id: 'enhanceRawProduct',
    method: 'POST',
    path: '/companies/:companyId/raw-products/:rawProductId/enhance',
    params: RawProductParams,
    body: EnhanceRequest,
    response: JobCreationResponse,
    auth: 'token',
    summary: 'Start an enhancement job for a raw product (reserves credits).',
    tag: 'jobs',
  }),
  listEnhancementJobs: defineRoute({
    id: 'listEnhancementJobs',
    method: 'GET',
    path: '/companies/:companyId/enhancement-jobs',
    params: CompanyParams,
    query: ListPaginationQuery,
    response: JobListResponse,
    auth: 'token',
    summary: 'Recent enhancement jobs.',
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
    method: 'POST',
    path: '/companies/:companyId/enhancement-jobs/:jobId/rerun',
    params: JobParams,
    response: JobActionResponse,
    auth: 'token',
    summary: 'Reset and resubmit a failed job with 4 new attempts.',
    tag: 'jobs',
  }),
} as const;
