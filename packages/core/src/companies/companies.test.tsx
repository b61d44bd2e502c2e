// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedCompany } from '../contract/index';
import type { TestServer } from '../test/httpServer';
import { apiWrapper, callsTo, startFakeApi } from '../test/fakeApi';
import { uid } from '../test/fixtures';
import { MessagesProvider } from '../messages/index';
import {
  companyCodeHint,
  companyStatCards,
  companyStatus,
  companyStatusLabel,
  companyUserBody,
  emptyNewCompanyDraft,
  newCompanyBody,
} from './companyForms';
import { COMPANY_TOAST_DURATION_MS, companyBillingPath } from './constants';
import { COMPANY_MESSAGES } from './messages';
import { CompanyDraftError, useCompanies } from './useCompanies';

const T = '2026-01-02T03:04:05.000Z';
const company = (n: number, over: Partial<ManagedCompany> = {}): ManagedCompany => ({
  id: uid(n),
  company_name: `Company ${n}`,
  company_code: `company-${n}`,
  logo_url: null,
  org_id: null,
  is_active: true,
  account_suspended: false,
  user_count: n,
  created_at: T,
  ...over,
});
const globex = {
  company_name: 'Globex',
  company_code: 'globex-eu',
  logo_url: '',
  admin_email: 'hank@globex.example',
  admin_name: 'Hank Scorpio',
};

let server: TestServer | undefined;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

describe('the pure checks of Company management (spec part 3 §2, §5)', () => {
  it('requires name, code, admin email and name, with the spec messages per field', () => {
    expect(newCompanyBody(emptyNewCompanyDraft)).toEqual({
      body: null,
      errors: {
        company_name: 'Please fill in all required fields',
        company_code: 'Please fill in all required fields',
        admin_email: 'Please fill in all required fields',
        admin_name: 'Please fill in all required fields',
      },
    });
    const bad = newCompanyBody({ ...globex, company_code: 'Globex EU', logo_url: 'logo.png', admin_email: 'hank' });
    expect(bad.errors).toEqual({
      company_code: 'Lowercase letters, numbers, and hyphens only',
      logo_url: 'Logo URL must be a valid URL',
      admin_email: 'Please enter a valid email address',
    });
    expect(newCompanyBody({ ...globex, company_name: ' Globex ' })).toEqual({
      body: { ...globex, logo_url: null },
      errors: null,
    });
    expect(companyCodeHint('globex_eu')).toBe('Lowercase letters, numbers, and hyphens only');
    expect(companyCodeHint('globex-eu')).toBeNull();
  });

  it('needs email, name and role to add a user', () => {
    expect(companyUserBody({ email: 'a@b.test', name: 'A', role: '' }).error).toBe(
      'Please fill in all required fields',
    );
    expect(companyUserBody({ email: 'a@b.test', name: ' ', role: 'tenant-user' }).error).toBe(
      'Please fill in all required fields',
    );
    expect(companyUserBody({ email: 'nope', name: 'A', role: 'tenant-user' }).error).toBe(
      'Please enter a valid email address',
    );
    expect(companyUserBody({ email: ' a@b.test ', name: 'A', role: 'tenant-admin' }).body).toEqual({
      email: 'a@b.test',
      name: 'A',
      role: 'tenant-admin',
    });
  });

  it('reads the status Suspended, else Active or Inactive, and counts the stat cards', () => {
    expect(companyStatus({ account_suspended: true, is_active: true })).toBe('Suspended');
    expect(companyStatus({ account_suspended: false, is_active: true })).toBe('Active');
    expect(companyStatus({ account_suspended: false, is_active: false })).toBe('Inactive');
    expect(companyStatCards([company(1), company(2, { is_active: false }), company(3)])).toEqual({
      totalCompanies: 3,
      activeCompanies: 2,
      totalUsers: 6,
    });
    expect(companyBillingPath(uid(4))).toBe(`/admin/companies/${uid(4)}`);
    expect(COMPANY_TOAST_DURATION_MS).toBe(3000);
    expect(COMPANY_MESSAGES.editSoon).toBe('Edit functionality coming soon');
  });
});

