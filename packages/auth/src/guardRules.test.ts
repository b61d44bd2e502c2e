import { describe, expect, it } from 'vitest';
import { AUTH_WAIT_TIMEOUT_MS } from './constants';
import { evaluateGuard, landingPath, type GuardAuthState, type GuardDecision, type GuardInput } from './guardRules';

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

describe('evaluateGuard (spec part 1 §2, §4, §6)', () => {
  it.each(rows)('%s', (_name, input, expected) => {
    expect(evaluateGuard({ waitedMs: 0, ...input })).toEqual(expected);
  });
});

describe('landingPath (spec part 1 §2: after login)', () => {
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
  ] as const)('%s', (_name, auth, userCompanyCode, expected) => {
    expect(landingPath(auth, userCompanyCode)).toBe(expected);
  });
});
