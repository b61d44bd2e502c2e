import { describe, expect, it, vi } from 'vitest';
import { AUTH_WAIT_TIMEOUT_MS } from './constants';
import {
  DEFAULT_LANDING,
  evaluateGuard,
  landingPath,
  resolveLanding,
  type AuthLanding,
  type GuardAuthState,
  type GuardDecision,
  type GuardInput,
} from './guardRules';

/** A caller's landing: the host app's routes (spec part 1 §2), as packages/host-app/src/config.ts passes them. */
const hostLanding: AuthLanding = {
  superAdmin: '/admin/companies',
  company: (code) => `/${encodeURIComponent(code)}/review`,
  signIn: '/login',
  unauthorized: '/unauthorized',
};

const loading: GuardAuthState = { status: 'loading', roles: [], isSuperAdmin: false };
const signedOut: GuardAuthState = { status: 'unauthenticated', roles: [], isSuperAdmin: false };
const superAdmin: GuardAuthState = {
  status: 'authenticated',
  roles: ['super-admin'],
  isSuperAdmin: true,
  companyCode: null,
};
const acmeAdmin: GuardAuthState = {
  status: 'authenticated',
  roles: ['tenant-admin', 'tenant-user'],
  isSuperAdmin: false,
  companyCode: 'acme-tools',
};
const acmeUser: GuardAuthState = {
  status: 'authenticated',
  roles: ['tenant-user'],
  isSuperAdmin: false,
  companyCode: 'acme-tools',
};
const noCompany: GuardAuthState = {
  status: 'authenticated',
  roles: ['tenant-user'],
  isSuperAdmin: false,
  companyCode: null,
};
const noRoles: GuardAuthState = { status: 'authenticated', roles: [], isSuperAdmin: false, companyCode: 'acme-tools' };

const allow: GuardDecision = { kind: 'allow' };
const wait: GuardDecision = { kind: 'wait' };
const to = (target: string, remember?: string): GuardDecision =>
  remember
    ? ({ kind: 'redirect', to: target, remember } as GuardDecision)
    : ({ kind: 'redirect', to: target } as GuardDecision);

type Row = [string, Omit<GuardInput, 'waitedMs'> & { waitedMs?: number }, GuardDecision];

const rows: Row[] = [
  // spec §4: the guard waits up to 5 s for initialisation, polling, then goes to /login
  ['loading, just started: wait', { auth: loading, requirement: 'authenticated', waitedMs: 0 }, wait],
  ['loading, 4.9 s: wait', { auth: loading, requirement: 'super-admin', waitedMs: AUTH_WAIT_TIMEOUT_MS - 100 }, wait],
  [
    'loading, 5 s: /login remembering the path',
    { auth: loading, requirement: 'authenticated', waitedMs: AUTH_WAIT_TIMEOUT_MS, path: '/acme-tools/review' },
    to('/login', '/acme-tools/review'),
  ],
  // spec §4: unauthenticated users are sent to /login; the intended path is remembered (§2)
  [
    'signed out on any route: /login',
    { auth: signedOut, requirement: 'authenticated', path: '/admin/companies' },
    to('/login', '/admin/companies'),
  ],
  [
    'signed out on a company route: /login',
    { auth: signedOut, requirement: { companyCode: 'acme-tools' }, path: '/acme-tools?tab=products' },
    to('/login', '/acme-tools?tab=products'),
  ],
  ['signed out, no path given: /login', { auth: signedOut, requirement: 'tenant-user' }, to('/login')],
  // 'authenticated'
  ['any signed-in user passes authenticated', { auth: noRoles, requirement: 'authenticated' }, allow],
  // spec §6: roles; failing sends to /unauthorized
  ['super-admin passes super-admin', { auth: superAdmin, requirement: 'super-admin' }, allow],
  ['tenant-admin fails super-admin', { auth: acmeAdmin, requirement: 'super-admin' }, to('/unauthorized')],
  ['tenant-user fails super-admin', { auth: acmeUser, requirement: 'super-admin' }, to('/unauthorized')],
  ['tenant-admin passes tenant-admin', { auth: acmeAdmin, requirement: 'tenant-admin' }, allow],
  ['tenant-user fails tenant-admin', { auth: acmeUser, requirement: 'tenant-admin' }, to('/unauthorized')],
  ['tenant-user passes tenant-user', { auth: acmeUser, requirement: 'tenant-user' }, allow],
  [
    'tenant-admin counts as tenant-user',
    { auth: { ...acmeAdmin, roles: ['tenant-admin'] }, requirement: 'tenant-user' },
    allow,
  ],
  ['no role fails tenant-user', { auth: noRoles, requirement: 'tenant-user' }, to('/unauthorized')],
  ['super-admin satisfies tenant-admin (platform-wide)', { auth: superAdmin, requirement: 'tenant-admin' }, allow],
  // spec §6: company scope
  [
    'super-admin on a tenant company route: /admin/companies',
    { auth: superAdmin, requirement: { companyCode: 'acme-tools' } },
    to('/admin/companies'),
  ],
  ['tenant user on own company: allow', { auth: acmeUser, requirement: { companyCode: 'acme-tools' } }, allow],
  ['own company code in another case: allow', { auth: acmeUser, requirement: { companyCode: 'ACME-TOOLS' } }, allow],
  [
    'tenant user on another company: own /{code}/review',
    { auth: acmeUser, requirement: { companyCode: 'northwind-supply' } },
    to('/acme-tools/review'),
  ],
  [
    'tenant admin on another company: own /{code}/review',
    { auth: acmeAdmin, requirement: { companyCode: 'northwind-supply', role: 'tenant-admin' } },
    to('/acme-tools/review'),
  ],
  [
    'no company assignment: /unauthorized',
    { auth: noCompany, requirement: { companyCode: 'acme-tools' } },
    to('/unauthorized'),
  ],
  [
    'host says no company (null) over a claim: /unauthorized',
    { auth: acmeUser, requirement: { companyCode: 'acme-tools' }, userCompanyCode: null },
    to('/unauthorized'),
  ],
  [
    'host-resolved company code wins over claims',
    { auth: noCompany, requirement: { companyCode: 'northwind-supply' }, userCompanyCode: 'northwind-supply' },
    allow,
  ],
  [
    'host-resolved code, other company: own review',
    { auth: noCompany, requirement: { companyCode: 'acme-tools' }, userCompanyCode: 'northwind-supply' },
    to('/northwind-supply/review'),
  ],
  [
    'company scope with a role the user lacks: /unauthorized',
    { auth: acmeUser, requirement: { companyCode: 'acme-tools', role: 'tenant-admin' } },
    to('/unauthorized'),
  ],
  [
    'company scope with a role the user has: allow',
    { auth: acmeAdmin, requirement: { companyCode: 'acme-tools', role: 'tenant-admin' } },
    allow,
  ],
];

