// Texts of data integration — spec part 2 §5, §8.1, verbatim. The English texts of `messages.import` (issue
// #21); the hooks and the widgets use the provider's. Read straight from the namespace's file, not the messages
// index: the CSV worker reaches this file and must not load React.
import type { ImportMessages } from '../messages/index';
import { importMessages as m } from '../messages/import';
import { RUN_WARNING_LIMIT } from './constants';

export const IMPORT_MESSAGES = {
  fileTooLarge: m.fileTooLarge,
  parseFailed: m.parseFailed,
  noData: m.noData,
  noDataFile: m.noDataFile,
  selectCompany: m.selectCompany,
  noRows: m.noRows,
  mapRequired: m.mapRequired,
  validationFailed: m.validationFailed,
  bulkFallback: m.bulkFallback,
  singleFallback: m.singleFallback,
  validationPassed: m.validationPassed,
  spendingLimitToast: m.spendingLimitToast,
  spendingLimitFallback: m.spendingLimitFallback,
  enhancementNotStarted: m.enhancementNotStarted,
  checkDashboard: m.checkDashboard,
  /** The billing message of a bulk run blocked by credits (part 2 §8.1 'bulk-enhancement-blocked'). */
  bulkEnhancementBlocked: m.bulkEnhancementBlocked,
  /** Not in the spec (issue #18): unmapped columns as custom fields need a group. */
  chooseFieldGroup: m.chooseFieldGroup,
  /** Not in the spec: creating the custom fields before a run failed (the server's detail follows). */
  customFieldsFailed: m.customFieldsFailed('').trimEnd(),
} as const;

/** The hint after a successful run (spec part 2 §8.1). */
export const checkDashboardLine = IMPORT_MESSAGES.checkDashboard;

export const rowMessage = m.rowProblem;
export const cellMessage = m.cellProblem;
export const cancelledMessage = m.cancelled;
export const creditsStoppedMessage = m.creditsStopped;
export const limitStoppedMessage = m.limitStopped;
export const allSkippedMessage = m.allSkipped;
export const importedMessage = m.imported;
export const enhancingMessage = m.enhancing;
/** Beyond the spec: rows whose content was already stored, which start no job. */
export const unchangedMessage = m.unchanged;
/** Only rows that really lacked a Product ID or description (spec part 2 §8.1). */
export const skippedMessage = m.skipped;
/**
 * Beyond the spec (docs/decisions.md, issue #18): rows of batches whose import call failed after its retry; they
 * lacked nothing, so they are not called skipped. Importing the file again retries them (rows already imported
 * come back unchanged).
 */
export const failedRowsMessage = m.failedRows;
export const insufficientCreditsText = m.insufficientCredits;

/**
 * 'CSV validation failed:' followed by the errors, one a line (spec part 2 §5.4); when only the first of `total`
 * errors are at hand (the worker sends the first 10), '... and N more' follows them.
 */
export function validationFailedMessage(
  errors: readonly string[],
  total = errors.length,
  messages: Pick<ImportMessages, 'validationFailed' | 'andMore'> = m,
): string {
  const more = total - errors.length;
  return [messages.validationFailed, ...errors, ...(more > 0 ? [messages.andMore(more)] : [])].join('\n');
}

/** The first 5 warnings, then '... and N more warnings' (spec part 2 §5.4); `total` when warnings is only the first. */
export function runWarningsText(
  warnings: readonly string[],
  total = warnings.length,
  messages: Pick<ImportMessages, 'andMoreWarnings'> = m,
): string {
  const shown = warnings.slice(0, RUN_WARNING_LIMIT);
  const more = total - shown.length;
  return [...shown, ...(more > 0 ? [messages.andMoreWarnings(more)] : [])].join('\n');
}
