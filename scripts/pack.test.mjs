// The published packages as a partner gets them (issue #21): `pnpm pack` of @curate/core, @curate/ui, @curate/auth
// and @curate/elements (scripts/packages.mjs's PUBLISHABLE), installed into a new project outside the workspace
// (offline, from the pnpm store this workspace's install filled), an example compiled with the partner's own `tsc`
// and run: it renders ReviewQueue and Catalog inside CurateProvider with react-dom/server. The bundlers' builds of
// the same tarballs (Vite, webpack, Next.js; online) are scripts/partner-apps.mjs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPublishable, PUBLISHABLE, packAll, root } from './packages.mjs';

const version = (dir, name) => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8'));
  return pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
};
const rootVersion = (name) => JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies[name];

const EXAMPLE = `import { ApiProvider, createApiClient } from '@curate/core';
import { Catalog, CurateProvider } from '@curate/ui';
import { ReviewQueue } from '@curate/ui/review-queue';
import { type AuthConfig, createAuthClient } from '@curate/auth';
import { renderToString } from 'react-dom/server';

// Sign-in needs a browser window: here it is only declared (and type-checked); the module still loads in Node.
const config: AuthConfig = { authority: 'https://id.example.com', clientId: 'curate-web' };
export const signIn = () => createAuthClient(config);
const client = createApiClient({ baseUrl: 'https://curate.example.com', getAccessToken: async () => 'a-token' });
const companyId = '00000000-0000-4000-8000-000000000001';

console.log(
  renderToString(
    <ApiProvider client={client}>
      <CurateProvider appearance={{ colorPrimary: '#0f766e', radius: '6px' }}>
        <ReviewQueue companyId={companyId} />
        <Catalog companyId={companyId} onProductOpen={(product) => console.log(product.id)} />
      </CurateProvider>
    </ApiProvider>,
  ),
);
`;

let dir;
let tarballs;

describe('the packed packages install and work outside the workspace (issue #21)', () => {
  beforeAll(() => {
    if (PUBLISHABLE.some((pkg) => !existsSync(path.join(root, 'packages', pkg, 'dist')))) buildPublishable();
    dir = mkdtempSync(path.join(os.tmpdir(), 'curate-partner-'));
    mkdirSync(path.join(dir, 'tarballs'));
    tarballs = packAll(path.join(dir, 'tarballs'));
    const app = path.join(dir, 'app');
    mkdirSync(path.join(app, 'src'), { recursive: true });
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({
        name: 'partner-portal',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(PUBLISHABLE.map((pkg) => [`@curate/${pkg}`, `file:${tarballs[pkg]}`])),
          react: version('host-app', 'react'),
          'react-dom': version('host-app', 'react-dom'),
          '@tanstack/react-query': version('host-app', '@tanstack/react-query'),
        },
        devDependencies: {
          typescript: rootVersion('typescript'),
          '@types/react': rootVersion('@types/react'),
          '@types/react-dom': rootVersion('@types/react-dom'),
        },
      }),
    );
    // A partner's usual settings (Vite's React template: skipLibCheck), with Node's own module resolution, which
    // is stricter than a bundler's.
    writeFileSync(
      path.join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          outDir: 'out',
          rootDir: 'src',
        },
        include: ['src'],
      }),
    );
    writeFileSync(path.join(app, 'src', 'example.tsx'), EXAMPLE);
    // The same settings with skipLibCheck off, for a file that imports every entry point's types (filled in by the
    // test below, once the packages are installed).
    writeFileSync(
      path.join(app, 'tsconfig.declarations.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { skipLibCheck: false, noEmit: true, rootDir: 'declarations' },
        include: ['declarations/entries.ts'],
      }),
    );
    // Offline: the packages come from the store the workspace's install filled, no registry is asked. pnpm also
    // needs the registry's metadata to resolve the tarballs' version ranges; a fresh machine whose install ran from
    // the lockfile has none cached, so there (and only there) the metadata is fetched once (--prefer-offline).
    const install = (mode) =>
      execFileSync('pnpm', ['install', mode, '--ignore-workspace', '--config.confirm-modules-purge=false'], {
        cwd: app,
        stdio: 'pipe',
        encoding: 'utf8',
      });
    try {
      install('--offline');
    } catch (error) {
      const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
      if (!/NO_OFFLINE_META|package mirror/.test(output)) throw error;
      console.warn('[pack] no cached registry metadata: installing with --prefer-offline');
      install('--prefer-offline');
    }
  }, 600_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('each tarball holds dist and package.json only, no sources', () => {
    for (const pkg of PUBLISHABLE) {
      const files = execFileSync('tar', ['-tzf', tarballs[pkg]], { encoding: 'utf8' }).split('\n').filter(Boolean);
      expect(files).toContain('package/package.json');
      expect(files.some((file) => file.startsWith('package/dist/'))).toBe(true);
      expect(files.filter((file) => file.startsWith('package/src/'))).toEqual([]);
    }
  });

  it('the installed packages point at no workspace source and no workspace: range', () => {
    const app = path.join(dir, 'app');
    for (const pkg of PUBLISHABLE) {
      const text = readFileSync(path.join(app, 'node_modules', '@curate', pkg, 'package.json'), 'utf8');
      expect(text).not.toContain('workspace:');
      expect(existsSync(path.join(app, 'node_modules', '@curate', pkg, 'src'))).toBe(false);
    }
  });

  it("the example compiles with the partner's tsc and renders the widgets inside CurateProvider", () => {
    const app = path.join(dir, 'app');
    execFileSync(path.join(app, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: app, stdio: 'pipe' });
    const html = execFileSync(process.execPath, ['out/example.js'], { cwd: app, encoding: 'utf8' });
    expect(html).toContain('class="curate-root"');
    expect(html).toContain('--curate-color-primary:#0f766e');
    expect(html).toContain('data-slot="review-queue"');
    expect(html).toContain('Review Queue');
    expect(html).toMatch(/class="curate-Catalog[ "]/);
  }, 120_000);

  it('the declarations of every entry point type-check with skipLibCheck off', () => {
    const app = path.join(dir, 'app');
    const lines = [];
    for (const pkg of PUBLISHABLE) {
      const manifest = JSON.parse(readFileSync(path.join(app, 'node_modules', '@curate', pkg, 'package.json'), 'utf8'));
      const entries = Object.keys(manifest.exports).filter((key) => !/\.(css|json)$/.test(key));
      for (const [index, key] of entries.entries())
        lines.push(`export type * as ${pkg}${index} from '${path.posix.join(`@curate/${pkg}`, key)}';`);
    }
    mkdirSync(path.join(app, 'declarations'), { recursive: true });
    writeFileSync(path.join(app, 'declarations', 'entries.ts'), `${lines.join('\n')}\n`);
    expect(lines.length).toBeGreaterThan(10);
    const tsc = spawnSync(path.join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.declarations.json'], {
      cwd: app,
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);
});
