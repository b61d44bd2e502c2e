// Visual regression for every story (issue #21, docs/visual-tests.md): unless the 'storybook' project runs
// with CURATE_VISUAL=0 (packages/ui/vitest.storybook.config.ts), each story that passed its play function and
// axe check is screenshotted in Chromium and compared with its committed baseline in
// .storybook/visual-baselines/. The page is made still first: one frozen clock for every story, no
// animations or transitions, no blinking caret, no textarea resize grip (Chromium builds draw it differently).
import { afterEach, beforeEach, inject, vi } from 'vitest';
import { page } from 'vitest/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether the story tests also compare screenshots (unless CURATE_VISUAL=0). */
    curateVisual: boolean;
  }
}

/** The instant every story sees as now, so relative dates, 'today' and 30-day charts draw the same. */
export const VISUAL_NOW = new Date('2026-01-15T12:00:00.000Z');

const STILL_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
textarea { resize: none !important; }
html { min-height: 100vh; }
`;

if (inject('curateVisual')) {
  // Fixtures built when a stories module loads see the frozen clock too.
  vi.setSystemTime(VISUAL_NOW);
  const still = document.createElement('style');
  still.dataset.curateVisual = '';
  still.textContent = STILL_CSS;
  document.head.append(still);

  beforeEach(() => {
    vi.setSystemTime(VISUAL_NOW);
  });

  afterEach(async ({ expect, task }) => {
    // The screenshot matcher times its retries with the real clock.
    vi.useRealTimers();
    if (task.result?.state === 'fail') return;
    await document.fonts.ready;
    // The whole page, so dialogs and menus portalled to the end of <body> are in the picture.
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot();
  });
}
