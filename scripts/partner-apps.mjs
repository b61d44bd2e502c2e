#!/usr/bin/env node
// `pnpm check-partner-apps`: the packed packages as a partner developer uses them, in fresh apps outside the
// workspace. Builds the publishable packages (scripts/packages.mjs; `--no-build` packs the dist already there),
// packs them into a temporary directory, creates under /tmp (the OS temp dir) a Vite + React app, a webpack 5 app
// (esbuild-loader, css-loader, mini-css-extract-plugin) and a Next.js app-router app (a 'use client' component),
// built by Turbopack and again by Next's webpack, each importing ReviewQueue and Catalog as docs/embedding.md shows
// and starting the CSV import worker; installs the tarballs with npm (from the npm registry) and runs each
// bundler's production build; it fails on any build error. It also installs @curate/elements' tarball alone (it
// must need nothing else). Then it serves each built app and a plain HTML page with the custom elements, opens them
// in headless Chromium (playwright-core, `command -v chromium` or CHROMIUM) and fails on a console error, a page
// error or a failed request: the widgets render their error state (the API client's fetch answers 401, there is
// no Curate server), the CSV worker must start and parse a file. `--no-browser` skips that part,
// `--only=vite,webpack,next,next-webpack` builds some of the apps, `--keep` keeps the temporary directory (kept
// anyway on a failure). Prints how long each step took.
import { execFileSync, spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildPublishable, packAll, root } from './packages.mjs';

const argv = process.argv.slice(2);
const only = argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const APPS = ['vite', 'webpack', 'next', 'next-webpack'].filter((app) => !only || only.includes(app));
const keep = argv.includes('--keep');

const started = performance.now();
const timings = [];
async function step(name, work) {
  const at = performance.now();
  console.log(`[partner-apps] ${name}`);
  try {
    return await work();
  } finally {
    timings.push([name, (performance.now() - at) / 1000]);
  }
}

const manifest = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
const hostApp = manifest('packages/host-app');
const workspace = manifest('.');
/** What a partner's app has: the peers, in the versions the host app runs. */
const peers = Object.fromEntries(
  ['react', 'react-dom', '@tanstack/react-query'].map((name) => [name, hostApp.dependencies[name]]),
);
const types = Object.fromEntries(
  ['typescript', '@types/react', '@types/react-dom'].map((name) => [name, workspace.devDependencies[name]]),
);
/** The bundlers, pinned (Vite and its React plugin as the workspace has them). */
const BUNDLERS = {
  vite: {
    vite: workspace.devDependencies.vite,
    '@vitejs/plugin-react': workspace.devDependencies['@vitejs/plugin-react'],
  },
  webpack: {
    webpack: '5.113.0',
    'webpack-cli': '7.3.1',
    'esbuild-loader': '4.5.0',
    'css-loader': '7.1.5',
    'mini-css-extract-plugin': '2.10.2',
    'html-webpack-plugin': '5.6.8',
  },
  // Next's TypeScript check requires @types/node, as create-next-app installs it.
  next: { next: '16.5.0', '@types/node': workspace.devDependencies['@types/node'] },
};
BUNDLERS['next-webpack'] = BUNDLERS.next;

