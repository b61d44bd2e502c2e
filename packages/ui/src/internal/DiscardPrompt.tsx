import { useState } from 'react';
import { type LeaveGuard, commonMessages, useTexts } from '@curate/core';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';

/**
 * 'Discard unsaved changes?' over a product dialog whose edits would be lost (issue #14): Keep editing
 * (focused first; also Esc or a click outside) and Discard. Before a Reject, or an Approve in View Mode,
 * it says the decision goes without the edits ('Discard and reject', 'Discard and approve').
 */
export function DiscardPrompt({ guard }: { guard: LeaveGuard }) {
  const common = useTexts('common', commonMessages);
  // The words stay while the prompt closes (the reason is gone by then).
  const [reason, setReason] = useState(guard.reason);
  if (guard.reason !== null && guard.reason !== reason) setReason(guard.reason);
  const texts =
    reason === 'reject'
      ? { title: common.rejectDiscardTitle, text: common.rejectDiscardText, discard: common.discardAndReject }
      : reason === 'approve'
        ? { title: common.approveDiscardTitle, text: common.approveDiscardText, discard: common.discardAndApprove }
        : { title: common.discardTitle, text: common.discardText, discard: common.discard };
  return (
    <Dialog
      open={guard.prompting}
      onClose={guard.keep}
      role="alertdialog"
      size="sm"
      title={texts.title}
      description={texts.text}
      showCloseButton={false}
      className="curate-DiscardPrompt"
      footer={
        <>
          <Button data-autofocus onClick={guard.keep}>
            {common.keepEditing}
          </Button>
          <Button variant="danger" onClick={guard.discard}>
            {texts.discard}
          </Button>
        </>
      }
    />
  );
}
