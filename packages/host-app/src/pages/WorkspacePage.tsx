import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '@curate/auth';
import {
  REVIEW_PRODUCT_PARAM,
  readJobView,
  readSchemaSubtab,
  readSubtab,
  SUBTAB_PARAM,
  WORKSPACE_TAB_PARAM,
  useWorkspace,
  withJobView,
  type WorkspaceTabId,
} from '@curate/core';
import { Button, CreditWarnings, WorkspacePlaceholder, WorkspaceTabs, useNotifications } from '@curate/ui';
import { AppHeader } from '../shell/AppHeader';

// Every tab loads when it opens (the review queue, the catalogue, the dashboard, the import screens with CSV parsing,
// the Schema Manager with @dnd-kit, billing with its charts, users): the workspace's own chunk holds the header and
// the tabs only (issue #21).
const ReviewQueue = lazy(() => import('@curate/ui/review-queue').then((m) => ({ default: m.ReviewQueue })));
const Billing = lazy(() => import('@curate/ui/billing').then((m) => ({ default: m.Billing })));
const UserManagement = lazy(() => import('@curate/ui/users').then((m) => ({ default: m.UserManagement })));
const ApiKeys = lazy(() => import('@curate/ui/users').then((m) => ({ default: m.ApiKeys })));
const Dashboard = lazy(() => import('@curate/ui/dashboard').then((m) => ({ default: m.Dashboard })));
const DataIntegration = lazy(() => import('@curate/ui/import').then((m) => ({ default: m.DataIntegration })));
const CatalogTab = lazy(() => import('./CatalogTab').then((m) => ({ default: m.CatalogTab })));
const SchemaManager = lazy(() => import('@curate/ui/schema-manager').then((m) => ({ default: m.SchemaManager })));
const loading = (title: string) => <WorkspacePlaceholder title={title}>Loading…</WorkspacePlaceholder>;

