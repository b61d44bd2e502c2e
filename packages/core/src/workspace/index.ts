export {
  DEFAULT_WORKSPACE_TAB,
  WORKSPACE_TAB_IDS,
  REVIEW_PRODUCT_PARAM,
  WORKSPACE_TAB_PARAM,
  canUseWorkspaceTab,
  isWorkspaceTabId,
  isWorkspaceTabVisible,
  parseWorkspaceTab,
  resolveWorkspaceTab,
  workspacePath,
  workspaceRedirectPath,
  workspaceTabLabel,
  workspaceTabs,
  type WorkspaceTab,
  type WorkspaceTabId,
} from './workspaceTabs';
export {
  isNegativeBalance,
  primaryRole,
  roleBadgeLabel,
  settingsDisplayName,
  settingsSecondaryLine,
  showsBalance,
  showsReviewCount,
  welcomeLine,
  welcomeName,
  type HeaderUser,
} from './header';
export { COMPANY_VERIFICATION_CACHE_MS, REVIEW_COUNT_POLL_INTERVAL_MS } from './polling';
export { useReportFailure } from '../shared/reportFailure';
export { isCompanyDenied, useCompanyByCode, type UseCompanyByCodeOptions } from './useCompanyByCode';
export { useReviewCount, type UseReviewCountOptions } from './useReviewCount';
export { reviewCountKey } from '../shared/queryKeys';
export { suspensionReason } from './suspension';
export { useWorkspace, type UseWorkspaceOptions } from './useWorkspace';
