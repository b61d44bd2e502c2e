import {
  formatScoreOutOfTen,
  resolveKeymap,
  useBrowserLeaveGuard,
  useLeaveGuard,
  useOptionalReviewQueueContext,
  useReviewShortcuts,
  type ReviewKeymap,
  type ReviewSessionController,
  type ReviewShortcutAction,
  commonMessages,
  reviewQueueMessages,
  useTexts,
} from '@curate/core';
import { useMemo, useRef, useState } from 'react';
import { cx } from '../../theme/cx';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { ReviewChecksSummary } from '../../product-fields/FieldCheck';
import { QualityScoreBadge } from '../../product-fields/QualityScoreBadge';
import { EnhancedDataPane } from './EnhancedDataPane';
import { KeyHint, keyShortcutsAttr } from './KeyHint';
import { DiscardPrompt } from '../../internal/DiscardPrompt';
import { MessageOverlay } from '../../internal/MessageOverlay';
import { OriginalInputPane } from './OriginalInputPane';
import { GroupCreateField, type CreateFieldTarget } from '../../product-fields/GroupCreateField';
import { ReviewToolbar } from './ReviewToolbar';
import { useDialogFocus } from './useDialogFocus';

/** Props of ReviewDialog. */
export interface ReviewDialogProps {
  /** The review session to show; default the one of the surrounding ReviewQueue / ReviewQueueBase. */
  session?: ReviewSessionController;
  /** Keys for approve, reject, edit, save, next, previous and close, over DEFAULT_REVIEW_KEYMAP; default none. */
  keymap?: Partial<ReviewKeymap>;
  /**
   * While edits are unsaved: warn before the tab closes or reloads, and hold the browser's Back to ask first
   * (see useBrowserLeaveGuard). Set false when the host guards leaving itself; default true.
   */
  guardBrowserLeave?: boolean;
  /** Extra class names on the dialog panel. */
  className?: string;
}

function useSessionFromContext(given: ReviewSessionController | undefined): ReviewSessionController {
  const context = useOptionalReviewQueueContext();
  const session = given ?? context?.session;
  if (!session) throw new Error('ReviewDialog needs a session prop or a surrounding <ReviewQueue> / <ReviewQueueBase>');
  return session;
}

/**
 * The full-screen review dialog — spec part 1 §2, §4: 'Review Product: {id}', quality badge, View / Edit
 * Mode, Save Changes, the Original Input Data and AI-Enhanced Product Data panes, Cancel / Reject / Approve
 * and the message overlay. Every action has a key, shown beside it; focus moves to the product on open
 * and on each new product, and to the first input on entering edit mode.
 */
