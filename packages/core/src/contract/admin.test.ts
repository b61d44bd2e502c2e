import { describe, expect, it } from 'vitest';
import {
  CompanyCreate,
  CompanyUserAdd,
  ManagedCompanyDetail,
  ManagedCompanyListResponse,
  ManagedCompanyUpdate,
} from './admin';
import { T1, issueMessages, issuePaths, uid } from '../test/contractFixtures';

const company = {
  id: uid(1),
  company_name: 'Acme Tools',
  company_code: 'acme-tools',
  logo_url: 'https://cdn.acme.example/logo.png',
  org_id: 'org_7Hq',
  is_active: true,
  account_suspended: false,
  user_count: 4,
  created_at: T1,
};

describe('company management', () => {
  it('reads the company list as an array or a companies field', () => {
    expect(ManagedCompanyListResponse.parse([company]).companies).toHaveLength(1);
    expect(ManagedCompanyListResponse.parse({ companies: [company] }).companies[0]?.company_code).toBe('acme-tools');
    expect(ManagedCompanyListResponse.safeParse({ companies: [{ ...company, user_count: -1 }] }).success).toBe(false);
  });

  it('accepts a company with its users, normalising the admin role', () => {
    const detail = ManagedCompanyDetail.parse({
      company,
      users: [{ id: uid(10), full_name: 'Ana Lima', email: 'ana@acme.example', role: 'admin' }],
    });
    expect(detail.users[0]?.role).toBe('tenant-admin');
  });

  it('accepts a new company and drops an empty logo URL', () => {
    const body = CompanyCreate.parse({
      company_name: 'Globex',
      company_code: 'globex-eu',
      logo_url: '',
      admin_email: 'hank@globex.example',
      admin_name: 'Hank Scorpio',
    });
    expect(body.logo_url).toBeNull();
  });

  it('rejects a new company with a bad code, logo, e-mail or missing fields, using the spec messages', () => {
    const result = CompanyCreate.safeParse({
      company_name: '',
      company_code: 'Globex EU',
      logo_url: 'logo.png',
      admin_email: 'hank',
    });
    expect(issuePaths(result).sort()).toEqual([
      'admin_email',
      'admin_name',
      'company_code',
      'company_name',
      'logo_url',
    ]);
    expect(issueMessages(result)).toContain('Lowercase letters, numbers, and hyphens only');
    expect(issueMessages(result)).toContain('Please fill in all required fields');
  });

  it('updates only is_active', () => {
    expect(ManagedCompanyUpdate.parse({ is_active: false })).toEqual({ is_active: false });
    expect(ManagedCompanyUpdate.safeParse({ is_active: false, company_name: 'x' }).success).toBe(false);
    expect(ManagedCompanyUpdate.safeParse({}).success).toBe(false);
  });

  it('requires email, name and role to add a user', () => {
    expect(CompanyUserAdd.parse({ email: 'lee@acme.example', name: 'Lee', role: 'user' }).role).toBe('tenant-user');
    expect(issuePaths(CompanyUserAdd.safeParse({ email: 'lee@acme.example', name: 'Lee' }))).toEqual(['role']);
    expect(CompanyUserAdd.safeParse({ email: 'lee@acme.example', name: 'Lee', role: 'super-admin' }).success).toBe(
      false,
    );
  });
});
