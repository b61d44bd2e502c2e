// The no-invented-number rule (issue #16): every number in a written value must appear in the input or a
// fetched page. Numbers compare as values: '1,200' matches '1200', '2.50' matches '2.5'.
import type { PipelineSource } from './types';

const NUMBER = /(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+/g;

/** A number as a value: thousands separators removed, '.5' → '0.5', trailing zeros kept out. */
export function normaliseNumber(written: string): string {
  let text = written.replace(/,/g, '');
  if (text.startsWith('.')) text = `0${text}`;
  const value = Number(text);
  return Number.isFinite(value) ? String(value) : text;
}

/** The numbers written in a text, as normalised values. */
export function numbersIn(text: string): string[] {
  return (text.match(NUMBER) ?? []).map(normaliseNumber);
}

/** Every number appearing in the sources, for the rule's checks. */
export function sourceNumbers(sources: readonly PipelineSource[]): Set<string> {
  const found = new Set<string>();
  for (const source of sources) {
    for (const n of numbersIn(source.text)) found.add(n);
    // '1,200' also reads as the two numbers 1 and 200 in a list ("1,200 and 300"): keep both readings.
    for (const n of source.text.match(/\d+(?:\.\d+)?/g) ?? []) found.add(normaliseNumber(n));
  }
  return found;
}

/** The numbers of a value that appear in no source. */
export function inventedNumbers(value: unknown, known: ReadonlySet<string>): string[] {
  const text = Array.isArray(value) ? value.join(' ') : String(value);
  return [...new Set(numbersIn(text))].filter((n) => !known.has(n));
}
