import * as z from 'zod/mini';
import { zodWithoutEvalInBrowsers } from './jitless';
import { defineRoute } from './route';
import { text } from './text';
import {
  CompanyParams,
  Count,
  EmailAddress,
  Id,
  ListPaginationQuery,
  RoleInput,
  SuccessResponse,
  TenantRoleInput,
  Timestamp,
  optionalQuery,
  requiredText,
} from './common';
import { FULL_NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from './constants';

zodWithoutEvalInBrowsers();
export { INVITATION_LINK_MESSAGES } from './wording';

const REQUIRED = 'Please fill in all required fields'; // spec part 3 §8

/** A username: 1-50 characters, unique, fixed after creation — spec part 2 §3. */
export const Username = text('name', { maxLength: USERNAME_MAX_LENGTH }).check(z.trim(), z.minLength(1));

/** A person's full name, at most 200 characters — spec part 2 §3. */
export const FullName = requiredText(REQUIRED, 'name', {
  maxLength: FULL_NAME_MAX_LENGTH,
  tooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`,
});

/** A user of a company — spec part 2 §3, part 3 §3. */
export const User = z
  .object({
    id: Id,
    username: z.nullable(z.string()),
    email: z.string(),
    full_name: z.nullable(z.string()),
    role: RoleInput,
    is_active: z.boolean(),
    company_id: z.nullable(Id),
    created_at: Timestamp,
    last_login: z.nullable(Timestamp),
  })
  .check(z.meta({ id: 'User', description: 'A user of a company.' }));
export type User = z.infer<typeof User>;

/** User list query; `username` narrows to one user (the by-username lookup) — spec part 3 §7. */
export const UserListQuery = z.extend(ListPaginationQuery, { username: optionalQuery(text('name').check(z.trim())) });
export type UserListQuery = z.infer<typeof UserListQuery>;

/** One page of users. */
export const UserListResponse = z.object({ users: z.array(User), total: Count });
export type UserListResponse = z.infer<typeof UserListResponse>;

/** Message when a username is unknown — spec part 1 §5. */
export const userNotFoundMessage = (username: string) => `User ${username} not found`;

/** Body creating (inviting) a user; role defaults to tenant-user — spec part 3 §3, §5, §6. */
export const UserCreate = z.strictObject({
  email: EmailAddress,
  name: FullName,
  role: z._default(TenantRoleInput, 'tenant-user'),
  username: z.optional(Username),
});
export type UserCreate = z.input<typeof UserCreate>;

/** Body editing a user: only non-empty full_name and email — spec part 2 §5.6, part 3 §7. */
export const UserUpdate = z
  .strictObject({ full_name: z.optional(FullName), email: z.optional(EmailAddress) })
  .check(z.refine((v) => v.full_name !== undefined || v.email !== undefined, { message: 'Nothing to update' }));
export type UserUpdate = z.input<typeof UserUpdate>;

/** Body changing a user's role (tenant roles only) — spec part 3 §2. */
export const UserRoleChange = z.strictObject({ role: TenantRoleInput });
export type UserRoleChange = z.input<typeof UserRoleChange>;

/** Answer carrying one user. */
export const UserResponse = z.object({ user: User });
export type UserResponse = z.infer<typeof UserResponse>;

/** State of an invitation. */
export const InvitationStatus = z.enum(['pending', 'accepted', 'expired', 'revoked']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** An invitation to join a company — spec part 3 §3. */
export const Invitation = z.object({
  id: Id,
  invitee_email: z.string(),
  invitee_name: z.nullish(z.string()),
  role: z.optional(RoleInput),
  status: InvitationStatus,
  created_at: Timestamp,
  expires_at: z.nullable(Timestamp),
});
export type Invitation = z.infer<typeof Invitation>;

/** Body inviting someone — spec part 3 §7. */
export const InvitationCreate = z.strictObject({
  email: EmailAddress,
  name: FullName,
  role: z._default(TenantRoleInput, 'tenant-user'),
});
export type InvitationCreate = z.input<typeof InvitationCreate>;

/**
 * Answer to creating an invitation: the invitation, and the one-time link when it was not mailed (no
 * SMTP configured), for the admin to pass on; null once it has gone out by e-mail.
 */
export const InvitationCreated = z.object({
  invitation: Invitation,
  invite_url: z.nullable(z.string()),
  email_sent: z.boolean(),
});
export type InvitationCreated = z.infer<typeof InvitationCreated>;

/** Invitation list answer. */
export const InvitationListResponse = z.object({ invitations: z.array(Invitation) });
export type InvitationListResponse = z.infer<typeof InvitationListResponse>;

/** Answer carrying one invitation. */
export const InvitationResponse = z.object({ invitation: Invitation });
export type InvitationResponse = z.infer<typeof InvitationResponse>;

/** User counters of a company; users_by_role is keyed by role — spec part 3 §3. */
export const CompanyStats = z.object({
  total_users: Count,
  users_by_role: z.record(z.string(), Count),
});
export type CompanyStats = z.infer<typeof CompanyStats>;

/** The secret of a one-time invitation link (sent in a body, never in a path, so it stays out of access logs). */
export const InvitationToken = z.strictObject({
  // base64url, as the server makes it (randomBytes(32)): nothing else can be a token.
  token: z
    .string()
    .check(
      z.trim(),
      z.minLength(16, 'This invitation link is not valid'),
      z.maxLength(200, 'This invitation link is not valid'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'This invitation link is not valid'),
    ),
});
export type InvitationToken = z.input<typeof InvitationToken>;

/** What the accept page shows of a link before it is accepted; status says whether it can be. */
export const InvitationPreview = z.object({
  company_name: z.string(),
  invitee_email: z.string(),
  invitee_name: z.nullable(z.string()),
  role: TenantRoleInput,
  status: InvitationStatus,
  expires_at: Timestamp,
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** Answer to accepting a link: whom to sign in, at which organization, and where they land. */
export const InvitationAccepted = z.object({
  email: z.string(),
  company_code: z.string(),
  org_id: z.nullable(z.string()),
});
export type InvitationAccepted = z.infer<typeof InvitationAccepted>;

const UserParams = z.extend(CompanyParams, { userId: Id });
const InvitationParams = z.extend(CompanyParams, { invitationId: Id });

export const userRoutes = {
  listCompanyUsers: defineRoute({
    id: 'listCompanyUsers',
    method: 'GET',
    path: '/companies/:companyId/users',
    params: CompanyParams,
    query: UserListQuery,
    response: UserListResponse,
    auth: 'token',
    summary: 'Users of the company, or the one with a given username.',
    tag: 'users',
  }),
  createCompanyUser: defineRoute({
    id: 'createCompanyUser',
    method: 'POST',
    path: '/companies/:companyId/users',
    status: 201,
    params: CompanyParams,
    body: UserCreate,
    response: UserResponse,
    auth: 'token',
    summary: 'Create (invite) a user of the company.',
    tag: 'users',
  }),
  getCompanyUser: defineRoute({
    id: 'getCompanyUser',
    method: 'GET',
    path: '/companies/:companyId/users/:userId',
    params: UserParams,
    response: User,
    auth: 'token',
    summary: 'One user of the company.',
    tag: 'users',
  }),
  updateCompanyUser: defineRoute({
    id: 'updateCompanyUser',
    method: 'PUT',
    path: '/companies/:companyId/users/:userId',
    params: UserParams,
    body: UserUpdate,
    response: UserResponse,
    auth: 'token',
    summary: "Edit a user's full name or e-mail.",
    tag: 'users',
  }),
  deleteCompanyUser: defineRoute({
    id: 'deleteCompanyUser',
    method: 'DELETE',
    path: '/companies/:companyId/users/:userId',
    params: UserParams,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Remove a user from the company.',
    tag: 'users',
  }),
  changeUserRole: defineRoute({
    id: 'changeUserRole',
    method: 'PUT',
    path: '/companies/:companyId/users/:userId/role',
    params: UserParams,
    body: UserRoleChange,
    response: UserResponse,
    auth: 'token',
    summary: 'Make a user tenant-admin or tenant-user.',
    tag: 'users',
  }),
  listInvitations: defineRoute({
    id: 'listInvitations',
    method: 'GET',
    path: '/companies/:companyId/invitations',
    params: CompanyParams,
    response: InvitationListResponse,
    auth: 'token',
    summary: 'Invitations of the company.',
    tag: 'users',
  }),
  createInvitation: defineRoute({
    id: 'createInvitation',
    idempotent: true,
    method: 'POST',
    path: '/companies/:companyId/invitations',
    status: 201,
    params: CompanyParams,
    body: InvitationCreate,
    response: InvitationCreated,
    auth: 'token',
    summary: 'Invite someone to the company: a one-time link, mailed when SMTP is set up, else answered.',
    tag: 'users',
  }),
  revokeInvitation: defineRoute({
    id: 'revokeInvitation',
    method: 'DELETE',
    path: '/companies/:companyId/invitations/:invitationId',
    params: InvitationParams,
    response: SuccessResponse,
    auth: 'token',
    summary: 'Revoke an invitation.',
    tag: 'users',
  }),
  getCompanyStats: defineRoute({
    id: 'getCompanyStats',
    method: 'GET',
    path: '/companies/:companyId/stats',
    params: CompanyParams,
    response: CompanyStats,
    auth: 'token',
    summary: 'User counts of the company by role.',
    tag: 'users',
  }),
  previewInvitation: defineRoute({
    id: 'previewInvitation',
    method: 'POST',
    path: '/public/invitations/preview',
    body: InvitationToken,
    response: InvitationPreview,
    auth: 'public',
    summary: 'What an invitation link offers (company, e-mail, role) and whether it can still be accepted.',
    tag: 'users',
  }),
  acceptInvitation: defineRoute({
    id: 'acceptInvitation',
    method: 'POST',
    path: '/public/invitations/accept',
    body: InvitationToken,
    response: InvitationAccepted,
    auth: 'public',
    summary: 'Accept an invitation link once: the account joins the company, then signs in at the identity provider.',
    tag: 'users',
  }),
} as const;
