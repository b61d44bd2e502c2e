// Runs INSIDE the built image (scripts/check-image.sh copies it in and starts it with `buildah run`, as the image's
// user, in its working directory, with its environment): checks what the image holds, then runs the migrations,
// the API (serving the host app) and a worker as a deployment would, and asks them over HTTP. Exit 1 on the first
// failed check. Plain Node, nothing from the repository: the image has no package manager and no dev tooling.
//   HEALTHCHECK_TEST  the image's HEALTHCHECK as JSON (["CMD", ...]); run while the API is up
//   CHECK_DATABASE_URL  also run migrate + API (WORKERS=0) + worker against this PostgreSQL
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const PORT = 3901;
const BASE = `http://127.0.0.1:${PORT}`;
const METRICS_TOKEN = 'check-image-metrics-0123456789';
const ISSUER = 'https://login.example.com/';
const started = Date.now();
let failures = 0;

function check(ok, what, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures += 1;
  return ok;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `node <entry>` with env on top of the image's; collects its output. */
function start(entry, env) {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, output, exited };
}

async function stop(proc, what, timeoutMs = 30_000) {
  const t0 = Date.now();
  proc.child.kill('SIGTERM');
  const result = await Promise.race([proc.exited, sleep(timeoutMs).then(() => ({ code: 'timeout' }))]);
  check(result.code === 0, `${what} stops on SIGTERM with exit 0`, `${JSON.stringify(result)}, ${Date.now() - t0} ms`);
  if (result.code === 'timeout') proc.child.kill('SIGKILL');
}

