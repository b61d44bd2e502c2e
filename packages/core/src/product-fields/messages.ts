import { isApiError } from '../client/index';
import { UNKNOWN_ERROR_MESSAGE } from '../client/formatError';
import { productFieldsMessages, type ProductFieldsMessages } from '../messages/index';

/** The human message of any failure: an ApiError's message (formatted per spec part 1 §8), else the error's text. */
export function failureDetail(error: unknown, unknownError: string = UNKNOWN_ERROR_MESSAGE): string {
  if (isApiError(error)) return error.message || unknownError;
  if (error instanceof Error && error.message) return error.message;
  return unknownError;
}

/**
 * 'Failed to create new field: {detail}', or 'No field definition returned from API' when the answer
 * carried no field (the client reports that as an invalid response of createField) — spec part 1 §8.
 */
export function createFieldFailureMessage(
  error: unknown,
  m: ProductFieldsMessages = productFieldsMessages,
  unknownError?: string,
): string {
  if (isApiError(error) && error.code === 'invalid_response' && error.routeId === 'createField')
    return m.noFieldDefinition;
  return m.createFieldFailed(failureDetail(error, unknownError));
}
