// CSV row validation — spec part 2 §5.3, as pure per-row functions re-run when the mapping changes (issue
// #18). Row numbers start at 2 (the header is row 1). Beyond the spec: a Product ID repeated within the file
// is an error (the server would refuse the batch), a formula-looking cell is a warning (it is stored as
// text), and text the server cannot take (too long for its field) is an error naming row and column.
import { blankableUrl, TEXT_KINDS } from '../contract/index';
import { type ColumnMapping, MAPPING_KEYS, type MappingKey } from './mapping';
import { cellMessage, IMPORT_MESSAGES, rowMessage } from './messages';
import type { ParsedCsv } from './csvParse';

/** What one row's check found. */
export interface RowCheck {
  errors: string[];
  warnings: string[];
}

/** The whole file's check, in row order. */
export interface CsvValidation extends RowCheck {
  /** Rows without errors. */
  validRows: number;
}

const IMAGE_URL = blankableUrl('Invalid Image URL format');
// biome-ignore lint/suspicious/noControlCharactersInRegex: null, backspace and form feed are what §5.3 names.
const SPEC_CONTROL = /[\u0000\u0008\u000C]/;
const FORMULA = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
const NUMBER = /^\s*[+-]?(\d+([.,]\d+)?|\.\d+)\s*$/;

/** True when the image URL cell is empty or an http(s) URL with a domain (spec part 2 §5.1). */
export const isValidImageUrl = (value: string) => IMAGE_URL.safeParse(value.trim()).success;

/** True when a spreadsheet would read the cell as a formula (a number such as -5 excepted). */
export const looksLikeFormula = (value: string) => FORMULA.test(value) && !NUMBER.test(value);

/** The §5.3 text checks of one cell: unbalanced quotes and control characters. */
export function cellTextProblems(value: string): string[] {
  const problems: string[] = [];
  if ((value.match(/'/g)?.length ?? 0) % 2 === 1) problems.push('Unbalanced single quotes');
  if ((value.match(/"/g)?.length ?? 0) % 2 === 1) problems.push('Unbalanced double quotes');
  if (SPEC_CONTROL.test(value)) problems.push('Contains control characters');
  return problems;
}

/** Most characters each mapped field may hold on the server. */
const MAX_LENGTH: Partial<Record<MappingKey, number>> = {
  product_id: TEXT_KINDS.name.maxLength,
  name: TEXT_KINDS.name.maxLength,
  description: TEXT_KINDS.long.maxLength,
};

/** The cell of `key` in `cells`, '' when the key is not mapped. */
export function cellOf(cells: readonly string[], headers: readonly string[], mapping: ColumnMapping, key: MappingKey) {
  const header = mapping[key];
  const index = header ? headers.indexOf(header) : -1;
  return index >= 0 ? (cells[index] ?? '') : '';
}

/** Checks one data row (`row` is its file row number, from 2). */
export function validateRow(
  cells: readonly string[],
  row: number,
  headers: readonly string[],
  mapping: ColumnMapping,
): RowCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!cellOf(cells, headers, mapping, 'product_id').trim())
    errors.push(rowMessage(row, 'Missing required Product ID'));
  if (!cellOf(cells, headers, mapping, 'description').trim())
    errors.push(rowMessage(row, 'Missing required Description'));
  if (!isValidImageUrl(cellOf(cells, headers, mapping, 'image_url')))
    warnings.push(rowMessage(row, 'Invalid Image URL format'));
  for (const key of MAPPING_KEYS) {
    const header = mapping[key];
    if (!header || !headers.includes(header)) continue;
    const value = cellOf(cells, headers, mapping, key);
    for (const problem of cellTextProblems(value)) warnings.push(cellMessage(row, header, problem));
    if (looksLikeFormula(value))
      warnings.push(cellMessage(row, header, 'Looks like a spreadsheet formula (stored as text)'));
    const max = MAX_LENGTH[key];
    if (max !== undefined && value.trim().length > max)
      errors.push(cellMessage(row, header, `Must be at most ${max.toLocaleString('en-US')} characters`));
  }
  return { errors, warnings };
}

/** Checks every row and the Product IDs repeated across rows; 'No data found in CSV file' without rows. */
export function validateCsv(csv: Pick<ParsedCsv, 'headers' | 'rows'>, mapping: ColumnMapping): CsvValidation {
  if (csv.rows.length === 0) return { errors: [IMPORT_MESSAGES.noDataFile], warnings: [], validRows: 0 };
  const errors: string[] = [];
  const warnings: string[] = [];
  const firstRow = new Map<string, number>();
  let validRows = 0;
  csv.rows.forEach((cells, index) => {
    const row = index + 2;
    const check = validateRow(cells, row, csv.headers, mapping);
    const id = cellOf(cells, csv.headers, mapping, 'product_id').trim();
    if (id) {
      const first = firstRow.get(id);
      if (first === undefined) firstRow.set(id, row);
      else check.errors.push(rowMessage(row, `Duplicate Product ID "${id}" (also in row ${first})`));
    }
    errors.push(...check.errors);
    warnings.push(...check.warnings);
    if (check.errors.length === 0) validRows++;
  });
  return { errors, warnings, validRows };
}

/** The first `limit` items and how many more there are ('... and N more'). */
export function firstItems(items: readonly string[], limit: number): { shown: string[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(items.length - limit, 0) };
}
