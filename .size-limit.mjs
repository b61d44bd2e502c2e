// Bundle budgets (issue #21), checked by `pnpm size` (size-limit) in .ci/run after the lint. Sizes are gzip
// (level 9), kB = 1000 bytes; docs/embedding.md ("Bundle budgets") says what counts and how to check.
//
// - A widget as a partner's bundler sees it: `export { ReviewQueue } from '@curate/ui/review-queue'` over the
//   published file (dist, built by `pnpm size`), bundled by esbuild with code splitting, minified, with everything
//   it pulls in (@curate/core, zod, Headless UI, TanStack Table/Virtual...) and without react, react-dom and
//   @tanstack/react-query, which the partner's page has. The budget counts what the widget's first render loads:
//   the entry and the chunks it imports statically; a second row counts every chunk, the ones the widget loads
//   on demand (the review dialog) included, with a limit against regressions.
// - The host app's first route: the JavaScript a visitor of /login downloads (the entry chunk, the login page's
//   chunk and every chunk they import), read from the Vite build's manifest; React included.
//
// `limit` is what CI enforces. Where the budget is not met yet, the limit is the measured size plus a few kB
// (so a regression fails, small additions such as translated messages do not) and `budget` keeps the figure;
// `pnpm size` prints both and docs/benchmarks.md records the gap (scripts/size.mjs).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const peers = ['react', 'react-dom', '@tanstack/react-query'];

/** Every key reached from `starts` through `importsOf`, each once. */
function reached(starts, importsOf) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of importsOf(key)) walk(next);
  };
  for (const start of starts) walk(start);
  return [...seen];
}

/** The chunks an esbuild output imports statically (what loads with it), from a metafile's outputs. */
const staticImports = (outputs) => (key) =>
  outputs[key].imports.filter((next) => next.kind === 'import-statement' && !next.external).map((next) => next.path);

// The esbuild that @size-limit/esbuild runs, for the widgets' split builds.
const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve('@size-limit/esbuild'))('esbuild');

/**
 * The JavaScript files of `export { name } from file` bundled as a partner's bundler would, with code splitting:
 * the entry and the chunks it imports statically (`loaded: 'first'`), or every chunk (`loaded: 'all'`).
 */
export function widgetFiles(file, name, loaded) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'curate-size-'));
  process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));
  const { metafile } = esbuild.buildSync({
    stdin: { contents: `export { ${name} } from ${JSON.stringify(path.join(root, file))};`, resolveDir: root },
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    outdir,
    metafile: true,
    logLevel: 'error',
    external: [...peers, 'react/*', 'react-dom/*', '*.css'],
  });
  const outputs = metafile.outputs;
  const files = Object.keys(outputs).filter((key) => key.endsWith('.js'));
  if (loaded === 'all') return files.map((key) => path.resolve(root, key));
  const first = reached([files.find((key) => outputs[key].entryPoint)], staticImports(outputs));
  return first.map((key) => path.resolve(root, key));
}

/**
 * The JavaScript files of @curate/elements a page loads before its elements draw: `file` (curate-elements.js, or
 * curate-review-queue.js in dist/review-queue...), the chunks it loads as its elements first render (`loaded`: the
 * modules those chunks start from, matched by their ending: a widget, a stylesheet), and their static imports, read
 * from the metafile of the build that made `file`.
 */
function elementsFiles(file, loaded = []) {
  const dir = path.dirname(path.join(root, 'packages/elements/dist', file));
  const metafilePath = path.join(dir, 'metafile-esm.json');
  if (!existsSync(metafilePath))
    throw new Error(`${metafilePath} is missing: build @curate/elements first (pnpm size does)`);
  const { outputs } = JSON.parse(readFileSync(metafilePath, 'utf8'));
  const entry = path.posix.join('dist', file);
  const starts = loaded.map((ending) => {
    const chunk = Object.keys(outputs).find((key) => outputs[key].entryPoint?.endsWith(ending));
    if (!chunk) throw new Error(`@curate/elements' ${file} loads no chunk for ${ending}`);
    return chunk;
  });
  return reached([entry, ...starts], staticImports(outputs)).map((key) => path.join(root, 'packages/elements', key));
}

/** The JavaScript files a visit to one route of the built host app loads: its entry and the route's chunk, with their static imports. */
export function hostRouteFiles(routeSource) {
  const dist = path.join(root, 'packages/host-app/dist');
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build the host app first (pnpm size does)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!manifest[routeSource]) throw new Error(`${routeSource} is not a chunk of the host app's build`);
  const first = reached(['index.html', routeSource], (key) => manifest[key].imports ?? []);
  return first.map((key) => path.join(dist, manifest[key].file));
}

export const checks = [
  {
    name: '@curate/ui/review-queue: ReviewQueue, first render',
    files: () => widgetFiles('packages/ui/dist/review-queue/index.js', 'ReviewQueue', 'first'),
    budget: '60 kB',
    limit: '60 kB',
  },
  {
    name: '@curate/ui/review-queue: ReviewQueue with its review dialog chunk',
    files: () => widgetFiles('packages/ui/dist/review-queue/index.js', 'ReviewQueue', 'all'),
    limit: '135 kB',
  },
  {
    name: '@curate/ui/catalog: Catalog, first render',
    files: () => widgetFiles('packages/ui/dist/catalog/index.js', 'Catalog', 'first'),
    budget: '60 kB',
    limit: '60 kB',
  },
  {
    name: '@curate/ui/catalog: Catalog with the chunks it loads on demand',
    files: () => widgetFiles('packages/ui/dist/catalog/index.js', 'Catalog', 'all'),
    limit: '80 kB',
  },
  {
    // Built with React inside: measured as it is, nothing left out; the review dialog's chunk loads on demand.
    name: '@curate/elements: curate-review-queue.js, a page with <curate-review-queue>, first render (React included)',
    files: () => elementsFiles('review-queue/curate-review-queue.js'),
    budget: '150 kB',
    limit: '150 kB',
  },
  {
    // The table view, the dialogs and the product detail load on demand.
    name: '@curate/elements: curate-catalog.js, a page with <curate-catalog>, first render (React included)',
    files: () => elementsFiles('catalog/curate-catalog.js'),
    budget: '150 kB',
    limit: '150 kB',
  },
  {
    // Both widgets, each with its stylesheet, loaded as the elements first render.
    name: '@curate/elements: curate-elements.js, a page with both elements, first render (React included)',
    files: () =>
      elementsFiles('curate-elements.js', [
        'ui/src/review-queue/index.ts',
        'styles.review-queue.css?inline',
        'ui/src/catalog/index.ts',
        'styles.catalog.css?inline',
      ]),
    limit: '165 kB',
  },
  {
    name: 'host app: first route (/login), React included',
    files: () => hostRouteFiles('src/pages/LoginPage.tsx'),
    budget: '150 kB',
    limit: '150 kB',
  },
];

// Each check measures files built here (or by the host app's build): size-limit gzips them and adds them up.
export default checks.map(({ name, files, limit }) => ({
  name,
  path: files(),
  limit,
  gzip: true,
  disablePlugins: ['@size-limit/esbuild'],
}));
