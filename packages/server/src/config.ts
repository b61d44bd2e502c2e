import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import pkg from '../package.json' with { type: 'json' };
import { AuthEnvSchema, toAuthConfig, type AuthConfig, type DevIdpConfig } from './auth/config';
import { REPO_ROOT } from './db/paths';
import { HostAppEnvSchema, toHostAppConfig, type HostAppConfig } from './host-app/config';
import { DEFAULT_AI_CONCURRENCY } from './jobs/modelCalls';
import { DEFAULT_WORKER_LOST_SECONDS } from './jobs/heartbeat';
import { DEFAULT_AI_TIMEOUT_SECONDS } from './pipeline/providers/openai';

export type { AuthConfig, DevIdpConfig, HostAppConfig };

/** The server's version, from packages/server/package.json (inlined when bundled). */
export const SERVER_VERSION: string = pkg.version;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

const PORT_MESSAGE = 'expected a port number from 0 to 65535';
const TRUST_PROXY_MESSAGE =
  "expected 'false', a hop count (1, 2 ...) or a comma-separated list of proxy addresses / CIDR ranges (e.g. '10.0.0.1,192.168.0.0/16', 'loopback')";
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A trusted proxy entry: an IP address, a CIDR range, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: off ('false', the default), a hop count, or the proxies' addresses. Behind a trusted proxy
 * request.ip (rate limiter, logs) is read from X-Forwarded-For; 'true' (trust any sender) is refused.
 */
const TrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });
const BYTES_MESSAGE = 'expected a positive whole number of bytes, e.g. 1048576';
const PUBLIC_URL_MESSAGE =
  "expected a comma-separated list of http(s) URLs where the API is reached, such as 'https://curate.example.com' (no query, no /api/v2: the paths carry it)";

/** One public URL of the API: http(s), no query or fragment, not ending in /api/v2; the trailing slash dropped. */
function publicUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) return;
    const path = url.pathname.replace(/\/+$/, '');
    if (/\/api\/v\d+$/.test(path)) return;
    return `${url.origin}${path}`;
  } catch {
    return;
  }
}

/** API_PUBLIC_URL: where partners reach the API, the OpenAPI document's `servers`; default http://localhost:PORT. */
const PublicUrls = z.string().transform((value, ctx): string[] => {
  const urls = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map(publicUrl);
  if (urls.length > 0 && urls.every((url) => url !== undefined)) return urls as string[];
  ctx.addIssue({ code: 'custom', message: PUBLIC_URL_MESSAGE });
  return z.NEVER;
});

const BaseEnvSchema = z.object({
  PORT: z.coerce
    .number({ error: PORT_MESSAGE })
    .int({ error: PORT_MESSAGE })
    .min(0, { error: PORT_MESSAGE })
    .max(65535, { error: PORT_MESSAGE })
    .default(3000),
  // 'localhost' makes fastify bind every loopback address localhost resolves to (127.0.0.1 and ::1),
  // so http://localhost:PORT works whichever family a client tries first, and nothing is exposed
  // beyond this machine. Set HOST=0.0.0.0 (or ::) to serve other machines / containers.
  HOST: z.string().trim().min(1).default('localhost'),
  DATABASE_URL: z.string().trim().min(1).optional(),
  CURATE_DATA_DIR: z
    .string()
    .trim()
    .min(1)
    .default(resolve(REPO_ROOT, '.data', 'pglite')),
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:5173,http://127.0.0.1:5173')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin.length > 0),
    )
    .refine((origins) => origins.every(isOrigin), {
      message:
        "expected a comma-separated list of origins such as 'http://localhost:5173' (scheme://host[:port], no path)",
    }),
  BODY_LIMIT_BYTES: z.coerce
    .number({ error: BYTES_MESSAGE })
    .int({ error: BYTES_MESSAGE })
    .positive({ error: BYTES_MESSAGE })
    .default(1024 * 1024),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, { error: 'expected a secret of at least 16 characters' })
    .regex(/^[A-Za-z0-9\-._~+/]+=*$/, { error: 'expected letters, digits and - . _ ~ + / only (a bearer token)' })
    .optional(),
  TRUST_PROXY: TrustProxy.default(false),
  API_PUBLIC_URL: PublicUrls.optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_DEMO_DATA: z.enum(['true', 'false'], { error: "expected 'true' or 'false'" }).optional(),
  WORKERS: z.coerce.number().int().min(0).max(64).default(2),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  WORKER_LOST_SECONDS: z.coerce.number().int().min(3).max(3600).default(DEFAULT_WORKER_LOST_SECONDS),
  AI_PROVIDER: z.string().trim().toLowerCase().default('local'),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(DEFAULT_AI_CONCURRENCY),
  AI_COMPANY_CONCURRENCY: z.coerce.number().int().min(1).max(1024).optional(),
  AI_RPM: z.coerce.number().int().min(1).optional(),
  AI_TPM: z.coerce.number().int().min(1).optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(DEFAULT_AI_TIMEOUT_SECONDS),
  HOST_APP_PORT: z.coerce.number({ error: PORT_MESSAGE }).int().min(1).max(65535).default(5173),
  APP_PUBLIC_URL: z
    .string()
    .transform((value, ctx) => {
      const url = publicUrl(value.trim());
      if (url) return url;
      ctx.addIssue({ code: 'custom', message: "expected the host app's http(s) URL, e.g. https://curate.example.com" });
      return z.NEVER;
    })
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\/[^\s]+$/.test(value), { message: 'expected smtp://… or smtps://…' })
    .optional(),
  SMTP_FROM: z.string().trim().min(3).default('Curate <no-reply@curate.localhost>'),
  INVITATION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24 * 7),
});

