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
  useFormat,
  commonMessages,
  dashboardMessages,
  useTexts,
} from '@curate/core';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { atValues } from '../../internal/Formatted';
import { JobStatusBadge, ProgressBar, useLiveJob } from './JobStatus';

const STAGE_STATE_LABELS = {
  done: 'stateDone',
  current: 'stateCurrent',
  waiting: 'stateWaiting',
  failed: 'stateFailed',
  skipped: 'stateSkipped',
} as const;

/** Counts as the spec writes them (token counts without grouping: '1808'), in the locale's digits. */
const PLAIN: Intl.NumberFormatOptions = { useGrouping: false };
const ONE_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

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
  const m = useTexts('dashboard', dashboardMessages);
  return (
    <Dialog open={job !== null} onClose={onClose} title={job ? m.jobTitle(shortJobId(job.id)) : m.job} size="lg">
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
  const m = useTexts('dashboard', dashboardMessages);
  const common = useTexts('common', commonMessages);
  const format = useFormat();
  const current = { ...job, status: live.status, progress: live.progress, message: live.message };
  const actions = jobActions(current);
  const timeline = jobStageTimeline(current, m);
  const sources = jobSources(job);
  const tokens = jobTokens(job);
  const score = jobQualityScore(job);
  return (
    <div className="curate-Dashboard-details" data-slot="job-details" data-status={live.status}>
      <dl className="curate-Dashboard-facts">
        <dt>{m.jobId}</dt>
        <dd>
          <code>{job.id}</code>
        </dd>
        <dt>{m.status}</dt>
        <dd>
          <JobStatusBadge status={live.status} />
        </dd>
        <dt>{m.progress}</dt>
        <dd>
          <ProgressBar value={live.progress} label={m.jobProgress} />
        </dd>
        <dt>{m.product}</dt>
        <dd>{job.customer_product_id ?? common.none}</dd>
        <dt>{m.created}</dt>
        <dd>{format.dateTime(job.created_at)}</dd>
        <dt>{m.duration}</dt>
        <dd>{formatJobDuration(jobDurationSeconds(job), m, format)}</dd>
        <dt>{m.attempts}</dt>
        <dd>{atValues(m.retriesOf(job.retry_count, job.max_retries), [job.retry_count, job.max_retries])}</dd>
        {score !== null && (
          <>
            <dt>{m.qualityScore}</dt>
            <dd>{m.scoreOutOfTen(format.number(score, ONE_DECIMAL))}</dd>
          </>
        )}
        {live.message && (
          <>
            <dt>{m.message}</dt>
            <dd>{live.message}</dd>
          </>
        )}
        {job.error_message && (
          <>
            <dt>{m.error}</dt>
            <dd className="curate-Dashboard-error">{job.error_message}</dd>
          </>
        )}
      </dl>
      <h3 className="curate-Dashboard-subTitle">{m.stages}</h3>
      <ol className="curate-Dashboard-timeline" aria-label={m.stageTimeline}>
        {timeline.map((stage) => (
          <li key={stage.name} data-slot="job-stage" data-state={stage.state}>
            <strong>{stage.label}</strong> <span>{m[STAGE_STATE_LABELS[stage.state]]}</span>
            {stage.ms !== null && (
              <span className="curate-Dashboard-hint"> · {m.stageMs(format.number(stage.ms, PLAIN))}</span>
            )}
            {stage.detail && <span className="curate-Dashboard-hint"> · {stage.detail}</span>}
          </li>
        ))}
      </ol>
      <h3 className="curate-Dashboard-subTitle">{m.sourcesFoundCount(sources.length)}</h3>
      {sources.length === 0 ? (
        <p className="curate-Dashboard-hint">{m.noSources}</p>
      ) : (
        <ul className="curate-Dashboard-sources" aria-label={m.sourcesFound}>
          {sources.map((source) => (
            <li key={source.id} data-slot="job-source">
              {source.url ? (
                <a href={source.url} target="_blank" rel="noreferrer noopener">
                  {source.title ?? source.domain ?? source.url}
                </a>
              ) : (
                (source.title ?? (source.id === 'input' ? m.rawProductRecord : source.id))
              )}
              {source.quality !== null && (
                <span className="curate-Dashboard-hint">
                  {atValues(` · ${m.sourceQuality(format.number(source.quality))}`, [format.number(source.quality)])}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 className="curate-Dashboard-subTitle">{m.tokens}</h3>
      {tokens ? (
        <dl className="curate-Dashboard-facts" data-slot="job-tokens">
          <dt>{m.tokensPrompt}</dt>
          <dd>{tokens.prompt === null ? common.none : format.number(tokens.prompt, PLAIN)}</dd>
          <dt>{m.tokensCompletion}</dt>
          <dd>{tokens.completion === null ? common.none : format.number(tokens.completion, PLAIN)}</dd>
          <dt>{m.tokensTotal}</dt>
          <dd>{format.number(tokens.total, PLAIN)}</dd>
        </dl>
      ) : (
        <p className="curate-Dashboard-hint">{m.tokensLater}</p>
      )}
      <div className="curate-Dashboard-actions">
        {actions.cancel && (
          <Button variant="danger" loading={cancelling} onClick={() => onCancel(current)}>
            {m.cancelJob}
          </Button>
        )}
        {actions.rerun && (
          <Button variant="primary" onClick={() => onRerun(current)}>
            {m.rerunJob}
          </Button>
        )}
      </div>
    </div>
  );
}
