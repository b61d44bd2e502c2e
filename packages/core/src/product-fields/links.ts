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
 * A link field's value as a URL: an http(s) URL as it is, and a value without a scheme that names a host
 * ('www.example.com/care', 'example.com') with https:// added (issue #14). A value with any other scheme
 * ('javascript:', 'mailto:'), spaces or no dotted host stays text: only http(s) ever becomes an href (issue #4).
 */
export function linkFieldUrl(value: string | null | undefined): string | null {
  const direct = safeHttpUrl(value);
  if (direct !== null || value == null) return direct;
  const text = value.trim();
  if (text === '' || /\s/.test(text) || /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('/')) return null;
  const url = safeHttpUrl(`https://${text}`);
  return url !== null && /^[^/]+\.[a-z]{2,}$/i.test(new URL(url).hostname) ? url : null;
}

/** The text a linked value shows: the value, with https:// in front when the link added it (issue #14). */
export const linkText = (value: string): string => (safeHttpUrl(value) === null ? `https://${value.trim()}` : value);

/**
 * The href to render for a field value, or null for text — spec part 1 §2: any value of a link field (with
 * https:// added when it has no scheme), and elsewhere a value that is an http(s) URL. Only http(s) URLs
 * ever become hrefs (issue #4).
 */
export function fieldValueHref(field: LinkFieldInfo, value: string | null | undefined): string | null {
  return isLinkField(field) ? linkFieldUrl(value) : safeHttpUrl(value);
}
