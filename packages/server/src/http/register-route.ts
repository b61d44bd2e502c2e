import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { meta } from 'zod/mini';
import {
  API_PREFIX,
  ApiErrorBody,
  DEPRECATION_NOTICE_DAYS,
  type RouteDef,
  type RouteDeprecation,
  type RouteResponse,
} from '@curate/core/contract';
import { IdempotencyHeaders, requestHash, withIdempotencyKey } from './idempotency';
import { ERROR_SCHEMA, SECURITY_SCHEMES } from './openapi-components';

// The parsed value of an optional schema slot: a declared schema is always validated before the
// handler runs, so its output is never undefined; an absent schema gives undefined.
type Parsed<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.core.$ZodType
    ? z.output<NonNullable<T>>
    : undefined;

/** The request a handler receives: params, query and body already parsed by the contract schemas. */
export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Params: Parsed<R['params']>;
  Querystring: Parsed<R['query']>;
  Body: Parsed<R['body']>;
}>;

/** A handler returns the success body (JSON object, or the text of a download); throw HttpError for failures. */
export type RouteHandler<R extends RouteDef> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteResponse<R>> | RouteResponse<R>;

/** Per-route options beyond what the contract declares. */
export interface RegisterRouteOptions<R extends RouteDef> {
  /** Body limit in bytes for this route; default the app's BODY_LIMIT_BYTES (e.g. raise to 10 MiB for CSV import). */
  bodyLimit?: number;
  /** Extra response schemas by status, for non-success statuses that answer a non-error body (health's 503). */
  responses?: Record<number, z.core.$ZodType>;
  /**
   * Error statuses this route answers beyond those `errorStatuses` derives from the contract, e.g. `[409]`
   * for a write that checks `expected_version`; each is documented with the error shape.
   */
  errors?: readonly number[];
  /** File name of a text download; sets `Content-Disposition: attachment; filename=...`. */
  filename?: (request: RouteRequest<R>) => string;
  /** fastify route config, e.g. `{ rateLimit: { max: 10, timeWindow: '1 minute' } }`. */
  config?: FastifyContextConfig;
}

/** The fastify URL of a contract path: fastify uses the same `:name` parameter syntax, under /api/v2. */
export function toFastifyPath(path: string): string {
  if (!path.startsWith('/')) throw new Error(`Route path must start with '/': ${path}`);
  return `${API_PREFIX}${path === '/' ? '' : path}`;
}

/** The error body of every 4xx/5xx answer; a named component (`Error`) in the OpenAPI document. */
const ErrorResponse = ApiErrorBody.check(
  meta({
    id: ERROR_SCHEMA,
    description: 'Error: `detail` (text or a list of {loc, msg}), `code`, and any extra fields of that error.',
  }),
);

/**
 * The error statuses an operation documents, each answered in the ApiErrorBody shape: 400 (a malformed
 * request) everywhere; 401 and 403 on token routes; 404 where the path names a resource; 413 where a body
 * is read; 422 where params, query or body are validated; 429 where the route is rate limited; and the
 * route's own `errors` (409, 402, ...). Other 4xx and 5xx answers are documented as ranges.
 */
export function errorStatuses(
  route: RouteDef,
  options: Pick<RegisterRouteOptions<RouteDef>, 'errors' | 'config'> = {},
): number[] {
  const statuses = new Set<number>([400, ...(options.errors ?? [])]);
  if (route.auth === 'token') for (const status of [401, 403]) statuses.add(status);
  if (route.params) statuses.add(404);
  if (route.body) statuses.add(413);
  if (route.params || route.query || route.body) statuses.add(422);
  if (options.config?.rateLimit) statuses.add(429);
  // A keyed write: 409 while a request with its Idempotency-Key runs (422 for the key with another request).
  if (route.idempotent) statuses.add(409);
  return [...statuses].sort((a, b) => a - b);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayOf(route: RouteDef, name: keyof RouteDeprecation, value: string): number {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(time))
    throw new Error(`Route ${route.id}: deprecated.${name} must be a YYYY-MM-DD date, not '${value}'`);
  return time;
}

/**
 * The headers every answer of a deprecated route carries: `Deprecation: @<seconds>` (RFC 9745) and, once a
 * sunset is set, `Sunset: <HTTP date>` (RFC 8594). Throws when the sunset comes sooner than the notice allows.
 */
export function deprecationHeaders(route: RouteDef): Record<string, string> | undefined {
  const deprecation = route.deprecated;
  if (!deprecation) return undefined;
  const since = dayOf(route, 'since', deprecation.since);
  const headers: Record<string, string> = { deprecation: `@${since / 1000}` };
  if (deprecation.sunset) {
    const sunset = dayOf(route, 'sunset', deprecation.sunset);
    if (sunset - since < DEPRECATION_NOTICE_DAYS * DAY_MS)
      throw new Error(
        `Route ${route.id}: the sunset must come at least ${DEPRECATION_NOTICE_DAYS} days after the deprecation`,
      );
    headers.sunset = new Date(sunset).toUTCString();
  }
  return headers;
}

