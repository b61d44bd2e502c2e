#!/usr/bin/env node
// `pnpm check-packages` (run by .ci/run): builds the publishable packages, then for each one runs publint (strict)
// and @arethetypeswrong/cli on the tarball `pnpm pack` makes, as a partner would install it, and checks that the
// tarball carries README.md and LICENSE (the root LICENSE's text), that the package builds itself before it is packed
// (`prepack`), and that a package that bundles everything (@curate/elements) depends on nothing, its declarations
// included. `--no-build` checks the dist already there.
// scripts/pack.test.mjs installs the same tarballs into a project outside the workspace; scripts/partner-apps.mjs
// builds partner apps (Vite, webpack, Next.js) over them.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a partner installs: every package that is not private. */
export const PUBLISHABLE = ['core', 'ui', 'auth', 'elements'];
/** Packages whose dist bundles everything they import: nothing of theirs may be a dependency a partner installs. */
const SELF_CONTAINED = ['elements'];
/** Exports that are not modules (stylesheets): attw has no types to look for there. */
const NOT_MODULES = {
  ui: [
    './styles.css',
    './styles.layered.css',
    './styles.widgets.css',
    './styles.widgets.layered.css',
    './styles.widgets.base.css',
    './styles.review-queue.css',
    './styles.catalog.css',
  ],
};

export function buildPublishable() {
  execFileSync('pnpm', [...PUBLISHABLE.flatMap((dir) => ['--filter', `./packages/${dir}`]), 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * `pnpm pack` of each publishable package (`dirs`, default all) into `into`, from the dist already built (its
 * `prepack`, which builds, is skipped); returns { dir: tarball path }.
 */
export function packAll(into, dirs = PUBLISHABLE) {
  const tarballs = {};
  for (const dir of dirs) {
    const before = new Set(readdirSync(into));
    execFileSync('pnpm', ['pack', '--ignore-scripts', '--pack-destination', into], {
      cwd: path.join(root, 'packages', dir),
      stdio: 'ignore',
    });
    const made = readdirSync(into).find((file) => file.endsWith('.tgz') && !before.has(file));
    if (!made) throw new Error(`pnpm pack made no tarball for packages/${dir}`);
    tarballs[dir] = path.join(into, made);
  }
  return tarballs;
}

/** What is missing from a package's tarball or manifest for a partner (README, LICENSE, prepack, bundled deps). */
function tarballProblems(dir, tarball) {
  const problems = [];
  const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
  for (const file of ['README.md', 'LICENSE'])
    if (!files.includes(`package/${file}`)) problems.push(`the tarball has no ${file}`);
  if (files.includes('package/LICENSE')) {
    const packed = execFileSync('tar', ['-xOzf', tarball, 'package/LICENSE'], { encoding: 'utf8' });
    if (packed !== readFileSync(path.join(root, 'LICENSE'), 'utf8')) problems.push("LICENSE differs from the root's");
  }
  const manifest = JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8'));
  if (!/\bbuild\b/.test(manifest.scripts?.prepack ?? '')) problems.push('no prepack script that builds it');
  const rootLicense = readFileSync(path.join(root, 'LICENSE'), 'utf8')
    .split('\n')[0]
    .replace(/ License$/, '');
  if (manifest.license !== rootLicense) problems.push(`license is ${manifest.license}, not ${rootLicense}`);
  if (SELF_CONTAINED.includes(dir)) {
    const deps = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
    if (deps.length > 0) problems.push(`bundles everything but depends on ${deps.join(', ')}`);
    const declarations = files.filter((file) => file.endsWith('.d.ts'));
    const text = declarations.length
      ? execFileSync('tar', ['-xOzf', tarball, ...declarations], { encoding: 'utf8' })
      : '';
    const named = [...text.matchAll(/\bfrom\s+['"]([^./'"][^'"]*)['"]/g)].map((match) => match[1]);
    if (named.length > 0) problems.push(`its declarations import ${[...new Set(named)].join(', ')}, not a dependency`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--no-build')) buildPublishable();
  const into = mkdtempSync(path.join(os.tmpdir(), 'curate-packages-'));
  let failed = false;
  try {
    const tarballs = packAll(into);
    for (const dir of PUBLISHABLE) {
      console.log(`[packages] ${dir}: publint --strict`);
      const publint = spawnSync(path.join(root, 'node_modules/.bin/publint'), ['--strict', tarballs[dir]], {
        cwd: root,
        stdio: 'inherit',
      });
      // ESM only, like the packages: CommonJS require and node10 (no `exports`) are out of scope.
      const exclude = NOT_MODULES[dir] ? ['--exclude-entrypoints', ...NOT_MODULES[dir]] : [];
      console.log(`[packages] ${dir}: attw --profile esm-only`);
      const attw = spawnSync(
        path.join(root, 'node_modules/.bin/attw'),
        [tarballs[dir], '--profile', 'esm-only', '--format', 'table-flipped', '--no-emoji', ...exclude],
        { cwd: root, stdio: 'inherit' },
      );
      if (publint.status !== 0 || attw.status !== 0) failed = true;
      for (const problem of tarballProblems(dir, tarballs[dir])) {
        console.error(`[packages] ${dir}: ${problem}`);
        failed = true;
      }
    }
  } finally {
    rmSync(into, { recursive: true, force: true });
  }
  console.log(failed ? '[packages] problems found' : '[packages] publint and attw: no problem');
  process.exit(failed ? 1 : 0);
}
