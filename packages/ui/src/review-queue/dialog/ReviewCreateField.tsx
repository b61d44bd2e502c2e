import type { ReviewSessionController } from '@curate/core';
import { CreateFieldDialog } from '../../product-fields/CreateFieldDialog';

/** Which group the 'Create New Custom Field' dialog was opened from, and the name typed. */
export interface CreateFieldTarget {
  groupId: string | null;
  groupName: string;
  name: string;
}

/** The create-field dialog wired to the session: creates the definition in the group, then adds it to the product. */
export function ReviewCreateField({ session, target, onDone }: { session: ReviewSessionController; target: CreateFieldTarget | null; onDone: () => void }) {
  const close = () => {
    session.resetCreateField();
    onDone();
  };
  return (
    <CreateFieldDialog
      open={target !== null}
      onClose={close}
      groupName={target?.groupName ?? ''}
      initialName={target?.name ?? ''}
      errorMessage={session.createFieldError}
      onCreate={async (body) => {
        await session.createField(body, target?.groupId ?? null);
        close();
      }}
    />
  );
}
