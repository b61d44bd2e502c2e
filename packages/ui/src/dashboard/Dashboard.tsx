import {
  cancelJobErrorMessage,
  type DashboardJobView,
  type EnhancementJob,
  rerunJobErrorMessage,
  useDashboard,
  useEnhancementJobs,
  useFormat,
  commonMessages,
  dashboardMessages,
  useTexts,
} from '@curate/core';
import { useCallback, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { Dialog } from '../primitives/Dialog/Dialog';
import { ListPagination } from '../internal/ListPagination';
import { cx } from '../theme/cx';
import { ActivityFeed } from './parts/ActivityFeed';
import { JobDetailsDialog } from './parts/JobDetailsDialog';
import { JobFilterTabs } from './parts/JobFilterTabs';
import { JobsTable } from './parts/JobsTable';
import { QualityChart } from './parts/QualityChart';
import { StatCards } from './parts/StatCards';

/** A message for the host to show (success after an action, error after a failed one). */
export interface DashboardNotice {
  kind: 'success' | 'error';
  message: string;
}

/** Props of Dashboard. */
export interface DashboardProps {
  /** The company whose dashboard is shown. */
  companyId: string;
  /** Receives the outcome of a cancel or re-run (spec part 2 §8.2), e.g. for a toast; default none. */
  onNotice?: (notice: DashboardNotice) => void;
  /** Time between automatic refreshes; default 30 000 ms (spec part 2 §4.3). */
  refreshIntervalMs?: number | false;
  /** The job list's tab and page, when the host keeps them (e.g. in the address); default the widget's own. */
  jobView?: DashboardJobView;
  /** The tab and page shown first when the widget keeps its own; default all, page 0. */
  defaultJobView?: DashboardJobView;
  /** Told of each change of the job list's tab or page. */
  onJobViewChange?: (view: DashboardJobView) => void;
  /** Extra class names on the root. */
  className?: string;
}

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };

/**
 * The Dashboard tab — spec part 2 §2.6, §4.3: Total Enhanced, Pending Review, Approved and Avg Quality,
 * 'Last updated', the Recent Enhancement Jobs grid with Refresh (running jobs' progress polled live), the
 * job-details modal with Cancel and Re-run (after the 'Confirm Job Re-run' dialog), the activity feed and
 * the quality score distribution. Everything is read again every 30 s. The jobs are paged (20 a page) in tabs by
 * status (All, Active, Completed, Failed, Cancelled, each with its count), so a failed job is found and re-run
 * however many newer jobs a bulk run has added.
 */
