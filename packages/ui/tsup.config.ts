import { defineConfig } from 'tsup';

// ESM + d.ts for the components; the two stylesheets are bundled by esbuild (their @imports inlined,
// the layer(curate) import wrapped in @layer) so dist/styles.css and dist/styles.layered.css stand alone.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'product-fields/index': 'src/product-fields/index.ts',
    'review-queue/index': 'src/review-queue/index.ts',
    'catalog/index': 'src/catalog/index.ts',
    'import/index': 'src/import/index.ts',
    'dashboard/index': 'src/dashboard/index.ts',
    'billing-admin/index': 'src/billing-admin/index.ts',
    'schema-manager/index': 'src/schema-manager/index.ts',
    'companies/index': 'src/companies/index.ts',
    'product-detail/index': 'src/product-detail/index.ts',
    'billing/index': 'src/billing/index.ts',
    'users/index': 'src/users/index.ts',
    styles: 'src/styles.css',
    'styles.layered': 'src/styles.layered.css',
  },
  format: ['esm'],
  dts: {
    entry: {
      index: 'src/index.ts',
      'product-fields/index': 'src/product-fields/index.ts',
      'review-queue/index': 'src/review-queue/index.ts',
      'catalog/index': 'src/catalog/index.ts',
      'import/index': 'src/import/index.ts',
      'dashboard/index': 'src/dashboard/index.ts',
      'billing-admin/index': 'src/billing-admin/index.ts',
      'schema-manager/index': 'src/schema-manager/index.ts',
      'companies/index': 'src/companies/index.ts',
      'product-detail/index': 'src/product-detail/index.ts',
      'billing/index': 'src/billing/index.ts',
      'users/index': 'src/users/index.ts',
    },
  },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@tanstack/react-query', '@curate/core'],
});
