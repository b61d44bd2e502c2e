import type { ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { Guard, useAuth } from '@curate/auth';
import { useAccessCheck } from '@curate/core';
import { SignInFrame, SignInSpinner } from '@curate/ui';

export const redirect = (to: string) => <Navigate to={to} replace />;
/** Shown while the guard waits (up to 5 s) for sign-in to initialise (spec part 1 §4). */
export const waiting = (
  <SignInFrame title="Curate">
    <SignInSpinner>Checking your sign-in...</SignInSpinner>
  </SignInFrame>
);

/**
 * Company scope (spec part 1 §6): super-admin -> /admin/companies, another company -> own /{code}/review, none
 * -> /unauthorized. While the workspace is open the server is asked who the user is every 15 s: a user it no
 * longer lets in (removed, deactivated, or of a deactivated company) goes to /unauthorized without a reload.
 */
export function TenantGuard({ children }: { children: ReactNode }) {
  const { companyCode = '' } = useParams();
  const auth = useAuth();
  const access = useAccessCheck({ enabled: auth.status === 'authenticated' && !auth.isSuperAdmin });
  if (access.refused) return redirect('/unauthorized');
  if (access.rechecking) return waiting;
  return (
    <Guard companyCode={companyCode} renderRedirect={redirect} loading={waiting}>
      {children}
    </Guard>
  );
}

/** Any /admin/ path requires the super-admin; others go to /unauthorized, signed-out users to /login. */
export function SuperAdminGuard() {
  return (
    <Guard requirement="super-admin" renderRedirect={redirect} loading={waiting}>
      <Outlet />
    </Guard>
  );
}
