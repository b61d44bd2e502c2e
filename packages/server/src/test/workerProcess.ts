// Starts src/test/jobWorkerProcess.ts as a child process on a test database, for the tests that kill worker
// processes (src/jobs/crash.test.ts, src/jobs/workerLost.test.ts): resolves once its workers run.
import { type ChildProcess, spawn } from 'node:child_process';

/** A worker process on `databaseUrl` with `env` over the test defaults; `children` collects it for the cleanup. */
export function startJobWorker(
  databaseUrl: string,
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@curate/source', 'src/test/jobWorkerProcess.ts'],
    {
      cwd: new URL('../..', import.meta.url).pathname,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}
