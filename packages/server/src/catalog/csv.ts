// CSV cells of the catalogue export: RFC 4180 quoting and spreadsheet formula neutralisation (issue #5).

/** Line end of the export (RFC 4180). */
export const CSV_EOL = '\r\n';

/** UTF-8 byte order mark opening the file, so spreadsheets read emoji and non-Latin text as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** Separator of a multi-value field's values inside one cell. */
const MULTI_VALUE_SEPARATOR = '; ';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/**
 * A text cell a spreadsheet will not evaluate: text starting with = + - @ tab or carriage return gets a
 * single quote in front (OWASP "CSV injection"). Applied to every text cell, whatever its column.
 */
function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
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
 * plain decimal, and all text, goes through neutraliseFormula. Lists join with '; '.
 */
function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const text = String(value);
    return PLAIN_NUMBER.test(text) ? text : quoteField(neutraliseFormula(text));
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return quoteField(neutraliseFormula(value.map((item) => String(item)).join(MULTI_VALUE_SEPARATOR)));
  return quoteField(neutraliseFormula(String(value)));
}

/** One CSV record with its CRLF. */
export function csvRecord(values: readonly CellValue[]): string {
  return values.map(csvCell).join(',') + CSV_EOL;
}
