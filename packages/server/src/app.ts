import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_VERSION } from '@curate/core/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ACCESS_MATRIX, type AccessMatrix } from './auth/accessMatrix';
import { routeAccessFrom } from './auth/access';
import { createBearerAuthenticator } from './auth/authenticate';
import { guardApiRoutes } from './auth/routeGuard';
import './auth/types';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerHealthRoutes } from './health/routes';
import { loadHostApp } from './host-app/routes';
import type { AuthenticateHook } from './http/authenticate';
import { HttpError } from './http/http-error';
import { registerIdentityRoutes } from './identity/routes';
import { registerRealtimeRoutes } from './realtime/routes';
import { registerBillingRoutes } from './billing/routes';
import { registerBillingAdminRoutes } from './billing-admin/routes';
import { registerFieldRoutes } from './fields/routes';
import { registerSchemaRoutes } from './schema/routes';
import { registerProductRoutes } from './catalog/routes';
import { registerRawProductImportRoutes, registerRawProductRoutes } from './raw-products/routes';
import { registerReviewRoutes } from './review/routes';
import { registerJobRoutes } from './jobs/routes';
import type { ModelCallOptions } from './jobs/modelCalls';
import type { PipelineFn } from './jobs/pipeline';
import { JobRuntime } from './jobs/runtime';
import { registerSettingsRoutes } from './settings/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerUserRoutes } from './users/routes';
import { registerCompanyRoutes } from './companies/routes';
import { installErrorHandling } from './http/error-handler';
import { installStrictJsonParser } from './http/json-body';
import { registerSecurityHeaders } from './http/security-headers';
import { clientErrorHandler, frameworkErrors } from './http/transport-errors';
import { genRequestId, type LogFormat, loggerOptions, RequestLogController, type LogStream } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { zodValidatorCompiler } from './http/validation';
import { installHttpMetrics, registerMetricsRoute } from './metrics/routes';
import './http/types';

/** Each feature adds its `registerXRoutes(app)` here; order does not matter. */
const FEATURE_ROUTES: ReadonlyArray<(app: FastifyInstance) => void> = [
  registerHealthRoutes,
  registerIdentityRoutes,
  registerRealtimeRoutes,
  registerReviewRoutes,
  registerProductRoutes,
  registerFieldRoutes,
  registerSchemaRoutes,
  registerRawProductRoutes,
  registerBillingRoutes,
  registerBillingAdminRoutes,
  registerSettingsRoutes,
  registerDashboardRoutes,
  registerUserRoutes,
  registerCompanyRoutes,
];

/** fastify's trustProxy for TRUST_PROXY: off, the proxies' addresses, or a hop count (the nearest n hops). */
function trustProxyOption(
  trust: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Options of `buildApp`. */
export interface BuildAppOptions {
  /** The open (and migrated) database; decorated on the app as `app.database`. */
  database: Database;
  /** Validated configuration, from `loadConfig()`. */
  config: AppConfig;
  /**
   * Logging: default stdout at `config.logLevel` in `config.logFormat`; `false` silences; `{ stream, level, format }`
   * redirects (JSON lines unless `format` says otherwise).
   */
  logger?: boolean | { stream?: LogStream; level?: string; format?: LogFormat };
  /** The check before every `auth: 'token'` route; default bearer JWT verification against `config.auth` (auth/authenticate.ts). */
  authenticate?: AuthenticateHook;
  /** Who may call which route; default ACCESS_MATRIX (tests add rules for their test-only routes). */
  accessMatrix?: AccessMatrix;
  /**
   * The enhancement jobs: `false` builds the routes without a queue (the OpenAPI document); otherwise
   * `config.workers` workers (unless `workers` says otherwise) start when the app is ready, running
   * `pipeline` (default: jobs/pipeline.ts `defaultPipeline`). Stopped when the app closes.
   */
  jobs?:
    | false
    | {
        pipeline?: PipelineFn;
        workers?: number;
        maintenanceIntervalSeconds?: number;
        retryDelaySeconds?: number;
        /** The model-call pool; default from the configuration (AI_PROVIDER=openai). */
        modelCalls?: ModelCallOptions;
      };
}

/**
 * Builds the /api/v2 fastify app: zod validation and serialisation, JSON bodies read as strict UTF-8, logs
 * (JSON or pretty, one line per request) with request ids and redacted secrets, Prometheus metrics at /metrics,
 * security headers, CORS for the configured origins, the client
 * address from trusted proxies (TRUST_PROXY), the OpenAPI document, the contract error shape for every failure, bearer-token authentication and the access matrix on every token route,
 * every feature's routes, and the built host app when HOST_APP_DIR names it (host-app/routes.ts). Not yet listening, and not yet `ready()`, so tests
 * may still add routes.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, logger = true } = options;
  const custom = typeof logger === 'object' ? logger : {};
  const format = custom.format ?? (custom.stream ? 'json' : config.logFormat);
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(custom.level ?? config.logLevel, custom.stream, format),
    // One line per request instead of fastify's two ('incoming request', 'request completed').
    logController: new RequestLogController(),
    bodyLimit: config.bodyLimitBytes,
    genReqId: genRequestId,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('authenticate', options.authenticate ?? createBearerAuthenticator({ config: config.auth, database }));
  app.decorate('accessMatrix', options.accessMatrix ?? ACCESS_MATRIX);
  app.decorate(
    'routeAccess',
    routeAccessFrom(() => app.accessMatrix),
  );
  app.decorateRequest('principal', null);
  guardApiRoutes(app);
  // HOST_APP_DIR: the built host app's pages answer the paths no route matches (never an /api/… or /metrics one).
  const hostApp = config.hostApp ? loadHostApp(config.hostApp) : null;
  installErrorHandling(app, { notFound: hostApp?.page });
  installStrictJsonParser(app);
  await registerSecurityHeaders(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installHttpMetrics(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Retry-After (429, 503), WWW-Authenticate (401), Deprecation / Sunset (deprecated calls) and Idempotent-Replayed
    // (a keyed write answered again) are readable by the SPA.
    exposedHeaders: [
      'Content-Disposition',
      'X-Request-Id',
      'Retry-After',
      'WWW-Authenticate',
      'Deprecation',
      'Sunset',
      'Idempotent-Replayed',
    ],
    maxAge: 600,
  });
  // Only routes that ask for it (config.rateLimit) are limited: POST /public/detect-user-auth.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'rate_limited', `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`),
  });
  await registerOpenApi(app, { version: API_VERSION, servers: config.publicUrls, issuer: config.auth.issuer });
  for (const registerFeature of FEATURE_ROUTES) registerFeature(app);
  registerMetricsRoute(app);
  await hostApp?.register(app);
  const jobs = options.jobs === false ? null : (options.jobs ?? {});
  const runtime = new JobRuntime(database, {
    ...jobs,
    workers: jobs?.workers ?? config.workers,
    timeoutSeconds: config.jobTimeoutSeconds,
    workerLostSeconds: config.workerLostSeconds,
    log: app.log,
    ...(!jobs?.modelCalls && config.modelCalls ? { modelCalls: config.modelCalls } : {}),
  });
  registerJobRoutes(app, runtime);
  registerRawProductImportRoutes(app, runtime);
  // Without workers the queue starts at the first enqueue; a stopped queue that never started is a no-op.
  if (jobs && runtime.workers > 0) app.addHook('onReady', () => runtime.start());
  if (jobs) app.addHook('onClose', () => runtime.stop());
  return app;
}
