// Pure updates of the queue page and counters after a decision — spec part 1 §4. The reducer applies them
// to its snapshot and the hooks apply the same ones to the query cache, so the table agrees with the dialog.
import type { ReviewQueueResponse, ReviewQueueStats } from '../contract/index';
import type { ReviewVerdict } from './reviewSessionTypes';

/** Counters after a decision: pending down (never below 0), approved or rejected up — spec part 1 §4. */
export function moveReviewCounters(stats: ReviewQueueStats, verdict: ReviewVerdict): ReviewQueueStats {
  return {
    total_pending: Math.max(0, stats.total_pending - 1),
    total_approved: stats.total_approved + (verdict === 'approved' ? 1 : 0),
    total_rejected: stats.total_rejected + (verdict === 'rejected' ? 1 : 0),
  };
}

/** A queue page without a decided product, its total one lower (the product left the queue — spec part 1 §4). */
export function removeFromQueuePage<P extends Pick<ReviewQueueResponse, 'products' | 'total'>>(
  page: P,
  productId: string,
): P {
  const products = page.products.filter((p) => p.id !== productId);
  if (products.length === page.products.length) return { ...page, total: Math.max(0, page.total - 1) };
  return { ...page, products, total: Math.max(0, page.total - 1) };
}

/** Zero-based index of the last page holding any of `total` products (0 when empty). */
export const lastPageFor = (total: number, pageSize: number): number => Math.max(0, Math.ceil(total / pageSize) - 1);

/** Number of pages for `total` products (at least 1). */
export const pageCountFor = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
