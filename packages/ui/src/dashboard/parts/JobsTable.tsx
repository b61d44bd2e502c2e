import {
  type EnhancementJob,
  formatJobDuration,
  isFinalJobStatus,
  jobDurationSeconds,
  shortJobId,
  useFormat,
  commonMessages,
  dashboardMessages,
  useTexts,
} from '@curate/core';
import { useEffect } from 'react';
import { Button } from '../../primitives/Button/Button';
import { JobStatusBadge, ProgressBar, useLiveJob } from './JobStatus';

function JobRow({ job, onOpen, onSettled }: { job: EnhancementJob; onOpen: () => void; onSettled: () => void }) {
  const live = useLiveJob(job);
  const m = useTexts('dashboard', dashboardMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const settled = isFinalJobStatus(live.status) && !isFinalJobStatus(job.status);
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  const active = live.status === 'queued' || live.status === 'processing' || live.status === 'running';
  return (
    <tr data-slot="job-row" data-status={live.status} data-job-id={job.id}>
      <td>
        <code title={job.id}>{shortJobId(job.id)}</code>
      </td>
      <td>{job.customer_product_id ?? common.none}</td>
      <td>
        <JobStatusBadge status={live.status} />
      </td>
      <td>{active ? <ProgressBar value={live.progress} label={m.progressOfJob(shortJobId(job.id))} /> : null}</td>
      <td>{formatJobDuration(jobDurationSeconds(job), m, format)}</td>
      <td>
        <time dateTime={job.created_at}>{format.dateTime(job.created_at)}</time>
      </td>
      <td>
        <Button size="sm" onClick={onOpen} aria-label={m.detailsOfJob(shortJobId(job.id))}>
          {m.details}
        </Button>
      </td>
    </tr>
  );
}

/** The 'Recent Enhancement Jobs' grid — spec part 2 §2.6: id (8 characters), status, progress, duration. */
export function JobsTable({
  jobs,
  onOpen,
  onSettled,
  emptyText,
}: {
  jobs: readonly EnhancementJob[];
  onOpen: (job: EnhancementJob) => void;
  /** A listed job reached a final status (its row polls while it runs): read the dashboard again. */
  onSettled: () => void;
  /** Said when no job is listed; default 'No enhancement jobs yet.'. */
  emptyText?: string;
}) {
  const m = useTexts('dashboard', dashboardMessages);
  if (jobs.length === 0) return <p className="curate-Dashboard-hint">{emptyText ?? m.noJobs}</p>;
  return (
    <div className="curate-Dashboard-tableScroll">
      <table className="curate-Dashboard-table" aria-label={m.recentJobs}>
        <thead>
          <tr>
            <th scope="col">{m.columnJob}</th>
            <th scope="col">{m.columnProduct}</th>
            <th scope="col">{m.columnStatus}</th>
            <th scope="col">{m.columnProgress}</th>
            <th scope="col">{m.columnDuration}</th>
            <th scope="col">{m.columnCreated}</th>
            <th scope="col">
              <span className="curate-visually-hidden">{m.columnActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} onOpen={() => onOpen(job)} onSettled={onSettled} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
