// createAuthClient: OpenID Connect authorization code + PKCE with redirect login, over oidc-client-ts v3.
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore, type INavigator } from 'oidc-client-ts';
import {
  AUTH_CHANNEL_NAME,
  IDENTITY_HTTP_TIMEOUT_MS,
  INTENDED_PATH_KEY,
  PEER_TOKEN_WAIT_MS,
  RENEWAL_LOCK_NAME,
  SILENT_TOKEN_LOCK_MS,
  TOKEN_EXPIRY_LEEWAY_SECONDS,
  TOKEN_FETCH_ATTEMPTS,
} from './constants';
import { audienceParameters, resolveAuthConfig, type AuthConfig } from './config';
import { AuthError, isRetryableFetchError, toAuthError, withFetchRetries } from './errors';
import { isCallbackUrl, removeCallbackParams, safeReturnPath } from './callbackUrl';
import { peekIntendedPath, takeIntendedPath } from './intendedPath';
import { checkIdToken } from './idToken';
import { readOrganizationId } from './claims';
import { clearStoredKeys } from './storedKeys';
import { createTabSync, needsRenewal, type TabChannel, type TabLocks, type TabSync, type TokenSet } from './tabSync';
import { browserChannel, browserLocks } from './tabTransport';
import { createTokenStore, toSession, toTokenSet } from './tokenStore';
import type { AuthClient, AuthEvent, AuthStart, CallbackResult } from './types';

/** Environment of the client; every field defaults to the browser's own. */
export interface AuthClientDeps {
  /** Window whose location, history and sessionStorage are used. Default the global window. */
  window?: Window;
  /** Leaves the page for the provider. Default `window.location.assign`. */
  navigate?: (url: string) => void;
  /** Cross-tab lock. Default `navigator.locks` (an in-tab lock where missing). */
  locks?: TabLocks;
  /** Cross-tab channel; null works alone. Default `new BroadcastChannel('curate-auth')`. */
  channel?: TabChannel | null;
  /** Clock in ms. Default Date.now. */
  now?: () => number;
  /** How long a tab without tokens waits for a peer's. Default PEER_TOKEN_WAIT_MS (300 ms). */
  peerWaitMs?: number;
}

/** Leaves for the provider through `navigate`; the promise settles at once (the page is unloading). */
function redirectNavigator(navigate: (url: string) => void): INavigator {
  return {
    prepare: async () => ({
      navigate: async ({ url }) => {
        navigate(url);
        return { url };
      },
      close: () => undefined,
    }),
    callback: async () => undefined,
  };
}

