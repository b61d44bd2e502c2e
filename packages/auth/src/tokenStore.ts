// The tab's token set on top of the oidc-client-ts user store (sessionStorage or memory, never localStorage).
import { User, type UserManager } from 'oidc-client-ts';
import type { TokenSet } from './tabSync';
import type { AuthSession } from './types';
import type { IdClaims } from './claims';

/** A token set from an oidc-client-ts user. */
export function toTokenSet(user: User, obtainedAt: number): TokenSet {
  return {
    payload: user.toStorageString(),
    sub: user.profile.sub,
    accessToken: user.access_token,
    expiresAt: user.expires_at ?? null,
    obtainedAt,
  };
}

/** The app-facing session of a token set (no refresh token). */
export function toSession(set: TokenSet): AuthSession {
  const user = User.fromStorageString(set.payload);
  return { claims: user.profile as IdClaims, accessToken: set.accessToken, expiresAt: set.expiresAt };
}

/** Reads and writes the tab's token set through the UserManager's user store; `obtainedAt` is kept beside it. */
export function createTokenStore(
  userManager: UserManager,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  clientId: string,
) {
  const metaKey = `curate-auth.obtained_at:${clientId}`;
  return {
    /** The stored set, or null when signed out. */
    async read(): Promise<TokenSet | null> {
      const user = await userManager.getUser();
      if (!user) return null;
      return toTokenSet(user, Number(storage.getItem(metaKey)) || 0);
    },
    /** Stores `set` so that oidc-client-ts renews from exactly this refresh token. */
    async write(set: TokenSet): Promise<void> {
      await userManager.storeUser(User.fromStorageString(set.payload));
      storage.setItem(metaKey, String(set.obtainedAt));
    },
    /** Records when the set oidc-client-ts just stored was obtained. */
    markObtained(obtainedAt: number): void {
      storage.setItem(metaKey, String(obtainedAt));
    },
    async clear(): Promise<void> {
      await userManager.removeUser();
      storage.removeItem(metaKey);
    },
  };
}
