#!/usr/bin/env node
// `pnpm check-packages` (run by .ci/run): builds the publishable packages, then for each one runs publint (strict)
// and @arethetypeswrong/cli on the tarball `pnpm pack` makes, as a partner would install it. `--no-build` checks
// the dist already there. scripts/pack.test.mjs installs the same tarballs into a project outside the workspace.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What a partner installs: every package that is not private. */
export const PUBLISHABLE = ['core', 'ui', 'auth'];
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

/** `pnpm pack` of each publishable package into `into`; returns { dir: tarball path }. */
export function packAll(into) {
  const tarballs = {};
  for (const dir of PUBLISHABLE) {
    const before = new Set(readdirSync(into));
    execFileSync('pnpm', ['pack', '--pack-destination', into], {
      cwd: path.join(root, 'packages', dir),
      stdio: 'ignore',
    });
    const made = readdirSync(into).find((file) => file.endsWith('.tgz') && !before.has(file));
    if (!made) throw new Error(`pnpm pack made no tarball for packages/${dir}`);
    tarballs[dir] = path.join(into, made);
  }
  return tarballs;
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
    }
  } finally {
    rmSync(into, { recursive: true, force: true });
  }
  console.log(failed ? '[packages] problems found' : '[packages] publint and attw: no problem');
  process.exit(failed ? 1 : 0);
}
