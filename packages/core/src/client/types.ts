import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResponse } from '../contract/route';
import type { ApiError } from './ApiError';

export interface ApiClientOptions {
  /** Origin of the API, e.g. 'http://localhost:3000' ('' = same origin); the client adds '/api/v2'. Required. */
  baseUrl: string;
  /** Awaited before every 'token' route call; its token is sent as a bearer token (a rejection rejects the call unchanged). Default: no token. */
  getAccessToken?: () => Promise<string | null | undefined>;
  /** Abort a call after this many ms, reading the answer included; 0 disables. Default API_TIMEOUT_MS (30000). */
  timeoutMs?: number;
  /** The fetch implementation. Default: globalThis.fetch, looked up at call time. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Told of every failed call just before it rejects, except calls the caller aborted. Default: none. */
  onError?: (error: ApiError) => void;
}

/** A request option: absent when the route has no such schema, optional when every field is optional. */
type Slot<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : // biome-ignore lint/complexity/noBannedTypes: `{} extends T` asks whether every field of T is optional.
    {} extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What one call of route R takes: path params, query, body (each typed from the route) and a signal. */
export type RequestOptions<R extends RouteDef> = Slot<'params', RouteParams<R>> &
  Slot<'query', RouteQuery<R>> &
  Slot<'body', RouteBody<R>> & {
    /** Cancels the call; it then rejects with code 'aborted'. Default: none. */
    signal?: AbortSignal;
    /**
     * Sent as the `Idempotency-Key` header: a write sent again with the same key and body within 24 h answers
     * as the first time without doing it again (docs/api.md 'Idempotency'). Default: none.
     */
    idempotencyKey?: string;
  };

/** The options argument, which may be left out when the route needs nothing. */
export type RequestArgs<R extends RouteDef> =
  // biome-ignore lint/complexity/noBannedTypes: `{} extends` asks whether every option is optional.
  {} extends RequestOptions<R> ? [options?: RequestOptions<R>] : [options: RequestOptions<R>];

/** A downloaded file: its content and the name from Content-Disposition (undefined when none is given). */
export interface DownloadResult {
  blob: Blob;
  filename: string | undefined;
}

export interface ApiClient {
  /** Calls a route; resolves with its parsed success body (the text for 'text' routes, undefined for 204). */
  request<R extends RouteDef>(route: R, ...args: RequestArgs<R>): Promise<RouteResponse<R>>;
  /** Calls a route and returns the answer as a file, e.g. a CSV export. */
  download<R extends RouteDef>(route: R, ...args: RequestArgs<R>): Promise<DownloadResult>;
  /**
   * Tells `listener` of every failed call (as `onError`, calls the caller aborted excepted) until the returned
   * function is called, e.g. the 'Account Suspended' notice. Optional for clients of your own.
   */
  subscribeErrors?(listener: (error: ApiError) => void): () => void;
}
