import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { companyBillingPath, useCurrentUser, useHealth } from '@curate/core';
import { WorkspacePlaceholder, WorkspaceTabs } from '@curate/ui';
import { AppHeader } from '../shell/AppHeader';

// The super-admin screens load when their page or tab opens (Recharts with the billing chart): the main chunk
// stays small.
const CompanyManagement = lazy(() => import('@curate/ui/companies').then((m) => ({ default: m.CompanyManagement })));
const BillingOverview = lazy(() => import('@curate/ui/billing-admin').then((m) => ({ default: m.BillingOverview })));
const CompanyBillingAdmin = lazy(() =>
  import('@curate/ui/billing-admin').then((m) => ({ default: m.CompanyBillingAdmin })),
);

/** The super-admin frame: header (no company, no balance) and the page. */
function AdminShell({ children }: { children: ReactNode }) {
  const me = useCurrentUser();
  const health = useHealth();
  return (
    <div className="host-workspace">
      <AppHeader profile={me.user} health={health.status} />
      <main className="host-workspace-main">{children}</main>
    </div>
  );
}

const loading = (title: string) => (
  <WorkspacePlaceholder level={1} title={title}>
    Loading…
  </WorkspacePlaceholder>
);

/** The tabs of /admin/companies, by the `tab` query parameter (like the workspace's). */
const ADMIN_TABS = [
  { id: 'companies', label: 'Companies' },
  { id: 'billing', label: 'Billing Management' },
] as const;
type AdminTab = (typeof ADMIN_TABS)[number]['id'];

/**
 * /admin/companies, the super-admin landing (spec part 3 §2 'company management and billing overview'): the
 * Companies tab (company management) and the Billing Management tab (the super-admin billing overview).
 */
export function AdminCompaniesPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: AdminTab = search.get('tab') === 'billing' ? 'billing' : 'companies';
  const openBilling = (companyId: string) => navigate(companyBillingPath(companyId));
  return (
    <AdminShell>
      <h1 className="curate-visually-hidden">Platform administration</h1>
      <WorkspaceTabs
        tabs={ADMIN_TABS}
        value={tab}
        aria-label="Administration"
        onValueChange={(next) =>
          setSearch((prev) => {
            const params = new URLSearchParams(prev);
            params.set('tab', next);
            return params;
          })
        }
      >
        {tab === 'companies' ? (
          <Suspense fallback={loading('Company Management')}>
            <CompanyManagement headingLevel={2} onManageBilling={(company) => openBilling(company.id)} />
          </Suspense>
        ) : (
          <Suspense fallback={loading('Billing Management')}>
            <BillingOverview onOpenCompany={openBilling} />
          </Suspense>
        )}
      </WorkspaceTabs>
    </AdminShell>
  );
}

/** /admin/companies/{companyId}: per-company billing administration (spec part 3 §2). */
export function AdminCompanyPage() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AdminShell>
      <Suspense fallback={loading('Company Billing')}>
        <CompanyBillingAdmin key={companyId} companyId={companyId} onBack={() => navigate('/admin/companies')} />
      </Suspense>
    </AdminShell>
  );
}
