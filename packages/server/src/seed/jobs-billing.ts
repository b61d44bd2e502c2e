// Enhancement jobs for every imported product and a credit ledger consistent with the balance.
import type * as schema from '../db/schema';
import { DEFAULT_ENHANCEMENT_FIELDS } from '../db/defaults';
import { type CompanySeedContext, DAY, type Insert, MINUTE, type ProductTimeline, type SeedUser } from './context';
import { OPEN_JOB_STATES } from './products';
import { demoUuid } from './random';

/** spec part 2 §9 / part 3 §1: every enhancement costs 15 credits. */
export const CREDITS_PER_ENHANCEMENT = 15;

/** A ledger entry fixed by the company's story (besides job debits and the opening purchase). */
export interface FixedEntry {
  daysAgo: number;
  type: 'purchase' | 'adjustment' | 'bonus';
  amount: number;
  description: string;
  by: 'admin' | 'super';
  notes?: string;
}

interface Entry {
  at: number;
  type: Insert<typeof schema.creditLedger>['transaction_type'];
  amount: number;
  activity: string;
  description: string;
  by: SeedUser | null;
  jobId?: string;
  reference?: string;
  notes?: string;
  usd?: number;
  key: string;
}

const JOB_CONFIG = {
  processing: { timeout_seconds: 300 },
  enhancement: { tone: 'Professional', fields: ['Short Description', 'Long Description', 'Attributes'] },
};

export interface JobsAndLedger {
  jobs: Insert<typeof schema.enhancementJobs>[];
  ledger: Insert<typeof schema.creditLedger>[];
  reservations: Insert<typeof schema.creditReservations>[];
  balance: number;
  totalUsed: number;
  lastUsageAt: Date | null;
}

