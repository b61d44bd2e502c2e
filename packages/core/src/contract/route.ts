import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the /api/v2 API, declared once and used by both the server (registration, validation,
 * OpenAPI) and the client (path building, parsing).
 *
 * - `path` is relative to `/api/v2`, with `:name` parameters: `/companies/:companyId/review-queue`.
 * - `response` is the success body's schema. For file downloads (`responseType: 'text'`) it is the
 *   schema of the text (usually `z.string()`), and `contentType` names the file type.
 * - `auth: 'public'` calls need no bearer token; every other call needs one.
 */
export interface RouteDef<
  TParams extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TQuery extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TBody extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Stable identifier, e.g. `getReviewQueue`; also the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  path: string;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
  /** Success status code; defaults to 200. */
  status?: number;
  /** 'json' (default) or 'text' for downloads such as CSV. */
  responseType?: 'json' | 'text';
  /** MIME type of a text response, e.g. 'text/csv'. */
  contentType?: string;
  auth: 'public' | 'token';
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI tag: the feature the call belongs to. */
  tag: string;
  /** Set when the call is on its way out (docs/api.md): marked in the OpenAPI document, announced in headers. */
  deprecated?: RouteDeprecation;
  /**
   * Set on a write that creates or charges: it takes an `Idempotency-Key` header, and the same key and request
   * within IDEMPOTENCY_WINDOW_HOURS answer as the first time without doing it again (docs/api.md 'Idempotency').
   */
  idempotent?: boolean;
}

/** The request header naming a keyed write (RouteDef.idempotent). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The answer header set on a replayed answer of a keyed write. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's answer is kept and replayed, in hours. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
/** The longest Idempotency-Key accepted, in characters (visible ASCII). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/**
 * A deprecated call: it keeps answering, marked `deprecated` in the OpenAPI document, and every answer carries
 * `Deprecation` (RFC 9745) and, once set, `Sunset` (RFC 8594). Removal comes no earlier than the sunset, which
 * is at least DEPRECATION_NOTICE_DAYS after the deprecation (docs/api.md).
 */
export interface RouteDeprecation {
  /** The day the call was deprecated, `YYYY-MM-DD` (UTC). */
  since: string;
  /** The day it may stop answering, `YYYY-MM-DD` (UTC); at least DEPRECATION_NOTICE_DAYS after `since`. */
  sunset?: string;
  /** The id of the route to call instead. */
  replacement?: string;
}

/** The shortest time between a deprecation and its sunset, in days (docs/api.md). */
export const DEPRECATION_NOTICE_DAYS = 180;

/** Declares a route with its types preserved. */
export function defineRoute<
  TParams extends z.ZodMiniType | undefined = undefined,
  TQuery extends z.ZodMiniType | undefined = undefined,
  TBody extends z.ZodMiniType | undefined = undefined,
  TResponse extends z.ZodMiniType = z.ZodMiniType,
>(def: RouteDef<TParams, TQuery, TBody, TResponse>): RouteDef<TParams, TQuery, TBody, TResponse> {
  return def;
}

type InferOr<T, Fallback> = T extends z.ZodMiniType ? z.infer<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodMiniType ? z.input<T> : Fallback;

/** Path parameters a caller passes for route R. */
export type RouteParams<R extends RouteDef> = InputOr<R['params'], undefined>;
/** Query parameters a caller passes for route R. */
export type RouteQuery<R extends RouteDef> = InputOr<R['query'], undefined>;
/** Body a caller sends for route R. */
export type RouteBody<R extends RouteDef> = InputOr<R['body'], undefined>;
/** Parsed success body of route R. */
export type RouteResponse<R extends RouteDef> = z.infer<R['response']>;
/** Parsed (server-side) values. */
export type RouteParamsOut<R extends RouteDef> = InferOr<R['params'], undefined>;
export type RouteQueryOut<R extends RouteDef> = InferOr<R['query'], undefined>;
export type RouteBodyOut<R extends RouteDef> = InferOr<R['body'], undefined>;

/** Fills `:name` segments of a route path; throws when a parameter is missing. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The prefix under which every call lives. */
export const API_PREFIX = '/api/v2';

/**
 * The version of the /api/v2 contract, published as the OpenAPI document's `info.version`. Semantic
 * versioning: the major is the 2 of /api/v2; the minor grows with each compatible addition (a route, an
 * optional field, a value of an answer's enum), the patch with corrections of the description (docs/api.md).
 */
export const API_VERSION = '2.2.0';
