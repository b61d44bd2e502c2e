/** Shown when an error answer carries neither a usable detail nor a message (spec part 1 §8). */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';

/** Prefix of a formatted validation-error list (spec part 1 §8). */
export const VALIDATION_ERRORS_PREFIX = 'Validation errors: ';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One item of a validation list as 'location: message'.
 * The location is the `loc` segments joined with '.', numbers (list indexes) written as digits and
 * nothing dropped: `{loc: ['body', 'fields', 0, 'value'], msg: 'Required'}` gives
 * 'body.fields.0.value: Required'. Without a location only the message is given; a bare string item is
 * used as is.
 */
function formatValidationItem(item: unknown): string {
  if (typeof item === 'string') return item;
  if (!isRecord(item)) return UNKNOWN_ERROR_MESSAGE;
  const msg = typeof item.msg === 'string' && item.msg !== '' ? item.msg : UNKNOWN_ERROR_MESSAGE;
  const loc = Array.isArray(item.loc) ? item.loc.map(String).join('.') : '';
  return loc === '' ? msg : `${loc}: ${msg}`;
}

/**
 * The human message for an API error body (spec part 1 §8): the `detail` when it is a string; when it
 * is a list, 'Validation errors: ' and the items as 'location: message' joined with ', '; else the
 * body's `message`; else 'Unknown error occurred'. An empty detail string or list counts as absent.
 */
export function formatErrorDetail(body: unknown): string {
  if (!isRecord(body)) return UNKNOWN_ERROR_MESSAGE;
  const { detail, message } = body;
  if (typeof detail === 'string' && detail !== '') return detail;
  if (Array.isArray(detail) && detail.length > 0) {
    return VALIDATION_ERRORS_PREFIX + detail.map(formatValidationItem).join(', ');
  }
  if (typeof message === 'string' && message !== '') return message;
  return UNKNOWN_ERROR_MESSAGE;
}
