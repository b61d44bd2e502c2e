// Test-only: a fake /api/v2 on a real HTTP server for the hooks' tests, and a renderHook wrapper.
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createApiClient } from '../client/index';
import { sendJson, startTestServer, type RecordedRequest, type TestServer } from './httpServer';
import { ApiProvider } from '../provider/index';

/** One answer per 'METHOD /path' (query ignored, path without /api/v2); anything else is a JSON 404. */
export type FakeRoutes = Record<string, (request: RecordedRequest) => { status?: number; body: unknown }>;

export async function startFakeApi(routes: FakeRoutes): Promise<TestServer> {
  const server = await startTestServer();
  server.handle((request, response) => {
    const answer = routes[`${request.method} ${pathOf(request)}`];
    if (!answer) return sendJson(response, 404, { detail: 'Not found', code: 'not_found' });
    const { status = 200, body } = answer(request);
    sendJson(response, status, body);
  });
  return server;
}

/** The path of a recorded request without /api/v2 and the query. */
export const pathOf = (request: RecordedRequest): string => request.url.replace(/^\/api\/v2/, '').split('?')[0]!;

/** The query of a recorded request as an object. */
export const queryOf = (request: RecordedRequest): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''));

/** Requests the fake API received for a path (without /api/v2), e.g. '/users/me', whatever the method. */
export const requestsTo = (server: TestServer, path: string): RecordedRequest[] =>
  server.requests.filter((r) => pathOf(r) === path);

/** Requests the fake API received, as 'METHOD /path'. */
export const callsTo = (server: TestServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && pathOf(r) === path);

/** A renderHook wrapper with an ApiProvider on the fake API and a fresh QueryClient (no retries). */
export function apiWrapper(origin: string) {
  const client = createApiClient({ baseUrl: origin, getAccessToken: async () => 'test-token' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    wrapper: function Wrapper({ children }: { children: ReactNode }) {
      return (
        <ApiProvider client={client} queryClient={queryClient}>
          {children}
        </ApiProvider>
      );
    },
  };
}
