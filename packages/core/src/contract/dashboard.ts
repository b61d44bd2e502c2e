import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { ActivityLimitQuery, CompanyParams, Count, Id, QualityScore, StoredReviewStatus, Timestamp } from './common';

zodWithoutEvalInBrowsers();

/** Products per review status — spec part 2 §3. */
export const StatusBreakdown = z.object({
  approved: Count,
  rejected: Count,
  skipped: Count,
  pending: Count,
});
export type StatusBreakdown = z.infer<typeof StatusBreakdown>;

/** Enhanced products whose quality score rounds down to `score` (0-10): one bar of the dashboard's chart. */
export const QualityBucket = z.object({ score: z.int().check(z.gte(0), z.lte(10)), count: Count });
export type QualityBucket = z.infer<typeof QualityBucket>;

/**
 * Dashboard counters of a company — spec part 2 §3. completion_rate is the share (0-100) of imported raw
 * products that have an enhanced product; company_total and company_quality repeat the company's product
 * count and average score; quality_distribution has one bucket per whole score 0-10 (Curate's chart).
 */
export const DashboardStats = z.object({
  total_enhanced: Count,
  pending_review: Count,
  status_breakdown: StatusBreakdown,
  average_quality_score: z.nullable(QualityScore),
  recent_reviews_24h: Count,
  enhancement_jobs_active: Count,
  raw_products_imported: Count,
  completion_rate: z.number().check(z.gte(0), z.lte(100)),
  company_total: z.nullish(Count),
  company_quality: z.nullish(QualityScore),
  quality_distribution: z._default(z.array(QualityBucket), []),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** Stats shown when the call answers 404 — spec part 2 §7.1 ("a 404 is tolerated (empty stats)"). */
export const EMPTY_DASHBOARD_STATS: DashboardStats = {
  total_enhanced: 0,
  pending_review: 0,
  status_breakdown: { approved: 0, rejected: 0, skipped: 0, pending: 0 },
  average_quality_score: null,
  recent_reviews_24h: 0,
  enhancement_jobs_active: 0,
  raw_products_imported: 0,
  completion_rate: 0,
  company_total: null,
  company_quality: null,
  quality_distribution: [],
};

/** A recent review decision (dashboard activity and review history) — spec part 2 §3. `id` is the enhanced product's. */
export const ActivityItem = z.object({
  id: Id,
  product_id: z.string(),
  clean_name: z.nullable(z.string()),
  review_status: StoredReviewStatus,
  review_notes: z.nullable(z.string()),
  reviewed_at: z.nullable(Timestamp),
  username: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

/** Recent activity answer, newest first. */
export const ActivityResponse = z.object({ activity: z.array(ActivityItem) });
export type ActivityResponse = z.infer<typeof ActivityResponse>;

export const dashboardRoutes = {
  getDashboardStats: defineRoute({
    id: 'getDashboardStats',
    method: 'GET',
    path: '/companies/:companyId/dashboard/stats',
    params: CompanyParams,
    response: DashboardStats,
    auth: 'token',
    summary: 'Enhancement and review counters of the company.',
    tag: 'dashboard',
  }),
  getDashboardActivity: defineRoute({
    id: 'getDashboardActivity',
    method: 'GET',
    path: '/companies/:companyId/dashboard/activity',
    params: CompanyParams,
    query: ActivityLimitQuery,
    response: ActivityResponse,
    auth: 'token',
    summary: 'Recent review decisions (limit default 20, at most 100).',
    tag: 'dashboard',
  }),
} as const;
