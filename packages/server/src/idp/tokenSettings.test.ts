// `pnpm run token` asks the provider and API that `pnpm start` runs with the same variables.
import { describe, expect, test } from 'vitest';
import { tokenSettings } from './tokenSettings';

describe('tokenSettings', () => {
  test('defaults: the provider on 4000, the API on 3000, the host app on 5173', () => {
    expect(tokenSettings({})).toEqual({
      issuer: 'http://localhost:4000',
      clientId: 'curate-web',
      redirectUri: 'http://localhost:5173/callback',
      password: 'curate-demo',
      resource: 'http://localhost:3000/api/v2',
    });
  });

  test('follows PORT, DEV_IDP_PORT and HOST_APP_PORT as pnpm start does', () => {
    expect(tokenSettings({ PORT: '3100', DEV_IDP_PORT: '4100', HOST_APP_PORT: '5200' })).toMatchObject({
      issuer: 'http://localhost:4100',
      redirectUri: 'http://localhost:5200/callback',
      resource: 'http://localhost:3100/api/v2',
    });
  });

  test('explicit URLs win over ports; empty values count as unset', () => {
    expect(
      tokenSettings({
        DEV_IDP_URL: 'http://idp.test:8080/',
        DEV_IDP_PORT: '4100',
        OIDC_AUDIENCE: 'https://api.test/api/v2',
        PORT: '3100',
        CORS_ORIGINS: ' , http://app.test/ ,http://other.test',
        OIDC_CLIENT_ID: 'other-client',
        DEV_IDP_PASSWORD: ' ',
      }),
    ).toEqual({
      issuer: 'http://idp.test:8080',
      clientId: 'other-client',
      redirectUri: 'http://app.test/callback',
      password: 'curate-demo',
      resource: 'https://api.test/api/v2',
    });
  });
});
