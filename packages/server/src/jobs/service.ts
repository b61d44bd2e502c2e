// Enhancement job calls — spec part 2 §3, §4.3, §7.1, §8.2 (issue #16): start (reserving credits), list,
// get, cancel (releasing them) and re-run (reserving again). Reads run under the tenant's row-level
// security; the writes that move credits run on the owner connection, like the credit service itself,
// each filtered by the company the access layer already checked.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_ESTIMATED_COMPLETION_MINUTES,
  type EnhanceRequest,
  isJobCancellable,
  isJobRerunnable,
  type EnhancementJob,
  type JobActionResponse,
  type JobCreationResponse,
  type JobListFilter,
  type JobListQuery,
  type JobListResponse,
  type JobStatusCounts,
  lowCreditsMessage,
  NO_CREDITS_MESSAGE,
  TENANT_LOW_CREDIT_THRESHOLD,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { withTenant } from '../auth/tenantScope';
import {
  availableCredits,
  type BillingAccount,
  ENHANCEMENT_CREDITS,
  lockAccount,
  reserve,
  type CreditActor,
} from '../credits';
import type { AppDb, Database } from '../db/client';
import { enhancedProducts, enhancementJobs, rawProducts } from '../db/schema';
import { HttpError } from '../http/http-error';
import { settleCredits } from './attempt';
import {
  DEFAULT_MAX_RETRIES,
  JOB_NOT_FOUND,
  JOB_NOT_RERUNNABLE,
  jobNotCancellable,
  RAW_PRODUCT_NOT_FOUND,
} from './constants';
import { toJob } from './mappers';
import { txExecutor } from './queue';
import type { JobRuntime } from './runtime';
import { type JobLog, logTransition, msSince } from './observe';

type EnhanceBody = z.output<typeof EnhanceRequest>;

/** The statuses of a job that has not ended: a start without force answers such a job instead of a new one. */
const OPEN_JOB_STATUSES = ['created', 'queued', 'processing', 'running'] as const;

/** The stored statuses each tab of the job list holds (all: no filter). */
const JOB_FILTER_STATUSES = {
  all: null,
  active: OPEN_JOB_STATUSES,
  completed: ['completed'],
  failed: ['failed'],
  cancelled: ['cancelled'],
} as const satisfies Record<JobListFilter, readonly (typeof enhancementJobs.status.enumValues)[number][] | null>;

const actorOf = (principal: Principal): CreditActor => ({
  userId: principal.userId,
  name: principal.fullName ?? principal.username,
  role: principal.role,
});

/**
 * POST …/raw-products/{rawId}/enhance — spec part 2 §7.1. Without force_enhancement, a raw product that
 * already has an enhanced product answers skipped with existing_product_id and costs nothing, and one with a
 * queued or running job answers that job (already_queued) and costs nothing either. Otherwise the
 * job row, its 15-credit reservation (key: the job id) and its queue message are written in ONE
 * transaction: a refused reservation (403 suspended, 429 limits, 402 credits) answers as the credit service
 * threw it and leaves no job behind.
 */