const EnvSchema = BaseEnvSchema.extend(AuthEnvSchema.shape).extend(HostAppEnvSchema.shape);

/** The validated server configuration. */
export interface AppConfig {
  /** TCP port; default 3000 (0 picks a free port). */
  port: number;
  /** Interface to bind; default 'localhost' (all loopback addresses, IPv4 and IPv6). */
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, used when `databaseUrl` is absent; default <repo>/.data/pglite. */
  dataDir: string;
  /** Browser origins allowed by CORS; default the Vite dev server on localhost and 127.0.0.1. */
  corsOrigins: string[];
  /** Default request body limit in bytes (1 MiB); routes may raise it (e.g. CSV import). */
  bodyLimitBytes: number;
  /** Proxies trusted for X-Forwarded-For (fastify's trustProxy): false (default), a hop count, or addresses. */
  trustProxy: false | number | string[];
  /** Where partners reach the API (API_PUBLIC_URL), the OpenAPI document's `servers`; default http://localhost:{port}. */
  publicUrls: string[];
  /** pino level; default 'info'. */
  logLevel: (typeof LOG_LEVELS)[number];
  /** LOG_FORMAT: 'pretty' (pino-pretty) or 'json' lines; default pretty when not production and stdout is a terminal. */
  logFormat: 'pretty' | 'json';
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; null (unset) answers that route 404. */
  metricsToken: string | null;
  /** Runtime mode; default 'development'. */
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * SEED_DEMO_DATA: main.ts loads the demo companies, users and products into an empty database; default true,
   * false when NODE_ENV=production (the demo accounts must not exist in a real deployment).
   */
  seedDemoData: boolean;
  /** HOST_APP_DIR: the built host app this server serves itself, with its run-time settings; null (unset): none. */
  hostApp: HostAppConfig | null;
  /** Bearer token verification and caller recognition (OIDC_*, SUPER_ADMIN_*). */
  auth: AuthConfig;
  /** The built-in development OpenID provider, started by main.ts; null when OIDC_ISSUER is set. */
  devIdp: DevIdpConfig | null;
  /** Enhancement job workers in this process (WORKERS); default 2, 0 runs none (the API only enqueues). */
  workers: number;
  /** An enhancement attempt's processing timeout in seconds (JOB_TIMEOUT_SECONDS); default 300 (spec part 2 §9). */
  jobTimeoutSeconds: number;
  /**
   * Seconds without a heartbeat after which a worker process counts as lost and its running attempts go to
   * another (WORKER_LOST_SECONDS); default 30.
   */
  workerLostSeconds: number;
  /**
   * The model-call pool of AI_PROVIDER=openai (null for the local provider): AI_CONCURRENCY calls in flight per
   * process (default 16), at most AI_COMPANY_CONCURRENCY of them one company's (unset: no cap), the AI_RPM /
   * AI_TPM budgets shared by every process (unset: none), and AI_TIMEOUT_SECONDS per call (default 60; the
   * provider reads it too).
   */
  modelCalls: {
    concurrency: number;
    companyConcurrency: number | null;
    rpm: number | null;
    tpm: number | null;
    timeoutSeconds: number;
  } | null;
  /** Where people open the host app (APP_PUBLIC_URL), the base of invitation links; default http://localhost:{HOST_APP_PORT}. */
  appPublicUrl: string;
  /** Invitation e-mail (issue #20): SMTP_URL (unset: links are logged and answered to the admin) and SMTP_FROM. */
  mail: { smtpUrl: string | null; from: string };
  /** How long an invitation link stays valid (INVITATION_TTL_HOURS); default 168 (7 days). */
  invitationTtlHours: number;
}

/** Thrown by `loadConfig` with one line per invalid variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the server configuration from environment variables. Empty values count as
 * unset, except OIDC_ACCESS_TOKEN_TYP='' which turns the access-token `typ` check off. `stdoutIsTty`
 * picks LOG_FORMAT's default.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  stdoutIsTty: boolean = process.stdout.isTTY === true,
): AppConfig {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '?');
      return `  - ${key}=${JSON.stringify(present[key] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const { auth, devIdp } = toAuthConfig(e, env.OIDC_ACCESS_TOKEN_TYP);
  if (devIdp && e.NODE_ENV === 'production') {
    // The development provider signs anyone in as any demo account with a published password.
    throw new ConfigError(
      'Invalid environment configuration:\n  - OIDC_ISSUER="": required when NODE_ENV=production (the built-in development provider is for local use only)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.CURATE_DATA_DIR),
    corsOrigins: e.CORS_ORIGINS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    publicUrls: e.API_PUBLIC_URL ?? [`http://localhost:${e.PORT}`],
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV !== 'production' && stdoutIsTty ? 'pretty' : 'json'),
    metricsToken: e.METRICS_TOKEN ?? null,
    nodeEnv: e.NODE_ENV,
    seedDemoData: (e.SEED_DEMO_DATA ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    hostApp: toHostAppConfig(e, auth),
    auth,
    devIdp,
    workers: e.WORKERS,
    jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
    workerLostSeconds: e.WORKER_LOST_SECONDS,
    modelCalls:
      e.AI_PROVIDER === 'openai'
        ? {
            concurrency: e.AI_CONCURRENCY,
            companyConcurrency: e.AI_COMPANY_CONCURRENCY ?? null,
            rpm: e.AI_RPM ?? null,
            tpm: e.AI_TPM ?? null,
            timeoutSeconds: e.AI_TIMEOUT_SECONDS,
          }
        : null,
    appPublicUrl: e.APP_PUBLIC_URL ?? `http://localhost:${e.HOST_APP_PORT}`,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.SMTP_FROM },
    invitationTtlHours: e.INVITATION_TTL_HOURS,
  };
}
