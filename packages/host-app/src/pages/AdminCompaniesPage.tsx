import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { companyBillingPath, useCurrentUser, useHealth } from '@curate/core';
import { WorkspacePlaceholder } from '@curate/ui';
import { AppHeader } from '../shell/AppHeader';

// Company management loads when the page opens: the main chunk stays as it was (see WorkspacePage).
const CompanyManagement = lazy(() => import('@curate/ui/companies').then((m) => ({ default: m.CompanyManagement })));

/** /admin/companies, the super-admin landing: company management (spec part 1 §2, part 3 §2). */
export function AdminCompaniesPage() {
  const me = useCurrentUser();
  const health = useHealth();
  const navigate = useNavigate();
  return (
    <div className="host-workspace">
      <AppHeader profile={me.user} health={health.status} />
      <main className="host-workspace-main">
        <Suspense
          fallback={
            <WorkspacePlaceholder level={1} title="Company Management">
              Loading…
            </WorkspacePlaceholder>
          }
        >
          <CompanyManagement headingLevel={1} onManageBilling={(company) => navigate(companyBillingPath(company.id))} />
        </Suspense>
      </main>
    </div>
  );
}
