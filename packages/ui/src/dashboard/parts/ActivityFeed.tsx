import type { ActivityItem } from '@curate/core';
import { Badge } from '../../primitives/Badge/Badge';
import { formatDateTime } from '../../internal/format';

const TONES = { approved: 'success', rejected: 'danger', skipped: 'warning', pending: 'neutral' } as const;
const LABELS = { approved: 'Approved', rejected: 'Rejected', skipped: 'Skipped', pending: 'Pending' } as const;

/** The latest review decisions, newest first — spec part 2 §3 (activity item). */
export function ActivityFeed({ items }: { items: readonly ActivityItem[] }) {
  return (
    <section className="curate-Dashboard-card" aria-label="Recent Activity" data-slot="activity">
      <h3 className="curate-Dashboard-cardTitle">Recent Activity</h3>
      {items.length === 0 ? (
        <p className="curate-Dashboard-hint">No review activity yet.</p>
      ) : (
        <ul className="curate-Dashboard-activity">
          {items.map((item, index) => (
            <li key={`${item.id}-${item.reviewed_at ?? index}`} data-slot="activity-item">
              <Badge size="sm" tone={TONES[item.review_status]}>
                {LABELS[item.review_status]}
              </Badge>{' '}
              <strong>{item.clean_name ?? item.product_id}</strong>
              <span className="curate-Dashboard-hint">
                {' '}
                by {item.full_name ?? item.username ?? 'Unknown User'}
                {item.reviewed_at && (
                  <>
                    {' · '}
                    <time dateTime={item.reviewed_at}>{formatDateTime(item.reviewed_at)}</time>
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
