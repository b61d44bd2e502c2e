// One bulk run — spec part 2 §4.2, §8.1 (issue #18): rows go to the batch import call in file order, taken a batch
// at a time from their source (the CSV worker builds them; the next batch is built while one is on its way); cancel
// is checked before each batch; a 402 or 429 reported by the server stops the run at its row; a 403 (suspended)
// raises the suspension notice once and the run goes on importing. A row lacking its Product ID or description is
// skipped for missing data; the rows of a batch whose call failed (after its one retry) are counted apart, as
// failed, and the summary says so truthfully (docs/decisions.md, issue #18).
import type { RawProductBatchImportResponse, RawProductImport } from '../contract/index';
import { ACCOUNT_SUSPENDED_NOTICE_MS, isApiError } from '../client/index';
import type { ImportMessages } from '../messages/index';
import { importMessages } from '../messages/import';
import { BULK_BATCH_MAX_CHARS, BULK_BATCH_ROWS, BULK_ERROR_TOAST_MS, BULK_WARNING_TOAST_MS } from './constants';
import { arrayRowSource, type ImportRowBatch, type ImportRowSource } from './importRows';

/** Counts of a run so far. */
export interface BulkRunCounts {
  /** Rows handled (imported or skipped). */
  processed: number;
  total: number;
  imported: number;
  created: number;
  updated: number;
  unchanged: number;
  enhancing: number;
  /** Rows skipped for missing data (no Product ID or description). */
  skipped: number;
  /** Rows of batches whose import call failed (network or server error after the retry): not imported. */
  failed: number;
}

/** A toast the run asks the screen to show. */
export interface BulkRunNotice {
  id?: string;
  kind: 'error' | 'warning' | 'success' | 'info';
  message: string;
  duration: number;
}

/** How a run ended. */
export interface BulkRunOutcome {
  phase: 'finished' | 'cancelled' | 'stopped' | 'failed';
  message: string;
  counts: BulkRunCounts;
  notices: BulkRunNotice[];
}

export interface BulkRunOptions {
  /** The rows to import, or `source` instead. */
  rows?: readonly RawProductImport[];
  /** Where the rows come from a batch at a time (the CSV worker's session); wins over `rows`. */
  source?: ImportRowSource;
  /** Sends one batch (the batch import call). */
  send: (rows: RawProductImport[]) => Promise<RawProductBatchImportResponse>;
  /** Asked before each batch. */
  isCancelled: () => boolean;
  onProgress?: (counts: BulkRunCounts) => void;
  /** Rows per call; default 100 (at most 1,000). */
  batchRows?: number;
  /** Called for each notice as it arises (the suspension notice shows while the run goes on). */
  onNotice?: (notice: BulkRunNotice) => void;
  /** The texts of the messages and notices; default English. */
  messages?: ImportMessages;
}

/** The notification id of the suspension notice (one at a time, shared with the workspace's). */
export const SUSPENDED_NOTICE_ID = 'curate-account-suspended';

