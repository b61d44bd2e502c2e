import { type ActivityItem, useFormat, dashboardMessages, useTexts } from '@curate/core';
import { Badge } from '../../primitives/Badge/Badge';

const TONES = { approved: 'success', rejected: 'danger', skipped: 'warning', pending: 'neutral' } as const;
const LABELS = {
  approved: 'activityApproved',
  rejected: 'activityRejected',
  skipped: 'activitySkipped',
  pending: 'activityPending',
} as const;

/** The latest review decisions, newest first — spec part 2 §3 (activity item). */
export function ActivityFeed({ items }: { items: readonly ActivityItem[] }) {
  const m = useTexts('dashboard', dashboardMessages);
  const format = useFormat();
  return (
    <section className="curate-Dashboard-card" aria-label={m.recentActivity} data-slot="activity">
      <h3 className="curate-Dashboard-cardTitle">{m.recentActivity}</h3>
      {items.length === 0 ? (
        <p className="curate-Dashboard-hint">{m.noActivity}</p>
      ) : (
        <ul className="curate-Dashboard-activity">
          {items.map((item, index) => (
            <li key={`${item.id}-${item.reviewed_at ?? index}`} data-slot="activity-item">
              <Badge size="sm" tone={TONES[item.review_status]}>
                {m[LABELS[item.review_status]]}
              </Badge>{' '}
              <strong>{item.clean_name ?? item.product_id}</strong>
              <span className="curate-Dashboard-hint">
                {' '}
                {m.reviewedBy(item.full_name ?? item.username ?? m.unknownUser)}
                {item.reviewed_at && (
                  <>
                    {' · '}
                    <time dateTime={item.reviewed_at}>{format.dateTime(item.reviewed_at)}</time>
                  </>
                )}
              </span>
              {item.review_notes && <p className="curate-Dashboard-note">{item.review_notes}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
