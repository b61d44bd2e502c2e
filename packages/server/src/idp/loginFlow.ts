// Signs a demo account in through the provider's real flow over HTTP: authorization code + PKCE, like a browser.
import { createHash, randomBytes } from 'node:crypto';
import { CookieJar } from './cookieJar';

export { CookieJar };

/** Tokens from the token endpoint. */
export interface TokenSet {
  accessToken: string;
  idToken?: string;
  refreshToken?: string;
  /** Access-token lifetime in seconds. */
  expiresIn: number;
  tokenType: string;
  scope?: string;
}

/** What `obtainTokens` returns: the tokens plus what the flow used. */
export interface ObtainedTokens extends TokenSet {
  /** The nonce sent, which the ID token must echo. */
  nonce: string;
  /** False when an existing provider session (cookies) signed in without the form. */
  usedLoginForm: boolean;
}

export interface ObtainTokensOptions {
  /** Issuer, e.g. http://localhost:4000. */
  issuer: string;
  /** Public client id, e.g. 'curate-web'. */
  clientId: string;
  /** A registered redirect URI; it need not be served (the code is read from the Location header). */
  redirectUri: string;
  email: string;
  password: string;
  /** `organization` authorization parameter; default none. */
  organization?: string;
  /** RFC 8707 resource (API audience); default none, so the provider's default resource applies. */
  resource?: string;
  /** Scopes; default 'openid profile email' (spec part 1 §9). */
  scope?: string;
  /** Cookies kept between calls, to reuse a provider session the way a browser would; default a fresh jar. */
  cookies?: CookieJar;
  /** `prompt` authorization parameter, e.g. 'none' for a silent sign-in that must not show the form; default none. */
  prompt?: string;
}

/** A failed sign-in: the login page's error line, an OAuth error, or an HTTP failure. */
export class LoginFlowError extends Error {
  override name = 'LoginFlowError';
  constructor(
    message: string,
    /** HTTP status of the response that failed, when there was one. */
    readonly status?: number,
    /** OAuth error code (e.g. 'invalid_grant'), when the provider sent one. */
    readonly error?: string,
  ) {
    super(message);
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const random = () => base64url(randomBytes(32));

/** A PKCE verifier and its S256 challenge. */
export function createPkce(): { verifier: string; challenge: string } {
  const verifier = random();
  return { verifier, challenge: base64url(createHash('sha256').update(verifier).digest()) };
}

interface Metadata {
  authorization_endpoint: string;
  token_endpoint: string;
}

async function discover(issuer: string): Promise<Metadata> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new LoginFlowError(
      `cannot reach the identity provider at ${issuer} (${(error as Error).cause ?? (error as Error).message})`,
    );
  }
  if (!response.ok) throw new LoginFlowError(`${url} answered ${response.status}`, response.status);
  return (await response.json()) as Metadata;
}

async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const cookie = jar.header();
  const headers = new Headers(init.headers);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** A page the flow stopped at. */
interface Page {
  status: number;
  url: string;
  html: string;
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The form of a page that submits itself on load (oidc-provider's form_post pages), or undefined. */
function selfSubmittingForm(page: Page): { action: string; fields: URLSearchParams } | undefined {
  if (!page.html.includes('document.forms[0].submit()')) return undefined;
  const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1];
  if (!action) return undefined;
  const fields = new URLSearchParams();
  for (const [, name, value] of page.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) {
    fields.append(unescapeHtml(name!), unescapeHtml(value!));
  }
  return { action: new URL(unescapeHtml(action), page.url).href, fields };
}

/**
 * Follows redirects (and self-submitting forms, e.g. the sign-out of a previous account) until one leaves for
 * `redirectUri` (returned as a URL) or a page answers (returned).
 */
async function follow(jar: CookieJar, response: Response, redirectUri: string): Promise<URL | Page> {
  for (let hops = 0; hops < 10; hops += 1) {
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, response.url);
      if (next.href.startsWith(redirectUri)) return next;
      await response.body?.cancel();
      response = await request(jar, next.href);
      continue;
    }
    const page = { status: response.status, url: response.url, html: await response.text() };
    const form = selfSubmittingForm(page);
    if (!form) return page;
    response = await request(jar, form.action, { method: 'POST', body: form.fields });
  }
  throw new LoginFlowError('too many redirects');
}

