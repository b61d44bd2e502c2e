import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'contract/index': 'src/contract/index.ts', 'client/index': 'src/client/index.ts', 'product-fields/index': 'src/product-fields/index.ts', 'review-queue/index': 'src/review-queue/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', '@tanstack/react-query'],
});
