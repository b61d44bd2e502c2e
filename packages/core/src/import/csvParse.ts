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

/** Why a file cannot be read: the key of its text in the `import` messages. */
export type CsvRefusal = 'fileTooLarge' | 'noData' | 'noDataFile' | 'parseFailed';

/** Parsing failed (unreadable, unbalanced quoting) or found no data; `message` is the English text of `refusal`. */
export class CsvParseError extends Error {
  override name = 'CsvParseError';
  constructor(readonly refusal: CsvRefusal) {
    super(IMPORT_MESSAGES[refusal]);
  }
}

/** True when a row holds a value other than blanks (the first filled cell decides, so most rows cost one test). */
function hasValue(cells: readonly string[]): boolean {
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    if (cell.length > 0 && cell.trim() !== '') return true;
  }
  return false;
}

/**
 * Parses `text`; throws CsvParseError with the spec's message on failure or when there is no data ('noData'
 * for an empty file, 'noDataFile' for a header without rows).
 *
 * Papaparse's fastest path that keeps quoting intact: the delimiter and line ending are found first on a
 * 10-row preview (papaparse's own guess), then the whole text is parsed once with both given and no
 * empty-line option (its 'greedy' mode joins every row into a new string); all-empty rows are dropped here,
 * in the same pass that pads or cuts each row to the header's width.
 */
export function parseCsvText(text: string, delimiter?: CsvDelimiter): ParsedCsv {
  if (!text.trim()) throw new CsvParseError('noData');
  const guess = Papa.parse<string[]>(text, {
    delimiter: delimiter ?? '',
    delimitersToGuess: [...CSV_DELIMITERS],
    skipEmptyLines: 'greedy',
    preview: 1,
  });
  const result = Papa.parse<string[]>(text, {
    delimiter: guess.meta.delimiter,
    newline: guess.meta.linebreak as '\n' | '\r\n' | '\r',
  });
  if (result.errors.some((error) => error.type === 'Quotes')) throw new CsvParseError('parseFailed');
  const data = result.data;
  let first = 0;
  while (first < data.length && !hasValue(data[first]!)) first++;
  const head = data[first];
  if (!head) throw new CsvParseError('noData');
  const headers = head.map((cell, i) => cell.trim() || `Column ${i + 1}`);
  const width = headers.length;
  const rows: string[][] = [];
  for (let r = first + 1; r < data.length; r++) {
    let cells = data[r]!;
    if (!hasValue(cells)) continue;
    if (cells.length > width) cells = cells.slice(0, width);
    else while (cells.length < width) cells.push('');
    rows.push(cells);
  }
  // A header without data rows: 'No data found in CSV file' — spec part 2 §5.3 (an empty file is §5.2's 'No data found in CSV').
  if (rows.length === 0) throw new CsvParseError('noDataFile');
  return { headers, rows, delimiter: guess.meta.delimiter };
}
