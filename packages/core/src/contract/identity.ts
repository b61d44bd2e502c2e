import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { CompanyParams, EmailAddress, Id, RoleInput, normalised } from './common';
import { AUTH_TYPES } from './codes';

zodWithoutEvalInBrowsers();

const COMPANY_CODE_MESSAGE = 'Lowercase letters, numbers, and hyphens only';

/** A company code: lowercase letters, digits and hyphens — spec part 3 §5. */
export const CompanyCode = z
  .string({ error: 'Company code is required' })
  .check(z.trim(), z.minLength(1, 'Company code is required'), z.regex(/^[a-z0-9-]+$/, COMPANY_CODE_MESSAGE));
export type CompanyCode = z.infer<typeof CompanyCode>;

/** A company code in a path; upper case is folded so /ACME finds acme. */
export const CompanyCodeParam = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9-]+$/, COMPANY_CODE_MESSAGE));

/** A company (tenant) as seen by its users — spec part 1 §3. */
export const Company = z
  .object({
    id: Id,
    company_code: CompanyCode,
    company_name: z.string(),
  })
  .check(z.meta({ id: 'Company', description: 'A company (tenant) as its users see it.' }));
export type Company = z.infer<typeof Company>;

const CompanyList = z.object({ companies: z.array(Company) });

/** Company list answer; a bare array is also read, as `{companies}`. */
export const CompanyListResponse = normalised(z.union([z.array(Company), CompanyList]), CompanyList, (v) =>
  Array.isArray(v) ? { companies: v } : v,
);
export type CompanyListResponse = z.infer<typeof CompanyListResponse>;

/** Path parameters of the company-by-code lookup. */
export const CompanyCodeParams = z.object({ companyCode: CompanyCodeParam });

/** Message when a company code is unknown — spec part 1 §5. */
export const companyNotFoundMessage = (code: string) => `Company with code '${code}' not found`;

/** The signed-in user's profile — spec part 1 §3, part 3 §3. `id` may be the identity subject for a super-admin. */
export const CurrentUser = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string(),
  full_name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  role: RoleInput,
  roles: z.optional(z.array(RoleInput)),
  org_id: z.nullable(z.string()),
  company_id: z.nullable(Id),
  company_code: z.nullable(z.string()),
  company_name: z.nullish(z.string()),
  picture: z.nullish(z.string()),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** Body of the public sign-in detection call — messages from spec part 1 §5. */
export const DetectUserAuthRequest = z.strictObject({ email: EmailAddress });
export type DetectUserAuthRequest = z.infer<typeof DetectUserAuthRequest>;

/** How a user signs in: platform super-admin, an organization, or unknown — spec part 1 §7. */
export const AuthType = z.enum(AUTH_TYPES);
export type AuthType = z.infer<typeof AuthType>;

/** Answer of the sign-in detection call. */
export const DetectUserAuthResponse = z.object({
  auth_type: AuthType,
  org_id: z.nullish(z.string()),
  company_code: z.nullish(z.string()),
  error: z.nullish(z.string()),
});
export type DetectUserAuthResponse = z.infer<typeof DetectUserAuthResponse>;

export const identityRoutes = {
  detectUserAuth: defineRoute({
    id: 'detectUserAuth',
    method: 'POST',
    path: '/public/detect-user-auth',
    body: DetectUserAuthRequest,
    response: DetectUserAuthResponse,
    auth: 'public',
    summary: 'Tell from an e-mail address how the user signs in.',
    tag: 'identity',
  }),
  getCurrentUser: defineRoute({
    id: 'getCurrentUser',
    method: 'GET',
    path: '/users/me',
    response: CurrentUser,
    auth: 'token',
    summary: 'The signed-in user with role and company.',
    tag: 'identity',
  }),
  listCompanies: defineRoute({
    id: 'listCompanies',
    method: 'GET',
    path: '/companies',
    response: CompanyListResponse,
    auth: 'token',
    summary: 'Companies the signed-in user may open.',
    tag: 'identity',
  }),
  getCompany: defineRoute({
    id: 'getCompany',
    method: 'GET',
    path: '/companies/:companyId',
    params: CompanyParams,
    response: Company,
    auth: 'token',
    summary: 'One company by id.',
    tag: 'identity',
  }),
  getCompanyByCode: defineRoute({
    id: 'getCompanyByCode',
    method: 'GET',
    path: '/companies/by-code/:companyCode',
    params: CompanyCodeParams,
    response: Company,
    auth: 'token',
    summary: 'One company by its code.',
    tag: 'identity',
  }),
} as const;
