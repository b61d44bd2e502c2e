// A CSV row as the import payload — spec part 2 §3 (issue #18): source_system csv_upload, the run's
// import_batch_id, source file bulk_upload.csv, the file row (from 1, the header not counted), name,
// description, image URL, and additional_fields holding brand, category and every unmapped column.
// Characters the server refuses are removed (§5.3 reports them as warnings; warnings never block).
// The contract's constants, text rule and types only (the CSV worker reaches this file).
import { BULK_IMPORT_BATCH_PREFIX, BULK_SOURCE_FILE_NAME, BULK_SOURCE_SYSTEM } from '../contract/constants';
import type { RawProductImport } from '../contract/index';
import { TEXT_KINDS } from '../contract/text';
import { BULK_BATCH_MAX_CHARS } from './constants';
import { type ColumnMapping, unmappedColumns } from './mapping';
import { cellOf, isValidImageUrl } from './validation';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the server refuses these in every text.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /[\t\r\n]+/g;

/** Multi-line text the server accepts: control characters other than tab, CR and LF removed. */
export const cleanText = (value: string) => value.replace(CONTROL, '').trim();
/** One-line text the server accepts: line breaks and tabs become a space, other control characters go. */
export const cleanLine = (value: string) => value.replace(LINE_BREAKS, ' ').replace(CONTROL, '').trim();

/** A new batch id: 'csv_upload_' and the time (spec part 2 §3). */
export const newImportBatchId = (now: Date = new Date()) => `${BULK_IMPORT_BATCH_PREFIX}${now.getTime()}`;

/** The import payload of data row `index` (0-based) of the file. */
export function toImportRow(
  cells: readonly string[],
  index: number,
  headers: readonly string[],
  mapping: ColumnMapping,
  importBatchId: string,
  /** Unmapped headers sent as custom fields: header to field name (the additional_fields key); others keep their header. */
  customFieldKeys: Readonly<Record<string, string>> = {},
): RawProductImport {
  const cell = (key: Parameters<typeof cellOf>[3]) => cellOf(cells, headers, mapping, key);
  const additional: Record<string, string> = {};
  for (const key of ['brand', 'category'] as const) {
    const value = cleanText(cell(key));
    if (value) additional[key] = value;
  }
  for (const header of unmappedColumns(mapping, headers)) {
    const value = cleanText(cells[headers.indexOf(header)] ?? '');
    const name = customFieldKeys[header] ?? cleanLine(header).slice(0, TEXT_KINDS.name.maxLength);
    if (value && name && !(name in additional)) additional[name] = value;
  }
  const image = cleanLine(cell('image_url'));
  return {
    customer_product_id: cleanLine(cell('product_id')),
    source_system: BULK_SOURCE_SYSTEM,
    import_batch_id: importBatchId,
    source_url: isValidImageUrl(image) ? image : '',
    source_file_name: BULK_SOURCE_FILE_NAME,
    source_file_row: index + 1,
    product_name: cleanLine(cell('name')) || null,
    product_details: cleanText(cell('description')),
    additional_fields: additional,
  };
}

/** True when the row can be sent: it has a Product ID and a description (spec part 2 §4.2: others are skipped). */
export const isSendableRow = (row: RawProductImport) =>
  !!row.customer_product_id.trim() && !!row.product_details.trim();

/** One batch of a run: the rows to send, the rows passed over for missing data, and where the next batch starts. */
export interface ImportRowBatch {
  rows: RawProductImport[];
  /** Rows without a Product ID or description after cleaning: skipped for missing data (spec part 2 §4.2). */
  skipped: number;
  /** The index of the first row not taken (total when done). */
  next: number;
}

/** Where a run takes its rows from, a batch at a time (the CSV worker's rows, or an array). */
export interface ImportRowSource {
  /** Rows in all, sendable or not. */
  total: number;
  /** The sendable rows from `start`: at most `maxRows`, cut before their JSON passes BULK_BATCH_MAX_CHARS. */
  batch(start: number, maxRows: number): Promise<ImportRowBatch>;
}

/** Takes the batch of rows `start`, `start + 1`, … of `total` (built by `rowAt`), as ImportRowSource.batch answers. */
export function takeImportBatch(
  total: number,
  start: number,
  maxRows: number,
  rowAt: (index: number) => RawProductImport,
): ImportRowBatch {
  const rows: RawProductImport[] = [];
  let skipped = 0;
  let chars = 0;
  let index = start;
  for (; index < total && rows.length < maxRows; index++) {
    const row = rowAt(index);
    if (!isSendableRow(row)) {
      skipped++;
      continue;
    }
    const length = JSON.stringify(row).length;
    if (rows.length > 0 && chars + length > BULK_BATCH_MAX_CHARS) break;
    rows.push(row);
    chars += length;
  }
  return { rows, skipped, next: index };
}

/** A source over rows already built (tests, hosts that build their own payload). */
export function arrayRowSource(rows: readonly RawProductImport[]): ImportRowSource {
  return {
    total: rows.length,
    batch: async (start, maxRows) => takeImportBatch(rows.length, start, maxRows, (index) => rows[index]!),
  };
}
