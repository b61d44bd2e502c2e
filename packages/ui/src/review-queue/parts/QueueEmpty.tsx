import { reviewQueueMessages, useTexts } from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';

/** 'No products to review' / 'All products have been reviewed!' — spec part 1 §2. */
export function QueueEmpty({ className, children, ...rest }: ComponentPropsWithRef<'div'>) {
  const reviewQueue = useTexts('reviewQueue', reviewQueueMessages);
  return (
    <div {...rest} className={cx('curate-ReviewQueue-empty', className)} data-slot="review-queue-empty">
      <p className="curate-ReviewQueue-emptyTitle">{reviewQueue.emptyTitle}</p>
      <p className="curate-ReviewQueue-emptyText">{reviewQueue.emptyText}</p>
      {children}
    </div>
  );
}
