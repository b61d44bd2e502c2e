import { Navigate, useParams } from 'react-router';
import { workspacePath, type WorkspaceTabId } from '@curate/core';

/** /{companyCode}, /{companyCode}/dashboard|products|schema|users -> the workspace with that tab (spec part 1 §2). */
export function ToWorkspaceTab({ tab }: { tab: WorkspaceTabId }) {
  const { companyCode = '' } = useParams();
  return <Navigate to={workspacePath(companyCode, tab)} replace />;
}

/** /review/{companyCode} -> /{companyCode}/review?tab=review (spec part 1 §2). */
export function ToReviewTab() {
  return <ToWorkspaceTab tab="review" />;
}
