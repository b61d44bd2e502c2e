// Review queue, counters and decisions — spec part 1 §2 (Review queue, Review dialog), §4, §7.
import { sql } from 'drizzle-orm';
import {
  displayCleanName,
  type ReviewHistoryQuery,
  type ReviewHistoryResponse,
  type ReviewQueueQuery,
  type ReviewQueueResponse,
  type ReviewQueueStats,
  type ReviewSubmission,
  type ReviewSubmitResponse,
} from '@curate/core/contract';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { withTenant } from '../auth/tenantScope';
import type { Database } from '../db/client';
import { applyFieldChanges } from '../products/fieldChanges';
import { iso, isoOrNull, toEnhancedProduct } from '../products/mappers';
import { lockProduct, saveProduct } from '../products/productLock';
import { selectSourceCounts } from '../products/queries';
import { checkedChanges, type ProductRef } from '../products/service';
import {
  countQueue,
  countReviewHistory,
  insertReviewHistory,
  selectQueuePage,
  selectReviewHistoryPage,
  selectStats,
} from './queries';

/** Audit reason of field changes sent with a review that has no notes. */
export const REVIEW_CHANGE_REASON = 'Edited while reviewing';

/** GET /review-queue: one page of products with the given status (pending by default) and the total — spec part 1 §7. */
export async function getReviewQueue(
  database: Database,
  principal: Principal,
  companyId: string,
  query: ReviewQueueQuery,
): Promise<ReviewQueueResponse> {
  return withTenant(database, principal, async (tx) => {
    const rows = await selectQueuePage(tx, companyId, query);
    // A short, non-empty page (or a short first page) is the end of the list: no count needed.
    const isLast = rows.length < query.limit && (rows.length > 0 || query.offset === 0);
    const total = isLast ? query.offset + rows.length : await countQueue(tx, companyId, query);
    return {
      products: rows.map((row) => ({
        ...row,
        clean_name: displayCleanName(row.clean_name),
        source_count: Number(row.source_count),
        enhanced_at: isoOrNull(row.enhanced_at),
        updated_at: iso(row.updated_at),
      })),
      total,
    };
  });
}

/** GET /review-queue/stats: pending, approved and rejected counts — spec part 1 §3. */
export async function getReviewQueueStats(
  database: Database,
  principal: Principal,
  companyId: string,
): Promise<ReviewQueueStats> {
  return withTenant(database, principal, (tx) => selectStats(tx, companyId));
}

/**
 * POST and PUT /products/{id}/review: applies field_changes (each checked and audited) and the decision in
 * one transaction under the product lock, records review history, sets reviewed_at and the reviewer —
 * always the signed-in user, whatever user_id the client sends (spec part 1 §3 sends a placeholder) —
 * and bumps the version once. changes_applied counts the fields whose value changed.
 */
export async function submitReview(
  database: Database,
  principal: Principal,
  ref: ProductRef,
  body: z.output<typeof ReviewSubmission>,
): Promise<ReviewSubmitResponse> {
  return withTenant(database, principal, async (tx) => {
    const locked = await lockProduct(tx, ref.companyId, ref.productId, body.expected_version);
    const changes = body.field_changes ? await checkedChanges(tx, ref.companyId, body.field_changes) : [];
    const reason = body.review_notes ?? REVIEW_CHANGE_REASON;
    const outcome = await applyFieldChanges({ tx, product: locked, userId: principal.userId, reason }, changes);
    const product = await saveProduct(tx, locked, {
      ...outcome.core,
      review_status: body.review_status,
      review_notes: body.review_notes,
      reviewed_at: sql`clock_timestamp()`,
      reviewed_by_user_id: principal.userId,
    });
    await insertReviewHistory(tx, {
      company_id: locked.company_id,
      enhanced_product_id: locked.id,
      product_id: locked.product_id,
      previous_status: locked.review_status,
      review_status: body.review_status,
      review_notes: body.review_notes,
      field_changes: body.field_changes ?? null,
      reviewer_user_id: principal.userId,
    });
    const counts = await selectSourceCounts(tx, ref.companyId, [locked.id]);
    return { product: toEnhancedProduct(product, counts.get(locked.id) ?? 0), changes_applied: outcome.applied.length };
  });
}

/**
 * GET /review-history: past review decisions of the company, newest first, optionally of one product
 * (product_id is the enhanced product's id), with the product's display name and the reviewer's names.
 * An unknown or foreign product_id answers an empty page.
 */
export async function getReviewHistory(
  database: Database,
  principal: Principal,
  companyId: string,
  query: ReviewHistoryQuery,
): Promise<ReviewHistoryResponse> {
  return withTenant(database, principal, async (tx) => {
    const rows = await selectReviewHistoryPage(tx, companyId, query);
    const isLast = rows.length < query.limit && (rows.length > 0 || query.offset === 0);
    const total = isLast ? query.offset + rows.length : await countReviewHistory(tx, companyId, query);
    return {
      history: rows.map((row) => ({
        ...row,
        clean_name: displayCleanName(row.clean_name),
        reviewed_at: iso(row.reviewed_at),
      })),
      total,
    };
  });
}