function DashboardRoot({
  companyId,
  onNotice,
  refreshIntervalMs,
  jobView,
  defaultJobView,
  onJobViewChange,
  className,
}: DashboardProps) {
  const dashboard = useDashboard({
    companyId,
    refreshIntervalMs,
    ...(jobView ? { jobView } : {}),
    ...(defaultJobView ? { defaultJobView } : {}),
    ...(onJobViewChange ? { onJobViewChange } : {}),
  });
  const m = useTexts('dashboard', dashboardMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const jobs = useEnhancementJobs({ companyId, list: false });
  const [opened, setOpenJob] = useState<EnhancementJob | null>(null);
  // The details follow the list: a job that settles while its details are open shows its sources and tokens
  // once the dashboard is read again (the progress poll carries only status, progress and message).
  const openJob = opened ? (dashboard.jobs.find((job) => job.id === opened.id) ?? opened) : null;
  const [confirmRerun, setConfirmRerun] = useState<EnhancementJob | null>(null);
  const [busy, setBusy] = useState<'cancel' | 'rerun' | null>(null);
  const { refresh } = dashboard;
  const onSettled = useCallback(() => void refresh(), [refresh]);

  const cancel = async (job: EnhancementJob) => {
    setBusy('cancel');
    try {
      const answer = await jobs.cancel(job.id);
      onNotice?.({ kind: 'success', message: answer.message ?? m.jobCancelled });
      setOpenJob(null);
      await refresh();
    } catch (error) {
      onNotice?.({ kind: 'error', message: cancelJobErrorMessage(error, m) });
    } finally {
      setBusy(null);
    }
  };
  const rerun = async (job: EnhancementJob) => {
    setBusy('rerun');
    try {
      const answer = await jobs.rerun(job.id);
      onNotice?.({ kind: 'success', message: answer.message ?? m.jobResubmitted });
      setConfirmRerun(null);
      setOpenJob(null);
      await refresh();
    } catch (error) {
      setConfirmRerun(null);
      onNotice?.({ kind: 'error', message: rerunJobErrorMessage(error, m) });
    } finally {
      setBusy(null);
    }
  };

  const state = dashboard.status === 'pending' ? 'loading' : dashboard.status === 'error' ? 'error' : 'ready';
  return (
    <div className={cx('curate-Dashboard', className)} data-slot="dashboard" data-state={state}>
      <div className="curate-Dashboard-header">
        <h2 className="curate-Dashboard-title">{m.title}</h2>
        <p className="curate-Dashboard-hint" data-slot="last-updated">
          {dashboard.lastUpdated
            ? m.lastUpdated(dashboard.lastUpdated.toLocaleTimeString(format.locale, TIME))
            : m.loading}
        </p>
      </div>
      {state === 'error' && (
        <p className="curate-Dashboard-error" role="alert">
          {m.loadFailed}{' '}
          <Button size="sm" onClick={() => void refresh()}>
            {m.retry}
          </Button>
        </p>
      )}
      <StatCards stats={dashboard.stats} />
      <section className="curate-Dashboard-card" aria-label={m.recentJobs} data-slot="jobs">
        <div className="curate-Dashboard-cardHeader">
          <h3 className="curate-Dashboard-cardTitle">{m.recentJobs}</h3>
          <Button size="sm" loading={dashboard.refreshing} loadingLabel={m.refreshing} onClick={() => void refresh()}>
            {m.refresh}
          </Button>
        </div>
        <JobFilterTabs
          value={dashboard.jobView.filter}
          counts={dashboard.jobCounts}
          onChange={dashboard.setJobFilter}
        />
        {dashboard.jobsStatus === 'pending' ? (
          <p className="curate-Dashboard-hint">{m.loadingJobs}</p>
        ) : (
          <>
            <JobsTable
              jobs={dashboard.jobs}
              onOpen={setOpenJob}
              onSettled={onSettled}
              {...(dashboard.jobView.filter === 'all' ? {} : { emptyText: m.noJobsInTab })}
            />
            {dashboard.jobPages.total > 0 && (
              <ListPagination
                aria-label={m.jobPages}
                list={dashboard.jobPages}
                baseClassName="curate-Dashboard-pagination"
              />
            )}
          </>
        )}
      </section>
      <div className="curate-Dashboard-columns">
        <ActivityFeed items={dashboard.activity} />
        <QualityChart buckets={dashboard.stats?.quality_distribution ?? []} />
      </div>
      <JobDetailsDialog
        job={openJob}
        onClose={() => setOpenJob(null)}
        onCancel={(job) => void cancel(job)}
        onRerun={setConfirmRerun}
        cancelling={busy === 'cancel'}
      />
      <Dialog
        open={confirmRerun !== null}
        onClose={() => setConfirmRerun(null)}
        title={m.rerunConfirmTitle}
        role="alertdialog"
        size="sm"
        footer={
          <>
            <Button onClick={() => setConfirmRerun(null)}>{common.cancel}</Button>
            <Button
              variant="primary"
              loading={busy === 'rerun'}
              onClick={() => confirmRerun && void rerun(confirmRerun)}
            >
              {m.rerunJob}
            </Button>
          </>
        }
      >
        <p>{m.rerunConfirmText}</p>
      </Dialog>
    </div>
  );
}

export const Dashboard = Object.assign(DashboardRoot, {
  StatCards,
  JobsTable,
  JobDetailsDialog,
  ActivityFeed,
  QualityChart,
});
