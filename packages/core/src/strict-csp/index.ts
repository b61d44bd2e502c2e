// @curate/core/strict-csp: import it first, before anything else of @curate/core, on a page whose
// Content-Security-Policy has no 'unsafe-eval' (the host app's has none). It only sets zod's jitless mode:
// zod otherwise decides, as each object schema is built (when the contract module loads), whether to
// compile a fast parser with `new Function`, and its probe for that is reported as a CSP violation. The
// setting is zod's global one, so the page's own zod schemas also validate without compiled code.
import * as z from 'zod';

z.config({ jitless: true });
