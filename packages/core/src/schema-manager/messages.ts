// The Schema Manager's messages — spec part 2 §2.8, §4.5, §5.5, §8.4, verbatim.
// The English texts of `messages.schemaManager` (issue #21); the hook and widgets use the provider's.
import { isApiError } from '../client/index';
import { schemaManagerMessages as m, type SchemaManagerMessages } from '../messages/index';

export const SCHEMA_MESSAGES = {
  noCompany: m.noCompany,
  noCompanyWait: m.noCompanyWait,
  loadFailed: m.loadFailed,
  reorderFieldsFailed: m.reorderFieldsFailed,
  reorderGroupsFailed: m.reorderGroupsFailed,
  createGroupFailed: m.createGroupFailed,
  updateGroupFailed: m.updateGroupFailed,
  deleteGroupFailed: m.deleteGroupFailed,
  createFieldFailed: m.createFieldFailed,
  updateFieldFailed: m.updateFieldFailed,
  deleteFieldFailed: m.deleteFieldFailed,
  previewFailed: m.previewFailed,
  mergeFailed: m.mergeFailed,
  productDetailsFailed: m.productDetailsFailed,
  noFieldsFound: m.noFieldsFound,
  noFieldsInGroup: m.noFieldsInGroup,
  migrationNotImplemented: m.migrationNotImplemented,
  fullListNotImplemented: m.fullListNotImplemented,
  noSuggestions: m.noSuggestions,
  aiTimeout: m.aiTimeout,
  aiTooMany: m.aiTooMany,
  aiServer: m.aiServer,
  aiUnavailable: m.aiUnavailable,
  aiNoFields: m.aiNoFields,
  aiAuth: m.aiAuth,
  aiFailed: m.aiFailed,
  dismissNotFound: m.dismissNotFound,
  dismissForbidden: m.dismissForbidden,
  dismissFailed: m.dismissFailed,
  refreshNotFound: m.refreshNotFound,
  refreshForbidden: m.refreshForbidden,
} as const;

/** 'Found N field(s)' or 'No fields found' — spec part 2 §2.8. */
export const searchResultMessage = (
  count: number,
  messages: Pick<SchemaManagerMessages, 'foundFields' | 'noFieldsFound'> = m,
): string => (count === 0 ? messages.noFieldsFound : messages.foundFields(count));
/** The card's disabled delete tooltip — spec part 2 §4.5. */
export const cannotDeleteFieldMessage = (
  usage: number,
  messages: Pick<SchemaManagerMessages, 'cannotDeleteField'> = m,
): string => messages.cannotDeleteField(usage);
/** The group delete confirmation — spec part 2 §5.5. */
export const deleteGroupConfirmation = (
  name: string,
  messages: Pick<SchemaManagerMessages, 'deleteGroupConfirmation'> = m,
): string => messages.deleteGroupConfirmation(name);
/** The merge dialog's empty target list — spec part 2 §5.5. */
export const noCompatibleTargetsMessage = (
  dataType: string,
  messages: Pick<SchemaManagerMessages, 'noCompatibleTargets'> = m,
): string => messages.noCompatibleTargets(dataType);

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
export function aiAnalysisErrorMessage(error: unknown, messages: SchemaManagerMessages = m): string {
  if (!isApiError(error)) return messages.aiFailed;
  const detail = serverDetail(error);
  if (error.code === 'timeout' || error.status === 408) return messages.aiTimeout;
  if (error.status === 429) return messages.aiTooMany;
  if (error.status >= 500) return messages.aiServer;
  if (detail && /\bAI\b|AI service/i.test(detail)) return messages.aiUnavailable;
  if (error.status === 400 && detail && /field/i.test(detail)) return messages.aiNoFields;
  if (error.status === 401 || error.status === 403) return messages.aiAuth;
  return detail ?? messages.aiFailed;
}

/** The dismiss failure message — spec part 2 §6, §8.4. */
export function dismissErrorMessage(error: unknown, messages: SchemaManagerMessages = m): string {
  if (isApiError(error) && error.status === 404) return messages.dismissNotFound;
  if (isApiError(error) && error.status === 403) return messages.dismissForbidden;
  return serverDetail(error) ?? messages.dismissFailed;
}

/** The suggestion list refresh failure message — spec part 2 §8.4. */
export function refreshErrorMessage(error: unknown, messages: SchemaManagerMessages = m): string {
  if (isApiError(error) && error.status === 404) return messages.refreshNotFound;
  if (isApiError(error) && error.status === 403) return messages.refreshForbidden;
  return serverDetail(error) ?? messages.suggestionsLoadFailed;
}
