// Catalogue benchmark (issue #5): listing latency (text search + status + two custom-field filters + sort)
// and a full CSV export (time, peak RSS) at BENCH_PRODUCTS products (default 100,000) with ~15 custom-field
// values each, over real HTTP through the app, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL). BENCH_ONLY=postgres|pglite measures one database only.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { withTenant } from '../src/auth/tenantScope';
import type { Principal } from '../src/auth/principal';
import { catalogueWhere, narrowedPageQuery, selectDefinitionsByName } from '../src/catalog/queries';
import { loadConfig } from '../src/config';
import { demoCompanyId } from '../src/seed/accounts';
import { createTestDatabase } from '../src/test/database';
import { rows } from '../src/test/sql';
import { COLORS, generateCatalogue, NOUNS } from './catalog-data';
import { collectGarbage } from './support';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const REQUESTS = 200;
const WARMUP = 20;
const COMPANY = demoCompanyId('acme-tools');

interface Figures {
  generateMs: number;
  listP50: number;
  listP95: number;
  exportMs: number;
  exportRows: number;
  peakRssMb: number;
  peakRssDeltaMb: number;
  /** Peak of the live heap and external buffers above their baseline, each sample after a full collection. */
  liveDeltaMb: number;
  explain: string[];
  /** p50 of other listing shapes (no target): name to ms. */
  shapes: Record<string, number>;
}

