// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanCallbackUrl, isCallbackUrl, removeCallbackParams, safeReturnPath } from './callbackUrl';

const redirectUri = 'http://localhost:3000/callback';

describe('isCallbackUrl (spec part 1 §4: a callback in the address is handled first)', () => {
  it.each([
    ['code and state on the callback path', 'http://localhost:3000/callback?code=abc&state=xyz', true],
    ['a provider error with state', 'http://localhost:3000/callback?error=access_denied&state=xyz', true],
    ['code without state', 'http://localhost:3000/callback?code=abc', false],
    ['state without code or error', 'http://localhost:3000/callback?state=xyz', false],
    ['code and state on another path', 'http://localhost:3000/acme/review?code=abc&state=xyz', false],
    ['plain callback path', 'http://localhost:3000/callback', false],
  ])('%s -> %s', (_name, href, expected) => {
    expect(isCallbackUrl(href, redirectUri)).toBe(expected);
  });
});

describe('cleanCallbackUrl (spec part 1 §2: code and state removed after login)', () => {
  it.each([
    ['/callback?code=abc&state=xyz', '/callback'],
    ['/callback?code=abc&state=xyz&session_state=s&iss=http%3A%2F%2Fidp', '/callback'],
    ['/callback?error=login_required&error_description=x&state=xyz', '/callback'],
    ['/callback?code=abc&keep=1&state=xyz#frag', '/callback?keep=1#frag'],
    ['/callback', '/callback'],
  ])('%s -> %s', (path, expected) => {
    expect(cleanCallbackUrl(`http://localhost:3000${path}`)).toBe(expected);
  });
});

describe('removeCallbackParams', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('rewrites the address in place, without a new history entry', () => {
    window.history.replaceState(null, '', '/callback?code=abc&state=xyz&iss=x');
    const length = window.history.length;
    removeCallbackParams(window);
    expect(window.location.pathname + window.location.search).toBe('/callback');
    expect(window.history.length).toBe(length);
  });
});

describe('safeReturnPath (no open redirects)', () => {
  it.each([
    ['/acme-tools/review', '/acme-tools/review'],
    ['/acme-tools?tab=products#x', '/acme-tools?tab=products#x'],
    ['//evil.test/x', null],
    ['https://evil.test/', null],
    ['/\\evil.test', null],
    ['javascript:alert(1)', null],
    ['relative/path', null],
    ['/line\nbreak', null],
    [42, null],
    [undefined, null],
  ])('%j -> %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
