import {
  type EnhancementJob,
  formatJobDuration,
  jobActions,
  jobDurationSeconds,
  jobQualityScore,
  jobSources,
  jobStageTimeline,
  jobTokens,
  shortJobId,
} from '@curate/core';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { formatDateTime } from '../../internal/format';
import { JobStatusBadge, ProgressBar, useLiveJob } from './JobStatus';

const STAGE_STATE_LABELS = {
  done: 'Done',
  current: 'In progress',
  waiting: 'Waiting',
  failed: 'Failed',
  skipped: 'Not run',
} as const;

/** Props of JobDetailsDialog. */
export interface JobDetailsDialogProps {
  job: EnhancementJob | null;
  onClose: () => void;
  onCancel: (job: EnhancementJob) => void;
  onRerun: (job: EnhancementJob) => void;
  /** Whether a cancel is under way. */
  cancelling?: boolean;
}

/** The job-details modal — spec part 2 §2.6: status and progress, stage timeline, sources found, tokens, Cancel / Re-run. */
export function JobDetailsDialog({ job, onClose, onCancel, onRerun, cancelling = false }: JobDetailsDialogProps) {
  return (
    <Dialog open={job !== null} onClose={onClose} title={job ? `Job ${shortJobId(job.id)}` : 'Job'} size="lg">
      {job && <JobDetails job={job} onCancel={onCancel} onRerun={onRerun} cancelling={cancelling} />}
    </Dialog>
  );
}

function JobDetails({
  job,
  onCancel,
  onRerun,
  cancelling,
}: Pick<JobDetailsDialogProps, 'onCancel' | 'onRerun' | 'cancelling'> & { job: EnhancementJob }) {
  const live = useLiveJob(job);
  const current = { ...job, status: live.status, progress: live.progress, message: live.message };
  const actions = jobActions(current);
  const timeline = jobStageTimeline(current);
  const sources = jobSources(job);
  const tokens = jobTokens(job);
  const score = jobQualityScore(job);
  return (
    <div className="curate-Dashboard-details" data-slot="job-details" data-status={live.status}>
      <dl className="curate-Dashboard-facts">
        <dt>Job ID</dt>
        <dd>
          <code>{job.id}</code>
        </dd>
        <dt>Status</dt>
        <dd>
          <JobStatusBadge status={live.status} />
        </dd>
        <dt>Progress</dt>
        <dd>
          <ProgressBar value={live.progress} label="Job progress" />
        </dd>
        <dt>Product</dt>
        <dd>{job.customer_product_id ?? '–'}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(job.created_at)}</dd>
        <dt>Duration</dt>
        <dd>{formatJobDuration(jobDurationSeconds(job))}</dd>
        <dt>Attempts</dt>
        <dd>
          {job.retry_count} retries of {job.max_retries}
        </dd>
        {score !== null && (
          <>
            <dt>Quality score</dt>
            <dd>{score.toFixed(1)}/10</dd>
          </>
        )}
        {live.message && (
          <>
            <dt>Message</dt>
            <dd>{live.message}</dd>
          </>
        )}
        {job.error_message && (
          <>
            <dt>Error</dt>
            <dd className="curate-Dashboard-error">{job.error_message}</dd>
          </>
        )}
      </dl>
      <h3 className="curate-Dashboard-subTitle">Stages</h3>
      <ol className="curate-Dashboard-timeline" aria-label="Stage timeline">
        {timeline.map((stage) => (
          <li key={stage.name} data-slot="job-stage" data-state={stage.state}>
            <strong>{stage.label}</strong> <span>{STAGE_STATE_LABELS[stage.state]}</span>
            {stage.ms !== null && <span className="curate-Dashboard-hint"> · {stage.ms} ms</span>}
            {stage.detail && <span className="curate-Dashboard-hint"> · {stage.detail}</span>}
          </li>
        ))}
      </ol>
      <h3 className="curate-Dashboard-subTitle">Sources found ({sources.length})</h3>
      {sources.length === 0 ? (
        <p className="curate-Dashboard-hint">No sources yet.</p>
      ) : (
        <ul className="curate-Dashboard-sources" aria-label="Sources found">
          {sources.map((source) => (
            <li key={source.id} data-slot="job-source">
              {source.url ? (
                <a href={source.url} target="_blank" rel="noreferrer noopener">
                  {source.title ?? source.domain ?? source.url}
                </a>
              ) : (
                (source.title ?? (source.id === 'input' ? 'The raw product record' : source.id))
              )}
              {source.quality !== null && <span className="curate-Dashboard-hint"> · quality {source.quality}/10</span>}
            </li>
          ))}
        </ul>
      )}
      <h3 className="curate-Dashboard-subTitle">Tokens</h3>
      {tokens ? (
        <dl className="curate-Dashboard-facts" data-slot="job-tokens">
          <dt>Prompt</dt>
          <dd>{tokens.prompt ?? '–'}</dd>
          <dt>Completion</dt>
          <dd>{tokens.completion ?? '–'}</dd>
          <dt>Total</dt>
          <dd>{tokens.total}</dd>
        </dl>
      ) : (
        <p className="curate-Dashboard-hint">Token counts are recorded when the job completes.</p>
      )}
      <div className="curate-Dashboard-actions">
        {actions.cancel && (
          <Button variant="danger" loading={cancelling} onClick={() => onCancel(current)}>
            Cancel Job
          </Button>
        )}
        {actions.rerun && (
          <Button variant="primary" onClick={() => onRerun(current)}>
            Re-run Job
          </Button>
        )}
      </div>
    </div>
  );
}
