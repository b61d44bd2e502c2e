// Bundle budgets (issue #21), checked by `pnpm size` (size-limit) in .ci/run after the lint. Sizes are gzip
// (level 9), kB = 1000 bytes; docs/embedding.md ("Bundle budgets") says what counts and how to check.
//
// - A widget entry point as a partner's bundler sees it: the published file (dist, built by `pnpm size`) bundled
//   by esbuild, minified, with everything it pulls in (@curate/core, zod, Headless UI, TanStack Table/Virtual,
//   react-hook-form...) and without react, react-dom and @tanstack/react-query, which the partner's page has.
// - The host app's first route: the JavaScript a visitor of /login downloads (the entry chunk, the login page's
//   chunk and every chunk they import), read from the Vite build's manifest; React included.
//
// `limit` is what CI enforces. Where the budget is not met yet, the limit is the measured size plus a few kB
// (so a regression fails, small additions such as translated messages do not) and `budget` keeps the figure;
// `pnpm size` prints both and docs/benchmarks.md records the gap (scripts/size.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const peers = ['react', 'react-dom', '@tanstack/react-query'];
const esm = (config) => ({
  ...config,
  format: 'esm',
  platform: 'browser',
  // tsup leaves bare imports of chunks that only held CSS; esbuild drops them (sideEffects) and says so.
  logLevel: 'error',
  external: [...(config.external ?? []), 'react/*', 'react-dom/*', '*.css'],
});

/** The JavaScript files a visit to one route of the built host app loads: its entry and the route's chunk, with their static imports. */
export function hostRouteFiles(routeSource) {
  const dist = path.join(root, 'packages/host-app/dist');
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build the host app first (pnpm size does)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!manifest[routeSource]) throw new Error(`${routeSource} is not a chunk of the host app's build`);
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  walk('index.html');
  walk(routeSource);
  return [...seen].map((key) => path.join(dist, manifest[key].file));
}

export const checks = [
  {
    name: '@curate/ui/review-queue (ReviewQueue and its dialog)',
    path: 'packages/ui/dist/review-queue/index.js',
    budget: '60 kB',
    limit: '153 kB',
  },
  {
    name: '@curate/ui/catalog (Catalog)',
    path: 'packages/ui/dist/catalog/index.js',
    budget: '60 kB',
    limit: '97 kB',
  },
  {
    // Already one bundle with React inside: measured as it is, nothing left out.
    name: '@curate/elements (custom elements, React included)',
    files: () => [path.join(root, 'packages/elements/dist/curate-elements.js')],
    budget: '150 kB',
    limit: '273 kB',
  },
  {
    name: 'host app: first route (/login), React included',
    files: () => hostRouteFiles('src/pages/LoginPage.tsx'),
    budget: '150 kB',
    limit: '174 kB',
  },
];

export default checks.map(({ name, path: file, files, limit, peers: ignore = peers }) =>
  files
    ? { name, path: files(), limit, gzip: true, disablePlugins: ['@size-limit/esbuild'] }
    : { name, path: file, limit, gzip: true, ignore, modifyEsbuildConfig: esm },
);
