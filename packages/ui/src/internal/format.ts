import type { BadgeTone } from '../primitives/Badge/Badge';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A timestamp as a date ('Mar 2, 2025'); '–' when missing or unreadable. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : dateFormat.format(date);
}

/** A timestamp with its time ('Mar 2, 2025, 10:00 AM'); '–' when missing or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '–' : dateTimeFormat.format(date);
}

/** Badge tone of a review status; completed, processing and failed have colours too — spec part 1 §4. */
export function reviewStatusTone(status: string | null | undefined): BadgeTone {
  switch (status) {
    case 'approved':
    case 'completed':
      return 'success';
    case 'rejected':
    case 'failed':
      return 'danger';
    case 'processing':
      return 'info';
    case 'skipped':
      return 'neutral';
    default:
      return 'warning'; // pending (also when unset)
  }
}
