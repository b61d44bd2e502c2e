import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(dirname, '../..');

// Debian's Chromium: test tools cannot download browsers here, so launch whatever `chromium` is on
// PATH (resolved once, when the config loads).
function chromiumPath(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim() || '/usr/bin/chromium';
  } catch {
    return '/usr/bin/chromium';
  }
}

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Whether the story tests also compare every story's screenshot with its baseline (docs/visual-tests.md); CURATE_VISUAL=0 turns it off. */
const visual = process.env.CURATE_VISUAL !== '0';

// The 'storybook' project: every story in the workspace (the glob in .storybook/main.ts) renders in
// real Chromium, its play function runs, axe violations fail it (preview: a11y.test = 'error'), and its
// screenshot is compared with .storybook/visual-baselines/ (.storybook/vitest.visual.ts; off with CURATE_VISUAL=0).
// Injected by vitest.config.ts, because the root only loads packages/*/vitest.config.ts.
export default defineProject({
  plugins: [react(), storybookTest({ configDir: path.join(workspaceRoot, '.storybook') })],
  resolve: { conditions: ['@curate/source', ...defaultClientConditions] },
  // Pre-bundled up front: discovered mid-run on a cold cache, it reloads the page and fails every story.
  optimizeDeps: { include: ['@tanstack/react-virtual', 'zod/mini'] },
  test: {
    name: 'storybook',
    // Stories live in every package, so globs resolve from the workspace root.
    dir: workspaceRoot,
    setupFiles: [path.join(workspaceRoot, '.storybook/vitest.visual.ts')],
    provide: { curateVisual: visual },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
        // The same dates and numbers on every machine; reduced motion, so a dialog's entry fade does not leave its
        // text at opacity 0 for an assertion made as it opens (the visual run stills all motion anyway).
        contextOptions: { locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // A few anti-aliased pixels at a rounded corner may differ from run to run; a real change (a focus ring,
          // a colour, a moved text) is hundreds.
          comparatorOptions: { allowedMismatchedPixels: 10 },
          // Baselines beside the Storybook configuration, mirroring the stories' paths.
          resolveScreenshotPath: ({ arg, browserName, platform, ext, root, testFileDirectory, testFileName }) =>
            path.join(
              workspaceRoot,
              '.storybook/visual-baselines',
              path.relative(workspaceRoot, path.resolve(root, testFileDirectory)),
              testFileName,
              `${arg}-${browserName}-${platform}${ext}`,
            ),
        },
      },
    },
  },
});
