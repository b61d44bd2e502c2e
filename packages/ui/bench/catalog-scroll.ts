// Catalogue table scrolling benchmark (issue #5): the table view with 5,000 products in Debian's Chromium,
// virtualised (as shipped) against the same table with every row in the DOM. For each: time until the
// table is on screen, then frame times while the list is scrolled top to bottom at 1,400 px per frame
// (25 rows a frame, faster than any wheel), read from requestAnimationFrame. Production Vite build.
import { rm } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPage, launchChromium, previewPage } from './browser';

const STEP_PX = 1400;
const log = (...args: unknown[]) => console.log('[bench:catalog-scroll]', ...args);

const outDir = await buildPage('catalog-scroll');
const { server, webUrl } = await previewPage(outDir);
const browser = await launchChromium();

interface Run {
  firstRenderMs: number;
  domRows: number;
  frames: number[];
}

async function run(mode: 'virtual' | 'all'): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${webUrl}/?mode=${mode}`);
  await page.waitForSelector('[aria-rowindex="2"]', { timeout: 60_000 });
  const firstRenderMs = await page.evaluate(
    () => performance.now() - (window as unknown as { __bench: { start: number } }).__bench.start,
  );
  const domRows = await page.locator('tbody tr').count();
  const frames = await page.evaluate(async (step) => {
    const region = document.querySelector<HTMLElement>('[data-slot="catalog-table"]')!;
    const times: number[] = [];
    let last = await new Promise<number>((r) => requestAnimationFrame(r));
    while (region.scrollTop + region.clientHeight < region.scrollHeight - 1) {
      region.scrollTop += step;
      const now = await new Promise<number>((r) => requestAnimationFrame(r));
      times.push(now - last);
      last = now;
    }
    return times;
  }, STEP_PX);
  const lastRow = await page.locator('[aria-rowindex="5001"]').count();
  if (lastRow !== 1) throw new Error(`${mode}: the last row is not on screen after scrolling`);
  await context.close();
  return { firstRenderMs, domRows, frames };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

await run('virtual'); // warm-up: Chromium's first page pays for its caches
const virtual = await run('virtual');
const all = await run('all');
await browser.close();
await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
await rm(outDir, { recursive: true, force: true });

const long = (r: Run) => (100 * r.frames.filter((f) => f > 1000 / 60 + 1).length) / r.frames.length;
for (const [name, r] of [
  ['virtual', virtual],
  ['all rows', all],
] as const)
  log(
    `${name}: first render ${r.firstRenderMs.toFixed(0)} ms, ${r.domRows} rows in the DOM, ${r.frames.length} frames, p50 ${percentile(r.frames, 50).toFixed(1)} ms, p95 ${percentile(r.frames, 95).toFixed(1)} ms, max ${Math.max(...r.frames).toFixed(1)} ms`,
  );

const row = (name: string, unit: string, value: number, base: number, note = '') => ({
  name,
  value,
  unit,
  baseline: { name: 'every row in the DOM', value: base },
  note,
});
const suite = {
  title: 'Catalogue table view: scrolling 5,000 rows',
  issue: 5,
  command: 'pnpm bench (packages/ui: tsx bench/catalog-scroll.ts)',
  rows: [
    row(
      'Table on screen after page start',
      'ms',
      virtual.firstRenderMs,
      all.firstRenderMs,
      'production build, in-memory data',
    ),
    row('Rows in the DOM', 'rows', virtual.domRows, all.domRows),
    row(
      'Frame time while scrolling, p50',
      'ms',
      percentile(virtual.frames, 50),
      percentile(all.frames, 50),
      `${virtual.frames.length} frames top to bottom`,
    ),
    row('Frame time while scrolling, p95', 'ms', percentile(virtual.frames, 95), percentile(all.frames, 95)),
    row('Frame time while scrolling, max', 'ms', Math.max(...virtual.frames), Math.max(...all.frames)),
    row('Frames over 17.7 ms', '%', long(virtual), long(all)),
  ],
  notes: [
    'Baseline: the same <Catalog.Table> with overscan 5,000, so every row is rendered (no virtualisation). Headless Chromium paces frames at 60 Hz, so 16.7 ms is the floor.',
  ],
};
const out = process.env.CURATE_BENCH_OUT;
if (out) writeFileSync(path.join(out, 'catalog-scroll.json'), JSON.stringify(suite, null, 2));
else console.log(JSON.stringify(suite, null, 2));