describe('useCompanies', () => {
  it('lists, creates, toggles the status, opens details and adds a user, with the texts to toast', async () => {
    let companies = [company(1), company(2, { is_active: false })];
    server = await startFakeApi({
      'GET /admin/companies': () => ({ body: companies }),
      'POST /admin/companies': () => {
        companies = [company(3, { company_name: 'Globex' }), ...companies];
        return { status: 201, body: { company: companies[0] } };
      },
      [`PUT /admin/companies/${uid(2)}`]: () => ({ body: { company: company(2) } }),
      [`GET /admin/companies/${uid(1)}`]: () => ({
        body: { company: company(1), users: [{ id: uid(10), full_name: 'Ann', email: 'ann@c1.test', role: 'admin' }] },
      }),
      [`POST /admin/companies/${uid(1)}/users`]: (request) => ({
        status: 201,
        body: {
          user: {
            id: uid(11),
            full_name: 'Lee',
            email: (JSON.parse(request.body) as { email: string }).email,
            role: 'tenant-user',
          },
        },
      }),
    });
    const { result } = renderHook(() => useCompanies(), { wrapper: apiWrapper(server.origin).wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.stats).toEqual({ totalCompanies: 2, activeCompanies: 1, totalUsers: 3 });

    let message = '';
    await act(async () => {
      message = await result.current.createCompany({ ...globex, company_code: ' globex-eu ' });
    });
    expect(message).toBe('Company created successfully');
    expect(JSON.parse(callsTo(server, 'POST', '/admin/companies')[0]!.body)).toEqual({ ...globex, logo_url: null });
    await waitFor(() => expect(result.current.companies.map((c) => c.company_name)).toContain('Globex'));

    await act(async () => {
      message = await result.current.toggleCompanyStatus(result.current.companies.find((c) => c.id === uid(2))!);
    });
    expect(message).toBe('Company 2 activated successfully');
    expect(JSON.parse(callsTo(server, 'PUT', `/admin/companies/${uid(2)}`)[0]!.body)).toEqual({ is_active: true });

    act(() => result.current.openDetails(uid(1)));
    await waitFor(() => expect(result.current.details.status).toBe('success'));
    expect(result.current.details.users).toEqual([
      { id: uid(10), full_name: 'Ann', email: 'ann@c1.test', role: 'tenant-admin' },
    ]);
    await act(async () => {
      message = await result.current.addUser(uid(1), { email: ' lee@c1.test ', name: 'Lee', role: 'tenant-user' });
    });
    expect(message).toBe('User lee@c1.test added successfully');
    act(() => result.current.closeDetails());
    expect(result.current.details.status).toBe('idle');
  });

  it('shows the server detail when present, else the spec fallbacks, and sends nothing for a bad draft', async () => {
    server = await startFakeApi({
      'GET /admin/companies': () => ({ body: { companies: [company(1)] } }),
      'POST /admin/companies': () => ({
        status: 409,
        body: { detail: "A company with the code 'globex-eu' already exists", code: 'conflict' },
      }),
      [`PUT /admin/companies/${uid(1)}`]: () => ({ status: 500, body: {} }),
      [`POST /admin/companies/${uid(1)}/users`]: () => ({ status: 502, body: {} }),
      [`GET /admin/companies/${uid(1)}`]: () => ({ status: 500, body: {} }),
    });
    const { result } = renderHook(() => useCompanies(), { wrapper: apiWrapper(server.origin).wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const draftError = await result.current.createCompany({ ...globex, company_code: 'Bad Code' }).catch((e) => e);
    expect(draftError).toBeInstanceOf(CompanyDraftError);
    expect((draftError as CompanyDraftError).fieldErrors).toEqual({
      company_code: 'Lowercase letters, numbers, and hyphens only',
    });
    expect(callsTo(server, 'POST', '/admin/companies')).toHaveLength(0);
    await expect(result.current.createCompany(globex)).rejects.toThrow(
      "A company with the code 'globex-eu' already exists",
    );
    await expect(result.current.setCompanyActive(company(1), false)).rejects.toThrow('Failed to update company status');
    await expect(
      result.current.addUser(uid(1), { email: 'x@c1.test', name: 'X', role: 'tenant-user' }),
    ).rejects.toThrow('Failed to add user');
    await expect(result.current.addUser(uid(1), { email: 'x@c1.test', name: '', role: 'tenant-user' })).rejects.toThrow(
      'Please fill in all required fields',
    );
    expect(callsTo(server, 'POST', `/admin/companies/${uid(1)}/users`)).toHaveLength(1);
    act(() => result.current.openDetails(uid(1)));
    await waitFor(() => expect(result.current.details.error).toBe('Failed to load company data'));
  });

  it("says 'Failed to load companies' when the list fails", async () => {
    server = await startFakeApi({ 'GET /admin/companies': () => ({ status: 500, body: {} }) });
    const { result } = renderHook(() => useCompanies(), { wrapper: apiWrapper(server.origin).wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Failed to load companies');
  });
});

describe('the texts of Company Management (issue #21)', () => {
  const de = {
    required: 'Pflichtfelder fehlen',
    codeRule: 'Nur a-z, 0-9 und -',
    statusSuspended: 'Gesperrt',
    statusActive: 'Aktiv',
    statusInactive: 'Inaktiv',
  };
  const problem = (message: string) => `[${message}]`;

  it("words the helpers' messages as given, the contract's own through `problem`, English by default", () => {
    expect(
      newCompanyBody({ ...globex, company_name: ' ', company_code: 'Bad Code', admin_email: 'x' }, de, problem),
    ).toEqual({
      body: null,
      errors: {
        company_name: 'Pflichtfelder fehlen',
        company_code: 'Nur a-z, 0-9 und -',
        admin_email: '[Please enter a valid email address]',
      },
    });
    expect(companyCodeHint('A', de)).toBe('Nur a-z, 0-9 und -');
    expect(companyUserBody({ email: '', name: 'A', role: 'tenant-user' }, de, problem).error).toBe(
      'Pflichtfelder fehlen',
    );
    expect(companyUserBody({ email: 'nope', name: 'A', role: 'tenant-user' }, de, problem).error).toBe(
      '[Please enter a valid email address]',
    );
    expect(companyStatusLabel('Inactive', de)).toBe('Inaktiv');
    expect(companyStatusLabel('Suspended')).toBe('Suspended');
  });

  it("gives the hook's toasts and refusals in the provider's words", async () => {
    server = await startFakeApi({
      'GET /admin/companies': () => ({ body: { companies: [company(1)] } }),
      [`PUT /admin/companies/${uid(1)}`]: () => ({ body: { company: company(1, { is_active: false }) } }),
    });
    const { wrapper: Api } = apiWrapper(server.origin);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Api>
        <MessagesProvider
          messages={{
            companies: { required: 'Pflichtfelder fehlen', deactivated: (name) => `${name} deaktiviert` },
            common: { problem: (message) => `Vertrag: ${message}` },
          }}
        >
          {children}
        </MessagesProvider>
      </Api>
    );
    const { result } = renderHook(() => useCompanies(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    await expect(result.current.setCompanyActive(company(1), false)).resolves.toBe('Company 1 deaktiviert');
    await expect(result.current.addUser(uid(1), { email: 'x@c1.test', name: '', role: 'tenant-user' })).rejects.toThrow(
      'Pflichtfelder fehlen',
    );
    const draftError = await result.current.createCompany({ ...globex, admin_email: 'nope' }).catch((e) => e);
    expect((draftError as CompanyDraftError).fieldErrors).toEqual({
      admin_email: 'Vertrag: Please enter a valid email address',
    });
  });
});
