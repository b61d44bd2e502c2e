// Test-only: the workspace and session hooks' fake API answers (a healthy server, Tom of Acme Tools).

export const ACME_ID = '00000000-0000-4000-8000-0000000000a1';

export const healthy = {
  status: 'healthy',
  database: { status: 'up', kind: 'pglite' },
  version: '0.1.0',
  timestamp: '2026-11-22T00:00:00.000Z',
};
export const tomProfile = {
  id: '00000000-0000-4000-8000-0000000000b1',
  email: 'tom.user@acme.test',
  full_name: 'Tom User',
  username: 'tom',
  role: 'tenant-user',
  org_id: 'org_acme',
  company_id: ACME_ID,
  company_code: 'acme-tools',
  company_name: 'Acme Tools',
};
export const acme = { id: ACME_ID, company_code: 'acme-tools', company_name: 'Acme Tools' };
