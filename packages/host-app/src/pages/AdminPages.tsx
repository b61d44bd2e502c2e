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
  return (
    <AdminFrame title="Company billing administration">
      {`Billing administration for company ${companyId} arrives with its release.`}
    </AdminFrame>
  );
}
