// The sign-in return address — spec part 1 §2 (callback screen) and §4 (callback handled first).

/** Query parameters the provider adds on return; removed from the address once the callback is handled. */
export const CALLBACK_PARAMS = [
  'code',
  'state',
  'session_state',
  'iss',
  'error',
  'error_description',
  'error_uri',
] as const;

/** True when `href` is a provider return: it holds `state` plus `code` or `error`, on the redirect URI's path. */
export function isCallbackUrl(href: string, redirectUri: string): boolean {
  const url = new URL(href);
  const params = url.searchParams;
  if (!params.has('state') || !(params.has('code') || params.has('error'))) return false;
  return url.pathname === new URL(redirectUri, url).pathname;
}

/** `href` without the provider's return parameters, other query parameters and the hash kept. */
export function cleanCallbackUrl(href: string): string {
  const url = new URL(href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Replaces the address with its cleaned form, without a navigation or a new history entry. */
export function removeCallbackParams(win: Pick<Window, 'location' | 'history'>): void {
  const cleaned = cleanCallbackUrl(win.location.href);
  win.history.replaceState(win.history.state, '', cleaned);
}

/** `path` if it is a same-origin path (starts with one '/', no scheme or host), else null — no open redirects. */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a return path with a control character is refused.
  if (/[\u0000-\u001f]/.test(path)) return null;
  return path;
}
