import type * as z from 'zod/mini';
import { API_PREFIX, buildPath, type RouteDef, type RouteResponse } from '../contract/route';
import { ApiError, errorCodeFor, isApiError } from './ApiError';
import { filenameFromContentDisposition } from './contentDisposition';
import { formatErrorDetail, UNKNOWN_ERROR_MESSAGE } from './formatError';
import { serializeQuery } from './query';
import type { ApiClient, ApiClientOptions, DownloadResult, RequestArgs } from './types';

/** Abort a call after 30 s without a complete answer (spec part 1 §9 'API timeout 30000 ms'). */
export const API_TIMEOUT_MS = 30_000;

/** The options of one call as the implementation sees them, after the typed surface. */
interface CallOptions {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

type ReadSuccess<T> = (response: Response, route: RouteDef) => Promise<T>;

/** Bodies fetch sends as they are (uploads); anything else is sent as JSON. */
const isRawBody = (body: unknown): body is BodyInit =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body);

/** The issues of a refused answer, one a line, each with where it is (like zod's prettifyError, without loading zod). */
const describeIssues = (issues: readonly z.core.$ZodIssue[]): string =>
  issues.map((issue) => `✖ ${issue.message}${issue.path.length ? ` → at ${issue.path.join('.')}` : ''}`).join('\n');

async function parseWithRoute(route: RouteDef, response: Response, data: unknown): Promise<unknown> {
  const parsed = await route.response.safeParseAsync(data);
  if (parsed.success) return parsed.data;
  throw new ApiError({
    status: response.status,
    code: 'invalid_response',
    message: `Invalid response from the server (${route.id}): ${describeIssues(parsed.error.issues)}`,
    detail: parsed.error.issues,
    body: data,
    routeId: route.id,
  });
}

/** JSON routes: the body parsed with the route's schema; text routes: the text, checked the same way. */
const readParsed: ReadSuccess<unknown> = async (response, route) => {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (route.responseType === 'text') return parseWithRoute(route, response, text);
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: `Invalid response from the server (${route.id}): the body is not JSON`,
      body: text,
      routeId: route.id,
      cause,
    });
  }
  return parseWithRoute(route, response, data);
};

const readDownload: ReadSuccess<DownloadResult> = async (response) => ({
  blob: await response.blob(),
  filename: filenameFromContentDisposition(response.headers.get('content-disposition')),
});

/** An error answer as an ApiError; a body that is not JSON (e.g. a proxy's HTML page) is kept as text. */
async function errorFromResponse(response: Response, route: RouteDef): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text === '' ? undefined : text;
  let message = response.statusText || UNKNOWN_ERROR_MESSAGE;
  try {
    body = JSON.parse(text);
    message = formatErrorDetail(body);
  } catch {
    // Not JSON: the status text (or the unknown-error text) stands.
  }
  const detail = typeof body === 'object' && body !== null ? (body as { detail?: unknown }).detail : undefined;
  return new ApiError({
    status: response.status,
    code: errorCodeFor(response.status, body),
    message,
    detail,
    body,
    routeId: route.id,
  });
}

/**
 * Creates the typed /api/v2 client: one `request` per route, bearer token, timeout and one error shape. Every 2xx
 * answer resolves with its parsed body, a 207 partial outcome (e.g. a batch import stopped early) included.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const origin = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;

  async function headersFor(route: RouteDef, hasJsonBody: boolean): Promise<Headers> {
    const accept = route.responseType === 'text' ? (route.contentType ?? '*/*') : 'application/json';
    const headers = new Headers({ Accept: accept });
    if (hasJsonBody) headers.set('Content-Type', 'application/json');
    if (route.auth === 'token' && options.getAccessToken) {
      const token = await options.getAccessToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    return headers;
  }

  async function exchange<T>(route: RouteDef, call: CallOptions, read: ReadSuccess<T>): Promise<T> {
    const url = origin + API_PREFIX + buildPath(route.path, call.params) + serializeQuery(call.query);
    const hasBody = call.body !== undefined;
    const rawBody = hasBody && isRawBody(call.body);
    const headers = await headersFor(route, hasBody && !rawBody);
    if (call.idempotencyKey) headers.set('Idempotency-Key', call.idempotencyKey);
    const body = !hasBody ? undefined : rawBody ? (call.body as BodyInit) : JSON.stringify(call.body);

    const controller = new AbortController();
    const callerSignal = call.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    let timedOut = false;
    const timer =
      Number.isFinite(timeoutMs) && timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;

    const fetchImpl = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
    try {
      const response = await fetchImpl(url, { method: route.method, headers, body, signal: controller.signal });
      if (!response.ok) throw await errorFromResponse(response, route);
      return await read(response, route);
    } catch (cause) {
      if (isApiError(cause)) throw cause;
      const base = { status: 0, routeId: route.id, cause };
      if (timedOut) {
        throw new ApiError({ ...base, code: 'timeout', message: `The request timed out after ${timeoutMs} ms` });
      }
      if (callerSignal?.aborted) {
        throw new ApiError({ ...base, code: 'aborted', message: 'The request was cancelled' });
      }
      throw new ApiError({ ...base, code: 'network_error', message: 'Network error: the server could not be reached' });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const errorListeners = new Set<(error: ApiError) => void>();
  if (options.onError) errorListeners.add(options.onError);

  async function call<T>(route: RouteDef, callOptions: CallOptions | undefined, read: ReadSuccess<T>): Promise<T> {
    try {
      return await exchange(route, callOptions ?? {}, read);
    } catch (error) {
      if (isApiError(error) && error.code !== 'aborted') {
        for (const listener of [...errorListeners]) {
          try {
            listener(error);
          } catch {
            // A failing hook must not hide the error from the caller.
          }
        }
      }
      throw error;
    }
  }

  function subscribeErrors(listener: (error: ApiError) => void): () => void {
    // A wrapper per subscription, so the same function subscribed twice is told twice and unsubscribed once each.
    const entry = (error: ApiError) => listener(error);
    errorListeners.add(entry);
    return () => {
      errorListeners.delete(entry);
    };
  }

  function request<R extends RouteDef>(route: R, ...args: RequestArgs<R>): Promise<RouteResponse<R>> {
    return call(route, args[0] as CallOptions | undefined, readParsed) as Promise<RouteResponse<R>>;
  }

  function download<R extends RouteDef>(route: R, ...args: RequestArgs<R>): Promise<DownloadResult> {
    return call(route, args[0] as CallOptions | undefined, readDownload);
  }

  return { request, download, subscribeErrors };
}
