import { describe, expect, it } from 'vitest';
import { audienceParameters, DEFAULT_CLAIM_NAMES, resolveAuthConfig } from './config';

const origin = 'http://localhost:5173';

describe('resolveAuthConfig', () => {
  it('applies the defaults (spec part 1 §9 scope; §6 claims)', () => {
    const config = resolveAuthConfig({ authority: 'http://localhost:4000', clientId: 'curate-spa' }, origin);
    expect(config).toEqual({
      authority: 'http://localhost:4000',
      clientId: 'curate-spa',
      redirectUri: 'http://localhost:5173/callback',
      postLogoutRedirectUri: 'http://localhost:5173/login',
      scope: 'openid profile email',
      audience: null,
      audienceParam: 'resource',
      organizationParam: 'organization',
      claims: DEFAULT_CLAIM_NAMES,
      superAdminSubject: null,
      storage: 'session',
      revokeOnLogout: true,
    });
    expect(DEFAULT_CLAIM_NAMES.roles).toEqual(['https://curate.dev/roles', 'roles']);
  });

  it('adds offline_access once when asked', () => {
    expect(resolveAuthConfig({ authority: 'a', clientId: 'c', offlineAccess: true }, origin).scope).toBe(
      'openid profile email offline_access',
    );
    expect(
      resolveAuthConfig({ authority: 'a', clientId: 'c', scope: 'openid offline_access', offlineAccess: true }, origin)
        .scope,
    ).toBe('openid offline_access');
  });

  it('merges partial claim names over the defaults', () => {
    const config = resolveAuthConfig(
      { authority: 'a', clientId: 'c', claims: { organization: 'organization' } },
      origin,
    );
    expect(config.claims).toEqual({ ...DEFAULT_CLAIM_NAMES, organization: 'organization' });
  });
});

describe('audienceParameters', () => {
  it.each([
    ['resource', { resource: 'https://api', authorizeExtra: {} }],
    ['audience', { resource: undefined, authorizeExtra: { audience: 'https://api' } }],
    ['both', { resource: 'https://api', authorizeExtra: { audience: 'https://api' } }],
  ] as const)('%s', (audienceParam, expected) => {
    expect(audienceParameters({ audience: 'https://api', audienceParam })).toEqual(expected);
  });

  it('sends nothing without an audience', () => {
    expect(audienceParameters({ audience: null, audienceParam: 'both' })).toEqual({
      resource: undefined,
      authorizeExtra: {},
    });
  });
});