/** Other listing shapes, each measured 20 times for a p50: what the screen asks before any filter, and broad ones. */
const SHAPES: Record<string, Record<string, string>> = {
  'first page, no filter (Last Updated)': {},
  'status only (pending)': { review_status: 'pending' },
  'search only (one word in 5%)': { search_text: 'drill' },
  'one select filter only (a colour in 11%)': { filter_field_0: 'color', filter_value_0: 'Red' },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const mb = (bytes: number) => bytes / 2 ** 20;

/** The i-th listing query: a search term, a status, a colour and a weight range, and a sort. */
function listingQuery(i: number): URLSearchParams {
  const words = NOUNS[i % NOUNS.length]!.toLowerCase().split(' ');
  return new URLSearchParams({
    search_text: words[Math.floor(i / NOUNS.length) % words.length]!,
    review_status: ['pending', 'approved'][i % 2]!,
    sort_by: ['updated_at', 'product_id', 'quality_confidence_score', 'created_at'][i % 4]!,
    include_custom_fields: 'true',
    limit: '20',
    filter_field_0: 'color',
    filter_value_0: COLORS[i % COLORS.length]!,
    filter_field_1: 'weight_lbs',
    filter_value_1: `${i % 10}-${(i % 10) + 25}`,
  });
}

async function measure(kind: 'pglite' | 'postgres'): Promise<Figures> {
  process.env.CURATE_TEST_DB = kind;
  const database = await createTestDatabase({ seed: true });
  const generateMs = await generateCatalogue(database, COMPANY, PRODUCTS);
  const [user] = await rows<{ id: string }>(database, sql`select id from users where email = 'tom.user@acme.test'`);
  const principal = {
    userId: user!.id,
    subject: 'bench',
    email: 'tom.user@acme.test',
    username: 'tom',
    fullName: 'Tom',
    role: 'tenant-user',
    companyId: COMPANY,
    companyCode: 'acme-tools',
  } as Principal;
  const app = await buildApp({
    database,
    config: loadConfig({ PORT: '0' }),
    logger: false,
    authenticate: async (request) => {
      request.principal = principal;
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/api/v2/companies/${COMPANY}/products`;

  const times = await timeListings(base, WARMUP + REQUESTS, WARMUP, listingQuery);
  const shapes: Record<string, number> = {};
  for (const [name, params] of Object.entries(SHAPES)) {
    const shapeTimes = await timeListings(
      base,
      22,
      2,
      () => new URLSearchParams({ include_custom_fields: 'true', limit: '20', ...params }),
    );
    shapes[name] = percentile(shapeTimes, 50);
  }

  const explain = kind === 'postgres' ? await explainListing(database, principal) : [];

  // The baseline is the heap after a full collection, so the figure is what the export itself holds.
  collectGarbage();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  // What the export holds, not the garbage it leaves for later: the live heap and buffers after a full collection.
  const live = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external;
  };
  const liveBaseline = live();
  let livePeak = liveBaseline;
  const liveSampler = setInterval(() => {
    global.gc?.();
    livePeak = Math.max(livePeak, live());
  }, 500);
  const start = performance.now();
  // The download runs in a child process, so the RSS measured here is the server's alone.
  const newlines = await downloadCountingLines(`${base}/export?scope=all`);
  const exportMs = performance.now() - start;
  clearInterval(sampler);
  clearInterval(liveSampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await app.close();
  await database.cleanup();
  return {
    generateMs,
    listP50: percentile(times, 50),
    listP95: percentile(times, 95),
    exportMs,
    exportRows: newlines - 1,
    peakRssMb: mb(peak),
    peakRssDeltaMb: mb(peak - baseline),
    liveDeltaMb: mb(livePeak - liveBaseline),
    explain,
    shapes,
  };
}

/** Times `count` listing requests (the first `warmup` not kept), sorted; a non-200 answer stops the run. */
async function timeListings(
  base: string,
  count: number,
  warmup: number,
  query: (i: number) => URLSearchParams,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await fetch(`${base}?${query(i)}`);
    const body: unknown = await res.json();
    if (res.status !== 200) throw new Error(`listing answered ${res.status}: ${JSON.stringify(body)}`);
    if (i >= warmup) times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** Downloads `url` in a child Node process and answers the number of line feeds received. */
async function downloadCountingLines(url: string): Promise<number> {
  const script = `const res = await fetch(process.argv[1]); let n = 0; for await (const chunk of res.body) for (const b of chunk) if (b === 10) n++; console.log(n);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (data: Buffer) => (out += data.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`export download exited with ${code}`);
  return Number(out.trim());
}

/** EXPLAIN (ANALYZE) of one listing page with its total (count(*) over ()), as the app runs it (under the tenant role). */
async function explainListing(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  principal: Principal,
): Promise<string[]> {
  const query = listingQuery(0);
  return withTenant(database, principal, async (tx) => {
    const defs = await selectDefinitionsByName(tx, COMPANY);
    const where = catalogueWhere(
      COMPANY,
      {
        search_text: query.get('search_text')!,
        review_status: 'pending',
        filters: [
          { field: 'color', value: query.get('filter_value_0')! },
          { field: 'weight_lbs', value: query.get('filter_value_1')! },
        ],
      },
      defs,
    );
    const page = narrowedPageQuery(tx, where, 'updated_at', 20, 0);
    const plan = await tx.execute(sql`explain (analyze, costs off, timing on) ${page}`);
    return (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]!);
  });
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) process.env.TEST_DATABASE_URL = pgUrl;
const only = process.env.BENCH_ONLY;
const lite = only === 'postgres' ? undefined : await measure('pglite');
const real = pgUrl && only !== 'pglite' ? await measure('postgres') : undefined;
const n = PRODUCTS.toLocaleString('en-US');

type Key = Exclude<keyof Figures, 'explain' | 'shapes'>;
const rowsFor = (label: string, f: Figures | undefined) =>
  f
    ? [
        {
          name: `Generate ${n} products + ~15 values each (${label})`,
          value: f.generateMs / 1000,
          unit: 's',
          note: 'set-based SQL, custom_fields trigger, vacuum analyze',
        },
        listRow(label, f, 'listP50', 'p50'),
        listRow(label, f, 'listP95', 'p95'),
        ...Object.entries(f.shapes).map(([shape, ms]) => ({
          name: `Listing p50, ${shape}, 20 requests (${label})`,
          value: ms,
          unit: 'ms',
          note: 'no target: exact total included',
        })),
        {
          name: `Export all ${n} products as CSV (${label})`,
          value: f.exportMs / 1000,
          unit: 's',
          note: `${f.exportRows} records streamed over HTTP`,
        },
        {
          name: `Export peak RSS above baseline (${label})`,
          value: f.peakRssDeltaMb,
          unit: 'MiB',
          baseline: { name: 'Issue #5 target', value: 150 },
          ratio: f.peakRssDeltaMb / 150,
          note: `absolute peak ${f.peakRssMb.toFixed(0)} MiB (the server's process; the download runs in another); garbage not yet collected included`,
        },
        {
          name: `Export memory held: live heap and buffers above baseline (${label})`,
          value: f.liveDeltaMb,
          unit: 'MiB',
          baseline: { name: 'Issue #5 target', value: 150 },
          ratio: f.liveDeltaMb / 150,
          note: 'sampled every 500 ms, each after a full collection (node --expose-gc)',
        },
      ]
    : [];
function listRow(label: string, f: Figures, key: Key, p: string) {
  const reference = p === 'p95' && label === 'PostgreSQL 15' && PRODUCTS === 100_000;
  return {
    name: `Listing ${p}: search + status + 2 custom-field filters + sort, ${REQUESTS} requests (${label})`,
    value: f[key],
    unit: 'ms',
    ...(reference
      ? { baseline: { name: 'Issue #5 reference: plain trigram + per-field btree', value: 23 }, ratio: f[key] / 23 }
      : {}),
    note: p === 'p95' ? `target < ${PRODUCTS >= 1_000_000 ? 100 : 50} ms` : 'real HTTP on loopback, after warm-up',
  };
}
const suite = {
  title: `Catalogue at ${n} products`,
  issue: 5,
  command: 'pnpm bench (packages/server: tsx bench/catalog.ts; BENCH_PRODUCTS=1000000 for the large run)',
  rows: [...rowsFor('PGlite', lite), ...rowsFor('PostgreSQL 15', real)],
  notes: [
    'Listing queries vary the search term (20 nouns), the status, the colour (exact, GIN @>), the weight range (jsonb range) and the sort key; each answer includes the exact total and the custom fields.',
    ...(real
      ? [
          'EXPLAIN (ANALYZE) of one listing page with its total on PostgreSQL:',
          real.explain.map((line) => `    ${line}`).join('\n'),
        ]
      : ['No PostgreSQL URL was given, so only PGlite was measured.']),
  ],
};
const out = process.env.CURATE_BENCH_OUT;
if (out) writeFileSync(path.join(out, 'catalog.json'), JSON.stringify(suite, null, 2));
console.table(suite.rows.map((r) => ({ name: r.name, value: r.value.toFixed(2), unit: r.unit })));
if (real) console.log(real.explain.join('\n'));
