// Texts and dates rendered from the nearest CurateProvider's messages and locale, for places that cannot
// call a hook themselves (table column definitions, which are built once at module load).
import { useFormat, useMessages, type CurateMessages } from '@curate/core';

/** The text `get` picks from the provider's messages, e.g. a column header. */
export function MessageText({ get }: { get: (messages: CurateMessages) => string }) {
  return <>{get(useMessages())}</>;
}

/** A timestamp as a date in the provider's locale ('Mar 2, 2025'); '–' when missing. */
export function FormattedDate({ iso }: { iso: string | null | undefined }) {
  return <>{useFormat().date(iso)}</>;
}

/** A timestamp with its time in the provider's locale ('Mar 2, 2025, 10:00 AM'); '–' when missing. */
export function FormattedDateTime({ iso }: { iso: string | null | undefined }) {
  return <>{useFormat().dateTime(iso)}</>;
}

/** A review status in the provider's words (the status as written by default — spec part 1 §2). */
export function StatusText({ status }: { status: string }) {
  return <>{useMessages().common.reviewStatus(status)}</>;
}

/**
 * A message's text with `value` (the first time it occurs) as a text node of its own, as the widgets wrote
 * it before their texts came from the messages ('2350' then ' credits'): the browser lays out each text
 * node apart, so this keeps their pixels the same. A text without the value stays whole.
 */
export function valueApart(text: string, value: string): string[] {
  const at = value === '' ? -1 : text.indexOf(value);
  if (at < 0) return [text];
  return [text.slice(0, at), value, text.slice(at + value.length)].filter((part) => part !== '');
}
