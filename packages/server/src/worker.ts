// Starts an enhancement worker process (`pnpm worker`, issue #16): config -> database (migrated) ->
// WORKERS workers (at least 1) on the shared queue; stops on SIGINT/SIGTERM, interrupted attempts going
// back to the queue. Needs DATABASE_URL to share work with other processes (PGlite allows one process).
import { ConfigError, loadConfig } from './config';
import { createLogger } from './http/logging';
import { startWorkerProcess } from './jobs/process';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel, config.logFormat);
  const worker = await startWorkerProcess({ config, log });
  console.log(
    `Curate worker: ${config.modelCalls ? `${config.modelCalls.concurrency} model calls in flight` : `${Math.max(1, config.workers)} enhancement worker(s)`} on ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
  );
  const stop = () => {
    worker.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`Curate worker failed to start: ${error instanceof ConfigError ? error.message : String(error)}`);
  process.exit(1);
});
