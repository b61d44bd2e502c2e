import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { CompanyParams, Count, Id, SuccessResponse, envelope } from './common';
import { JobStatusInput } from './jobs';

zodWithoutEvalInBrowsers();

/** Progress of one job; polling stops at a final status (see FINAL_JOB_STATUSES) — spec part 3 §3-4. */
export const JobProgress = z.object({
  job_id: Id,
  status: JobStatusInput,
  progress: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
  message: z.nullish(z.string()),
  error_message: z.nullish(z.string()),
});
export type JobProgress = z.infer<typeof JobProgress>;

/** Balance poll of a company — spec part 3 §3. active_jobs drives the faster polling schedule. */
export const BillingPoll = z.object({
  current_balance: z.number(),
  daily_spent: z.number().check(z.gte(0)),
  monthly_spent: z.number().check(z.gte(0)),
  account_suspended: z.optional(z.boolean()),
  active_jobs: z.optional(Count),
});
export type BillingPoll = z.infer<typeof BillingPoll>;

const tag = 'realtime';

export const realtimeRoutes = {
  getJobProgress: defineRoute({
    id: 'getJobProgress',
    method: 'GET',
    path: '/realtime/job/:jobId/progress',
    params: z.object({ jobId: Id }),
    response: envelope(JobProgress),
    auth: 'token',
    summary: 'Status and progress of a job.',
    tag,
  }),
  getBillingPoll: defineRoute({
    id: 'getBillingPoll',
    method: 'GET',
    path: '/realtime/billing/:companyId',
    params: CompanyParams,
    response: envelope(BillingPoll),
    auth: 'token',
    summary: 'Current balance and spend of a company.',
    tag,
  }),
  invalidateBillingCache: defineRoute({
    id: 'invalidateBillingCache',
    method: 'POST',
    path: '/realtime/billing/:companyId/invalidate-cache',
    params: CompanyParams,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Drop the cached balance so the next poll is fresh.',
    tag,
  }),
} as const;
