// Real-time answers polled by the workspace — spec part 3 §3 'Billing poll' and 'Job progress', §7
// 'Real-time', §9 polling: a company's balance and spend, and one job's progress.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BillingPoll, JobProgress, JobStatus, SuccessResponse } from '@curate/core/contract';
import { COMPANY_NOT_FOUND } from '../auth/access';
import type { Principal } from '../auth/principal';
import { withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { spendInWindows, utcWindows } from '../credits';
import { billingAccounts, companies, enhancementJobs } from '../db/schema';
import { HttpError } from '../http/http-error';

/** Answer when a job is unknown or belongs to another company (the two are not told apart). */
export const JOB_NOT_FOUND = 'Job not found';

/** The `{success, data, timestamp}` envelope of the real-time answers (decisions: answer envelopes). */
export interface Envelope<T> {
  success: boolean;
  data: T;
  timestamp: string;
}

/** Stored job statuses that are not final: the jobs that make the billing poll speed up (part 3 §9). */
const ACTIVE_JOB_STATUSES = ['created', 'queued', 'processing', 'running'] as const;

/**
 * GET /realtime/billing/:companyId — the balance poll of the workspace header (part 1 §2: balance,
 * red when negative, 'ACCOUNT SUSPENDED' tag) and of the billing monitors (part 3 §3, §9).
 *
 * - current_balance: billing_accounts.current_balance (0 for a company without a billing account).
 * - daily_spent / monthly_spent: the credits of the reservations made in the current **UTC** day / UTC calendar
 *   month and not released (`spendInWindows`, the very figures the spending limits are checked against, so a
 *   refunded job does not count). UTC because the server has no per-company time zone and the spend limits
 *   must reset at one instant for everyone; the client shows the figures as they are.
 * - account_suspended: companies.account_suspended (decisions: suspension lives on companies).
 * - active_jobs: the company's jobs not yet in a final status, which drive the 1 s poll (part 3 §9).
 *
 * The access layer already answered 404 to a tenant naming another company; the queries run under
 * row-level security as well, and an unknown company (super-admin) is 404 'Company not found'.
 */
export async function getBillingPoll(
  database: Database,
  principal: Principal,
  companyId: string,
  now: Date = new Date(),
): Promise<Envelope<BillingPoll>> {
  const data = await withTenant(database, principal, async (tx) => {
    const [company] = await tx
      .select({ suspended: companies.account_suspended, balance: billingAccounts.current_balance })
      .from(companies)
      .leftJoin(billingAccounts, eq(billingAccounts.company_id, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1);
    if (!company) return null;
    const spend = await spendInWindows(tx, companyId, utcWindows(now));
    const [jobs] = await tx
      .select({ active: sql<number>`count(*)::int` })
      .from(enhancementJobs)
      .where(and(eq(enhancementJobs.company_id, companyId), inArray(enhancementJobs.status, [...ACTIVE_JOB_STATUSES])));
    return {
      current_balance: company.balance ?? 0,
      daily_spent: spend.daily,
      monthly_spent: spend.monthly,
      account_suspended: company.suspended,
      active_jobs: Number(jobs?.active ?? 0),
    } satisfies BillingPoll;
  });
  if (!data) throw HttpError.notFound(COMPANY_NOT_FOUND);
  return { success: true, data, timestamp: now.toISOString() };
}

/**
 * GET /realtime/job/:jobId/progress — status and progress of one job (part 3 §3-4; polling stops at
 * a final status). The path names no company, so the job is looked up in the caller's company (any
 * company for the super-admin), under row-level security as well: another company's job and an
 * unknown id both answer 404 'Job not found'. A stored 'created' is answered as 'queued' (decisions:
 * job status), since answers carry canonical statuses.
 */
export async function getJobProgress(
  database: Database,
  principal: Principal,
  jobId: string,
  now: Date = new Date(),
): Promise<Envelope<JobProgress>> {
  const [job] = await withTenant(database, principal, (tx) =>
    tx
      .select({
        status: enhancementJobs.status,
        progress: enhancementJobs.progress,
        message: enhancementJobs.message,
        error_message: enhancementJobs.error_message,
      })
      .from(enhancementJobs)
      .where(
        principal.role === 'super-admin'
          ? eq(enhancementJobs.id, jobId)
          : and(eq(enhancementJobs.id, jobId), eq(enhancementJobs.company_id, principal.companyId!)),
      )
      .limit(1),
  );
  if (!job) throw HttpError.notFound(JOB_NOT_FOUND);
  const status: JobStatus = job.status === 'created' ? 'queued' : job.status;
  return {
    success: true,
    data: { job_id: jobId, status, progress: job.progress, message: job.message, error_message: job.error_message },
    timestamp: now.toISOString(),
  };
}

/**
 * POST /realtime/billing/:companyId/invalidate-cache — "drop the cached balance so the next poll is
 * fresh". There is no server-side cache yet: every billing poll reads the database, so there is
 * nothing to drop and the call only answers {success: true}. It still checks scope like the poll (the
 * access layer's company check, then the company looked up under row-level security; 404 'Company not
 * found' otherwise), so it tells no caller more than the poll would. When a cache is added, drop the
 * company's entry here.
 */
export async function invalidateBillingCache(
  database: Database,
  principal: Principal,
  companyId: string,
): Promise<SuccessResponse> {
  const [company] = await withTenant(database, principal, (tx) =>
    tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1),
  );
  if (!company) throw HttpError.notFound(COMPANY_NOT_FOUND);
  return { success: true };
}
