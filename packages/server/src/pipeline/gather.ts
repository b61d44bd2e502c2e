// Stage 1, gather: the raw record's fields and additional fields become the 'input' source (quality 8) and a
// working set of candidate facts, with HTML, control characters and binary junk removed.
import type { PipelineSource, RawRecord } from './types';
import { cleanText, findUrls, isUsableText } from './text';

/** Trust given to the raw record itself (0-10): the customer's own data ranks high. */
export const INPUT_SOURCE_QUALITY = 8;
/** The longest additional-field value kept (characters). */
const MAX_FIELD_CHARS = 2_000;

/** A candidate fact read from a source: a named value and the exact text it was read from. */
export interface Fact {
  /** The name as given (an additional field's key, or a label found in text). */
  name: string;
  value: string;
  source_id: string;
  /** An exact substring of that source's text. */
  quote: string;
}

export interface GatherResult {
  source: PipelineSource;
  /** The product name, cleaned (null when empty or junk). */
  name: string | null;
  /** The description, cleaned (null when empty or junk). */
  details: string | null;
  /** The additional fields as facts quoted from the input text. */
  facts: Fact[];
  /** URLs to research: the record's source_url first, then those found in its text. */
  urls: string[];
  /** Whether the record holds readable text at all. */
  usable: boolean;
  detail: string;
}

function fieldText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(fieldText).filter(Boolean).join(', ');
  return null;
}

function cleanLine(raw: string | null, max: number): { text: string | null; truncated: boolean } {
  if (raw === null) return { text: null, truncated: false };
  const cleaned = cleanText(raw, max);
  const text = cleaned.text.replace(/\n+/g, ' ').trim();
  return { text: text || null, truncated: cleaned.truncated };
}

/** Reads a raw record into the 'input' source and its candidate facts. */
export function gather(record: RawRecord): GatherResult {
  const name = cleanLine(record.product_name, 500);
  const details = record.product_details === null ? null : cleanText(record.product_details);
  const lines: string[] = [];
  if (name.text) lines.push(name.text);
  if (details?.text) lines.push(details.text);

  const facts: Fact[] = [];
  for (const [rawKey, rawValue] of Object.entries(record.additional_fields ?? {})) {
    const key = cleanLine(rawKey, 100).text;
    const value = cleanLine(fieldText(rawValue), MAX_FIELD_CHARS).text;
    if (!key || !value) continue;
    const quote = `${key}: ${value}`;
    lines.push(quote);
    facts.push({ name: key, value, source_id: 'input', quote });
  }

  const text = lines.join('\n');
  const rawTexts = [record.source_url ?? '', record.product_name ?? '', record.product_details ?? ''];
  for (const value of Object.values(record.additional_fields ?? {})) rawTexts.push(fieldText(value) ?? '');
  const found = [...new Set(rawTexts.flatMap((t) => findUrls(t.slice(0, 1_000_000))))];
  const sourceUrl = record.source_url && isHttpUrl(record.source_url) ? new URL(record.source_url).href : null;
  const urls = sourceUrl ? [sourceUrl, ...found.filter((url) => url !== sourceUrl)] : found;

  const usable = isUsableText([name.text, details?.text, ...facts.map((f) => f.value)].filter(Boolean).join(' '));
  const notes = [
    `${text.length} characters of input`,
    `${facts.length} additional field${facts.length === 1 ? '' : 's'}`,
    `${urls.length} URL${urls.length === 1 ? '' : 's'} to research`,
  ];
  if (details?.truncated || name.truncated) notes.push('description truncated');
  if (!usable) notes.push('no usable text');
  return {
    source: { id: 'input', url: null, domain: null, title: name.text, quality: INPUT_SOURCE_QUALITY, text },
    name: name.text,
    details: details?.text || null,
    facts,
    urls,
    usable,
    detail: notes.join(', '),
  };
}

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
