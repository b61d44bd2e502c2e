import { canManageBilling } from '@curate/core';
import { useState } from 'react';
import { BillingDashboard, type BillingDashboardProps } from './BillingDashboard';
import { CreditHistory, type CreditHistoryProps } from './CreditHistory';

/** Props of Billing. */
export interface BillingProps extends Omit<BillingDashboardProps, 'onOpenHistory'> {
  /** Receives the exported CSV of the credit history; default: the browser saves it. */
  saveExport?: CreditHistoryProps['saveExport'];
}

/**
 * The tenant's Billing tab, ready-made — spec part 3 §2: the dashboard, and for admins the Credit History
 * view with a back button to the dashboard.
 */
export function Billing({ saveExport, ...dashboard }: BillingProps) {
  const [view, setView] = useState<'dashboard' | 'history'>('dashboard');
  if (view === 'history' && canManageBilling(dashboard.roles))
    return (
      <CreditHistory
        companyId={dashboard.companyId}
        className={dashboard.className}
        onBack={() => setView('dashboard')}
        saveExport={saveExport}
      />
    );
  return <BillingDashboard {...dashboard} onOpenHistory={() => setView('history')} />;
}
