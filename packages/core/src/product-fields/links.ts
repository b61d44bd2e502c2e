// Which values may become links: only http(s) URLs, anything else stays text (issue #4, spec part 1 §2).

/** The URL as an href when it is an absolute http: or https: URL with a host; otherwise null. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (value == null) return null;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Whether a value looks like an http(s) URL (and is safe to link). */
export const looksLikeHttpUrl = (value: string | null | undefined): boolean => safeHttpUrl(value) !== null;

/** A field as far as the link rule needs it. */
export interface LinkFieldInfo {
  field_name: string;
  field_type?: string | null;
  data_type?: string | null;
}

/**
 * Whether a field is shown as a link: a url-type field, or a field whose name contains url, link or
 * website — spec part 1 §2 (detail dialog). The value itself must still pass safeHttpUrl to be linked.
 */
export function isLinkField(field: LinkFieldInfo): boolean {
  if (field.field_type === 'url' || field.data_type === 'url') return true;
  return /url|link|website/i.test(field.field_name);
}

/**
 * The href to render for a field value, or null for text. A link field or a value that looks like an
 * http(s) URL is a link (spec part 1 §2), but only http(s) URLs ever become hrefs (issue #4), so this is
 * the value's safe URL whatever the field.
 */
export function fieldValueHref(_field: LinkFieldInfo, value: string | null | undefined): string | null {
  return safeHttpUrl(value);
}
