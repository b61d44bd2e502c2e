import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './db/paths';
import { demoUserId } from './seed/accounts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({}, false)).toEqual({
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: resolve(REPO_ROOT, '.data', 'pglite'),
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      bodyLimitBytes: 1024 * 1024,
      logLevel: 'info',
      logFormat: 'json',
      metricsToken: null,
      trustProxy: false,
      publicUrls: ['http://localhost:3000'],
      nodeEnv: 'development',
      seedDemoData: true,
      hostApp: null,
      auth: {
        issuer: 'http://localhost:4000',
        audience: 'http://localhost:3000/api/v2',
        clientId: 'curate-web',
        rolesClaims: ['https://curate.dev/roles', 'roles'],
        orgClaim: 'org_id',
        accessTokenTyp: 'at+jwt',
        superAdminSubject: demoUserId('admin@curate.dev'),
        superAdminEmail: null,
        detectRateLimitPerMinute: 10,
      },
      devIdp: { url: 'http://localhost:4000', port: 4000, password: 'curate-demo', accessTokenTtlSeconds: 300 },
      workers: 2,
      jobTimeoutSeconds: 300,
      workerLostSeconds: 30,
      modelCalls: null,
      appPublicUrl: 'http://localhost:5173',
      mail: { smtpUrl: null, from: 'Curate <no-reply@curate.localhost>' },
      invitationTtlHours: 168,
    });
    expect(REPO_ROOT).toBe(resolve(fileURLToPath(new URL('../../..', import.meta.url))));
  });

  it('reads values, treating empty strings as unset', () => {
    const config = loadConfig({
      PORT: '3999',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/curate',
      CURATE_DATA_DIR: '',
      CORS_ORIGINS: ' https://portal.example.com , http://localhost:6006 ',
      BODY_LIMIT_BYTES: '2048',
      LOG_LEVEL: 'debug',
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://login.example.com/',
    });
    expect(config).toMatchObject({
      port: 3999,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/curate',
      corsOrigins: ['https://portal.example.com', 'http://localhost:6006'],
      bodyLimitBytes: 2048,
      logLevel: 'debug',
      nodeEnv: 'production',
    });
    expect(config.dataDir).toMatch(/\.data[\\/]pglite$/);
  });

  it('names every invalid variable in one clear error', () => {
    const load = () => loadConfig({ PORT: 'abc', CORS_ORIGINS: 'localhost:5173', LOG_LEVEL: 'loud' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/Invalid environment configuration/);
    try {
      load();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="abc"');
      expect(message).toContain('CORS_ORIGINS="localhost:5173"');
      expect(message).toContain('LOG_LEVEL="loud"');
    }
  });

  it('trusts an external provider by configuration alone, with no development provider', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://tenant.eu.auth0.com/',
      OIDC_AUDIENCE: 'https://api.curate.example.com',
      OIDC_CLIENT_ID: 'spa-123',
      OIDC_ROLES_CLAIMS: 'https://curate.example.com/roles, realm_roles ',
      OIDC_ORG_CLAIM: 'organization',
      OIDC_ACCESS_TOKEN_TYP: '',
      SUPER_ADMIN_SUBJECT: 'auth0|ops',
      SUPER_ADMIN_EMAIL: 'ops@curate.example.com',
      DETECT_USER_AUTH_RATE_LIMIT: '30',
    });
    expect(config.devIdp).toBeNull();
    expect(config.auth).toEqual({
      issuer: 'https://tenant.eu.auth0.com/',
      audience: 'https://api.curate.example.com',
      clientId: 'spa-123',
      rolesClaims: ['https://curate.example.com/roles', 'realm_roles'],
      orgClaim: 'organization',
      accessTokenTyp: null,
      superAdminSubject: 'auth0|ops',
      superAdminEmail: 'ops@curate.example.com',
      detectRateLimitPerMinute: 30,
    });
    // Without the dev provider there is no default super-admin subject.
    expect(loadConfig({ OIDC_ISSUER: 'https://idp.example.com' }).auth.superAdminSubject).toBeNull();
  });

  it('moves the development provider with DEV_IDP_PORT and DEV_IDP_URL', () => {
    expect(loadConfig({ DEV_IDP_PORT: '4999', DEV_IDP_ACCESS_TOKEN_TTL: '30' }).devIdp).toEqual({
      url: 'http://localhost:4999',
      port: 4999,
      password: 'curate-demo',
      accessTokenTtlSeconds: 30,
    });
    expect(loadConfig({ DEV_IDP_URL: 'http://127.0.0.1:4000/' }).auth.issuer).toBe('http://127.0.0.1:4000');
  });

  it('refuses the development provider in production, and bad sign-in values', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OIDC_ISSUER="": required when NODE_ENV=production/);
    const load = () =>
      loadConfig({ OIDC_ISSUER: 'login.example.com', DEV_IDP_ACCESS_TOKEN_TTL: '1', SUPER_ADMIN_EMAIL: 'nope' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/OIDC_ISSUER="login.example.com"/);
    expect(load).toThrow(/DEV_IDP_ACCESS_TOKEN_TTL="1"/);
    expect(load).toThrow(/SUPER_ADMIN_EMAIL="nope"/);
  });

  it('caps development access tokens at 5 minutes', () => {
    expect(loadConfig({ DEV_IDP_ACCESS_TOKEN_TTL: '300' }).devIdp?.accessTokenTtlSeconds).toBe(300);
    expect(() => loadConfig({ DEV_IDP_ACCESS_TOKEN_TTL: '301' })).toThrow(
      /DEV_IDP_ACCESS_TOKEN_TTL="301": expected at most 300 seconds/,
    );
  });

  it('reads API_PUBLIC_URL as the public URLs of the API, and refuses URLs that would not serve the paths', () => {
    expect(loadConfig({ PORT: '3999' }).publicUrls).toEqual(['http://localhost:3999']);
    expect(
      loadConfig({ API_PUBLIC_URL: ' https://curate.example.com/ , http://10.0.0.5:3000/curate/' }).publicUrls,
    ).toEqual(['https://curate.example.com', 'http://10.0.0.5:3000/curate']);
    for (const bad of [
      'curate.example.com',
      'ftp://x.example.com',
      'https://x.example.com/api/v2',
      'https://x.example.com/?a=1',
    ]) {
      expect(() => loadConfig({ API_PUBLIC_URL: bad })).toThrow(
        /API_PUBLIC_URL=.*expected a comma-separated list of http\(s\) URLs/,
      );
    }
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', '10.0.0.300', '10.0.0.0/33', 'proxy.example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY=.*expected 'false', a hop count/);
    }
  });
});

