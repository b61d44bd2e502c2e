// Test-only: a fake /api/v2 on a real HTTP server, and a wrapper that renders hooks against it.
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../client/index';
import { sendJson, startTestServer, type RecordedRequest, type TestServer } from '../client/testServer';
import { ApiProvider } from '../provider/index';

/** One answer per 'METHOD /path' (query ignored); anything else is a JSON 404. */
export type FakeRoutes = Record<string, (request: RecordedRequest) => { status?: number; body: unknown }>;

export const ACME_ID = '00000000-0000-4000-8000-0000000000a1';

/** Starts a fake API answering `routes`; replace them later with `server.handle`. */
export async function startFakeApi(routes: FakeRoutes): Promise<TestServer> {
  const server = await startTestServer();
  server.handle((request, response) => {
    const path = request.url.replace(/^\/api\/v2/, '').split('?')[0];
    const answer = routes[`${request.method} ${path}`];
    if (!answer) return sendJson(response, 404, { detail: 'Not found', code: 'not_found' });
    const { status = 200, body } = answer(request);
    sendJson(response, status, body);
  });
  return server;
}

/** A wrapper for renderHook with an ApiProvider on the fake API (fresh QueryClient, token 'test-token'). */
export function apiWrapper(origin: string) {
  const client = createApiClient({ baseUrl: origin, getAccessToken: async () => 'test-token' });
  const queryClient = new QueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ApiProvider client={client} queryClient={queryClient}>
        {children}
      </ApiProvider>
    );
  };
}

/** Requests the fake API received for a path (without /api/v2), e.g. '/users/me'. */
export function requestsTo(server: TestServer, path: string): RecordedRequest[] {
  return server.requests.filter((r) => r.url.replace(/^\/api\/v2/, '').split('?')[0] === path);
}

export const healthy = { status: 'healthy', database: { status: 'up', kind: 'pglite' }, version: '0.1.0', timestamp: '2026-11-22T00:00:00.000Z' };
export const tomProfile = {
  id: '00000000-0000-4000-8000-0000000000b1', email: 'tom.user@acme.test', full_name: 'Tom User', username: 'tom',
  role: 'tenant-user', org_id: 'org_acme', company_id: ACME_ID, company_code: 'acme-tools', company_name: 'Acme Tools',
};
export const acme = { id: ACME_ID, company_code: 'acme-tools', company_name: 'Acme Tools' };
