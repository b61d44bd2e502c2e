import { createContext, useContext, type ReactNode } from 'react';
import { baseContent } from '../provider/baseContent';
import { useReviewQueue, type ReviewLoadError, type ReviewQueueController } from './useReviewQueue';
import type { ReviewMode } from './reviewSessionTypes';
import { useRequestedProduct } from './useRequestedProduct';
import { useReviewSession, type ReviewSessionController, type UseReviewSessionOptions } from './useReviewSession';

/** The queue and the review session of one ReviewQueueBase. */
export interface ReviewQueueContextValue {
  queue: ReviewQueueController;
  session: ReviewSessionController;
}

const ReviewQueueContext = createContext<ReviewQueueContextValue | null>(null);

/** The nearest ReviewQueueBase's queue and session; throws outside one. */
export function useReviewQueueContext(): ReviewQueueContextValue {
  const value = useContext(ReviewQueueContext);
  if (!value) throw new Error('useReviewQueueContext must be used inside <ReviewQueueBase>');
  return value;
}

/** The nearest ReviewQueueBase's queue and session, or null outside one. */
export function useOptionalReviewQueueContext(): ReviewQueueContextValue | null {
  return useContext(ReviewQueueContext);
}

export interface ReviewQueueBaseProps {
  /** The company whose queue is reviewed. */
  companyId: string;
  /** Products per page; default 20 (spec part 1 §9). */
  pageSize?: number;
  /** Called after each approve or reject with the product and the decision. Default none. */
  onReviewed?: UseReviewSessionOptions['onReviewed'];
  /** Told of each load failure ({ type, message }). Default none. */
  onLoadError?: (error: ReviewLoadError) => void;
  /** Prefetch the next product while the current one is read; default true. */
  prefetch?: boolean;
  /**
   * A product to open in the review dialog, pending or not, e.g. the catalogue's edit action (spec part 1 §2);
   * opened when set or changed. After deciding a product that is not in the queue the dialog closes. Default none.
   */
  productId?: string | null;
  /** The mode `productId` opens in; default 'view'. */
  productMode?: ReviewMode;
  /** Called once the dialog has left `productId` (closed, decided, or moved on), so the host can drop it. Default none. */
  onProductLeave?: () => void;
  /** Shown instead of the children while the first page loads; default: the children render. */
  loading?: ReactNode;
  /** Shown instead of the children when the page fails to load; a function gets the error and a retry. Default: the children render. */
  error?: ReactNode | ((error: Error, retry: () => void) => ReactNode);
  /** Shown instead of the children when nothing is pending; default: the children render. */
  empty?: ReactNode;
  /** Your view of the queue, reading useReviewQueueContext(); a function receives the context. */
  children?: ReactNode | ((value: ReviewQueueContextValue) => ReactNode);
}

/**
 * Headless review queue: runs useReviewQueue and useReviewSession, puts both into context and renders the
 * loading / error / empty slots, so a partner can build their own view on the same logic.
 */
export function ReviewQueueBase({
  companyId,
  pageSize,
  onReviewed,
  onLoadError,
  prefetch,
  productId,
  productMode,
  onProductLeave,
  loading,
  error,
  empty,
  children,
}: ReviewQueueBaseProps) {
  const queue = useReviewQueue({ companyId, pageSize, onLoadError });
  const session = useReviewSession({ companyId, queue, onReviewed, onLoadError, prefetch });
  useRequestedProduct(session, productId, productMode, onProductLeave);
  const value: ReviewQueueContextValue = { queue, session };
  // The empty slot waits while a review dialog is still open on the last product.
  const content = baseContent(
    { ...queue, isEmpty: queue.isEmpty && !session.isOpen },
    { loading, error, empty },
    children,
    value,
  );
  return <ReviewQueueContext.Provider value={value}>{content}</ReviewQueueContext.Provider>;
}
