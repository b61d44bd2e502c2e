// The dry run before a bulk run (issue #18): the rows the run would send go to the import preview call in
// batches, and the answers add up to how many rows are new, changed and unchanged — hence the credits the run
// may reserve: 15 per new or changed row and per unchanged row never enhanced, or per row with the force override
// (every row then starts a job).
import { IMPORT_BATCH_MAX_ROWS, type RawProductImport, type RawProductImportPreviewResponse } from '../contract/index';
import { CREDITS_PER_PRODUCT } from './constants';
import type { ImportRowSource } from './importRows';

/** Rows of a file by what importing them would do. */
export interface ImportPreviewCounts {
  new: number;
  changed: number;
  unchanged: number;
  /** Of the unchanged rows, those never enhanced (their start was refused or never made): enhanced by the run. */
  unenhanced?: number;
}

/**
 * Sends the rows the run would send to the preview call, up to 1,000 per call, and adds up the answers. The rows come
 * from `source` a call's worth at a time (built in the CSV worker), so a 30,000-row file never blocks the page.
 */
export async function previewImport(
  source: ImportRowSource,
  send: (rows: RawProductImport[]) => Promise<RawProductImportPreviewResponse>,
): Promise<ImportPreviewCounts> {
  const counts: Required<ImportPreviewCounts> = { new: 0, changed: 0, unchanged: 0, unenhanced: 0 };
  for (let start = 0; start < source.total; ) {
    const batch = await source.batch(start, IMPORT_BATCH_MAX_ROWS);
    start = batch.next;
    if (batch.rows.length === 0) continue;
    const answer = await send(batch.rows);
    counts.new += answer.new;
    counts.changed += answer.changed;
    counts.unchanged += answer.unchanged;
    counts.unenhanced += answer.unenhanced;
  }
  return counts;
}

/**
 * Credits a run may reserve: (new + changed + unchanged never enhanced) × 15, or every previewed row × 15 with the
 * force override.
 */
export function previewCredits(counts: ImportPreviewCounts, forceOverride: boolean): number {
  const jobs = counts.new + counts.changed + (forceOverride ? counts.unchanged : (counts.unenhanced ?? 0));
  return jobs * CREDITS_PER_PRODUCT;
}