/** The OpenAPI description of a deprecated operation. */
function deprecationText({ since, sunset, replacement }: RouteDeprecation): string {
  return [
    `Deprecated since ${since}.`,
    sunset ? `It may stop answering from ${sunset}.` : 'No sunset date is set yet.',
    replacement ? `Call \`${replacement}\` instead.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The security of a token route: a bearer access token issued by the OpenID provider, or an API key. */
const TOKEN_SECURITY: Record<string, string[]>[] = [
  { [SECURITY_SCHEMES.bearer]: [] },
  { [SECURITY_SCHEMES.openIdConnect]: [] },
  { [SECURITY_SCHEMES.apiKey]: [] },
];

function attachment(filename: string): string {
  const safe = filename.replace(/[^\w.-]+/g, '_');
  return `attachment; filename="${safe}"`;
}

function successSchema(route: RouteDef): unknown {
  if (route.responseType !== 'text') return route.response;
  return { description: route.summary, content: { [route.contentType ?? 'text/plain']: { schema: route.response } } };
}

/**
 * Registers one contract route under /api/v2: zod validation of params/query/body, the success
 * response schema keyed by `route.status` plus ApiErrorBody for each of `errorStatuses` and for 4xx/5xx,
 * OpenAPI metadata (operationId = route.id, tag, summary, security: a bearer token from the OpenID
 * provider, or none on public routes), the `authenticate` hook and the access
 * check of `app.routeAccess` (the access matrix) for `auth: 'token'` routes, and content type / disposition for text
 * downloads, and the `Deprecation` / `Sunset` headers of a deprecated route (`deprecated` in the document), and
 * for an `idempotent` route the Idempotency-Key header (http/idempotency.ts: stored answers replayed).
 * Throws when the route has no access rule, so no route ships uncovered, or when its deprecation breaks the notice.
 */
export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: NoInfer<RouteHandler<R>>,
  options: RegisterRouteOptions<R> = {},
): void {
  const status = route.status ?? 200;
  const accessCheck = app.routeAccess(route);
  const isText = route.responseType === 'text';
  const errors = Object.fromEntries(errorStatuses(route, options).map((code) => [code, ErrorResponse]));
  const deprecated = deprecationHeaders(route);
  if (route.idempotent && !route.path.includes(':companyId'))
    throw new Error(`Route ${route.id}: an idempotent route needs a :companyId parameter (keys are kept per company)`);
  app.route({
    method: route.method,
    url: toFastifyPath(route.path),
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.config ? { config: options.config } : {}),
    schema: {
      operationId: route.id,
      summary: route.summary,
      tags: [route.tag],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.idempotent ? { headers: IdempotencyHeaders } : {}),
      security: route.auth === 'token' ? TOKEN_SECURITY : [],
      ...(route.deprecated ? { deprecated: true, description: deprecationText(route.deprecated) } : {}),
      response: {
        ...errors,
        [status]: successSchema(route),
        ...options.responses,
        '4xx': ErrorResponse,
        '5xx': ErrorResponse,
      },
    },
    // Late-bound so a replaced `app.authenticate` applies; both run before the body is parsed.
    ...(accessCheck ? { onRequest: [(request, reply) => app.authenticate(request, reply), accessCheck] } : {}),
    // Every answer of a deprecated route says so, errors included.
    ...(deprecated
      ? {
          onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            reply.headers(deprecated);
            return payload;
          },
        }
      : {}),
    handler: async (request, reply) => {
      const typed = request as RouteRequest<R>;
      reply.code(status);
      if (isText) {
        const type = route.contentType ?? 'text/plain';
        reply.type(/charset=/i.test(type) ? type : `${type}; charset=utf-8`);
        if (options.filename) reply.header('content-disposition', attachment(options.filename(typed)));
      }
      const key = route.idempotent ? typed.headers['idempotency-key'] : undefined;
      const result =
        typeof key === 'string'
          ? await withIdempotencyKey(
              app.database,
              { companyId: (typed.params as { companyId: string }).companyId, key, hash: requestHash(route, typed) },
              reply,
              async () => handler(typed, reply),
            )
          : await handler(typed, reply);
      if (reply.sent || result === reply) return reply;
      if (isText) {
        const checked = route.response.safeParse(result);
        if (!checked.success) throw new ResponseSerializationError(route.method, request.url, { cause: checked.error });
        if (typeof checked.data !== 'string') throw new Error(`Text route ${route.id} must return a string`);
      }
      return result === undefined ? reply.send() : result;
    },
  });
}
