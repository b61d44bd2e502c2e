// zod decides, as each object schema is built, whether to compile a fast parser with `new Function`, and its probe
// for that is reported as a CSP violation on a page whose policy has no 'unsafe-eval', even though zod catches the
// error. Every module of @curate/core that builds schemas calls this first (a test checks it), so in a browser no
// schema is ever built with the probe, whatever order a partner's bundler gives the chunks (issue #21,
// docs/decisions.md "zod without eval in browsers"). It writes zod's global setting where zod 4 keeps it
// (globalThis.__zod_globalConfig, the object `z.config()` changes), so it needs no import of zod itself.

type ZodGlobal = {
  __zod_globalConfig?: { jitless?: boolean };
  process?: { versions?: { node?: string } };
};

/** Sets zod's jitless mode in browsers and workers; the server (Node) keeps zod's compiled parsers. */
export function zodWithoutEvalInBrowsers(global: ZodGlobal = globalThis as ZodGlobal): void {
  if (global.process?.versions?.node) return;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
