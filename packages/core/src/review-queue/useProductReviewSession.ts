import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateCatalogLists } from '../shared/invalidation';
import { useReviewSession, type ReviewSessionController, type UseReviewSessionOptions } from './useReviewSession';
import type { ReviewMode } from './reviewSessionTypes';

export interface UseProductReviewSessionOptions
  extends Pick<UseReviewSessionOptions, 'onReviewed' | 'onLoadError' | 'userId'> {
  /** The company the product belongs to. */
  companyId: string;
  /** The product to review (enhanced product id); null keeps the dialog closed. Changing it opens the new product. */
  productId: string | null;
  /** Called when the dialog closes by itself: Cancel, Escape, the close button, or 300 ms after a decision. Default none. */
  onClose?: () => void;
  /** Mode the product opens in; default 'view' (spec part 1 §4). The catalogue's edit action may pass 'edit'. */
  initialMode?: ReviewMode;
}

/**
 * The review dialog over one product, e.g. opened by the catalogue's edit action (issue #4): the same
 * ReviewSessionController as the queue's, without Next / Previous. Approve and Reject work on any product: a
 * pending one gets its decision (POST review), a decided one has it changed (PUT review); unsaved edits go
 * along with Approve. On success the message shows, the company's queue, counters and catalogue pages reload, and 300 ms after
 * the decision was made the dialog closes instead of advancing (spec part 1 §4) and `onClose` is called.
 */
export function useProductReviewSession({
  companyId,
  productId,
  onClose,
  onReviewed,
  onLoadError,
  userId,
  initialMode = 'view',
}: UseProductReviewSessionOptions): ReviewSessionController {
  const queryClient = useQueryClient();
  const session = useReviewSession({
    companyId,
    onReviewed: (product, decision) => {
      void invalidateCatalogLists(queryClient, companyId);
      onReviewed?.(product, decision);
    },
    onLoadError,
    userId,
    prefetch: false,
  });
  const { open, close, setMode, isOpen } = session;

  const modeRef = useRef(initialMode);
  modeRef.current = initialMode;
  useEffect(() => {
    if (productId === null) {
      close();
      return;
    }
    open(productId);
    if (modeRef.current === 'edit') setMode('edit');
  }, [productId, open, close, setMode]);

  // Tell the host once the dialog has closed by itself, so it can drop its `open` / productId.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen && productId !== null) onCloseRef.current?.();
    wasOpen.current = isOpen;
  }, [isOpen, productId]);

  return session;
}
