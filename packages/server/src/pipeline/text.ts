// Text hygiene shared by the gather and research stages: HTML reduced to text, control characters and
// binary junk removed, long texts cut at a safe boundary, URLs found in free text.

/** The longest text kept from one field or one page (characters); a 1 MB description is cut here. */
export const MAX_TEXT_CHARS = 100_000;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  deg: '°',
  times: '×',
  frac12: '½',
  reg: '®',
  trade: '™',
  copy: '©',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  micro: 'µ',
};

/** Decodes named (common ones) and numeric character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,10});/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAG = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|dt|dd|hr)\b[^>]*>/gi;

/**
 * HTML reduced to text: scripts, styles and comments removed, a table row's cells joined as 'Header: value', block
 * tags become line breaks, entities decoded.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template|svg|head)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // A table row's header and data cells read as 'Header: value'; a definition list's term and data likewise.
    .replace(/<\/t[hd]\s*>\s*<t[hd]\b[^>]*>/gi, ': ')
    .replace(/<\/dt\s*>\s*<dd\b[^>]*>/gi, ': ')
    .replace(BLOCK_TAG, '\n')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ');
  return collapseWhitespace(decodeEntities(text));
}

/** The page's <title>, entities decoded, or null. */
export function htmlTitle(html: string): string | null {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html);
  const title = match ? collapseWhitespace(decodeEntities(match[1]!.replace(/<[^>]*>/g, ' '))) : '';
  return title ? title.slice(0, 300) : null;
}

/** Whether a text looks like HTML markup rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*\b[^>]*>/i.test(text) || /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text);
}

/** Spaces and tabs collapsed within lines, blank lines dropped, lines trimmed. */
export function collapseWhitespace(text: string): string {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/[\t \u00a0\u2000-\u200a\u3000]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Control characters (except tab and line breaks), the replacement character, lone surrogates, zero-width
 * characters and private-use code points removed: what binary junk leaves in a text field.
 */
export function stripControl(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/\u001b\[[0-9;?]*[a-zA-Z]/g, '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd\ufeff\u200b-\u200d\u2060]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/[\ue000-\uf8ff]/g, '')
  );
}

/** Cut to at most `max` characters at a word boundary when one is near, never inside a surrogate pair. */
export function truncate(text: string, max = MAX_TEXT_CHARS): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  let end = max;
  const space = text.lastIndexOf(' ', max);
  if (space > max - 200) end = space;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: text.slice(0, end).trimEnd(), truncated: true };
}

/** A field's text made safe to read: control junk removed, HTML reduced to text, cut to MAX_TEXT_CHARS. */
export function cleanText(raw: string, max = MAX_TEXT_CHARS): { text: string; truncated: boolean } {
  // Cut a huge input first (with room for the markup the HTML reduction removes), then clean, then cut again.
  const pre = raw.length > max * 4 ? raw.slice(0, max * 4) : raw;
  const stripped = stripControl(pre);
  const text = looksLikeHtml(stripped) ? htmlToText(stripped) : collapseWhitespace(stripped);
  const cut = truncate(text, max);
  return { text: cut.text, truncated: cut.truncated || pre !== raw };
}

/** The http(s) URLs written in a text (also inside href attributes), in order, without duplicates. */
export function findUrls(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/https?:\/\/[^\s"'<>()[\]{}|\\^`]+/gi)) {
    const url = match[0].replace(/[.,;:!?]+$/, '');
    try {
      found.add(new URL(url).href);
    } catch {
      // not a URL after all
    }
  }
  return [...found];
}

/** Whether a text has something a person could read: at least two words of two or more letters. */
export function isUsableText(text: string): boolean {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 2;
}
