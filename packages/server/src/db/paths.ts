// Filesystem locations that must resolve the same from src/ (tsx, vitest) and from a dist/ bundle.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from `start` to the first folder for which `test` holds. */
function findUp(start: string, test: (dir: string) => boolean): string | undefined {
  let dir = start;
  for (;;) {
    if (test(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The @curate/server package folder: the nearest ancestor holding drizzle/meta/_journal.json. */
export const PACKAGE_ROOT =
  findUp(here, (dir) => existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) ??
  path.resolve(here, '..', '..');

/** The drizzle-kit migrations folder (packages/server/drizzle). Override with CURATE_MIGRATIONS_DIR. */
export const MIGRATIONS_DIR = process.env.CURATE_MIGRATIONS_DIR ?? path.join(PACKAGE_ROOT, 'drizzle');

/** The workspace root (holding pnpm-workspace.yaml), else the package folder. */
export const REPO_ROOT =
  findUp(PACKAGE_ROOT, (dir) => existsSync(path.join(dir, 'pnpm-workspace.yaml'))) ?? PACKAGE_ROOT;

/** The PGlite data folder: env CURATE_DATA_DIR, default <repo root>/.data/pglite. */
export function defaultPgliteDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CURATE_DATA_DIR ? path.resolve(env.CURATE_DATA_DIR) : path.join(REPO_ROOT, '.data', 'pglite');
}
