import type { ApiErrorBody, ErrorCode } from '@curate/core/contract';

/**
 * A domain error a service throws to answer with a given status and the contract's error body.
 * `extra` keys are added to the body, e.g. `{ current_balance: 3, required_credits: 5 }` on a 402.
 *
 * ```ts
 * throw new HttpError(402, 'insufficient_credits', 'Not enough credits', { current_balance: 3 });
 * throw HttpError.notFound('Product not found');
 * ```
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    /** HTTP status code, 4xx or 5xx. */
    readonly status: number,
    /** Machine-readable code from the contract's ErrorCode list. */
    readonly code: ErrorCode,
    /** Human text, or a list of `{loc, msg}` items. */
    readonly detail: ApiErrorBody['detail'],
    /** Extra body fields, e.g. `current_balance`. `detail` and `code` cannot be overridden. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(typeof detail === 'string' ? detail : detail.map((item) => `${item.loc.join('.')}: ${item.msg}`).join('; '));
  }

  /** The response body in the contract's ApiErrorBody shape. */
  toBody(): ApiErrorBody {
    return { ...this.extra, detail: this.detail, code: this.code };
  }

  /** 400 bad_request. */
  static badRequest(detail: string, extra?: Record<string, unknown>): HttpError {
    return new HttpError(400, 'bad_request', detail, extra);
  }

  /** 401 unauthorized; default detail 'Not authenticated'. */
  static unauthorized(detail = 'Not authenticated'): HttpError {
    return new HttpError(401, 'unauthorized', detail);
  }

  /** 403 forbidden. */
  static forbidden(detail = 'Forbidden', extra?: Record<string, unknown>): HttpError {
    return new HttpError(403, 'forbidden', detail, extra);
  }

  /** 404 not_found; default detail 'Not Found'. */
  static notFound(detail = 'Not Found'): HttpError {
    return new HttpError(404, 'not_found', detail);
  }

  /** 409 conflict. */
  static conflict(detail: string, extra?: Record<string, unknown>): HttpError {
    return new HttpError(409, 'conflict', detail, extra);
  }
}
