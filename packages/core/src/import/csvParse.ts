// Parsing CSV text — spec part 2 §5.2 (issue #18): the first row is the header; quoted fields, doubled quotes,
// CRLF and newlines inside quotes are kept; rows whose values are all empty are dropped; the delimiter is
// detected (comma, semicolon, tab, pipe). A quote that never closes is a parse failure.
import Papa from 'papaparse';
import { IMPORT_MESSAGES } from './messages';

/** Delimiters a file may use. */
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** A parsed file: its header and data rows (each padded or cut to the header's width). */
export interface ParsedCsv {
  headers: string[];
  rows: string[][];
  delimiter: string;
}

/** Parsing failed (unreadable, unbalanced quoting) or found no data: the message to show. */
export class CsvParseError extends Error {
  override name = 'CsvParseError';
}

/** Parses `text`; throws CsvParseError with the spec's message on failure or when there is no data. */
export function parseCsvText(text: string, delimiter?: CsvDelimiter): ParsedCsv {
  if (!text.trim()) throw new CsvParseError(IMPORT_MESSAGES.noData);
  const result = Papa.parse<string[]>(text, {
    delimiter: delimiter ?? '',
    delimitersToGuess: [...CSV_DELIMITERS],
    skipEmptyLines: 'greedy',
  });
  if (result.errors.some((error) => error.type === 'Quotes')) throw new CsvParseError(IMPORT_MESSAGES.parseFailed);
  const [head, ...body] = result.data;
  if (!head) throw new CsvParseError(IMPORT_MESSAGES.noData);
  const headers = head.map((cell, i) => cell.trim() || `Column ${i + 1}`);
  const rows = body
    .map((cells) => headers.map((_, i) => cells[i] ?? ''))
    .filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw new CsvParseError(IMPORT_MESSAGES.noData);
  return { headers, rows, delimiter: result.meta.delimiter };
}
