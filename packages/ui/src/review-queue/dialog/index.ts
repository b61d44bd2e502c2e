// @curate/ui review-dialog: the review dialog on its own — the queue's (ReviewDialog, for your own queue layout)
// and one product's (ProductReviewDialog) — spec part 1 §2, §4. A subpath of its own so that @curate/ui/review-queue
// loads the dialog in a chunk after the queue's first render (issue #21).
export { ReviewDialog, type ReviewDialogProps } from './ReviewDialog';
export { ProductReviewDialog, type ProductReviewDialogProps } from './ProductReviewDialog';
