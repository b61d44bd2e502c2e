import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import {
  adminBalanceTone,
  BILLING_ADMIN_TOAST_MS,
  useCompanyBillingAdmin,
  type BillingAdminMessages,
  billingAdminMessages,
  useTexts,
} from '@curate/core';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { ToastStack } from '../primitives/Toast/ToastStack';
import { useToasts } from '../primitives/Toast/useToasts';
import { cx } from '../theme/cx';
import { AccountStatusTab } from './parts/AccountStatusTab';
import { CreditsTab } from './parts/CreditsTab';
import { useFigure } from './parts/format';
import { SpendingLimitsTab } from './parts/SpendingLimitsTab';
import { TokenAnalyticsTab } from './parts/TokenAnalyticsTab';

/** The billing admin screen's tabs. */
export type CompanyBillingTab = 'credits' | 'limits' | 'status' | 'tokens';
type TabLabel = 'tabCredits' | 'tabSpendingLimits' | 'tabAccountStatus' | 'tabTokenAnalytics';
const TABS: { id: CompanyBillingTab; label: TabLabel & keyof BillingAdminMessages }[] = [
  { id: 'credits', label: 'tabCredits' },
  { id: 'limits', label: 'tabSpendingLimits' },
  { id: 'status', label: 'tabAccountStatus' },
  { id: 'tokens', label: 'tabTokenAnalytics' },
];

/** Props of CompanyBillingAdmin. */
export interface CompanyBillingAdminProps {
  /** The company administered. */
  companyId: string;
  /** The company's code, for the export's file name when the server sends none. */
  companyCode?: string;
  /** The back button (to /admin/companies); without it the button is not shown. */
  onBack?: () => void;
  /** The tab shown first; default 'credits'. */
  defaultTab?: CompanyBillingTab;
  /** Saves an exported file; default a browser download. */
  saveExport?: (file: { blob: Blob; filename: string }) => void;
  className?: string;
}

/**
 * The super-admin's per-company billing screen (/admin/companies/{companyId}) — spec part 3 §2 'Company billing
 * admin': a header with the back button, the company name and the balance (red at or below 0, orange below
 * 1000, green otherwise), and the tabs Credits & Transactions, Spending Limits, Account Status and Token
 * Analytics. Success and failure show as 5 s toasts.
 */
function CompanyBillingAdminRoot({
  companyId,
  companyCode,
  onBack,
  defaultTab = 'credits',
  saveExport,
  className,
}: CompanyBillingAdminProps) {
  const billing = useCompanyBillingAdmin({ companyId });
  const m = useTexts('billingAdmin', billingAdminMessages);
  const figure = useFigure();
  const toasts = useToasts();
  const notify = (kind: 'success' | 'error', message: string) =>
    toasts.show({ kind, message, duration: BILLING_ADMIN_TOAST_MS });
  const account = billing.account;
  const state = billing.error ? 'error' : account ? 'ready' : 'loading';
  return (
    <section
      className={cx('curate-BillingAdmin', className)}
      aria-label={m.companyBilling}
      data-slot="company-billing-admin"
      data-state={state}
    >
      <header className="curate-BillingAdmin-header">
        {onBack && (
          <Button size="sm" variant="ghost" onClick={onBack}>
            {m.backToCompanies}
          </Button>
        )}
        <h2>{account?.company_name ?? m.companyBilling}</h2>
        {account?.account_suspended && (
          <Badge tone="danger" size="sm">
            {m.suspended}
          </Badge>
        )}
        {account && (
          <p className="curate-BillingAdmin-headerBalance">
            {m.currentBalanceLabel}{' '}
            <strong
              className="curate-BillingAdmin-balance"
              data-tone={adminBalanceTone(account.current_balance)}
              data-slot="current-balance"
            >
              {figure(account.current_balance)}
            </strong>{' '}
            {m.creditsUnit}
          </p>
        )}
      </header>
      {billing.error ? (
        <p className="curate-BillingAdmin-alert" role="alert">
          {billing.error}{' '}
          <Button size="sm" onClick={() => void billing.retry()}>
            {m.retry}
          </Button>
        </p>
      ) : !account ? (
        <p className="curate-BillingAdmin-empty">{m.loadingCompany}</p>
      ) : (
        <TabGroup defaultIndex={TABS.findIndex((t) => t.id === defaultTab)}>
          <TabList className="curate-BillingAdmin-tabs" aria-label={m.companyBillingTabs}>
            {TABS.map((t) => (
              <Tab key={t.id} className="curate-BillingAdmin-tab">
                {m[t.label]}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="curate-BillingAdmin-panel">
            <TabPanel>
              <CreditsTab billing={billing} notify={notify} />
            </TabPanel>
            <TabPanel>
              <SpendingLimitsTab account={account} billing={billing} notify={notify} />
            </TabPanel>
            <TabPanel>
              <AccountStatusTab
                key={`${account.allow_overages}-${account.max_negative_balance}`}
                account={account}
                billing={billing}
                notify={notify}
              />
            </TabPanel>
            <TabPanel>
              <TokenAnalyticsTab
                companyId={companyId}
                companyCode={companyCode}
                notify={notify}
                saveExport={saveExport}
              />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      )}
      <ToastStack toasts={toasts.toasts} onDismiss={toasts.dismiss} aria-label={m.notifications} />
    </section>
  );
}

export const CompanyBillingAdmin = Object.assign(CompanyBillingAdminRoot, {
  CreditsTab,
  SpendingLimitsTab,
  AccountStatusTab,
  TokenAnalyticsTab,
});
