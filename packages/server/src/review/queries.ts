// Reads and writes of the review calls: queue page, totals, counters, review history rows (spec part 1 §7).
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ReviewHistoryQuery, ReviewQueueQuery } from '@curate/core/contract';
import type { TenantTx } from '../auth/tenantScope';
import { enhancedProducts, reviewHistory, sources, users } from '../db/schema';
import { outer } from '../products/queries';

function queueWhere(companyId: string, query: ReviewQueueQuery): SQL | undefined {
  return and(
    eq(enhancedProducts.company_id, companyId),
    eq(enhancedProducts.review_status, query.review_status),
    query.min_quality_score === undefined
      ? undefined
      : gte(enhancedProducts.quality_confidence_score, query.min_quality_score),
    query.max_quality_score === undefined
      ? undefined
      : lte(enhancedProducts.quality_confidence_score, query.max_quality_score),
  );
}

/**
 * One page of the queue, oldest enhancement first (enhanced_products_company_status_idx), each product
 * with its source count (sources_company_product_idx, one probe per row of the page).
 */
export async function selectQueuePage(tx: TenantTx, companyId: string, query: ReviewQueueQuery) {
  return tx
    .select({
      id: enhancedProducts.id,
      product_id: enhancedProducts.product_id,
      raw_product_id: enhancedProducts.raw_product_id,
      clean_name: enhancedProducts.clean_name,
      short_description: enhancedProducts.short_description,
      quality_confidence_score: enhancedProducts.quality_confidence_score,
      review_status: enhancedProducts.review_status,
      enhanced_at: enhancedProducts.enhanced_at,
      updated_at: enhancedProducts.updated_at,
      source_count: sql<number>`(select count(*)::int from ${sources} s where s.company_id = ${companyId} and s.enhanced_product_id = ${outer(enhancedProducts.id)})`,
    })
    .from(enhancedProducts)
    .where(queueWhere(companyId, query))
    .orderBy(sql`${enhancedProducts.enhanced_at} asc nulls last`, asc(enhancedProducts.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** How many products match the queue filters. */
export async function countQueue(tx: TenantTx, companyId: string, query: ReviewQueueQuery): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(enhancedProducts)
    .where(queueWhere(companyId, query));
  return Number(row?.total ?? 0);
}

/** Pending, approved and rejected counts of the company, in one scan of its status index. */
export async function selectStats(tx: TenantTx, companyId: string) {
  const [row] = await tx
    .select({
      total_pending: sql<number>`count(*) filter (where ${enhancedProducts.review_status} = 'pending')::int`,
      total_approved: sql<number>`count(*) filter (where ${enhancedProducts.review_status} = 'approved')::int`,
      total_rejected: sql<number>`count(*) filter (where ${enhancedProducts.review_status} = 'rejected')::int`,
    })
    .from(enhancedProducts)
    .where(eq(enhancedProducts.company_id, companyId));
  return {
    total_pending: Number(row?.total_pending ?? 0),
    total_approved: Number(row?.total_approved ?? 0),
    total_rejected: Number(row?.total_rejected ?? 0),
  };
}

/** Records one review decision (review history and dashboard activity). */
export async function insertReviewHistory(
  tx: TenantTx,
  row: Omit<typeof reviewHistory.$inferInsert, 'id' | 'created_at'>,
): Promise<void> {
  await tx.insert(reviewHistory).values({ ...row, created_at: sql`clock_timestamp()` as unknown as Date });
}

const historyWhere = (companyId: string, query: ReviewHistoryQuery) =>
  and(
    eq(reviewHistory.company_id, companyId),
    query.product_id ? eq(reviewHistory.enhanced_product_id, query.product_id) : undefined,
  );

/**
 * One page of review decisions, newest first (review_history_company_created_idx, or
 * review_history_company_product_idx for one product), with the product's name and the reviewer.
 */
export async function selectReviewHistoryPage(tx: TenantTx, companyId: string, query: ReviewHistoryQuery) {
  return tx
    .select({
      id: reviewHistory.id,
      product_id: reviewHistory.product_id,
      clean_name: enhancedProducts.clean_name,
      review_status: reviewHistory.review_status,
      review_notes: reviewHistory.review_notes,
      reviewed_at: reviewHistory.created_at,
      username: users.username,
      full_name: users.full_name,
    })
    .from(reviewHistory)
    .innerJoin(enhancedProducts, eq(enhancedProducts.id, reviewHistory.enhanced_product_id))
    .leftJoin(users, eq(users.id, reviewHistory.reviewer_user_id))
    .where(historyWhere(companyId, query))
    .orderBy(desc(reviewHistory.created_at), desc(reviewHistory.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** How many review decisions match. */
export async function countReviewHistory(tx: TenantTx, companyId: string, query: ReviewHistoryQuery): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(reviewHistory)
    .where(historyWhere(companyId, query));
  return Number(row?.total ?? 0);
}
