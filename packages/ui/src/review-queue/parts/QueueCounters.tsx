import {
  useFormat,
  useReviewQueueContext,
  type ReviewQueueStats,
  commonMessages,
  reviewQueueMessages,
  useTexts,
} from '@curate/core';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../theme/cx';

/** Props of ReviewQueue.Counters; other dl attributes pass through. */
export interface QueueCountersProps extends Omit<ComponentPropsWithRef<'dl'>, 'children'> {
  /** The counters to show; default the queue's (from ReviewQueue's context). */
  stats?: ReviewQueueStats | null;
}

const COUNTERS = [
  { key: 'total_pending', label: 'counterPending', tone: 'info' },
  { key: 'total_approved', label: 'counterApproved', tone: 'success' },
  { key: 'total_rejected', label: 'counterRejected', tone: 'danger' },
] as const;

function ContextCounters(props: Omit<QueueCountersProps, 'stats'>) {
  const { session } = useReviewQueueContext();
  // The session's counters move with each decision before the server's answer is refetched.
  return <CountersList {...props} stats={session.state.stats} />;
}

function CountersList({ stats, className, ...rest }: QueueCountersProps) {
  const reviewQueue = useTexts('reviewQueue', reviewQueueMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  return (
    <dl
      {...rest}
      className={cx('curate-ReviewQueue-counters', className)}
      data-slot="review-queue-counters"
      aria-busy={stats ? undefined : true}
    >
      {COUNTERS.map(({ key, label, tone }) => (
        <div
          key={key}
          className="curate-ReviewQueue-counter"
          data-slot="review-queue-counter"
          data-tone={tone}
          data-counter={key}
        >
          <dt className="curate-ReviewQueue-counterLabel">{reviewQueue[label]}</dt>
          <dd className="curate-ReviewQueue-counterValue">{stats ? format.number(stats[key]) : common.none}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Counters Pending (blue), Approved (green) and Rejected (red) — spec part 1 §2. */
export function QueueCounters(props: QueueCountersProps) {
  return 'stats' in props ? <CountersList {...props} stats={props.stats ?? null} /> : <ContextCounters {...props} />;
}
