// Stories and tests only: an in-memory company management API (a test double; the real one is the Curate server).
import type { CompanyUser, ManagedCompany } from '@curate/core/contract';
import { apiFailure, createFixtureClient, never, type FixtureClient } from './fixtureApi';

const uuid = (n: number) => `7a4d2c10-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = (n: number) => new Date(Date.UTC(2026, 0, 20) - n * 86_400_000).toISOString();
// A logo as a data: URI, so stories load no remote image.
const LOGO =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"%3E%3Crect width="28" height="28" rx="6" fill="%232563eb"/%3E%3C/svg%3E';

const company = (n: number, name: string, code: string, over: Partial<ManagedCompany> = {}): ManagedCompany => ({
  id: uuid(n),
  company_name: name,
  company_code: code,
  logo_url: null,
  org_id: null,
  is_active: true,
  account_suspended: false,
  user_count: 0,
  created_at: day(n * 10),
  ...over,
});

/** Realistic companies, newest first: one suspended, one inactive. */
export const FIXTURE_COMPANIES: ManagedCompany[] = [
  company(1, 'Globex Corporation', 'globex', { user_count: 3, logo_url: LOGO }),
  company(2, 'Acme Tools', 'acme-tools', { user_count: 4 }),
  company(3, 'Northwind Supply', 'northwind-supply', { user_count: 2, account_suspended: true }),
  company(4, 'Initech', 'initech', { user_count: 1, is_active: false }),
];

const person = (n: number, name: string, email: string, role: CompanyUser['role']): CompanyUser => ({
  id: uuid(100 + n),
  full_name: name,
  email,
  role,
});

const FIXTURE_USERS: Record<string, CompanyUser[]> = {
  [uuid(1)]: [
    person(1, 'Hank Scorpio', 'hank@globex.example', 'tenant-admin'),
    person(2, 'Frank Grimes', 'frank@globex.example', 'tenant-user'),
    person(3, 'Lenny Leonard', 'lenny@globex.example', 'tenant-user'),
  ],
  [uuid(2)]: [
    person(4, 'Alice Anderson', 'alice.admin@acme.test', 'tenant-admin'),
    person(5, 'Tom Baker', 'tom.user@acme.test', 'tenant-user'),
    person(6, 'Priya Shah', 'priya.shah@acme.test', 'tenant-user'),
    person(7, 'Marco Rossi', 'marco.rossi@acme.test', 'tenant-admin'),
  ],
};

/** What the fixture API does: 'ready' (default), 'loading' (never answers), 'error' (the list fails), 'empty'. */
export interface CompaniesFixtureOptions {
  state?: 'ready' | 'loading' | 'error' | 'empty';
  /** A detail every write answers with 409. */
  writeError?: string;
  /** Whether a company's details fail to load; default false. */
  detailsError?: boolean;
}

/** An in-memory API of managed companies that applies creations, status changes and added users. */
export function companiesFixtureClient({
  state = 'ready',
  writeError,
  detailsError = false,
}: CompaniesFixtureOptions = {}): FixtureClient {
  const companies = state === 'empty' ? [] : FIXTURE_COMPANIES.map((c) => ({ ...c }));
  const users: Record<string, CompanyUser[]> = Object.fromEntries(
    Object.entries(FIXTURE_USERS).map(([id, list]) => [id, list.map((u) => ({ ...u }))]),
  );
  let next = 500;
  const read = <T>(answer: () => T) => {
    if (state === 'loading') return never();
    if (state === 'error') throw apiFailure(500, 'Internal error');
    return answer();
  };
  const write = <T>(answer: () => T) => {
    if (writeError) throw apiFailure(409, writeError);
    return answer();
  };
  const find = (id: string) => {
    const found = companies.find((c) => c.id === id);
    if (!found) throw apiFailure(404, 'Company not found');
    return found;
  };
  return createFixtureClient({
    listManagedCompanies: () => read(() => ({ companies })),
    getManagedCompany: ({ params }) => {
      if (detailsError) throw apiFailure(500, '');
      const found = find(params.companyId!);
      return { company: found, users: users[found.id] ?? [] };
    },
    createManagedCompany: ({ body }) =>
      write(() => {
        const b = body as {
          company_name: string;
          company_code: string;
          logo_url: string | null;
          admin_email: string;
          admin_name: string;
        };
        const created = company(next++, b.company_name, b.company_code, {
          logo_url: b.logo_url,
          user_count: 1,
          created_at: new Date().toISOString(),
        });
        companies.unshift(created);
        const admin = person(next++, b.admin_name, b.admin_email, 'tenant-admin');
        users[created.id] = [admin];
        return { company: created, admin_user: admin };
      }),
    updateManagedCompany: ({ params, body }) =>
      write(() => {
        const found = find(params.companyId!);
        found.is_active = (body as { is_active: boolean }).is_active;
        return { company: found };
      }),
    addManagedCompanyUser: ({ params, body }) =>
      write(() => {
        const found = find(params.companyId!);
        const b = body as { email: string; name: string; role: CompanyUser['role'] };
        const user = person(next++, b.name, b.email, b.role);
        users[found.id] = [...(users[found.id] ?? []), user];
        found.user_count += 1;
        return { user };
      }),
  });
}
