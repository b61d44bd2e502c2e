import { useEffect, useRef } from 'react';
import type { ReviewMode } from './reviewSessionTypes';
import type { ReviewSessionController } from './useReviewSession';

/**
 * Opens the product a host asks for in a queue's review dialog, e.g. the catalogue's edit action on the Review
 * tab (spec part 1 §2), pending or not, and tells the host once the dialog has left it (closed, a decision,
 * Next / Previous, another product), so the host can drop the request (e.g. from its address).
 */
export function useRequestedProduct(
  session: ReviewSessionController,
  productId: string | null | undefined,
  mode: ReviewMode | undefined,
  onLeave: (() => void) | undefined,
) {
  const { open, setMode } = session;
  const modeRef = useRef(mode);
  modeRef.current = mode;
  useEffect(() => {
    if (!productId) return;
    open(productId);
    if (modeRef.current === 'edit') setMode('edit');
  }, [productId, open, setMode]);

  const showing = !!productId && session.isOpen && session.state.currentId === productId;
  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;
  const wasShowing = useRef(false);
  useEffect(() => {
    if (wasShowing.current && !showing) onLeaveRef.current?.();
    wasShowing.current = showing;
  }, [showing]);
}
