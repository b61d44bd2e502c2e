// Reading a picked file (issue #18): the 10 MB limit is checked on File.size before a byte is read; the bytes go
// to a CSV session — a Web Worker (csvWorker.ts) holding the parsed rows, so a 10 MB file never blocks the page,
// or a CsvStore in place where no worker can start (tests, old hosts). The page gets a summary back and asks the
// session for validation, inferred types and import rows as it needs them.
import { CSV_MAX_FILE_BYTES } from './constants';
import type { CsvEncoding } from './csvDecode';
import { CsvParseError, type ParsedCsv } from './csvParse';
import {
  type CsvCall,
  type CsvFileLoadRequest,
  type CsvLoadRequest,
  type CsvRowsRequest,
  CsvStore,
  type CsvSummary,
  type CsvWorkerResponse,
  answerCsvCall,
  type InitialCheck,
  readCsv,
} from './csvStore';
import type { InferredFieldType } from './customFields';
import type { ImportRowBatch } from './importRows';
import type { ColumnMapping } from './mapping';
import { IMPORT_MESSAGES } from './messages';
import type { CsvCheck } from './validation';

export type { CsvFileLoadRequest, CsvLoadRequest, CsvRowsRequest, CsvSummary, InitialCheck } from './csvStore';

/** A loaded file as the page knows it: the summary and the file's name (the rows stay in the session). */
export interface LoadedCsv extends CsvSummary {
  fileName: string;
}

/** The page's side of a CSV session: each call answers from wherever the rows live. */
export interface CsvSession {
  /** Reads a file (in the worker: its bytes never sit on the page), replacing the one held; rejects with CsvParseError and the spec's message. */
  load(request: CsvFileLoadRequest): Promise<CsvSummary>;
  /** The §5.3 check for `mapping`: the first 10 errors and warnings (as data: describeCheck words them) and their counts. */
  validate(mapping: ColumnMapping): Promise<CsvCheck>;
  /** The inferred custom-field type of each of `columns`. */
  inferTypes(columns: readonly string[]): Promise<Record<string, InferredFieldType>>;
  /** A batch of import rows (see ImportRowSource.batch). */
  rows(request: CsvRowsRequest): Promise<ImportRowBatch>;
  /** Ends the session (the worker stops; the rows go). */
  close(): void;
}

/** The worker stopped (failed to start or crashed): the session goes on in place, without the rows it held. */
export class CsvWorkerError extends Error {
  override name = 'CsvWorkerError';
}

/** Starts the CSV worker; default the module worker beside this file (bundlers such as Vite emit it). */
export type CreateCsvWorker = () => Worker;
export const defaultCsvWorker: CreateCsvWorker = () =>
  new Worker(new URL('./csvWorker.ts', import.meta.url), { type: 'module', name: 'curate-csv' });

function localSession(store = new CsvStore()): CsvSession {
  const run = async <T>(work: () => T) => work();
  return {
    load: (request) => store.loadFile(request),
    validate: (mapping) => run(() => store.validate(mapping)),
    inferTypes: (columns) => run(() => store.inferTypes(columns)),
    rows: (request) => run(() => store.rows(request)),
    close: () => store.clear(),
  };
}

/** The value of an answer, or its error (a CsvParseError keeps its spec message). */
function settle<T>(answer: CsvWorkerResponse): T {
  if (answer.ok) return answer.value as T;
  throw answer.refusal ? new CsvParseError(answer.refusal) : new Error(answer.message);
}

function workerSession(worker: Worker): CsvSession {
  let nextId = 1;
  /** Set when the worker failed: the calls after it run in place. */
  let fallback: CsvStore | null = null;
  const pending = new Map<number, { resolve: (answer: CsvWorkerResponse) => void; reject: (error: Error) => void }>();
  worker.onmessage = (event: MessageEvent<CsvWorkerResponse>) => {
    const call = pending.get(event.data.id);
    pending.delete(event.data.id);
    call?.resolve(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    fallback = new CsvStore();
    const error = new CsvWorkerError(event.message || 'CSV worker failed');
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  const call = async <T>(request: CsvCall, transfer: Transferable[] = []): Promise<T> => {
    const id = nextId++;
    if (fallback) return settle<T>(await answerCsvCall(fallback, { ...request, id }));
    const answer = await new Promise<CsvWorkerResponse>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id }, transfer);
    });
    return settle<T>(answer);
  };
  return {
    load: (request) => call({ method: 'loadFile', args: [request] }),
    validate: (mapping) => call({ method: 'validate', args: [mapping] }),
    inferTypes: (columns) => call({ method: 'inferTypes', args: [columns] }),
    rows: (request) => call({ method: 'rows', args: [request] }),
    close: () => {
      worker.terminate();
      fallback?.clear();
      for (const pendingCall of pending.values()) pendingCall.reject(new CsvWorkerError('CSV session closed'));
      pending.clear();
    },
  };
}

/**
 * Opens a CSV session: in a worker from `createWorker` (default the module worker) when the host can start one,
 * else in place (`null`, or no Worker). Start it before a file is picked so the worker is ready.
 */
export function openCsvSession(createWorker: CreateCsvWorker | null = defaultCsvWorker): CsvSession {
  if (!createWorker || typeof Worker === 'undefined') return localSession();
  try {
    return workerSession(createWorker());
  } catch {
    return localSession();
  }
}

/**
 * Reads `file` into `session`. Rejects with CsvParseError: 'File size must be less than 10MB' (checked before
 * reading), 'No data found in CSV', 'Failed to parse CSV file. Please check the format.' When the worker fails,
 * the file is read again in place.
 */
export async function loadCsvFile(
  file: File,
  session: CsvSession,
  options: { encoding?: CsvEncoding; remembered?: ColumnMapping | null } = {},
): Promise<LoadedCsv> {
  if (file.size > CSV_MAX_FILE_BYTES) throw new CsvParseError('fileTooLarge');
  const request: CsvFileLoadRequest = {
    file,
    ...(options.encoding ? { encoding: options.encoding } : {}),
    remembered: options.remembered ?? null,
  };
  let summary: CsvSummary;
  try {
    summary = await session.load(request);
  } catch (error) {
    if (error instanceof CsvParseError) throw error;
    if (!(error instanceof CsvWorkerError)) throw new CsvParseError('parseFailed');
    summary = await session.load(request); // the session now runs in place
  }
  return { ...summary, fileName: file.name };
}

/** A file parsed, mapped and validated in one go on the calling thread, every row and message kept (tests, baselines). */
export type ParsedCsvAnswer =
  | { ok: true; csv: ParsedCsv & { encoding: CsvEncoding; initial: InitialCheck } }
  | { ok: false; message: string };

/** Decodes, parses, maps and validates `request` where it is called; never throws. */
export function parseCsvBytes(request: CsvLoadRequest): ParsedCsvAnswer {
  try {
    const { parsed, encoding, initial } = readCsv(request);
    return { ok: true, csv: { ...parsed, encoding, initial } };
  } catch (error) {
    return { ok: false, message: error instanceof CsvParseError ? error.message : IMPORT_MESSAGES.parseFailed };
  }
}
