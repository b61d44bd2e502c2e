import { describe, expect, it } from 'vitest';
import { checkIdToken, decodeJwt } from './idToken';
import { AuthError } from './errors';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (header: object, payload: object) => `${b64url(header)}.${b64url(payload)}.c2ln`;

const now = 1_700_000_000;
const good = { iss: 'https://idp.test', aud: 'curate-spa', sub: 'u1', exp: now + 300, iat: now, nonce: 'n' };
const expected = { issuer: 'https://idp.test', clientId: 'curate-spa', nowSeconds: now };

describe('checkIdToken (spec part 1 §8: issuer, audience, expiry, subject, RS256)', () => {
  it('accepts a well-formed RS256 token for this client', () => {
    expect(() => checkIdToken(jwt({ alg: 'RS256', kid: 'k' }, good), expected)).not.toThrow();
    expect(() =>
      checkIdToken(jwt({ alg: 'RS256' }, { ...good, aud: ['curate-spa', 'api'], azp: 'curate-spa' }), expected),
    ).not.toThrow();
  });

  it('accepts a token expired by less than the 60 s leeway', () => {
    expect(() => checkIdToken(jwt({ alg: 'RS256' }, { ...good, exp: now - 30 }), expected)).not.toThrow();
  });

  it.each([
    ['alg none', { alg: 'none' }, good, /algorithm none/],
    ['HS256', { alg: 'HS256' }, good, /algorithm HS256/],
    ['another issuer', { alg: 'RS256' }, { ...good, iss: 'https://evil.test' }, /issuer/],
    ['another audience', { alg: 'RS256' }, { ...good, aud: 'other-app' }, /audience/],
    [
      'several audiences, azp of another client',
      { alg: 'RS256' },
      { ...good, aud: ['curate-spa', 'x'], azp: 'x' },
      /authorized party/,
    ],
    ['no subject', { alg: 'RS256' }, { ...good, sub: '' }, /subject/],
    ['expired beyond leeway', { alg: 'RS256' }, { ...good, exp: now - 120 }, /expired/],
    ['no expiry', { alg: 'RS256' }, { ...good, exp: undefined }, /expired/],
  ])('rejects %s', (_name, header, payload, message) => {
    const check = () => checkIdToken(jwt(header, payload), expected);
    expect(check).toThrow(AuthError);
    expect(check).toThrow(message);
  });

  it('rejects something that is not a JWT', () => {
    expect(() => decodeJwt('not-a-jwt')).toThrow(/not a JWT/);
    expect(() => decodeJwt('e30.!!!.x')).toThrow(/not a JWT/);
  });

  it('decodes UTF-8 claims', () => {
    expect(decodeJwt(jwt({ alg: 'RS256' }, { name: 'Zoë Çelik' })).payload.name).toBe('Zoë Çelik');
  });
});
