// @curate/ui review-queue: the review queue screen and the review dialog — spec part 1 §2.
export { ReviewQueue, type ReviewQueueProps } from './ReviewQueue';
export { ReviewDialog, type ReviewDialogProps } from './dialog/ReviewDialog';
export { ProductReviewDialog, type ProductReviewDialogProps } from './dialog/ProductReviewDialog';
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
