import { CreateFieldDialog } from '../../product-fields/CreateFieldDialog';
import type { ProductDetailController } from '@curate/core';

/** Which group the 'Create New Custom Field' dialog was opened from, and the name typed. */
export interface DetailCreateTarget {
  groupId: string | null;
  groupName: string;
  name: string;
}

/**
 * 'Create New Custom Field' from a group's add-field box: creates the definition in that group, then adds it to
 * the product (the same dialog as the review dialog's; decision, issue #5, instead of 'not yet implemented').
 */
export function DetailCreateField({ detail, target, onDone }: { detail: ProductDetailController; target: DetailCreateTarget | null; onDone: () => void }) {
  const close = () => {
    detail.resetCreateField();
    onDone();
  };
  return (
    <CreateFieldDialog
      open={target !== null}
      onClose={close}
      groupName={target?.groupName ?? ''}
      initialName={target?.name ?? ''}
      errorMessage={detail.createFieldError}
      onCreate={async (body) => {
        await detail.createField(body, target?.groupId ?? null);
        close();
      }}
    />
  );
}
