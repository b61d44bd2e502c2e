// Figures of data integration — spec part 2 §2.3, §4.2, §9 (issue #18).
// Only the contract's plain constants: the CSV worker reaches this file and must not build the contract's schemas.
export { CSV_MAX_FILE_BYTES } from '../contract/constants';

/** Credits one enhancement is estimated to cost (spec part 2 §9). */
export const CREDITS_PER_PRODUCT = 15;
/** After a successful run the loaded CSV and mapping are cleared this much later (spec part 2 §4.2, §9). */
export const BULK_RESET_DELAY_MS = 5_000;
/** Errors and warnings the Validation Summary lists before '... and N more' (spec part 2 §2.3, §9). */
export const VALIDATION_LIST_LIMIT = 10;
/** Warnings the run message lists before '... and N more warnings' (spec part 2 §5.4, §9). */
export const RUN_WARNING_LIMIT = 5;
/** Toast durations of a bulk run: error 15 s, warning 10 s, others 5 s (spec part 2 §9). */
export const BULK_ERROR_TOAST_MS = 15_000;
export const BULK_WARNING_TOAST_MS = 10_000;
export const TOAST_MS = 5_000;
/**
 * Rows a bulk run sends per batch call (the server takes up to 1,000): the run can be cancelled between
 * batches and its progress moves once per batch, so smaller batches answer sooner; 100 keeps a 30,000-row
 * file at 300 calls.
 */
export const BULK_BATCH_ROWS = 100;
/** A batch is also cut before its JSON passes this many characters (the server refuses bodies over 16 MiB). */
export const BULK_BATCH_MAX_CHARS = 4 * 1024 * 1024;
