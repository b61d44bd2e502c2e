import { ReviewQueueBase, useReviewQueueContext, type ReviewKeymap, type ReviewQueueBaseProps } from '@curate/core';
import type { ReactNode } from 'react';
import { cx } from '../theme/cx';
import { MessageOverlay } from '../internal/MessageOverlay';
import { LazyReviewDialog } from './dialog/LazyReviewDialog';
import { QueueCounters } from './parts/QueueCounters';
import { QueueEmpty } from './parts/QueueEmpty';
import { QueueHeader } from './parts/QueueHeader';
import { QueuePagination } from './parts/QueuePagination';
import { QueueRow } from './parts/QueueRow';
import { QueueTable } from './parts/QueueTable';

/** Props of ReviewQueue. */
export interface ReviewQueueProps extends Omit<ReviewQueueBaseProps, 'children' | 'loading' | 'error' | 'empty'> {
  /** Keys of the review dialog's actions, over DEFAULT_REVIEW_KEYMAP (A, R, E, Mod+S, N, P, Escape); default none. */
  keymap?: Partial<ReviewKeymap>;
  /** Extra class names on the widget root. */
  className?: string;
  /** Your layout of the parts (ReviewQueue.Header, .Counters, .Table, .Dialog, .Message ...); default all of them. */
  children?: ReactNode;
}

/** The review message shown on the queue screen while no dialog is open (e.g. after the last product). */
function QueueMessage() {
  const { session } = useReviewQueueContext();
  if (session.isOpen) return null;
  return (
    <MessageOverlay
      className="curate-ReviewQueue-message"
      message={session.message}
      onDismiss={session.dismissMessage}
    />
  );
}

function Layout({ className, children, keymap }: Pick<ReviewQueueProps, 'className' | 'children' | 'keymap'>) {
  const { queue, session } = useReviewQueueContext();
  return (
    <div
      className={cx('curate-ReviewQueue', className)}
      data-slot="review-queue"
      data-state={queue.status}
      data-dialog={session.isOpen ? '' : undefined}
    >
      {children ?? (
        <>
          <QueueHeader />
          <QueueCounters />
          <QueueTable />
          <LazyReviewDialog keymap={keymap} />
          <QueueMessage />
        </>
      )}
    </div>
  );
}

/**
 * The review queue screen, ready-made — spec part 1 §2: title, counters, the table of pending products with
 * paging, and the review dialog. Compose your own from ReviewQueue.Header, .Counters, .Table, .Row, .Empty,
 * .Pagination, .Dialog and .Message inside <ReviewQueue>. Reports to the host only through onReviewed and
 * onLoadError.
 */
function ReviewQueueRoot({ className, keymap, children, ...base }: ReviewQueueProps) {
  return (
    <ReviewQueueBase {...base}>
      <Layout className={className} keymap={keymap}>
        {children}
      </Layout>
    </ReviewQueueBase>
  );
}

export const ReviewQueue = Object.assign(ReviewQueueRoot, {
  Header: QueueHeader,
  Counters: QueueCounters,
  Table: QueueTable,
  Row: QueueRow,
  Empty: QueueEmpty,
  Pagination: QueuePagination,
  Dialog: LazyReviewDialog,
  Message: QueueMessage,
});
