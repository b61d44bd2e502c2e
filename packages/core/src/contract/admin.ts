import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import {
  CompanyParams,
  Count,
  EmailAddress,
  Id,
  TenantRoleInput,
  Timestamp,
  blankableUrl,
  normalised,
  requiredText,
} from './common';
import { FULL_NAME_MAX_LENGTH } from './constants';
import { CompanyCode } from './identity';

zodWithoutEvalInBrowsers();

const REQUIRED = 'Please fill in all required fields'; // spec part 3 §5

/** A company as the super-admin manages it — spec part 3 §3. */
export const ManagedCompany = z
  .object({
    id: Id,
    company_name: z.string(),
    company_code: z.string(),
    logo_url: z.nullable(z.string()),
    org_id: z.nullable(z.string()),
    is_active: z.boolean(),
    account_suspended: z.boolean(),
    user_count: Count,
    created_at: Timestamp,
  })
  .check(z.meta({ id: 'ManagedCompany', description: 'A company as the super-admin manages it.' }));
export type ManagedCompany = z.infer<typeof ManagedCompany>;

/** A user listed under a managed company — spec part 3 §3. */
export const CompanyUser = z.object({
  id: Id,
  full_name: z.nullable(z.string()),
  email: z.string(),
  role: TenantRoleInput,
});
export type CompanyUser = z.infer<typeof CompanyUser>;

const ManagedCompanyList = z.object({ companies: z.array(ManagedCompany) });

/** Managed company list; a bare array is also read, as `{companies}` — spec part 3 §7 ("array or a companies field"). */
export const ManagedCompanyListResponse = normalised(
  z.union([z.array(ManagedCompany), ManagedCompanyList]),
  ManagedCompanyList,
  (v) => (Array.isArray(v) ? { companies: v } : v),
);
export type ManagedCompanyListResponse = z.infer<typeof ManagedCompanyListResponse>;

/** Body creating a company and its first admin — spec part 3 §3, §5. */
export const CompanyCreate = z.strictObject({
  company_name: requiredText(REQUIRED),
  company_code: CompanyCode,
  logo_url: blankableUrl('Logo URL must be a valid URL'),
  admin_email: EmailAddress,
  admin_name: requiredText(REQUIRED, 'name', { maxLength: FULL_NAME_MAX_LENGTH }),
});
export type CompanyCreate = z.input<typeof CompanyCreate>;

/** Answer of a company creation. */
export const CompanyCreateResponse = z.object({ company: ManagedCompany, admin_user: z.optional(CompanyUser) });
export type CompanyCreateResponse = z.infer<typeof CompanyCreateResponse>;

/** A managed company with its users. */
export const ManagedCompanyDetail = z.object({ company: ManagedCompany, users: z.array(CompanyUser) });
export type ManagedCompanyDetail = z.infer<typeof ManagedCompanyDetail>;

/** Body activating or deactivating a company — spec part 3 §4. */
export const ManagedCompanyUpdate = z.strictObject({ is_active: z.boolean() });
export type ManagedCompanyUpdate = z.input<typeof ManagedCompanyUpdate>;

/** Answer carrying one managed company. */
export const ManagedCompanyResponse = z.object({ company: ManagedCompany });
export type ManagedCompanyResponse = z.infer<typeof ManagedCompanyResponse>;

/** Body adding a user to a company; email, name and role are all required — spec part 3 §5. */
export const CompanyUserAdd = z.strictObject({
  email: EmailAddress,
  name: requiredText(REQUIRED, 'name', { maxLength: FULL_NAME_MAX_LENGTH }),
  role: TenantRoleInput,
});
export type CompanyUserAdd = z.input<typeof CompanyUserAdd>;

/** Answer carrying the added user. */
export const CompanyUserResponse = z.object({ user: CompanyUser });
export type CompanyUserResponse = z.infer<typeof CompanyUserResponse>;

const tag = 'admin';

export const adminRoutes = {
  listManagedCompanies: defineRoute({
    id: 'listManagedCompanies',
    method: 'GET',
    path: '/admin/companies',
    response: ManagedCompanyListResponse,
    auth: 'token',
    summary: 'Every company, with user counts.',
    tag,
  }),
  createManagedCompany: defineRoute({
    id: 'createManagedCompany',
    method: 'POST',
    path: '/admin/companies',
    status: 201,
    body: CompanyCreate,
    response: CompanyCreateResponse,
    auth: 'token',
    summary: 'Create a company and its first admin.',
    tag,
  }),
  getManagedCompany: defineRoute({
    id: 'getManagedCompany',
    method: 'GET',
    path: '/admin/companies/:companyId',
    params: CompanyParams,
    response: ManagedCompanyDetail,
    auth: 'token',
    summary: 'A company with its users.',
    tag,
  }),
  updateManagedCompany: defineRoute({
    id: 'updateManagedCompany',
    method: 'PUT',
    path: '/admin/companies/:companyId',
    params: CompanyParams,
    body: ManagedCompanyUpdate,
    response: ManagedCompanyResponse,
    auth: 'token',
    summary: 'Activate or deactivate a company.',
    tag,
  }),
  addManagedCompanyUser: defineRoute({
    id: 'addManagedCompanyUser',
    method: 'POST',
    path: '/admin/companies/:companyId/users',
    status: 201,
    params: CompanyParams,
    body: CompanyUserAdd,
    response: CompanyUserResponse,
    auth: 'token',
    summary: 'Add a user to a company.',
    tag,
  }),
} as const;
