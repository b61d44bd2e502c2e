import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ActivityResponse, DashboardStats, EMPTY_DASHBOARD_STATS } from './dashboard';
import {
  EnhanceRequest,
  EnhancementJob,
  FINAL_JOB_STATUSES,
  JobCreationResponse,
  JobStatusInput,
  isJobCancellable,
  isJobRerunnable,
} from './jobs';
import { BillingPoll, JobProgress } from './realtime';
import { T1, T2, issuePaths, uid } from '../test/contractFixtures';

const job = {
  job_id: uid(700),
  raw_product_id: uid(90),
  enhanced_product_id: null,
  customer_product_id: 'SKU-1001',
  status: 'running',
  progress_percentage: 40,
  message: 'Searching sources',
  created_at: T1,
  started_at: T2,
  completed_at: null,
  retry_count: 0,
  billing_status: 'reserved',
  enhancement_config: '{"processing":{"timeout_seconds":300},"enhancement":{"tone":"Professional"}}',
  result_data: null,
};

describe('enhancement jobs', () => {
  it('fills id/job_id and progress/progress_percentage from each other and parses JSON-text config', () => {
    const parsed = EnhancementJob.parse(job);
    expect(parsed).toMatchObject({
      id: uid(700),
      job_id: uid(700),
      progress: 40,
      progress_percentage: 40,
      job_type: 'single_product',
      max_retries: 3,
    });
    expect(parsed.enhancement_config).toEqual({
      processing: { timeout_seconds: 300 },
      enhancement: { tone: 'Professional' },
    });
  });

  it('reads either status set and answers the canonical one', () => {
    expect(EnhancementJob.parse({ ...job, status: 'created' }).status).toBe('queued');
    expect(
      ['queued', 'processing', 'running', 'completed', 'failed', 'cancelled', 'canceled'].map((s) =>
        JobStatusInput.parse(s),
      ),
    ).toEqual(['queued', 'processing', 'running', 'completed', 'failed', 'cancelled', 'cancelled']);
    expect(EnhancementJob.safeParse({ ...job, status: 'paused' }).success).toBe(false);
  });

  it('rejects a job without any id, progress above 100 or unparsable result data', () => {
    const { job_id: _id, ...withoutId } = job;
    expect(issuePaths(EnhancementJob.safeParse(withoutId))).toEqual(['id']);
    expect(EnhancementJob.safeParse({ ...job, progress: 140 }).success).toBe(false);
    expect(EnhancementJob.safeParse({ ...job, result_data: '{oops' }).success).toBe(false);
  });

  it("types result_data's review keys (flags, suggestions, language, values_detail) and passes the others through", () => {
    const result_data = {
      quality_score: 7.3,
      values: 2,
      stages: [{ name: 'gather', ms: 1, detail: 'read the record' }],
      flags: [{ field_name: 'weight_lbs', kind: 'contradiction', message: 'Two weights', quotes: ['2 kg', '3 kg'] }],
      suggestions: [{ name: 'Colour', value: 'Red', source_id: 'input', quote: 'Colour: Red', confidence: 0.7 }],
      language: 'en',
      values_detail: [
        { field_name: 'clean_name', confidence: 0.9, source_id: 'input', quote: 'Drill' },
        { field_name: 'brand', confidence: null, source_id: null, quote: null },
      ],
    };
    const parsed = EnhancementJob.parse({ ...job, status: 'completed', result_data });
    expect(parsed.result_data).toEqual(result_data);
    expect(
      EnhancementJob.parse({ ...job, result_data: JSON.stringify({ fields_enhanced: ['x'] }) }).result_data,
    ).toEqual({ fields_enhanced: ['x'] });
    const bad = (patch: object) => EnhancementJob.safeParse({ ...job, result_data: { ...result_data, ...patch } });
    expect(bad({ flags: [{ field_name: 'x', kind: 'unsourced' }] }).success).toBe(false);
    expect(bad({ values_detail: [{ field_name: 'x', confidence: 1.5, source_id: null, quote: null }] }).success).toBe(
      false,
    );
    expect(bad({ values: 'two' }).success).toBe(false);
  });

  it('encodes a parsed job unchanged, so the server can answer it', () => {
    const parsed = EnhancementJob.parse(job);
    expect(z.encode(EnhancementJob, parsed)).toEqual(parsed);
  });

  it('offers cancel for queued/processing/running and re-run only for exhausted or refunded failures', () => {
    expect(
      ['queued', 'processing', 'running', 'completed', 'failed', 'cancelled'].filter((status) =>
        isJobCancellable({ status: status as never }),
      ),
    ).toEqual(['queued', 'processing', 'running']);
    const failed = { status: 'failed' as const, retry_count: 1, max_retries: 3, billing_status: 'charged' };
    expect(isJobRerunnable(failed)).toBe(false);
    expect(isJobRerunnable({ ...failed, retry_count: 3 })).toBe(true);
    expect(isJobRerunnable({ ...failed, billing_status: 'refunded' })).toBe(true);
    expect(isJobRerunnable({ ...failed, status: 'completed', retry_count: 3 })).toBe(false);
    expect(FINAL_JOB_STATUSES).toEqual(['completed', 'failed', 'cancelled']);
  });
});

