import {
  type DashboardMessages,
  type EnhancementJob,
  type JobStatus as Status,
  useFormat,
  useJobProgress,
  dashboardMessages,
  useTexts,
} from '@curate/core';
import { Badge, type BadgeTone } from '../../primitives/Badge/Badge';

const TONES: Record<Status, BadgeTone> = {
  queued: 'neutral',
  processing: 'info',
  running: 'info',
  completed: 'success',
  failed: 'danger',
  cancelled: 'warning',
};
const LABELS: Record<Status, keyof DashboardMessages & `status${string}`> = {
  queued: 'statusQueued',
  processing: 'statusProcessing',
  running: 'statusRunning',
  completed: 'statusCompleted',
  failed: 'statusFailed',
  cancelled: 'statusCancelled',
};

/** A job status as a badge. */
export function JobStatusBadge({ status }: { status: Status }) {
  const dashboard = useTexts('dashboard', dashboardMessages);
  return (
    <Badge size="sm" tone={TONES[status]} data-slot="job-status" data-status={status}>
      {dashboard[LABELS[status]]}
    </Badge>
  );
}

/** A progress bar (0-100) with its percentage. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const format = useFormat();
  return (
    <div className="curate-Dashboard-progress" data-slot="job-progress">
      <progress max={100} value={value} aria-label={label} />
      <span>{format.number(Math.round(value) / 100, { style: 'percent' })}</span>
    </div>
  );
}

/**
 * A queued or running job's live status and progress: polled on the part-3 §7 schedule (1 s, then 2 s,
 * then 5 s) until it is final; the list's values until the first answer.
 */
export function useLiveJob(job: EnhancementJob): { status: Status; progress: number; message: string | null } {
  const live = useJobProgress({
    jobId: job.status === 'queued' || job.status === 'processing' || job.status === 'running' ? job.id : null,
  });
  return {
    status: live.progress?.status ?? job.status,
    progress: live.progress?.progress ?? job.progress,
    message: live.progress?.message ?? job.message ?? null,
  };
}
