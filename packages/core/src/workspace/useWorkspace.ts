import { useEffect } from 'react';
import type { Role } from '../contract/index';
import { useHealth } from '../health/index';
import { workspaceMessages, useTexts } from '../messages/index';
import { useCurrentUser } from '../shared/useCurrentUser';
import { useCompanyBalance } from '../shared/balancePoll';
import { primaryRole, showsBalance } from './header';
import { useCompanyByCode } from './useCompanyByCode';
import { useReviewCount } from './useReviewCount';
import { resolveWorkspaceTab, workspaceTabs, type WorkspaceTabId } from './workspaceTabs';

export interface UseWorkspaceOptions {
  /** The company code from the address. Required. */
  companyCode: string;
  /** The signed-in user's roles (normalised, as @curate/auth's useAuth().roles). Required. */
  roles: readonly Role[];
  /** The `tab` query value; null or undefined when the address has none. */
  requestedTab?: string | null;
}

/**
 * Everything the tenant workspace shell shows (spec part 1 §2, part 3 §2): the company, the user, the
 * visible tabs and the active one (with the forbidden-tab fallback), the balance (non-super-admins, 15 s),
 * the pending review count (60 s) and the health (30 s).
 */
export function useWorkspace({ companyCode, roles, requestedTab = null }: UseWorkspaceOptions) {
  const company = useCompanyByCode({ companyCode });
  const companyId = company.company?.id ?? null;
  const me = useCurrentUser();
  const balanceShown = showsBalance(roles);
  const balance = useCompanyBalance({ companyId, enabled: balanceShown });
  const reviewCount = useReviewCount({ companyId });
  const health = useHealth();
  const messages = useTexts('workspace', workspaceMessages);
  // 'Company unavailable' clears by itself: a lookup that failed for a reason other than denial is asked
  // again each time the health poll finds the API answering (issue #14).
  const retryCompany = company.status === 'error' && !company.denied && health.status === 'healthy';
  const { refetch: refetchCompany } = company;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on each answered health poll.
  useEffect(() => {
    if (retryCompany) void refetchCompany();
  }, [health.answeredAt]);
  const activeTab: WorkspaceTabId = resolveWorkspaceTab(requestedTab, roles);
  return {
    company,
    user: me.user,
    role: primaryRole(roles),
    tabs: workspaceTabs(roles, messages),
    activeTab,
    /** True when the address asked for a tab that is shown differently (so the address should be corrected). */
    tabFellBack: requestedTab !== null && requestedTab !== '' && requestedTab !== activeTab,
    balanceShown,
    balance: balance.balance,
    suspended: balance.suspended,
    reviewCount: reviewCount.count,
    health: health.status,
  };
}