describe("evaluateGuard with the caller's landing (spec part 1 §2, §4, §6)", () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(evaluateGuard({ waitedMs: 0, ...input, auth: { ...input.auth, landing: hostLanding } })).toEqual(expected);
  });

  it('hands the company landing the raw company code (the caller encodes it)', () => {
    const company = vi.fn((code: string) => `/${encodeURIComponent(code)}/review`);
    const auth = { ...acmeUser, companyCode: 'north wind', landing: { ...hostLanding, company } };
    expect(evaluateGuard({ auth, requirement: { companyCode: 'acme-tools' }, waitedMs: 0 })).toEqual(
      to('/north%20wind/review'),
    );
    expect(company).toHaveBeenCalledWith('north wind');
  });

  it('takes other paths from the caller too, and the defaults for the parts it leaves out', () => {
    const landing = { signIn: '/sign-in', unauthorized: '/forbidden' };
    const input = (auth: GuardAuthState, requirement: GuardInput['requirement'], path?: string): GuardInput => ({
      auth: { ...auth, landing },
      requirement,
      waitedMs: 0,
      path,
    });
    expect(evaluateGuard(input(signedOut, 'authenticated', '/x?y=1'))).toEqual(to('/sign-in', '/x?y=1'));
    expect(evaluateGuard({ ...input(loading, 'authenticated'), waitedMs: AUTH_WAIT_TIMEOUT_MS })).toEqual(
      to('/sign-in'),
    );
    expect(evaluateGuard(input(acmeUser, 'super-admin'))).toEqual(to('/forbidden'));
    expect(evaluateGuard(input(noCompany, { companyCode: 'acme-tools' }))).toEqual(to('/forbidden'));
    expect(evaluateGuard(input(superAdmin, { companyCode: 'acme-tools' }))).toEqual(to('/'));
    expect(evaluateGuard(input(acmeUser, { companyCode: 'northwind-supply' }))).toEqual(to('/'));
  });
});

