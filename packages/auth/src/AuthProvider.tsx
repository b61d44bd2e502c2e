import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createAuthClient } from './client';
import { normaliseRoles, readIdentity } from './claims';
import type { AuthConfig } from './config';
import { STORED_KEYS } from './constants';
import { AuthContext, type AuthContextValue, type AuthStatus, type ServerAccess } from './authContext';
import type { AuthError } from './errors';
import { resolveLanding, type AuthLanding } from './guardRules';
import type { AuthClient, AuthEvent, AuthSession } from './types';

/** Props of AuthProvider: pass a `client`, or a `config` to create one. */
export interface AuthProviderProps {
  /** A client made with createAuthClient (or a compatible one); read once at mount. Takes precedence over `config`. */
  client?: AuthClient;
  /** Configuration for a client the provider creates once at mount. */
  config?: AuthConfig;
  /**
   * Called when the provider answers login_required or consent_required during token retrieval (spec part 1 §4).
   * Default: a new login redirect with the last email and organization, returning to the current path.
   */
  onLoginRequired?: (error: AuthError, hint: { email?: string; organization?: string }) => void;
  /**
   * The host's routes for guards and landings (see AuthLanding), read once at mount, e.g.
   * { superAdmin: '/admin', company: (code) => '/' + encodeURIComponent(code) } (a module constant). Parts left
   * out take DEFAULT_LANDING: '/' for both landings, '/login' to sign in, '/unauthorized'.
   */
  landing?: Partial<AuthLanding>;
  children?: ReactNode;
}

interface State {
  status: AuthStatus;
  session: AuthSession | null;
  error: AuthError | null;
  returnTo: string | null;
  handledCallback: boolean;
  /** The adopted server access and the subject it was adopted for; applies only while that subject is signed in. */
  access: (ServerAccess & { subject: string }) | null;
}

function readSavedRole(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORED_KEYS.userRole);
  } catch {
    return null;
  }
}

function currentPath(): string {
  return typeof window === 'undefined'
    ? '/'
    : `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** Puts the sign-in state in context; on start a callback in the address is handled first (spec part 1 §4). */
export function AuthProvider({ client, config, onLoginRequired, landing, children }: AuthProviderProps) {
  const [authClient] = useState(() => {
    if (client) return client;
    if (!config) throw new Error('AuthProvider needs a client or a config');
    return createAuthClient(config);
  });
  const [resolvedLanding] = useState(() => resolveLanding(landing));
  const [state, setState] = useState<State>({
    status: 'loading',
    session: null,
    error: null,
    returnTo: null,
    handledCallback: false,
    access: null,
  });
  const loginRequired = useRef(onLoginRequired);
  loginRequired.current = onLoginRequired;

  useEffect(() => {
    let active = true;
    let sessionEventSeen = false;
    const onEvent = (event: AuthEvent) => {
      if (!active) return;
      if (event.type === 'signedIn' || event.type === 'tokensRenewed') {
        sessionEventSeen = true;
        setState((s) => ({ ...s, status: 'authenticated', session: event.session, error: null }));
      } else if (event.type === 'signedOut') {
        sessionEventSeen = true;
        setState((s) => ({ ...s, status: 'unauthenticated', session: null, error: event.error ?? null, access: null }));
      } else if (loginRequired.current) {
        loginRequired.current(event.error, event.hint);
      } else {
        void authClient.login({ ...event.hint, returnTo: currentPath() }).catch(() => undefined);
      }
    };
    const unsubscribe = authClient.subscribe(onEvent);
    void authClient.start().then(({ session, returnTo, error, handledCallback }) => {
      if (!active) return;
      setState((s) =>
        sessionEventSeen
          ? { ...s, error: s.error ?? error, returnTo, handledCallback } // an event already told the newer state
          : {
              status: session ? 'authenticated' : 'unauthenticated',
              session,
              error,
              returnTo,
              handledCallback,
              access: s.access,
            },
      );
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [authClient]);

  const adoptAccess = useCallback((access: ServerAccess | null) => {
    setState((s) => {
      const subject = s.session?.claims.sub;
      if (!access || !subject) return s.access === null ? s : { ...s, access: null };
      const same =
        s.access?.subject === subject && s.access.role === access.role && s.access.companyCode === access.companyCode;
      return same ? s : { ...s, access: { subject, role: access.role, companyCode: access.companyCode } };
    });
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const claims = state.session?.claims;
    const identity = claims
      ? readIdentity(claims, { ...authClient.identityOptions, savedRole: readSavedRole() })
      : null;
    // The server's role and company outrank the token's: a changed role shows before the token is renewed.
    const access = claims && state.access?.subject === claims.sub ? state.access : null;
    const roles = access
      ? normaliseRoles([access.role], {
          sub: claims?.sub,
          superAdminSubject: authClient.identityOptions.superAdminSubject,
        })
      : (identity?.roles ?? []);
    return {
      status: state.status,
      user: identity?.user ?? null,
      roles,
      isSuperAdmin: roles.includes('super-admin'),
      organizationId: identity?.organizationId ?? null,
      companyCode: access ? access.companyCode : (identity?.companyCode ?? null),
      error: state.error,
      returnTo: state.returnTo,
      landing: resolvedLanding,
      session: state.session,
      adoptAccess,
      login: (options) => authClient.login(options),
      logout: (options) => authClient.logout(options),
      getAccessToken: () => authClient.getAccessToken(),
      client: authClient,
    };
  }, [state, authClient, resolvedLanding, adoptAccess]);

  useEffect(() => {
    // spec part 1 §6: after login, a user with no organization who is not super-admin only produces a warning.
    if (state.handledCallback && value.status === 'authenticated' && !value.organizationId && !value.isSuperAdmin) {
      console.warn('[curate/auth] signed-in user has no organization');
    }
  }, [state.handledCallback, value.status, value.organizationId, value.isSuperAdmin]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