/** Creates the sign-in client; nothing runs until `start`, `login` or `getAccessToken` is called. */
export function createAuthClient(config: AuthConfig, deps: AuthClientDeps = {}): AuthClient {
  const win = deps.window ?? window;
  const now = deps.now ?? Date.now;
  const navigate = deps.navigate ?? ((url: string) => win.location.assign(url));
  const cfg = resolveAuthConfig(config, win.location.origin);
  const audience = audienceParameters(cfg);
  const timeoutSeconds = IDENTITY_HTTP_TIMEOUT_MS / 1000;
  // Tokens: this tab's sessionStorage or memory. The PKCE transaction must survive the redirect: sessionStorage.
  const tokenStorage = cfg.storage === 'memory' ? new InMemoryWebStorage() : win.sessionStorage;
  const stateStore = new WebStorageStateStore({ store: win.sessionStorage, prefix: 'curate-auth.state.' });
  const userManager = new UserManager(
    {
      authority: cfg.authority,
      client_id: cfg.clientId,
      redirect_uri: cfg.redirectUri,
      post_logout_redirect_uri: cfg.postLogoutRedirectUri,
      response_type: 'code',
      scope: cfg.scope,
      resource: audience.resource,
      extraQueryParams: audience.authorizeExtra,
      extraTokenParams: audience.resource ? { resource: audience.resource } : {},
      userStore: new WebStorageStateStore({ store: tokenStorage, prefix: 'curate-auth.' }),
      stateStore,
      automaticSilentRenew: false, // renewal goes through the cross-tab lock instead
      monitorSession: false,
      requestTimeoutInSeconds: timeoutSeconds,
      silentRequestTimeoutInSeconds: timeoutSeconds,
      accessTokenExpiringNotificationTimeInSeconds: TOKEN_EXPIRY_LEEWAY_SECONDS,
      revokeTokenTypes: ['refresh_token'],
    },
    redirectNavigator(navigate),
  );
  const store = createTokenStore(userManager, tokenStorage, cfg.clientId);
  const listeners = new Set<(event: AuthEvent) => void>();
  let sync: TabSync | null = null;
  let ownChannel: TabChannel | null = null;
  let started: Promise<AuthStart> | null = null;
  let announced: TokenSet | null = null;

  const emit = (event: AuthEvent) => {
    for (const listener of listeners) listener(event);
  };
  const announce = (type: 'signedIn' | 'tokensRenewed', set: TokenSet) => {
    announced = set;
    emit({ type, session: toSession(set) });
  };

  function tabSync(): TabSync {
    if (sync) return sync;
    if (deps.channel === undefined) ownChannel = browserChannel(AUTH_CHANNEL_NAME);
    const channel = deps.channel !== undefined ? deps.channel : ownChannel;
    sync = createTabSync({
      locks: deps.locks ?? browserLocks(),
      channel,
      lockTimeoutMs: SILENT_TOKEN_LOCK_MS,
      lockName: RENEWAL_LOCK_NAME,
      now,
      onAdopt: (set, previous) => {
        void store.write(set);
        announce(previous ? 'tokensRenewed' : 'signedIn', set);
      },
      onPeerLogout: () => {
        void store.clear();
        clearLocalKeys();
        announced = null;
        emit({ type: 'signedOut', reason: 'peer_logout' });
      },
    });
    return sync;
  }

  function clearLocalKeys() {
    clearStoredKeys(win.sessionStorage);
    win.sessionStorage.removeItem(INTENDED_PATH_KEY);
    try {
      clearStoredKeys(win.localStorage); // nothing of ours is written there; stale keys of older versions go too
    } catch {
      // storage can be blocked (sandboxed frames)
    }
  }

  async function verifyIdToken(idToken: string) {
    const issuer = await userManager.metadataService.getIssuer();
    checkIdToken(idToken, { issuer, clientId: cfg.clientId, nowSeconds: now() / 1000 });
  }

  /** A silent-token failure marks the tab signed out; login_required / consent_required ask for a new login (spec §4). */
  async function failRenewal(error: AuthError, set: TokenSet) {
    const { claims } = toSession(set);
    tabSync().setLocal(null);
    await store.clear().catch(() => undefined);
    announced = null;
    emit({ type: 'signedOut', reason: 'renewal_failed', error });
    if (error.code === 'login_required' || error.code === 'consent_required') {
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      const organization = readOrganizationId(claims, cfg.claims.organization) ?? undefined;
      emit({ type: 'loginRequired', error, hint: { email, organization } });
    }
  }

  /** Runs inside the renewal lock with the newest set this tab knows. */
  async function refreshTokens(current: TokenSet): Promise<TokenSet> {
    try {
      const user = User.fromStorageString(current.payload);
      if (!user.refresh_token)
        throw new AuthError('missing_refresh_token', 'No refresh token to renew the session with');
      await store.write(current); // oidc-client-ts renews from the stored user: make it exactly this set
      const fresh = await withFetchRetries(
        () => userManager.signinSilent({ resource: audience.resource }),
        TOKEN_FETCH_ATTEMPTS,
      );
      if (!fresh) throw new AuthError('unknown', 'The provider returned no tokens');
      if (fresh.id_token && fresh.id_token !== user.id_token) await verifyIdToken(fresh.id_token);
      const set = toTokenSet(fresh, now());
      store.markObtained(set.obtainedAt);
      return set;
    } catch (error) {
      const authError = toAuthError(error);
      await failRenewal(authError, current);
      throw authError;
    }
  }

  async function renew(): Promise<TokenSet> {
    const fresh = await tabSync().renew(refreshTokens);
    if (fresh !== announced) announce('tokensRenewed', fresh);
    return fresh;
  }

  /** Code exchange, retried on network failure; the PKCE transaction is put back before a retry. */
  async function exchangeCode(href: string): Promise<User> {
    const stateId = new URL(href).searchParams.get('state');
    const saved = stateId ? await stateStore.get(stateId) : null;
    return withFetchRetries(async () => {
      try {
        return await userManager.signinRedirectCallback(href);
      } catch (error) {
        if (stateId && saved && isRetryableFetchError(error)) await stateStore.set(stateId, saved);
        throw error;
      }
    }, TOKEN_FETCH_ATTEMPTS);
  }

  async function handleCallback(href = win.location.href): Promise<CallbackResult> {
    const sync = tabSync();
    try {
      const user = await exchangeCode(href);
      if (user.id_token) await verifyIdToken(user.id_token);
      const set = toTokenSet(user, now());
      store.markObtained(set.obtainedAt);
      sync.publishSignIn(set);
      const fromState = safeReturnPath((user.state as { returnTo?: unknown } | undefined)?.returnTo);
      const remembered = takeIntendedPath(win.sessionStorage);
      announce('signedIn', set);
      return { session: toSession(set), returnTo: fromState ?? remembered };
    } catch (error) {
      await store.clear().catch(() => undefined);
      throw toAuthError(error);
    } finally {
      removeCallbackParams(win); // spec part 1 §2: code and state leave the address
    }
  }

  async function restore(): Promise<AuthStart> {
    const sync = tabSync();
    const stored = await store.read().catch(() => null);
    sync.setLocal(stored);
    const peerWait = deps.peerWaitMs ?? PEER_TOKEN_WAIT_MS;
    // Without tokens, or with ones due for renewal (possibly stale after a reload), ask the other tabs first.
    if (!stored || needsRenewal(stored, now())) await sync.requestFromPeers(peerWait);
    else void sync.requestFromPeers(peerWait);
    let set = sync.current();
    if (!set) return { session: null, returnTo: null, error: null, handledCallback: false };
    if (needsRenewal(set, now())) {
      try {
        set = await renew();
      } catch (error) {
        // Signed out, or (lock timeout) signed out until a peer's renewed set arrives and is adopted.
        return { session: null, returnTo: null, error: toAuthError(error), handledCallback: false };
      }
    }
    announced = set;
    return { session: toSession(set), returnTo: null, error: null, handledCallback: false };
  }

  const client: AuthClient = {
    identityOptions: { claimNames: cfg.claims, superAdminSubject: cfg.superAdminSubject },
    isCallback: (href = win.location.href) => isCallbackUrl(href, cfg.redirectUri),
    start() {
      started ??= client.isCallback()
        ? handleCallback().then(
            ({ session, returnTo }) => ({ session, returnTo, error: null, handledCallback: true }),
            (error: unknown) => ({ session: null, returnTo: null, error: toAuthError(error), handledCallback: true }),
          )
        : restore();
      return started;
    },
    handleCallback,
    async login(options = {}) {
      const returnTo = safeReturnPath(options.returnTo) ?? peekIntendedPath(win.sessionStorage);
      const extraQueryParams: Record<string, string> = { ...audience.authorizeExtra };
      if (options.organization) extraQueryParams[cfg.organizationParam] = options.organization;
      try {
        await userManager.signinRedirect({
          login_hint: options.email || undefined,
          extraQueryParams,
          state: { returnTo },
        });
      } catch (error) {
        throw toAuthError(error);
      }
    },
    async logout(options = {}) {
      const sync = tabSync();
      const set = sync.current();
      const idToken = set ? User.fromStorageString(set.payload).id_token : undefined;
      if (set && cfg.revokeOnLogout) await userManager.revokeTokens(['refresh_token']).catch(() => undefined);
      sync.announceLogout(); // spec §4 + issue 3: logout in one tab signs out all tabs
      await store.clear();
      clearLocalKeys(); // spec part 1 §9: stored keys cleared at logout
      announced = null;
      emit({ type: 'signedOut', reason: 'logout' });
      const postLogout = options.postLogoutRedirectUri ?? cfg.postLogoutRedirectUri;
      try {
        await userManager.signoutRedirect({
          id_token_hint: idToken,
          post_logout_redirect_uri: postLogout,
          extraQueryParams: {},
        });
      } catch {
        navigate(postLogout); // a provider without end_session: at least leave signed out
      }
    },
    async getAccessToken() {
      await client.start();
      const set = tabSync().current();
      if (!set) throw new AuthError('login_required', 'Not signed in');
      if (!needsRenewal(set, now())) return set.accessToken;
      return (await renew()).accessToken;
    },
    getSession() {
      const set = sync?.current() ?? null;
      return set ? toSession(set) : null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      sync?.close();
      ownChannel?.close();
      void userManager.events.unload();
    },
  };
  return client;
}
