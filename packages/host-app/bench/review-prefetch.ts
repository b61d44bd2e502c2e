// Review prefetch benchmark (issue #4): time from pressing Approve to the next product fully rendered in the
// review dialog, with prefetch (the default) against the same flow with prefetch={false}.
// Real pieces: the API (buildApp) on PGlite with the demo seed, a real access token from the development
// provider, a production Vite build of a tiny page (bench/review-prefetch/) mounting ApiProvider +
// CurateProvider + ReviewQueue, served by Vite preview (which proxies /api to the app), and the system Chromium.
// Every pending product of Acme Tools is topped up by SQL to FIELDS field values and SOURCES sources.
// The API runs in a child process, @curate/server's `bench:review-prefetch-api` script
// (packages/server/bench/review-prefetch-api.ts), so this bench imports no other package's internals.
import { mkdtemp, rm } from 'node:fs/promises';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, preview } from 'vite';
import type { ProductDetailResponse, ReviewQueueResponse } from '@curate/core/contract';
import { sourcesForField } from '@curate/core/product-fields';
import { launchChromium } from '../e2e/support/browser';
import { startBenchApi } from './benchApi';
import { freePort } from '../e2e/support/product';

/** What the bench page keeps on window for the measuring side. */
interface BenchWindow {
  __bench: { expected: unknown; samples: Sample[] };
}

const FIELDS = 60;
const SOURCES = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARMUP = 1;
/** How long the reviewer "reads" each product before pressing Approve (lets the prefetch finish). */
const READ_MS = 1000;
const AUTO_ADVANCE_MS = 300; // REVIEW_AUTO_ADVANCE_MS, spec part 1 §4

const here = path.dirname(fileURLToPath(import.meta.url));
const pageRoot = path.join(here, 'review-prefetch');
const log = (...args: unknown[]) => console.log('[bench:review-prefetch]', ...args);

// --- server + data (child process) ---------------------------------------------------------------------
interface BenchApi {
  apiUrl: string;
  /** A real access token of Alice (tenant admin) from the development provider. */
  token: string;
  companyId: string;
  shape: { products: number; min_fields: number; max_fields: number; min_sources: number; max_sources: number };
}

let t = performance.now();
const api = await startBenchApi<BenchApi>(
  'bench:review-prefetch-api',
  { BENCH_FIELDS: String(FIELDS), BENCH_SOURCES: String(SOURCES) },
  log,
);
const { token, companyId, shape } = api;
log(`API ready in ${(performance.now() - t).toFixed(0)} ms:`, shape);
if (shape.min_fields !== FIELDS || shape.min_sources < SOURCES) {
  await api.stop();
  throw new Error(`unexpected product shape ${JSON.stringify(shape)}`);
}

// What each pending product's dialog must show before it counts as rendered: its field rows (the 60 custom
// values plus the core fields name / short / long description, which live on the product row: 63), its source
// badges (one per field with sources), and its enhanced id, which every bench value contains.
interface Expected {
  id: string;
  rows: number;
  badges: number;
}
const get = async <T>(pathname: string): Promise<T> => {
  const response = await fetch(`${api.apiUrl}/api/v2/companies/${companyId}${pathname}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return (await response.json()) as T;
};
const expected: Record<string, Expected> = {};
for (const item of (await get<ReviewQueueResponse>('/review-queue?limit=100&offset=0&review_status=pending'))
  .products) {
  const detail = await get<ProductDetailResponse>(`/products/${item.id}`);
  const badges = detail.product.fields.filter((f) => sourcesForField(f, detail.sources).length > 0).length;
  expected[`Review Product: ${item.product_id}`] = { id: item.id, rows: detail.product.fields.length, badges };
}
const rowCounts = new Set(Object.values(expected).map((e) => e.rows));
log(`${Object.keys(expected).length} products expected with ${[...rowCounts].join('/')} field rows`);

// --- page: production build + preview with /api proxied ------------------------------------------------
const outDir = await mkdtemp(path.join(tmpdir(), 'curate-bench-review-'));
t = performance.now();
await build({
  root: pageRoot,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { conditions: ['@curate/source', ...defaultClientConditions] },
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
log(`page built in ${(performance.now() - t).toFixed(0)} ms`);
const webPort = await freePort();
const server = await preview({
  root: pageRoot,
  configFile: false,
  logLevel: 'warn',
  build: { outDir },
  preview: {
    host: '127.0.0.1',
    port: webPort,
    strictPort: true,
    proxy: { '/api': { target: api.apiUrl, changeOrigin: true } },
  },
});
const webUrl = `http://127.0.0.1:${webPort}`;

// --- browser -------------------------------------------------------------------------------------------
interface Sample {
  from: string;
  to: string;
  domMs: number;
  frameMs: number;
  fields: number;
  badges: number;
  titleMs?: number;
  requests?: string[];
}
const browser = await launchChromium();

async function runMode(prefetch: boolean): Promise<Sample[]> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => log('page error:', e.message));
  const query = new URLSearchParams({ token, company: companyId, prefetch: prefetch ? '1' : '0' });
  await page.goto(`${webUrl}/?${query}`);
  await page.evaluate((e) => ((window as unknown as BenchWindow).__bench.expected = e), expected);
  const firstRow = page.locator('[data-slot="review-queue"] tbody tr').first();
  await firstRow.waitFor({ timeout: 30_000 });
  await firstRow.click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-slot="enhanced-pane"] [data-slot="review-field"]').length >= n,
    FIELDS,
    { timeout: 30_000 },
  );
  const samples: Sample[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    await page.waitForTimeout(READ_MS);
    await page.keyboard.press('a');
    await page.waitForFunction((n) => (window as unknown as BenchWindow).__bench.samples.length >= n, i + 1, {
      timeout: 30_000,
    });
    const all = (await page.evaluate(() => (window as unknown as BenchWindow).__bench.samples)) as Sample[];
    const sample = all[i]!;
    const want = expected[sample.to];
    if (sample.from === sample.to || !want || sample.fields !== want.rows || sample.badges !== want.badges)
      throw new Error(`bad sample ${JSON.stringify(sample)}`);
    if (i >= WARMUP) samples.push(sample);
    log(
      `${prefetch ? 'prefetch   ' : 'no prefetch'} ${i < WARMUP ? '(warm-up) ' : ''}${sample.from} -> ${sample.to}: ${sample.domMs.toFixed(1)} ms (DOM), ${sample.frameMs.toFixed(1)} ms (next frame), ${sample.fields} field rows, ${sample.badges} source badges; title at ${sample.titleMs?.toFixed(1)}; ${sample.requests?.join(', ')}`,
    );
  }
  await context.close();
  return samples;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

