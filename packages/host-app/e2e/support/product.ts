import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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
  stop: () => Promise<void>;
}

/**
 * Runs `pnpm start` (scripts/start.mjs) for real, on free ports (API, host app, identity provider) and a fresh
 * data folder. Sign-in detection is not rate-limited here (tests sign in many times from one address).
 */
export async function startProduct(extraEnv: Record<string, string> = {}): Promise<RunningProduct> {
  const [apiPort, webPort, idpPort, partnerPort] = (await freePorts(4)) as [number, number, number, number];
  const withPartner = extraEnv.PARTNER_EXAMPLE_PORT === 'auto';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'curate-e2e-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
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
    },
  });
  child.stdout!.on('data', (c) => (log += c));
  child.stderr!.on('data', (c) => (log += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const ready = await Promise.race([
    waitForText(() => log, 'Curate is running.', 240_000).then(() => true),
    exited.then(() => false),
  ]);
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  if (!ready) {
    await stop();
    throw new Error(`pnpm start exited before it was ready:\n${log}`);
  }
  return {
    apiUrl: `http://localhost:${apiPort}`,
    webUrl: `http://localhost:${webPort}`,
    idpUrl: `http://localhost:${idpPort}`,
    partnerUrl: withPartner ? `http://localhost:${partnerPort}` : null,
    output: () => log,
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
