import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ActivityLimitQuery,
  EmailAddress,
  Id,
  JsonObject,
  ListPaginationQuery,
  QualityScore,
  RoleInput,
  SortOrder,
  StoredReviewStatus,
  TenantRoleInput,
  Timestamp,
  optionalQuery,
  queryBoolean,
} from './common';
import { issueMessages } from '../test/contractFixtures';

describe('scalars', () => {
  it('accepts uuids including placeholder ids, rejects other strings', () => {
    expect(Id.safeParse('00000000-0000-0000-0000-000000000001').success).toBe(true);
    expect(Id.safeParse('9b2f4c1e-3d5a-4e8b-9c7d-1a2b3c4d5e6f').success).toBe(true);
    expect(Id.safeParse('42').success).toBe(false);
  });

  it('accepts ISO timestamps with or without offset, rejects other dates', () => {
    for (const t of ['2024-05-01T10:00:00Z', '2024-05-01T10:00:00.123456+02:00', '2024-05-01T10:00:00']) {
      expect(Timestamp.safeParse(t).success).toBe(true);
    }
    expect(Timestamp.safeParse('2024-05-01 10:00:00').success).toBe(false);
    expect(Timestamp.safeParse('May 1st').success).toBe(false);
  });

  it('keeps quality scores within 0-10', () => {
    expect(QualityScore.safeParse(8.5).success).toBe(true);
    expect(QualityScore.safeParse(10.1).success).toBe(false);
    expect(QualityScore.safeParse(-1).success).toBe(false);
  });

  it('reports the spec message for a sort order out of 0-999', () => {
    expect(SortOrder.safeParse(999).success).toBe(true);
    expect(issueMessages(SortOrder.safeParse(1000))).toEqual(['Sort order must be between 0 and 999']);
    expect(issueMessages(SortOrder.safeParse(-1))).toEqual(['Sort order must be between 0 and 999']);
  });

  it('reports the login messages for a missing or malformed e-mail', () => {
    expect(EmailAddress.parse('  ana@acme.example ')).toBe('ana@acme.example');
    expect(issueMessages(EmailAddress.safeParse(''))).toEqual(['Please enter your email address']);
    expect(issueMessages(EmailAddress.safeParse(undefined))).toEqual(['Please enter your email address']);
    expect(issueMessages(EmailAddress.safeParse('ana@'))).toEqual(['Please enter a valid email address']);
  });
});

describe('enums with aliases', () => {
  it('reads every role spelling as a canonical role', () => {
    expect(
      ['super-admin', 'super_admin', 'tenant-admin', 'admin', 'tenant-user', 'user', 'reviewer'].map((r) =>
        RoleInput.parse(r),
      ),
    ).toEqual([
      'super-admin',
      'super-admin',
      'tenant-admin',
      'tenant-admin',
      'tenant-user',
      'tenant-user',
      'tenant-user',
    ]);
    expect(RoleInput.safeParse('owner').success).toBe(false);
  });

  it('refuses super-admin as a tenant role with a clear message', () => {
    expect(TenantRoleInput.parse('admin')).toBe('tenant-admin');
    expect(issueMessages(TenantRoleInput.safeParse('super-admin'))).toEqual([
      'Role must be tenant-user or tenant-admin',
    ]);
  });

  it('reads an unset review status as pending', () => {
    const Row = z.object({ review_status: StoredReviewStatus });
    expect(Row.parse({}).review_status).toBe('pending');
    expect(Row.parse({ review_status: null }).review_status).toBe('pending');
    expect(Row.parse({ review_status: 'approved' }).review_status).toBe('approved');
    expect(Row.safeParse({ review_status: 'approve' }).success).toBe(false);
  });

  it('encodes canonical values unchanged, as the server serialiser does', () => {
    expect(z.encode(RoleInput, 'tenant-admin')).toBe('tenant-admin');
    expect(z.encode(StoredReviewStatus, 'pending')).toBe('pending');
  });
});

describe('JSON text', () => {
  it('reads an object or its JSON text, and refuses broken text', () => {
    expect(JsonObject.parse('{"tone":"technical"}')).toEqual({ tone: 'technical' });
    expect(JsonObject.parse({ tone: 'technical' })).toEqual({ tone: 'technical' });
    expect(issueMessages(JsonObject.safeParse('{tone'))).toEqual(['Invalid JSON text']);
    expect(JsonObject.safeParse('[1,2]').success).toBe(false);
  });
});

describe('query helpers', () => {
  it("reads 'false' as false, unlike z.coerce.boolean", () => {
    expect(queryBoolean.parse('false')).toBe(false);
    expect(queryBoolean.parse('true')).toBe(true);
    expect(queryBoolean.parse(false)).toBe(false);
    expect(queryBoolean.safeParse('yes').success).toBe(false);
    expect(z.coerce.boolean().parse('false')).toBe(true);
  });

  it('treats an empty optional parameter as absent', () => {
    const Q = z.object({ review_status: optionalQuery(z.enum(['pending', 'approved'])) });
    expect(Q.parse({ review_status: '' })).toEqual({ review_status: undefined });
    expect(Q.parse({})).toEqual({});
    expect(Q.safeParse({ review_status: 'nope' }).success).toBe(false);
  });

  it('coerces list paging from strings with default 50 and range 1-1000', () => {
    expect(ListPaginationQuery.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(ListPaginationQuery.parse({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
    expect(ListPaginationQuery.safeParse({ limit: '1001' }).success).toBe(false);
    expect(ListPaginationQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(ListPaginationQuery.safeParse({ offset: '-1' }).success).toBe(false);
    expect(ListPaginationQuery.safeParse({ limit: 'ten' }).success).toBe(false);
    expect(ListPaginationQuery.safeParse({ limit: '2.5' }).success).toBe(false);
  });

  it('coerces the activity limit with default 20 and range 1-100', () => {
    expect(ActivityLimitQuery.parse({})).toEqual({ limit: 20 });
    expect(ActivityLimitQuery.parse({ limit: '10' })).toEqual({ limit: 10 });
    expect(ActivityLimitQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});
