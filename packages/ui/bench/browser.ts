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
