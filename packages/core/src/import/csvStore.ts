// The rows of a loaded CSV file where they live (issue #18): in the CSV worker (csvWorker.ts), or in place
// where no worker can start. The page keeps only what it shows — headers, counts, the first errors and warnings
// — and asks the store for the rest: validation for another mapping, the columns' inferred types, and the import
// rows a batch at a time, so neither the 30,000 parsed rows nor their payloads ever cross to the page.
import { VALIDATION_LIST_LIMIT } from './constants';
import { type CsvEncoding, decodeCsvBytes } from './csvDecode';
import { CsvParseError, type CsvRefusal, type ParsedCsv, parseCsvText } from './csvParse';
import { type InferredFieldType, inferColumnTypes } from './customFields';
import { type ImportRowBatch, takeImportBatch, toImportRow } from './importRows';
import { type ColumnMapping, initialMapping } from './mapping';
import { type CsvCheck, checkCsv } from './validation';

/** Errors and warnings a check sends to the page: the Validation Summary's first 10 of each (with the counts). */
export const VALIDATION_KEPT = VALIDATION_LIST_LIMIT;

/** What a load is given: the file's bytes, the encoding the user chose, the company's last mapping. */
export interface CsvLoadRequest {
  bytes: ArrayBuffer;
  encoding?: CsvEncoding;
  /** The company's last mapping, offered again (initialMapping). */
  remembered?: ColumnMapping | null;
}

/** A load sent to the worker: the file itself (a Blob crosses by reference), read there so its bytes never sit on the page. */
export interface CsvFileLoadRequest {
  file: Blob;
  encoding?: CsvEncoding;
  /** The company's last mapping, offered again (initialMapping). */
  remembered?: ColumnMapping | null;
}

/** The mapping a file starts with and its validation (as data: the page words it), both computed where the file was parsed. */
export interface InitialCheck {
  mapping: ColumnMapping;
  validation: CsvCheck;
}

/** What the page knows of a loaded file. */
export interface CsvSummary {
  headers: string[];
  rowCount: number;
  delimiter: string;
  encoding: CsvEncoding;
  /** The starting mapping (header variants, the remembered mapping) and its validation. */
  initial: InitialCheck;
}

/** A request for a batch of import rows (ImportRowSource.batch, for one mapping and run). */
export interface CsvRowsRequest {
  start: number;
  maxRows: number;
  mapping: ColumnMapping;
  importBatchId: string;
  /** Unmapped headers sent as custom fields: header to field name. */
  fieldKeys?: Record<string, string>;
}

/** Decodes, parses, maps and validates: the whole first look at a file (throws CsvParseError). */
export function readCsv(
  request: CsvLoadRequest,
  limit?: number,
): { parsed: ParsedCsv; encoding: CsvEncoding; initial: InitialCheck } {
  const { text, encoding } = decodeCsvBytes(new Uint8Array(request.bytes), request.encoding);
  const parsed = parseCsvText(text);
  const mapping = initialMapping(parsed.headers, request.remembered ?? null);
  return { parsed, encoding, initial: { mapping, validation: checkCsv(parsed, mapping, limit) } };
}

/** One loaded file and the work on its rows; every method answers what can be posted to the page. */
export class CsvStore {
  private csv: ParsedCsv | null = null;

  /** Reads a file, replacing the one held (throws CsvParseError with the spec's message). */
  load(request: CsvLoadRequest): CsvSummary {
    this.csv = null;
    const { parsed, encoding, initial } = readCsv(request, VALIDATION_KEPT);
    this.csv = parsed;
    return { headers: parsed.headers, rowCount: parsed.rows.length, delimiter: parsed.delimiter, encoding, initial };
  }

  /** Reads a file from its Blob (in the worker), then as load. */
  async loadFile({ file, ...options }: CsvFileLoadRequest): Promise<CsvSummary> {
    this.csv = null;
    return this.load({ ...options, bytes: await file.arrayBuffer() });
  }

  /** The §5.3 check of every row for `mapping` (the first problems, and their counts). */
  validate(mapping: ColumnMapping): CsvCheck {
    return checkCsv(this.loaded(), mapping, VALIDATION_KEPT);
  }

  /** The inferred field type of each of `columns`, from all their cells. */
  inferTypes(columns: readonly string[]): Record<string, InferredFieldType> {
    const csv = this.loaded();
    return inferColumnTypes(csv.headers, csv.rows, columns);
  }

  /** The next batch of import rows from `start` (toImportRow of each, rows lacking data skipped and counted). */
  rows({ start, maxRows, mapping, importBatchId, fieldKeys = {} }: CsvRowsRequest): ImportRowBatch {
    const { headers, rows } = this.loaded();
    return takeImportBatch(rows.length, start, maxRows, (index) =>
      toImportRow(rows[index]!, index, headers, mapping, importBatchId, fieldKeys),
    );
  }

  /** Lets the rows go. */
  clear(): void {
    this.csv = null;
  }

  private loaded(): ParsedCsv {
    if (!this.csv) throw new Error('No CSV file is loaded');
    return this.csv;
  }
}

/** The methods a session forwards to its store. */
export type CsvCall =
  | { method: 'load'; args: [CsvLoadRequest] }
  | { method: 'loadFile'; args: [CsvFileLoadRequest] }
  | { method: 'validate'; args: [ColumnMapping] }
  | { method: 'inferTypes'; args: [readonly string[]] }
  | { method: 'rows'; args: [CsvRowsRequest] }
  | { method: 'clear'; args: [] };

/** What the worker is sent and answers. */
export type CsvWorkerRequest = CsvCall & { id: number };
export type CsvWorkerResponse =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string; refusal: CsvRefusal | null };

/** Runs one call on a store, as the worker does (errors become answers). */
export async function answerCsvCall(store: CsvStore, request: CsvWorkerRequest): Promise<CsvWorkerResponse> {
  try {
    const value = await (store[request.method] as (...args: unknown[]) => unknown).apply(store, request.args);
    return { id: request.id, ok: true, value };
  } catch (error) {
    const refusal = error instanceof CsvParseError ? error.refusal : null;
    return { id: request.id, ok: false, refusal, message: error instanceof Error ? error.message : String(error) };
  }
}
