import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@curate/core/contract';
import { HttpError } from './http-error';
import { toErrorLocations } from './validation';

const INTERNAL: ApiErrorBody = { detail: 'Internal server error', code: 'internal_error' };

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
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  422: 'validation_error',
  429: 'rate_limited',
  431: 'request_header_fields_too_large',
  503: 'service_unavailable',
};

/** The error body for a bare status: its standard reason phrase ('Method Not Allowed') and code. */
export function errorBodyForStatus(status: number): ApiErrorBody {
  if (status >= 500) return INTERNAL;
  return { detail: STATUS_CODES[status] ?? 'Bad Request', code: CODE_BY_STATUS[status] ?? 'bad_request' };
}

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
      return {
        status: ERROR_STATUS.tooLarge,
        body: { detail: 'Request body is too large', code: 'payload_too_large' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: ERROR_STATUS.unsupportedMediaType,
        body: { detail: 'Unsupported media type', code: 'unsupported_media_type' },
      };
  }
  // PostgreSQL refuses a NUL character in text (SQLSTATE 22021): bad input, never a 500. Drivers may wrap it.
  const sqlState = (e as { cause?: { code?: unknown } }).cause?.code ?? e.code;
  if (sqlState === '22021')
    return { status: 422, body: { detail: 'Text must not contain NUL characters', code: 'validation_error' } };
  // Other 4xx errors raised by fastify or its plugins: answered with the status's own reason phrase,
  // since their messages may quote the request (a URL, a header); anything else is unexpected.
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) return { status, body: errorBodyForStatus(status) };
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

/** Longest request target (path and query) served; a longer one answers 414. */
export const MAX_URL_LENGTH = 8192;

/**
 * Answers a request no route matched, or returns undefined to leave it to the 404/405 answer: the served host
 * app's pages (host-app/routes.ts, HOST_APP_DIR), so a client route of the SPA never shadows a registered one.
 */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

/**
 * Installs the error handling of the root instance, so every failure is answered in the contract's
 * ApiErrorBody shape and none echoes the request's URL or body:
 * - thrown errors and validation failures through `errorHandler`;
 * - an unknown path answers 404, a known path with another method 405 with an `Allow` header (unless
 *   `notFound` answers it first: the served host app's pages);
 * - a request target over MAX_URL_LENGTH answers 414;
 * - any other error answer a plugin writes in its own shape (CORS's plain-text preflight refusal)
 *   is rewritten into the error shape on its way out.
 * Errors met before routing (malformed URL, oversized headers) are fastify options: see transport-errors.ts.
 */
export function installErrorHandling(app: FastifyInstance, options: { notFound?: NotFoundFallback } = {}): void {
  const routes = new RouteMethods();
  app.addHook('onRoute', (route) => routes.add(route.url, route.method));
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    const answered = options.notFound?.(request, reply);
    if (answered) return answered;
    const allowed = routes.allowedFor(request.url.split('?')[0] ?? '');
    if (allowed.length === 0 || allowed.includes(request.method)) return reply.code(404).send(errorBodyForStatus(404));
    return reply.code(405).header('allow', allowed.join(', ')).send(errorBodyForStatus(405));
  });
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new HttpError(414, 'uri_too_long', 'URI Too Long');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || /^application\/json/i.test(String(reply.getHeader('content-type') ?? '')))
      return payload;
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(errorBodyForStatus(reply.statusCode));
  });
}

/** The methods registered per path pattern, matched against a request path (for 405 answers). */
class RouteMethods {
  private readonly patterns = new Map<string, { match: RegExp; methods: Set<string> }>();

  add(url: string, method: string | string[]): void {
    let entry = this.patterns.get(url);
    if (!entry) {
      const source = url
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      entry = { match: new RegExp(`^${source}/?$`), methods: new Set() };
      this.patterns.set(url, entry);
    }
    for (const m of [method].flat()) entry.methods.add(m.toUpperCase());
  }

  allowedFor(path: string): string[] {
    const allowed = new Set<string>();
    for (const { match, methods } of this.patterns.values())
      if (match.test(path)) for (const m of methods) allowed.add(m);
    if (allowed.has('GET')) allowed.add('HEAD');
    allowed.delete('OPTIONS');
    return [...allowed].sort();
  }
}