export async function enhanceRawProduct(
  database: Database,
  runtime: JobRuntime,
  principal: Principal,
  companyId: string,
  rawProductId: string,
  body: EnhanceBody,
): Promise<JobCreationResponse> {
  const raw = await withTenant(database, principal, async (tx) => {
    const [row] = await tx
      .select({
        id: rawProducts.id,
        customer_product_id: rawProducts.customer_product_id,
        enhanced: rawProducts.enhanced_product_id,
      })
      .from(rawProducts)
      .where(and(eq(rawProducts.id, rawProductId), eq(rawProducts.company_id, companyId)))
      .limit(1);
    if (!row) return null;
    const [existing] = await tx
      .select({ id: enhancedProducts.id })
      .from(enhancedProducts)
      .where(and(eq(enhancedProducts.company_id, companyId), eq(enhancedProducts.product_id, row.customer_product_id)))
      .limit(1);
    return { ...row, existing: existing?.id ?? row.enhanced };
  });
  if (!raw) throw HttpError.notFound(RAW_PRODUCT_NOT_FOUND);
  if (raw.existing && !body.force_enhancement) {
    return {
      success: true,
      job_id: null,
      skipped: true,
      existing_product_id: raw.existing,
      message: 'This product is already enhanced; force_enhancement re-enhances it',
      estimated_completion_minutes: 0,
      warnings: [],
    };
  }
  await runtime.prepare();
  const started = await database.db.transaction(async (tx) => {
    // Starts of one raw product queue behind this row lock until the transaction ends, so the open-job check
    // below and the insert after it are one step: concurrent identical starts make one job and one debit.
    await tx.select({ id: rawProducts.id }).from(rawProducts).where(eq(rawProducts.id, raw.id)).for('no key update');
    if (!body.force_enhancement) {
      const [open] = await tx
        .select({ id: enhancementJobs.id, status: enhancementJobs.status })
        .from(enhancementJobs)
        .where(
          and(
            eq(enhancementJobs.company_id, companyId),
            eq(enhancementJobs.raw_product_id, raw.id),
            inArray(enhancementJobs.status, OPEN_JOB_STATUSES),
          ),
        )
        .orderBy(enhancementJobs.created_at)
        .limit(1);
      if (open) return { open, jobId: null, warnings: [] };
    }
    const [job] = await tx
      .insert(enhancementJobs)
      .values({
        company_id: companyId,
        raw_product_id: raw.id,
        customer_product_id: raw.customer_product_id,
        status: 'queued',
        message: 'Queued',
        max_retries: DEFAULT_MAX_RETRIES,
        billing_status: 'reserved',
        credits_reserved: ENHANCEMENT_CREDITS,
        force_enhancement: body.force_enhancement,
        enhancement_config: body.enhancement_config ?? null,
        initiated_by_user_id: principal.userId,
      })
      .returning({ id: enhancementJobs.id });
    const id = job!.id;
    await reserve(tx as unknown as AppDb, { companyId, jobId: id, idempotencyKey: id, actor: actorOf(principal) });
    await tx
      .update(rawProducts)
      .set({ processing_status: 'pending_enhancement', updated_at: new Date() })
      .where(eq(rawProducts.id, raw.id));
    await runtime.enqueue({ jobId: id, companyId }, txExecutor(tx));
    return { open: null, jobId: id, warnings: creditWarnings(await lockAccount(tx, companyId)) };
  });
  const { open, jobId, warnings } = started;
  if (open) {
    return {
      success: true,
      job_id: open.id,
      status: open.status === 'created' ? 'queued' : open.status,
      message: 'An enhancement of this product is already queued or running; force_enhancement starts another',
      estimated_completion_minutes: DEFAULT_ESTIMATED_COMPLETION_MINUTES,
      warnings: [],
      skipped: false,
      already_queued: true,
    };
  }
  return {
    success: true,
    job_id: jobId,
    status: 'queued',
    message: 'Enhancement queued',
    estimated_completion_minutes: DEFAULT_ESTIMATED_COMPLETION_MINUTES,
    warnings,
    skipped: false,
    already_queued: false,
  };
}

/**
 * The start's warnings — spec part 2 §3 'warnings', part 3 §8 texts: none left once this reservation is
 * made ('No credits remaining! …'), or a balance below 15 ('Low credits warning! Only N credits available.').
 */
function creditWarnings(account: Pick<BillingAccount, 'current_balance' | 'allow_overages' | 'max_negative_balance'>) {
  const available = availableCredits(account);
  if (available <= 0) return [{ type: 'no_credits', message: NO_CREDITS_MESSAGE }];
  if (account.current_balance < TENANT_LOW_CREDIT_THRESHOLD)
    return [{ type: 'low_credits', message: lowCreditsMessage(available) }];
  return [];
}

/** GET …/enhancement-jobs — newest first, paged. */
export async function listJobs(
  database: Database,
  principal: Principal,
  companyId: string,
  query: z.output<typeof JobListQuery>,
): Promise<JobListResponse> {
  return withTenant(database, principal, async (tx) => {
    const ofCompany = eq(enhancementJobs.company_id, companyId);
    const statuses = JOB_FILTER_STATUSES[query.status];
    const where = statuses ? and(ofCompany, inArray(enhancementJobs.status, [...statuses])) : ofCompany;
    const rows = await tx
      .select()
      .from(enhancementJobs)
      .where(where)
      .orderBy(desc(enhancementJobs.created_at), desc(enhancementJobs.id))
      .limit(query.limit)
      .offset(query.offset);
    const byStatus = await tx
      .select({ status: enhancementJobs.status, n: count() })
      .from(enhancementJobs)
      .where(ofCompany)
      .groupBy(enhancementJobs.status);
    const counts: JobStatusCounts = { all: 0, active: 0, completed: 0, failed: 0, cancelled: 0 };
    for (const { status, n } of byStatus) {
      counts.all += Number(n);
      for (const filter of ['active', 'completed', 'failed', 'cancelled'] as const)
        if ((JOB_FILTER_STATUSES[filter] as readonly string[]).includes(status)) counts[filter] += Number(n);
    }
    return { jobs: rows.map(toJob), total: counts[query.status], status_counts: counts };
  });
}

