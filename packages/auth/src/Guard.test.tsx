// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './AuthProvider';
import { Guard, type GuardProps } from './Guard';
import { AUTH_WAIT_TIMEOUT_MS, INTENDED_PATH_KEY } from './constants';
import type { AuthLanding } from './guardRules';
import { createClientDouble, sessionWith } from './test/clientDouble';
import type { AuthSession } from './types';

const acmeUser = sessionWith({
  sub: 'u1',
  roles: ['user'],
  org_id: 'org_acme',
  'https://curate.dev/company_code': 'acme-tools',
});
const superAdmin = sessionWith({ sub: 'root', roles: ['super_admin'] });

const Redirect = ({ to }: { to: string }) => <p>redirect {to}</p>;

/** A caller's landing: the host app's routes (spec part 1 §2), as packages/host-app/src/config.ts passes them. */
const hostLanding: AuthLanding = {
  superAdmin: '/admin/companies',
  company: (code) => `/${encodeURIComponent(code)}/review`,
  signIn: '/login',
  unauthorized: '/unauthorized',
};

/** Mounts a Guard under an AuthProvider given `landing` (null: no landing prop, the defaults). */
function mount(
  props: Omit<GuardProps, 'renderRedirect'>,
  path = '/acme-tools/review',
  landing: Partial<AuthLanding> | null = hostLanding,
) {
  window.history.replaceState(null, '', path);
  const double = createClientDouble();
  render(
    <AuthProvider client={double.client} landing={landing ?? undefined}>
      <Guard {...props} renderRedirect={(to) => <Redirect to={to} />} loading={<p>checking</p>}>
        <p>protected</p>
      </Guard>
    </AuthProvider>,
  );
  return double;
}
const signIn = async (double: ReturnType<typeof createClientDouble>, session: AuthSession | null) =>
  act(async () => double.finishStart({ session }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("<Guard> with the caller's landing (spec part 1 §2, §4, §6)", () => {
  it('shows the loading slot while sign-in initialises, then the content', async () => {
    const double = mount({ requirement: 'tenant-user' });
    expect(screen.getByText('checking')).toBeTruthy();
    await signIn(double, acmeUser);
    expect(screen.getByText('protected')).toBeTruthy();
  });

  it('sends a signed-out user to /login and remembers the intended path', async () => {
    const double = mount({ requirement: 'authenticated' }, '/acme-tools?tab=products');
    await signIn(double, null);
    expect(screen.getByText('redirect /login')).toBeTruthy();
    expect(sessionStorage.getItem(INTENDED_PATH_KEY)).toBe('/acme-tools?tab=products');
  });

  it('gives up waiting after 5 s and goes to /login', async () => {
    vi.useFakeTimers();
    mount({ requirement: 'authenticated' }, '/admin/companies');
    act(() => void vi.advanceTimersByTime(AUTH_WAIT_TIMEOUT_MS - 200));
    expect(screen.getByText('checking')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.getByText('redirect /login')).toBeTruthy();
    expect(sessionStorage.getItem(INTENDED_PATH_KEY)).toBe('/admin/companies');
  });

  it.each([
    [
      'a tenant user on a super-admin route',
      { requirement: 'super-admin' as const },
      acmeUser,
      'redirect /unauthorized',
    ],
    [
      'a tenant user on a tenant-admin route',
      { requirement: 'tenant-admin' as const },
      acmeUser,
      'redirect /unauthorized',
    ],
    [
      'a super-admin on a tenant company route',
      { requirement: 'tenant-user' as const, companyCode: 'acme-tools' },
      superAdmin,
      'redirect /admin/companies',
    ],
    ['a tenant user on another company', { companyCode: 'northwind-supply' }, acmeUser, 'redirect /acme-tools/review'],
    ['a tenant user on their own company', { companyCode: 'acme-tools' }, acmeUser, 'protected'],
    [
      'the host-resolved company code',
      { companyCode: 'acme-tools', userCompanyCode: null },
      acmeUser,
      'redirect /unauthorized',
    ],
    ['a super-admin on a super-admin route', { requirement: 'super-admin' as const }, superAdmin, 'protected'],
  ])('%s', async (_name, props, session, expected) => {
    const double = mount(props);
    await signIn(double, session);
    expect(screen.getByText(expected)).toBeTruthy();
    expect(sessionStorage.getItem(INTENDED_PATH_KEY)).toBeNull(); // only /login redirects remember
  });

  it('re-evaluates when the user signs out in another tab', async () => {
    const double = mount({ companyCode: 'acme-tools' });
    await signIn(double, acmeUser);
    expect(screen.getByText('protected')).toBeTruthy();
    act(() => double.emit({ type: 'signedOut', reason: 'peer_logout' }));
    expect(screen.getByText('redirect /login')).toBeTruthy();
  });
});

describe('<Guard> with the default landing (no landing given to AuthProvider)', () => {
  it.each([
    [
      'a tenant user on a super-admin route',
      { requirement: 'super-admin' as const },
      acmeUser,
      'redirect /unauthorized',
    ],
    [
      'a super-admin on a tenant company route',
      { requirement: 'tenant-user' as const, companyCode: 'acme-tools' },
      superAdmin,
      'redirect /',
    ],
    ['a tenant user on another company', { companyCode: 'northwind-supply' }, acmeUser, 'redirect /'],
    [
      'the host-resolved company code',
      { companyCode: 'acme-tools', userCompanyCode: null },
      acmeUser,
      'redirect /unauthorized',
    ],
    ['a tenant user on their own company', { companyCode: 'acme-tools' }, acmeUser, 'protected'],
  ])('%s', async (_name, props, session, expected) => {
    const double = mount(props, '/acme-tools/review', null);
    await signIn(double, session);
    expect(screen.getByText(expected)).toBeTruthy();
    expect(sessionStorage.getItem(INTENDED_PATH_KEY)).toBeNull();
  });

  it('sends a signed-out user to /login and remembers the intended path', async () => {
    const double = mount({ requirement: 'authenticated' }, '/somewhere?x=1', null);
    await signIn(double, null);
    expect(screen.getByText('redirect /login')).toBeTruthy();
    expect(sessionStorage.getItem(INTENDED_PATH_KEY)).toBe('/somewhere?x=1');
  });
});

describe("<Guard> with a caller's own sign-in and unauthorized pages", () => {
  const landing = { signIn: '/sign-in', unauthorized: '/forbidden', company: (code: string) => `/c/${code}` };

  it("sends a signed-out user to the caller's sign-in page and remembers the intended path", async () => {
    const double = mount({ requirement: 'authenticated' }, '/c/acme-tools?tab=x', landing);
    await signIn(double, null);
    expect(screen.getByText('redirect /sign-in')).toBeTruthy();
    expect(sessionStorage.getItem(INTENDED_PATH_KEY)).toBe('/c/acme-tools?tab=x');
  });

  it.each([
    ['a tenant user on a super-admin route', { requirement: 'super-admin' as const }, acmeUser, 'redirect /forbidden'],
    ['a tenant user on another company', { companyCode: 'northwind-supply' }, acmeUser, 'redirect /c/acme-tools'],
    [
      'a super-admin on a company route (superAdmin left to the default)',
      { companyCode: 'acme-tools' },
      superAdmin,
      'redirect /',
    ],
  ])('%s', async (_name, props, session, expected) => {
    const double = mount(props, '/c/acme-tools', landing);
    await signIn(double, session);
    expect(screen.getByText(expected)).toBeTruthy();
  });
});
