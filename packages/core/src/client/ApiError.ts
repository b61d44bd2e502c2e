import { ERROR_CODES } from '../contract/codes';
import type { ErrorCode } from '../contract/errors';

/** Failures the client detects itself, without an error answer from the API. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'invalid_response' | 'aborted';

/** What went wrong: the API's machine-readable code, or one of the client's own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export interface ApiErrorInit {
  /** HTTP status of the answer; 0 when no answer arrived (network error, timeout, abort). */
  status: number;
  code: ApiErrorCode;
  /** Human message, shown to users as is. */
  message: string;
  /** The body's raw `detail` (a string, a `{loc, msg}` list, or anything the server sent). */
  detail?: unknown;
  /** The raw answer body: parsed JSON when it parsed, else the text. */
  body?: unknown;
  /** Id of the route that failed, e.g. 'getReviewQueue'. */
  routeId?: string;
  cause?: unknown;
}

/** The one error every client call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly detail: unknown;
  readonly body: unknown;
  readonly routeId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.body = init.body;
    this.routeId = init.routeId;
  }
}

/** True when `error` is an ApiError (also across bundle copies, by name and shape). */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/** The code for an error answer: the body's `code` when it is a known one, else derived from the status. */
export function errorCodeFor(status: number, body: unknown): ErrorCode {
  const fromBody = (body as { code?: unknown } | null)?.code;
  if ((ERROR_CODES as readonly unknown[]).includes(fromBody)) return fromBody as ErrorCode;
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 402:
      return 'insufficient_credits';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'validation_error';
    // A 429 without a code may come from a proxy, so it is not assumed to be the spending limit.
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
