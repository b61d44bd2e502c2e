// The route table of spec part 1 §2, exactly.
import { Navigate, Route, Routes } from 'react-router';
import { AdminCompaniesPage, AdminCompanyPage } from '../pages/AdminPages';
import { CallbackPage } from '../pages/CallbackPage';
import { InvitationPage } from '../pages/InvitationPage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundRoute, UnauthorizedRoute } from '../pages/MessageRoutes';
import { WorkspacePage } from '../pages/WorkspacePage';
import { SuperAdminGuard, TenantGuard } from './guards';
import { ToReviewTab, ToWorkspaceTab } from './redirects';

/** /{companyCode}/{tab} shortcuts; listed under /admin too, so /admin/{tab} outranks them and stays super-admin only. */
const TAB_SHORTCUTS = ['dashboard', 'products', 'schema', 'users'] as const;

/**
 * Every path of the product. Static segments outrank dynamic ones (/login is never a company code); on a tie
 * the earlier route wins, so /{companyCode}/review is listed before /review/{companyCode}.
 */
export function AppRoutes() {
  return (
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
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
      <Route path="/review/:companyCode" element={<ToReviewTab />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
