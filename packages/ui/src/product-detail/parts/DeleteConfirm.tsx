import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { DELETE_CONFIRM_TEXT, DELETE_CONFIRM_TITLE, type ProductDetailController } from '@curate/core';

/**
 * The delete confirmation — spec part 1 §2: 'Are you sure you want to delete this product?' and 'This action
 * cannot be undone.', Cancel (focused first) and Delete ('Deleting...' while the call runs).
 */
export function DeleteConfirm({ detail }: { detail: ProductDetailController }) {
  const { status } = detail.state;
  const deleting = status === 'deleting';
  return (
    <Dialog
      open={status === 'confirmingDelete' || deleting}
      onClose={() => !deleting && detail.cancelDelete()}
      role="alertdialog"
      size="sm"
      title={DELETE_CONFIRM_TITLE}
      description={DELETE_CONFIRM_TEXT}
      showCloseButton={false}
      className="curate-ProductDetail-confirm"
      footer={
        <>
          <Button data-autofocus disabled={deleting} onClick={detail.cancelDelete}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={deleting}
            loadingLabel="Deleting..."
            onClick={() => void detail.confirmDelete()}
          >
            Delete
          </Button>
        </>
      }
    />
  );
}
