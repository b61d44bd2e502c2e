// Quotes as the record writes them. The pipeline reads a cleaned text (markup removed, a table row's cells
// joined as 'Header: value'), so a quote of a table row is not in the raw record as such; the quote shown to
// reviewers and exported is then the longest part of it that the record's raw text holds: the row's value cell.
import type { GeneratedValue, RawRecord } from './types';

/** The record's raw texts, as a reader checking a quote would search them. */
function rawTexts(record: RawRecord): string[] {
  const texts = [record.product_name ?? '', record.product_details ?? ''];
  for (const [key, value] of Object.entries(record.additional_fields ?? {})) {
    if (value === null || value === undefined) continue;
    texts.push(`${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`);
  }
  return texts.filter(Boolean);
}

/**
 * The quote itself when the raw record holds it, else the longest tail after one of its ': ' joins that the
 * raw record holds ('Stroller weight: 22.6 lbs' from two table cells -> '22.6 lbs'), else the quote unchanged.
 */
export function recordQuote(quote: string, texts: readonly string[]): string {
  if (texts.some((t) => t.includes(quote))) return quote;
  for (let at = quote.indexOf(': '); at >= 0; at = quote.indexOf(': ', at + 2)) {
    const tail = quote.slice(at + 2).trim();
    if (tail && texts.some((t) => t.includes(tail))) return tail;
  }
  return quote;
}

/** The values with their quotes of the input source made verbatim in the raw record where they can be. */
export function verbatimQuotes(values: GeneratedValue[], record: RawRecord): GeneratedValue[] {
  const texts = rawTexts(record);
  return values.map((v) => (v.source_id === 'input' && v.quote ? { ...v, quote: recordQuote(v.quote, texts) } : v));
}
