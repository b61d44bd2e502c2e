export * from './constants';
export { clearStoredKeys } from './storedKeys';
export { AuthError, toAuthError, type AuthErrorCode } from './errors';
export {
  DEFAULT_CLAIM_NAMES,
  resolveAuthConfig,
  type AudienceParam,
  type AuthClaimNames,
  type AuthConfig,
  type ResolvedAuthConfig,
} from './config';
export {
  hasRole,
  normaliseRoles,
  readIdentity,
  readOrganizationId,
  readRoleClaim,
  type AuthIdentity,
  type AuthUserProfile,
  type IdClaims,
  type Role,
} from './claims';
export { cleanCallbackUrl, isCallbackUrl, safeReturnPath } from './callbackUrl';
export { peekIntendedPath, rememberIntendedPath, takeIntendedPath } from './intendedPath';
export { checkIdToken } from './idToken';
export { createAuthClient, type AuthClientDeps } from './client';
export type {
  AuthClient,
  AuthEvent,
  AuthSession,
  AuthStart,
  CallbackResult,
  LoginOptions,
  LogoutOptions,
} from './types';
export {
  createTabSync,
  needsRenewal,
  shouldAdopt,
  type TabChannel,
  type TabLocks,
  type TabSync,
  type TokenSet,
} from './tabSync';
export { AuthProvider, type AuthProviderProps } from './AuthProvider';
export { useAuth, type AuthContextValue, type AuthStatus, type ServerAccess } from './authContext';
export {
  DEFAULT_LANDING,
  evaluateGuard,
  landingPath,
  resolveLanding,
  type AuthLanding,
  type GuardAuthState,
  type GuardDecision,
  type GuardInput,
  type GuardRequirement,
  type GuardTarget,
} from './guardRules';
export { Guard, useGuard, type GuardProps, type UseGuardOptions } from './Guard';