describe('enhance request and answer', () => {
  it('fills the spec defaults and stores tone and field labels as values', () => {
    const body = EnhanceRequest.parse({
      raw_product_id: uid(90),
      force_enhancement: true,
      enhancement_config: {
        processing: {},
        enhancement: { tone: 'Professional', fields: ['Short Description', 'Long Description', 'Attributes'] },
      },
    });
    expect(body).toEqual({
      raw_product_id: uid(90),
      job_type: 'single_product',
      force_enhancement: true,
      enhancement_config: {
        processing: { timeout_seconds: 300 },
        enhancement: { tone: 'professional', fields: ['short_description', 'long_description', 'attributes'] },
      },
    });
    expect(EnhanceRequest.parse({})).toEqual({ job_type: 'single_product', force_enhancement: false });
  });

  it('rejects an unknown tone, field, job type or extra key', () => {
    expect(issuePaths(EnhanceRequest.safeParse({ enhancement_config: { enhancement: { tone: 'Pirate' } } }))).toEqual([
      'enhancement_config.enhancement.tone',
    ]);
    expect(EnhanceRequest.safeParse({ enhancement_config: { enhancement: { fields: ['Haiku'] } } }).success).toBe(
      false,
    );
    expect(EnhanceRequest.safeParse({ job_type: 'bulk' }).success).toBe(false);
    expect(EnhanceRequest.safeParse({ force: true }).success).toBe(false);
  });

  it('accepts a started job with warnings and a skipped start', () => {
    const started = JobCreationResponse.parse({
      job_id: uid(700),
      warnings: [{ message: 'Low credits warning! Only 20 credits available.', type: 'low_balance' }],
    });
    expect(started).toMatchObject({ estimated_completion_minutes: '3-5', skipped: false });
    const skipped = JobCreationResponse.parse({
      job_id: null,
      skipped: true,
      existing_product_id: uid(100),
      message: 'Product already enhanced',
    });
    expect(skipped.existing_product_id).toBe(uid(100));
    expect(JobCreationResponse.safeParse({ job_id: uid(700), warnings: [{ message: 'x' }] }).success).toBe(false);
  });
});

describe('dashboard and real-time', () => {
  it('accepts dashboard stats and keeps the empty stats valid', () => {
    const stats = {
      total_enhanced: 120,
      pending_review: 14,
      status_breakdown: { approved: 90, rejected: 6, skipped: 10, pending: 14 },
      average_quality_score: 8.1,
      recent_reviews_24h: 9,
      enhancement_jobs_active: 2,
      raw_products_imported: 131,
      completion_rate: 91.6,
      company_total: 131,
      company_quality: 8.1,
    };
    expect(DashboardStats.parse(stats).status_breakdown.pending).toBe(14);
    expect(DashboardStats.parse(EMPTY_DASHBOARD_STATS)).toEqual(EMPTY_DASHBOARD_STATS);
    expect(DashboardStats.safeParse({ ...stats, average_quality_score: 12 }).success).toBe(false);
    expect(DashboardStats.safeParse({ ...stats, status_breakdown: { approved: 1 } }).success).toBe(false);
  });

  it('accepts activity items', () => {
    const item = {
      id: uid(100),
      product_id: 'SKU-1001',
      clean_name: 'Drill',
      review_status: 'approved',
      review_notes: null,
      reviewed_at: T1,
      username: 'ana',
      full_name: 'Ana Lima',
    };
    expect(ActivityResponse.parse({ activity: [item] }).activity).toHaveLength(1);
    expect(ActivityResponse.safeParse({ activity: [{ ...item, reviewed_at: 'today' }] }).success).toBe(false);
  });

  it('accepts job progress and billing polls', () => {
    expect(JobProgress.parse({ job_id: uid(700), status: 'completed', progress: 100 }).status).toBe('completed');
    expect(JobProgress.safeParse({ job_id: uid(700), status: 'done' }).success).toBe(false);
    expect(
      BillingPoll.parse({ current_balance: -45, daily_spent: 30, monthly_spent: 480, account_suspended: false })
        .current_balance,
    ).toBe(-45);
    expect(BillingPoll.safeParse({ current_balance: 10, daily_spent: -1, monthly_spent: 0 }).success).toBe(false);
  });
});
