// The route table of spec part 1 §2, exactly.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFoundRoute, UnauthorizedRoute } from '../pages/MessageRoutes';
import { SuperAdminGuard, TenantGuard } from './guards';
import { UnknownPath } from './UnknownPath';
import { ToReviewTab, ToWorkspaceTab } from './redirects';

// Each page loads with its route (issue #21: the first route a visitor opens stays under 150 kB gzip, see
// .size-limit.mjs): the login screen does not carry the workspace, the workspace not the admin pages.
const LoginPage = lazy(() => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const CallbackPage = lazy(() => import('../pages/CallbackPage').then((m) => ({ default: m.CallbackPage })));
const InvitationPage = lazy(() => import('../pages/InvitationPage').then((m) => ({ default: m.InvitationPage })));
const WorkspacePage = lazy(() => import('../pages/WorkspacePage').then((m) => ({ default: m.WorkspacePage })));
const AdminCompaniesPage = lazy(() => import('../pages/AdminPages').then((m) => ({ default: m.AdminCompaniesPage })));
const AdminCompanyPage = lazy(() => import('../pages/AdminPages').then((m) => ({ default: m.AdminCompanyPage })));

/** /{companyCode}/{tab} shortcuts; listed under /admin too, so /admin/{tab} outranks them and stays super-admin only. */
const TAB_SHORTCUTS = ['dashboard', 'products', 'schema', 'users'] as const;

/**
 * Every path of the product. Static segments outrank dynamic ones (/login is never a company code); on a tie
 * the earlier route wins, so /{companyCode}/review is listed before /review/{companyCode}.
 */
export function AppRoutes() {
  return (
    // A page's chunk arrives within a few milliseconds on the same origin: nothing is shown meanwhile.
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/callback" element={<CallbackPage />} />
        <Route path="/unauthorized" element={<UnauthorizedRoute />} />
        {/* The one-time link of an invitation (issue #20); the token is in the fragment. */}
        <Route path="/invitation" element={<InvitationPage />} />
        {/* Any path containing /admin/ requires super-admin. */}
        <Route path="/admin" element={<SuperAdminGuard />}>
          <Route path="companies" element={<AdminCompaniesPage />} />
          <Route path="companies/:companyId" element={<AdminCompanyPage />} />
          {['review', ...TAB_SHORTCUTS].map((path) => (
            <Route key={path} path={path} element={<NotFoundRoute />} />
          ))}
          <Route index element={<NotFoundRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route path="/:companyCode">
          <Route index element={<ToWorkspaceTab tab={null} />} />
          <Route
            path="review"
            element={
              <TenantGuard>
                <WorkspacePage />
              </TenantGuard>
            }
          />
          {TAB_SHORTCUTS.map((tab) => (
            <Route key={tab} path={tab} element={<ToWorkspaceTab tab={tab} />} />
          ))}
          <Route path="*" element={<UnknownPath />} />
        </Route>
        <Route path="/review/:companyCode" element={<ToReviewTab />} />
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}
