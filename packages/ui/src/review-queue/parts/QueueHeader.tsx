import { reviewQueueMessages, useTexts } from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';

/** Props of ReviewQueue.Header; other div attributes pass through (a div, not a header: no banner landmark in the host's page). */
export interface QueueHeaderProps extends ComponentPropsWithRef<'div'> {
  /** Heading level of the title; default 2. */
  headingLevel?: 1 | 2 | 3;
}

/** Title 'Review Queue' and subtitle 'Review and approve AI-enhanced product data' — spec part 1 §2. */
export function QueueHeader({ headingLevel = 2, className, children, ...rest }: QueueHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  const reviewQueue = useTexts('reviewQueue', reviewQueueMessages);
  return (
    <div {...rest} className={cx('curate-ReviewQueue-header', className)} data-slot="review-queue-header">
      <Heading className="curate-ReviewQueue-title">{reviewQueue.title}</Heading>
      <p className="curate-ReviewQueue-subtitle">{reviewQueue.subtitle}</p>
      {children}
    </div>
  );
}
