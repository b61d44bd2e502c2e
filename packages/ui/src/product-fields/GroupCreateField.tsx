import type { CustomFieldBody } from '@curate/core';
import { CreateFieldDialog } from './CreateFieldDialog';

/** Which group the 'Create New Custom Field' dialog was opened from, and the name typed in its add-field box. */
export interface CreateFieldTarget {
  groupId: string | null;
  groupName: string;
  name: string;
}

/** What the dialog needs of a review session or a product detail controller. */
export interface FieldCreator {
  createField: (body: CustomFieldBody, groupId: string | null) => Promise<unknown>;
  createFieldError: string | null;
  resetCreateField: () => void;
}

/**
 * 'Create New Custom Field' opened from a group's add-field box, wired to a controller: creates the definition
 * in that group, then adds it to the product (review dialog and product detail dialog alike).
 */
export function GroupCreateField({
  creator,
  target,
  onDone,
}: {
  creator: FieldCreator;
  target: CreateFieldTarget | null;
  onDone: () => void;
}) {
  const close = () => {
    creator.resetCreateField();
    onDone();
  };
  return (
    <CreateFieldDialog
      open={target !== null}
      onClose={close}
      groupName={target?.groupName ?? ''}
      initialName={target?.name ?? ''}
      errorMessage={creator.createFieldError}
      onCreate={async (body) => {
        await creator.createField(body, target?.groupId ?? null);
        close();
      }}
    />
  );
}
