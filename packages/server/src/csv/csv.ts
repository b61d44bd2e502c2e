// Every CSV the product writes (the catalogue export now; usage and credit history later) goes through this
// module: RFC 4180 quoting and one formula-safety rule for every text cell (issues #5, #11).

/** Line end of the export (RFC 4180). */
export const CSV_EOL = '\r\n';

/** UTF-8 byte order mark opening the file, so spreadsheets read emoji and non-Latin text as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** Separator of a multi-value field's values inside one cell. */
const MULTI_VALUE_SEPARATOR = '; ';

/**
 * Characters a spreadsheet may take as the start of a formula (OWASP "CSV injection"): = + - @, their
 * full-width forms, the small and minus-sign variants some spreadsheets fold to them, and tab / CR.
 * Not '|' or '%': neither starts a formula in Excel, LibreOffice or Google Sheets ('|' matters only
 * after a leading '=' in a DDE call such as =cmd|' /C calc'!A0, which the '=' already catches).
 */
const FORMULA_TRIGGER = /[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE62\uFE63\uFE66\u2212\t\r]/;
/**
 * What a spreadsheet may skip before it looks for a formula: any Unicode space (\s: tab, CR, LF, NBSP,
 * U+2000-U+200A, U+3000, the BOM ...), next line (U+0085), the invisible joiners and soft hyphen, and
 * quotes: ASCII, typographic (single and double, high and low), guillemets and the full-width quotes.
 */
const SKIPPED = /^[\s\u0085\u00AD\u180E\u200B-\u200D\u2060"'`\u2018-\u201F\u00AB\u00BB\u2039\u203A\uFF02\uFF07]*/;
/** First characters that make a cell unsafe by themselves (OWASP; ASVS 1.2.10 adds NUL). */
const UNSAFE_FIRST = /^[\t\r\0]/;
const NEEDS_QUOTES = /[",\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** Whether a spreadsheet could evaluate this text: a trigger first, or first after spaces and quotes. */
export function isFormulaLike(text: string): boolean {
  if (UNSAFE_FIRST.test(text)) return true;
  const first = text.slice(SKIPPED.exec(text)![0].length).charAt(0);
  return first !== '' && FORMULA_TRIGGER.test(first);
}

/**
 * The formula-safety rule of every CSV cell of text: text a spreadsheet could evaluate gets a single quote
 * in front, so it is shown as text; everything else, and the text itself, is kept as it was.
 */
export function formulaSafe(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}

/** A field quoted when it holds a comma, quote, CR or LF, inner quotes doubled (RFC 4180 §2.6-2.7). */
function quoteField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell's value before formatting: text, a number, a boolean, a list (multi-value field) or nothing. */
export type CellValue = string | number | boolean | readonly unknown[] | null | undefined;

/**
 * One CSV cell. Numbers from numeric data (scores, number fields) are written as plain numbers, so a
 * negative number keeps its '-' (a plain number is never a formula); a number that does not print as a
 * plain decimal, and all text, goes through formulaSafe. Lists join with '; '.
 */
function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const text = String(value);
    return PLAIN_NUMBER.test(text) ? text : quoteField(formulaSafe(text));
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value))
    return quoteField(formulaSafe(value.map((item) => String(item)).join(MULTI_VALUE_SEPARATOR)));
  return quoteField(formulaSafe(String(value)));
}

/** One CSV record with its CRLF. */
export function csvRecord(values: readonly CellValue[]): string {
  return values.map(csvCell).join(',') + CSV_EOL;
}
