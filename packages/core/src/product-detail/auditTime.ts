// Audit times — spec part 1 §9: US Eastern time; 'Just now', 'Nm ago', 'Nh ago', then a date.
import { AUDIT_TIME_ZONE } from './constants';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const easternDate = new Intl.DateTimeFormat('en-US', {
  timeZone: AUDIT_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
const easternDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: AUDIT_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A timestamp as a US Eastern date ('Mar 2, 2025'); '–' when missing or unreadable. */
export function formatEasternDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? easternDate.format(date) : '–';
}

/** A timestamp as a US Eastern date and time ('Mar 2, 2025, 9:20 AM EST'); '–' when missing or unreadable. */
export function formatEasternDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? easternDateTime.format(date) : '–';
}

/**
 * When an audit entry happened, relative to `now`: 'Just now' under a minute (also for a time slightly in
 * the future, e.g. clock skew), 'Nm ago' under an hour, 'Nh ago' under 24 hours, then the US Eastern date
 * — spec part 1 §9. '–' when missing or unreadable.
 */
export function formatAuditTime(iso: string | null | undefined, now: number = Date.now()): string {
  const date = parse(iso);
  if (!date) return '–';
  const elapsed = now - date.getTime();
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return easternDate.format(date);
}
