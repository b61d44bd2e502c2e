// Sentence segmentation of product texts: Intl.Segmenter (Unicode sentence boundaries, in the text's
// language) with the breaks it makes after abbreviations merged back ('sq. ft.', 'z. B.', 'inkl. Akku',
// 'St. Louis'). Line breaks and bullets end a sentence. Every sentence is a verbatim substring of the text.

/** Abbreviations that do not end a sentence, whatever follows them (lower case, without the final stop). */
const NEVER_FINAL = new Set([
  // English
  'sq',
  'approx',
  'appr',
  'incl',
  'e.g',
  'i.e',
  'eg',
  'ie',
  'no',
  'nos',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'vs',
  'ref',
  'fig',
  'dept',
  'jr',
  'sr',
  'max',
  // German
  'nr',
  'z',
  'z.b',
  'z. b',
  'u.a',
  'u. a',
  'd.h',
  'd. h',
  'o.ä',
  'o. ä',
  'e. g',
  'i. e',
  'ca',
  'inkl',
  'exkl',
  'zzgl',
  'ggf',
  'evtl',
  'vgl',
  'bzw',
  'art.-nr',
  'abb',
  'tel',
  'str',
  'fr',
  // French
  'env',
  'p. ex',
  'cf',
  'réf',
  'mme',
  'mlle',
  // Spanish
  'aprox',
  'núm',
  'sra',
  'srta',
  'ud',
  'uds',
  'dto',
  'pág',
  'ej',
  'p. ej',
]);

/**
 * Abbreviations that end a sentence only before a capital letter starting a new one: units after a number
 * ('8 ft. Long enough for …' ends; '400 sq. ft. per gallon' does not) and 'etc.'.
 */
const UNITS_AND_LISTS = new Set([
  'in',
  'ft',
  'yd',
  'oz',
  'fl',
  'lb',
  'lbs',
  'gal',
  'qt',
  'pt',
  'hr',
  'hrs',
  'sec',
  'min',
  'mins',
  'etc',
  'usw',
  'cu',
  'pkg',
  'pcs',
  'ct',
]);

/** A bullet or a list number starting a line: '- ', '• ', '* ', '1. ', '2) '. */
const LEADING_BULLET = /^[\s\u00a0]*(?:[-*•·▪◦●‣–—✓✔]|\d{1,2}[.)])[\s\u00a0]+/u;
/** A bullet inside a line: ' • ', ' ▪ ', ' · '. */
const INLINE_BULLET = /[\s\u00a0]+[•▪◦●‣·][\s\u00a0]+/gu;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: string): Intl.Segmenter {
  const key = (language || 'en').toLowerCase();
  let found = segmenters.get(key);
  if (!found) {
    try {
      found = new Intl.Segmenter(key, { granularity: 'sentence' });
    } catch {
      found = new Intl.Segmenter('en', { granularity: 'sentence' });
    }
    segmenters.set(key, found);
  }
  return found;
}

/** The token before a sentence's final stop, lower case, without opening brackets ('(approx.' → 'approx'). */
function lastToken(sentence: string): string | null {
  const match = /(?:^|[\s(["'„“«])([\p{L}][\p{L}.-]*)\.$/u.exec(sentence);
  return match ? match[1]!.toLowerCase() : null;
}

/** Whether the break between `before` and `after` is a wrong one, after an abbreviation. */
function wrongBreak(before: string, after: string): boolean {
  const token = lastToken(before);
  if (!token) return false;
  // Two-part abbreviations written with a space: 'z. B.', 'p. ex.', 'p. ej.', 'u. a.'
  const pair = /(?:^|\s)(\p{L})\.\s(\p{L}{1,2})\.$/u.exec(before);
  if (pair && NEVER_FINAL.has(`${pair[1]!.toLowerCase()}. ${pair[2]!.toLowerCase()}`)) return true;
  if (NEVER_FINAL.has(token)) {
    return true;
  }
  if (UNITS_AND_LISTS.has(token)) return !/^["'„“«(]?\p{Lu}/u.test(after);
  return false;
}

/** Segments of one bullet-free piece of text, as [start, end] offsets into it, trimmed. */
function segmentsOf(piece: string, language: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const { segment, index } of segmenter(language).segment(piece)) {
    const lead = segment.length - segment.trimStart().length;
    const trimmed = segment.trim();
    if (!trimmed) continue;
    const start = index + lead;
    const end = start + trimmed.length;
    const previous = spans.at(-1);
    if (previous && wrongBreak(piece.slice(previous[0], previous[1]), trimmed)) previous[1] = end;
    else spans.push([start, end]);
  }
  return spans;
}

/** Whether a piece is only punctuation or symbols (a lone bullet, '***', '---'). */
const empty = (text: string) => !/[\p{L}\p{N}]/u.test(text);

/**
 * The sentences of a text, in order, each a verbatim substring of it (trimmed): sentence boundaries of the
 * language (`Intl.Segmenter`), no break after an abbreviation or a unit's stop ('Covers up to 400 sq. ft.
 * per gallon.', 'z. B. im Garten'), and a line break or a bullet ('- ', '• ') ends a sentence (the bullet
 * itself is not part of it).
 */
export function splitSentences(text: string, language = 'en'): string[] {
  const found: string[] = [];
  let offset = 0;
  for (const line of text.split(/(\r\n|\r|\n|\u2028|\u2029)/)) {
    const lineStart = offset;
    offset += line.length;
    if (/^(?:\r\n|\r|\n|\u2028|\u2029)$/.test(line)) continue;
    const bullet = LEADING_BULLET.exec(line);
    const body = bullet ? line.slice(bullet[0].length) : line;
    const bodyStart = lineStart + (bullet ? bullet[0].length : 0);
    let pieceStart = 0;
    const pieces: [number, number][] = [];
    for (const m of body.matchAll(INLINE_BULLET)) {
      pieces.push([pieceStart, m.index]);
      pieceStart = m.index + m[0].length;
    }
    pieces.push([pieceStart, body.length]);
    for (const [from, to] of pieces) {
      const piece = body.slice(from, to);
      for (const [start, end] of segmentsOf(piece, language)) {
        const sentence = text.slice(bodyStart + from + start, bodyStart + from + end);
        if (!empty(sentence)) found.push(sentence);
      }
    }
  }
  return found;
}
