// The one place the jobs meet the enhancement pipeline (issue #16). The app and the worker process take a
// `PipelineFn` as an option (tests pass a fake one) and default to `defaultPipeline` below.
import { type ModelGate, type Provider, providerFromEnv, runPipeline } from '../pipeline/index';
import type { FieldSpec, PipelineConfig, PipelineResult, ProgressFn, RawRecord } from '../pipeline/types';

/** What a job hands the pipeline besides the record; the pipeline picks its provider and research itself. */
export interface PipelineRunOptions {
  fields: FieldSpec[];
  config: PipelineConfig;
  onProgress?: ProgressFn;
  /** Aborted when the job is cancelled or its processing timeout passes. */
  signal?: AbortSignal;
  /** The process's model-call pool: the provider's model calls run through it (jobs/modelCalls.ts). */
  modelGate?: ModelGate;
}

/** Runs the enhancement pipeline over one raw record (`runPipeline` of ../pipeline/index.ts). */
export type PipelineFn = (record: RawRecord, options: PipelineRunOptions) => Promise<PipelineResult>;

let provider: Provider | undefined;

/**
 * The pipeline the app and `pnpm worker` use unless given another: `runPipeline` with the provider the
 * environment names (AI_PROVIDER=local by default; openai with AI_BASE_URL, AI_MODEL, AI_API_KEY), made once
 * per process, and research on unless RESEARCH=off.
 */
export const defaultPipeline: PipelineFn = (record, options) => {
  provider ??= providerFromEnv();
  return runPipeline(record, { ...options, provider, research: { enabled: process.env.RESEARCH !== 'off' } });
};

/** The provider `defaultPipeline` uses, by name (AI_PROVIDER, default 'local'), for log lines. */
export function defaultProviderName(): string {
  return process.env.AI_PROVIDER?.trim().toLowerCase() || 'local';
}
