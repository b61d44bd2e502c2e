import {
  ELLIPSIS,
  EXCERPT_MAX_LENGTH,
  MULTILINE_MAX_HEIGHT_PX,
  MULTILINE_MIN_HEIGHT_PX,
  MULTILINE_MIN_LENGTH,
  QUEUE_DESCRIPTION_MAX_LENGTH,
  URL_DISPLAY_LONG,
} from './constants';

/** `text` cut to `max` characters with '...' appended when longer; null and undefined give ''. */
export function truncate(text: string | null | undefined, max: number): string {
  if (text == null) return '';
  const chars = Array.from(text); // never split a surrogate pair (emoji)
  return chars.length <= max ? text : chars.slice(0, max).join('') + ELLIPSIS;
}

/** A source excerpt cut at 150 characters — spec part 1 §9. */
export const truncateExcerpt = (text: string | null | undefined) => truncate(text, EXCERPT_MAX_LENGTH);

/** A queue description cut at 100 characters — spec part 1 §2. */
export const truncateQueueDescription = (text: string | null | undefined) =>
  truncate(text, QUEUE_DESCRIPTION_MAX_LENGTH);

/** A URL for display, cut at `max` (default 80; the detail dialog uses 60) — spec part 1 §9. */
export const truncateUrl = (url: string | null | undefined, max: number = URL_DISPLAY_LONG) => truncate(url, max);

/**
 * Whether a text value gets a multi-line input: over 80 characters, a line break, or more than one
 * period — spec part 1 §5.
 */
export function isMultiLineText(value: string | null | undefined): boolean {
  if (value == null) return false;
  if (value.length > MULTILINE_MIN_LENGTH) return true;
  if (/\r|\n/.test(value)) return true;
  return (value.match(/\./g)?.length ?? 0) > 1;
}

/** Height of an auto-growing multi-line input for its content height, kept within 40-600 px — spec part 1 §5. */
export function multiLineHeight(contentHeightPx: number): number {
  return Math.min(MULTILINE_MAX_HEIGHT_PX, Math.max(MULTILINE_MIN_HEIGHT_PX, Math.ceil(contentHeightPx)));
}