/** The partner's component: the providers and both widgets as docs/embedding.md shows them, and the CSV worker. */
const CURATE_PAGE = `import { ApiProvider, createApiClient } from '@curate/core';
import { defaultCsvWorker, loadCsvFile, openCsvSession } from '@curate/core/import';
import { Catalog, CurateProvider } from '@curate/ui';
import { ReviewQueue } from '@curate/ui/review-queue';
import { useEffect } from 'react';

const companyId = '00000000-0000-4000-8000-000000000001';
// No Curate server here: every call is answered 401 as the API does for a bad token, so the widgets show their
// error state without a request leaving the page. A real portal leaves \`fetch\` out.
const client = createApiClient({
  baseUrl: 'https://curate.example.com',
  getAccessToken: async () => 'a-token',
  fetch: async () =>
    new Response(JSON.stringify({ detail: 'Not authenticated' }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    }),
});

/** The bulk import's worker, as DataIntegration starts it: the file is parsed in the worker the bundler emitted. */
function useCsvWorkerProbe() {
  useEffect(() => {
    const worker = defaultCsvWorker();
    worker.addEventListener('error', () => console.error('[partner-app] the CSV worker failed'));
    const session = openCsvSession(() => worker);
    loadCsvFile(new File(['name,price\\nLamp,10\\nChair,25\\n'], 'probe.csv', { type: 'text/csv' }), session)
      .then((csv) => {
        document.documentElement.dataset.csvRows = String(csv.rowCount);
      })
      .catch((error: unknown) => console.error('[partner-app] CSV probe failed', error))
      .finally(() => session.close());
  }, []);
}

export function CuratePage() {
  useCsvWorkerProbe();
  return (
    <ApiProvider client={client}>
      <CurateProvider appearance={{ colorPrimary: '#0f766e', radius: '6px' }}>
        <ReviewQueue companyId={companyId} />
        <Catalog companyId={companyId} onProductOpen={(product) => console.log(product.id)} />
      </CurateProvider>
    </ApiProvider>
  );
}
`;

const MAIN = `import '@curate/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { CuratePage } from './CuratePage';

createRoot(document.getElementById('root') as HTMLElement).render(<CuratePage />);
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'es2022',
    lib: ['es2023', 'dom', 'dom.iterable'],
    module: 'esnext',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    isolatedModules: true,
  },
  include: ['src'],
};

const html = (body) =>
  `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>Partner portal</title>\n  </head>\n  <body>\n${body}\n  </body>\n</html>\n`;

/** Each app: its files, its dev dependencies, its build command and the folder the build writes. */
const APP_FILES = {
  vite: {
    files: {
      'index.html': html('    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>'),
      'src/main.tsx': MAIN,
      'src/CuratePage.tsx': CURATE_PAGE,
      'vite.config.ts': `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n`,
      // As Vite's React template: vite/client declares the stylesheet imports (TypeScript 6 checks side-effect imports).
      'tsconfig.json': JSON.stringify(
        {
          ...TSCONFIG,
          compilerOptions: { ...TSCONFIG.compilerOptions, types: ['vite/client'] },
          include: ['src', 'vite.config.ts'],
        },
        null,
        2,
      ),
    },
    // Vite's React template's build: the partner's tsc, then vite build.
    build: 'tsc -p . && vite build',
    out: 'dist',
  },
  webpack: {
    files: {
      'src/index.html': html('    <div id="root"></div>'),
      'src/main.tsx': MAIN,
      'src/CuratePage.tsx': CURATE_PAGE,
      // No '*.css' declaration: TypeScript 6 checks side-effect imports, and @curate/ui types its stylesheets.
      'tsconfig.json': JSON.stringify(TSCONFIG, null, 2),
      'webpack.config.mjs': `import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

export default {
  mode: 'production',
  entry: './src/main.tsx',
  output: { path: new URL('./dist', import.meta.url).pathname, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      { test: /\\.tsx?$/, loader: 'esbuild-loader', options: { target: 'es2022', jsx: 'automatic' } },
      { test: /\\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ template: './src/index.html' }), new MiniCssExtractPlugin()],
  performance: { hints: false },
};
`,
    },
    build: 'tsc -p . && webpack',
    out: 'dist',
  },
  next: {
    files: {
      'app/layout.tsx': `import '@curate/ui/styles.css';
import type { ReactNode } from 'react';

