import type { AuthClaimNames } from './config';
import type { AuthError } from './errors';
import type { IdClaims } from './claims';

/** The signed-in session as the app sees it; the refresh token never leaves the client. */
export interface AuthSession {
  /** ID-token claims (filtered of protocol claims). */
  claims: IdClaims;
  accessToken: string;
  /** Access-token expiry in seconds since the epoch; null when unknown. */
  expiresAt: number | null;
}

/** Options of `login`. */
export interface LoginOptions {
  /** Sent as `login_hint`. */
  email?: string;
  /** Sent in the configured organization parameter (default `organization`). */
  organization?: string;
  /** Path to return to after sign-in; default the remembered intended path. Only same-origin paths are kept. */
  returnTo?: string;
}

/** Options of `logout`. */
export interface LogoutOptions {
  /** Where the provider returns after logout; default the configured postLogoutRedirectUri. */
  postLogoutRedirectUri?: string;
}

/** What the client tells its listeners. */
export type AuthEvent =
  | { type: 'signedIn'; session: AuthSession }
  | { type: 'tokensRenewed'; session: AuthSession }
  | { type: 'signedOut'; reason: 'logout' | 'peer_logout' | 'renewal_failed'; error?: AuthError }
  | { type: 'loginRequired'; error: AuthError; hint: { email?: string; organization?: string } };

/** Result of starting the client: the session (after handling a callback when the address held one). */
export interface AuthStart {
  session: AuthSession | null;
  /** The path to go to after a handled callback (from the OIDC state), else null. */
  returnTo: string | null;
  error: AuthError | null;
  /** True when the address held a provider return that was handled. */
  handledCallback: boolean;
}

/** Result of `handleCallback`. */
export interface CallbackResult {
  session: AuthSession;
  returnTo: string | null;
}

/** The sign-in client behind AuthProvider; `createAuthClient` makes the real one. */
export interface AuthClient {
  /** Claim names and super-admin subject, for reading the user from claims. */
  readonly identityOptions: { claimNames: AuthClaimNames; superAdminSubject: string | null };
  /** Starts once (repeat calls share the result): handles a callback in the address first, else restores the session. */
  start(): Promise<AuthStart>;
  /** True when the address is a provider return that `start` will handle. */
  isCallback(href?: string): boolean;
  /** Completes the code exchange, cleans the address and returns the session and the remembered path. */
  handleCallback(href?: string): Promise<CallbackResult>;
  /** Redirects to the provider's login (code + PKCE). */
  login(options?: LoginOptions): Promise<void>;
  /** Signs out in every tab and at the provider (end_session). */
  logout(options?: LogoutOptions): Promise<void>;
  /** A valid access token, renewed with the refresh token when it expires within the leeway. */
  getAccessToken(): Promise<string>;
  /** The current session, or null. */
  getSession(): AuthSession | null;
  /** Listens to client events; returns the unsubscribe function. */
  subscribe(listener: (event: AuthEvent) => void): () => void;
  /** Closes the cross-tab channel. */
  dispose(): void;
}
