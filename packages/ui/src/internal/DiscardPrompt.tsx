import { type LeaveGuard, commonMessages, useTexts } from '@curate/core';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';

/**
 * 'Discard unsaved changes?' over a product dialog whose edits would be lost (issue #14): Keep editing
 * (focused first; also Esc or a click outside) and Discard.
 */
export function DiscardPrompt({ guard }: { guard: LeaveGuard }) {
  const common = useTexts('common', commonMessages);
  return (
    <Dialog
      open={guard.prompting}
      onClose={guard.keep}
      role="alertdialog"
      size="sm"
      title={common.discardTitle}
      description={common.discardText}
      showCloseButton={false}
      className="curate-DiscardPrompt"
      footer={
        <>
          <Button data-autofocus onClick={guard.keep}>
            {common.keepEditing}
          </Button>
          <Button variant="danger" onClick={guard.discard}>
            {common.discard}
          </Button>
        </>
      }
    />
  );
}
