import { useParams } from 'react-router';
import { useCurrentUser, useHealth } from '@curate/core';
import { WorkspacePlaceholder } from '@curate/ui';
import { AppHeader } from '../shell/AppHeader';

/** The super-admin frame: header (no company, no balance) and one placeholder screen. */
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

/** /admin/companies: company management (pages/AdminCompaniesPage.tsx). */
export { AdminCompaniesPage } from './AdminCompaniesPage';

/** /admin/companies/{companyId}: per-company billing administration (spec part 3 §2). */
export function AdminCompanyPage() {
  const { companyId = '' } = useParams();
  return (
    <AdminFrame title="Company billing administration">
      {`Billing administration for company ${companyId} arrives with its release.`}
    </AdminFrame>
  );
}
