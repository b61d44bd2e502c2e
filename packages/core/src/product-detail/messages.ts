import { isApiError } from '../client/index';
import { REMOVE_FIELD_FAILED_MESSAGE, SAVE_FAILED_MESSAGE, failureDetail } from '../product-fields/index';

/**
 * The message of a failed call: the server's own message when it refused the call (403 not allowed, 409 a
 * conflict such as a product changed by someone else or an entry already reverted — decision, issues #4
 * and #5), else the spec's `fallback` text — spec part 1 §8.
 */
export function detailFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && (error.status === 403 || error.status === 409)) return failureDetail(error);
  return fallback;
}

/**
 * The message of a failed save — spec part 1 §8: 'Failed to remove field. Please try again.' when a field
 * removal failed, else 'Failed to save changes. Please try again. ❌'; a refusal (403, 409) with the server's message.
 */
export function saveFailureMessage(error: unknown): string {
  const removal = isApiError(error) && error.routeId === 'deleteProductField';
  return detailFailureMessage(error, removal ? REMOVE_FIELD_FAILED_MESSAGE : SAVE_FAILED_MESSAGE);
}