describe('model-call settings', () => {
  it('sets the pool for AI_PROVIDER=openai with its documented defaults, and refuses a concurrency below 1', () => {
    expect(loadConfig({ AI_PROVIDER: 'openai' }).modelCalls).toEqual({
      concurrency: 16,
      companyConcurrency: null,
      rpm: null,
      tpm: null,
      timeoutSeconds: 60,
    });
    expect(
      loadConfig({
        AI_PROVIDER: 'openai',
        AI_CONCURRENCY: '4',
        AI_COMPANY_CONCURRENCY: '2',
        AI_RPM: '500',
        AI_TPM: '200000',
        AI_TIMEOUT_SECONDS: '30',
      }).modelCalls,
    ).toEqual({ concurrency: 4, companyConcurrency: 2, rpm: 500, tpm: 200000, timeoutSeconds: 30 });
    expect(() => loadConfig({ AI_PROVIDER: 'openai', AI_CONCURRENCY: '0' })).toThrow(/AI_CONCURRENCY/);
  });

  it('reads WORKER_LOST_SECONDS, and refuses a period shorter than three one-second beats', () => {
    expect(loadConfig({ WORKER_LOST_SECONDS: '12' }).workerLostSeconds).toBe(12);
    expect(() => loadConfig({ WORKER_LOST_SECONDS: '2' })).toThrow(/WORKER_LOST_SECONDS/);
  });
});

