import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/**
 * `count` distinct free TCP ports on 127.0.0.1. All are held open until every one is known: a port closed
 * before the next is asked for may be handed out again (CI once got the same port for the host app and the
 * identity provider).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export interface RunningProduct {
  apiUrl: string;
  webUrl: string;
  /** The development identity provider (issuer), on its own free port. */
  idpUrl: string;
  /** The partner example portal, when started with PARTNER_EXAMPLE_PORT='auto'. */
  partnerUrl: string | null;
  output: () => string;
  /**
   * Kills the API process hard (SIGKILL: no shutdown, no closing of the database), as a crash would; `pnpm start`
   * then stops the rest of the product (host app, identity provider) and exits. Resolves once it has.
   */
  kill: () => Promise<void>;
  /** Runs `pnpm start` again on the same ports and the same data (PGlite folder or DATABASE_URL); resolves when ready. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The API process (`node packages/server/dist/main.js`) that `pnpm start` (process `parent`) runs. */
async function apiProcessOf(parent: number): Promise<number | null> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: 'pid (comm) state ppid ...'; comm may hold spaces, so read after its last ')'.
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== parent) continue;
      const cmdline = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0');
      if (cmdline.includes('packages/server/dist/main.js')) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/** The ports a product is started on, for environment values that name them. */
export interface ProductPorts {
  apiPort: number;
  webPort: number;
  idpPort: number;
}

/**
 * Runs `pnpm start` (scripts/start.mjs) for real, on free ports (API, host app, identity provider) and a fresh
 * data folder. Sign-in detection is not rate-limited here (tests sign in many times from one address).
 * `extra` adds environment variables, or computes them from the ports.
 */
export async function startProduct(
  extra: Record<string, string> | ((ports: ProductPorts) => Record<string, string>) = {},
): Promise<RunningProduct> {
  const [apiPort, webPort, idpPort, partnerPort] = (await freePorts(4)) as [number, number, number, number];
  const extraEnv = typeof extra === 'function' ? extra({ apiPort, webPort, idpPort }) : extra;
  const withPartner = extraEnv.PARTNER_EXAMPLE_PORT === 'auto';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'curate-e2e-'));
  const env = {
    ...process.env,
    PORT: String(apiPort),
    HOST_APP_PORT: String(webPort),
    CURATE_DATA_DIR: path.join(dataDir, 'pglite'),
    DATABASE_URL: '',
    DEV_IDP_PORT: String(idpPort),
    DETECT_USER_AUTH_RATE_LIMIT: '1000',
    // The partner example portal only where a test asks for it (PARTNER_EXAMPLE_PORT='auto': a free port).
    PARTNER_EXAMPLE_PORT: '0',
    ...extraEnv,
    ...(withPartner ? { PARTNER_EXAMPLE_PORT: String(partnerPort) } : {}),
  };
  let log = '';
  let child: ChildProcess;
  let exited: Promise<number | null>;

  /** Starts `pnpm start`; resolves true once it says it is running, false if it exits first. */
  async function launch(): Promise<boolean> {
    const from = log.length;
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    child.stdout!.on('data', (c) => (log += c));
    child.stderr!.on('data', (c) => (log += c));
    exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return Promise.race([
      waitForText(() => log.slice(from), 'Curate is running.', 240_000).then(() => true),
      exited.then(() => false),
    ]);
  }
  const halt = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
  };
  const stop = async () => {
    await halt();
    await rm(dataDir, { recursive: true, force: true });
  };
  if (!(await launch())) {
    await stop();
    throw new Error(`pnpm start exited before it was ready:\n${log}`);
  }
  const kill = async () => {
    const api = await apiProcessOf(child.pid!);
    if (api === null) throw new Error(`no API process under pnpm start:\n${log}`);
    process.kill(api, 'SIGKILL');
    await exited;
  };
  const restart = async () => {
    await halt();
    if (!(await launch())) throw new Error(`pnpm start exited before it was ready again:\n${log}`);
  };
  return {
    apiUrl: `http://localhost:${apiPort}`,
    webUrl: `http://localhost:${webPort}`,
    idpUrl: `http://localhost:${idpPort}`,
    partnerUrl: withPartner ? `http://localhost:${partnerPort}` : null,
    output: () => log,
    kill,
    restart,
    stop,
  };
}

async function waitForText(read: () => string, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!read().includes(text)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for '${text}':\n${read()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