/** Cuts rows into batches of at most `size` rows and about BULK_BATCH_MAX_CHARS of JSON. */
export function batchesOf<T>(rows: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const row of rows) {
    const length = JSON.stringify(row).length;
    if (current.length > 0 && (current.length >= size || chars + length > BULK_BATCH_MAX_CHARS)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(row);
    chars += length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The server's detail of a failed call, else the spec's fallback 'Failed to process bulk upload'. */
export const errorDetail = (error: unknown, messages: Pick<ImportMessages, 'bulkFallback'> = importMessages) =>
  isApiError(error) && typeof error.detail === 'string' && error.detail ? error.detail : messages.bulkFallback;

/**
 * The run's final text (spec part 2 §8.1): imported, enhancing, unchanged, the rows skipped for missing data, the
 * rows lost to failed calls (with the last call's error; beyond the spec) and the dashboard hint.
 */
export function successMessage(
  counts: BulkRunCounts,
  failure: unknown = null,
  messages: ImportMessages = importMessages,
): string {
  const m = messages;
  return [
    m.imported(counts.imported),
    m.enhancing(counts.enhancing),
    ...(counts.unchanged > 0 ? [m.unchanged(counts.unchanged)] : []),
    ...(counts.skipped > 0 ? [m.skipped(counts.skipped)] : []),
    ...(counts.failed > 0 ? [m.failedRows(counts.failed, errorDetail(failure, m))] : []),
    m.checkDashboard,
  ].join('\n');
}

/**
 * Sends a batch, and once more when no answer arrived (timeout, network): the import is idempotent, so a batch
 * the server wrote before the answer was lost comes back 'unchanged' instead of being counted as skipped.
 */
async function sendOnce(
  send: BulkRunOptions['send'],
  batch: RawProductImport[],
): Promise<RawProductBatchImportResponse> {
  try {
    return await send(batch);
  } catch (error) {
    if (!isApiError(error) || error.status !== 0 || error.code === 'aborted') throw error;
    return send(batch);
  }
}

/** Runs the import of the source's (or `rows`') rows; never throws. */
export async function runBulkImport(options: BulkRunOptions): Promise<BulkRunOutcome> {
  const source = options.source ?? arrayRowSource(options.rows ?? []);
  const m = options.messages ?? importMessages;
  const counts: BulkRunCounts = {
    processed: 0,
    total: source.total,
    imported: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    enhancing: 0,
    skipped: 0,
    failed: 0,
  };
  const notices: BulkRunNotice[] = [];
  const notify = (notice: BulkRunNotice) => {
    notices.push(notice);
    options.onNotice?.(notice);
  };
  let suspended = false;
  let lastError: unknown = null;
  const size = Math.min(Math.max(options.batchRows ?? BULK_BATCH_ROWS, 1), 1000);
  const take = (start: number): Promise<ImportRowBatch> | null =>
    start < source.total ? source.batch(start, size) : null;
  let next = take(0);
  while (next) {
    let batch: ImportRowBatch;
    try {
      batch = await next;
    } catch (error) {
      // The rows could not be built (the worker stopped): the rest of the file is not imported.
      lastError = error;
      counts.failed += counts.total - counts.processed;
      counts.processed = counts.total;
      options.onProgress?.({ ...counts });
      break;
    }
    next = take(batch.next); // built while this batch is on its way
    counts.skipped += batch.skipped;
    counts.processed += batch.skipped;
    if (batch.rows.length === 0) continue;
    if (options.isCancelled()) {
      return { phase: 'cancelled', message: m.cancelled(counts.imported, counts.enhancing), counts, notices };
    }
    let answer: RawProductBatchImportResponse;
    try {
      answer = await sendOnce(options.send, batch.rows);
    } catch (error) {
      lastError = error;
      counts.failed += batch.rows.length;
      counts.processed += batch.rows.length;
      options.onProgress?.({ ...counts });
      continue;
    }
    counts.imported += answer.results.length;
    counts.created += answer.created;
    counts.updated += answer.updated;
    counts.unchanged += answer.unchanged;
    counts.enhancing += answer.enhancing;
    counts.processed += answer.results.length;
    if (answer.refused?.status === 403 && !suspended) {
      suspended = true;
      notify({
        id: SUSPENDED_NOTICE_ID,
        kind: 'error',
        message: m.accountSuspended,
        duration: ACCOUNT_SUSPENDED_NOTICE_MS,
      });
    }
    options.onProgress?.({ ...counts });
    if (answer.stopped) {
      if (answer.stopped.status === 402) {
        notify({ kind: 'error', message: m.bulkEnhancementBlocked, duration: BULK_ERROR_TOAST_MS });
        return { phase: 'stopped', message: m.creditsStopped(counts.imported), counts, notices };
      }
      notify({ kind: 'warning', message: m.spendingLimitToast, duration: BULK_WARNING_TOAST_MS });
      return { phase: 'stopped', message: m.limitStopped(counts.imported), counts, notices };
    }
  }
  if (counts.imported === 0) {
    // Nothing imported: the server's detail (else the fallback) when a call failed, else the spec's all-skipped text.
    const message = counts.failed > 0 ? errorDetail(lastError, m) : m.allSkipped(counts.total);
    return { phase: 'failed', message, counts, notices };
  }
  return { phase: 'finished', message: successMessage(counts, lastError, m), counts, notices };
}
