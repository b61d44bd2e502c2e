import { describe, expect, it } from 'vitest';
import { injectRuntimeConfig, readRuntimeConfig, RUNTIME_CONFIG_META, runtimeConfigTag } from './runtimeConfig';

// The API that serves dist/ (HOST_APP_DIR) writes the page's settings into index.html; the page reads
// them back with the browser's own HTML parser, whatever characters they hold.

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-Abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('run-time settings of the built host app', () => {
  it('round-trips the settings through index.html, hostile characters included', () => {
    const settings = {
      VITE_CURATE_OIDC_ISSUER: 'https://login.example.com/realms/a&b',
      VITE_CURATE_OIDC_CLIENT_ID: `"><script>alert('x')</script>`,
    };
    const html = injectRuntimeConfig(BUILT, settings);
    const doc = parse(html);
    expect(readRuntimeConfig(doc)).toEqual(settings);
    expect(doc.querySelectorAll('script')).toHaveLength(1); // the bundle's own, nothing injected
    expect(doc.head.lastElementChild?.getAttribute('name')).toBe(RUNTIME_CONFIG_META);
    expect(doc.head.firstElementChild?.getAttribute('charset')).toBe('UTF-8');
  });

  it('reads nothing from a page without settings or with a broken element', () => {
    expect(readRuntimeConfig(parse(BUILT))).toBeNull();
    expect(readRuntimeConfig(undefined)).toBeNull();
    expect(readRuntimeConfig(parse(`<meta name="${RUNTIME_CONFIG_META}" content="{not json">`))).toBeNull();
    expect(readRuntimeConfig(parse(`<meta name="${RUNTIME_CONFIG_META}" content="[1]">`))).toBeNull();
    expect(runtimeConfigTag({})).toBe(`<meta name="${RUNTIME_CONFIG_META}" content="{}" />`);
  });

  it('refuses a page without a head', () => {
    expect(() => injectRuntimeConfig('<p>no head</p>', {})).toThrow(/no <head>/);
  });
});
