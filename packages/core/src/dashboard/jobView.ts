// What the dashboard shows of a job — spec part 2 §2.6, §3, §4.3, §8.2: the short id, the duration, the
// actions offered, the stage timeline, sources and token counts read from result_data, and the messages
// of a failed cancel or re-run.
import { isApiError } from '../client/index';
import { type EnhancementJob, isJobCancellable, isJobRerunnable } from '../contract/index';
import { createFormat, dashboardMessages as m, type CurateFormat, type DashboardMessages } from '../messages/index';

const english = createFormat();

/** A job's id as the dashboard shows it: its first 8 characters — spec part 2 §2.6. */
export const shortJobId = (id: string): string => id.slice(0, 8);

/**
 * A duration in seconds ('42s', under a minute) or minutes ('3m 05s') — spec part 2 §2.6; '—' when unknown.
 * `messages` and `format` give the provider's texts and locale (default English, en-US).
 */
export function formatJobDuration(
  seconds: number | null | undefined,
  messages: Pick<DashboardMessages, 'durationSeconds' | 'durationMinutes' | 'durationUnknown'> = m,
  format: Pick<CurateFormat, 'number'> = english,
): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return messages.durationUnknown;
  if (seconds < 60) return messages.durationSeconds(format.number(Math.round(seconds * 10) / 10, PLAIN));
  const whole = Math.round(seconds);
  return messages.durationMinutes(
    format.number(Math.floor(whole / 60), PLAIN),
    format.number(whole % 60, { ...PLAIN, minimumIntegerDigits: 2 }),
  );
}

/** Numbers inside durations as the spec writes them: no grouping, at most one decimal. */
const PLAIN: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 1 };

/** The seconds a job took, or has been running for at `now` (a running job has no processing_time_seconds yet). */
export function jobDurationSeconds(job: EnhancementJob, now: number = Date.now()): number | null {
  if (job.processing_time_seconds !== null && job.processing_time_seconds !== undefined)
    return job.processing_time_seconds;
  if (!job.started_at) return null;
  const end = job.completed_at ? Date.parse(job.completed_at) : now;
  return Math.max(0, (end - Date.parse(job.started_at)) / 1000);
}

/** Which actions a job offers — spec part 2 §4.3. */
export const jobActions = (job: EnhancementJob) => ({
  cancel: isJobCancellable(job),
  rerun: isJobRerunnable(job),
});

/** The pipeline's stages in order, with the keys of their labels in `messages.dashboard`. */
export const JOB_STAGES = [
  { name: 'gather', label: 'stageGather' },
  { name: 'research', label: 'stageResearch' },
  { name: 'generate', label: 'stageGenerate' },
  { name: 'score', label: 'stageScore' },
] as const;

