import { describe, expect, it } from 'vitest';
import { sessionKeyValues } from './sessionKeys';

const email = 'tom.user@acme.test';

describe('stored keys', () => {
  it('are read from the /users/me profile', () => {
    expect(
      sessionKeyValues({
        id: 'u1',
        email,
        full_name: 'Tom User',
        username: 'tom',
        role: 'tenant-user',
        org_id: 'org_acme',
        company_id: '00000000-0000-4000-8000-000000000001',
        company_code: 'acme-tools',
      }),
    ).toEqual({
      organizationId: 'org_acme',
      companyCode: 'acme-tools',
      companyId: '00000000-0000-4000-8000-000000000001',
      userRole: 'tenant-user',
    });
  });
});
