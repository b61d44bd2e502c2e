import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';

/** The public entry points (package.json `exports`), with their declarations. */
const entry = {
  index: 'src/index.ts',
  'contract/index': 'src/contract/index.ts',
  'client/index': 'src/client/index.ts',
  'strict-csp/index': 'src/strict-csp/index.ts',
  'product-fields/index': 'src/product-fields/index.ts',
  'review-queue/index': 'src/review-queue/index.ts',
  'catalog/index': 'src/catalog/index.ts',
  'billing-admin/index': 'src/billing-admin/index.ts',
  'import/index': 'src/import/index.ts',
  'import/csvWorker': 'src/import/csvWorker.ts',
  'schema-manager/index': 'src/schema-manager/index.ts',
  'companies/index': 'src/companies/index.ts',
  'product-detail/index': 'src/product-detail/index.ts',
  'workspace/index': 'src/workspace/index.ts',
  'session/index': 'src/session/index.ts',
  'health/index': 'src/health/index.ts',
  'provider/index': 'src/provider/index.ts',
};

// Each contract file is also an entry for the JavaScript (not exported, no declarations), so esbuild's code
// splitting keeps each in a chunk of its own: a partner's bundler then takes only the contract modules a widget
// reaches, instead of one chunk holding every feature's schemas (issue #21).
const contractModules = Object.fromEntries(
  readdirSync('src/contract')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
    .map((file) => [`contract/modules/${file.replace(/\.ts$/, '')}`, `src/contract/${file}`]),
);

/**
 * The CSV worker as the published files name it. The source starts it with
 * `new Worker(new URL('./csvWorker.ts', import.meta.url))`, which the workspace's Vite (the `@curate/source`
 * condition) emits; in dist the code lands in a shared chunk beside no csvWorker.ts, so each output file that holds
 * that URL gets the relative path from itself to the built entry (dist/import/csvWorker.js) instead. The worker keeps
 * the `new Worker(new URL('<relative>.js', import.meta.url))` form that Vite, webpack 5, Rollup, Parcel and
 * Turbopack recognise: a partner's bundler emits the worker with its imports as a file of its own.
 */
const csvWorkerUrl: NonNullable<Options['plugins']>[number] = {
  name: 'csv-worker-url',
  renderChunk(code, chunk) {
    if (chunk.type !== 'chunk' || !chunk.path.endsWith('.js') || !code.includes('./csvWorker.ts')) return;
    const pattern = /new URL\((["'])\.\/csvWorker\.ts\1, import\.meta\.url\)/g;
    const worker = path.resolve(this.options.outDir, 'import/csvWorker.js');
    let relative = path
      .relative(path.dirname(path.resolve(chunk.path)), worker)
      .split(path.sep)
      .join('/');
    if (!relative.startsWith('.')) relative = `./${relative}`;
    const rewritten = code.replace(pattern, `new URL(${JSON.stringify(relative)}, import.meta.url)`);
    if (rewritten === code || rewritten.includes('./csvWorker.ts'))
      throw new Error(`${chunk.path}: a reference to ./csvWorker.ts was left unrewritten`);
    // Same lines, so the source map still holds (only columns after the URL on that line shift).
    return { code: rewritten };
  },
};

export default defineConfig({
  entry: { ...entry, ...contractModules },
  format: ['esm'],
  dts: { entry },
  clean: true,
  sourcemap: true,
  external: ['react', '@tanstack/react-query'],
  plugins: [csvWorkerUrl],
});
