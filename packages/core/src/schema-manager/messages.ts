// The Schema Manager's messages — spec part 2 §2.8, §4.5, §5.5, §8.4, verbatim.
import { isApiError } from '../client/index';

export const SCHEMA_MESSAGES = {
  noCompany: 'No company selected',
  noCompanyWait: 'No company selected. Please select a company first.',
  loadFailed: 'Failed to load schema',
  reorderFieldsFailed: 'Failed to reorder fields',
  reorderGroupsFailed: 'Failed to save group order',
  createGroupFailed: 'Failed to create group',
  updateGroupFailed: 'Failed to update group',
  deleteGroupFailed: 'Failed to delete group',
  createFieldFailed: 'Failed to create field',
  updateFieldFailed: 'Failed to update field',
  deleteFieldFailed: 'Failed to delete field',
  previewFailed: 'Failed to preview merge',
  mergeFailed: 'Failed to execute merge',
  productDetailsFailed: 'Failed to load product details',
  noFieldsFound: 'No fields found',
  noFieldsInGroup: 'No fields in this group',
  migrationNotImplemented: 'Field migration is not yet implemented.',
  fullListNotImplemented: 'The full conflict list is not yet implemented.',
  noSuggestions: 'No merge suggestions found.',
  aiTimeout: 'Request timed out. The AI analysis is taking longer than expected.',
  aiTooMany: 'Too many requests. Please wait a moment before trying again.',
  aiServer: 'Server error occurred. Our team has been notified.',
  aiUnavailable: 'AI service is temporarily unavailable. Please try again in a few minutes.',
  aiNoFields: 'No fields available for analysis. Please ensure your schema has fields with usage data.',
  aiAuth: 'Authentication error. Please refresh the page and try again.',
  aiFailed: 'Failed to generate AI suggestions. Please try again.',
  dismissNotFound: 'Suggestion not found. It may have been already processed.',
  dismissForbidden: 'You do not have permission to dismiss this suggestion.',
  dismissFailed: 'Failed to dismiss suggestion',
  refreshNotFound: 'No suggestions found for this company.',
  refreshForbidden: 'You do not have permission to view suggestions.',
} as const;

/** 'Found N field(s)' or 'No fields found' — spec part 2 §2.8. */
export const searchResultMessage = (count: number) =>
  count === 0 ? SCHEMA_MESSAGES.noFieldsFound : `Found ${count} field(s)`;
/** The card's disabled delete tooltip — spec part 2 §4.5. */
export const cannotDeleteFieldMessage = (usage: number) => `Cannot delete: Field is used in ${usage} products`;
/** The group delete confirmation — spec part 2 §5.5. */
export const deleteGroupConfirmation = (name: string) =>
  `Are you sure you want to delete the group "${name}"? This action cannot be undone.`;
/** The merge dialog's empty target list — spec part 2 §5.5. */
export const noCompatibleTargetsMessage = (dataType: string) =>
  `No compatible target fields found. Both fields must have the same data type (${dataType})`;

/** The server's string detail of a failure, if any. */
export function serverDetail(error: unknown): string | null {
  return isApiError(error) && typeof error.detail === 'string' && error.detail.trim() !== '' ? error.detail : null;
}

/** An editor's message: the server's detail, else the fallback — spec part 2 §8.4. */
export const editorFailureMessage = (error: unknown, fallback: string) => serverDetail(error) ?? fallback;

/** Whether an AI analysis failure is retried: timeout, network or server (5xx) errors — spec part 2 §4.4. */
export function isRetryableAnalysisError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 'timeout' || error.code === 'network_error' || error.status >= 500;
}

/** The AI generation message for a failure — spec part 2 §8.4, in the spec's order. */
export function aiAnalysisErrorMessage(error: unknown): string {
  if (!isApiError(error)) return SCHEMA_MESSAGES.aiFailed;
  const detail = serverDetail(error);
  if (error.code === 'timeout' || error.status === 408) return SCHEMA_MESSAGES.aiTimeout;
  if (error.status === 429) return SCHEMA_MESSAGES.aiTooMany;
  if (error.status >= 500) return SCHEMA_MESSAGES.aiServer;
  if (detail && /\bAI\b|AI service/i.test(detail)) return SCHEMA_MESSAGES.aiUnavailable;
  if (error.status === 400 && detail && /field/i.test(detail)) return SCHEMA_MESSAGES.aiNoFields;
  if (error.status === 401 || error.status === 403) return SCHEMA_MESSAGES.aiAuth;
  return detail ?? SCHEMA_MESSAGES.aiFailed;
}

/** The dismiss failure message — spec part 2 §6, §8.4. */
export function dismissErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return SCHEMA_MESSAGES.dismissNotFound;
  if (isApiError(error) && error.status === 403) return SCHEMA_MESSAGES.dismissForbidden;
  return serverDetail(error) ?? SCHEMA_MESSAGES.dismissFailed;
}

/** The suggestion list refresh failure message — spec part 2 §8.4. */
export function refreshErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return SCHEMA_MESSAGES.refreshNotFound;
  if (isApiError(error) && error.status === 403) return SCHEMA_MESSAGES.refreshForbidden;
  return serverDetail(error) ?? 'Failed to load suggestions';
}
