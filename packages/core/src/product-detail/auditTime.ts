// Audit times — spec part 1 §9: US Eastern time; 'Just now', 'Nm ago', 'Nh ago', then a date.
import { createFormat, productDetailMessages, type CurateFormat, type ProductDetailMessages } from '../messages/index';
import { AUDIT_TIME_ZONE } from './constants';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const english = createFormat();

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A timestamp as a US Eastern date ('Mar 2, 2025' in en-US, the `format`'s locale otherwise); '–' when missing or unreadable. */
export function formatEasternDate(iso: string | null | undefined, format: CurateFormat = english): string {
  return format.zonedDate(iso, AUDIT_TIME_ZONE);
}

/** A timestamp as a US Eastern date and time ('Mar 2, 2025, 9:20 AM EST'); '–' when missing or unreadable. */
export function formatEasternDateTime(iso: string | null | undefined, format: CurateFormat = english): string {
  return format.zonedDateTime(iso, AUDIT_TIME_ZONE);
}

/**
 * When an audit entry happened, relative to `now`: 'Just now' under a minute (also for a time slightly in
 * the future, e.g. clock skew), 'Nm ago' under an hour, 'Nh ago' under 24 hours, then the US Eastern date
 * — spec part 1 §9. '–' when missing or unreadable. `messages` and `format` give the provider's texts and locale.
 */
export function formatAuditTime(
  iso: string | null | undefined,
  now: number = Date.now(),
  messages: Pick<ProductDetailMessages, 'justNow' | 'minutesAgo' | 'hoursAgo'> = productDetailMessages,
  format: CurateFormat = english,
): string {
  const date = parse(iso);
  if (!date) return format.zonedDate(null, AUDIT_TIME_ZONE);
  const elapsed = now - date.getTime();
  if (elapsed < MINUTE_MS) return messages.justNow;
  if (elapsed < HOUR_MS) return messages.minutesAgo(Math.floor(elapsed / MINUTE_MS));
  if (elapsed < DAY_MS) return messages.hoursAgo(Math.floor(elapsed / HOUR_MS));
  return format.zonedDate(iso, AUDIT_TIME_ZONE);
}