/** GET …/enhancement-jobs/{jobId} — 404 for an unknown job or another company's. */
export async function getJob(
  database: Database,
  principal: Principal,
  companyId: string,
  jobId: string,
): Promise<EnhancementJob> {
  const [row] = await withTenant(database, principal, (tx) =>
    tx
      .select()
      .from(enhancementJobs)
      .where(and(eq(enhancementJobs.id, jobId), eq(enhancementJobs.company_id, companyId)))
      .limit(1),
  );
  if (!row) throw HttpError.notFound(JOB_NOT_FOUND);
  return toJob(row);
}

/**
 * DELETE …/enhancement-jobs/{jobId} — spec part 2 §4.3: a queued or running job becomes cancelled and its
 * credits go back. A running attempt notices at its next progress point and writes nothing.
 */
export async function cancelJob(
  database: Database,
  principal: Principal,
  companyId: string,
  jobId: string,
  log?: JobLog,
): Promise<JobActionResponse> {
  await getJob(database, principal, companyId, jobId);
  const cancelled = await database.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(enhancementJobs)
      .where(and(eq(enhancementJobs.id, jobId), eq(enhancementJobs.company_id, companyId)))
      .for('update');
    if (!job) throw HttpError.notFound(JOB_NOT_FOUND);
    const status = job.status === 'created' ? 'queued' : job.status;
    if (!isJobCancellable({ status })) throw HttpError.badRequest(jobNotCancellable(status));
    const now = new Date();
    const [row] = await tx
      .update(enhancementJobs)
      .set({
        status: 'cancelled',
        message: 'Cancelled',
        completed_at: now,
        billing_status: 'refunded',
        updated_at: now,
      })
      .where(eq(enhancementJobs.id, jobId))
      .returning();
    return row!;
  });
  await settleCredits(database.db, cancelled);
  logTransition(log, 'cancelled', {
    companyId,
    jobId,
    durationMs: msSince(cancelled.started_at ?? cancelled.created_at, cancelled.completed_at?.getTime()),
  });
  return { success: true, message: 'Job cancelled; its credits were refunded', job_id: jobId, job: toJob(cancelled) };
}

/**
 * POST …/enhancement-jobs/{jobId}/rerun — spec part 2 §4.3: only a failed job whose retries are used up
 * or whose credits were refunded; it is reset with 4 new attempts and reserves 15 credits again (402, 429,
 * 403 as the credit service answers, the job then left as it was).
 */
export async function rerunJob(
  database: Database,
  runtime: JobRuntime,
  principal: Principal,
  companyId: string,
  jobId: string,
): Promise<JobActionResponse> {
  await getJob(database, principal, companyId, jobId);
  await runtime.prepare();
  const row = await database.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(enhancementJobs)
      .where(and(eq(enhancementJobs.id, jobId), eq(enhancementJobs.company_id, companyId)))
      .for('update');
    if (!job) throw HttpError.notFound(JOB_NOT_FOUND);
    if (
      !isJobRerunnable({
        ...job,
        billing_status: job.billing_status,
        status: job.status === 'created' ? 'queued' : job.status,
      })
    )
      throw HttpError.badRequest(JOB_NOT_RERUNNABLE);
    const now = new Date();
    const [reset] = await tx
      .update(enhancementJobs)
      .set({
        status: 'queued',
        progress: 0,
        message: 'Re-run queued',
        error_message: null,
        retry_count: 0,
        max_retries: DEFAULT_MAX_RETRIES,
        started_at: null,
        completed_at: null,
        processing_time_seconds: null,
        billing_status: 'reserved',
        credits_reserved: ENHANCEMENT_CREDITS,
        updated_at: now,
      })
      .where(eq(enhancementJobs.id, jobId))
      .returning();
    await reserve(tx as unknown as AppDb, {
      companyId,
      jobId,
      idempotencyKey: `${jobId}:rerun:${now.getTime()}`,
      actor: actorOf(principal),
    });
    await runtime.enqueue({ jobId, companyId }, txExecutor(tx));
    return reset!;
  });
  return { success: true, message: 'Job resubmitted', job_id: jobId, job: toJob(row) };
}
