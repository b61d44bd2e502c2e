import { isApiError } from '../client/index';
import { UNKNOWN_ERROR_MESSAGE } from '../client/formatError';
import { CREATE_FIELD_FAILED_PREFIX, NO_FIELD_DEFINITION_MESSAGE } from './constants';

/** The human message of any failure: an ApiError's message (formatted per spec part 1 §8), else the error's text. */
export function failureDetail(error: unknown): string {
  if (isApiError(error)) return error.message || UNKNOWN_ERROR_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return UNKNOWN_ERROR_MESSAGE;
}

/**
 * 'Failed to create new field: {detail}', or 'No field definition returned from API' when the answer
 * carried no field (the client reports that as an invalid response of createField) — spec part 1 §8.
 */
export function createFieldFailureMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'invalid_response' && error.routeId === 'createField')
    return NO_FIELD_DEFINITION_MESSAGE;
  return CREATE_FIELD_FAILED_PREFIX + failureDetail(error);
}
