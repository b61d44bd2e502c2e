#!/usr/bin/env node
// `pnpm size`: builds what the bundle budgets measure (@curate/core and @curate/ui dist, the host app, the
// @curate/elements bundle), runs
// size-limit over .size-limit.mjs (it fails when a check is over its limit) and prints each figure beside the
// issue's budget and baseline. Under `pnpm bench` (CURATE_BENCH_OUT set) it also writes the figures for
// docs/benchmarks.md. `--no-build` measures the dist already there.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(
    'pnpm',
    ['--filter', '@curate/core', '--filter', '@curate/ui', '--filter', '@curate/host-app', 'run', 'build'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The custom elements' ES modules (React bundled in), without their type declarations.
  const elements = spawnSync('pnpm', ['--filter', '@curate/elements', 'run', 'build:bundle'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (elements.status !== 0) process.exit(elements.status ?? 1);
}

const { checks } = await import(path.join(root, '.size-limit.mjs'));
// The sizes before the work (issue #21's measurements; the elements' first build of this session), gzip.
const BASELINES = {
  '@curate/ui/review-queue': 202_000,
  '@curate/ui/catalog': 151_000,
  'host app': 267_000,
  '@curate/elements': 309_116, // as first built (issue #21's shadow-DOM work), before zod's namespace import
};
const bytes = (text) => {
  const [, n, unit] = /^([\d.]+)\s*(B|kB|MB)$/.exec(text) ?? [];
  return Number(n) * { B: 1, kB: 1000, MB: 1e6 }[unit];
};

const sizeLimit = run(path.join(root, 'node_modules/.bin/size-limit'), ['--json']);
let results;
try {
  results = JSON.parse(sizeLimit.stdout);
} catch {
  console.error(sizeLimit.stdout);
  process.exit(sizeLimit.status || 1);
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const rows = results.map((result) => {
  const check = checks.find((c) => c.name === result.name);
  const baselineKey = Object.keys(BASELINES).find((key) => result.name.startsWith(key));
  return {
    name: result.name,
    size: result.size,
    limit: bytes(check.limit),
    budget: check.budget ? bytes(check.budget) : undefined,
    baseline: baselineKey ? BASELINES[baselineKey] : undefined,
    passed: result.passed,
  };
});

console.log('Bundle sizes (gzip; issue #21):');
for (const row of rows) {
  const budget =
    row.budget === undefined
      ? 'no budget'
      : row.size <= row.budget
        ? 'within budget'
        : `OVER the ${kB(row.budget)} budget`;
  const baseline = row.baseline
    ? `, ${(row.size / row.baseline).toFixed(2)}x the ${kB(row.baseline)} before the work`
    : '';
  console.log(
    `  ${row.passed ? 'ok  ' : 'FAIL'} ${row.name}: ${kB(row.size)} (limit ${kB(row.limit)}; ${budget}${baseline})`,
  );
}

if (process.env.CURATE_BENCH_OUT) {
  writeFileSync(
    path.join(process.env.CURATE_BENCH_OUT, 'bundle-size.json'),
    JSON.stringify({
      title: 'Bundle sizes of the embeddable entry points and the host app',
      issue: 21,
      command: 'pnpm size (scripts/size.mjs: size-limit over .size-limit.mjs), run by pnpm bench',
      notes: [
        "Gzip level 9, kB = 1000 bytes. Widgets: `export { Widget }` from the published dist, bundled by esbuild with code splitting, minified, react, react-dom and @tanstack/react-query left out, everything else (@curate/core, zod, Headless UI...) counted; 'first render' is the entry and the chunks it imports statically, the other row every chunk. Custom elements (React included): the module a page loads and the chunks its elements load as they first render, with their imports. Host app: every JavaScript file /login loads (entry, route chunk, their imports), React included. Baselines: the issue's measurements before the work.",
      ],
      rows: rows.map((row) => ({
        name: row.name,
        value: row.size / 1000,
        unit: 'kB',
        baseline: row.baseline ? { name: 'issue #21 before', value: row.baseline / 1000 } : undefined,
        note: `${row.budget === undefined ? 'no budget of its own' : `budget ${kB(row.budget)}${row.size <= row.budget ? '' : ' (not met yet)'}`}; CI limit ${kB(row.limit)}`,
      })),
    }),
  );
}
process.exit(sizeLimit.status ?? 1);
