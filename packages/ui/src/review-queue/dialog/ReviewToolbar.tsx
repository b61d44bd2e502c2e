import {
  editProblemsNotice,
  type ReviewKeymap,
  type ReviewSessionController,
  commonMessages,
  productFieldsMessages,
  reviewQueueMessages,
  useTexts,
} from '@curate/core';
import { Button } from '../../primitives/Button/Button';
import { KeyHint, keyShortcutsAttr } from './KeyHint';

/** Props of the review dialog's toolbar. */
export interface ReviewToolbarProps {
  session: ReviewSessionController;
  keymap: ReviewKeymap;
}

/**
 * View Mode / Edit Mode toggle, Save Changes (edit mode with unsaved changes only), Previous / Next (in a
 * queue) — spec part 1 §2; while edits break the API's text rule, a line saying how many to fix (issue #11).
 */
export function ReviewToolbar({ session, keymap }: ReviewToolbarProps) {
  const { mode, canSave, canStep, status, edits } = session;
  const busy = status !== 'viewing' && status !== 'editing';
  const reviewQueue = useTexts('reviewQueue', reviewQueueMessages);
  const common = useTexts('common', commonMessages);
  const productFields = useTexts('productFields', productFieldsMessages);
  const notice = editProblemsNotice(session.problems, productFields);
  return (
    <div className="curate-DialogLayout-toolbar curate-ReviewDialog-toolbar" data-slot="review-toolbar">
      <div className="curate-DialogLayout-group curate-ReviewDialog-modes" role="group" aria-label={common.mode}>
        <Button
          size="sm"
          variant={mode === 'view' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'view'}
          disabled={busy}
          onClick={() => session.setMode('view')}
          aria-keyshortcuts={keyShortcutsAttr(keymap.edit)}
        >
          {common.viewMode}
        </Button>
        <Button
          size="sm"
          variant={mode === 'edit' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'edit'}
          disabled={busy}
          onClick={() => session.setMode('edit')}
          aria-keyshortcuts={keyShortcutsAttr(keymap.edit)}
        >
          {common.editMode}
        </Button>
        <KeyHint binding={keymap.edit} />
      </div>
      {(canSave || status === 'saving' || (mode === 'edit' && edits.dirty)) && (
        <Button
          size="sm"
          variant="primary"
          loading={status === 'saving'}
          loadingLabel={common.saving}
          disabled={status !== 'saving' && !canSave}
          onClick={() => void session.save()}
          aria-keyshortcuts={keyShortcutsAttr(keymap.save)}
        >
          {common.saveChanges} <KeyHint binding={keymap.save} />
        </Button>
      )}
      {edits.dirty && (
        <span className="curate-DialogLayout-unsaved curate-ReviewDialog-unsaved" data-slot="review-unsaved">
          {common.unsavedChanges}
        </span>
      )}
      {notice && (
        <span
          className="curate-DialogLayout-problems curate-ReviewDialog-problems"
          data-slot="review-edit-problems"
          role="status"
        >
          {notice}
        </span>
      )}
      {session.inQueue && (
        <div
          className="curate-DialogLayout-group curate-DialogLayout-end curate-ReviewDialog-steps"
          role="group"
          aria-label={reviewQueue.products}
        >
          <Button
            size="sm"
            variant="ghost"
            disabled={!canStep}
            onClick={session.previous}
            aria-keyshortcuts={keyShortcutsAttr(keymap.previous)}
          >
            {common.previous} <KeyHint binding={keymap.previous} />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={!canStep}
            onClick={session.next}
            aria-keyshortcuts={keyShortcutsAttr(keymap.next)}
          >
            {common.next} <KeyHint binding={keymap.next} />
          </Button>
        </div>
      )}
    </div>
  );
}
