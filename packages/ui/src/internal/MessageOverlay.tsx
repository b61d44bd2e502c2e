import { type ReviewMessage, commonMessages, useTexts } from '@curate/core';
import { cx } from '../theme/cx';
import { Button } from '../primitives/Button/Button';

/** Props of the review message overlay. */
export interface MessageOverlayProps {
  /** The message to show; null shows nothing (the live regions stay, so the next message is announced). */
  message: ReviewMessage | null;
  /** Hides the message early. */
  onDismiss: (id: number) => void;
  className?: string;
}

/** The review dialog's message overlay; the session hides it after 3 s — spec part 1 §2, §9. */
export function MessageOverlay({ message, onDismiss, className }: MessageOverlayProps) {
  const common = useTexts('common', commonMessages);
  const content = (kind: ReviewMessage['kind']) =>
    message && message.kind === kind ? (
      <div className="curate-ReviewMessage-box" data-kind={kind}>
        <span className="curate-ReviewMessage-text">{message.text}</span>
        <Button size="sm" variant="ghost" aria-label={common.dismissMessage} onClick={() => onDismiss(message.id)}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
    ) : null;
  return (
    <div
      className={cx('curate-ReviewMessage', className)}
      data-slot="review-message"
      data-open={message ? '' : undefined}
    >
      <div role="status" aria-live="polite">
        {content('success')}
      </div>
      <div role="alert">{content('error')}</div>
    </div>
  );
}
