// The API side of host-app's review prefetch benchmark (issue #4; packages/host-app/bench/review-prefetch.ts),
// run by it as `pnpm --filter @curate/server run bench:review-prefetch-api`, so that bench needs nothing of
// this package but that script. Not a benchmark itself: `pnpm bench` runs only the `bench` scripts.
//
// Starts the API (buildTestApp) on in-memory PGlite with the demo seed, every pending product of Acme Tools
// topped up by SQL to BENCH_FIELDS field values (default 60) and BENCH_SOURCES sources (default 200), and
// the development provider. Prints one line `BENCH_API {"apiUrl","token","companyId","shape"}` on stdout
// (the token: a real access token of Alice, tenant admin), then serves until its stdin ends (or SIGINT or
// SIGTERM), when it closes everything and exits. Progress goes to stderr.
import { startTestDevIdp } from '../src/test/idp';
import { buildTestApp } from '../src/test/app';
import { demoCompanyId } from '../src/seed/accounts';
import { createTestDatabase } from '../src/test/database';
import { serveUntilStdinCloses } from './support';

const FIELDS = Number(process.env.BENCH_FIELDS ?? 60);
const SOURCES = Number(process.env.BENCH_SOURCES ?? 200);
const ALICE = 'alice.admin@acme.test';
const log = (...args: unknown[]) => console.error('[bench:review-prefetch-api]', ...args);

process.env.CURATE_TEST_DB = 'pglite';
const companyId = demoCompanyId('acme-tools');

let t = performance.now();
const database = await createTestDatabase({ seed: true });
const pg = (database.db as unknown as { $client: { query<T>(q: string, p?: unknown[]): Promise<{ rows: T[] }> } })
  .$client;
log(`seeded in ${(performance.now() - t).toFixed(0)} ms`);

t = performance.now();
await pg.query(
  `insert into field_definitions (company_id, field_name, display_name, field_type, data_type, group_id, sort_order)
   select $1::uuid, 'bench_field_' || lpad(k::text, 2, '0'), 'Bench Field ' || k, 'text', 'string',
          (select id from field_groups where company_id = $1::uuid order by sort_order limit 1), 900 + k
   from generate_series(1, ${FIELDS}) k`,
  [companyId],
);
await pg.query(
  `insert into product_field_values (company_id, enhanced_product_id, field_definition_id, value_text)
   select p.company_id, p.id, f.id, 'Bench value ' || f.field_name || ' of ' || p.id || ': ' || repeat('lorem ipsum ', 4)
   from enhanced_products p
   cross join lateral (select count(*)::int as n from product_field_values v where v.enhanced_product_id = p.id) c
   cross join lateral (select d.id, d.field_name from field_definitions d where d.company_id = p.company_id
                         and d.field_name like 'bench_field_%' order by d.sort_order limit greatest(0, ${FIELDS} - c.n)) f
   where p.company_id = $1::uuid and p.review_status = 'pending'`,
  [companyId],
);
await pg.query(
  `with pending as (
     select p.id, p.company_id, array_agg(v.field_definition_id order by v.field_definition_id) as fids,
            (select count(*)::int from sources s where s.enhanced_product_id = p.id) as n
     from enhanced_products p join product_field_values v on v.enhanced_product_id = p.id
     where p.company_id = $1::uuid and p.review_status = 'pending' group by p.id, p.company_id)
   insert into sources (company_id, enhanced_product_id, field_definition_id, field_name, source_url, source_domain,
                        source_title, source_quality, value_found, source_quote, excerpt)
   select p.company_id, p.id, d.id, d.field_name, 'https://shop' || g || '.example.com/p/' || p.id, 'shop' || g || '.example.com',
          'Bench source ' || g, (g % 100) / 10.0, 'value ' || g, 'Quote ' || g || ' ' || repeat('quoted text ', 3),
          repeat('excerpt text ', 10)
   from pending p
   cross join lateral generate_series(1, greatest(0, ${SOURCES} - p.n)) g
   join field_definitions d on d.id = p.fids[1 + (g % cardinality(p.fids))]`,
  [companyId],
);
const [shape] = (
  await pg.query<{
    products: number;
    min_fields: number;
    max_fields: number;
    min_sources: number;
    max_sources: number;
  }>(
    `select count(*)::int as products, min(f)::int as min_fields, max(f)::int as max_fields, min(s)::int as min_sources, max(s)::int as max_sources
     from (select p.id, (select count(*) from product_field_values v where v.enhanced_product_id = p.id) f,
                  (select count(*) from sources s where s.enhanced_product_id = p.id) s
           from enhanced_products p where p.company_id = $1::uuid and p.review_status = 'pending') x`,
    [companyId],
  )
).rows;
log(`data topped up in ${(performance.now() - t).toFixed(0)} ms:`, shape);
if (!shape || shape.min_fields !== FIELDS || shape.min_sources < SOURCES)
  throw new Error(`unexpected product shape ${JSON.stringify(shape)}`);

const idp = await startTestDevIdp(database);
const { app, close: closeApp } = await buildTestApp({ database, env: idp.env });
await app.listen({ port: 0, host: '127.0.0.1' });
const apiPort = (app.server.address() as { port: number }).port;
const token = await idp.accessToken(ALICE);

serveUntilStdinCloses(
  { apiUrl: `http://127.0.0.1:${apiPort}`, token, companyId, shape },
  [closeApp, () => idp.close(), () => database.cleanup()],
  log,
);
