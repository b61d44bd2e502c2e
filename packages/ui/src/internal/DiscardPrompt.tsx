import {
  DISCARD_CHANGES_TEXT,
  DISCARD_CHANGES_TITLE,
  DISCARD_LABEL,
  KEEP_EDITING_LABEL,
  type LeaveGuard,
} from '@curate/core';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';

/**
 * 'Discard unsaved changes?' over a product dialog whose edits would be lost (issue #14): Keep editing
 * (focused first; also Esc or a click outside) and Discard.
 */
export function DiscardPrompt({ guard }: { guard: LeaveGuard }) {
  return (
    <Dialog
      open={guard.prompting}
      onClose={guard.keep}
      role="alertdialog"
      size="sm"
      title={DISCARD_CHANGES_TITLE}
      description={DISCARD_CHANGES_TEXT}
      showCloseButton={false}
      className="curate-DiscardPrompt"
      footer={
        <>
          <Button data-autofocus onClick={guard.keep}>
            {KEEP_EDITING_LABEL}
          </Button>
          <Button variant="danger" onClick={guard.discard}>
            {DISCARD_LABEL}
          </Button>
        </>
      }
    />
  );
}
