// Route guards, router-agnostic — spec part 1 §2 (route table), §4 (wait for initialisation), §6 (roles, company scope).
import { AUTH_WAIT_TIMEOUT_MS } from './constants';
import { hasRole, type Role } from './claims';
import type { AuthStatus } from './authContext';

/** What a route needs: a signed-in user, a role, or company scope (optionally with a tenant role). */
export type GuardRequirement = 'authenticated' | Role | { companyCode: string; role?: Exclude<Role, 'super-admin'> };

/** Where a guard sends the user. */
export type GuardTarget = '/login' | '/unauthorized' | '/admin/companies' | `/${string}/review`;

/** A guard's verdict: keep waiting for initialisation, let through, or redirect (remembering the path for /login). */
export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: GuardTarget; remember?: string };

/** The parts of the sign-in state a guard reads. */
export interface GuardAuthState {
  status: AuthStatus;
  roles: readonly Role[];
  isSuperAdmin: boolean;
  /** The user's company code from claims, when the provider sends it. */
  companyCode?: string | null;
}

/** Input of `evaluateGuard`. */
export interface GuardInput {
  auth: GuardAuthState;
  requirement: GuardRequirement;
  /** The user's company code when the host knows it (e.g. from /users/me); undefined falls back to claims. */
  userCompanyCode?: string | null;
  /** How long the guard has waited while status is loading (spec §4: up to AUTH_WAIT_TIMEOUT_MS, 5 s). */
  waitedMs: number;
  /** The path being guarded, remembered when the user is sent to /login. */
  path?: string;
}

const toLogin = (path?: string): GuardDecision =>
  path ? { kind: 'redirect', to: '/login', remember: path } : { kind: 'redirect', to: '/login' };
const unauthorized: GuardDecision = { kind: 'redirect', to: '/unauthorized' };

/** The guard rules of spec part 1 §2 / §4 / §6 as one pure function. */
export function evaluateGuard({ auth, requirement, userCompanyCode, waitedMs, path }: GuardInput): GuardDecision {
  if (auth.status === 'loading') return waitedMs < AUTH_WAIT_TIMEOUT_MS ? { kind: 'wait' } : toLogin(path);
  if (auth.status !== 'authenticated') return toLogin(path);
  if (requirement === 'authenticated') return { kind: 'allow' };
  if (typeof requirement === 'string') return hasRole(auth.roles, requirement) ? { kind: 'allow' } : unauthorized;

  // Company scope. Super-admins need no organization and are kept out of tenant routes.
  if (auth.isSuperAdmin) return { kind: 'redirect', to: '/admin/companies' };
  const own = userCompanyCode !== undefined ? userCompanyCode : auth.companyCode;
  if (!own) return unauthorized; // no company assignment
  if (own.toLowerCase() !== requirement.companyCode.toLowerCase()) {
    return { kind: 'redirect', to: `/${encodeURIComponent(own)}/review` };
  }
  if (requirement.role && !hasRole(auth.roles, requirement.role)) return unauthorized;
  return { kind: 'allow' };
}

/** Where a signed-in user lands (spec part 1 §2): super-admin -> /admin/companies, else /{code}/review, else /unauthorized. */
export function landingPath(
  auth: Pick<GuardAuthState, 'isSuperAdmin' | 'companyCode'>,
  userCompanyCode?: string | null,
): GuardTarget {
  if (auth.isSuperAdmin) return '/admin/companies';
  const own = userCompanyCode !== undefined ? userCompanyCode : auth.companyCode;
  return own ? `/${encodeURIComponent(own)}/review` : '/unauthorized';
}
