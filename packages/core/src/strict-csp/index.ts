// @curate/core/strict-csp: import it first, before anything else of @curate/core, on a page whose
// Content-Security-Policy has no 'unsafe-eval' (the host app's has none). It only sets zod's jitless mode:
// zod otherwise decides, as each object schema is built (when the contract module loads), whether to
// compile a fast parser with `new Function`, and its probe for that is reported as a CSP violation. The
// setting is zod's global one, so the page's own zod schemas also validate without compiled code.
// It writes the setting where zod 4 keeps it (globalThis.__zod_globalConfig, the object `z.config()` changes)
// rather than importing zod, so a page that loads it first does not load zod with it (issue #21: the login
// page loads no zod); strictCsp.test.ts checks that zod reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
export {};
