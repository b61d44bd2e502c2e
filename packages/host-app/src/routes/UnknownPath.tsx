import { useLocation } from 'react-router';
import { Guard } from '@curate/auth';
import { NotFoundRoute } from '../pages/MessageRoutes';
import { redirect, waiting } from './guards';

/**
 * A path the route table does not know: the not-found page, except that any path containing /admin/ (e.g.
 * /{companyCode}/admin/x) requires the super-admin first (spec part 1 §2), so everyone else gets /unauthorized.
 */
export function UnknownPath() {
  const { pathname } = useLocation();
  if (!`${pathname}/`.includes('/admin/')) return <NotFoundRoute />;
  return (
    <Guard requirement="super-admin" renderRedirect={redirect} loading={waiting}>
      <NotFoundRoute />
    </Guard>
  );
}
