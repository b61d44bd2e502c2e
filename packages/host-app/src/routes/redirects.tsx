import { Navigate, useLocation, useParams } from 'react-router';
import { workspaceRedirectPath, type WorkspaceTabId } from '@curate/core';

/**
 * /{companyCode}/dashboard|products|schema|users -> the workspace with that tab; /{companyCode} (tab null) ->
 * the tab its `?tab=` asks for, else the dashboard (spec part 1 §2). Other query parameters are kept.
 */
export function ToWorkspaceTab({ tab }: { tab: WorkspaceTabId | null }) {
  const { companyCode = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={workspaceRedirectPath(companyCode, search, tab)} replace />;
}

/** /review/{companyCode} -> /{companyCode}/review?tab=review (spec part 1 §2). */
export function ToReviewTab() {
  return <ToWorkspaceTab tab="review" />;
}
