// A worker process (`pnpm worker`, issue #16): enhancement workers on the configured database, no API.
// Several such processes, and API processes with WORKERS > 0, share one PostgreSQL and its queue.
import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import type { JobLog } from './observe';
import type { PipelineFn } from './pipeline';
import { JobRuntime } from './runtime';

export interface WorkerProcessOptions {
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'workers' | 'jobTimeoutSeconds'> &
    Partial<Pick<AppConfig, 'modelCalls' | 'workerLostSeconds'>>;
  /** Default jobs/pipeline.ts `defaultPipeline`. */
  pipeline?: PipelineFn;
  /** How often attempts of lost workers are looked for; default 60 s. */
  maintenanceIntervalSeconds?: number;
  retryDelaySeconds?: number;
  /** Where job transitions are logged; absent, they are only counted. */
  log?: JobLog;
}

/** Opens and migrates the database and starts max(1, WORKERS) workers; `stop()` ends both. */
export async function startWorkerProcess(
  options: WorkerProcessOptions,
): Promise<{ database: Database; runtime: JobRuntime; stop(): Promise<void> }> {
  const { config } = options;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  await migrateDatabase(database);
  const runtime = new JobRuntime(database, {
    workers: Math.max(1, config.workers),
    timeoutSeconds: config.jobTimeoutSeconds,
    workerLostSeconds: config.workerLostSeconds,
    pipeline: options.pipeline,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    retryDelaySeconds: options.retryDelaySeconds,
    ...(options.log ? { log: options.log } : {}),
    ...(config.modelCalls ? { modelCalls: config.modelCalls } : {}),
  });
  await runtime.start();
  return {
    database,
    runtime,
    async stop() {
      await runtime.stop();
      await database.close();
    },
  };
}