// With no landing from the caller the package names no product route: '/' for both landings.
const defaultRows: Row[] = [
  [
    'loading, 5 s: /login remembering the path',
    { auth: loading, requirement: 'authenticated', waitedMs: AUTH_WAIT_TIMEOUT_MS, path: '/a' },
    to('/login', '/a'),
  ],
  [
    'signed out: /login remembering the path',
    { auth: signedOut, requirement: 'authenticated', path: '/a?b=1' },
    to('/login', '/a?b=1'),
  ],
  ['signed out, no path given: /login', { auth: signedOut, requirement: { companyCode: 'acme-tools' } }, to('/login')],
  ['a role the user lacks: /unauthorized', { auth: acmeUser, requirement: 'super-admin' }, to('/unauthorized')],
  ['super-admin on a company route: /', { auth: superAdmin, requirement: { companyCode: 'acme-tools' } }, to('/')],
  ['tenant user on another company: /', { auth: acmeUser, requirement: { companyCode: 'northwind-supply' } }, to('/')],
  [
    'no company assignment: /unauthorized',
    { auth: noCompany, requirement: { companyCode: 'acme-tools' } },
    to('/unauthorized'),
  ],
  [
    'company scope, role lacking: /unauthorized',
    { auth: acmeUser, requirement: { companyCode: 'acme-tools', role: 'tenant-admin' } },
    to('/unauthorized'),
  ],
  ['own company: allow', { auth: acmeUser, requirement: { companyCode: 'acme-tools' } }, allow],
  ['loading, just started: wait', { auth: loading, requirement: 'authenticated' }, wait],
];

describe('evaluateGuard with the default landing', () => {
  it.each(defaultRows)('%s', (_name, input, expected) => {
    expect(evaluateGuard({ waitedMs: 0, ...input })).toEqual(expected);
  });

  it('an empty landing is the default one', () => {
    for (const [, input, expected] of defaultRows) {
      expect(evaluateGuard({ waitedMs: 0, ...input, auth: { ...input.auth, landing: {} } })).toEqual(expected);
    }
  });
});

describe("landingPath with the caller's landing (spec part 1 §2: after login)", () => {
  it.each([
    [
      'super-admin -> /admin/companies',
      { isSuperAdmin: true, companyCode: 'acme-tools' },
      undefined,
      '/admin/companies',
    ],
    ['tenant user -> own review', { isSuperAdmin: false, companyCode: 'acme-tools' }, undefined, '/acme-tools/review'],
    [
      'host-resolved code wins',
      { isSuperAdmin: false, companyCode: null },
      'northwind-supply',
      '/northwind-supply/review',
    ],
    ['no company -> /unauthorized', { isSuperAdmin: false, companyCode: null }, undefined, '/unauthorized'],
    ['a code the caller encodes', { isSuperAdmin: false, companyCode: 'a/b c' }, undefined, '/a%2Fb%20c/review'],
  ] as const)('%s', (_name, auth, userCompanyCode, expected) => {
    expect(landingPath({ ...auth, landing: hostLanding }, userCompanyCode)).toBe(expected);
  });
});

describe('landingPath with the default landing', () => {
  it.each([
    ['super-admin -> /', { isSuperAdmin: true, companyCode: 'acme-tools' }, undefined, '/'],
    ['tenant user -> /', { isSuperAdmin: false, companyCode: 'acme-tools' }, undefined, '/'],
    ['host-resolved code -> /', { isSuperAdmin: false, companyCode: null }, 'northwind-supply', '/'],
    ['no company -> /unauthorized', { isSuperAdmin: false, companyCode: null }, undefined, '/unauthorized'],
    [
      "no company, caller's unauthorized page",
      { isSuperAdmin: false, companyCode: null, landing: { unauthorized: '/no-access' } },
      undefined,
      '/no-access',
    ],
  ] as const)('%s', (_name, auth, userCompanyCode, expected) => {
    expect(landingPath(auth, userCompanyCode)).toBe(expected);
  });
});

describe('resolveLanding', () => {
  it('is DEFAULT_LANDING without a landing: no product route', () => {
    const landing = resolveLanding();
    expect({ ...landing, company: landing.company('acme-tools') }).toEqual({
      superAdmin: '/',
      company: '/',
      signIn: '/login',
      unauthorized: '/unauthorized',
    });
    expect(DEFAULT_LANDING.company('acme-tools')).toBe('/');
  });

  it('keeps what the caller gives and defaults the rest', () => {
    const landing = resolveLanding({ superAdmin: '/admin', company: (code) => `/c/${code}` });
    expect({ ...landing, company: landing.company('acme-tools') }).toEqual({
      superAdmin: '/admin',
      company: '/c/acme-tools',
      signIn: '/login',
      unauthorized: '/unauthorized',
    });
    expect(resolveLanding(hostLanding)).toEqual(hostLanding);
  });
});
