// The dry run before a bulk run (issue #18): the rows the run would send go to the import preview call in
// batches, and the answers add up to how many rows are new, changed and unchanged — hence the credits the run
// may reserve: 15 per new or changed row, or per row with the force override (every row then starts a job).
import type { RawProductImport, RawProductImportPreviewResponse } from '../contract/index';
import { batchesOf } from './bulkRun';
import { CREDITS_PER_PRODUCT, IMPORT_BATCH_MAX_ROWS } from './constants';

/** Rows of a file by what importing them would do. */
export interface ImportPreviewCounts {
  new: number;
  changed: number;
  unchanged: number;
}

/**
 * Sends the rows the run would send to the preview call, up to 1,000 per call, and adds up the answers. Rows are
 * built a call's worth at a time (`rowsAt(start, end)`), so a 30,000-row file never blocks the page at once.
 */
export async function previewImport(
  total: number,
  rowsAt: (start: number, end: number) => RawProductImport[],
  send: (rows: RawProductImport[]) => Promise<RawProductImportPreviewResponse>,
): Promise<ImportPreviewCounts> {
  const counts: ImportPreviewCounts = { new: 0, changed: 0, unchanged: 0 };
  for (let start = 0; start < total; start += IMPORT_BATCH_MAX_ROWS) {
    const rows = rowsAt(start, Math.min(total, start + IMPORT_BATCH_MAX_ROWS));
    const sendable = rows.filter((row) => row.customer_product_id.trim() && row.product_details.trim());
    for (const batch of batchesOf(sendable, IMPORT_BATCH_MAX_ROWS)) {
      const answer = await send(batch);
      counts.new += answer.new;
      counts.changed += answer.changed;
      counts.unchanged += answer.unchanged;
    }
  }
  return counts;
}

/** Credits a run may reserve: (new + changed) × 15, or every previewed row × 15 with the force override. */
export function previewCredits(counts: ImportPreviewCounts, forceOverride: boolean): number {
  const jobs = counts.new + counts.changed + (forceOverride ? counts.unchanged : 0);
  return jobs * CREDITS_PER_PRODUCT;
}
