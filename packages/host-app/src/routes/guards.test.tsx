import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider, DEFAULT_CLAIM_NAMES, landingPath, type AuthClient, type AuthSession } from '@curate/auth';
import { ApiProvider, createApiClient } from '@curate/core';
import { landing } from '../config';
import { SuperAdminGuard, TenantGuard } from './guards';
import { UnknownPath } from './UnknownPath';

// The host's guards with the landing the app passes to AuthProvider (App.tsx): @curate/auth knows no product
// route, so these redirects hold only because the host gives its own (spec part 1 §2, §6).

/** An AuthClient whose start answers this session at once (signed out when null). */
function startedClient(session: AuthSession | null): AuthClient {
  return {
    identityOptions: { claimNames: DEFAULT_CLAIM_NAMES, superAdminSubject: null },
    start: async () => ({ session, returnTo: null, error: null, handledCallback: false }),
    isCallback: () => false,
    handleCallback: async () => Promise.reject(new Error('not used')),
    login: async () => undefined,
    logout: async () => undefined,
    getAccessToken: async () => session?.accessToken ?? '',
    getSession: () => session,
    subscribe: () => () => undefined,
    dispose: () => undefined,
  };
}
const sessionWith = (claims: Record<string, unknown> & { sub: string }): AuthSession => ({
  claims,
  accessToken: `at-${claims.sub}`,
  expiresAt: null,
});
const acmeUser = sessionWith({
  sub: 'u1',
  roles: ['user'],
  org_id: 'org_acme',
  'https://curate.dev/company_code': 'acme-tools',
});
const superAdmin = sessionWith({ sub: 'root', roles: ['super_admin'] });

const tomProfile = {
  id: '00000000-0000-4000-8000-0000000000b1',
  email: 'tom.user@acme.test',
  full_name: 'Tom User',
  username: 'tom',
  role: 'tenant-user',
  org_id: 'org_acme',
  company_id: '00000000-0000-4000-8000-00000000000a',
  company_code: 'acme-tools',
  company_name: 'Acme Tools',
};
/** What GET /users/me answers; a test sets a refusal. */
let me: { status: number; body: unknown } = { status: 200, body: tomProfile };
const api = () =>
  createApiClient({
    baseUrl: 'http://api.test',
    getAccessToken: async () => 'at',
    fetch: async (url) =>
      url.endsWith('/users/me')
        ? new Response(JSON.stringify(me.body), { status: me.status, headers: { 'content-type': 'application/json' } })
        : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
  });

function WhereAmI() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

async function landsOn(from: string, session: AuthSession | null): Promise<string> {
  await act(async () => {
    render(
      <AuthProvider client={startedClient(session)} landing={landing}>
        <ApiProvider client={api()} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={[from]}>
            <Routes>
              <Route path="/admin" element={<SuperAdminGuard />}>
                <Route path="companies" element={<p>companies</p>} />
              </Route>
              <Route
                path="/:companyCode/review"
                element={
                  <TenantGuard>
                    <p>workspace</p>
                  </TenantGuard>
                }
              />
              <Route path="/unauthorized" element={null} />
              <Route path="*" element={<UnknownPath />} />
            </Routes>
            <WhereAmI />
          </MemoryRouter>
        </ApiProvider>
      </AuthProvider>,
    );
  });
  return screen.getByRole('status', { name: 'location' }).textContent ?? '';
}

describe('the host passes its own landing to @curate/auth (spec part 1 §2, §6)', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    me = { status: 200, body: tomProfile };
  });

  it.each([
    [
      'a company user on another company goes to their own review',
      '/northwind-supply/review',
      acmeUser,
      '/acme-tools/review',
    ],
    ['a super-admin on a company route goes to /admin/companies', '/acme-tools/review', superAdmin, '/admin/companies'],
    ['a company user on an /admin/ route goes to /unauthorized', '/admin/companies', acmeUser, '/unauthorized'],
    ['a signed-out user goes to /login', '/acme-tools/review', null, '/login'],
    ['a company user stays on their own company', '/acme-tools/review', acmeUser, '/acme-tools/review'],
    ['a company user on /{code}/admin/x goes to /unauthorized', '/acme-tools/admin/x', acmeUser, '/unauthorized'],
    [
      'a super-admin on /{code}/admin/x sees the not-found page',
      '/acme-tools/admin/x',
      superAdmin,
      '/acme-tools/admin/x',
    ],
    [
      'a company user on another unknown path sees the not-found page',
      '/acme-tools/nope',
      acmeUser,
      '/acme-tools/nope',
    ],
  ])('%s', async (_name, from, session, expected) => {
    expect(await landsOn(from, session)).toBe(expected);
  });

  it('sends a company user the server no longer lets in (removed, or of a deactivated company) to /unauthorized', async () => {
    me = { status: 403, body: { detail: 'User not found or inactive', code: 'forbidden' } };
    await landsOn('/acme-tools/review', acmeUser);
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/unauthorized'));
  });

  it('lands a super-admin on /admin/companies and a company user on /{code}/review (code encoded)', () => {
    expect(landingPath({ isSuperAdmin: true, companyCode: null, landing })).toBe('/admin/companies');
    expect(landingPath({ isSuperAdmin: false, companyCode: 'acme-tools', landing })).toBe('/acme-tools/review');
    expect(landingPath({ isSuperAdmin: false, companyCode: null, landing }, 'north wind')).toBe('/north%20wind/review');
    expect(landingPath({ isSuperAdmin: false, companyCode: null, landing })).toBe('/unauthorized');
  });
});
