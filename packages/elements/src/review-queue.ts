// curate-review-queue.js (issue #21): <curate-review-queue> alone, with ReviewQueue and its stylesheet in the module,
// for a page with that one element; its review dialog loads in a chunk of its own. See index.ts for both elements.
// First: zod must not probe `new Function` under a policy without 'unsafe-eval' (docs/embedding.md).
import '@curate/core/strict-csp';
import { ReviewQueue } from '@curate/ui/review-queue';
import reviewQueueStyles from '@curate/ui/styles.review-queue.css?inline';
import baseStyles from '@curate/ui/styles.widgets.base.css?inline';
import { ReviewQueueElement } from './reviewQueueElement';

class CurateReviewQueueElement extends ReviewQueueElement {
  protected readonly Widget = ReviewQueue;
  protected override readonly styles = [baseStyles, reviewQueueStyles];
}

if (!customElements.get('curate-review-queue')) customElements.define('curate-review-queue', CurateReviewQueueElement);
