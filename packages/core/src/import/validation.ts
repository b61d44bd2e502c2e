// CSV row validation — spec part 2 §5.3, as pure per-row functions re-run when the mapping changes (issue
// #18). Row numbers start at 2 (the header is row 1). Beyond the spec: a Product ID repeated within the file
// is an error (the server would refuse the batch), a formula-looking cell is a warning (it is stored as
// text), and text the server cannot take (too long for its field) is an error naming row and column.
// The checks of a mapping are compiled once (column positions, the cells to look at), then run as a tight loop
// over the rows' arrays; a file's check may keep only the first problems. The check reports its problems as data
// (CsvProblem: the CSV worker sends them to the page), worded by describeCheck with the provider's texts (issue #21).
// The URL rule and the text limits only (this runs in the CSV worker, which never builds the contract's schemas).
import { blankableUrl } from '../contract/common';
import { TEXT_KINDS } from '../contract/text';
import { type ColumnMapping, MAPPING_KEYS, type MappingKey } from './mapping';
import type { ImportMessages } from '../messages/index';
import { importMessages } from '../messages/import';
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

/** What a §5.3 check finds wrong in a row, as data (worded by describeProblem). */
export type CsvProblemKind =
  | 'noDataFile'
  | 'missingProductId'
  | 'missingDescription'
  | 'invalidImageUrl'
  | 'unbalancedSingleQuotes'
  | 'unbalancedDoubleQuotes'
  | 'controlCharacters'
  | 'looksLikeFormula'
  | 'tooLong'
  | 'duplicateProductId';

/** One problem of a row (row 0: the file), with the column it is in and the figures its text names. */
export interface CsvProblem {
  kind: CsvProblemKind;
  row: number;
  /** The column's header, for a problem of one cell. */
  column?: string;
  /** tooLong: the most characters the field takes. */
  max?: number;
  /** duplicateProductId: the repeated id and the first row holding it. */
  productId?: string;
  firstRow?: number;
}

/** The file's check as data, as the CSV worker sends it: the first problems and the counts. */
export interface CsvCheck {
  errors: CsvProblem[];
  warnings: CsvProblem[];
  validRows: number;
  errorCount: number;
  warningCount: number;
}

type ProblemTexts = Pick<ImportMessages, 'rowProblem' | 'cellProblem' | CsvProblemKind>;

/** A problem's text: 'Row 2: Missing required Product ID', 'Row 2 (Brand): Unbalanced double quotes'. */
export function describeProblem(problem: CsvProblem, messages: ProblemTexts = importMessages): string {
  const { kind, row, column } = problem;
  if (kind === 'noDataFile') return messages.noDataFile;
  const text =
    kind === 'tooLong'
      ? messages.tooLong(problem.max ?? 0)
      : kind === 'duplicateProductId'
        ? messages.duplicateProductId(problem.productId ?? '', problem.firstRow ?? 0)
        : messages[kind];
  return column === undefined ? messages.rowProblem(row, text) : messages.cellProblem(row, column, text);
}

/** A check's problems worded (default English). */
export function describeCheck(check: CsvCheck, messages: ProblemTexts = importMessages): CsvValidation {
  return {
    errors: check.errors.map((problem) => describeProblem(problem, messages)),
    warnings: check.warnings.map((problem) => describeProblem(problem, messages)),
    validRows: check.validRows,
    errorCount: check.errorCount,
    warningCount: check.warningCount,
  };
}

const IMAGE_URL = blankableUrl(importMessages.invalidImageUrl);
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
export function cellTextProblems(
  value: string,
  messages: Pick<
    ImportMessages,
    'unbalancedSingleQuotes' | 'unbalancedDoubleQuotes' | 'controlCharacters'
  > = importMessages,
): string[] {
  const problems: string[] = [];
  if (isOdd(value, "'")) problems.push(messages.unbalancedSingleQuotes);
  if (isOdd(value, '"')) problems.push(messages.unbalancedDoubleQuotes);
  if (SPEC_CONTROL.test(value)) problems.push(messages.controlCharacters);
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
  error(problem: CsvProblem): void;
  warning(problem: CsvProblem): void;
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
      report.error({ kind: 'missingProductId', row });
      failed = true;
    }
    if (!cell(cells, description).trim()) {
      report.error({ kind: 'missingDescription', row });
      failed = true;
    }
    if (image >= 0 && !isValidImageUrl(cell(cells, image))) report.warning({ kind: 'invalidImageUrl', row });
    for (let k = 0; k < checked.length; k++) {
      const { index, header: column, max } = checked[k]!;
      const value = cells[index] ?? '';
      if (value === '') continue;
      if (isOdd(value, "'")) report.warning({ kind: 'unbalancedSingleQuotes', row, column });
      if (isOdd(value, '"')) report.warning({ kind: 'unbalancedDoubleQuotes', row, column });
      if (SPEC_CONTROL.test(value)) report.warning({ kind: 'controlCharacters', row, column });
      if (looksLikeFormula(value)) report.warning({ kind: 'looksLikeFormula', row, column });
      if (max !== undefined && value.length > max && value.trim().length > max) {
        report.error({ kind: 'tooLong', row, column, max });
        failed = true;
      }
    }
    return failed;
  };
}

/** Checks one data row (`row` is its file row number, from 2); `messages` words it (default English). */
export function validateRow(
  cells: readonly string[],
  row: number,
  headers: readonly string[],
  mapping: ColumnMapping,
  messages: ProblemTexts = importMessages,
): RowCheck {
  const check: RowCheck = { errors: [], warnings: [] };
  compileRowCheck(headers, mapping)(cells, row, {
    error: (problem) => check.errors.push(describeProblem(problem, messages)),
    warning: (problem) => check.warnings.push(describeProblem(problem, messages)),
  });
  return check;
}

/**
 * Checks every row and the Product IDs repeated across rows, worded with `messages` (default English); see
 * checkCsv.
 */
export function validateCsv(
  csv: Pick<ParsedCsv, 'headers' | 'rows'>,
  mapping: ColumnMapping,
  limit = Number.POSITIVE_INFINITY,
  messages: ProblemTexts = importMessages,
): CsvValidation {
  return describeCheck(checkCsv(csv, mapping, limit), messages);
}

/**
 * Checks every row and the Product IDs repeated across rows, as data; 'No data found in CSV file' without rows.
 * Keeps the first `limit` errors and warnings (default all) and counts them all.
 */
export function checkCsv(
  csv: Pick<ParsedCsv, 'headers' | 'rows'>,
  mapping: ColumnMapping,
  limit = Number.POSITIVE_INFINITY,
): CsvCheck {
  if (csv.rows.length === 0)
    return { errors: [{ kind: 'noDataFile', row: 0 }], warnings: [], validRows: 0, errorCount: 1, warningCount: 0 };
  const errors: CsvProblem[] = [];
  const warnings: CsvProblem[] = [];
  let errorCount = 0;
  let warningCount = 0;
  // A row's errors go out in order: its own checks first, then its duplicate id.
  const rowErrors: CsvProblem[] = [];
  const report: Report = {
    error: (problem) => rowErrors.push(problem),
    warning: (problem) => {
      if (warningCount++ < limit) warnings.push(problem);
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
      else rowErrors.push({ kind: 'duplicateProductId', row, productId: value, firstRow: first });
    }
    if (rowErrors.length === 0) validRows++;
    for (const problem of rowErrors) if (errorCount++ < limit) errors.push(problem);
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
