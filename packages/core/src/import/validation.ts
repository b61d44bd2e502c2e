// CSV row validation — spec part 2 §5.3, as pure per-row functions re-run when the mapping changes (issue
// #18). Row numbers start at 2 (the header is row 1). Beyond the spec: a Product ID repeated within the file
// is an error (the server would refuse the batch), a formula-looking cell is a warning (it is stored as
// text), and text the server cannot take (too long for its field) is an error naming row and column.
// The checks of a mapping are compiled once (column positions, the cells to look at), then run as a tight loop
// over the rows' arrays; messages are only built for problems, and a file's check may keep only the first ones.
// The URL rule and the text limits only (this runs in the CSV worker, which never builds the contract's schemas).
import { blankableUrl } from '../contract/common';
import { TEXT_KINDS } from '../contract/text';
import { type ColumnMapping, MAPPING_KEYS, type MappingKey } from './mapping';
import { cellMessage, IMPORT_MESSAGES, rowMessage } from './messages';
import type { ParsedCsv } from './csvParse';

/** What one row's check found. */
export interface RowCheck {
  errors: string[];
  warnings: string[];
}

/** The whole file's check, in row order (errors and warnings may be only the first ones: see the counts). */
export interface CsvValidation extends RowCheck {
  /** Rows without errors. */
  validRows: number;
  /** Errors found in all (errors holds the first of them). */
  errorCount: number;
  /** Warnings found in all (warnings holds the first of them). */
  warningCount: number;
}

const IMAGE_URL = blankableUrl('Invalid Image URL format');
// An http(s) URL with a lower-case domain and a plain path, at most 253 characters: every such string passes the
// contract's check (URL.parse reads that host, the domain rule and the text rule hold), so zod is skipped for it.
const PLAIN_HTTP_URL = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?:\/[A-Za-z0-9._~/-]*)?$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: null, backspace and form feed are what §5.3 names.
const SPEC_CONTROL = /[\u0000\u0008\u000C]/;
const FORMULA = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
const NUMBER = /^\s*[+-]?(\d+([.,]\d+)?|\.\d+)\s*$/;

/** True when the image URL cell is empty or an http(s) URL with a domain (spec part 2 §5.1). */
export function isValidImageUrl(value: string): boolean {
  const url = value.trim();
  if (url === '' || (url.length <= 253 && PLAIN_HTTP_URL.test(url))) return true;
  return IMAGE_URL.safeParse(url).success;
}

/** True when a spreadsheet would read the cell as a formula (a number such as -5 excepted). */
export const looksLikeFormula = (value: string) => FORMULA.test(value) && !NUMBER.test(value);

function isOdd(value: string, quote: string): boolean {
  let odd = false;
  for (let i = value.indexOf(quote); i !== -1; i = value.indexOf(quote, i + 1)) odd = !odd;
  return odd;
}

/** The §5.3 text checks of one cell: unbalanced quotes and control characters. */
export function cellTextProblems(value: string): string[] {
  const problems: string[] = [];
  if (isOdd(value, "'")) problems.push('Unbalanced single quotes');
  if (isOdd(value, '"')) problems.push('Unbalanced double quotes');
  if (SPEC_CONTROL.test(value)) problems.push('Contains control characters');
  return problems;
}

/** Most characters each mapped field may hold on the server. */
const MAX_LENGTH: Partial<Record<MappingKey, number>> = {
  product_id: TEXT_KINDS.name.maxLength,
  name: TEXT_KINDS.name.maxLength,
  description: TEXT_KINDS.long.maxLength,
};

/** The column of `key` in `headers`, -1 when the key is not mapped. */
export function columnOf(headers: readonly string[], mapping: ColumnMapping, key: MappingKey): number {
  const header = mapping[key];
  return header ? headers.indexOf(header) : -1;
}

/** The cell of `key` in `cells`, '' when the key is not mapped. */
export function cellOf(cells: readonly string[], headers: readonly string[], mapping: ColumnMapping, key: MappingKey) {
  const index = columnOf(headers, mapping, key);
  return index >= 0 ? (cells[index] ?? '') : '';
}

/** Where a row's check reports: each returns nothing, so a file's check can keep only the first messages. */
interface Report {
  error(text: string): void;
  warning(text: string): void;
}

/** The check of one row under one mapping, compiled once: reports the row's problems, answers whether it has errors. */
type CompiledRowCheck = (cells: readonly string[], row: number, report: Report) => boolean;

