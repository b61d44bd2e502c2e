// Route guards, router-agnostic — spec part 1 §2 (route table), §4 (wait for initialisation), §6 (roles, company scope).
import { AUTH_WAIT_TIMEOUT_MS } from './constants';
import { hasRole, type Role } from './claims';
import type { AuthStatus } from './authContext';

/** What a route needs: a signed-in user, a role, or company scope (optionally with a tenant role). */
export type GuardRequirement = 'authenticated' | Role | { companyCode: string; role?: Exclude<Role, 'super-admin'> };

/**
 * Where guards send users and where a signed-in user lands. The package knows none of the host's routes: the
 * host passes its own (AuthProvider's `landing` prop); what it leaves out takes DEFAULT_LANDING.
 */
export interface AuthLanding {
  /** Landing of a signed-in super-admin; also where a guard sends one away from company routes. Default '/'. */
  superAdmin: string;
  /** Landing of a user of the company `companyCode`; also where a guard sends one from another company's routes. Default '/' for every company. */
  company: (companyCode: string) => string;
  /** The sign-in page: where a guard sends a signed-out user, remembering the path. Default '/login'. */
  signIn: string;
  /** Where a guard sends a user who lacks the role or a company; the landing of a signed-in user with no company. Default '/unauthorized'. */
  unauthorized: string;
}

/**
 * The landing when the host gives none: '/' for both landings (no product route); '/login' and '/unauthorized',
 * the generic pages the package already assumes elsewhere (postLogoutRedirectUri's default `${origin}/login`,
 * the paths intendedPath never remembers).
 */
export const DEFAULT_LANDING: Readonly<AuthLanding> = Object.freeze({
  superAdmin: '/',
  company: () => '/',
  signIn: '/login',
  unauthorized: '/unauthorized',
});

/** The host's landing with DEFAULT_LANDING for every part it leaves out. */
export function resolveLanding(landing: Partial<AuthLanding> = {}): AuthLanding {
  return {
    superAdmin: landing.superAdmin ?? DEFAULT_LANDING.superAdmin,
    company: landing.company ?? DEFAULT_LANDING.company,
    signIn: landing.signIn ?? DEFAULT_LANDING.signIn,
    unauthorized: landing.unauthorized ?? DEFAULT_LANDING.unauthorized,
  };
}

/** Where a guard sends the user: one of the landing's paths. */
export type GuardTarget = string;

/** A guard's verdict: keep waiting for initialisation, let through, or redirect (remembering the path for the sign-in page). */
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
  /** The host's landing (useAuth().landing, from AuthProvider's `landing`); missing parts take DEFAULT_LANDING. */
  landing?: Partial<AuthLanding>;
}

/** Input of `evaluateGuard`. */
export interface GuardInput {
  auth: GuardAuthState;
  requirement: GuardRequirement;
  /** The user's company code when the host knows it (e.g. from /users/me); undefined falls back to claims. */
  userCompanyCode?: string | null;
  /** How long the guard has waited while status is loading (spec §4: up to AUTH_WAIT_TIMEOUT_MS, 5 s). */
  waitedMs: number;
  /** The path being guarded, remembered when the user is sent to the sign-in page. */
  path?: string;
}

const redirect = (to: GuardTarget): GuardDecision => ({ kind: 'redirect', to });
const toSignIn = (landing: AuthLanding, path?: string): GuardDecision =>
  path ? { kind: 'redirect', to: landing.signIn, remember: path } : redirect(landing.signIn);

/**
 * The guard rules of spec part 1 §2 / §4 / §6 as one pure function; the targets come from `auth.landing`
 * (signed out -> signIn, role or company missing -> unauthorized, super-admin on a company route ->
 * superAdmin, another company -> company(own code)).
 */
export function evaluateGuard({ auth, requirement, userCompanyCode, waitedMs, path }: GuardInput): GuardDecision {
  const landing = resolveLanding(auth.landing);
  if (auth.status === 'loading') return waitedMs < AUTH_WAIT_TIMEOUT_MS ? { kind: 'wait' } : toSignIn(landing, path);
  if (auth.status !== 'authenticated') return toSignIn(landing, path);
  if (requirement === 'authenticated') return { kind: 'allow' };
  if (typeof requirement === 'string')
    return hasRole(auth.roles, requirement) ? { kind: 'allow' } : redirect(landing.unauthorized);

  // Company scope. Super-admins need no organization and are kept out of tenant routes.
  if (auth.isSuperAdmin) return redirect(landing.superAdmin);
  const own = userCompanyCode !== undefined ? userCompanyCode : auth.companyCode;
  if (!own) return redirect(landing.unauthorized); // no company assignment
  if (own.toLowerCase() !== requirement.companyCode.toLowerCase()) return redirect(landing.company(own));
  if (requirement.role && !hasRole(auth.roles, requirement.role)) return redirect(landing.unauthorized);
  return { kind: 'allow' };
}

/**
 * Where a signed-in user lands (spec part 1 §2), from `auth.landing`: a super-admin -> superAdmin, a user with
 * a company -> company(code), else unauthorized.
 */
export function landingPath(
  auth: Pick<GuardAuthState, 'isSuperAdmin' | 'companyCode' | 'landing'>,
  userCompanyCode?: string | null,
): GuardTarget {
  const landing = resolveLanding(auth.landing);
  if (auth.isSuperAdmin) return landing.superAdmin;
  const own = userCompanyCode !== undefined ? userCompanyCode : auth.companyCode;
  return own ? landing.company(own) : landing.unauthorized;
}
