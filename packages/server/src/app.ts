import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { SERVER_VERSION, type AppConfig } from './config';
import type { Database } from './db/client';
import { registerHealthRoutes } from './health/routes';
import { requireBearerHeader, type AuthenticateHook } from './http/authenticate';
import { installErrorHandling } from './http/error-handler';
import { genRequestId, loggerOptions, type LogStream } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { zodValidatorCompiler } from './http/validation';
import './http/types';

/** Each feature adds its `registerXRoutes(app)` here; order does not matter. */
const FEATURE_ROUTES: ReadonlyArray<(app: FastifyInstance) => void> = [registerHealthRoutes];

/** Options of `buildApp`. */
export interface BuildAppOptions {
  /** The open (and migrated) database; decorated on the app as `app.database`. */
  database: Database;
  /** Validated configuration, from `loadConfig()`. */
  config: AppConfig;
  /** Logging: default JSON lines on stdout at `config.logLevel`; `false` silences; `{ stream, level }` redirects. */
  logger?: boolean | { stream?: LogStream; level?: string };
  /** The check before every `auth: 'token'` route; default `requireBearerHeader` until issue #3 supplies JWT verification. */
  authenticate?: AuthenticateHook;
}

/**
 * Builds the /api/v2 fastify app: zod validation and serialisation, JSON logs with request ids and
 * redacted secrets, CORS for the configured origins, the OpenAPI document, the contract error shape
 * for every failure, and every feature's routes. Not yet listening, and not yet `ready()`, so tests
 * may still add routes.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, logger = true } = options;
  const custom = typeof logger === 'object' ? logger : {};
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(custom.level ?? config.logLevel, custom.stream),
    bodyLimit: config.bodyLimitBytes,
    genReqId: genRequestId,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('authenticate', options.authenticate ?? requireBearerHeader);
  installErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Content-Disposition', 'X-Request-Id'],
    maxAge: 600,
  });
  await registerOpenApi(app, SERVER_VERSION);
  for (const registerFeature of FEATURE_ROUTES) registerFeature(app);
  return app;
}
