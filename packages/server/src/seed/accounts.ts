// The demo tenants and sign-in accounts, shared with the development identity provider and the README.
import { demoUuid } from './random';

export interface DemoCompany {
  company_code: string;
  company_name: string;
  org_id: string;
  /** Target credit balance after the seeded ledger history. */
  balance: number;
}

/** The two demo tenants. */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    company_code: 'acme-tools',
    company_name: 'Acme Tools',
    org_id: 'org_acme',
    balance: 4250,
  },
  {
    company_code: 'northwind-supply',
    company_name: 'Northwind Supply',
    org_id: 'org_northwind',
    balance: 90,
  },
];

export type DemoRole = 'super-admin' | 'tenant-admin' | 'tenant-user';

export interface DemoAccount {
  email: string;
  username: string;
  full_name: string;
  role: DemoRole;
  /** null for the super-admin. */
  company_code: string | null;
}

/** Every seeded user; each can sign in at the development identity provider. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@curate.dev', username: 'admin', full_name: 'Sam Rivera', role: 'super-admin', company_code: null },
  {
    email: 'alice.admin@acme.test',
    username: 'alice.admin',
    full_name: 'Alice Anderson',
    role: 'tenant-admin',
    company_code: 'acme-tools',
  },
  {
    email: 'tom.user@acme.test',
    username: 'tom.user',
    full_name: 'Tom Baker',
    role: 'tenant-user',
    company_code: 'acme-tools',
  },
  {
    email: 'nina.admin@northwind.test',
    username: 'nina.admin',
    full_name: 'Nina Patel',
    role: 'tenant-admin',
    company_code: 'northwind-supply',
  },
  {
    email: 'oscar.user@northwind.test',
    username: 'oscar.user',
    full_name: 'Oscar Lindqvist',
    role: 'tenant-user',
    company_code: 'northwind-supply',
  },
];

/** The seeded id of a demo company. */
export const demoCompanyId = (companyCode: string) => demoUuid(companyCode, 'company');

/** The seeded id of a demo user, by email. */
export const demoUserId = (email: string) => demoUuid('user', email);
