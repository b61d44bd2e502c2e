// Review queue and review dialog constants and texts — spec part 1 §2, §8, §9.
import { reviewQueueMessages as m } from '../messages/reviewQueue';
import type { ReviewQueueMessages } from '../messages/index';

/** After a decision the next product opens after 300 ms — spec part 1 §4, §9. */
export const REVIEW_AUTO_ADVANCE_MS = 300;
/**
 * How long to wait before opening the next product, once a decision has succeeded: the rest of the 300 ms
 * counted from the moment Approve / Reject was pressed (so the approve call overlaps the delay, decision,
 * issue #4), at once when the call took longer; the full delay when the moment is unknown — spec part 1 §4.
 */
export function autoAdvanceDelay(
  decidedAt: number | null,
  now: number,
  delayMs: number = REVIEW_AUTO_ADVANCE_MS,
): number {
  if (decidedAt === null) return delayMs;
  return Math.min(delayMs, Math.max(0, delayMs - (now - decidedAt)));
}
/** The queue reloads when fewer than 3 items remain after advancing — spec part 1 §4, §9. */
export const RELOAD_BELOW_REMAINING = 3;
/** The review dialog's message overlay hides after 3 s — spec part 1 §2, §9. */
export const MESSAGE_OVERLAY_MS = 3000;

export { REVIEW_PLACEHOLDER_USER_ID } from '../shared/productQueries';

/** Success and failure messages of a review — spec part 1 §8. */
export const APPROVED_MESSAGE = m.approved;
export const REJECTED_MESSAGE = m.rejected;
export const SUBMIT_FAILED_PREFIX = m.submitFailed('');

/** Shown when a save is refused because someone else changed the product meanwhile (409; decision, issue #4). */
export const SAVE_CONFLICT_MESSAGE = m.saveConflict;

/** Texts of the review queue screen — spec part 1 §2. */
export const REVIEW_QUEUE_TITLE = m.title;
export const REVIEW_QUEUE_SUBTITLE = m.subtitle;
export const REVIEW_QUEUE_LOADING = m.loading;
export const REVIEW_QUEUE_EMPTY_TITLE = m.emptyTitle;
export const REVIEW_QUEUE_EMPTY_TEXT = m.emptyText;

/** Texts of the review dialog — spec part 1 §2. */
export const LIMITED_INPUT_TITLE = m.limitedInputTitle;
export const LIMITED_INPUT_TEXT = m.limitedInputText;
export const NO_RAW_PRODUCT_TEXT = m.noRawProduct;

/** 'Showing X-Y of Z products' — spec part 1 §2. */
export function showingRange(
  page: number,
  pageSize: number,
  shown: number,
  total: number,
  messages: Pick<ReviewQueueMessages, 'showingRange'> = m,
): string {
  const first = shown === 0 ? 0 : page * pageSize + 1;
  const last = shown === 0 ? 0 : page * pageSize + shown;
  return messages.showingRange(first, last, total);
}

/** 'Review Product: {product id}' — spec part 1 §2. */
export const reviewDialogTitle = (productId: string): string => m.dialogTitle(productId);
