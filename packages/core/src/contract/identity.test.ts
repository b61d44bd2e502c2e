import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  Company,
  CompanyCode,
  CompanyCodeParams,
  CompanyListResponse,
  CurrentUser,
  DetectUserAuthRequest,
  DetectUserAuthResponse,
  companyNotFoundMessage,
} from './identity';
import { issueMessages, uid } from '../test/contractFixtures';

const acme = { id: uid(1), company_code: 'acme-tools', company_name: 'Acme Tools' };

describe('sign-in detection', () => {
  it('accepts an e-mail and each auth type the spec names', () => {
    expect(DetectUserAuthRequest.parse({ email: ' ana@acme.example ' })).toEqual({ email: 'ana@acme.example' });
    const org = DetectUserAuthResponse.parse({
      auth_type: 'organization',
      org_id: 'org_7Hq',
      company_code: 'acme-tools',
      error: null,
    });
    expect(org.auth_type).toBe('organization');
    expect(DetectUserAuthResponse.parse({ auth_type: 'superadmin' }).auth_type).toBe('superadmin');
    expect(DetectUserAuthResponse.parse({ auth_type: 'not_found', error: 'User not found' }).error).toBe(
      'User not found',
    );
  });

  it('rejects a missing or malformed e-mail with the login messages, and unknown auth types', () => {
    expect(issueMessages(DetectUserAuthRequest.safeParse({}))).toEqual(['Please enter your email address']);
    expect(issueMessages(DetectUserAuthRequest.safeParse({ email: 'ana' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(DetectUserAuthRequest.safeParse({ email: 'ana@acme.example', password: 'x' }).success).toBe(false);
    expect(DetectUserAuthResponse.safeParse({ auth_type: 'sso' }).success).toBe(false);
  });
});

describe('current user', () => {
  const me = {
    id: uid(10),
    email: 'ana@acme.example',
    full_name: 'Ana Lima',
    username: 'ana',
    role: 'admin',
    org_id: 'org_7Hq',
    company_id: uid(1),
    company_code: 'acme-tools',
    picture: null,
  };

  it('accepts the profile and normalises the role spelling', () => {
    const parsed = CurrentUser.parse(me);
    expect(parsed.role).toBe('tenant-admin');
    expect(
      CurrentUser.parse({ ...me, role: 'super_admin', org_id: null, company_id: null, company_code: null }).role,
    ).toBe('super-admin');
  });

  it('rejects an unknown role or a missing email', () => {
    expect(CurrentUser.safeParse({ ...me, role: 'owner' }).success).toBe(false);
    const { email: _email, ...withoutEmail } = me;
    expect(CurrentUser.safeParse(withoutEmail).success).toBe(false);
  });
});

describe('companies', () => {
  it('accepts a company and rejects a bad id or code', () => {
    expect(Company.parse(acme)).toEqual(acme);
    expect(Company.safeParse({ ...acme, id: 'acme' }).success).toBe(false);
    expect(Company.safeParse({ ...acme, company_code: 'Acme Tools' }).success).toBe(false);
  });

  it('reports the spec message for a bad company code', () => {
    expect(CompanyCode.parse('acme-2')).toBe('acme-2');
    expect(issueMessages(CompanyCode.safeParse('Acme_2'))).toEqual(['Lowercase letters, numbers, and hyphens only']);
  });

  it('folds a company code in a path to lower case', () => {
    expect(CompanyCodeParams.parse({ companyCode: 'ACME-Tools' })).toEqual({ companyCode: 'acme-tools' });
    expect(CompanyCodeParams.safeParse({ companyCode: 'acme tools' }).success).toBe(false);
  });

  it('reads the company list as a companies field or a bare array, and encodes the field form', () => {
    expect(CompanyListResponse.parse([acme])).toEqual({ companies: [acme] });
    expect(CompanyListResponse.parse({ companies: [acme] })).toEqual({ companies: [acme] });
    expect(z.encode(CompanyListResponse, { companies: [acme] })).toEqual({ companies: [acme] });
  });

  it('words the not-found message as the spec does', () => {
    expect(companyNotFoundMessage('acme')).toBe("Company with code 'acme' not found");
  });
});
