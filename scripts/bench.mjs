#!/usr/bin/env node
// `pnpm bench`: runs the `bench` script of every package that has one, then writes their figures to
// docs/benchmarks.md with the command, the machine and the date.
//
// A package's bench writes JSON to $CURATE_BENCH_OUT/<name>.json:
//   { "title": "...", "issue": 2, "command": "...", "notes": ["..."],
//     "rows": [{ "name", "value", "unit", "baseline"?: { "name", "value" }, "ratio"?, "note"? }] }
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.data', 'bench');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const packages = readdirSync(path.join(root, 'packages'))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8')) }))
  .filter(({ pkg }) => pkg.scripts?.bench);

let failed = false;
for (const { dir, pkg } of packages) {
  console.log(`[bench] ${pkg.name}`);
  const res = spawnSync('pnpm', ['run', 'bench'], {
    cwd: path.join(root, 'packages', dir),
    stdio: 'inherit',
    env: { ...process.env, CURATE_BENCH_OUT: outDir },
  });
  if (res.status !== 0) {
    console.error(`[bench] ${pkg.name} failed (exit ${res.status})`);
    failed = true;
  }
}

const suites = readdirSync(outDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(outDir, f), 'utf8')));

const fmt = (v) => (typeof v === 'number' ? (Math.abs(v) >= 100 ? v.toFixed(0) : v.toPrecision(3)) : String(v ?? ''));
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.type()} ${os.release()}, ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
let gitRev = '';
try {
  gitRev = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
} catch {
  gitRev = 'unknown';
}

const lines = [
  '# Benchmarks',
  '',
  'Written by `pnpm bench` (scripts/bench.mjs); do not edit by hand. Each figure comes from one run of',
  'the command shown, side by side with the baseline its issue names, as a ratio (result / baseline).',
  '',
  `- Command: \`pnpm bench\``,
  `- Machine: ${machine}`,
  `- Date: ${new Date().toISOString()}`,
  `- Commit: ${gitRev}`,
  '- Runs with options outside the default (e.g. the catalogue at 1,000,000 products) are recorded with their',
  '  command in [benchmarks-large.md](benchmarks-large.md).',
  '',
];
for (const suite of suites) {
  lines.push(`## ${suite.title}${suite.issue ? ` (issue #${suite.issue})` : ''}`, '');
  if (suite.command) lines.push(`Command: \`${suite.command}\``, '');
  lines.push('| Benchmark | Result | Baseline | Baseline result | Ratio | Notes |', '|---|---|---|---|---|---|');
  for (const row of suite.rows) {
    const unit = row.unit ? ` ${row.unit}` : '';
    const base = row.baseline;
    const ratio = row.ratio ?? (base?.value ? row.value / base.value : undefined);
    lines.push(
      `| ${row.name} | ${fmt(row.value)}${unit} | ${base?.name ?? '—'} | ${base ? fmt(base.value) + unit : '—'} | ${
        ratio !== undefined ? `${fmt(ratio)}×` : '—'
      } | ${row.note ?? ''} |`,
    );
  }
  for (const note of suite.notes ?? []) lines.push('', note);
  lines.push('');
}
writeFileSync(path.join(root, 'docs', 'benchmarks.md'), lines.join('\n'));
console.log(`[bench] wrote docs/benchmarks.md (${suites.length} suite(s))`);
process.exit(failed ? 1 : 0);
