// Reading a picked file (issue #18): the 10 MB limit is checked on File.size before a byte is read; the bytes
// are decoded and parsed in a Web Worker (csvWorker.ts) so a 10 MB file never blocks the page, or on the
// calling thread where no worker can start (tests, old hosts).
import { CSV_MAX_FILE_BYTES } from './constants';
import { type CsvEncoding, decodeCsvBytes } from './csvDecode';
import { CsvParseError, type ParsedCsv, parseCsvText } from './csvParse';
import { type ColumnMapping, initialMapping } from './mapping';
import { IMPORT_MESSAGES } from './messages';
import { type CsvValidation, validateCsv } from './validation';

/** The mapping a file starts with and its validation, both computed where the file was parsed. */
export interface InitialCheck {
  mapping: ColumnMapping;
  validation: CsvValidation;
}

/** A parsed file and the encoding it was read with. */
export interface LoadedCsv extends ParsedCsv {
  fileName: string;
  encoding: CsvEncoding;
  /** The starting mapping (header variants, the remembered mapping) and its validation, off the page. */
  initial: InitialCheck;
}

/** What the worker is sent and answers. */
export interface CsvWorkerRequest {
  bytes: ArrayBuffer;
  encoding?: CsvEncoding;
  /** The company's last mapping, offered again (initialMapping). */
  remembered?: ColumnMapping | null;
}
export type CsvWorkerResponse =
  | { ok: true; csv: ParsedCsv & { encoding: CsvEncoding; initial: InitialCheck } }
  | { ok: false; message: string };

/**
 * Decodes and parses bytes, then maps and validates the rows for the starting mapping: the worker's work (so a
 * 10 MB file's §5.3 checks never block the page either), also run in place when there is no worker.
 */
export function parseCsvBytes(request: CsvWorkerRequest): CsvWorkerResponse {
  try {
    const { text, encoding } = decodeCsvBytes(new Uint8Array(request.bytes), request.encoding);
    const parsed = parseCsvText(text);
    const mapping = initialMapping(parsed.headers, request.remembered ?? null);
    return { ok: true, csv: { ...parsed, encoding, initial: { mapping, validation: validateCsv(parsed, mapping) } } };
  } catch (error) {
    return { ok: false, message: error instanceof CsvParseError ? error.message : IMPORT_MESSAGES.parseFailed };
  }
}

/** Starts the CSV worker; default the module worker beside this file (bundlers such as Vite emit it). */
export type CreateCsvWorker = () => Worker;
export const defaultCsvWorker: CreateCsvWorker = () =>
  new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module', name: 'curate-csv' });

function inWorker(createWorker: CreateCsvWorker, request: CsvWorkerRequest): Promise<CsvWorkerResponse> {
  return new Promise((resolve, reject) => {
    const worker = createWorker();
    worker.onmessage = (event: MessageEvent<CsvWorkerResponse>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      event.preventDefault();
      reject(new Error(event.message || 'CSV worker failed'));
    };
    worker.postMessage(request, [request.bytes]);
  });
}

/**
 * Reads, decodes and parses `file`. Rejects with CsvParseError: 'File size must be less than 10MB' (checked
 * before reading), 'No data found in CSV', 'Failed to parse CSV file. Please check the format.'
 */
export async function loadCsvFile(
  file: File,
  options: { encoding?: CsvEncoding; createWorker?: CreateCsvWorker | null; remembered?: ColumnMapping | null } = {},
): Promise<LoadedCsv> {
  if (file.size > CSV_MAX_FILE_BYTES) throw new CsvParseError(IMPORT_MESSAGES.fileTooLarge);
  const bytes = await file.arrayBuffer();
  const request: CsvWorkerRequest = {
    bytes,
    ...(options.encoding ? { encoding: options.encoding } : {}),
    remembered: options.remembered ?? null,
  };
  const createWorker = options.createWorker === undefined ? defaultCsvWorker : options.createWorker;
  let answer: CsvWorkerResponse;
  if (createWorker && typeof Worker !== 'undefined') {
    try {
      answer = await inWorker(createWorker, { ...request, bytes: bytes.slice(0) });
    } catch {
      answer = parseCsvBytes(request);
    }
  } else answer = parseCsvBytes(request);
  if (!answer.ok) throw new CsvParseError(answer.message);
  return { ...answer.csv, fileName: file.name };
}
