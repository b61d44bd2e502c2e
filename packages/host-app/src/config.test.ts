import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtimeConfigTag } from '../runtimeConfig';

// A page served by the API (HOST_APP_DIR) takes its settings from the page, not from the build.

async function loadConfigModule() {
  vi.resetModules();
  return import('./config');
}

describe('host app settings: run time over build time', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllEnvs();
  });

  it('uses the settings the server wrote into the page, and the page origin as the API when none is named', async () => {
    vi.stubEnv('VITE_CURATE_API_URL', 'http://build-time-api.example');
    vi.stubEnv('VITE_CURATE_OIDC_CLIENT_ID', 'build-time-client');
    document.head.innerHTML = runtimeConfigTag({
      VITE_CURATE_OIDC_ISSUER: 'https://login.example.com/realms/curate/',
      VITE_CURATE_API_AUDIENCE: 'https://curate.example.com/api/v2',
      VITE_CURATE_OIDC_AUDIENCE_PARAM: 'audience',
    });
    const { apiBaseUrl, authConfig } = await loadConfigModule();
    expect(apiBaseUrl()).toBe(window.location.origin);
    expect(authConfig()).toMatchObject({
      authority: 'https://login.example.com/realms/curate',
      clientId: 'curate-web', // the build's value is ignored once the page carries settings
      audience: 'https://curate.example.com/api/v2',
      audienceParam: 'audience',
    });
  });

  it('keeps the build-time settings on a page without them (vite preview, pnpm start)', async () => {
    vi.stubEnv('VITE_CURATE_API_URL', 'http://localhost:3999/');
    vi.stubEnv('VITE_CURATE_OIDC_CLIENT_ID', 'build-time-client');
    const { apiBaseUrl, authConfig } = await loadConfigModule();
    expect(apiBaseUrl()).toBe('http://localhost:3999');
    expect(authConfig().clientId).toBe('build-time-client');
  });
});
