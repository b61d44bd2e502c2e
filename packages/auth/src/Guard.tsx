import { useEffect, useState, type ReactNode } from 'react';
import { AUTH_WAIT_POLL_MS, AUTH_WAIT_TIMEOUT_MS } from './constants';
import { useAuth } from './authContext';
import { evaluateGuard, type GuardDecision, type GuardRequirement } from './guardRules';
import { rememberIntendedPath } from './intendedPath';

/** Options of `useGuard`. */
export interface UseGuardOptions {
  /** What the route needs. Default 'authenticated'. */
  requirement?: GuardRequirement;
  /** The route's company code: adds company scope (with `requirement` as the tenant role, if it is one). */
  companyCode?: string;
  /** The user's company code when the host knows it; default the company-code claim. */
  userCompanyCode?: string | null;
  /** The guarded path; default the browser's pathname + search + hash. */
  path?: string;
}

function browserPath(): string | undefined {
  return typeof window === 'undefined'
    ? undefined
    : `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function combine(requirement: GuardRequirement, companyCode?: string): GuardRequirement {
  if (companyCode === undefined || typeof requirement === 'object') return requirement;
  if (requirement === 'tenant-admin' || requirement === 'tenant-user') return { companyCode, role: requirement };
  return requirement === 'super-admin' ? requirement : { companyCode };
}

/** The guard decision for the current user, re-evaluated every 100 ms while sign-in initialises (spec part 1 §4). */
export function useGuard({
  requirement = 'authenticated',
  companyCode,
  userCompanyCode,
  path,
}: UseGuardOptions = {}): GuardDecision {
  const auth = useAuth();
  const [startedAt] = useState(() => Date.now());
  const [waitedMs, setWaitedMs] = useState(0);
  const loading = auth.status === 'loading';

  useEffect(() => {
    if (!loading) return;
    const timer = setInterval(() => {
      const waited = Date.now() - startedAt;
      setWaitedMs(waited);
      if (waited >= AUTH_WAIT_TIMEOUT_MS) clearInterval(timer);
    }, AUTH_WAIT_POLL_MS);
    return () => clearInterval(timer);
  }, [loading, startedAt]);

  const decision = evaluateGuard({
    auth,
    requirement: combine(requirement, companyCode),
    userCompanyCode,
    waitedMs,
    path: path ?? browserPath(),
  });
  const remember = decision.kind === 'redirect' ? decision.remember : undefined;
  useEffect(() => {
    if (remember) rememberIntendedPath(remember);
  }, [remember]);
  return decision;
}

/** Props of Guard. */
export interface GuardProps extends UseGuardOptions {
  /** Renders a redirect; the host passes its router's, e.g. `(to) => <Navigate to={to} replace />`. */
  renderRedirect: (to: string) => ReactNode;
  /** Shown while sign-in initialises. Default nothing. */
  loading?: ReactNode;
  children?: ReactNode;
}

/** Renders `children` when the guard allows, `loading` while waiting, else the redirect (spec part 1 §2, §6). */
export function Guard({ renderRedirect, loading = null, children, ...options }: GuardProps) {
  const decision = useGuard(options);
  if (decision.kind === 'wait') return <>{loading}</>;
  if (decision.kind === 'redirect') return <>{renderRedirect(decision.to)}</>;
  return <>{children}</>;
}