export const metadata = { title: 'Partner portal' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
      'app/page.tsx': `import { CuratePage } from './CuratePage';\n\nexport default function Page() {\n  return <CuratePage />;\n}\n`,
      'app/CuratePage.tsx': `'use client';\n${CURATE_PAGE}`,
      // A static export, so the check serves it like the others.
      'next.config.mjs': `export default { output: 'export' };\n`,
      'tsconfig.json': JSON.stringify(
        {
          compilerOptions: {
            ...TSCONFIG.compilerOptions,
            allowJs: true,
            esModuleInterop: true,
            resolveJsonModule: true,
            incremental: true,
            jsx: 'preserve',
            plugins: [{ name: 'next' }],
          },
          include: ['next-env.d.ts', '**/*.ts', '**/*.tsx'],
          exclude: ['node_modules'],
        },
        null,
        2,
      ),
    },
    build: 'next build',
    out: 'out',
  },
};
// The same app built by Next's webpack (`next build --webpack`, Next 15's default) instead of Turbopack.
APP_FILES['next-webpack'] = { ...APP_FILES.next, build: 'next build --webpack' };

/** Runs a command; on failure, throws with the tail of its output. */
function run(command, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      cwd,
      shell: true,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`\`${command}\` in ${cwd} failed (exit ${code}):\n${output.split('\n').slice(-60).join('\n')}`),
        );
    });
  });
}

function writeFiles(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

const NPM_INSTALL = 'npm install --no-audit --no-fund --loglevel=error';
// The user's own npm settings, as a partner has them (the apps live outside the workspace and its .npmrc).
const NPM_ENV = { npm_config_userconfig: path.join(os.homedir(), '.npmrc'), NEXT_TELEMETRY_DISABLED: '1' };

/** A static file server for a built app (and the elements' dist), on a free port. */
function serve(routes) {
  const TYPES = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.map': 'application/json',
    '.txt': 'text/plain',
    '.svg': 'image/svg+xml',
  };
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (pathname === '/favicon.ico') return response.writeHead(204).end();
    const [prefix, dir] = Object.entries(routes).find(([key]) => pathname.startsWith(key)) ?? [];
    if (!dir) return response.writeHead(404).end();
    let file = path.join(dir, pathname.slice(prefix.length));
    if (!file.startsWith(dir)) return response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file)) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Opens `url` and gives back what went wrong there (console errors, page errors, failed requests). */
