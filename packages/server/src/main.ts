// Starts the Curate API: config -> database (migrated, seeded with the demo data when empty and SEED_DEMO_DATA
// allows) -> development OpenID provider (when OIDC_ISSUER is unset) -> app (serving the built host app too when
// HOST_APP_DIR is set) -> listen; stops both on SIGINT/SIGTERM.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { OPENAPI_PATH } from './http/openapi';
import { startDevIdentityProvider, type DevIdentityProvider } from './idp/index';
import { seedIfEmpty } from './seed/index';

function fail(message: string): never {
  console.error(`Curate API failed to start: ${message}`);
  process.exit(1);
}

/** One line for an error: its first message line, plus its cause's (drivers wrap connection errors). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const inner = error instanceof AggregateError && error.errors[0] instanceof Error ? error.errors[0] : undefined;
  const own =
    error.message.split('\n')[0] || (error as NodeJS.ErrnoException).code || (inner && describe(inner)) || error.name;
  return error.cause !== undefined ? `${own} (${describe(error.cause)})` : own;
}

async function openAndPrepare(config: AppConfig): Promise<Database> {
  const where = config.databaseUrl ? 'the PostgreSQL server in DATABASE_URL' : `PGlite in ${config.dataDir}`;
  let database: Database;
  try {
    if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
    });
    await database.db.execute(sql`select 1`); // surfaces the driver's own error text
  } catch (error) {
    return fail(`cannot open ${where}: ${describe(error)}`);
  }
  try {
    await migrateDatabase(database);
    if (config.seedDemoData && (await seedIfEmpty(database)))
      console.log(`Seeded the demo data (companies, users, products, billing) into ${where}.`);
  } catch (error) {
    await database.close().catch(() => undefined);
    return fail(`cannot prepare ${where}: ${describe(error)}`);
  }
  return database;
}

async function listen(app: FastifyInstance, config: AppConfig): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new Error(`port ${config.port} is already in use (set PORT to use another)`);
    if (code === 'EACCES') throw new Error(`no permission to listen on port ${config.port}`);
    throw error;
  }
}

/**
 * Starts the development OpenID provider in this process (PGlite allows one process per data folder),
 * its signing key kept beside the data folder (e.g. .data/idp-keys.json) so tokens survive restarts.
 */
async function startDevIdp(config: AppConfig, database: Database): Promise<DevIdentityProvider | undefined> {
  const dev = config.devIdp;
  if (!dev) return undefined;
  return startDevIdentityProvider({
    database,
    port: dev.port,
    host: config.host,
    issuer: dev.url,
    audience: config.auth.audience,
    clientId: config.auth.clientId,
    webOrigins: config.corsOrigins,
    password: dev.password,
    accessTokenTtlSeconds: dev.accessTokenTtlSeconds,
    keysFile: join(dirname(config.dataDir), 'idp-keys.json'),
    logger: (line) => console.log(`[idp] ${line}`),
  });
}

function stopOnSignals(app: FastifyInstance, database: Database, idp: DevIdentityProvider | undefined): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal forces the exit
    stopping = true;
    app.log.info({ signal }, 'Shutting down');
    app
      .close()
      .then(() => idp?.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`Curate API did not shut down cleanly: ${describe(error)}`);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : describe(error));
  }
  const database = await openAndPrepare(config);
  let idp: DevIdentityProvider | undefined;
  try {
    idp = await startDevIdp(config, database);
  } catch (error) {
    await database.close().catch(() => undefined);
    return fail(
      `cannot start the development identity provider: ${describe(error)} (set DEV_IDP_PORT to use another port)`,
    );
  }
  const app = await buildApp({ database, config });
  try {
    await listen(app, config);
  } catch (error) {
    await app.close().catch(() => undefined);
    await idp?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    return fail(describe(error));
  }
  stopOnSignals(app, database, idp);
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const local = ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'].includes(config.host);
  const host = local ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const base = `http://${host}:${port}`;
  console.log(`Curate API listening on ${base}/api/v2`);
  console.log(`OpenAPI document: ${base}${OPENAPI_PATH}`);
  if (config.hostApp) console.log(`Host app: ${base}/ (from ${config.hostApp.dir})`);
  if (idp) console.log(`Development identity provider: ${idp.issuer} (demo accounts, password in DEV_IDP_PASSWORD)`);
  else console.log(`Trusting access tokens of ${config.auth.issuer} for audience ${config.auth.audience}`);
}

main().catch((error: unknown) => fail(describe(error)));