/** Jobs (one per product, open ones for the un-enhanced) and the ledger ending at `targetBalance`. */
export function buildJobsAndLedger(
  ctx: CompanySeedContext,
  timeline: ProductTimeline[],
  targetBalance: number,
  fixed: FixedEntry[],
): JobsAndLedger {
  const { rng, companyId, companyCode, now } = ctx;
  const jobs: JobsAndLedger['jobs'] = [];
  const entries: Entry[] = [];
  let openIndex = 0;
  for (const p of timeline) {
    const id = demoUuid(companyCode, 'job', p.index);
    const created = p.importedAt.getTime() + 1000;
    const state = p.enhancedId ? 'completed' : OPEN_JOB_STATES[openIndex++];
    const prompt = rng.int(1200, 3000);
    const completion = rng.int(500, 1400);
    const base: Insert<typeof schema.enhancementJobs> = {
      id,
      company_id: companyId,
      raw_product_id: p.rawId,
      enhanced_product_id: p.enhancedId,
      customer_product_id: p.sku,
      job_type: 'single_product',
      enhancement_config: JOB_CONFIG,
      estimated_completion_seconds: 240,
      initiated_by_user_id: p.importedBy.id,
      credits_reserved: CREDITS_PER_ENHANCEMENT,
      created_at: new Date(created),
      updated_at: new Date(created),
    };
    const started = new Date(created + 4000);
    if (state === 'completed' && p.enhancedAt) {
      Object.assign(base, {
        status: 'completed',
        progress: 100,
        message: 'Enhancement completed',
        billing_status: 'charged',
        started_at: started,
        completed_at: p.enhancedAt,
        updated_at: p.enhancedAt,
        processing_time_seconds: (p.enhancedAt.getTime() - started.getTime()) / 1000,
        prompt_tokens: prompt,
        completion_tokens: completion,
        tokens_used: prompt + completion,
        result_data: { enhanced_product_id: p.enhancedId, fields_enhanced: DEFAULT_ENHANCEMENT_FIELDS },
      });
    } else if (state === 'queued') {
      Object.assign(base, {
        status: 'queued',
        progress: 0,
        message: 'Waiting for a worker',
        billing_status: 'reserved',
      });
    } else if (state === 'running') {
      Object.assign(base, {
        status: 'running',
        progress: 65,
        message: 'Generating long description',
        billing_status: 'reserved',
        started_at: started,
        updated_at: new Date(now.getTime() - MINUTE),
      });
    } else if (state === 'failed') {
      const ended = new Date(created + 16 * MINUTE);
      Object.assign(base, {
        status: 'failed',
        progress: 40,
        retry_count: 3,
        max_retries: 3,
        error_message: 'AI provider timed out after 300 s (3 attempts)',
        billing_status: 'refunded',
        started_at: started,
        completed_at: ended,
        updated_at: ended,
      });
      entries.push({
        at: ended.getTime(),
        type: 'refund',
        amount: CREDITS_PER_ENHANCEMENT,
        activity: 'job_refund',
        description: `Refund: enhancement failed for ${p.sku}`,
        by: null,
        jobId: id,
        reference: id,
        key: `job:${id}:refund`,
      });
    } else {
      const ended = new Date(created + 2 * MINUTE);
      Object.assign(base, {
        status: 'cancelled',
        progress: 20,
        message: 'Cancelled by user',
        billing_status: 'refunded',
        started_at: started,
        completed_at: ended,
        updated_at: ended,
      });
      entries.push({
        at: ended.getTime(),
        type: 'refund',
        amount: CREDITS_PER_ENHANCEMENT,
        activity: 'job_refund',
        description: `Refund: enhancement cancelled for ${p.sku}`,
        by: p.importedBy,
        jobId: id,
        reference: id,
        key: `job:${id}:refund`,
      });
    }
    jobs.push(base);
    entries.push({
      at: created,
      type: 'enhancement',
      amount: -CREDITS_PER_ENHANCEMENT,
      activity: p.bulk ? 'bulk_enhancement' : 'enhancement',
      description: `Enhancement: ${p.name} (${p.sku})`,
      by: p.importedBy,
      jobId: id,
      reference: id,
      key: `job:${id}:charge`,
    });
  }

  fixed.forEach((f, k) => {
    entries.push({
      at: now.getTime() - f.daysAgo * DAY,
      type: f.type,
      amount: f.amount,
      activity: f.type === 'purchase' ? 'credit_purchase' : 'admin_adjustment',
      description: f.description,
      by: f.by === 'super' ? ctx.superAdmin : ctx.admin,
      notes: f.notes,
      usd: f.type === 'purchase' ? f.amount * 0.02 : undefined,
      reference: f.type === 'purchase' ? `INV-${companyCode.toUpperCase()}-${1002 + k}` : undefined,
      key: `fixed:${k}`,
    });
  });
  const opening = targetBalance - entries.reduce((sum, e) => sum + e.amount, 0);
  if (opening <= 0) throw new Error(`seed: ${companyCode} needs a positive opening purchase (got ${opening})`);
  entries.push({
    at: now.getTime() - 62 * DAY,
    type: 'purchase',
    amount: opening,
    activity: 'credit_purchase',
    description: `Credit purchase: ${opening.toLocaleString('en-US')} credits`,
    by: ctx.admin,
    usd: opening * 0.02,
    reference: `INV-${companyCode.toUpperCase()}-1001`,
    key: 'opening',
  });

  entries.sort((a, b) => a.at - b.at);
  let balance = 0;
  let last = 0;
  const ledger = entries.map((e) => {
    const at = Math.max(e.at, last + 1);
    last = at;
    balance += e.amount;
    return {
      id: demoUuid(companyCode, 'ledger', e.key),
      company_id: companyId,
      transaction_type: e.type,
      amount: e.amount,
      balance_after: balance,
      initiated_by_user_id: e.by?.id ?? null,
      initiated_by_name: e.by?.full_name ?? 'System',
      initiated_by_role: e.by?.role ?? null,
      activity_type: e.activity,
      reference_id: e.reference ?? null,
      description: e.description,
      notes: e.notes ?? null,
      usd_amount: e.usd === undefined ? null : Math.round(e.usd * 100) / 100,
      job_id: e.jobId ?? null,
      idempotency_key: `seed:${e.key}`,
      created_at: new Date(at),
    } satisfies Insert<typeof schema.creditLedger>;
  });
  // Every seeded charge is a reservation, as the credit service writes them (issue #15): released when the
  // job was refunded, still open while it runs, captured once it completed. Spend and limits count these.
  const refundOf = new Map(ledger.filter((e) => e.activity_type === 'job_refund').map((e) => [e.job_id, e]));
  const billingOf = new Map(jobs.map((job) => [job.id, job.billing_status]));
  const reservations = ledger
    .filter((e) => e.transaction_type === 'enhancement' && e.job_id)
    .map((e) => {
      const refund = refundOf.get(e.job_id);
      const open = !refund && billingOf.get(e.job_id!) === 'reserved';
      return {
        id: demoUuid(companyCode, 'credit_reservation', e.job_id!),
        company_id: companyId,
        job_id: e.job_id!,
        idempotency_key: `seed:${e.job_id}`,
        amount: -e.amount,
        status: refund ? 'released' : open ? 'reserved' : 'captured',
        reserve_entry_id: e.id,
        release_entry_id: refund?.id ?? null,
        release_reason: refund ? (refund.description ?? 'refund') : null,
        reserved_at: e.created_at,
        settled_at: refund ? refund.created_at : open ? null : e.created_at,
      } satisfies Insert<typeof schema.creditReservations>;
    });
  const usage = ledger.filter((e) => e.transaction_type === 'enhancement');
  const refunds = ledger.filter((e) => e.activity_type === 'job_refund');
  return {
    jobs,
    ledger,
    reservations,
    balance,
    totalUsed: -usage.reduce((s, e) => s + e.amount, 0) - refunds.reduce((s, e) => s + e.amount, 0),
    lastUsageAt: usage.at(-1)?.created_at ?? null,
  };
}
