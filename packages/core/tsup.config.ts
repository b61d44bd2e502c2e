import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'contract/index': 'src/contract/index.ts', 'client/index': 'src/client/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: ['react', '@tanstack/react-query'],
});
