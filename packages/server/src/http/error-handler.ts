import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@curate/core/contract';
import { HttpError } from './http-error';
import { toErrorLocations } from './validation';

/** Status codes the API answers for request problems; recorded in docs/decisions.md. */
export const ERROR_STATUS = {
  /** Request params / query / body failing the contract schema: 422 with a `{loc, msg}` list. */
  validation: 422,
  /** Body that is not JSON although the content type says so: 400 'Invalid JSON body'. */
  invalidJson: 400,
  /** Body above the route's body limit: 413. */
  tooLarge: 413,
  /** Content type with no parser: 415. */
  unsupportedMediaType: 415,
} as const;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_error',
  429: 'rate_limited',
  503: 'service_unavailable',
};

const INTERNAL: ApiErrorBody = { detail: 'Internal server error', code: 'internal_error' };

/** The status and body answered for an error; unexpected errors map to a bare 500. */
export function toErrorResponse(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof HttpError) return { status: error.status, body: error.toBody() };
  const e = error as Partial<FastifyError>;
  if (Array.isArray(e.validation)) {
    return {
      status: ERROR_STATUS.validation,
      body: { detail: toErrorLocations(e.validationContext, e.validation), code: 'validation_error' },
    };
  }
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: ERROR_STATUS.invalidJson, body: { detail: 'Invalid JSON body', code: 'bad_request' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { detail: 'Empty JSON body', code: 'bad_request' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: ERROR_STATUS.tooLarge, body: { detail: 'Request body is too large', code: 'payload_too_large' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: ERROR_STATUS.unsupportedMediaType,
        body: { detail: 'Unsupported media type', code: 'unsupported_media_type' },
      };
  }
  // PostgreSQL refuses a NUL character in text (SQLSTATE 22021): bad input, never a 500. Drivers may wrap it.
  const sqlState = (e as { cause?: { code?: unknown } }).cause?.code ?? e.code;
  if (sqlState === '22021') return { status: 422, body: { detail: 'Text must not contain NUL characters', code: 'validation_error' } };
  // Other 4xx errors raised by fastify or its plugins (rate limit, content length ...) carry
  // messages meant for clients; anything else is unexpected.
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { detail: e.message || 'Bad request', code: CODE_BY_STATUS[status] ?? 'bad_request' } };
  }
  return { status: 500, body: INTERNAL };
}

/** Answers every error in the contract's ApiErrorBody shape; 5xx are logged with their stack, never sent. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = toErrorResponse(error);
  if (error instanceof ResponseSerializationError) {
    request.log.error(
      { err: error, issues: error.cause?.issues, route: request.routeOptions.url, method: request.method },
      'Response does not match the contract schema',
    );
  } else if (status >= 500) {
    request.log.error({ err: error }, 'Request failed');
  } else {
    request.log.info({ status, code: body.code, detail: body.detail }, 'Request rejected');
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Answers unknown routes (and unknown methods) with 404 {detail:'Not Found', code:'not_found'}. */
export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ detail: 'Not Found', code: 'not_found' } satisfies ApiErrorBody);
}

/** Installs the error and not-found handlers on the root instance. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
}
