import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIM_NAMES } from './config';
import { hasRole, normaliseRoles, readIdentity, readOrganizationId, readRoleClaim, type Role } from './claims';

describe('normaliseRoles (spec part 1 §6)', () => {
  it.each([
    [['super-admin'], ['super-admin']],
    [['super_admin'], ['super-admin']],
    [['SUPER_ADMIN'], ['super-admin']],
    [['tenant-admin'], ['tenant-admin', 'tenant-user']],
    [['admin'], ['tenant-admin', 'tenant-user']],
    [['tenant_admin'], ['tenant-admin', 'tenant-user']],
    [['tenant-user'], ['tenant-user']],
    [['user'], ['tenant-user']],
    [['reviewer'], ['tenant-user']],
    [
      ['tenant-user', 'tenant-admin', 'tenant-user'],
      ['tenant-admin', 'tenant-user'],
    ],
    [['owner', 'billing'], []],
    [[], []],
  ] as [string[], Role[]][])('%j -> %j', (raw, expected) => {
    expect(normaliseRoles(raw)).toEqual(expected);
  });

  it('makes the configured super-admin subject a super-admin, and nobody else', () => {
    expect(normaliseRoles([], { sub: 'auth0|root', superAdminSubject: 'auth0|root' })).toEqual(['super-admin']);
    expect(normaliseRoles(['user'], { sub: 'auth0|other', superAdminSubject: 'auth0|root' })).toEqual(['tenant-user']);
    expect(normaliseRoles([], { sub: 'auth0|root', superAdminSubject: null })).toEqual([]);
  });
});

describe('readRoleClaim', () => {
  const names = DEFAULT_CLAIM_NAMES.roles;
  it('reads the custom roles claim first', () => {
    expect(readRoleClaim({ 'https://curate.dev/roles': ['tenant-admin'], roles: ['user'] }, names)).toEqual([
      'tenant-admin',
    ]);
  });
  it("falls back to 'roles' when the custom claim is absent or empty", () => {
    expect(readRoleClaim({ roles: ['user'] }, names)).toEqual(['user']);
    expect(readRoleClaim({ 'https://curate.dev/roles': [], roles: 'admin' }, names)).toEqual(['admin']);
  });
  it('accepts a space- or comma-separated string and ignores non-strings', () => {
    expect(readRoleClaim({ roles: 'admin, user' }, names)).toEqual(['admin', 'user']);
    expect(readRoleClaim({ roles: [1, 'user', null] }, names)).toEqual(['user']);
    expect(readRoleClaim({}, names)).toEqual([]);
  });
});

describe('readOrganizationId', () => {
  it.each([
    [{ org_id: 'org_acme' }, 'org_acme'],
    [{ org_id: ['org_acme', 'org_b'] }, 'org_acme'],
    [{ org_id: { org_acme: { name: 'Acme' } } }, 'org_acme'],
    [{ org_id: '' }, null],
    [{}, null],
  ])('%j -> %s', (claims, expected) => {
    expect(readOrganizationId(claims, 'org_id')).toBe(expected);
  });
});

describe('readIdentity', () => {
  const options = { claimNames: DEFAULT_CLAIM_NAMES, superAdminSubject: 'admin-sub' };

  it('reads profile, roles, organization and company code from default claim names', () => {
    const identity = readIdentity(
      {
        sub: 'u1',
        email: 'dana@acme.test',
        name: 'Dana Cole',
        nickname: 'dana',
        picture: 'https://img/p.png',
        'https://curate.dev/roles': ['admin'],
        org_id: 'org_acme',
        'https://curate.dev/company_code': 'acme-tools',
      },
      options,
    );
    expect(identity).toEqual({
      user: { sub: 'u1', email: 'dana@acme.test', name: 'Dana Cole', nickname: 'dana', picture: 'https://img/p.png' },
      roles: ['tenant-admin', 'tenant-user'],
      isSuperAdmin: false,
      organizationId: 'org_acme',
      companyCode: 'acme-tools',
    });
  });

  it('uses configured claim names', () => {
    const identity = readIdentity(
      { sub: 'u1', realm_roles: ['tenant-user'], organization: ['org_kc'], tenant: 'kc-co' },
      { claimNames: { roles: ['realm_roles'], organization: 'organization', companyCode: 'tenant' } },
    );
    expect(identity).toMatchObject({ roles: ['tenant-user'], organizationId: 'org_kc', companyCode: 'kc-co' });
  });

  it('identifies the super-admin by subject and needs no organization', () => {
    const identity = readIdentity({ sub: 'admin-sub', email: 'admin@curate.dev' }, options);
    expect(identity).toMatchObject({
      roles: ['super-admin'],
      isSuperAdmin: true,
      organizationId: null,
      companyCode: null,
    });
  });

  it('uses the saved role only when claims carry no roles', () => {
    expect(readIdentity({ sub: 'u1' }, { ...options, savedRole: 'tenant-admin' }).roles).toEqual([
      'tenant-admin',
      'tenant-user',
    ]);
    expect(readIdentity({ sub: 'u1', roles: ['user'] }, { ...options, savedRole: 'super_admin' }).roles).toEqual([
      'tenant-user',
    ]);
  });

  it('leaves missing profile fields null', () => {
    expect(readIdentity({ sub: 'u1' }, options).user).toEqual({
      sub: 'u1',
      email: null,
      name: null,
      nickname: null,
      picture: null,
    });
  });
});

describe('hasRole', () => {
  it.each([
    [['tenant-user'], 'tenant-user', true],
    [['tenant-user'], 'tenant-admin', false],
    [['tenant-admin'], 'tenant-user', true],
    [['super-admin'], 'tenant-admin', true],
    [['tenant-admin'], 'super-admin', false],
    [[], 'tenant-user', false],
  ] as [Role[], Role, boolean][])('%j has %s: %s', (roles, required, expected) => {
    expect(hasRole(roles, required)).toBe(expected);
  });
});
