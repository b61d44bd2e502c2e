// A CSV row as the import payload — spec part 2 §3 (issue #18): source_system csv_upload, the run's
// import_batch_id, source file bulk_upload.csv, the file row (from 1, the header not counted), name,
// description, image URL, and additional_fields holding brand, category and every unmapped column.
// Characters the server refuses are removed (§5.3 reports them as warnings; warnings never block).
import {
  BULK_IMPORT_BATCH_PREFIX,
  BULK_SOURCE_FILE_NAME,
  BULK_SOURCE_SYSTEM,
  type RawProductImport,
  TEXT_KINDS,
} from '../contract/index';
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

/** Rows built per task by buildImportRows: a few milliseconds of work, so the page stays responsive. */
export const IMPORT_ROWS_CHUNK = 1000;

/**
 * The import payload of every data row, built IMPORT_ROWS_CHUNK rows per task (a 30,000-row file would block
 * the page for hundreds of milliseconds in one go).
 */
export async function buildImportRows(
  rows: readonly (readonly string[])[],
  headers: readonly string[],
  mapping: ColumnMapping,
  importBatchId: string,
  customFieldKeys: Readonly<Record<string, string>> = {},
): Promise<RawProductImport[]> {
  const payload: RawProductImport[] = [];
  for (let start = 0; start < rows.length; start += IMPORT_ROWS_CHUNK) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const end = Math.min(rows.length, start + IMPORT_ROWS_CHUNK);
    for (let index = start; index < end; index++)
      payload.push(toImportRow(rows[index]!, index, headers, mapping, importBatchId, customFieldKeys));
  }
  return payload;
}
