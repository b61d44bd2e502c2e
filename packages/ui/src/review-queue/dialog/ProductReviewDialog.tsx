import { useProductReviewSession, type ReviewKeymap, type UseProductReviewSessionOptions } from '@curate/core';
import { MessageOverlay } from '../../internal/MessageOverlay';
import { ReviewDialog } from './ReviewDialog';

/** Props of ProductReviewDialog. */
export interface ProductReviewDialogProps
  extends Pick<UseProductReviewSessionOptions, 'onReviewed' | 'onLoadError' | 'initialMode'> {
  /** The company the product belongs to. */
  companyId: string;
  /** The product to review (enhanced product id); null shows nothing. */
  productId: string | null;
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called when the dialog closes by itself (Cancel, Escape, close button, or 300 ms after Approve / Reject); set `open` false. */
  onClose: () => void;
  /** Keys of the dialog's actions, over DEFAULT_REVIEW_KEYMAP; default none. */
  keymap?: Partial<ReviewKeymap>;
  /** Extra class names on the dialog panel. */
  className?: string;
}

/**
 * The review dialog over one product, ready-made — e.g. the catalogue's edit action (issue #4). Both panes,
 * edit mode, Cancel / Reject / Approve as in the queue, without Previous / Next; after a decision it closes
 * and its success message stays on the page for 3 s. A decided product can be edited and its decision changed.
 */
export function ProductReviewDialog({
  companyId,
  productId,
  open,
  onClose,
  onReviewed,
  onLoadError,
  initialMode,
  keymap,
  className,
}: ProductReviewDialogProps) {
  const session = useProductReviewSession({
    companyId,
    productId: open ? productId : null,
    onClose,
    onReviewed,
    onLoadError,
    initialMode,
  });
  return (
    <>
      <ReviewDialog session={session} keymap={keymap} className={className} />
      {!session.isOpen && (
        <MessageOverlay
          className="curate-ProductReviewDialog-message"
          message={session.message}
          onDismiss={session.dismissMessage}
        />
      )}
    </>
  );
}