/** The error line of a sign-in page, or its first paragraph (message pages). */
function pageError(page: Page): string {
  const text = /<p id="error"[^>]*>([^<]*)<\/p>/.exec(page.html)?.[1] || /<p>([^<]*)<\/p>/.exec(page.html)?.[1];
  return text ? unescapeHtml(text) : `sign-in stopped at ${page.url} (${page.status})`;
}

async function postForm(url: string, body: Record<string, string | undefined>): Promise<Response> {
  const form = new URLSearchParams(
    Object.entries(body).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return fetch(url, { method: 'POST', body: form, headers: { accept: 'application/json' } });
}

async function tokenResponse(response: Response): Promise<TokenSet> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const error = typeof body.error === 'string' ? body.error : undefined;
    const description = typeof body.error_description === 'string' ? body.error_description : '';
    throw new LoginFlowError(
      `token request failed: ${error ?? response.status}${description ? ` (${description})` : ''}`,
      response.status,
      error,
    );
  }
  return {
    accessToken: String(body.access_token),
    idToken: typeof body.id_token === 'string' ? body.id_token : undefined,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    expiresIn: Number(body.expires_in),
    tokenType: String(body.token_type),
    scope: typeof body.scope === 'string' ? body.scope : undefined,
  };
}

/** Signs `email` in (authorization request with PKCE, login form, callback) and exchanges the code for tokens. */
export async function obtainTokens(options: ObtainTokensOptions): Promise<ObtainedTokens> {
  const jar = options.cookies ?? new CookieJar();
  const metadata = await discover(options.issuer);
  const pkce = createPkce();
  const state = random();
  const nonce = random();
  const authorize = new URL(metadata.authorization_endpoint);
  const params = {
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid profile email',
    state,
    nonce,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    login_hint: options.email,
    organization: options.organization,
    resource: options.resource,
    prompt: options.prompt,
  };
  for (const [key, value] of Object.entries(params)) if (value !== undefined) authorize.searchParams.set(key, value);

  let outcome = await follow(jar, await request(jar, authorize.href), options.redirectUri);
  let usedLoginForm = false;
  if (!(outcome instanceof URL)) {
    const action = /<form method="post" action="([^"]+)"/.exec(outcome.html)?.[1];
    if (outcome.status !== 200 || !action) throw new LoginFlowError(pageError(outcome), outcome.status);
    usedLoginForm = true;
    const form = new URLSearchParams({ email: options.email, password: options.password });
    const posted = await request(jar, new URL(unescapeHtml(action), outcome.url).href, { method: 'POST', body: form });
    outcome = await follow(jar, posted, options.redirectUri);
    if (!(outcome instanceof URL)) throw new LoginFlowError(pageError(outcome), outcome.status);
  }

  const error = outcome.searchParams.get('error');
  if (error) {
    const description = outcome.searchParams.get('error_description');
    throw new LoginFlowError(
      `authorization failed: ${error}${description ? ` (${description})` : ''}`,
      undefined,
      error,
    );
  }
  if (outcome.searchParams.get('state') !== state)
    throw new LoginFlowError('state mismatch in the authorization response');
  const code = outcome.searchParams.get('code');
  if (!code) throw new LoginFlowError('no code in the authorization response');

  const tokens = await tokenResponse(
    await postForm(metadata.token_endpoint, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      code_verifier: pkce.verifier,
      resource: options.resource,
    }),
  );
  return { ...tokens, nonce, usedLoginForm };
}

export interface RefreshTokensOptions {
  issuer: string;
  clientId: string;
  refreshToken: string;
  /** RFC 8707 resource; default none (the granted one applies). */
  resource?: string;
}

/** Exchanges a refresh token at the token endpoint (the provider rotates it: use the returned one next). */
export async function refreshTokens(options: RefreshTokensOptions): Promise<TokenSet> {
  const metadata = await discover(options.issuer);
  return tokenResponse(
    await postForm(metadata.token_endpoint, {
      grant_type: 'refresh_token',
      refresh_token: options.refreshToken,
      client_id: options.clientId,
      resource: options.resource,
    }),
  );
}