export function ReviewDialog({
  session: given,
  keymap: overrides,
  guardBrowserLeave = true,
  className,
}: ReviewDialogProps) {
  const session = useSessionFromContext(given);
  const reviewQueue = useTexts('reviewQueue', reviewQueueMessages);
  const common = useTexts('common', commonMessages);
  const overridesKey = JSON.stringify(overrides ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the overrides' content, so an inline object prop does not rebuild the keymap each render.
  const keymap = useMemo(() => resolveKeymap(overrides), [overridesKey]);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const enhancedRef = useRef<HTMLElement>(null);
  const [createFor, setCreateFor] = useState<CreateFieldTarget | null>(null);
  useDialogFocus(session, enhancedRef);
  // Closing with unsaved edits (Esc, Cancel, the close button, a click outside, the browser's Back) asks
  // first; Next and Previous wait for Save. Reject does not save edits, and Approve in View Mode
  // does not send the edits it hides: both ask before the edits are dropped.
  const leave = useLeaveGuard(session.edits.dirty);
  const close = () => leave.guard(session.close);
  const browser = useBrowserLeaveGuard({
    active: session.isOpen && session.edits.dirty,
    enabled: guardBrowserLeave,
    onBack: () =>
      leave.guard(() => {
        session.close();
        browser.proceed();
      }),
  });
  const reject = () => leave.guard(() => void session.reject(), { reason: 'reject' });
  const approve = () => {
    if (session.mode === 'view')
      leave.guard(() => void session.approve(), { reason: 'approve', onKeep: () => session.setMode('edit') });
    else void session.approve();
  };

  const onAction = (action: ReviewShortcutAction): boolean => {
    switch (action) {
      case 'approve':
        if (!session.canDecide) return false;
        approve();
        return true;
      case 'reject':
        if (!session.canDecide) return false;
        reject();
        return true;
      case 'edit':
        if (session.status !== 'viewing' && session.status !== 'editing') return false;
        session.toggleMode();
        return true;
      case 'save':
        void session.save();
        return true; // never the browser's own save dialog
      case 'next':
      case 'previous':
        if (!session.canStep) return false;
        if (action === 'next') session.next();
        else session.previous();
        return true;
      case 'close':
        close();
        return true;
    }
  };
  useReviewShortcuts({
    element: panel,
    keymap,
    onAction,
    enabled: session.isOpen && createFor === null && !leave.prompting,
  });

  const product = session.detail?.product;
  const productId = product?.product_id ?? session.item?.product_id ?? '';
  const score = product?.quality_confidence_score ?? session.item?.quality_confidence_score ?? null;
  const deciding = session.status === 'submitting' ? session.state.verdict : null;
  // Edits the API's text rule refuses are never sent: Approve (which sends them) and Reject wait (issue #11).
  const held = deciding === null && Object.keys(session.problems).length > 0;
  return (
    <Dialog
      open={session.isOpen}
      onClose={close}
      size="full"
      ref={setPanel}
      initialFocus={enhancedRef}
      className={cx('curate-DialogLayout-panel', 'curate-ReviewDialog-panel', className)}
      closeLabel={reviewQueue.closeDialog}
      title={reviewQueue.dialogTitle(productId)}
      description={
        <span className="curate-ReviewDialog-quality">
          <QualityScoreBadge score={score} aria-hidden="true" />
          <span>{common.qualityScoreOf(formatScoreOutOfTen(score))}</span>
        </span>
      }
      footer={
        <>
          <Button onClick={close} aria-keyshortcuts={keyShortcutsAttr(keymap.close)}>
            {common.cancel} <KeyHint binding={keymap.close} />
          </Button>
          <Button
            variant="danger"
            loading={deciding === 'rejected'}
            disabled={held}
            onClick={reject}
            aria-keyshortcuts={keyShortcutsAttr(keymap.reject)}
          >
            {reviewQueue.reject} <KeyHint binding={keymap.reject} />
          </Button>
          <Button
            variant="primary"
            loading={deciding === 'approved'}
            disabled={held}
            onClick={approve}
            aria-keyshortcuts={keyShortcutsAttr(keymap.approve)}
          >
            {reviewQueue.approve} <KeyHint binding={keymap.approve} />
          </Button>
        </>
      }
    >
      <div
        className="curate-DialogLayout curate-ReviewDialog"
        data-slot="review-dialog"
        data-state={session.status}
        data-mode={session.mode}
        data-dirty={session.edits.dirty ? '' : undefined}
      >
        <ReviewToolbar session={session} keymap={keymap} />
        <ReviewChecksSummary checks={session.checks} />
        <div className="curate-DialogLayout-panes curate-ReviewDialog-panes">
          <OriginalInputPane session={session} />
          <EnhancedDataPane
            ref={enhancedRef}
            session={session}
            onCreateField={(group, name) => setCreateFor({ ...group, name })}
            onFieldAdded={(definition) => focusField(enhancedRef.current, definition.field_name)}
          />
        </div>
        <MessageOverlay message={session.message} onDismiss={session.dismissMessage} />
      </div>
      <GroupCreateField creator={session} target={createFor} onDone={() => setCreateFor(null)} />
      <DiscardPrompt guard={leave} />
    </Dialog>
  );
}

/** Moves focus to a field's input once it has rendered. */
function focusField(pane: HTMLElement | null, fieldName: string) {
  requestAnimationFrame(() => {
    const row = [...(pane?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].find(
      (el) => el.dataset.field === fieldName,
    );
    row?.querySelector<HTMLElement>('[data-slot="field-editor-input"], input, textarea')?.focus();
  });
}
