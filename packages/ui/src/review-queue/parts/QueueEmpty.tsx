import { REVIEW_QUEUE_EMPTY_TEXT, REVIEW_QUEUE_EMPTY_TITLE } from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';

/** 'No products to review' / 'All products have been reviewed!' — spec part 1 §2. */
export function QueueEmpty({ className, children, ...rest }: ComponentPropsWithRef<'div'>) {
  return (
    <div {...rest} className={cx('curate-ReviewQueue-empty', className)} data-slot="review-queue-empty">
      <p className="curate-ReviewQueue-emptyTitle">{REVIEW_QUEUE_EMPTY_TITLE}</p>
      <p className="curate-ReviewQueue-emptyText">{REVIEW_QUEUE_EMPTY_TEXT}</p>
      {children}
    </div>
  );
}
