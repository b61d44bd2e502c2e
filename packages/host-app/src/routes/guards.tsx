import type { ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { Guard } from '@curate/auth';
import { SignInFrame, SignInSpinner } from '@curate/ui';

const redirect = (to: string) => <Navigate to={to} replace />;
/** Shown while the guard waits (up to 5 s) for sign-in to initialise (spec part 1 §4). */
const waiting = (
  <SignInFrame title="Curate">
    <SignInSpinner>Checking your sign-in...</SignInSpinner>
  </SignInFrame>
);

/** Company scope (spec part 1 §6): super-admin -> /admin/companies, another company -> own /{code}/review, none -> /unauthorized. */
export function TenantGuard({ children }: { children: ReactNode }) {
  const { companyCode = '' } = useParams();
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
