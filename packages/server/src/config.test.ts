import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { REPO_ROOT } from './db/paths';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: resolve(REPO_ROOT, '.data', 'pglite'),
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      bodyLimitBytes: 1024 * 1024,
      logLevel: 'info',
      nodeEnv: 'development',
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
});
