import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider, DEFAULT_CLAIM_NAMES, landingPath, type AuthClient, type AuthSession } from '@curate/auth';
import { landing } from '../config';
import { SuperAdminGuard, TenantGuard } from './guards';

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

function WhereAmI() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

async function landsOn(from: string, session: AuthSession | null): Promise<string> {
  await act(async () => {
    render(
      <AuthProvider client={startedClient(session)} landing={landing}>
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
            <Route path="*" element={null} />
          </Routes>
          <WhereAmI />
        </MemoryRouter>
      </AuthProvider>,
    );
  });
  return screen.getByRole('status', { name: 'location' }).textContent ?? '';
}

describe('the host passes its own landing to @curate/auth (spec part 1 §2, §6)', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
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
  ])('%s', async (_name, from, session, expected) => {
    expect(await landsOn(from, session)).toBe(expected);
  });

  it('lands a super-admin on /admin/companies and a company user on /{code}/review (code encoded)', () => {
    expect(landingPath({ isSuperAdmin: true, companyCode: null, landing })).toBe('/admin/companies');
    expect(landingPath({ isSuperAdmin: false, companyCode: 'acme-tools', landing })).toBe('/acme-tools/review');
    expect(landingPath({ isSuperAdmin: false, companyCode: null, landing }, 'north wind')).toBe('/north%20wind/review');
    expect(landingPath({ isSuperAdmin: false, companyCode: null, landing })).toBe('/unauthorized');
  });
});