/** The tenant workspace at /{companyCode}/review?tab=... (spec part 1 §2, part 3 §2). */
export function WorkspacePage() {
  const { companyCode = '' } = useParams();
  const auth = useAuth();
  const [search, setSearch] = useSearchParams();
  const requestedTab = search.get(WORKSPACE_TAB_PARAM);
  const ws = useWorkspace({ companyCode, roles: auth.roles, requestedTab });
  const notifications = useNotifications();

  // A forbidden or unknown tab falls back to the first allowed one; the address says so without a new entry.
  useEffect(() => {
    if (ws.tabFellBack) setSearch((prev) => withTab(prev, ws.activeTab), { replace: true });
  }, [ws.tabFellBack, ws.activeTab, setSearch]);

  if (ws.company.denied) return <Navigate to="/unauthorized" replace />; // part 3 §6: not found or denied
  return (
    <div className="host-workspace" data-tab={ws.activeTab}>
      {/* The 60 s credit check and its warnings (spec part 3 §8, §9), for the users who see a balance. */}
      <CreditWarnings companyId={ws.balanceShown ? ws.company.company?.id : null} />
      <AppHeader
        companyName={ws.company.company?.company_name}
        companyLoading={ws.company.status === 'pending'}
        suspended={ws.suspended}
        balance={ws.balanceShown ? ws.balance : null}
        health={ws.health}
        profile={ws.user}
        companyId={ws.company.company?.id}
        companyCode={ws.company.company?.company_code ?? companyCode}
      />
      <main className="host-workspace-main">
        {ws.company.status === 'error' ? (
          <WorkspacePlaceholder title="Company unavailable">
            The company could not be loaded.{' '}
            <Button size="sm" onClick={() => void ws.company.refetch()}>
              Retry
            </Button>
          </WorkspacePlaceholder>
        ) : (
          <WorkspaceTabs
            tabs={ws.tabs.map((tab) => ({ ...tab, count: tab.id === 'review' ? ws.reviewCount : null }))}
            value={ws.activeTab}
            onValueChange={(tab) => setSearch((prev) => withoutProduct(withTab(prev, tab)))}
          >
            {ws.activeTab === 'review' ? (
              ws.company.company ? (
                <Suspense fallback={loading('Review Queue')}>
                  <ReviewQueue
                    companyId={ws.company.company.id}
                    productId={search.get(REVIEW_PRODUCT_PARAM)}
                    productMode="edit"
                    onProductLeave={() => setSearch((prev) => withoutProduct(prev), { replace: true })}
                    onLoadError={(error) =>
                      notifications.show({
                        id: `review-load-${error.type}`,
                        kind: 'error',
                        title: 'Review queue',
                        message: error.message,
                      })
                    }
                  />
                </Suspense>
              ) : null
            ) : ws.activeTab === 'products' ? (
              ws.company.company ? (
                <Suspense fallback={loading('Products')}>
                  <CatalogTab
                    companyId={ws.company.company.id}
                    roles={auth.roles}
                    onOpenInReview={(productId) => setSearch((prev) => withProduct(withTab(prev, 'review'), productId))}
                  />
                </Suspense>
              ) : null
            ) : ws.activeTab === 'dashboard' ? (
              ws.company.company ? (
                <Suspense fallback={loading('Dashboard')}>
                  <Dashboard
                    companyId={ws.company.company.id}
                    onNotice={(notice) => notifications.show({ kind: notice.kind, message: notice.message })}
                    // The job list's tab and page live in the address (?jobs=failed&jobs_page=2): a reload or a
                    // return from another tab shows the same jobs; moving between them adds no history entry.
                    jobView={readJobView(search)}
                    onJobViewChange={(view) => setSearch((prev) => withJobView(prev, view), { replace: true })}
                  />
                </Suspense>
              ) : null
            ) : ws.activeTab === 'add-products' ? (
              ws.company.company ? (
                <Suspense fallback={loading('Add Products')}>
                  <DataIntegration
                    companyId={ws.company.company.id}
                    embedded
                    subtab={readSubtab(search.get(SUBTAB_PARAM))}
                    // spec part 2 §2.1: a new history entry, so back and forward restore the sub-tab.
                    onSubtabChange={(subtab) => setSearch((prev) => withSubtab(prev, subtab))}
                    onNotice={(notice) => notifications.show(notice)}
                  />
                </Suspense>
              ) : null
            ) : ws.activeTab === 'schema' ? (
              ws.company.company ? (
                <Suspense fallback={loading('Schema Manager')}>
                  <SchemaManager
                    companyId={ws.company.company.id}
                    subtab={readSchemaSubtab(search.get(SUBTAB_PARAM))}
                    // spec part 2 §2.8: a new history entry, so back and forward restore the sub-tab.
                    onSubtabChange={(subtab) => setSearch((prev) => withSubtab(prev, subtab))}
                  />
                </Suspense>
              ) : null
            ) : ws.activeTab === 'billing' ? (
              ws.company.company ? (
                <Suspense fallback={loading('Billing')}>
                  <Billing companyId={ws.company.company.id} roles={auth.roles} />
                </Suspense>
              ) : null
            ) : ws.company.company ? (
              // The users tab — spec part 3 §2, §6: shown to tenant admins only (useWorkspace falls back for anyone else).
              <Suspense fallback={loading('Users')}>
                <div className="host-workspace-users">
                  <UserManagement companyId={ws.company.company.id} currentUserId={ws.user?.id} />
                  {/* The company's API keys for machine clients, below the people. */}
                  <ApiKeys companyId={ws.company.company.id} />
                </div>
              </Suspense>
            ) : null}
          </WorkspaceTabs>
        )}
      </main>
    </div>
  );
}

function withTab(prev: URLSearchParams, tab: WorkspaceTabId): URLSearchParams {
  const next = new URLSearchParams(prev);
  next.set(WORKSPACE_TAB_PARAM, tab);
  return next;
}

function withSubtab(prev: URLSearchParams, subtab: string): URLSearchParams {
  const next = new URLSearchParams(prev);
  next.set(SUBTAB_PARAM, subtab);
  return next;
}

function withProduct(prev: URLSearchParams, productId: string): URLSearchParams {
  const next = new URLSearchParams(prev);
  next.set(REVIEW_PRODUCT_PARAM, productId);
  return next;
}

function withoutProduct(prev: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(prev);
  next.delete(REVIEW_PRODUCT_PARAM);
  return next;
}
