import { isApiError } from '../client/index';
import { commonMessages, productFieldsMessages, type CurateMessages } from '../messages/index';
import { failureDetail, isSavePlanError, saveCause, saveStepFailureMessage } from '../product-fields/index';

/**
 * The message of a failed call: the server's own message when it refused the call (403 not allowed, 409 a
 * conflict such as a product changed by someone else or an entry already reverted — decision, issues #4
 * and #5), else the spec's `fallback` text — spec part 1 §8.
 */
export function detailFailureMessage(error: unknown, fallback: string, unknownError?: string): string {
  if (isApiError(error) && (error.status === 403 || error.status === 409)) return failureDetail(error, unknownError);
  return fallback;
}

/**
 * The message of a failed save — spec part 1 §8, issue #14: a refusal because the product changed (409)
 * with the server's message; a failed call of the plan says the spec's words with a second line naming its
 * field and the server's reason (see saveStepFailureMessage); anything else 'Failed to save changes. Please try again. ❌'
 * ('Failed to remove field. Please try again.' for a removal).
 */
export function saveFailureMessage(
  error: unknown,
  nameOf: (fieldId: string) => string | undefined = () => undefined,
  messages: Pick<CurateMessages, 'common' | 'productFields'> = {
    common: commonMessages,
    productFields: productFieldsMessages,
  },
): string {
  const m = messages.productFields;
  const unknownError = messages.common.unknownError;
  const cause = saveCause(error);
  if (isApiError(cause) && cause.status === 409) return failureDetail(cause, unknownError);
  if (isSavePlanError(error)) return saveStepFailureMessage(error, nameOf, m, unknownError);
  const removal = isApiError(cause) && cause.routeId === 'deleteProductField';
  return detailFailureMessage(cause, removal ? m.removeFieldFailed : m.saveFailed, unknownError);
}
