// The one place the jobs meet the enhancement pipeline (issue #16). The app and the worker process take a
// `PipelineFn` as an option (tests pass a fake one) and default to `defaultPipeline` below.
import type { FieldSpec, PipelineConfig, PipelineResult, ProgressFn, RawRecord } from '../pipeline/types';

/** What a job hands the pipeline besides the record; the pipeline picks its provider and research itself. */
export interface PipelineRunOptions {
  fields: FieldSpec[];
  config: PipelineConfig;
  onProgress?: ProgressFn;
  /** Aborted when the job is cancelled or its processing timeout passes. */
  signal?: AbortSignal;
}

/** Runs the enhancement pipeline over one raw record (`runPipeline` of ../pipeline/index.ts). */
export type PipelineFn = (record: RawRecord, options: PipelineRunOptions) => Promise<PipelineResult>;

/** Until the pipeline lands: every job fails with this message (and its credits are released). */
export const PIPELINE_NOT_INSTALLED = 'The enhancement pipeline is not installed on this server';

const pipelineNotInstalled: PipelineFn = async () => {
  throw new Error(PIPELINE_NOT_INSTALLED);
};

/** The pipeline the app and `pnpm worker` use unless given another. */
export const defaultPipeline: PipelineFn = pipelineNotInstalled;
