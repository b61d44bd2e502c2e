import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
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
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', '@tanstack/react-query'],
});