function compileRowCheck(headers: readonly string[], mapping: ColumnMapping): CompiledRowCheck {
  const id = columnOf(headers, mapping, 'product_id');
  const description = columnOf(headers, mapping, 'description');
  const image = columnOf(headers, mapping, 'image_url');
  // Each mapped key whose column exists, in key order (a column mapped twice is checked twice, as named each time).
  const checked = MAPPING_KEYS.flatMap((key) => {
    const header = mapping[key];
    const index = header ? headers.indexOf(header) : -1;
    return header && index >= 0 ? [{ index, header, max: MAX_LENGTH[key] }] : [];
  });
  const cell = (cells: readonly string[], index: number) => (index >= 0 ? (cells[index] ?? '') : '');
  return (cells, row, report) => {
    let failed = false;
    if (!cell(cells, id).trim()) {
      report.error(rowMessage(row, 'Missing required Product ID'));
      failed = true;
    }
    if (!cell(cells, description).trim()) {
      report.error(rowMessage(row, 'Missing required Description'));
      failed = true;
    }
    if (image >= 0 && !isValidImageUrl(cell(cells, image))) report.warning(rowMessage(row, 'Invalid Image URL format'));
    for (let k = 0; k < checked.length; k++) {
      const { index, header, max } = checked[k]!;
      const value = cells[index] ?? '';
      if (value === '') continue;
      if (isOdd(value, "'")) report.warning(cellMessage(row, header, 'Unbalanced single quotes'));
      if (isOdd(value, '"')) report.warning(cellMessage(row, header, 'Unbalanced double quotes'));
      if (SPEC_CONTROL.test(value)) report.warning(cellMessage(row, header, 'Contains control characters'));
      if (looksLikeFormula(value))
        report.warning(cellMessage(row, header, 'Looks like a spreadsheet formula (stored as text)'));
      if (max !== undefined && value.length > max && value.trim().length > max) {
        report.error(cellMessage(row, header, `Must be at most ${max.toLocaleString('en-US')} characters`));
        failed = true;
      }
    }
    return failed;
  };
}

/** Checks one data row (`row` is its file row number, from 2). */
export function validateRow(
  cells: readonly string[],
  row: number,
  headers: readonly string[],
  mapping: ColumnMapping,
): RowCheck {
  const check: RowCheck = { errors: [], warnings: [] };
  compileRowCheck(headers, mapping)(cells, row, {
    error: (text) => check.errors.push(text),
    warning: (text) => check.warnings.push(text),
  });
  return check;
}

/**
 * Checks every row and the Product IDs repeated across rows; 'No data found in CSV file' without rows. Keeps the
 * first `limit` errors and warnings (default all) and counts them all.
 */
export function validateCsv(
  csv: Pick<ParsedCsv, 'headers' | 'rows'>,
  mapping: ColumnMapping,
  limit = Number.POSITIVE_INFINITY,
): CsvValidation {
  if (csv.rows.length === 0)
    return { errors: [IMPORT_MESSAGES.noDataFile], warnings: [], validRows: 0, errorCount: 1, warningCount: 0 };
  const errors: string[] = [];
  const warnings: string[] = [];
  let errorCount = 0;
  let warningCount = 0;
  // A row's errors go out in order: its own checks first, then its duplicate id.
  const rowErrors: string[] = [];
  const report: Report = {
    error: (text) => rowErrors.push(text),
    warning: (text) => {
      if (warningCount++ < limit) warnings.push(text);
    },
  };
  const check = compileRowCheck(csv.headers, mapping);
  const id = columnOf(csv.headers, mapping, 'product_id');
  const firstRow = new Map<string, number>();
  let validRows = 0;
  const { rows } = csv;
  for (let index = 0; index < rows.length; index++) {
    const cells = rows[index]!;
    const row = index + 2;
    rowErrors.length = 0;
    check(cells, row, report);
    const value = id >= 0 ? (cells[id] ?? '').trim() : '';
    if (value) {
      const first = firstRow.get(value);
      if (first === undefined) firstRow.set(value, row);
      else rowErrors.push(rowMessage(row, `Duplicate Product ID "${value}" (also in row ${first})`));
    }
    if (rowErrors.length === 0) validRows++;
    for (const text of rowErrors) if (errorCount++ < limit) errors.push(text);
  }
  return { errors, warnings, validRows, errorCount, warningCount };
}

/** The first `limit` items and how many more there are ('... and N more'); `total` when items is only the first. */
export function firstItems(
  items: readonly string[],
  limit: number,
  total = items.length,
): { shown: string[]; more: number } {
  const shown = items.slice(0, limit);
  return { shown, more: Math.max(total - shown.length, 0) };
}
