// Dashboard counters — spec part 2 §2.6, §3, §7.1 (issue #17): two queries under the tenant's row-level
// security, each answered from an index (migration 0008): the products per review status and whole score,
// and the counts of raw products, active jobs and the last 24 hours' review decisions.
import { count, eq, sql } from 'drizzle-orm';
import { CANCELLABLE_JOB_STATUSES, type DashboardStats, type QualityBucket } from '@curate/core/contract';
import type { Principal } from '../auth/principal';
import { withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { enhancedProducts, enhancementJobs, rawProducts, reviewHistory } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** GET /companies/{cid}/dashboard/stats. */
export async function getDashboardStats(
  database: Database,
  principal: Principal,
  companyId: string,
): Promise<DashboardStats> {
  return withTenant(database, principal, async (tx) => {
    const score = enhancedProducts.quality_confidence_score;
    const groups = await tx
      .select({
        status: enhancedProducts.review_status,
        bucket: sql<number | null>`floor(${score})::int`,
        n: count(),
        sum: sql<string | null>`sum(${score})`,
      })
      .from(enhancedProducts)
      .where(eq(enhancedProducts.company_id, companyId))
      .groupBy(enhancedProducts.review_status, sql`2`);
    const since = new Date(Date.now() - DAY_MS);
    const active = sql.join(
      CANCELLABLE_JOB_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    );
    const result = (await tx.execute(sql`select
      (select count(*) from ${rawProducts} where ${rawProducts.company_id} = ${companyId})::int as raw,
      (select count(*) from ${enhancementJobs} where ${enhancementJobs.company_id} = ${companyId}
         and ${enhancementJobs.status} in (${active}))::int as active,
      (select count(*) from ${reviewHistory} where ${reviewHistory.company_id} = ${companyId}
         and ${reviewHistory.created_at} > ${since.toISOString()})::int as reviews`)) as unknown as {
      rows: { raw: number; active: number; reviews: number }[];
    };
    const counts = result.rows[0];
    return statsOf(groups, {
      raw: Number(counts?.raw ?? 0),
      active: Number(counts?.active ?? 0),
      reviews: Number(counts?.reviews ?? 0),
    });
  });
}

interface Group {
  status: 'pending' | 'approved' | 'rejected' | 'skipped';
  bucket: number | null;
  n: number;
  sum: string | null;
}

/** The answer from the grouped product counts and the three other counts. */
export function statsOf(groups: Group[], counts: { raw: number; active: number; reviews: number }): DashboardStats {
  const breakdown = { approved: 0, rejected: 0, skipped: 0, pending: 0 };
  const buckets: QualityBucket[] = Array.from({ length: 11 }, (_, score) => ({ score, count: 0 }));
  let total = 0;
  let scored = 0;
  let scoreSum = 0;
  for (const group of groups) {
    const n = Number(group.n);
    total += n;
    breakdown[group.status] += n;
    if (group.bucket === null) continue;
    const bucket = buckets[Math.min(10, Math.max(0, Number(group.bucket)))];
    if (bucket) bucket.count += n;
    scored += n;
    scoreSum += Number(group.sum ?? 0);
  }
  const average = scored === 0 ? null : round1(scoreSum / scored);
  return {
    total_enhanced: total,
    pending_review: breakdown.pending,
    status_breakdown: breakdown,
    average_quality_score: average,
    recent_reviews_24h: counts.reviews,
    enhancement_jobs_active: counts.active,
    raw_products_imported: counts.raw,
    completion_rate: counts.raw === 0 ? 0 : Math.min(100, round1((total / counts.raw) * 100)),
    company_total: total,
    company_quality: average,
    quality_distribution: buckets,
  };
}
