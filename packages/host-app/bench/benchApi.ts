import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Starts one of @curate/server's bench API scripts (`pnpm --filter @curate/server run <script>`) in a child process
 * and resolves with what it prints on its `BENCH_API {json}` line, plus `stop`: the API serves until its stdin is
 * closed. Its other output lines go to `log`.
 */
export async function startBenchApi<T>(
  script: string,
  env: Record<string, string>,
  log: (...args: unknown[]) => void,
): Promise<T & { stop(): Promise<void> }> {
  const child = spawn('pnpm', ['--filter', '@curate/server', '--silent', 'run', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  const ready = new Promise<T>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /BENCH_API (\{.*\})$/.exec(line);
      if (match) resolve(JSON.parse(match[1]!) as T);
      else if (line.trim()) log(`api: ${line}`);
    });
    void exited.then((code) => reject(new Error(`the bench API exited (${code}) before it was ready`)));
  });
  try {
    return { ...(await ready), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
