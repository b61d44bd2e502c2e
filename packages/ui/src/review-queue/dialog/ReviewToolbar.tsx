import { editProblemsNotice, type ReviewKeymap, type ReviewSessionController } from '@curate/core';
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
  const notice = editProblemsNotice(session.problems);
  return (
    <div className="curate-DialogLayout-toolbar curate-ReviewDialog-toolbar" data-slot="review-toolbar">
      <div className="curate-DialogLayout-group curate-ReviewDialog-modes" role="group" aria-label="Mode">
        <Button
          size="sm"
          variant={mode === 'view' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'view'}
          disabled={busy}
          onClick={() => session.setMode('view')}
          aria-keyshortcuts={keyShortcutsAttr(keymap.edit)}
        >
          View Mode
        </Button>
        <Button
          size="sm"
          variant={mode === 'edit' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'edit'}
          disabled={busy}
          onClick={() => session.setMode('edit')}
          aria-keyshortcuts={keyShortcutsAttr(keymap.edit)}
        >
          Edit Mode
        </Button>
        <KeyHint binding={keymap.edit} />
      </div>
      {(canSave || status === 'saving' || (mode === 'edit' && edits.dirty)) && (
        <Button
          size="sm"
          variant="primary"
          loading={status === 'saving'}
          loadingLabel="Saving..."
          disabled={status !== 'saving' && !canSave}
          onClick={() => void session.save()}
          aria-keyshortcuts={keyShortcutsAttr(keymap.save)}
        >
          Save Changes <KeyHint binding={keymap.save} />
        </Button>
      )}
      {edits.dirty && (
        <span className="curate-DialogLayout-unsaved curate-ReviewDialog-unsaved" data-slot="review-unsaved">
          Unsaved changes
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
          aria-label="Products"
        >
          <Button
            size="sm"
            variant="ghost"
            disabled={!canStep}
            onClick={session.previous}
            aria-keyshortcuts={keyShortcutsAttr(keymap.previous)}
          >
            Previous <KeyHint binding={keymap.previous} />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={!canStep}
            onClick={session.next}
            aria-keyshortcuts={keyShortcutsAttr(keymap.next)}
          >
            Next <KeyHint binding={keymap.next} />
          </Button>
        </div>
      )}
    </div>
  );
}
