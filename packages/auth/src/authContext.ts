import { createContext, useContext } from 'react';
import type { AuthError } from './errors';
import type { AuthUserProfile, Role } from './claims';
import type { AuthLanding } from './guardRules';
import type { AuthClient, LoginOptions, LogoutOptions, AuthSession } from './types';

/** Sign-in state (spec part 1 §4): loading, then authenticated or not. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/**
 * The role and company the server holds for the signed-in user (e.g. its GET /users/me answer). Once adopted
 * they replace the token's claims, which stay as they were signed until the next token refresh.
 */
export interface ServerAccess {
  /** The user's role as the server spells it (normalised like a roles claim). */
  role: string;
  /** The user's company code; null for none. */
  companyCode: string | null;
}

/** What `useAuth()` returns. */
export interface AuthContextValue {
  status: AuthStatus;
  /** The identity-provider profile; null unless authenticated. */
  user: AuthUserProfile | null;
  /** Normalised roles (spec part 1 §6): the adopted server access's, else the claims'; empty unless authenticated. */
  roles: readonly Role[];
  isSuperAdmin: boolean;
  /** Organization id from the configured claim (default org_id). */
  organizationId: string | null;
  /** The adopted server access's company code, else the configured claim's, when the provider sends one. */
  companyCode: string | null;
  /** The last identity error (callback failure, renewal failure), else null. */
  error: AuthError | null;
  /** After a handled callback: the path to restore (intended path), else null. */
  returnTo: string | null;
  /** Where guards send users and where sign-in lands: AuthProvider's `landing` with the defaults applied. */
  landing: AuthLanding;
  /** The ID-token claims and access token of the session, for advanced use. */
  session: AuthSession | null;
  /** Redirects to the provider's login. */
  login: (options?: LoginOptions) => Promise<void>;
  /**
   * Takes the server's role and company for the signed-in user in place of the claims', until sign-out or
   * another user's session; null goes back to the claims. Adopting the same values again changes nothing.
   */
  adoptAccess: (access: ServerAccess | null) => void;
  /** Signs out of every tab and at the provider. */
  logout: (options?: LogoutOptions) => Promise<void>;
  /** A valid access token (renewed when it expires within 60 s). */
  getAccessToken: () => Promise<string>;
  /** The underlying client. */
  client: AuthClient;
}

/** The context AuthProvider fills; read it with useAuth. */
export const AuthContext = createContext<AuthContextValue | null>(null);

/** The sign-in state and actions of the nearest AuthProvider; throws outside one. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
