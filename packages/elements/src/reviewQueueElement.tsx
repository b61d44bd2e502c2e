import type { ReviewQueueProps } from '@curate/ui/review-queue';
import type { ComponentType } from 'react';
import { CurateElement } from './CurateElement';

/**
 * `<curate-review-queue company-id api-base-url>`: the review queue with its review dialog. Events:
 * `curate-reviewed` ({ product, decision }), `curate-load-error` ({ type, message }), `curate-product-leave`.
 * The widget is ReviewQueue itself (curate-review-queue.js) or a chunk loaded when the element first renders
 * (curate-elements.js).
 */
export abstract class ReviewQueueElement extends CurateElement {
  static override get observedAttributes(): readonly string[] {
    return [...CurateElement.observedAttributes, 'page-size'];
  }

  protected readonly tag = 'curate-review-queue';
  /** @internal */
  protected abstract readonly Widget: ComponentType<ReviewQueueProps>;

  /** @internal */
  protected renderWidget(companyId: string) {
    const { Widget } = this;
    const pageSize = Number(this.getAttribute('page-size'));
    return (
      <Widget
        companyId={companyId}
        pageSize={Number.isInteger(pageSize) && pageSize > 0 ? pageSize : undefined}
        onReviewed={(product, decision) => this.emit('curate-reviewed', { product, decision })}
        onLoadError={(error) => this.emit('curate-load-error', error)}
        onProductLeave={() => this.emit('curate-product-leave', null)}
      />
    );
  }
}
