// The claims the development identity provider issues, and their names (shared with @curate/auth's defaults).

/** Claim names of the development provider: roles, organization id and company code (spec part 1 §6). */
export const DEV_IDP_CLAIMS = {
  roles: 'https://curate.dev/roles',
  organization: 'org_id',
  companyCode: 'https://curate.dev/company_code',
} as const;

/** The `sub` the development provider issues for a users row: the users.id uuid itself. */
export function devSubjectFor(userId: string): string {
  return userId;
}

/** A users row as the provider sees it, with its company's identity fields (null for the super-admin). */
export interface DevAccount {
  id: string;
  email: string;
  username: string;
  fullName: string | null;
  role: 'super-admin' | 'tenant-admin' | 'tenant-user';
  isActive: boolean;
  orgId: string | null;
  companyCode: string | null;
  companyName: string | null;
}

/** Claims shared by ID and access tokens: email, name, roles, organization and company code. */
export function identityClaims(account: DevAccount): Record<string, unknown> {
  return {
    email: account.email,
    name: account.fullName ?? account.username,
    [DEV_IDP_CLAIMS.roles]: [account.role],
    ...(account.orgId ? { [DEV_IDP_CLAIMS.organization]: account.orgId } : {}),
    ...(account.companyCode ? { [DEV_IDP_CLAIMS.companyCode]: account.companyCode } : {}),
  };
}

/** Every claim of an account, as `findAccount().claims()` returns them; scopes then filter (see SCOPE_CLAIMS). */
export function accountClaims(account: DevAccount): Record<string, unknown> {
  return {
    sub: devSubjectFor(account.id),
    ...identityClaims(account),
    email_verified: true,
    preferred_username: account.username,
  };
}

/** Which claims each scope releases. The tenancy claims ride on `openid`, so every ID token carries them. */
export const SCOPE_CLAIMS = {
  openid: ['sub', DEV_IDP_CLAIMS.roles, DEV_IDP_CLAIMS.organization, DEV_IDP_CLAIMS.companyCode],
  email: ['email', 'email_verified'],
  profile: ['name', 'preferred_username'],
};