async function visit(browser, url, ready) {
  const page = await browser.newPage();
  const problems = [];
  let workers = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
  page.on('worker', () => {
    workers += 1;
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    // The widgets settle in their error state (the 401s are not retried).
    await page.waitForTimeout(1500);
  } catch (error) {
    problems.push(String(error instanceof Error ? error.message : error).split('\n')[0]);
  }
  await page.close();
  return { problems, workers };
}

async function widgetsReady(page) {
  await page.waitForSelector('[data-slot="review-queue"]', { timeout: 20_000 });
  await page.waitForSelector('[class*="curate-Catalog"]', { timeout: 20_000 });
  await page.waitForFunction(() => document.documentElement.dataset.csvRows !== undefined, null, { timeout: 20_000 });
  const rows = await page.evaluate(() => document.documentElement.dataset.csvRows);
  if (rows !== '2') throw new Error(`the CSV probe read ${rows} rows, not 2`);
}

async function elementsReady(page) {
  // Without a token getter the element shows what to set (and warns), and sends no request.
  await page.waitForFunction(
    () => (document.querySelector('curate-review-queue')?.shadowRoot?.textContent ?? '').includes('getAccessToken'),
    null,
    { timeout: 20_000 },
  );
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'curate-partner-apps-'));
let failed = false;
try {
  if (!argv.includes('--no-build')) await step('build the publishable packages', () => buildPublishable());
  const tarballs = await step('pack them', () => {
    mkdirSync(path.join(dir, 'tarballs'));
    return packAll(path.join(dir, 'tarballs'));
  });

  // The apps, installed at once (npm waits on the network more than on the CPU).
  const dependencies = {
    '@curate/core': `file:${tarballs.core}`,
    '@curate/ui': `file:${tarballs.ui}`,
    ...peers,
  };
  await step(`create and install ${[...APPS, 'elements alone'].join(', ')} (npm)`, async () => {
    const installs = APPS.map((app) => {
      const appDir = path.join(dir, app);
      writeFiles(appDir, {
        ...APP_FILES[app].files,
        'package.json': JSON.stringify(
          {
            name: `partner-${app}`,
            private: true,
            type: 'module',
            scripts: { build: APP_FILES[app].build },
            dependencies,
            devDependencies: { ...types, ...BUNDLERS[app] },
          },
          null,
          2,
        ),
      });
      return run(NPM_INSTALL, appDir, NPM_ENV);
    });
    const alone = path.join(dir, 'elements-alone');
    writeFiles(alone, {
      'package.json': JSON.stringify({
        name: 'partner-elements',
        private: true,
        dependencies: { '@curate/elements': `file:${tarballs.elements}` },
      }),
      'index.html': html(
        '    <curate-review-queue company-id="00000000-0000-4000-8000-000000000001" api-base-url="https://curate.example.com"></curate-review-queue>\n    <curate-catalog company-id="00000000-0000-4000-8000-000000000001" api-base-url="https://curate.example.com"></curate-catalog>\n    <script type="module" src="/elements/curate-elements.js"></script>',
      ),
    });
    installs.push(run(NPM_INSTALL, alone, NPM_ENV));
    await Promise.all(installs);
    const installed = readdirSync(path.join(alone, 'node_modules')).filter((name) => !name.startsWith('.'));
    const scoped = readdirSync(path.join(alone, 'node_modules/@curate'));
    if (installed.join() !== '@curate' || scoped.join() !== 'elements')
      throw new Error(
        `@curate/elements alone installed more than itself: ${installed.join(', ')} (@curate: ${scoped.join(', ')})`,
      );
    if (!existsSync(path.join(alone, 'node_modules/@curate/elements/dist/curate-elements.js')))
      throw new Error('@curate/elements installed without dist/curate-elements.js');
  });

  const built = {};
  for (const app of APPS) {
    await step(`${app}: production build (${APP_FILES[app].build})`, async () => {
      try {
        await run('npm run build', path.join(dir, app), NPM_ENV);
        built[app] = path.join(dir, app, APP_FILES[app].out);
      } catch (error) {
        failed = true;
        console.error(`[partner-apps] ${app}: BUILD FAILED\n${error.message}`);
      }
    });
  }

  if (!argv.includes('--no-browser')) {
    await step('open the built apps and the elements page in Chromium', async () => {
      const executablePath =
        process.env.CHROMIUM ?? execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
      const { chromium } = createRequire(path.join(root, 'package.json'))('playwright-core');
      const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
      try {
        const pages = [
          ...Object.entries(built).map(([app, out]) => [app, { '/': out }, widgetsReady]),
          [
            'elements',
            {
              '/elements/': path.join(dir, 'elements-alone/node_modules/@curate/elements/dist'),
              '/': path.join(dir, 'elements-alone'),
            },
            elementsReady,
          ],
        ];
        for (const [name, routes, ready] of pages) {
          const server = await serve(routes);
          const { problems, workers } = await visit(browser, `http://127.0.0.1:${server.address().port}/`, ready);
          server.close();
          if (ready === widgetsReady && workers < 1) problems.push('no worker started');
          if (problems.length > 0) {
            failed = true;
            console.error(`[partner-apps] ${name} in Chromium:\n  ${problems.join('\n  ')}`);
          } else
            console.log(
              `[partner-apps] ${name} in Chromium: rendered, no console error${ready === widgetsReady ? `, the CSV worker parsed the file (${workers} worker)` : ''}`,
            );
        }
      } finally {
        await browser.close();
      }
    });
  }
} catch (error) {
  failed = true;
  console.error(`[partner-apps] ${error instanceof Error ? error.message : error}`);
} finally {
  if (keep || failed) console.log(`[partner-apps] the apps are in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
console.log(
  `[partner-apps] ${failed ? 'FAILED' : 'every app built and ran'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
