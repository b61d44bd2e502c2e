// The sign-in and logout pages in a real Chromium: form, redirect back with a code, one-step logout.
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { DEV_IDP_CLAIMS } from './index';
import { createPkce } from './loginFlow';
import { INVALID_CREDENTIALS, PAGE_TITLE } from './pages';
import { startTestProvider, TEST_AUDIENCE, TEST_CLIENT_ID, TEST_PASSWORD, type TestProvider } from '../test/idp';

/** Flags Debian's Chromium needs here (no sandbox as root, no background network). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
}

let database: TestDatabase;
let idp: TestProvider;
let spa: Server;
let spaOrigin: string;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  // Stands in for the SPA: any path answers a tiny page, so the browser can land on /callback and /login.
  spa = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Curate SPA</title>'),
  );
  await new Promise<void>((resolve) => spa.listen(0, '127.0.0.1', resolve));
  spaOrigin = `http://127.0.0.1:${(spa.address() as AddressInfo).port}`;
  database = await createTestDatabase({ seed: true });
  idp = await startTestProvider(database, { webOrigins: [spaOrigin] });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  context = await browser.newContext();
});

afterAll(async () => {
  await browser?.close();
  await idp?.close();
  await database?.cleanup();
  spa?.close();
});

function authorizationUrl(challenge: string, state: string, loginHint: string): string {
  const url = new URL(`${idp.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: TEST_CLIENT_ID,
    redirect_uri: `${spaOrigin}/callback`,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce: 'n-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    resource: TEST_AUDIENCE,
    login_hint: loginHint,
  }).toString();
  return url.href;
}

describe('in Chromium', () => {
  test('a wrong password shows the error line on an accessible page', async () => {
    const page = await context.newPage();
    await page.goto(authorizationUrl(createPkce().challenge, 'st-wrong', 'tom.user@acme.test'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(INVALID_CREDENTIALS);
    expect(new URL(page.url()).origin).toBe(idp.issuer);
    expect(await page.getByLabel('Email').inputValue()).toBe('tom.user@acme.test');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.close();
  });

  test('signing in on the form returns to the redirect URI with a code that exchanges for tokens', async () => {
    const page = await context.newPage();
    const pkce = createPkce();
    await page.goto(authorizationUrl(pkce.challenge, 'st-ok', 'alice.admin@acme.test'));
    expect(await page.title()).toBe(PAGE_TITLE);
    expect(await page.getByLabel('Email').inputValue()).toBe('alice.admin@acme.test');
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${spaOrigin}/callback?`));

    const callback = new URL(page.url());
    expect(callback.searchParams.get('state')).toBe('st-ok');
    expect(callback.searchParams.get('iss')).toBe(idp.issuer);
    const response = await fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { origin: spaOrigin },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code')!,
        redirect_uri: `${spaOrigin}/callback`,
        client_id: TEST_CLIENT_ID,
        code_verifier: pkce.verifier,
        resource: TEST_AUDIENCE,
      }),
    });
    expect(response.status).toBe(200);
    const { access_token: accessToken } = (await response.json()) as { access_token: string };
    expect(await idp.verifyAccessToken(accessToken)).toMatchObject({
      org_id: 'org_acme',
      [DEV_IDP_CLAIMS.roles]: ['tenant-admin'],
    });
    await page.close();
  });

  test('logout is one redirect back to the SPA login page', async () => {
    const page = await context.newPage();
    const url = new URL(`${idp.issuer}/session/end`);
    url.search = new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      post_logout_redirect_uri: `${spaOrigin}/login`,
      state: 'bye',
    }).toString();
    await page.goto(url.href);
    await page.waitForURL(`${spaOrigin}/login?state=bye`);
    // Signed out: the next authorization request shows the form again.
    await page.goto(authorizationUrl(createPkce().challenge, 'st-again', 'alice.admin@acme.test'));
    await expect.poll(() => page.title()).toBe(PAGE_TITLE);
    await page.close();
  });
});