let withPrefetch: Sample[] = [];
let withoutPrefetch: Sample[] = [];
try {
  withoutPrefetch = await runMode(false);
  withPrefetch = await runMode(true);
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  await api.stop();
  await rm(outDir, { recursive: true, force: true });
}

const p50 = (samples: Sample[], key: 'domMs' | 'frameMs') => median(samples.map((s) => s[key]));
const on = { dom: p50(withPrefetch, 'domMs'), frame: p50(withPrefetch, 'frameMs') };
const off = { dom: p50(withoutPrefetch, 'domMs'), frame: p50(withoutPrefetch, 'frameMs') };
const shapeText = `${FIELDS} fields, ${SOURCES} sources`;
const suite = {
  title: 'Review dialog: Approve to next product (prefetch)',
  issue: 4,
  command: 'pnpm bench (packages/host-app: tsx bench/review-prefetch.ts)',
  rows: [
    {
      name: `Approve → next product rendered, incl. 300 ms auto-advance, p50 of ${RUNS} (${shapeText})`,
      value: on.dom,
      unit: 'ms',
      baseline: { name: 'same flow, prefetch={false}', value: off.dom },
      note: 'DOM: MutationObserver sees the next title and all its field rows',
    },
    {
      name: `Same, minus the 300 ms auto-advance delay (target ≤ 50 ms)`,
      value: on.dom - AUTO_ADVANCE_MS,
      unit: 'ms',
      baseline: { name: 'same flow, prefetch={false}, minus 300 ms', value: off.dom - AUTO_ADVANCE_MS },
      note: `${on.dom - AUTO_ADVANCE_MS <= 50 ? 'meets' : 'misses'} the 50 ms target`,
    },
    {
      name: `Approve → frame after the next product's DOM, incl. 300 ms, p50 of ${RUNS}`,
      value: on.frame,
      unit: 'ms',
      baseline: { name: 'same flow, prefetch={false}', value: off.frame },
      note: 'requestAnimationFrame + task after the DOM change: about when it is on screen',
    },
  ],
  notes: [
    `Real API (buildApp, in a child process: @curate/server's bench:review-prefetch-api) on in-memory PGlite with the demo seed; every pending Acme Tools product topped up by SQL to ${shapeText}; ` +
      `a real access token (development provider, tenant admin); a production Vite build of bench/review-prefetch/ (ApiProvider + CurateProvider + ReviewQueue) ` +
      `in headless Chromium; the API is reached through Vite preview's proxy on loopback.`,
    `Each mode opens the first queue row, then ${WARMUP} warm-up + ${RUNS} measured Approves (key A) on consecutive products, ${READ_MS} ms reading time before each. ` +
      `The time runs from the Approve keydown to the DOM holding the next product's title, all its field rows (${[...rowCounts].join('/')}: the ${FIELDS} values plus the ` +
      `core name and description fields, which live on the product row) and source badges, and its own values, so it includes the approve request, ` +
      `the spec's ${AUTO_ADVANCE_MS} ms auto-advance delay and (without prefetch) the detail and input requests. The "minus 300 ms" row subtracts that delay. ` +
      `Ratio = with prefetch / without prefetch.`,
    `Samples (ms, DOM): with prefetch ${withPrefetch.map((s) => s.domMs.toFixed(1)).join(', ')}; without ${withoutPrefetch.map((s) => s.domMs.toFixed(1)).join(', ')}.`,
  ],
};
const out = process.env.CURATE_BENCH_OUT;
if (out) writeFileSync(path.join(out, 'host-app-review-prefetch.json'), JSON.stringify(suite, null, 2));
console.table(
  suite.rows.map((r) => ({
    name: r.name,
    value: r.value.toFixed(1),
    baseline: r.baseline.value.toFixed(1),
    ratio: (r.value / r.baseline.value).toFixed(3),
  })),
);
process.exit(0);
