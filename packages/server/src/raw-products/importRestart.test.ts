import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, TOM, startFeatureTest, type FeatureTest } from '../test/featureTest';

// A bulk run survives a server restart (issue #18): the API process (src/main.ts, as `pnpm start` runs it) is
// killed with SIGKILL while a batch is on its way and started again; every row it acknowledged is stored with
// its one job, the batch in flight is all or nothing, and sending it again (what the client does after a failed
// call) completes the file with no row or job twice. Needs two processes on one database: PostgreSQL only
// (PGlite is one process). The browser's side of it, on PGlite or PostgreSQL through `pnpm start`:
// packages/host-app/e2e/import-restart.e2e.test.ts.
const onPostgres = process.env.CURATE_TEST_DB === 'postgres';
let test: FeatureTest;
let token = '';
const children: ChildProcess[] = [];
const prefix = `RESTART-${Date.now().toString(36)}`;

beforeAll(async () => {
  if (!onPostgres) return;
  test = await startFeatureTest([TOM]);
  token = await test.idp.accessToken(TOM);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await test?.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the API process on the test database; resolves with its base URL once it listens. */
async function startApi(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@curate/source', 'src/main.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      ...process.env,
      ...test.idp.env,
      NODE_ENV: 'test',
      DATABASE_URL: test.database.url!,
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKERS: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Curate API listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/api/v2` };
}

const batch = (n: number) =>
  Array.from({ length: 200 }, (_, i) => ({
    customer_product_id: `${prefix}-${n}-${String(i).padStart(3, '0')}`,
    source_system: 'csv_upload',
    import_batch_id: `csv_upload_${prefix}`,
    source_file_name: 'bulk_upload.csv',
    source_file_row: n * 200 + i + 1,
    product_name: `Drill ${i}`,
    product_details: `Cordless drill, 18 V, model ${n}-${i}`,
    additional_fields: { brand: 'Makita' },
  }));
const send = (url: string, n: number) =>
  fetch(`${url}/companies/${ACME.id}/raw-products/import-batch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rows: batch(n) }),
  });
async function storedOf(n: number) {
  const [row] = await test.sql<{ raw: number; jobs: number; reservations: number }>(
    sql`select
      (select count(*) from raw_products where customer_product_id like ${`${prefix}-${n}-%`})::int as raw,
      (select count(*) from enhancement_jobs where customer_product_id like ${`${prefix}-${n}-%`})::int as jobs,
      (select count(*) from credit_reservations r join enhancement_jobs j on j.id = r.job_id
        where j.customer_product_id like ${`${prefix}-${n}-%`})::int as reservations`,
  );
  return row!;
}

describe.skipIf(!onPostgres)('a bulk run across a server restart', () => {
  it('keeps every acknowledged row; the batch in flight is all or nothing and completes when sent again', {
    timeout: 180_000,
  }, async () => {
    await test.sql(
      sql`update billing_accounts set current_balance = 100000, daily_spend_limit = null, monthly_spend_limit = null,
          internal_daily_limit = null, internal_monthly_limit = null where company_id = ${ACME.id}`,
    );
    const first = await startApi();
    for (const n of [0, 1]) {
      const res = await send(first.url, n);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await res.json()).toMatchObject({ created: 200, enhancing: 200 });
    }
    // Batch 2 goes out and the process dies before (or while) it is written.
    const inFlight = send(first.url, 2).then(
      (res) => res.status,
      () => 'no answer' as const,
    );
    await new Promise((r) => setTimeout(r, 30));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const answered = await inFlight;

    const second = await startApi();
    for (const n of [0, 1]) expect(await storedOf(n)).toEqual({ raw: 200, jobs: 200, reservations: 200 });
    const partial = await storedOf(2);
    // Acknowledged means stored; otherwise the transaction is either whole or gone.
    if (answered === 200) expect(partial).toEqual({ raw: 200, jobs: 200, reservations: 200 });
    else expect([0, 200]).toContain(partial.raw);
    expect(partial.jobs).toBe(partial.raw);

    // The client sends the failed batch again, then the rest of the file.
    for (const n of [2, 3]) {
      const res = await send(second.url, n);
      expect(res.status, await res.clone().text()).toBe(200);
    }
    for (const n of [0, 1, 2, 3]) expect(await storedOf(n)).toEqual({ raw: 200, jobs: 200, reservations: 200 });
  });
});
