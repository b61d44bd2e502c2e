// Texts of data integration — spec part 2 §5, §8.1, verbatim.
import { RUN_WARNING_LIMIT } from './constants';

export const IMPORT_MESSAGES = {
  fileTooLarge: 'File size must be less than 10MB',
  parseFailed: 'Failed to parse CSV file. Please check the format.',
  noData: 'No data found in CSV',
  noDataFile: 'No data found in CSV file',
  selectCompany: 'Please select a company first',
  noRows: 'No CSV data to process. Please upload a valid CSV file.',
  mapRequired: 'Please map the required fields (Product ID and Description) before processing.',
  validationFailed: 'CSV validation failed:',
  bulkFallback: 'Failed to process bulk upload',
  singleFallback: 'Failed to submit product',
  validationPassed: 'CSV validation passed - ready for import!',
  spendingLimitToast: 'Spending limit reached. Products imported but enhancements stopped.',
  spendingLimitFallback: 'Daily or monthly spending limit exceeded. Please check your billing settings.',
  enhancementNotStarted: 'Enhancement could not be started (product imported successfully)',
  checkDashboard: 'Check the Dashboard and Review Queue tabs to follow their progress.',
  /** The billing message of a bulk run blocked by credits (part 2 §8.1 'bulk-enhancement-blocked'). */
  bulkEnhancementBlocked: 'Bulk enhancement blocked: insufficient credits. Please contact your administrator.',
  /** Not in the spec (issue #18): unmapped columns as custom fields need a group. */
  chooseFieldGroup: 'Please choose a group for the custom fields.',
  /** Not in the spec: creating the custom fields before a run failed (the server's detail follows). */
  customFieldsFailed: 'Could not create the custom fields:',
} as const;

/** The hint after a successful run (spec part 2 §8.1). */
export const checkDashboardLine = IMPORT_MESSAGES.checkDashboard;

export const rowMessage = (row: number, text: string) => `Row ${row}: ${text}`;
export const cellMessage = (row: number, field: string, text: string) => `Row ${row} (${field}): ${text}`;
export const cancelledMessage = (imported: number, enhancing: number) =>
  `Canceled by user. ${imported} products imported, ${enhancing} enhancing.`;
export const creditsStoppedMessage = (imported: number) =>
  `Imported ${imported} products. Enhancement stopped due to insufficient credits.`;
export const limitStoppedMessage = (imported: number) =>
  `Imported ${imported} products. Enhancement stopped due to spending limit.`;
export const allSkippedMessage = (rows: number) =>
  `All ${rows} rows were skipped due to errors. Please check the console for details and try again.`;
export const importedMessage = (n: number) => `Successfully imported ${n} products!`;
export const enhancingMessage = (n: number) => `${n} products are being enhanced`;
/** Beyond the spec: rows whose content was already stored, which start no job. */
export const unchangedMessage = (n: number) => `${n} products unchanged (no enhancement, no credits spent)`;
/** Only rows that really lacked a Product ID or description (spec part 2 §8.1). */
export const skippedMessage = (n: number) => `${n} rows skipped due to missing data`;
/**
 * Beyond the spec (docs/decisions.md, issue #18): rows of batches whose import call failed after its retry; they
 * lacked nothing, so they are not called skipped. Importing the file again retries them (rows already imported
 * come back unchanged).
 */
export const failedRowsMessage = (n: number, detail: string) =>
  `${n} rows were not imported because the import call failed (${detail}). Process the file again to retry them; rows already imported will be reported unchanged.`;
export const insufficientCreditsText = (have: number, need: number) =>
  `Insufficient credits: You have ${have} credits but need approximately ${need} credits. Please contact your administrator.`;

/**
 * 'CSV validation failed:' followed by the errors, one a line (spec part 2 §5.4); when only the first of `total`
 * errors are at hand (the worker sends the first 10), '... and N more' follows them.
 */
export function validationFailedMessage(errors: readonly string[], total = errors.length): string {
  const more = total - errors.length;
  return [IMPORT_MESSAGES.validationFailed, ...errors, ...(more > 0 ? [`... and ${more} more`] : [])].join('\n');
}

/** The first 5 warnings, then '... and N more warnings' (spec part 2 §5.4); `total` when warnings is only the first. */
export function runWarningsText(warnings: readonly string[], total = warnings.length): string {
  const shown = warnings.slice(0, RUN_WARNING_LIMIT);
  const more = total - shown.length;
  return [...shown, ...(more > 0 ? [`... and ${more} more warnings`] : [])].join('\n');
}
