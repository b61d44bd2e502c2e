import { type EnhancementJob, formatJobDuration, isFinalJobStatus, jobDurationSeconds, shortJobId } from '@curate/core';
import { useEffect } from 'react';
import { Button } from '../../primitives/Button/Button';
import { formatDateTime } from '../../internal/format';
import { JobStatusBadge, ProgressBar, useLiveJob } from './JobStatus';

function JobRow({ job, onOpen, onSettled }: { job: EnhancementJob; onOpen: () => void; onSettled: () => void }) {
  const live = useLiveJob(job);
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
      <td>{job.customer_product_id ?? '–'}</td>
      <td>
        <JobStatusBadge status={live.status} />
      </td>
      <td>{active ? <ProgressBar value={live.progress} label={`Progress of job ${shortJobId(job.id)}`} /> : null}</td>
      <td>{formatJobDuration(jobDurationSeconds(job))}</td>
      <td>
        <time dateTime={job.created_at}>{formatDateTime(job.created_at)}</time>
      </td>
      <td>
        <Button size="sm" onClick={onOpen} aria-label={`Details of job ${shortJobId(job.id)}`}>
          Details
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
}: {
  jobs: readonly EnhancementJob[];
  onOpen: (job: EnhancementJob) => void;
  /** A listed job reached a final status (its row polls while it runs): read the dashboard again. */
  onSettled: () => void;
}) {
  if (jobs.length === 0) return <p className="curate-Dashboard-hint">No enhancement jobs yet.</p>;
  return (
    <div className="curate-Dashboard-tableScroll">
      <table className="curate-Dashboard-table" aria-label="Recent Enhancement Jobs">
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Product</th>
            <th scope="col">Status</th>
            <th scope="col">Progress</th>
            <th scope="col">Duration</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="curate-visually-hidden">Actions</span>
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