async function waitForHealth(proc, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${BASE}/api/v2/health`);
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    if (proc.child.exitCode !== null) break;
    await sleep(250);
  }
  console.log(proc.output.join('').slice(-4000));
  return false;
}

// 1. What the image holds.
check(process.getuid() !== 0, 'runs as a non-root user', `uid ${process.getuid()}`);
check(process.version.startsWith('v24.'), 'Node 24', process.version);
for (const tool of ['npm', 'npx', 'pnpm', 'corepack', 'yarn', 'tsx', 'vite']) {
  const found = spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
  check(!found, `no ${tool} on PATH`);
}
for (const dev of ['typescript', 'vite', 'vitest', 'tsx', 'tsup', '@biomejs', 'drizzle-kit', 'playwright', 'react']) {
  check(!existsSync(join('node_modules', dev)), `no ${dev} in node_modules`);
}
check(!existsSync('node_modules/.bin/tsx') && !existsSync('src'), 'no sources and no tsx');
const hostAppDir = process.env.HOST_APP_DIR ?? '';
check(existsSync(join(hostAppDir, 'index.html')), 'the built host app is in HOST_APP_DIR', hostAppDir);
const assets = existsSync(join(hostAppDir, 'assets')) ? readdirSync(join(hostAppDir, 'assets')) : [];
check(
  assets.some((name) => name.endsWith('.js.br')) && assets.some((name) => name.endsWith('.js.gz')),
  'its assets are precompressed',
  `${assets.length} files`,
);
check(
  existsSync('drizzle/meta/_journal.json') && existsSync('dist/main.js') && existsSync('dist/worker.js'),
  'bundles and migrations',
);

// 2. Migrations, the API and a worker on PGlite, in production mode with an external issuer.
const pglite = { CURATE_DATA_DIR: '/tmp/curate-check/pglite' };
const migrate = spawnSync(process.execPath, ['dist/migrate.js'], {
  env: { ...process.env, ...pglite },
  encoding: 'utf8',
});
check(migrate.status === 0, 'node dist/migrate.js on PGlite', (migrate.stdout + migrate.stderr).trim().slice(-300));

const env = { ...pglite, PORT: String(PORT), OIDC_ISSUER: ISSUER, METRICS_TOKEN, WORKERS: '1' };
let api = start('dist/main.js', env);
const t0 = Date.now();
if (check(await waitForHealth(api), 'the API answers its health route', `${Date.now() - t0} ms after start`)) {
  const health = await fetch(`${BASE}/api/v2/health`);
  const body = await health.json();
  check(
    body.status === 'healthy' && body.database?.kind === 'pglite',
    'health: healthy on PGlite',
    JSON.stringify(body),
  );
  check(/default-src 'none'/.test(health.headers.get('content-security-policy') ?? ''), "health keeps the API's CSP");

  for (const path of ['/', '/login', '/acme-tools/review?tab=catalog']) {
    const page = await fetch(`${BASE}${path}`);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    check(page.status === 200 && /text\/html/.test(page.headers.get('content-type') ?? ''), `GET ${path}: index.html`);
    check(
      html.includes('<meta name="curate-config"') && html.includes('login.example.com'),
      `GET ${path}: run-time settings`,
    );
    check(
      csp.includes("script-src 'self';") && csp.includes("connect-src 'self' https://login.example.com;"),
      `GET ${path}: the host app's CSP`,
      csp,
    );
    check(page.headers.get('x-frame-options') === 'SAMEORIGIN', `GET ${path}: X-Frame-Options SAMEORIGIN`);
  }
  const html = await (await fetch(`${BASE}/`)).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (check(Boolean(script), 'index.html names its module script', script)) {
    const br = await fetch(`${BASE}${script}`, { headers: { 'accept-encoding': 'br' } });
    const bytes = (await br.arrayBuffer()).byteLength;
    check(br.status === 200, `GET ${script}`, `${bytes} bytes decoded`);
    check(br.headers.get('content-encoding') === 'br', 'sent brotli-compressed');
    check(br.headers.get('cache-control') === 'public, max-age=31536000, immutable', 'cached for a year');
    check(br.headers.get('x-content-type-options') === 'nosniff', 'nosniff');
  }
  const missing = await fetch(`${BASE}/assets/no-such-file.js`);
  check(missing.status === 404 && (await missing.json()).code === 'not_found', 'a missing asset answers 404');
  const unknownApi = await fetch(`${BASE}/api/v2/no-such-route`);
  check(
    unknownApi.status === 404 && /json/.test(unknownApi.headers.get('content-type') ?? ''),
    'an unknown API path answers 404 JSON',
  );
  const metrics = await fetch(`${BASE}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  check(metrics.status === 200 && (await metrics.text()).includes('# HELP'), '/metrics with METRICS_TOKEN');
  check((await fetch(`${BASE}/metrics`)).status === 401, '/metrics without the token: 401');

  if (process.env.HEALTHCHECK_TEST) {
    const test = JSON.parse(process.env.HEALTHCHECK_TEST);
    const [kind, ...command] = test;
    const argv = kind === 'CMD-SHELL' ? ['sh', '-c', command.join(' ')] : command;
    const run = spawnSync(argv[0], argv.slice(1), { env: { ...process.env, PORT: String(PORT) }, timeout: 10_000 });
    check(run.status === 0, "the image's HEALTHCHECK passes", argv.join(' ').slice(0, 120));
  }
}
await stop(api, 'the API');
check(!api.output.join('').includes('Seeded the demo data'), 'production start seeds no demo data');

const worker = start('dist/worker.js', { ...pglite, OIDC_ISSUER: ISSUER });
const workerUp = Date.now() + 30_000;
while (Date.now() < workerUp && !worker.output.join('').includes('Curate worker:')) await sleep(200);
check(
  worker.output.join('').includes('Curate worker:'),
  'node dist/worker.js starts',
  worker.output.join('').trim().slice(-200),
);
await stop(worker, 'the worker');

// 3. The compose topology on a real PostgreSQL: migrations once, the API without workers, one worker process.
const databaseUrl = process.env.CHECK_DATABASE_URL;
if (databaseUrl) {
  const pg = { DATABASE_URL: databaseUrl };
  const m = spawnSync(process.execPath, ['dist/migrate.js'], { env: { ...process.env, ...pg }, encoding: 'utf8' });
  check(m.status === 0, 'node dist/migrate.js on PostgreSQL', (m.stdout + m.stderr).trim().slice(-300));
  api = start('dist/main.js', { ...env, ...pg, WORKERS: '0' });
  const pgWorker = start('dist/worker.js', { ...pg, OIDC_ISSUER: ISSUER, WORKERS: '1' });
  if (check(await waitForHealth(api), 'the API on PostgreSQL answers its health route')) {
    let body = {};
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      body = await (await fetch(`${BASE}/api/v2/health`)).json();
      if (body.workers?.alive > 0) break;
      await sleep(500);
    }
    check(
      body.database?.kind === 'postgres' && body.workers?.alive > 0,
      'health reports the worker process',
      JSON.stringify(body),
    );
  }
  await stop(pgWorker, 'the worker on PostgreSQL');
  await stop(api, 'the API on PostgreSQL');
}

const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8'));
console.log(
  `${failures === 0 ? 'PASSED' : `FAILED (${failures})`}: ${journal.entries.length} migrations, ${((Date.now() - started) / 1000).toFixed(1)} s in the image`,
);
process.exit(failures === 0 ? 0 : 1);
