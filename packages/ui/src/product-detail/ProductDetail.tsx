import type { EnhancedProductWithFields } from '@curate/core';
import { useRef, useState } from 'react';
import { cx } from '../theme/cx';
import { Dialog } from '../primitives/Dialog/Dialog';
import { DiscardPrompt } from '../internal/DiscardPrompt';
import { MessageOverlay } from '../internal/MessageOverlay';
import {
  useBrowserLeaveGuard,
  useLeaveGuard,
  useProductDetail,
  type ProductDetailController,
  productDetailMessages,
  useTexts,
} from '@curate/core';
import { AuditHistory } from './parts/AuditHistory';
import { DeleteConfirm } from './parts/DeleteConfirm';
import { GroupCreateField, type CreateFieldTarget } from '../product-fields/GroupCreateField';
import { DetailFields } from './parts/DetailFields';
import { DetailMeta, DetailToolbar } from './parts/DetailHeader';

/** Props of ProductDetailDialog: the styled dialog over a useProductDetail controller. */
export interface ProductDetailDialogProps {
  /** The product detail logic (from useProductDetail or ProductDetailBase). */
  detail: ProductDetailController;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on close (Esc, outside click, the close button) and after a delete. Edits are dropped on close — spec part 1 §4. */
  onClose: () => void;
  /** When given, an 'Open in Review' button hands the product to the host, which opens the review dialog for it. Default none. */
  onEditInReview?: (product: EnhancedProductWithFields) => void;
  /**
   * While edits are unsaved: warn before the tab closes or reloads, and hold the browser's Back to ask first
   * (see useBrowserLeaveGuard). Set false when the host guards leaving itself; default true.
   */
  guardBrowserLeave?: boolean;
  /** Extra class names on the dialog panel. */
  className?: string;
}

/**
 * The catalogue's product detail dialog over a controller — spec part 1 §2, §4: 'Product ID: …', quality score,
 * status and updated time; Delete (with confirmation), View / Edit Mode, Save Changes; field groups with link
 * rules, 'Manual Override' and source tooltips; the Audit History panel with Revert; messages per §8.
 */
export function ProductDetailDialog({
  detail,
  open,
  onClose,
  onEditInReview,
  guardBrowserLeave = true,
  className,
}: ProductDetailDialogProps) {
  const fieldsRef = useRef<HTMLElement>(null);
  const [createFor, setCreateFor] = useState<CreateFieldTarget | null>(null);
  const leaveNow = () => {
    detail.reset();
    setCreateFor(null);
    onClose();
  };
  // Closing with unsaved edits (Esc, the close button, a click outside, the browser's Back) asks first;
  // Open in Review waits for Save.
  const leave = useLeaveGuard(detail.edits.dirty);
  const close = () => leave.guard(leaveNow);
  const browser = useBrowserLeaveGuard({
    active: open && detail.edits.dirty,
    enabled: guardBrowserLeave,
    onBack: () =>
      leave.guard(() => {
        leaveNow();
        browser.proceed();
      }),
  });
  const m = useTexts('productDetail', productDetailMessages);
  const title = m.title(detail.product?.product_id ?? '…');
  return (
    <Dialog
      open={open}
      onClose={close}
      size="xl"
      initialFocus={fieldsRef}
      className={cx('curate-DialogLayout-panel', 'curate-ProductDetail-panel', className)}
      closeLabel={m.closeDialog}
      title={title}
      description={<DetailMeta detail={detail} />}
    >
      <div
        className="curate-DialogLayout curate-ProductDetail"
        data-slot="product-detail"
        data-state={detail.state.status}
        data-mode={detail.mode}
        data-load={detail.status}
        data-dirty={detail.edits.dirty ? '' : undefined}
      >
        <DetailToolbar
          detail={detail}
          onEditInReview={
            onEditInReview &&
            ((product) => {
              leaveNow();
              onEditInReview(product);
            })
          }
        />
        <div className="curate-DialogLayout-panes curate-ProductDetail-panes">
          <DetailFields
            ref={fieldsRef}
            detail={detail}
            onCreateField={(group, name) => setCreateFor({ ...group, name })}
          />
          <AuditHistory detail={detail} />
        </div>
        <MessageOverlay
          className="curate-ProductDetail-message"
          message={detail.message}
          onDismiss={detail.dismissMessage}
        />
      </div>
      <DeleteConfirm detail={detail} />
      <DiscardPrompt guard={leave} />
      <GroupCreateField creator={detail} target={createFor} onDone={() => setCreateFor(null)} />
    </Dialog>
  );
}

/** Props of ProductDetail. */
export interface ProductDetailProps {
  /** The company the product belongs to. */
  companyId: string;
  /** The enhanced product's id; null shows nothing loaded. */
  productId: string | null;
  /** Whether the dialog is shown; the product loads only while open. */
  open: boolean;
  /** Called on close and after a delete. */
  onClose: () => void;
  /** Called after the product was deleted (the dialog then closes; catalogue lists reload). Default none. */
  onDeleted?: (product: EnhancedProductWithFields) => void;
  /** Called after a save succeeded. Default none. */
  onSaved?: (product: EnhancedProductWithFields) => void;
  /** When given, an 'Open in Review' button closes this dialog and hands the product to the host. Default none. */
  onEditInReview?: (product: EnhancedProductWithFields) => void;
  /** Whether the user may delete (e.g. `canDeleteProducts(roles)`); false disables Delete. Default true. */
  canDelete?: boolean;
  /** Extra class names on the dialog panel. */
  className?: string;
}

/**
 * Ready-made product detail dialog: `<ProductDetail companyId productId open onClose />` — spec part 1 §2.
 * Compose your own from ProductDetailBase / useProductDetail and the parts (ProductDetail.Dialog, .Fields, ...).
 */
function ProductDetailRoot({
  companyId,
  productId,
  open,
  onClose,
  onDeleted,
  onSaved,
  onEditInReview,
  canDelete = true,
  className,
}: ProductDetailProps) {
  const detail = useProductDetail({
    companyId,
    productId,
    enabled: open,
    canDelete,
    onSaved,
    onDeleted: (product) => {
      onDeleted?.(product);
      // After a delete the dialog closes — spec part 1 §4 — and forgets its state, as any close does.
      detail.reset();
      onClose();
    },
  });
  return (
    <ProductDetailDialog
      detail={detail}
      open={open}
      onClose={onClose}
      onEditInReview={onEditInReview}
      className={className}
    />
  );
}

export const ProductDetail = Object.assign(ProductDetailRoot, {
  Dialog: ProductDetailDialog,
  Meta: DetailMeta,
  Toolbar: DetailToolbar,
  Fields: DetailFields,
  AuditHistory,
  DeleteConfirm,
});
