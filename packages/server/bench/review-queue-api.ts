// The API side of host-app's first-render benchmark of the partner example (issue #21;
// packages/host-app/bench/partner-first-render.ts), run by it as `pnpm --filter @curate/server run
// bench:review-queue-api`. Not a benchmark itself: `pnpm bench` runs only the `bench` scripts.
//
// Starts the API (buildTestApp) on in-memory PGlite with the demo seed plus BENCH_QUEUED (default 10,000) generated
// products of Acme Tools, all pending review, and the development provider, both trusting the browser origin
// BENCH_WEB_ORIGIN (redirect URI `${origin}/callback`, CORS). Prints one line
// `BENCH_API {"apiUrl","issuer","companyId","pending"}` on stdout, then serves until its stdin ends (or SIGINT or
// SIGTERM). Progress goes to stderr.
import { sql } from 'drizzle-orm';
import { startDevIdentityProvider } from '../src/idp/index';
import { demoCompanyId, demoUserId } from '../src/seed/accounts';
import { buildTestApp } from '../src/test/app';
import { createTestDatabase } from '../src/test/database';
import { serveUntilStdinCloses } from './support';
import { TEST_AUDIENCE, TEST_CLIENT_ID, TEST_PASSWORD } from '../src/test/idp';
import { rows } from '../src/test/sql';
import { generateCatalogue } from './catalog-data';

const QUEUED = Number(process.env.BENCH_QUEUED ?? 10_000);
const WEB_ORIGIN = process.env.BENCH_WEB_ORIGIN;
const log = (...args: unknown[]) => console.error('[bench:review-queue-api]', ...args);
if (!WEB_ORIGIN) throw new Error('BENCH_WEB_ORIGIN is required (the page that signs in)');

process.env.CURATE_TEST_DB = 'pglite';
const companyId = demoCompanyId('acme-tools');

let t = performance.now();
const database = await createTestDatabase({ seed: true });
log(`seeded in ${(performance.now() - t).toFixed(0)} ms`);
t = performance.now();
await generateCatalogue(database, companyId, QUEUED);
// The generated products (product ids BN-…) all wait for review, beside the demo's own pending ones.
await database.db.execute(
  sql`update enhanced_products set review_status = 'pending' where company_id = ${companyId} and product_id like 'BN-%'`,
);
const [{ pending } = { pending: 0 }] = await rows<{ pending: number }>(
  database,
  sql`select count(*)::int as pending from enhanced_products where company_id = ${companyId} and review_status = 'pending'`,
);
log(`${QUEUED} products generated in ${(performance.now() - t).toFixed(0)} ms; ${pending} pending`);

const idp = await startDevIdentityProvider({
  database,
  port: 0,
  host: '127.0.0.1',
  issuer: 'http://127.0.0.1:0',
  audience: TEST_AUDIENCE,
  clientId: TEST_CLIENT_ID,
  webOrigins: [WEB_ORIGIN],
  password: TEST_PASSWORD,
});
const { app, close: closeApp } = await buildTestApp({
  database,
  env: {
    OIDC_ISSUER: idp.issuer,
    OIDC_AUDIENCE: TEST_AUDIENCE,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    SUPER_ADMIN_SUBJECT: demoUserId('admin@curate.dev'),
    CORS_ORIGINS: WEB_ORIGIN,
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const apiPort = (app.server.address() as { port: number }).port;

serveUntilStdinCloses(
  { apiUrl: `http://127.0.0.1:${apiPort}`, issuer: idp.issuer, companyId, pending },
  [closeApp, () => idp.close(), () => database.cleanup()],
  log,
);
