// One bulk run — spec part 2 §4.2, §8.1 (issue #18): rows go to the batch import call in file order; cancel is
// checked before each batch; a 402 or 429 reported by the server stops the run at its row; a 403 (suspended)
// raises the suspension notice once and the run goes on importing; a failed batch counts its rows as skipped.
import type { RawProductBatchImportResponse, RawProductImport } from '../contract/index';
import { ACCOUNT_SUSPENDED_MESSAGE, ACCOUNT_SUSPENDED_NOTICE_MS, isApiError } from '../client/index';
import { BULK_BATCH_MAX_CHARS, BULK_BATCH_ROWS, BULK_ERROR_TOAST_MS, BULK_WARNING_TOAST_MS } from './constants';
import {
  allSkippedMessage,
  cancelledMessage,
  checkDashboardLine,
  creditsStoppedMessage,
  enhancingMessage,
  IMPORT_MESSAGES,
  importedMessage,
  limitStoppedMessage,
  skippedMessage,
  unchangedMessage,
} from './messages';

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
  skipped: number;
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
  rows: readonly RawProductImport[];
  /** Sends one batch (the batch import call). */
  send: (rows: RawProductImport[]) => Promise<RawProductBatchImportResponse>;
  /** Asked before each batch. */
  isCancelled: () => boolean;
  onProgress?: (counts: BulkRunCounts) => void;
  /** Rows per call; default 100 (at most 1,000). */
  batchRows?: number;
  /** Called for each notice as it arises (the suspension notice shows while the run goes on). */
  onNotice?: (notice: BulkRunNotice) => void;
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

const errorDetail = (error: unknown) =>
  isApiError(error) && typeof error.detail === 'string' && error.detail ? error.detail : IMPORT_MESSAGES.bulkFallback;

/** The run's success text: imported, enhancing, skipped and the dashboard hint (spec part 2 §8.1). */
export function successMessage(counts: BulkRunCounts): string {
  return [
    importedMessage(counts.imported),
    enhancingMessage(counts.enhancing),
    ...(counts.unchanged > 0 ? [unchangedMessage(counts.unchanged)] : []),
    ...(counts.skipped > 0 ? [skippedMessage(counts.skipped)] : []),
    checkDashboardLine,
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

/** Runs the import of `rows`; never throws. */
export async function runBulkImport(options: BulkRunOptions): Promise<BulkRunOutcome> {
  const counts: BulkRunCounts = {
    processed: 0,
    total: options.rows.length,
    imported: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    enhancing: 0,
    skipped: 0,
  };
  const notices: BulkRunNotice[] = [];
  const notify = (notice: BulkRunNotice) => {
    notices.push(notice);
    options.onNotice?.(notice);
  };
  const sendable = options.rows.filter((row) => row.customer_product_id.trim() && row.product_details.trim());
  counts.skipped = options.rows.length - sendable.length;
  counts.processed = counts.skipped;
  let suspended = false;
  let lastError: unknown = null;
  const size = Math.min(Math.max(options.batchRows ?? BULK_BATCH_ROWS, 1), 1000);
  for (const batch of batchesOf(sendable, size)) {
    if (options.isCancelled()) {
      return { phase: 'cancelled', message: cancelledMessage(counts.imported, counts.enhancing), counts, notices };
    }
    let answer: RawProductBatchImportResponse;
    try {
      answer = await sendOnce(options.send, batch);
    } catch (error) {
      lastError = error;
      counts.skipped += batch.length;
      counts.processed += batch.length;
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
        message: ACCOUNT_SUSPENDED_MESSAGE,
        duration: ACCOUNT_SUSPENDED_NOTICE_MS,
      });
    }
    options.onProgress?.({ ...counts });
    if (answer.stopped) {
      if (answer.stopped.status === 402) {
        notify({ kind: 'error', message: IMPORT_MESSAGES.bulkEnhancementBlocked, duration: BULK_ERROR_TOAST_MS });
        return { phase: 'stopped', message: creditsStoppedMessage(counts.imported), counts, notices };
      }
      notify({ kind: 'warning', message: IMPORT_MESSAGES.spendingLimitToast, duration: BULK_WARNING_TOAST_MS });
      return { phase: 'stopped', message: limitStoppedMessage(counts.imported), counts, notices };
    }
  }
  if (counts.imported === 0) {
    // Every row skipped: the spec's text, or the server's detail (else the fallback) when a call failed.
    const message = lastError ? errorDetail(lastError) : allSkippedMessage(counts.total);
    return { phase: 'failed', message, counts, notices };
  }
  return { phase: 'finished', message: successMessage(counts), counts, notices };
}
