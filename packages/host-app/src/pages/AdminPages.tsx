import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser, useHealth } from '@curate/core';
import { WorkspacePlaceholder } from '@curate/ui';
import { AppHeader } from '../shell/AppHeader';

// The billing admin screen (and Recharts with its chart) loads when the route opens: the main chunk stays small.
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

/** The super-admin frame with one placeholder screen. */
function AdminFrame({ title, children }: { title: string; children: string }) {
  const me = useCurrentUser();
  const health = useHealth();
  return (
    <div className="host-workspace">
      <AppHeader profile={me.user} health={health.status} />
      <main className="host-workspace-main">
        <WorkspacePlaceholder level={1} title={title}>
          {children}
        </WorkspacePlaceholder>
      </main>
    </div>
  );
}

/** /admin/companies, the super-admin landing (spec part 1 §2, part 3 §2). */
export function AdminCompaniesPage() {
  return (
    <AdminFrame title="Company management">
      Company management (companies, users and the billing overview) arrives with its release.
    </AdminFrame>
  );
}

/** /admin/companies/{companyId}: per-company billing administration (spec part 3 §2). */
export function AdminCompanyPage() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AdminShell>
      <Suspense
        fallback={
          <WorkspacePlaceholder level={1} title="Company Billing">
            Loading…
          </WorkspacePlaceholder>
        }
      >
        <CompanyBillingAdmin key={companyId} companyId={companyId} onBack={() => navigate('/admin/companies')} />
      </Suspense>
    </AdminShell>
  );
}
