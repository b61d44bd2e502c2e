import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { type ProductDetailController, commonMessages, productDetailMessages, useTexts } from '@curate/core';

/**
 * The delete confirmation — spec part 1 §2: 'Are you sure you want to delete this product?' and 'This action
 * cannot be undone.', Cancel (focused first) and Delete ('Deleting...' while the call runs).
 */
export function DeleteConfirm({ detail }: { detail: ProductDetailController }) {
  const { status } = detail.state;
  const deleting = status === 'deleting';
  const m = useTexts('productDetail', productDetailMessages);
  const common = useTexts('common', commonMessages);
  return (
    <Dialog
      open={status === 'confirmingDelete' || deleting}
      onClose={() => !deleting && detail.cancelDelete()}
      role="alertdialog"
      size="sm"
      title={m.deleteConfirmTitle}
      description={m.deleteConfirmText}
      showCloseButton={false}
      className="curate-ProductDetail-confirm"
      footer={
        <>
          <Button data-autofocus disabled={deleting} onClick={detail.cancelDelete}>
            {common.cancel}
          </Button>
          <Button
            variant="danger"
            loading={deleting}
            loadingLabel={common.deleting}
            onClick={() => void detail.confirmDelete()}
          >
            {common.delete}
          </Button>
        </>
      }
    />
  );
}
