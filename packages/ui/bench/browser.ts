// The system Chromium for this package's benches, headless. The same few lines as host-app's E2E helper
// (packages/host-app/e2e/support/browser.ts), kept here so a bench never reaches into another package.
import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

/** Flags our machines need for Debian's Chromium (no sandbox as root, no background network). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Path of the system Chromium: CHROMIUM_PATH, else `command -v chromium`. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
}

/** Launches the system Chromium headless; pages come from `browser.newContext()`. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/** Builds the bench page in bench/<name>/ (workspace sources, React) into a fresh folder; answers the folder. */
export async function buildPage(name: string): Promise<string> {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const { default: react } = await import('@vitejs/plugin-react');
  const { build, defaultClientConditions } = await import('vite');
  const outDir = await mkdtemp(path.join(tmpdir(), `curate-bench-${name}-`));
  await build({
    root: path.join(path.dirname(fileURLToPath(import.meta.url)), name),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['@curate/source', ...defaultClientConditions] },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return outDir;
}

/** Serves a built bench page on a free loopback port; answers its base URL and the server. */
export async function previewPage(outDir: string) {
  const { preview } = await import('vite');
  const server = await preview({
    root: outDir,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  return { server, webUrl: server.resolvedUrls!.local[0]!.replace(/\/$/, '') };
}