describe('log format and metrics token', () => {
  it('defaults LOG_FORMAT to pretty on a terminal outside production, else json; an explicit value wins', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }, true).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production', OIDC_ISSUER: 'https://login.example.com/' }, true).logFormat).toBe(
      'json',
    );
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT="xml"/);
  });

  it('reads METRICS_TOKEN (unset: null) and refuses one shorter than 16 characters or no bearer token', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: ' scrape-secret-0123456789 ' }).metricsToken).toBe('scrape-secret-0123456789');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN="short": expected a secret of at least 16/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'scrape secret 0123456789' })).toThrow(/expected letters, digits/);
  });
});

describe('the served host app and the demo seed', () => {
  it('serves no host app unless HOST_APP_DIR is set; the page is told what the API uses unless VITE_CURATE_* say otherwise', () => {
    expect(loadConfig({}).hostApp).toBeNull();
    const derived = loadConfig({
      HOST_APP_DIR: 'packages/host-app/dist',
      OIDC_ISSUER: 'https://login.example.com/',
      OIDC_CLIENT_ID: 'spa',
      OIDC_AUDIENCE: 'https://curate.example.com/api/v2',
      SUPER_ADMIN_SUBJECT: 'auth0|root',
    }).hostApp;
    expect(derived).toEqual({
      dir: resolve('packages/host-app/dist'),
      settings: {
        VITE_CURATE_OIDC_ISSUER: 'https://login.example.com/',
        VITE_CURATE_OIDC_CLIENT_ID: 'spa',
        VITE_CURATE_API_AUDIENCE: 'https://curate.example.com/api/v2',
        VITE_CURATE_OIDC_ROLES_CLAIM: 'https://curate.dev/roles,roles',
        VITE_CURATE_OIDC_ORG_CLAIM: 'org_id',
        VITE_CURATE_SUPER_ADMIN_SUBJECT: 'auth0|root',
      },
    });
    const explicit = loadConfig({
      HOST_APP_DIR: '/srv/web',
      VITE_CURATE_API_URL: 'https://api.example.com',
      VITE_CURATE_OIDC_ISSUER: 'https://idp.example.com/realms/curate',
      VITE_CURATE_OIDC_AUDIENCE_PARAM: 'audience',
      VITE_CURATE_OIDC_OFFLINE_ACCESS: 'true',
      VITE_CURATE_OIDC_COMPANY_CODE_CLAIM: 'company',
    }).hostApp;
    expect(explicit?.settings).toMatchObject({
      VITE_CURATE_API_URL: 'https://api.example.com',
      VITE_CURATE_OIDC_ISSUER: 'https://idp.example.com/realms/curate',
      VITE_CURATE_OIDC_AUDIENCE_PARAM: 'audience',
      VITE_CURATE_OIDC_OFFLINE_ACCESS: 'true',
      VITE_CURATE_OIDC_COMPANY_CODE_CLAIM: 'company',
    });
    expect(() => loadConfig({ HOST_APP_DIR: '/srv/web', VITE_CURATE_API_URL: 'api.example.com' })).toThrow(
      /VITE_CURATE_API_URL="api.example.com"/,
    );
    expect(() => loadConfig({ VITE_CURATE_OIDC_AUDIENCE_PARAM: 'scope' })).toThrow(/VITE_CURATE_OIDC_AUDIENCE_PARAM/);
  });

  it('seeds the demo data outside production only, unless SEED_DEMO_DATA says otherwise', () => {
    const production = { NODE_ENV: 'production', OIDC_ISSUER: 'https://login.example.com/' };
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow(/SEED_DEMO_DATA="yes"/);
  });
});
