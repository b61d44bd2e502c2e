#!/usr/bin/env node
// `pnpm start`: builds what the product needs, then serves the API and the host app on localhost with
// the demo data (seeded on first start). `pnpm dev` (--dev) runs both from source, watching for changes.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.PORT ?? 3000);
const webPort = Number(process.env.HOST_APP_PORT ?? 5173);
// The partner example portal (packages/partner-example, issue #21); PARTNER_EXAMPLE_PORT=0 leaves it out.
const partnerPort = Number(process.env.PARTNER_EXAMPLE_PORT ?? 5174);
const partnerOrigins = partnerPort ? [`http://localhost:${partnerPort}`, `http://127.0.0.1:${partnerPort}`] : [];
const apiUrl = process.env.VITE_CURATE_API_URL ?? `http://localhost:${apiPort}`;
// Sign-in: the development OpenID provider (started by the API process) unless OIDC_ISSUER names another one.
// The host app is built with the same issuer, client id and audience the API checks tokens against.
const set = (name) => (process.env[name] ? process.env[name] : undefined);
const idpPort = Number(set('DEV_IDP_PORT') ?? 4000);
const oidcIssuer =
  set('VITE_CURATE_OIDC_ISSUER') ?? set('OIDC_ISSUER') ?? set('DEV_IDP_URL') ?? `http://localhost:${idpPort}`;
const oidcClientId = set('VITE_CURATE_OIDC_CLIENT_ID') ?? set('OIDC_CLIENT_ID') ?? 'curate-web';
const apiAudience = set('VITE_CURATE_API_AUDIENCE') ?? set('OIDC_AUDIENCE') ?? `http://localhost:${apiPort}/api/v2`;
const env = {
  ...process.env,
  PORT: String(apiPort),
  HOST_APP_PORT: String(webPort),
  VITE_CURATE_API_URL: apiUrl,
  PARTNER_EXAMPLE_PORT: String(partnerPort),
  // The API and the development provider accept the host app and the partner example (its /callback).
  CORS_ORIGINS:
    process.env.CORS_ORIGINS ??
    [`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`, ...partnerOrigins].join(','),
  DEV_IDP_PORT: String(idpPort),
  OIDC_CLIENT_ID: oidcClientId,
  OIDC_AUDIENCE: apiAudience,
  VITE_CURATE_OIDC_ISSUER: oidcIssuer,
  VITE_CURATE_OIDC_CLIENT_ID: oidcClientId,
  VITE_CURATE_API_AUDIENCE: apiAudience,
};
const children = new Set();
let stopping = false;

/** Runs a command with its output prefixed; resolves with its exit code. */
function run(label, command, args, options = {}) {
  // Own process group, so stopping also ends what pnpm or vite started beneath.
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  children.add(child);
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  const done = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
  return { child, done };
}

async function must(label, command, args, options) {
  const code = await run(label, command, args, options).done;
  if (code !== 0) {
    console.error(`[start] ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 3000).unref();
  void Promise.all([...children].map((c) => new Promise((r) => c.once('exit', r)))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, label, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (!stopping) {
    console.error(`[start] ${label} did not come up at ${url}`);
    stop(1);
  }
}

const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';
let services;
if (dev) {
  services = [
    run('api', pnpm, ['--filter', '@curate/server', 'run', 'dev']),
    run('web', pnpm, ['--filter', '@curate/host-app', 'run', 'dev']),
    ...(partnerPort ? [run('partner', pnpm, ['--filter', '@curate/partner-example', 'run', 'dev'])] : []),
  ];
} else {
  console.log('[start] building the API server and the host app...');
  await Promise.all([
    must('build:api', pnpm, ['--filter', '@curate/server', 'run', 'build']),
    // A production bundle whatever NODE_ENV the caller runs with (a test runner sets 'test').
    must('build:web', pnpm, ['--filter', '@curate/host-app', 'run', 'build'], {
      env: { ...env, NODE_ENV: 'production' },
    }),
    // A few seconds beside the others.
    ...(partnerPort
      ? [
          must('build:partner', pnpm, ['--filter', '@curate/partner-example', 'run', 'build'], {
            env: { ...env, NODE_ENV: 'production' },
          }),
        ]
      : []),
  ]);
  services = [
    run('api', process.execPath, ['packages/server/dist/main.js']),
    run('web', pnpm, ['--filter', '@curate/host-app', 'run', 'preview']),
    ...(partnerPort ? [run('partner', pnpm, ['--filter', '@curate/partner-example', 'run', 'preview'])] : []),
  ];
}
for (const { done } of services) done.then((code) => stop(code || 1));

await Promise.all([
  waitFor(`http://127.0.0.1:${apiPort}/api/v2/health`, 'API'),
  waitFor(`http://127.0.0.1:${webPort}/`, 'host app'),
  ...(partnerPort ? [waitFor(`http://127.0.0.1:${partnerPort}/`, 'partner example')] : []),
]);
if (!stopping) {
  console.log(`
Curate is running.
  Host app:  http://localhost:${webPort}${partnerPort ? `\n  Partner example:  http://localhost:${partnerPort}  (the widgets embedded in a hostile page, issue #21)` : ''}
  API:       http://localhost:${apiPort}/api/v2  (health: /api/v2/health, OpenAPI: /api/v2/openapi.json)
  Sign-in:   ${oidcIssuer}${set('OIDC_ISSUER') ? '' : '  (development identity provider; demo password in DEV_IDP_PASSWORD, default curate-demo)'}
Press Ctrl+C to stop.`);
}
