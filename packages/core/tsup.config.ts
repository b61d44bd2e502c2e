import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

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

export default defineConfig({
  entry: { ...entry, ...contractModules },
  format: ['esm'],
  dts: { entry },
  clean: true,
  sourcemap: true,
  external: ['react', '@tanstack/react-query'],
});
