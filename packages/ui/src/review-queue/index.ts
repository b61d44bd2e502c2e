// @curate/ui review-queue: the review queue screen — spec part 1 §2. Its review dialog (ReviewQueue.Dialog) loads in
// a chunk of its own; ReviewDialog and ProductReviewDialog themselves are in @curate/ui/review-dialog.
export { ReviewQueue, type ReviewQueueProps } from './ReviewQueue';
export {
  MessageOverlay as ReviewMessageOverlay,
  type MessageOverlayProps as ReviewMessageOverlayProps,
} from '../internal/MessageOverlay';
export { QueueHeader as ReviewQueueHeader, type QueueHeaderProps as ReviewQueueHeaderProps } from './parts/QueueHeader';
export {
  QueueCounters as ReviewQueueCounters,
  type QueueCountersProps as ReviewQueueCountersProps,
} from './parts/QueueCounters';
export { QueueTable as ReviewQueueTable, type QueueTableProps as ReviewQueueTableProps } from './parts/QueueTable';
export { QueueRow as ReviewQueueRow, type QueueRowProps as ReviewQueueRowProps } from './parts/QueueRow';
export { QueueEmpty as ReviewQueueEmpty } from './parts/QueueEmpty';
export {
  QueuePagination as ReviewQueuePagination,
  type QueuePaginationProps as ReviewQueuePaginationProps,
} from './parts/QueuePagination';
export { reviewQueueColumns, reviewQueueFeatures } from './parts/queueColumns';
export { reviewStatusTone } from '../internal/format';