/** One step of the stage timeline. */
export interface JobStage {
  name: string;
  label: string;
  state: 'done' | 'current' | 'waiting' | 'failed' | 'skipped';
  /** Milliseconds the stage took, when finished. */
  ms: number | null;
  detail: string | null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The stage timeline: finished stages from result_data.stages (time and what each did); while running, the
 * stage named by the job's message ('research: …') is current; a failed job marks its current stage failed.
 * The labels come from `messages` (default English).
 */
export function jobStageTimeline(
  job: EnhancementJob,
  messages: Pick<DashboardMessages, (typeof JOB_STAGES)[number]['label']> = m,
): JobStage[] {
  const recorded = new Map<string, Obj>();
  for (const entry of Array.isArray(job.result_data?.stages) ? job.result_data.stages : []) {
    const stage = obj(entry);
    const name = str(stage?.name);
    if (stage && name) recorded.set(name, stage);
  }
  const messageStage = /^(\w+):/.exec(job.message ?? '')?.[1] ?? null;
  const currentIndex = JOB_STAGES.findIndex((s) => s.name === messageStage);
  return JOB_STAGES.map(({ name, label: key }, index) => {
    const label = messages[key];
    const done = recorded.get(name);
    if (done) return { name, label, state: 'done', ms: num(done.ms), detail: str(done.detail) };
    let state: JobStage['state'] = 'waiting';
    if (job.status === 'completed') state = 'skipped';
    else if (currentIndex >= 0 && index < currentIndex) state = 'done';
    else if (index === Math.max(0, currentIndex) && (job.status === 'failed' || job.status === 'cancelled'))
      state = job.status === 'failed' ? 'failed' : 'waiting';
    else if (index === currentIndex && job.status !== 'queued') state = 'current';
    const detail = index === currentIndex ? (job.message?.slice(name.length + 1).trim() ?? null) : null;
    return { name, label, state, ms: null, detail: detail || null };
  });
}

/** A source the pipeline read, as result_data lists it. */
export interface JobSource {
  id: string;
  url: string | null;
  domain: string | null;
  title: string | null;
  quality: number | null;
}

/** The sources found (result_data.sources), the raw record ('input') first. */
export function jobSources(job: EnhancementJob): JobSource[] {
  const list = Array.isArray(job.result_data?.sources) ? job.result_data.sources : [];
  return list.flatMap((entry) => {
    const source = obj(entry);
    const id = str(source?.id);
    if (!source || !id) return [];
    return [
      { id, url: str(source.url), domain: str(source.domain), title: str(source.title), quality: num(source.quality) },
    ];
  });
}

/** Token counts of a finished job; null when none were recorded (before it ends, or seeded history without them). */
export function jobTokens(
  job: EnhancementJob,
): { prompt: number | null; completion: number | null; total: number } | null {
  const prompt = job.prompt_tokens ?? null;
  const completion = job.completion_tokens ?? null;
  const total = job.tokens_used ?? (prompt !== null && completion !== null ? prompt + completion : null);
  return total === null || total === 0 ? null : { prompt, completion, total };
}

/** The quality score a completed job gave, if any. */
export const jobQualityScore = (job: EnhancementJob): number | null => num(job.result_data?.quality_score);

const detailOf = (error: unknown): string | null =>
  isApiError(error) && typeof error.detail === 'string' && error.detail !== '' ? error.detail : null;
const bodyMessageOf = (error: unknown): string | null => (isApiError(error) ? str(obj(error.body)?.message) : null);

/** A failed cancel: the server's detail or 'Failed to cancel job. Please try again.' — spec part 2 §8.2. */
export function cancelJobErrorMessage(error: unknown, messages: Pick<DashboardMessages, 'cancelFailed'> = m): string {
  return detailOf(error) ?? messages.cancelFailed;
}

/** A failed re-run, by status — spec part 2 §8.2; the server's details are shown as they come. */
export function rerunJobErrorMessage(error: unknown, messages: DashboardMessages = m): string {
  if (!isApiError(error)) return messages.rerunFailed;
  if (error.status === 400 || error.status === 409)
    return messages.cannotRerun(detailOf(error) ?? messages.notEligibleForRerun);
  if (error.status === 402) return messages.insufficientCredits(bodyMessageOf(error) ?? messages.addCredits);
  if (error.status === 429) return messages.spendingLimitExceeded(detailOf(error) ?? messages.limitReached);
  if (error.status === 404 && detailOf(error) === COMPANY_NOT_FOUND_MESSAGE) return messages.companyNotFound;
  return messages.rerunFailed;
}

/** Spec part 2 §8.2: 'A missing company gives …' (the server's detail; shown as `messages.dashboard.companyNotFound`). */
export const COMPANY_NOT_FOUND_MESSAGE = 'Company not found';
/** The 'Confirm Job Re-run' dialog — spec part 2 §2.6, §4.3 (the English texts of `messages.dashboard`). */
export const RERUN_CONFIRM_TITLE = m.rerunConfirmTitle;
export const RERUN_CONFIRM_TEXT = m.rerunConfirmText;
