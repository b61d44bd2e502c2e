import { defineConfig } from 'tsup';

// Bundles the server for `node dist/main.js`: workspace packages (@curate/*) are compiled in from
// source; real npm dependencies stay external and load from node_modules at run time.
// Entries sit directly in dist/ (one level below the package root, like src/*.ts), so paths that
// code resolves relative to the package root (drizzle/ migrations, .data/) work from both.
export default defineConfig({
  entry: { main: 'src/main.ts', worker: 'src/worker.ts', migrate: 'src/migrate.ts', seed: 'src/seed/cli.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  clean: true,
  sourcemap: true,
  splitting: true,
  dts: false,
  noExternal: [/^@curate\//],
  esbuildOptions(options) {
    // Resolve workspace packages to their TypeScript source, as tsx and vitest do.
    options.conditions = ['@curate/source', 'module'];
  },
});
