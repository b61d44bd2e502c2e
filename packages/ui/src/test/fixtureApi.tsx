// Stories and tests only: an in-memory ApiClient double answering contract routes from fixture handlers.
// Answers go through each route's response schema, exactly as the real client decodes them.
import { ApiError, ApiProvider, errorCodeFor, formatErrorDetail, type ApiClient, type RouteDef } from '@curate/core';
import { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** What a handler receives: the call's params, query and body. */
export interface FixtureCall {
  routeId: string;
  params: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Answers one route (by route id); return the answer body or throw an ApiError (see apiFailure). */
export type FixtureHandler = (call: FixtureCall) => unknown;
export type FixtureRoutes = Partial<Record<string, FixtureHandler>>;

/** An ApiClient double that records its calls. */
export interface FixtureClient extends ApiClient {
  calls: FixtureCall[];
}

/** An error answer as the real client would report it (message per spec part 1 §8). */
export function apiFailure(status: number, detail: unknown, routeId?: string): ApiError {
  const body = { detail };
  return new ApiError({
    status,
    code: errorCodeFor(status, body),
    message: formatErrorDetail(body),
    detail,
    body,
    routeId,
  });
}

/** A promise that never settles: keeps a call in flight (loading and submitting stories). */
export const never = (): Promise<never> => new Promise<never>(() => undefined);

/** Creates the double; unknown routes answer 404. `latencyMs` delays every answer (default 0). */
export function createFixtureClient(
  routes: FixtureRoutes,
  { latencyMs = 0 }: { latencyMs?: number } = {},
): FixtureClient {
  const calls: FixtureCall[] = [];
  const listeners = new Set<(error: ApiError) => void>();
  const respond = async (
    route: RouteDef,
    options: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown } = {},
  ) => {
    const call: FixtureCall = {
      routeId: route.id,
      params: options.params ?? {},
      query: options.query,
      body: options.body,
    };
    calls.push(call);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const handler = routes[route.id];
    if (!handler) throw apiFailure(404, 'Not Found', route.id);
    const answer = await handler(call);
    const parsed = route.response.safeParse(answer);
    if (!parsed.success)
      throw new ApiError({
        status: 200,
        code: 'invalid_response',
        message: `Invalid response from the server (${route.id})`,
        routeId: route.id,
      });
    return parsed.data;
  };
  // Failed calls are told to subscribers, as the real client does.
  const request = async (route: RouteDef, options?: Parameters<typeof respond>[1]) => {
    try {
      return await respond(route, options);
    } catch (error) {
      if (error instanceof ApiError) for (const listener of [...listeners]) listener(error);
      throw error;
    }
  };
  return {
    calls,
    request: request as ApiClient['request'],
    subscribeErrors: (listener) => {
      const entry = (error: ApiError) => listener(error);
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    // A download handler returns the file's text, or { text, filename }.
    download: (async (route: RouteDef, options?: Parameters<typeof respond>[1]) => {
      const handler = routes[route.id];
      if (!handler) throw apiFailure(404, 'Not Found', route.id);
      calls.push({ routeId: route.id, params: options?.params ?? {}, query: options?.query });
      const answer = (await handler({ routeId: route.id, params: options?.params ?? {}, query: options?.query })) as
        | string
        | { text: string; filename?: string };
      const file = typeof answer === 'string' ? { text: answer } : answer;
      return { blob: new Blob([file.text], { type: 'text/csv' }), filename: file.filename };
    }) as ApiClient['download'],
  };
}

/** Props of FixtureApi. */
export interface FixtureApiProps {
  client: FixtureClient;
  /** Fills the cache before the first render, e.g. (qc) => qc.setQueryData(key, data). */
  prefill?: (queryClient: QueryClient) => void;
  children?: ReactNode;
}

/** ApiProvider over a fixture client with a fresh QueryClient (no retries). */
export function FixtureApi({ client, prefill, children }: FixtureApiProps) {
  const [queryClient] = useState(() => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    prefill?.(qc);
    return qc;
  });
  return (
    <ApiProvider client={client} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
}
