// @curate/core review-queue: the review queue and review dialog logic — spec part 1 §2, §4, §7, §8, §9.
export * from './constants';
export * from './keymap';
export * from './queueUpdates';
export * from './reviewSessionTypes';
export { reviewSession, canDecide, canSave, canStep, isDialogOpen } from './reviewSession';
export { upcomingProductId } from './reviewNavigation';
export {
  rawInputQuery,
  reviewQueuePageQuery,
  reviewStatsQuery,
  type RawInput,
  type ReviewQueuePage,
} from './reviewQueries';
export { fieldGroupsQuery, productDetailQuery, runSavePlan } from '../shared/productQueries';
export { reviewKeys } from '../shared/queryKeys';
export {
  useReviewQueue,
  type ReviewLoadError,
  type ReviewQueueController,
  type UseReviewQueueOptions,
} from './useReviewQueue';
export { useReviewSession, type ReviewSessionController, type UseReviewSessionOptions } from './useReviewSession';
export { useProductReviewSession, type UseProductReviewSessionOptions } from './useProductReviewSession';
export { isTypingTarget, useReviewShortcuts, type UseReviewShortcutsOptions } from './useReviewShortcuts';
export {
  ReviewQueueBase,
  useOptionalReviewQueueContext,
  useReviewQueueContext,
  type ReviewQueueBaseProps,
  type ReviewQueueContextValue,
} from './ReviewQueueBase';
