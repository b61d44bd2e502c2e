import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

// ES modules for pages without a bundler (issue #21), each with the chunks it imports or loads on demand, React,
// react-dom, TanStack Query, @curate/core and @curate/ui compiled in (from the workspace sources), minified, for the
// browser: dist/curate-elements.js (both elements, each widget a chunk loaded when its element first renders),
// dist/review-queue/curate-review-queue.js and dist/catalog/curate-catalog.js (one element with its widget in the
// module, for a page with that one). Three builds, so that no module's chunk mixes what another file needs; each
// directory's metafile-esm.json tells which chunks a first render loads (.size-limit.mjs). The stylesheets are
// imported as text (`styles.widgets.base.css?inline`, as Vite does) and adopted into each element's shadow root.
// `pnpm build` empties dist first: the three builds run at once, so none of them may clean it.
const conditions = ['@curate/source', 'browser', 'module', 'import'];

/** `import css from './x.css?inline'`: the stylesheet bundled by esbuild (its @imports inlined), as a string. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\.css\?inline$/ }, async (args) => {
      const resolved = await pluginBuild.resolve(args.path.replace(/\?inline$/, ''), {
        kind: 'import-statement',
        resolveDir: args.resolveDir,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      // Not ending in .css, so tsup's own CSS handling leaves it to this plugin.
      return { path: `${resolved.path}?inline`, namespace: 'inline-css' };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const css = await pluginBuild.esbuild.build({
        entryPoints: [args.path.replace(/\?inline$/, '')],
        bundle: true,
        write: false,
        minify: true,
        conditions,
      });
      return { contents: css.outputFiles[0]!.text, loader: 'text' };
    });
  },
};

/**
 * CurateProvider's `import { Portal } from '@headlessui/react'` resolved to the module that defines Portal. Headless
 * UI's entry is `export * from` every component, and esbuild's code splitting counts a chunk as needing every module
 * an `export *` it reaches names, so through that one import the elements' entry chunk would carry all of Headless
 * UI (the combobox, the dialog, the menus), which only the widgets' chunks use.
 */
const headlessPortal: Plugin = {
  name: 'headless-ui-portal',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@headlessui\/react$/ }, async (args) => {
      if (!args.importer.endsWith('/ui/src/theme/CurateProvider.tsx') || args.pluginData === 'headless-ui-portal')
        return undefined;
      const resolved = await pluginBuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'headless-ui-portal',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path.replace(/headlessui\.esm\.js$/, 'components/portal/portal.js') };
    });
  },
};

const builds: { entry: Record<string, string>; outDir: string }[] = [
  { entry: { 'curate-elements': 'src/index.ts' }, outDir: 'dist' },
  { entry: { 'curate-review-queue': 'src/review-queue.ts' }, outDir: 'dist/review-queue' },
  { entry: { 'curate-catalog': 'src/catalog.ts' }, outDir: 'dist/catalog' },
];

export default defineConfig((cli) =>
  builds.map(
    ({ entry, outDir }): Options => ({
      entry,
      outDir,
      format: ['esm'],
      platform: 'browser',
      target: 'es2022',
      // `tsup --env.DTS off` (build:bundle, the partner example's build) skips the declarations, most of the time.
      // `stripInternal`: the members typed with React's and @curate/ui's types are left out, so the declarations
      // import no package (the package depends on none).
      dts: cli.env?.DTS !== 'off' && { compilerOptions: { stripInternal: true } },
      clean: false,
      sourcemap: true,
      minify: true,
      splitting: true,
      metafile: true,
      treeshake: true,
      noExternal: [/.*/],
      env: { NODE_ENV: 'production' },
      esbuildPlugins: [inlineCss, headlessPortal],
      esbuildOptions(options) {
        options.conditions = conditions;
        options.define = { ...options.define, 'process.env.NODE_ENV': '"production"' };
      },
    }),
  ),
);
